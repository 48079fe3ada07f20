import QtQuick
import QtTest
import Parley.Client

// What a conversation does not need at once is made when first wanted: the decision dialog, the
// explanations, the guide and each tooltip. They must still come when wanted, and stay.
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
    OnDemandLoader {
        id: loader
        sourceComponent: Rectangle { objectName: "made" }
    }

    TestCase {
        name: "OnDemand"
        when: windowShown

        function test_loaderLatches() {
            verify(!loader.item)
            loader.wanted = true
            verify(loader.item)
            const made = loader.item
            loader.wanted = false
            compare(loader.item, made) // kept, not made again
            loader.wanted = true
            compare(loader.item, made)
        }

        function test_panelsComeWhenWanted() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            verify(!screen.decisionDialog)
            verify(!screen.explanationPanel)
            verify(!screen.howToPlay)
            keyClick(Qt.Key_E)
            verify(screen.explanationPanel && screen.explanationPanel.visible)
            keyClick(Qt.Key_E)
            verify(!screen.explanationPanel.visible)
            keyClick(Qt.Key_F1)
            verify(screen.howToPlay && screen.howToPlay.visible)
            tryVerify(() => screen.howToPlay.activeFocus)
            mouseClick(screen.howToPlay.skipButton)
            verify(!screen.howToPlay.visible)
        }

        function test_tooltipMadeOnHoverOnly() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), game.lastError)
            waitForRendering(screen)
            mouseMove(root, 1, 1)
            const card = screen.hand.itemAtIndex(1)
            const chance = findChild(card, "cardChance")
            verify(chance)
            compare(chance.tip, null) // no Popup for a number nobody points at
            // The card rises when the mouse enters it: point again once it has settled.
            mouseMove(chance, chance.width / 2, chance.height / 2)
            wait(400)
            mouseMove(chance, chance.width / 2, chance.height / 2)
            wait(50)
            mouseMove(chance, chance.width / 2 + 1, chance.height / 2)
            tryVerify(() => chance.tip !== null && chance.tip.visible, 5000)
            verify(chance.tip.text.indexOf("=") >= 0, chance.tip.text)
            mouseMove(root, 1, 1)
            tryVerify(() => chance.tip === null)
        }
    }
}
