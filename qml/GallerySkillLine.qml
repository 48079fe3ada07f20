pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// A skill (seed 003) in the gallery: its name and type, what it does, and its limits.
ColumnLayout {
    id: root
    // GallerySkillText::entry: {skillId, name, type, description, limits}.
    required property var modelData
    objectName: "skill_" + modelData.skillId
    spacing: 1
    Label {
        Layout.fillWidth: true
        text: root.modelData.name + "  \u2022  " + root.modelData.type
        color: Theme.accent
        font.bold: true
        wrapMode: Text.Wrap
    }
    Label {
        objectName: "skillDescription"
        Layout.fillWidth: true
        text: root.modelData.description
        color: Theme.text
        wrapMode: Text.Wrap
    }
    Label {
        visible: root.modelData.limits.length > 0
        Layout.fillWidth: true
        text: root.modelData.limits
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.Wrap
    }
}
