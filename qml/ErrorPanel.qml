pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The problems of the open packs while they do not load: each as file:line:col, its JSON
// pointer and the loader's message. A click opens the file in the desktop's editor. The panel
// shows itself when a load fails and goes away once a load succeeds; Hide puts it away until the
// next failure.
Rectangle {
    id: root
    required property PackSession packs
    readonly property alias list: list
    property bool dismissed: false
    // Quiet: the panel waits to be asked (reveal) instead of showing itself on a failed load. The
    // start screen is quiet, because it says itself that the pack has problems, and a panel over
    // it would cover the partners and the Start button in a small window.
    property bool quiet: false
    property bool asked: false
    // Shows the panel again (when Play is refused, for instance).
    function reveal() {
        dismissed = false
        asked = true
    }

    visible: packs.broken && !dismissed && (!quiet || asked)
    radius: Theme.radius
    color: Theme.panelRaised
    border.color: Theme.failureLight
    implicitHeight: Math.min(column.implicitHeight + 16, 360)
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Problems in the pack")

    Connections {
        target: root.packs
        function onFailed() { root.dismissed = false }
        function onStateChanged() { if (!root.packs.broken) root.asked = false }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Problems in the pack")
                color: Theme.failureLight
                font.bold: true
                font.pixelSize: Theme.fontLarge
                Layout.fillWidth: true
            }
            Button {
                objectName: "hideProblems"
                text: qsTr("Hide")
                onClicked: root.dismissed = true
            }
        }
        Label {
            objectName: "problemSummary"
            text: root.packs.problem
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Click a problem to open its file in your editor.")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
            wrapMode: Text.Wrap
        }
        ListView {
            id: list
            objectName: "problemList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: contentHeight
            Layout.minimumHeight: Math.min(contentHeight, 60)
            clip: true
            spacing: 4
            model: root.packs.diagnostics
            ScrollBar.vertical: ScrollBar {}
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Problems")
            delegate: Rectangle {
                id: problem
                required property int index
                required property bool isError
                required property string location
                required property string pointer
                required property string message
                width: ListView.view.width
                implicitHeight: text.implicitHeight + 10
                radius: Theme.radius
                color: hover.hovered ? Theme.panel : Theme.background
                border.color: Theme.border
                Accessible.role: Accessible.ListItem
                Accessible.name: location + " " + message
                ColumnLayout {
                    id: text
                    anchors.fill: parent
                    anchors.margins: 5
                    spacing: 1
                    Label {
                        Layout.fillWidth: true
                        text: problem.location + "  \u2022  " + (problem.isError ? qsTr("error") : qsTr("warning"))
                        color: problem.isError ? Theme.failureLight : Theme.warning
                        font.family: "monospace"
                        elide: Text.ElideMiddle
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: problem.pointer.length > 0
                        text: problem.pointer
                        color: Theme.textDim
                        font.family: "monospace"
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideMiddle
                    }
                    Label {
                        Layout.fillWidth: true
                        text: problem.message
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                }
                HoverHandler { id: hover; cursorShape: Qt.PointingHandCursor }
                TapHandler { onTapped: root.packs.diagnostics.openFile(problem.index) }
            }
        }
    }
}
