pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// Prompts: an optional trigger answered with a click, and a cost choice cancelled with Esc and
// then answered.
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
        name: "Prompt"
        when: windowShown

        function test_optionalTriggerAnsweredNo() {
            verify(game.loadScenario(Qt.resolvedUrl("../../scenarios/triggers/optional_yes_no.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            verify(!screen.decisionDialog?.visible) // none yet, or hidden
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_S)
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            compare(game.decision.kind, "optionalTrigger")
            // While the question is open, SPEAK and LISTEN are off, and look it.
            for (const b of [screen.actionBar.speakButton, screen.actionBar.listenButton]) {
                verify(!b.enabled)
                verify(b.opacity < 0.5)
            }
            waitForRendering(dialog)
            const no = findChild(dialog, "option_no")
            verify(no !== null)
            mouseClick(no)
            tryVerify(() => !dialog.visible)
            verify(screen.actionBar.listenButton.enabled)
            compare(screen.actionBar.listenButton.opacity, 1)
            compare(game.hand.count, 1)
            compare(game.phase, GameController.Playing)
        }

        function test_promptAnsweredByKeyboard() {
            verify(game.loadScenario(Qt.resolvedUrl("../../scenarios/triggers/optional_yes_no.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_S)
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            keyClick(Qt.Key_Return) // nothing picked yet: Enter does not answer
            verify(dialog.visible)
            keyClick(Qt.Key_1)      // "yes": draw a card
            compare(dialog.picked, [0])
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(game.hand.count, 2) // offer_tea and the card drawn
        }

        // A choice among cards shows small cards in a scrollable grid: identical cards are one
        // choice with their count, and a search narrows a long list.
        function test_cardChoiceIsAGridWithSearch() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/tutor_choice.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            verify(game.activate(0, 0))
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            verify(dialog.asCards)
            waitForRendering(dialog)
            compare(game.decision.options.length, 12)
            compare(dialog.cardGrid.count, 11) // the two Small Talks are one choice
            let copies = 0
            for (const i of game.decision.shown)
                if ((game.decision.options[i].copies ?? 1) === 2) ++copies
            compare(copies, 1)
            // The dialog stays inside the screen, above the status bar and the hand.
            const topLeft = dialog.mapToItem(screen, 0, 0)
            verify(topLeft.y >= screen.statusBar.height, "the dialog covers the status bar")
            verify(topLeft.y + dialog.height <= screen.height)
            const search = findChild(dialog, "decisionSearch")
            verify(search.visible)
            mouseClick(search)
            for (const key of [Qt.Key_C, Qt.Key_L, Qt.Key_O, Qt.Key_S, Qt.Key_E, Qt.Key_L, Qt.Key_Y])
                keyClick(key)
            tryCompare(dialog.cardGrid, "count", 1)
            waitForRendering(dialog)
            const found = findChild(dialog.cardGrid, "cardOption_0")
            verify(found !== null)
            compare(found.card.card.cardId, "listen_closely")
            mouseClick(found)
            tryVerify(() => !dialog.visible)
            compare(game.hand.count, 2)
        }

        function test_costChoiceCancelledThenAnswered() {
            verify(game.loadScenario(Qt.resolvedUrl("../../scenarios/costs/cancel_x_choice.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            compare(game.table.count, 1)
            verify(game.activate(0, 0))
            tryVerify(() => screen.decisionDialog?.visible)
            const dialog = screen.decisionDialog
            compare(game.decision.kind, "chooseAmount")
            verify(game.decision.cancellable)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !dialog.visible)
            compare(game.status.weight, 5)
            verify(game.activate(0, 0))
            tryVerify(() => dialog.visible)
            waitForRendering(dialog)
            mouseClick(findChild(dialog, "option_3"))
            tryVerify(() => !dialog.visible)
            compare(game.status.weight, 2)
        }
    }
}
