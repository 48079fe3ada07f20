pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// With animations on, every card in hand ends fully shown and upright after a run of plays,
// draws and exhausts (an arrival interrupted by the next one once stayed invisible), and the log
// shows its newest line.
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
        name: "Animation"
        when: windowShown

        function test_cardsEndFullyShown() {
            Theme.animationSpeed = 1
            game.start("marcus", "", 12)
            waitForRendering(screen)
            for (let i = 0; i < 6 && game.phase === GameController.Playing; ++i) {
                if (game.decision.active) {
                    game.decision.choose(game.decision.min > 0 ? [0] : [])
                    continue
                }
                let played = false
                for (let k = 0; k < game.hand.count && !played; ++k) {
                    game.select(k)
                    if (game.speakPreview.legal) played = game.speak()
                }
                if (!played) game.listen()
                wait(260) // longer than any animation (200 ms at most); a busy machine may need more
                const hand = screen.hand
                for (let k = 0; k < hand.count; ++k) {
                    const card = hand.itemAtIndex(k)
                    if (!card) continue
                    tryVerify(() => card.opacity === 1 && card.rotation === 0 && card.y === 0, 3000,
                              "card " + k + " shown after action " + i)
                }
                // The log follows its newest line.
                const log = findChild(screen, "logList")
                tryVerify(() => log.atYEnd, 1000, "log at its end after action " + i)
            }
        }
    }
}
