pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// What SPEAK or LISTEN would do (seed 002, Phase 3.3), from the engine's preview: for SPEAK the
// card and its cost, for LISTEN the draw and the weight refill; for both the cards that would
// exhaust, with their exhaust effects, and a critical warning when a goal would be lost.
Rectangle {
    id: root
    required property PreviewModel preview
    property bool listen: false
    readonly property alias exhaustList: exhaustRepeater

    implicitWidth: 380
    implicitHeight: column.implicitHeight + 16
    radius: Theme.radius
    color: Theme.panelRaised
    border.color: preview.goalWarning ? Theme.goal : Theme.border
    border.width: preview.goalWarning ? 2 : 1
    Accessible.role: Accessible.ToolTip
    Accessible.name: listen ? qsTr("LISTEN preview") : qsTr("SPEAK preview")

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4

        Label {
            text: root.listen ? qsTr("LISTEN will:") : qsTr("SPEAK will:")
            color: Theme.accent
            font.bold: true
        }
        // SPEAK: the card and its cost.
        DerivedNumber {
            objectName: "speakLine"
            visible: !root.listen
            Layout.fillWidth: true
            text: !root.preview.hasCard ? qsTr("Select a card first (keys 1\u20139).")
                  : root.preview.skillName.length === 0 ? "\u2713 " + qsTr("Play %1 (costs %2 weight)").arg(root.preview.cardName).arg(root.preview.weight)
                  : root.preview.sourceName.length > 0
                    ? "\u2713 " + qsTr("Play %1 as %2 through %3 (costs %4 weight)").arg(root.preview.sourceName).arg(root.preview.cardName).arg(root.preview.skillName).arg(root.preview.weight)
                  : "\u2713 " + qsTr("Play %1, made from nothing through %2 (costs %3 weight)").arg(root.preview.cardName).arg(root.preview.skillName).arg(root.preview.weight)
            why: root.preview.hasCard ? qsTr("Weight cost: %1").arg(root.preview.weightWhy) : ""
            wrapMode: Text.Wrap
        }
        Label {
            visible: !root.listen && root.preview.hasCard && !root.preview.legal
            Layout.fillWidth: true
            text: "\u2717 " + root.preview.reason
            color: Theme.failureLight
            wrapMode: Text.Wrap
        }
        // LISTEN: the draw and the refill.
        DerivedNumber {
            objectName: "drawLine"
            visible: root.listen
            Layout.fillWidth: true
            text: "\u2022 " + qsTr("Draw %1 card(s) (%2 left in the deck)").arg(root.preview.draw).arg(root.preview.deckCount)
            why: qsTr("Cards drawn: %1").arg(root.preview.drawWhy)
            wrapMode: Text.Wrap
        }
        DerivedNumber {
            objectName: "refillLine"
            visible: root.listen
            Layout.fillWidth: true
            text: "\u2022 " + qsTr("Refresh weight to %1").arg(root.preview.capacity)
            why: qsTr("Capacity: %1").arg(root.preview.capacityWhy)
        }
        DerivedNumber {
            objectName: "patienceLine"
            Layout.fillWidth: true
            text: "\u2022 " + qsTr("Costs %1 patience").arg(root.preview.patience)
            why: qsTr("Patience cost: %1").arg(root.preview.patienceWhy)
            color: Theme.textDim
        }
        Label {
            objectName: "lastActionWarning"
            visible: root.preview.lastAction
            Layout.fillWidth: true
            text: "\u26A0 " + qsTr("Last action: it spends the last of their patience, and the conversation ends after it.")
            color: Theme.failureLight
            font.bold: true
            wrapMode: Text.Wrap
        }

        Rectangle {
            objectName: "goalWarning"
            visible: root.preview.goalWarning
            Layout.fillWidth: true
            implicitHeight: warnColumn.implicitHeight + 10
            radius: 4
            color: Theme.goal
            ColumnLayout {
                id: warnColumn
                anchors.fill: parent
                anchors.margins: 5
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    text: "\u26A0 " + (root.preview.goalEndsConversation ? qsTr("GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!")
                                                                        : qsTr("GOAL CARDS WILL EXHAUST!"))
                    color: "white"
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                Repeater {
                    model: root.preview.goals
                    delegate: Label {
                        required property string modelData
                        text: "\u2022 " + modelData + " \u2192 " + qsTr("conversation fails")
                        color: "white"
                    }
                }
            }
        }

        Label {
            visible: exhaustRepeater.count > 0
            text: qsTr("Cards that will exhaust:")
            color: Theme.exhaustLight
            font.bold: true
        }
        Repeater {
            id: exhaustRepeater
            model: root.preview
            delegate: Label {
                required property string name
                required property string effect
                Layout.fillWidth: true
                text: "\u2022 " + name + " \u2192 " + (effect.length > 0 ? effect : qsTr("No effect"))
                color: Theme.text
                wrapMode: Text.Wrap
            }
        }
        Label {
            visible: exhaustRepeater.count === 0 && !root.preview.goalWarning
            text: qsTr("No card will exhaust.")
            color: Theme.textDim
        }
    }
}
