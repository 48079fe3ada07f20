pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The hand at the smallest window size: nine cards fit as a fan with none cut off or scrolled
// away, the goal among them; the hovered card rises above its neighbours and stands whole; a
// card choice opens between the status bar and the actions.
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
        name: "HandLayout"
        when: windowShown

        function cards() {
            const out = []
            const hand = screen.hand
            for (let i = 0; i < hand.count; ++i) {
                hand.currentIndex = i
                out.push(hand.currentItem)
            }
            hand.currentIndex = -1
            return out
        }

        function test_nineCardsFitAt1024() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/permanents_in_hand.json")), game.lastError)
            waitForRendering(screen)
            const hand = screen.hand
            compare(hand.count, 9)
            verify(hand.fanned, "nine cards at 1024 overlap as a fan")
            for (const card of cards()) {
                // Every corner, turned as the fan turns it, is on the screen.
                for (const corner of [[0, 0], [card.width, 0], [0, card.height], [card.width, card.height]]) {
                    const p = card.mapToItem(screen, corner[0], corner[1])
                    verify(p.x >= 0, "card " + card.index + " is cut off on the left")
                    verify(p.x <= screen.width, "card " + card.index + " is cut off on the right")
                }
                // Each card shows at least its weight and the start of its name.
                const next = card.index + 1 < hand.count ? card.x + hand.step : card.x + card.width
                verify(next - card.x >= 60, "too little of card " + card.index + " shows")
            }
            compare(hand.contentX, -hand.leftMargin) // scrolled to its start, and never scrolls
            verify(!hand.interactive, "the hand never scrolls")
        }

        function test_hoveredCardRisesWhole() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/permanents_in_hand.json")), game.lastError)
            waitForRendering(screen)
            const all = cards()
            const card = all[4]
            mouseMove(card, 20, card.height / 2)
            tryVerify(() => card.hovered)
            for (const other of all)
                if (other !== card) verify(card.z > other.z, "the hovered card is under card " + other.index)
            compare(card.fanAngle, 0)
            verify(card.fanDrop < 0, "the hovered card does not rise")
            verify(all[0].fanAngle < 0 && all[8].fanAngle > 0, "the others fan out")
            mouseMove(screen, 5, 5)
            tryVerify(() => !card.hovered)
        }

        // A goal in a full hand stays in sight.
        function test_goalInAFullHandIsInSight() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_full_hand.json")), game.lastError)
            waitForRendering(screen)
            const goal = cards().find(c => c.goal)
            verify(goal !== undefined)
            const left = goal.mapToItem(screen, 0, goal.height).x
            verify(left >= 0 && left + goal.width <= screen.width + 1, "the goal is out of sight at " + left)
        }
    }
}
