pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// E opens the explanation of every number: the conversation's numbers and each card's chance and
// weight, as the engine breaks them down; E or Esc closes it.
Item {
    id: root
    width: 1024
    height: 640

    GameController { id: game }
    ConversationScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    TestCase {
        name: "Explain"
        when: windowShown

        function test_explainByKeyAndButton() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            verify(!screen.explanationPanel) // made when first asked for
            keyClick(Qt.Key_E)
            const panel = screen.explanationPanel
            verify(panel.visible)
            // 6 numbers of the conversation, then chance and weight for each of the 4 cards.
            compare(game.explanations.count, 6 + 2 * game.hand.count)
            waitForRendering(panel)
            const first = panel.list.itemAtIndex(0)
            compare(first.key, "capacity")
            compare(first.value, game.status.capacity)
            verify(first.explanation.indexOf("=") >= 0, first.explanation)
            keyClick(Qt.Key_Escape)
            verify(!panel.visible)
            mouseClick(findChild(screen.actionBar, "explainButton"))
            verify(panel.visible)
            keyClick(Qt.Key_E)
            verify(!panel.visible)
        }
    }
}
