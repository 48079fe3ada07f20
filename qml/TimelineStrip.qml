pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The conversation's timeline: the start and every action taken, the moment shown marked, undone
// actions dimmed until a new action replaces them. A click or a drag along the entries seeks;
// Ctrl+Z and Ctrl+Shift+Z step back and forth. One line high, so it never covers the cards.
Rectangle {
    id: root
    required property GameController game
    readonly property alias list: entries
    readonly property alias undoButton: undoButton
    readonly property alias redoButton: redoButton
    readonly property TimelineModel timeline: root.game.timeline

    implicitHeight: 34
    color: Theme.panel
    radius: Theme.radius
    visible: root.timeline.count > 0

    Shortcut {
        sequences: ["Ctrl+Z"]
        enabled: root.visible
        onActivated: root.game.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z"]
        enabled: root.visible
        onActivated: root.game.redo()
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 6
        anchors.rightMargin: 6
        spacing: 4

        Label {
            text: qsTr("Timeline")
            color: Theme.accent
            font.bold: true
            font.pixelSize: Theme.fontSmall
        }
        ToolButton {
            id: undoButton
            objectName: "timelineUndo"
            text: "\u25C0"
            enabled: root.timeline.canUndo
            implicitWidth: 26
            implicitHeight: 26
            onClicked: root.game.undo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Undo (Ctrl+Z)")
            Accessible.name: qsTr("Undo")
        }
        ToolButton {
            id: redoButton
            objectName: "timelineRedo"
            text: "\u25B6"
            enabled: root.timeline.canRedo
            implicitWidth: 26
            implicitHeight: 26
            onClicked: root.game.redo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Redo (Ctrl+Shift+Z)")
            Accessible.name: qsTr("Redo")
        }

        ListView {
            id: entries
            objectName: "timelineList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: 4
            Layout.bottomMargin: 4
            orientation: ListView.Horizontal
            spacing: 3
            clip: true
            model: root.timeline
            // Seeking is by the mouse area below; the wheel and the bar scroll.
            interactive: false
            boundsBehavior: Flickable.StopAtBounds
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Timeline")
            ScrollBar.horizontal: ScrollBar { height: 4; policy: ScrollBar.AsNeeded }

            // Keep the moment shown in sight.
            function follow() {
                if (root.timeline.currentIndex >= 0) positionViewAtIndex(root.timeline.currentIndex, ListView.Contain)
            }
            Connections {
                target: root.timeline
                function onCurrentIndexChanged() { Qt.callLater(entries.follow) }
            }
            onCountChanged: Qt.callLater(entries.follow)

            delegate: Rectangle {
                id: entry
                required property int index
                required property string label
                required property bool current
                required property bool redoable
                readonly property bool hovered: seeker.containsMouse && seeker.hoveredIndex === index
                width: Math.min(150, entryText.implicitWidth + 14)
                height: ListView.view.height
                radius: 4
                color: entry.current ? Theme.accent : entry.hovered ? Theme.border : Theme.panelRaised
                opacity: entry.redoable ? 0.45 : 1
                border.color: entry.current ? Theme.text : "transparent"
                Accessible.role: Accessible.ListItem
                Accessible.name: entry.label
                Text {
                    id: entryText
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, 150 - 14)
                    text: entry.label
                    elide: Text.ElideRight
                    font.pixelSize: Theme.fontSmall
                    font.bold: entry.current
                    font.italic: entry.redoable
                    color: entry.current ? Theme.cardText : Theme.text
                }
                ToolTip.visible: entry.hovered && entryText.truncated
                ToolTip.text: entry.label
            }

            MouseArea {
                id: seeker
                objectName: "timelineSeeker"
                anchors.fill: parent
                hoverEnabled: true
                property int hoveredIndex: -1
                function entryAt(x: real): int {
                    const i = entries.indexAt(x + entries.contentX, entries.height / 2 + entries.contentY)
                    return i
                }
                onPositionChanged: mouse => {
                    hoveredIndex = entryAt(mouse.x)
                    // A drag seeks along the entries it passes.
                    if (pressed && hoveredIndex >= 0) root.game.seek(hoveredIndex)
                }
                onExited: hoveredIndex = -1
                onPressed: mouse => {
                    const i = entryAt(mouse.x)
                    if (i >= 0) root.game.seek(i)
                }
                onWheel: wheel => {
                    const delta = wheel.angleDelta.y !== 0 ? wheel.angleDelta.y : wheel.angleDelta.x
                    entries.contentX = Math.max(0, Math.min(entries.contentWidth - entries.width, entries.contentX - delta))
                }
            }
        }

        Label {
            objectName: "timelinePosition"
            text: qsTr("%1 of %2").arg(root.timeline.currentIndex).arg(root.timeline.count - 1)
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
    }
}
