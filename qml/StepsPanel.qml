pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The steps panel: a scenario file's set-up, steps and checks in words, with Step (F10), Run to
// here, Run to end and Back. Each check shows expected and found side by side; a failed step is
// highlighted, and the conversation beside the panel shows the state the run has reached.
Rectangle {
    id: root
    required property ScenarioSession session
    readonly property alias list: list
    signal closeRequested()

    color: Theme.panel
    border.color: Theme.border
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Scenario steps")

    Shortcut {
        sequence: "F10"
        enabled: root.visible && root.session.loaded
        onActivated: root.session.step()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "scenarioName"
                text: root.session.name
                color: Theme.text
                font.bold: true
                font.pixelSize: Theme.fontLarge
                // The dock is narrow (320 px at 1024 wide): a long name takes a second line
                // rather than losing its end.
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "closeSteps"
                text: "\u2715"
                onClicked: root.closeRequested()
                Accessible.name: qsTr("Close the steps panel")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Close the steps panel")
            }
        }
        Label {
            visible: text.length > 0
            text: root.session.description
            color: Theme.textDim
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
        }
        Label {
            objectName: "openError"
            visible: text.length > 0
            text: root.session.error
            color: Theme.failureLight
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Button {
                objectName: "backButton"
                // The three share the panel's width, however narrow the dock.
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Back")
                enabled: !root.session.atStart
                onClicked: root.session.back()
            }
            Button {
                objectName: "stepButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Step (F10)")
                enabled: !root.session.atEnd
                highlighted: true
                onClicked: root.session.step()
            }
            Button {
                objectName: "runToEndButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Run to end")
                enabled: !root.session.atEnd
                onClicked: root.session.runToEnd()
            }
        }
        Label {
            objectName: "runStatus"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: root.session.failedRow >= 0 ? Theme.failureLight : Theme.textDim
            text: root.session.failedRow > 0
                  ? qsTr("Stopped: step %1 failed.").arg(root.session.failedRow)
                  : root.session.atEnd ? qsTr("Every step passed.")
                  : qsTr("Next: step %1 of %2.").arg(root.session.currentRow).arg(list.count - 1)
        }
        RowLayout {
            visible: root.session.playingOn
            Layout.fillWidth: true
            Label {
                text: qsTr("You are playing on by hand; the script is paused.")
                color: Theme.accent
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "backToScript"
                text: qsTr("Back to the script")
                onClicked: root.session.backToScript()
            }
        }

        ListView {
            id: list
            objectName: "stepsList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: root.session.steps
            currentIndex: root.session.currentRow
            ScrollBar.vertical: ScrollBar {}
            onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)

            delegate: Rectangle {
                id: row
                required property int index
                required property string text
                required property int kind
                required property int status
                required property string detail
                required property var checks
                readonly property bool failed: status === ScenarioStepsModel.Failed
                objectName: "stepRow" + index
                width: ListView.view.width - 10
                height: rowColumn.implicitHeight + 12
                radius: Theme.radius
                color: failed ? Qt.rgba(0.71, 0.23, 0.23, 0.35)
                     : status === ScenarioStepsModel.Current ? Theme.panelRaised : "transparent"
                border.color: failed ? Theme.failureLight
                            : status === ScenarioStepsModel.Current ? Theme.accent : Theme.border

                ColumnLayout {
                    id: rowColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 6
                    spacing: 3
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            text: row.status === ScenarioStepsModel.Passed ? "\u2714"
                                : row.status === ScenarioStepsModel.Failed ? "\u2718"
                                : row.status === ScenarioStepsModel.Current ? "\u25B6" : "\u2022"
                            color: row.status === ScenarioStepsModel.Passed ? Theme.successLight
                                 : row.status === ScenarioStepsModel.Failed ? Theme.failureLight
                                 : row.status === ScenarioStepsModel.Current ? Theme.accent : Theme.textDim
                            Accessible.name: row.status === ScenarioStepsModel.Passed ? qsTr("passed")
                                           : row.status === ScenarioStepsModel.Failed ? qsTr("failed")
                                           : row.status === ScenarioStepsModel.Current ? qsTr("next") : qsTr("not run")
                        }
                        Label {
                            text: row.kind === ScenarioStepsModel.Setup ? qsTr("Set-up") : qsTr("Step %1").arg(row.index)
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Item { Layout.fillWidth: true }
                        Button {
                            objectName: "runToHere"
                            text: row.kind === ScenarioStepsModel.Setup ? qsTr("Restart") : qsTr("Run to here")
                            font.pixelSize: Theme.fontSmall
                            implicitHeight: 24
                            onClicked: root.session.runTo(row.index)
                        }
                    }
                    Label {
                        objectName: "stepText"
                        text: row.text
                        color: Theme.text
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "stepDetail"
                        visible: text.length > 0
                        text: row.detail
                        color: row.failed ? Theme.failureLight : Theme.textDim
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                        Layout.fillWidth: true
                    }
                    Repeater {
                        model: row.checks
                        // A check on its own line, then what was expected and what was found below
                        // it: in a narrow panel three columns would split words. Positioners, not
                        // layouts: a nested layout does not grow with text that wraps.
                        delegate: Column {
                            id: checkRow
                            required property var modelData
                            required property int index
                            objectName: "check" + index
                            readonly property string expected: modelData.expected
                            readonly property string found: modelData.found
                            readonly property bool passed: modelData.passed
                            readonly property real indent: 18
                            readonly property real labelWidth: Math.max(expectedLabel.implicitWidth, foundLabel.implicitWidth)
                            Layout.fillWidth: true
                            spacing: 1
                            Item {
                                width: checkRow.width
                                height: checkText.height
                                Label {
                                    text: !checkRow.modelData.ran ? "\u2022" : checkRow.passed ? "\u2714" : "\u2718"
                                    color: !checkRow.modelData.ran ? Theme.textDim : checkRow.passed ? Theme.successLight : Theme.failureLight
                                    font.pixelSize: Theme.fontSmall
                                    Accessible.name: !checkRow.modelData.ran ? qsTr("not checked yet") : checkRow.passed ? qsTr("pass") : qsTr("fail")
                                }
                                Label {
                                    id: checkText
                                    x: checkRow.indent
                                    width: checkRow.width - checkRow.indent
                                    text: checkRow.modelData.text
                                    color: Theme.text
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            Item {
                                width: checkRow.width
                                height: Math.max(expectedLabel.height, expectedValue.height)
                                Label {
                                    id: expectedLabel
                                    x: checkRow.indent
                                    text: qsTr("Expected")
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                }
                                Label {
                                    id: expectedValue
                                    objectName: "expected"
                                    x: checkRow.indent + checkRow.labelWidth + 8
                                    width: checkRow.width - x
                                    text: checkRow.expected
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            Item {
                                width: checkRow.width
                                height: Math.max(foundLabel.height, foundValue.height)
                                Label {
                                    id: foundLabel
                                    x: checkRow.indent
                                    text: qsTr("Found")
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                }
                                Label {
                                    id: foundValue
                                    objectName: "found"
                                    x: checkRow.indent + checkRow.labelWidth + 8
                                    width: checkRow.width - x
                                    text: checkRow.modelData.ran ? checkRow.found : "\u2013"
                                    color: !checkRow.modelData.ran ? Theme.textDim : checkRow.passed ? Theme.text : Theme.failureLight
                                    font.bold: checkRow.modelData.ran && !checkRow.passed
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
