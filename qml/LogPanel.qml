pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The event log, newest at the bottom, in the engine's words. A click on a line seeks the
// timeline to the action that caused it.
Rectangle {
    id: root
    required property GameController game
    color: Theme.panel
    radius: Theme.radius

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        Label {
            text: qsTr("Log")
            color: Theme.accent
            font.bold: true
        }
        ListView {
            id: logView
            objectName: "logList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.game.log
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Event log")
            // Wrapped lines get their height only once laid out: follow the end after that.
            onCountChanged: follow.restart()
            Timer {
                id: follow
                interval: 1
                onTriggered: logView.positionViewAtEnd()
            }
            ScrollBar.vertical: ScrollBar {}
            delegate: Text {
                id: logLine
                required property string line
                required property string kind
                required property int indent
                required property int index
                width: ListView.view.width - 10
                leftPadding: indent * 10
                text: line
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall
                font.bold: kind === "CardSpoken" || kind === "Listened" || kind === "ConversationEnded"
                color: kind === "CardSucceeded" ? Theme.successLight
                       : kind === "CardFailed" || kind === "ConversationEnded" ? Theme.failureLight
                       : kind === "CardExhausted" ? Theme.exhaustLight
                       : kind === "CardSpoken" || kind === "Listened" ? Theme.accent : Theme.text
                // A tap, not a mouse area: the list still flicks under a drag.
                TapHandler {
                    onTapped: root.game.seekToLogRow(logLine.index)
                }
            }
        }
    }
}
