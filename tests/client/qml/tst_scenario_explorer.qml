pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The test explorer: a folder runs in the background, the tree shows folders then files with
// pass or fail and the reason, and a double click opens a scenario in the steps panel.
Item {
    id: root
    width: 1024
    height: 640

    ScenarioExplorerController { id: explorer }
    ScenarioSession { id: session }
    ScenarioExplorer {
        id: view
        explorer: explorer
        anchors.fill: parent
        onOpenRequested: file => session.open(file)
    }
    SignalSpy { id: opened; target: view; signalName: "openRequested" }

    TestCase {
        name: "ScenarioExplorer"
        when: windowShown

        function test_runShowAndOpen() {
            verify(explorer.open(Qt.resolvedUrl("../fixtures/scenario_folder")))
            tryVerify(() => explorer.runs === 1 && !explorer.running, 60000)
            compare(explorer.passed, 1)
            compare(explorer.failed, 1)
            waitForRendering(view)
            compare(findChild(view, "counts").text, "1 passed, 1 failed")
            // The top file, then the folder "more" with its file.
            compare(view.list.count, 3)
            const failing = view.list.itemAtIndex(0)
            compare(failing.label, "A check that fails on purpose")
            compare(failing.outcome, ScenarioResultsModel.Failed)
            const summary = findChild(failing, "summary")
            verify(summary.visible)
            verify(summary.text.indexOf("Comfort: expected 5, found 1") >= 0, summary.text)
            compare(view.list.itemAtIndex(1).outcome, ScenarioResultsModel.Folder)
            compare(view.list.itemAtIndex(2).outcome, ScenarioResultsModel.Passed)
            compare(view.list.itemAtIndex(2).depth, 1)
            // A double click opens it in the steps panel.
            mouseDoubleClickSequence(failing)
            compare(opened.count, 1)
            verify(session.loaded)
            compare(session.name, "A check that fails on purpose")
        }
    }
}
