pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// Hovering SPEAK and LISTEN shows the engine's previews: the cards that would exhaust and the
// critical warning when a goal would be lost, and a warning before the last action.
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
        name: "Previews"
        when: windowShown

        function init() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            mouseMove(root, 640, 200) // away from the buttons
        }

        function exhaustTexts(panel) {
            const out = []
            for (let i = 0; i < panel.exhaustList.count; ++i) out.push(panel.exhaustList.itemAt(i).text)
            return out
        }

        function test_speakPreviewWarnsOfTheGoal() {
            const bar = screen.actionBar
            verify(!bar.speakPreview.visible)
            mouseMove(bar.speakButton, 20, 10)
            tryVerify(() => bar.speakPreview.visible)
            verify(findChild(bar.speakPreview, "goalWarning").visible)
            const lines = exhaustTexts(bar.speakPreview)
            compare(lines.length, 1)
            verify(lines[0].indexOf("Share Her Worry") >= 0, lines[0])
            verify(lines[0].indexOf("-1 comfort") >= 0, lines[0])
            mouseMove(root, 640, 200)
            tryVerify(() => !bar.speakPreview.visible)
        }

        function test_selectingTheGoalClearsTheWarning() {
            keyClick(Qt.Key_1) // the goal is the first card
            compare(game.selectedIndex, 0)
            const bar = screen.actionBar
            mouseMove(bar.speakButton, 20, 10)
            tryVerify(() => bar.speakPreview.visible)
            verify(!findChild(bar.speakPreview, "goalWarning").visible)
            verify(findChild(bar.speakPreview, "speakLine").text.indexOf("Deliver the Letter") >= 0)
            verify(findChild(bar.speakPreview, "speakLine").text.indexOf("2") >= 0)
            compare(exhaustTexts(bar.speakPreview).length, 1)
        }

        // At the last point of patience both previews say the action is the last; before, not.
        function test_lastActionIsWarnedInBothPreviews() {
            const bar = screen.actionBar
            mouseMove(bar.listenButton, 20, 10)
            tryVerify(() => bar.listenPreview.visible)
            verify(!findChild(bar.listenPreview, "lastActionWarning").visible)
            mouseMove(root, 640, 200)
            verify(game.loadScenario(Qt.resolvedUrl("../../scenarios/endings/patience_exhausted_after_speak.json")), game.lastError)
            waitForRendering(screen)
            mouseMove(bar.listenButton, 20, 10)
            tryVerify(() => bar.listenPreview.visible)
            verify(findChild(bar.listenPreview, "lastActionWarning").visible)
            mouseMove(root, 640, 200)
            mouseMove(bar.speakButton, 20, 10)
            tryVerify(() => bar.speakPreview.visible)
            verify(findChild(bar.speakPreview, "lastActionWarning").visible)
        }

        function test_listenPreviewShowsDrawRefillAndExhausts() {
            const bar = screen.actionBar
            mouseMove(bar.listenButton, 20, 10)
            tryVerify(() => bar.listenPreview.visible)
            verify(!bar.speakPreview.visible)
            verify(findChild(bar.listenPreview, "goalWarning").visible)
            verify(findChild(bar.listenPreview, "drawLine").text.indexOf(String(game.listenPreview.draw)) >= 0)
            verify(findChild(bar.listenPreview, "refillLine").text.indexOf(String(game.status.capacity)) >= 0)
            const lines = exhaustTexts(bar.listenPreview)
            compare(lines.length, 1)
            verify(lines[0].indexOf("Interrupt") >= 0, lines[0])
        }

        function test_tooltipsExplainNumbersAndProperties() {
            const card = screen.hand.itemAtIndex(1) // Share Her Worry: Fleeting
            const chance = findChild(card, "cardChance")
            // Two moves: the first enters the card (which grows a little on hover), the second lands
            // on the number wherever the card has settled.
            mouseMove(chance, chance.width / 2, chance.height / 2)
            wait(50)
            mouseMove(chance, chance.width / 2 + 1, chance.height / 2)
            tryVerify(() => chance.tip?.visible ?? false, 5000) // made on hover
            verify(chance.tip.text.indexOf("Informed") >= 0, chance.tip.text) // the fixture's atmosphere
            verify(chance.tip.text.indexOf("=") >= 0, chance.tip.text)

            const weight = findChild(screen, "weight")
            mouseMove(weight, weight.width / 2, weight.height / 2)
            wait(50)
            mouseMove(weight, weight.width / 2 + 1, weight.height / 2)
            tryVerify(() => weight.tip?.visible ?? false, 5000)
            verify(weight.tip.text.indexOf(String(game.status.capacity)) >= 0, weight.tip.text)
        }

        function test_cardsShowTheirNumbersAndGoalWarning() {
            const hand = screen.hand
            compare(hand.count, 4)
            const goal = hand.itemAtIndex(0)
            verify(goal.goal)
            compare(goal.weight, 2)
            verify(goal.hasExhaust)
            verify(findChild(goal, "cardChance").text.indexOf(String(goal.chance) + "%") >= 0)
            verify(findChild(goal, "cardChance").why.length > 0)
            const smallTalk = hand.itemAtIndex(3)
            verify(!smallTalk.hasExhaust)
            verify(!smallTalk.goal)
        }
    }
}
