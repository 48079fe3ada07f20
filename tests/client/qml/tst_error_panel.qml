pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The error panel lists a broken pack's problems with where they are, opens a problem's file on a
// click (the runner catches file URLs, so no editor starts), hides on request, comes back on the
// next failure, and goes away once the pack loads; a quiet panel waits until it is asked for.
Item {
    id: root
    width: 1024
    height: 640

    GameController { id: game }
    PackSession { id: packs; game: game }
    ErrorPanel {
        id: panel
        packs: packs
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        width: 600
        height: implicitHeight
    }
    PackBar {
        id: bar
        packs: packs
        width: parent.width
        onProblemsRequested: panel.reveal()
    }
    SignalSpy { id: opened; target: packs.diagnostics; signalName: "fileOpened" }

    TestCase {
        name: "ErrorPanel"
        when: windowShown

        function init() {
            panel.quiet = false
            panel.dismissed = false
        }

        function test_listsOpensHidesAndClears() {
            verify(!panel.visible)
            verify(!bar.visible)
            verify(!packs.open([Qt.resolvedUrl("../fixtures/broken_pack")]))
            verify(panel.visible)
            verify(bar.visible)
            waitForRendering(panel)
            verify(packs.diagnostics.count >= 1)
            compare(panel.list.count, packs.diagnostics.count)
            const row = panel.list.itemAtIndex(0)
            verify(row.location.startsWith("broken_pack/tomas.json:13:"), row.location)
            verify(row.message.length > 0)
            verify(findChild(panel, "problemSummary").text.length > 0)
            // A click opens the file where the problem is.
            mouseClick(row)
            compare(opened.count, 1)
            verify(String(opened.signalArguments[0][0]).endsWith("/broken_pack/tomas.json"))
            // Hidden by hand, shown again from the bar.
            mouseClick(findChild(panel, "hideProblems"))
            verify(!panel.visible)
            const show = findChild(bar, "showProblems")
            verify(show.visible)
            mouseClick(show)
            verify(panel.visible)
            // A pack that loads clears it.
            verify(packs.open([Qt.resolvedUrl("../../fixtures/addon_pack")]), packs.problem)
            verify(!panel.visible)
            verify(bar.visible)
            compare(findChild(bar, "packName").text, "Pack: addon_pack")
            verify(game.npcs.indexOf("tomas") >= 0)
            packs.close()
            verify(!bar.visible)
        }

        // Quiet (the start screen): a failed load shows no panel until it is asked for.
        function test_quietWaitsToBeAsked() {
            panel.quiet = true
            verify(!packs.open([Qt.resolvedUrl("../fixtures/broken_pack")]))
            verify(packs.broken)
            verify(!panel.visible)
            verify(bar.visible)
            mouseClick(findChild(bar, "showProblems"))
            verify(panel.visible)
            packs.close()
            verify(!panel.visible)
            // After a good load, the next failure is quiet again.
            verify(!packs.open([Qt.resolvedUrl("../fixtures/broken_pack")]))
            verify(!panel.visible)
            panel.quiet = false
            verify(panel.visible)
            packs.close()
        }
    }
}
