pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

// One of a card's three effects: a coloured label, an optional chance, and the engine's text.
RowLayout {
    id: root
    property string label: ""
    property string text: ""
    property string chance: ""
    property color tint: Theme.success
    spacing: 4

    Rectangle {
        Layout.alignment: Qt.AlignTop
        implicitWidth: tag.implicitWidth + 8
        implicitHeight: tag.implicitHeight + 2
        radius: 3
        color: root.tint
        Text {
            id: tag
            anchors.centerIn: parent
            text: root.chance.length > 0 ? root.label + " " + root.chance : root.label
            color: "white"
            font.pixelSize: Theme.fontSmall - 1
            font.bold: true
        }
    }
    Text {
        Layout.fillWidth: true
        text: root.text.length > 0 ? root.text : qsTr("No effect")
        font.italic: root.text.length === 0
        color: root.text.length > 0 ? Theme.cardText : Theme.cardDim
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.Wrap
        maximumLineCount: 3
        elide: Text.ElideRight
    }
}
