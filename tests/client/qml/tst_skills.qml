pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// Seed 003's skills in the conversation screen: the personality and traits with their tooltips,
// a view-as play through its button (and key A) with its preview, the cancel window answered in
// the decision dialog, and "another card" declined with None.
Item {
    id: root
    width: 1280
    height: 800

    GameController { id: game }
    ConversationScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    TestCase {
        name: "Skills"
        when: windowShown

        function load(file: string) {
            verify(game.loadScenario(Qt.resolvedUrl(file)), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
        }

        function test_personalityAndTraitsWithTooltips() {
            load("../fixtures/silver_tongue.json")
            verify(screen.personality.visible)
            verify(screen.traits.visible)
            const npcChip = findChild(screen.personality, "skill_marcus_sharp_eye")
            verify(npcChip !== null && npcChip.visible && npcChip.width > 0)
            // The traits strip shows the player's skills only.
            verify(!findChild(screen.traits, "skill_marcus_sharp_eye").visible)
            const chip = findChild(screen.traits, "skill_trait_silver_tongue")
            verify(chip.visible)
            mouseMove(chip, chip.width / 2, chip.height / 2)
            tryVerify(() => chip.tip?.visible ?? false)
            verify(chip.tip.text.indexOf("Burden card as Small Talk") >= 0, chip.tip.text)
            verify(chip.tip.text.indexOf("Used 0 of 1 this turn") >= 0, chip.tip.text)
            mouseMove(screen, 5, 5)
        }

        function test_speakAsThroughTheButton() {
            load("../fixtures/silver_tongue.json")
            const bar = screen.actionBar
            compare(bar.skillPlays.count, 0)
            keyClick(Qt.Key_1) // the Unpaid Invoice (Burden)
            tryCompare(bar.skillPlays, "count", 1)
            const button = findChild(bar, "skillPlay_trait_silver_tongue")
            verify(button !== null && button.visible && button.enabled)
            verify(button.text.indexOf("Speak as Small Talk (Silver Tongue)") === 0, button.text)
            waitForRendering(bar)
            mouseMove(button, button.width / 2, button.height / 2)
            tryVerify(() => bar.skillPreview.visible)
            compare(bar.skillPreview.exhaustList.count, 1) // Share Her Worry (Fleeting)
            const line = findChild(bar.skillPreview, "speakLine")
            verify(line.text.indexOf("as Small Talk through Silver Tongue (costs 1 weight)") >= 0, line.text)
            mouseClick(button)
            tryCompare(game.hand, "count", 1)
            compare(game.lastCard, "Small Talk")
            compare(bar.skillPlays.count, 0)
            tryVerify(() => !bar.skillPreview.visible)
            mouseMove(screen, 5, 5)
        }

        function test_speakAsByKey() {
            load("../fixtures/silver_tongue.json")
            keyClick(Qt.Key_A) // nothing selected: refused with a reason
            verify(game.lastError.length > 0)
            compare(game.hand.count, 3)
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_A)
            tryCompare(game.hand, "count", 1)
            compare(game.lastCard, "Small Talk")
        }

        function test_cancelWindowAnsweredInTheDialog() {
            load("../fixtures/counterpoint.json")
            keyClick(Qt.Key_1) // the Sharp Remark: -1 comfort either way
            keyClick(Qt.Key_S)
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            compare(game.decision.kind, "respond")
            verify(game.decision.prompt.indexOf("Sharp Remark") >= 0, game.decision.prompt)
            verify(findChild(dialog, "decisionDetail").visible)
            waitForRendering(dialog)
            const resolve = findChild(dialog, "option_resolve")
            verify(resolve.text.indexOf("Let it resolve") >= 0)
            const counter = findChild(dialog, "option_trait_counterpoint")
            verify(counter !== null && counter.visible)
            mouseMove(counter, counter.width / 2, counter.height / 2)
            tryVerify(() => counter.tip?.visible ?? false)
            mouseClick(counter)
            tryVerify(() => !dialog.visible)
            compare(game.status.comfort, 0) // the loss was cancelled
            compare(game.hand.count, 0)     // Small Talk paid for it
            mouseMove(screen, 5, 5)
        }

        function test_anotherCardDeclinedWithNone() {
            load("../../scenarios/skills/targetmod_cards_per_speak.json")
            keyClick(Qt.Key_1) // Small Talk
            keyClick(Qt.Key_S)
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            compare(game.decision.kind, "chooseCards")
            waitForRendering(dialog)
            const none = findChild(dialog, "decisionNone")
            verify(none.visible)
            mouseClick(none)
            tryVerify(() => !dialog.visible)
            compare(game.hand.count, 3)
        }

        function test_anotherCardDeclinedWithKeyZero() {
            load("../../scenarios/skills/targetmod_cards_per_speak.json")
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_S)
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            keyClick(Qt.Key_0)
            tryVerify(() => !dialog.visible)
            compare(game.hand.count, 3)
        }
    }
}
