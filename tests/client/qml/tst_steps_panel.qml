pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The steps panel: F10 steps, Back goes back, Run to end stops at the failing check, which shows
// expected and found side by side, highlighted; the game shows the state the run reached.
Item {
    id: root
    width: 1024
    height: 640

    GameController { id: game }
    ScenarioSession { id: session; game: game }
    StepsPanel {
        id: panel
        session: session
        anchors.fill: parent
    }

    TestCase {
        name: "StepsPanel"
        when: windowShown

        function row(i) { return panel.list.itemAtIndex(i) }

        function test_stepRunToEndAndChecks() {
            verify(session.open(Qt.resolvedUrl("../fixtures/scenario_folder/failing_check.json")))
            waitForRendering(panel)
            compare(panel.list.count, 7)
            compare(findChild(panel, "scenarioName").text, "A check that fails on purpose")
            compare(game.phase, GameController.Playing)
            compare(session.currentRow, 1)
            // F10 runs one step.
            keyClick(Qt.Key_F10)
            compare(session.currentRow, 2)
            compare(row(1).status, ScenarioStepsModel.Passed)
            keyClick(Qt.Key_F10)
            compare(session.currentRow, 3)
            // Back undoes it.
            mouseClick(findChild(panel, "backButton"))
            compare(session.currentRow, 2)
            // Run to end stops after the failing check.
            mouseClick(findChild(panel, "runToEndButton"))
            compare(session.failedRow, 4)
            compare(session.currentRow, 5)
            panel.list.positionViewAtIndex(4, ListView.Contain)
            waitForRendering(panel)
            const failed = row(4)
            verify(failed.failed)
            compare(failed.status, ScenarioStepsModel.Failed)
            const check = findChild(failed, "check0")
            verify(check)
            compare(check.expected, "5")
            compare(check.found, "1")
            verify(!check.passed)
            compare(findChild(check, "expected").text, "5")
            compare(findChild(check, "found").text, "1")
            verify(findChild(panel, "runStatus").text.indexOf("4") >= 0)
            // Run to here on the set-up goes back to the start (its row scrolled into sight first:
            // each check takes three lines).
            panel.list.positionViewAtIndex(0, ListView.Beginning)
            waitForRendering(panel)
            mouseClick(findChild(row(0), "runToHere"))
            compare(session.currentRow, 1)
            compare(session.failedRow, -1)
            compare(game.phase, GameController.Playing)
        }

        function test_invalidFileShowsWhere() {
            verify(!session.open(Qt.resolvedUrl("../../scenarios-invalid/malformed_json.json")))
            const error = findChild(panel, "openError")
            verify(error.visible)
            verify(/malformed_json\.json:\d+:\d+/.test(error.text), error.text)
        }
    }
}
