pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The conversation told as a story, newest at the bottom: what you said and how it landed, the
// partner's answer and mood. A click on a line (or Enter or Space once the log has the focus,
// Tab) folds its rule steps out and in; the ↺ button beside a line goes back to that moment on
// the timeline. A click does not take the keyboard from the game's own keys.
Rectangle {
    id: root
    required property GameController game
    readonly property alias list: logView
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
            spacing: 6
            model: root.game.log
            activeFocusOnTab: true
            keyNavigationEnabled: true
            currentIndex: -1
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Conversation log")
            // The newest line stays in sight, unless the player scrolled back or opened an older
            // line. Wrapped lines get their height only once laid out: follow the end after that.
            property bool following: true
            onCountChanged: {
                following = true
                follow.restart()
            }
            onContentHeightChanged: if (following) follow.restart()
            onMovementEnded: following = atYEnd
            Timer {
                id: follow
                interval: 1
                onTriggered: logView.positionViewAtEnd()
            }
            Keys.onPressed: event => {
                if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
                        && logView.currentIndex >= 0) {
                    logView.following = logView.currentIndex === logView.count - 1
                    root.game.log.toggle(logView.currentIndex)
                    event.accepted = true
                }
            }
            onActiveFocusChanged: if (activeFocus && currentIndex < 0 && count > 0) currentIndex = count - 1
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: row
                required property string line
                required property string kind
                required property string reply
                required property string mood
                required property string tone
                required property var steps
                required property int stepCount
                required property bool expanded
                required property int index
                readonly property bool focused: logView.activeFocus && ListView.isCurrentItem
                width: ListView.view.width - 10
                implicitHeight: body.implicitHeight + 8
                radius: 4
                color: focused ? Theme.panelRaised : hover.hovered ? Qt.rgba(1, 1, 1, 0.04) : "transparent"
                border.color: focused ? Theme.selection : "transparent"
                Accessible.role: Accessible.ListItem
                Accessible.name: line + (reply.length > 0 ? " " + reply : "") + (mood.length > 0 ? " " + mood : "")

                // How it went, as a bar down the line's left edge.
                Rectangle {
                    width: 3
                    radius: 1
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.margins: 2
                    visible: row.tone.length > 0
                    color: row.tone === "success" ? Theme.successLight : Theme.failureLight
                }
                ColumnLayout {
                    id: body
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.leftMargin: 10
                    anchors.rightMargin: 4
                    anchors.topMargin: 4
                    spacing: 2
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 4
                        Label {
                            // Folded or not; nothing to fold without steps.
                            text: row.stepCount === 0 ? "" : row.expanded ? "\u25BE" : "\u25B8"
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            Layout.preferredWidth: 10
                            Layout.alignment: Qt.AlignTop
                        }
                        Text {
                            objectName: "logLine"
                            Layout.fillWidth: true
                            text: row.line
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.fontSmall
                            font.bold: row.kind === "End" || row.kind === "Start"
                            font.italic: row.kind === "Note"
                            color: row.kind === "End" ? (row.tone === "success" ? Theme.successLight : Theme.failureLight)
                                   : row.kind === "Note" ? Theme.textDim : Theme.text
                        }
                        ToolButton {
                            objectName: "seekButton"
                            Layout.alignment: Qt.AlignTop
                            implicitWidth: 20
                            implicitHeight: 20
                            padding: 0
                            opacity: hover.hovered || row.focused ? 1 : 0
                            enabled: opacity > 0
                            text: "\u21BA"
                            font.pixelSize: Theme.fontSmall
                            onClicked: root.game.seekToLogRow(row.index)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Back to this moment")
                            ToolTip.delay: 400
                            Accessible.name: qsTr("Back to this moment")
                        }
                    }
                    Text {
                        objectName: "logReply"
                        visible: row.reply.length > 0
                        Layout.fillWidth: true
                        Layout.leftMargin: 14
                        text: row.reply
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                        font.italic: true
                        color: Theme.accent
                    }
                    Text {
                        objectName: "logMood"
                        visible: row.mood.length > 0
                        Layout.fillWidth: true
                        Layout.leftMargin: 14
                        text: row.mood
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textDim
                    }
                    // The rule steps, folded out.
                    ColumnLayout {
                        objectName: "logSteps"
                        visible: row.expanded
                        Layout.fillWidth: true
                        Layout.leftMargin: 14
                        spacing: 1
                        Repeater {
                            model: row.expanded ? row.steps : []
                            delegate: Text {
                                required property string modelData
                                Layout.fillWidth: true
                                text: "\u2022 " + modelData
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.fontSmall - 1
                                color: Theme.textDim
                            }
                        }
                    }
                }
                HoverHandler { id: hover }
                // A tap, not a mouse area: the list still flicks under a drag.
                TapHandler {
                    onTapped: {
                        logView.currentIndex = row.index
                        logView.following = row.index === logView.count - 1
                        root.game.log.toggle(row.index)
                    }
                }
            }
        }
    }
}
