pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// Comfort as a battery from its minimum to its maximum, with where each end leads and a warning
// when the next step would change the emotional state.
ColumnLayout {
    id: root
    required property StatusController status
    readonly property int cells: status.comfortMax - status.comfortMin + 1
    readonly property bool nearTop: status.comfort === status.comfortMax - 1 && status.stateUp.length > 0
    readonly property bool nearBottom: status.comfort === status.comfortMin + 1
    readonly property string upText: status.stateUp.length > 0 ? qsTr("at +%1: becomes %2").arg(status.comfortMax).arg(status.stateUp)
                                                                : qsTr("at +%1: stays %2").arg(status.comfortMax).arg(status.emotion)
    readonly property string downText: status.downEnds ? qsTr("at %1: the conversation ends").arg(status.comfortMin)
                                                       : qsTr("at %1: falls to %2").arg(status.comfortMin).arg(status.stateDown)
    spacing: 2
    Accessible.role: Accessible.Indicator
    Accessible.name: qsTr("Comfort %1").arg(status.comfort)
    Accessible.description: downText + "; " + upText

    Label {
        text: qsTr("Comfort %1").arg((root.status.comfort > 0 ? "+" : "") + root.status.comfort)
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
    Row {
        spacing: 2
        Repeater {
            model: root.cells
            delegate: Rectangle {
                id: cell
                required property int index
                readonly property int value: root.status.comfortMin + index
                readonly property bool lit: root.status.comfort < 0 ? (value >= root.status.comfort && value < 0)
                                                                    : (value <= root.status.comfort && value > 0)
                width: 22
                height: 18
                radius: 3
                color: value === 0 ? Theme.panelRaised : (lit ? (value > 0 ? Theme.success : Theme.failure) : Theme.panel)
                border.width: value === root.status.comfort ? 2 : 1
                border.color: value === root.status.comfort ? Theme.accent : Theme.border
                Behavior on color { ColorAnimation { duration: Theme.duration(150) } }
                Text {
                    anchors.centerIn: parent
                    text: cell.value > 0 ? "+" + cell.value : cell.value
                    color: Theme.text
                    font.pixelSize: 9
                }
            }
        }
    }
    // Where each end of the battery leads, or a warning when the next step gets there.
    Item {
        implicitWidth: root.cells * 24
        implicitHeight: downLabel.implicitHeight
        HoverHandler { id: warnHover }
        ToolTip.visible: warnHover.hovered
        ToolTip.text: root.downText + "\n" + root.upText
        Label {
            id: downLabel
            anchors.left: parent.left
            text: "\u25BC " + (root.status.downEnds ? qsTr("ends") : root.status.stateDown)
            color: root.nearBottom ? Theme.failureLight : Theme.textDim
            font.pixelSize: Theme.fontSmall - 1
            font.bold: root.nearBottom
        }
        Label {
            anchors.right: parent.right
            text: (root.status.stateUp.length > 0 ? root.status.stateUp : qsTr("top")) + " \u25B2"
            color: root.nearTop ? Theme.successLight : Theme.textDim
            font.pixelSize: Theme.fontSmall - 1
            font.bold: root.nearTop
        }
    }
    Label {
        objectName: "comfortWarning"
        visible: root.nearTop || root.nearBottom
        text: root.nearTop ? qsTr("One more step up: %1").arg(root.status.stateUp)
              : "\u26A0 " + (root.status.downEnds ? qsTr("One more step down ends it!") : qsTr("One more step down: %1").arg(root.status.stateDown))
        color: root.nearBottom ? Theme.failureLight : Theme.successLight
        font.pixelSize: Theme.fontSmall - 1
        font.bold: true
    }
}
