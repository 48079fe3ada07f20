pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// One card property as a glyph, a colour and a label, with what it means as a tooltip.
Rectangle {
    id: root
    required property string propertyName
    readonly property var tip: tipItem.tip
    readonly property var info: ({
        "Fleeting": { glyph: "\u26A1", color: "#d9822b", tip: qsTr("Fleeting: exhausts after a SPEAK if it was not the card played") },
        "Opportunity": { glyph: "\u25F7", color: "#2b8fd9", tip: qsTr("Opportunity: exhausts after a LISTEN") },
        "Persistent": { glyph: "\u221E", color: "#5e8c5a", tip: qsTr("Persistent: stays in hand until played") },
        "Burden": { glyph: "\u2693", color: "#7a5c48", tip: qsTr("Burden: a weight on the conversation that takes up a place in the deck") },
        "Skeleton": { glyph: "\u2620", color: "#777777", tip: qsTr("Skeleton: a placeholder that cannot be spoken") },
        "Observable": { glyph: "\u25C9", color: "#8a5cb8", tip: qsTr("Observable: comes from something you noticed") }
    })
    readonly property var entry: info[propertyName] ?? { glyph: "\u2022", color: "#777777", tip: propertyName }
    readonly property string label: {
        switch (propertyName) {
        case "Fleeting": return qsTr("Fleeting")
        case "Opportunity": return qsTr("Opportunity")
        case "Persistent": return qsTr("Persistent")
        case "Burden": return qsTr("Burden")
        case "Skeleton": return qsTr("Skeleton")
        case "Observable": return qsTr("Observable")
        }
        return propertyName
    }

    implicitWidth: row.implicitWidth + 10
    implicitHeight: row.implicitHeight + 4
    radius: height / 2
    color: entry.color
    Accessible.role: Accessible.StaticText
    Accessible.name: label
    Accessible.description: entry.tip

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 3
        Text { text: root.entry.glyph; color: "white"; font.pixelSize: Theme.fontSmall }
        Text { text: root.label; color: "white"; font.pixelSize: Theme.fontSmall; font.bold: true }
    }
    HoverHandler { id: hover }
    LazyToolTip {
        id: tipItem
        wanted: hover.hovered
        delay: 200
        text: root.entry.tip
    }
}
