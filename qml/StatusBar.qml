pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The conversation's status: who, their emotional state and what it means, comfort, weight,
// patience, the atmosphere and its effect, and the connection tokens.
Rectangle {
    id: root
    required property StatusController status
    color: Theme.panel
    implicitHeight: Math.max(78, layout.implicitHeight + 12)

    component Section: ColumnLayout {
        spacing: 1
    }
    component Caption: Label {
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
    component Divider: Rectangle {
        Layout.fillHeight: true
        implicitWidth: 1
        color: Theme.border
    }

    RowLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: 6
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 12

        // The sections that can give way (name, atmosphere, tokens, piles) fill and shrink to their
        // minimum, eliding, so that a narrow window (the scenario dock open at 1024 wide) keeps
        // the comfort, weight and patience whole.
        Section {
            Layout.preferredWidth: 170
            Layout.minimumWidth: 90
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: root.status.npcName
                color: Theme.accent
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
            }
            DerivedNumber {
                objectName: "emotion"
                Layout.fillWidth: true
                text: root.status.emotion + "  " + (root.status.emotionLevel + 1) + "/" + root.status.emotionLevels
                why: root.status.emotionMeaning
                font.bold: true
                elide: Text.ElideRight
            }
            DerivedNumber {
                objectName: "listenDraw"
                Layout.fillWidth: true
                text: qsTr("Draws %1 \u2022 capacity %2").arg(root.status.listenDraw).arg(root.status.capacity)
                why: qsTr("Cards per LISTEN: %1\nCapacity: %2").arg(root.status.listenDrawWhy).arg(root.status.capacityWhy)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
        }
        Divider {}
        ComfortBattery { objectName: "comfortBattery"; status: root.status }
        Divider {}
        Section {
            objectName: "weightSection"
            Caption { text: qsTr("Weight") }
            DerivedNumber {
                objectName: "weight"
                text: root.status.weight + " / " + root.status.capacity
                why: qsTr("Capacity: %1").arg(root.status.capacityWhy)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.name: qsTr("Weight %1 of %2").arg(root.status.weight).arg(root.status.capacity)
            }
        }
        Section {
            objectName: "patienceSection"
            Caption { text: qsTr("Patience") }
            DerivedNumber {
                objectName: "patience"
                text: root.status.patience
                why: qsTr("SPEAK costs %1; LISTEN costs %2").arg(root.status.speakPatienceWhy).arg(root.status.listenPatienceWhy)
                color: root.status.patience <= 2 ? Theme.failureLight : Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.name: qsTr("Patience %1").arg(root.status.patience)
            }
        }
        Divider {}
        Section {
            Layout.preferredWidth: 200
            Layout.minimumWidth: 80
            Layout.fillWidth: true
            Caption { text: qsTr("Atmosphere") }
            Label {
                Layout.fillWidth: true
                text: root.status.atmosphere + (root.status.freeAction ? "  \u2022 " + qsTr("next action free") : "")
                color: root.status.atmosphereIsDefault ? Theme.text : Theme.accent
                font.bold: true
                elide: Text.ElideRight
            }
            Caption {
                Layout.fillWidth: true
                text: root.status.atmosphereText
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
        Divider {}
        Section {
            Layout.preferredWidth: 130
            Layout.minimumWidth: 70
            Layout.fillWidth: true
            Caption { text: qsTr("Tokens") }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: root.status.tokens
                    delegate: Label {
                        required property var modelData
                        text: modelData.name + " " + modelData.count
                        color: modelData.count > 0 ? Theme.text : Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
        }
        Divider {}
        Section {
            Layout.minimumWidth: 80
            Layout.preferredWidth: 190
            Layout.fillWidth: true
            Caption { text: qsTr("Turn %1").arg(root.status.turn) }
            // Each count whole: a narrow column wraps between them instead of cutting one off.
            Flow {
                objectName: "piles"
                Layout.fillWidth: true
                spacing: 8
                Caption { text: qsTr("Deck %1").arg(root.status.deckCount) }
                Caption { text: qsTr("Discard %1").arg(root.status.discardCount) }
                Caption { text: qsTr("Exhausted %1").arg(root.status.exhaustedCount) }
                DerivedNumber {
                    objectName: "handLimit"
                    text: qsTr("Hand limit %1").arg(root.status.handLimit)
                    why: qsTr("Hand limit: %1").arg(root.status.handLimitWhy)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                DerivedNumber {
                    objectName: "reach"
                    text: qsTr("Reach %1").arg(root.status.reach)
                    why: qsTr("Reach: %1").arg(root.status.reachWhy)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
