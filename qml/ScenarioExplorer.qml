pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The test explorer: every scenario of a folder, run in the background, as a pass/fail tree of
// folders and files with the reason each failure gives. A double click opens a scenario in the
// steps panel. The explorer runs the folder again by itself when a file changes.
Rectangle {
    id: root
    required property ScenarioExplorerController explorer
    readonly property alias list: list
    signal openRequested(string file)
    signal closeRequested()

    color: Theme.panel
    border.color: Theme.border
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Scenario results")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Scenarios")
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontLarge
            }
            BusyIndicator {
                objectName: "runningIndicator"
                running: root.explorer.running
                visible: running
                implicitWidth: 24
                implicitHeight: 24
                Accessible.name: qsTr("Running the scenarios")
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "rerunButton"
                text: qsTr("Run again")
                enabled: !root.explorer.running
                onClicked: root.explorer.rerun()
            }
            ToolButton {
                text: "\u2715"
                onClicked: root.closeRequested()
                Accessible.name: qsTr("Close the scenario results")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Close the scenario results")
            }
        }
        Label {
            text: root.explorer.folder
            color: Theme.textDim
            elide: Text.ElideMiddle
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
        }
        Label {
            objectName: "counts"
            text: root.explorer.runs === 0 ? qsTr("Running\u2026")
                : qsTr("%1 passed, %2 failed").arg(root.explorer.passed).arg(root.explorer.failed)
                  + (root.explorer.invalid > 0 ? ", " + qsTr("%1 could not be read").arg(root.explorer.invalid) : "")
            color: root.explorer.failed + root.explorer.invalid > 0 ? Theme.failureLight : Theme.successLight
            font.bold: true
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Double-click a scenario to step through it.")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        ListView {
            id: list
            objectName: "resultsList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.explorer.results
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: item
                required property int index
                required property string label
                required property string fileName
                required property string file
                required property int depth
                required property int outcome
                required property string summary
                required property int failures
                readonly property bool isFolder: outcome === ScenarioResultsModel.Folder
                readonly property bool bad: outcome === ScenarioResultsModel.Failed || outcome === ScenarioResultsModel.Invalid
                objectName: "result" + index
                width: ListView.view.width - 10
                height: itemColumn.implicitHeight + 6
                color: mouse.containsMouse && !isFolder ? Theme.panelRaised : "transparent"
                radius: 3

                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    onDoubleClicked: if (!item.isFolder && item.outcome !== ScenarioResultsModel.Invalid) root.openRequested(item.file)
                }
                ColumnLayout {
                    id: itemColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 3
                    anchors.leftMargin: 4 + item.depth * 16
                    spacing: 1
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: item.isFolder ? "\u25BE" : item.outcome === ScenarioResultsModel.Passed ? "\u2714" : "\u2718"
                            color: item.isFolder ? (item.failures > 0 ? Theme.failureLight : Theme.textDim)
                                 : item.bad ? Theme.failureLight : Theme.successLight
                            Accessible.name: item.isFolder ? qsTr("folder")
                                           : item.outcome === ScenarioResultsModel.Passed ? qsTr("passed")
                                           : item.outcome === ScenarioResultsModel.Failed ? qsTr("failed") : qsTr("could not be read")
                        }
                        Label {
                            text: item.label
                            color: item.isFolder ? Theme.accent : Theme.text
                            font.bold: item.isFolder
                            // The dock is narrow: a scenario's name wraps rather than lose its end.
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: !item.isFolder
                            text: item.fileName
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            elide: Text.ElideLeft
                            Layout.maximumWidth: 160
                        }
                    }
                    Label {
                        objectName: "summary"
                        visible: item.bad
                        text: item.summary
                        color: Theme.failureLight
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }
}
