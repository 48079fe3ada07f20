pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A small card view for a choice among cards (a tutor, a cost that takes cards): the card as
// printed, with its weight, name, badges, effects and rules, and how many copies the choice
// stands for. The whole text is in the tooltip when the card is too small for it.
Rectangle {
    id: root
    required property var card
    property int number: 0 // the key that picks it (1-9), 0 for none
    property bool picked: false
    signal clicked()

    readonly property int copies: root.card.copies ?? 1
    readonly property var info: root.card.card ?? ({})
    readonly property string fullText: {
        const lines = [info.name]
        if ((info.success ?? "").length > 0) lines.push(qsTr("Success") + ": " + info.success)
        if ((info.failure ?? "").length > 0) lines.push(qsTr("Failure") + ": " + info.failure)
        if ((info.exhaust ?? "").length > 0) lines.push(qsTr("If not played") + ": " + info.exhaust)
        if ((info.rulesText ?? "").length > 0) lines.push(info.rulesText)
        return lines.join("\n")
    }

    implicitWidth: 150
    implicitHeight: 196
    radius: Theme.radius
    color: Theme.card
    border.width: picked ? 3 : (info.goal ? 3 : 1)
    border.color: picked ? Theme.selection : (info.goal ? Theme.goal : Theme.cardDim)
    scale: hover.hovered ? 1.03 : 1.0
    Behavior on scale { NumberAnimation { duration: Theme.duration(90) } }
    Accessible.role: Accessible.Button
    Accessible.name: info.name ?? ""
    Accessible.description: fullText

    HoverHandler { id: hover }
    TapHandler { onTapped: root.clicked() }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 500
    ToolTip.text: fullText

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 3
        clip: true
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Rectangle {
                implicitWidth: 22
                implicitHeight: 22
                radius: 11
                color: Theme.cardText
                Text {
                    anchors.centerIn: parent
                    text: root.info.weight ?? 0
                    color: Theme.card
                    font.bold: true
                    font.pixelSize: Theme.fontNormal
                }
            }
            CardName {
                objectName: "cardName"
                Layout.fillWidth: true
                text: root.info.name ?? ""
                largest: Theme.fontSmall + 1
            }
            Text {
                visible: root.number > 0
                text: root.number
                color: Theme.cardDim
                font.pixelSize: Theme.fontSmall
                Layout.alignment: Qt.AlignTop
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: root.info.badges ?? []
                delegate: PropertyBadge {
                    required property string modelData
                    propertyName: modelData
                }
            }
        }
        Text {
            text: root.info.difficulty ?? ""
            color: Theme.cardDim
            font.pixelSize: Theme.fontSmall
        }
        EffectLine {
            Layout.fillWidth: true
            visible: !root.info.permanent || (root.info.success ?? "").length > 0
            label: qsTr("Success")
            effect: root.info.success ?? ""
            tint: Theme.success
            font.pixelSize: Theme.fontSmall - 1
        }
        EffectLine {
            Layout.fillWidth: true
            visible: !root.info.permanent || (root.info.failure ?? "").length > 0
            label: qsTr("Failure")
            effect: root.info.failure ?? ""
            tint: Theme.failure
            font.pixelSize: Theme.fontSmall - 1
        }
        Repeater {
            model: root.info.rules ?? []
            delegate: EffectLine {
                required property var modelData
                Layout.fillWidth: true
                label: modelData.title
                effect: modelData.text
                tint: Theme.ruleTint(modelData.kind)
                font.pixelSize: Theme.fontSmall - 1
            }
        }
        Item { Layout.fillHeight: true }
    }
    // How many identical cards this one choice stands for.
    Rectangle {
        visible: root.copies > 1
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 4
        implicitWidth: copiesText.implicitWidth + 10
        implicitHeight: copiesText.implicitHeight + 4
        radius: height / 2
        color: Theme.cardText
        Text {
            id: copiesText
            anchors.centerIn: parent
            text: qsTr("\u00D7%1").arg(root.copies)
            color: Theme.card
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }
}
