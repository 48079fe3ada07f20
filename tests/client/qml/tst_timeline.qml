pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The timeline strip by mouse and keyboard: an entry per action after the start, a click seeks,
// a drag seeks along the entries it passes, the buttons and Ctrl+Z / Ctrl+Shift+Z step, undone
// entries stay (dimmed) until a new action replaces them.
Item {
    id: root
    width: 1280
    height: 120

    GameController { id: game }

    TimelineStrip {
        id: strip
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        game: game
    }

    TestCase {
        name: "Timeline"
        when: windowShown

        // Plays `n` actions: LISTEN, or the first options of a question.
        function act(n) {
            for (let i = 0; i < n && game.phase === GameController.Playing; ++i) {
                if (game.decision.active) {
                    const picks = []
                    for (let k = 0; k < game.decision.min; ++k) picks.push(k)
                    verify(game.decision.choose(picks))
                } else {
                    verify(game.listen())
                }
            }
        }

        // The centre of entry `i` in the strip's coordinates.
        function entryPoint(i) {
            const list = strip.list
            const item = list.itemAtIndex(i)
            verify(item !== null, "entry " + i + " is not laid out")
            return item.mapToItem(strip, item.width / 2, item.height / 2)
        }

        function init() {
            verify(game.start("sera", "", 42))
            act(4)
            tryVerify(() => strip.visible)
            waitForRendering(strip)
        }

        function test_entriesFollowTheHistory() {
            const n = game.timeline.count
            verify(n >= 2, "an entry for the start and each action")
            compare(game.timeline.currentIndex, n - 1)
            compare(strip.list.count, n)
            compare(findChild(strip, "timelinePosition").text, (n - 1) + " of " + (n - 1))
            verify(!strip.redoButton.enabled)
            verify(strip.undoButton.enabled)
        }

        function test_clickSeeks() {
            const p = entryPoint(1)
            mouseClick(strip, p.x, p.y)
            compare(game.timeline.currentIndex, 1)
            verify(strip.redoButton.enabled)
            // The entries after the moment shown stay, dimmed, until a new action replaces them.
            const later = strip.list.itemAtIndex(2)
            verify(later.redoable)
            verify(later.opacity < 1)
            const p0 = entryPoint(0)
            mouseClick(strip, p0.x, p0.y)
            compare(game.timeline.currentIndex, 0)
            verify(!strip.undoButton.enabled)
        }

        function test_dragSeeksAlong() {
            const n = game.timeline.count
            const from = entryPoint(0)
            const to = entryPoint(n - 1)
            mousePress(strip, from.x, from.y)
            compare(game.timeline.currentIndex, 0)
            mouseMove(strip, (from.x + to.x) / 2, from.y)
            mouseMove(strip, to.x, to.y)
            mouseRelease(strip, to.x, to.y)
            compare(game.timeline.currentIndex, n - 1)
        }

        function test_buttonsAndKeysStep() {
            const n = game.timeline.count
            mouseClick(strip.undoButton)
            compare(game.timeline.currentIndex, n - 2)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(game.timeline.currentIndex, n - 3)
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
            compare(game.timeline.currentIndex, n - 2)
            mouseClick(strip.redoButton)
            compare(game.timeline.currentIndex, n - 1)
        }

        function test_newActionReplacesTheUndoneOnes() {
            const n = game.timeline.count
            mouseClick(strip.undoButton)
            mouseClick(strip.undoButton)
            compare(strip.list.count, n)
            act(1)
            compare(game.timeline.currentIndex, n - 2)
            compare(strip.list.count, n - 1)
            verify(!strip.redoButton.enabled)
        }
    }
}
