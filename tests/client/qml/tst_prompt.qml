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
            const dialog = screen.decisionDialog
            verify(!dialog.visible)
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_S)
            tryVerify(() => dialog.visible)
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
            const dialog = screen.decisionDialog
            tryVerify(() => dialog.visible)
            keyClick(Qt.Key_Return) // nothing picked yet: Enter does not answer
            verify(dialog.visible)
            keyClick(Qt.Key_1)      // "yes": draw a card
            compare(dialog.picked, [0])
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(game.hand.count, 2) // offer_tea and the card drawn
        }

        function test_costChoiceCancelledThenAnswered() {
            verify(game.loadScenario(Qt.resolvedUrl("../../scenarios/costs/cancel_x_choice.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            compare(game.table.count, 1)
            verify(game.activate(0, 0))
            const dialog = screen.decisionDialog
            tryVerify(() => dialog.visible)
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
