pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// One side's held skills (seed 003) as a row of chips: the NPC's personality or the player's
// traits. Each chip shows the skill's name and how much of its limit is used; the tooltip has the
// type, the owner and the live description. A used-up skill is dimmed.
Flow {
    id: root
    required property SkillsModel skills
    property bool mine: false
    property string title: ""
    readonly property alias chips: chipRepeater
    spacing: 4
    visible: (mine ? skills.playerCount : skills.npcCount) > 0

    Label {
        text: root.title
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        height: 20
        verticalAlignment: Text.AlignVCenter
    }
    Repeater {
        id: chipRepeater
        model: root.skills
        delegate: Rectangle {
            id: chip
            required property int index
            required property string skillId
            required property string name
            required property bool mine
            required property string usesShort
            required property bool usable
            required property string tooltip
            readonly property var tip: tipItem.tip
            objectName: "skill_" + skillId
            // Both sides share the model; each strip shows its own side.
            visible: mine === root.mine
            width: visible ? chipRow.implicitWidth + 14 : 0
            height: visible ? 20 : 0
            radius: 10
            color: Theme.panelRaised
            border.color: mine ? Theme.selection : Theme.accent
            opacity: usable ? 1 : 0.55
            Accessible.role: Accessible.StaticText
            Accessible.name: name
            Accessible.description: tooltip

            Row {
                id: chipRow
                anchors.centerIn: parent
                spacing: 4
                Text {
                    text: chip.name
                    color: chip.mine ? Theme.text : Theme.accent
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                Text {
                    visible: chip.usesShort.length > 0
                    text: chip.usesShort
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
            HoverHandler { id: hover }
            LazyToolTip {
                id: tipItem
                wanted: hover.hovered
                delay: 300
                text: chip.tooltip
                maxWidth: 360
            }
        }
    }
}
