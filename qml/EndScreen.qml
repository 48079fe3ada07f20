pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// How the conversation ended: the outcome, what it binds you to (the ending's data, such as an
// obligation), and the numbers of the conversation.
Rectangle {
    id: root
    required property GameController game
    readonly property EndSummary summary: game.summary
    signal playAgain()
    signal newConversation()
    color: Theme.background
    Keys.onReturnPressed: root.playAgain()
    Keys.onEnterPressed: root.playAgain()
    Keys.onEscapePressed: root.newConversation()

    readonly property string reasonText: {
        switch (summary.reason) {
        case "EndConversation": return qsTr("A card ended the conversation.")
        case "Desperate": return qsTr("They were pushed too far while desperate.")
        case "PatienceExhausted": return qsTr("Their patience ran out.")
        case "FinalAtmosphere": return qsTr("A failure under the Final atmosphere ended it.")
        }
        return summary.reason
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(640, parent.width - 40)
        spacing: 12

        Label {
            objectName: "outcomeLabel"
            Layout.alignment: Qt.AlignHCenter
            text: root.summary.headline
            color: root.summary.outcome === "success" ? Theme.successLight
                   : root.summary.outcome === "failure" || root.summary.outcome === "abandoned" ? Theme.failureLight : Theme.accent
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("With %1. %2").arg(root.game.status.npcName).arg(root.reasonText)
            color: Theme.text
            wrapMode: Text.Wrap
        }
        Rectangle {
            visible: root.summary.data.length > 0
            Layout.fillWidth: true
            implicitHeight: dataColumn.implicitHeight + 16
            radius: Theme.radius
            color: Theme.panel
            ColumnLayout {
                id: dataColumn
                anchors.fill: parent
                anchors.margins: 8
                Label { text: qsTr("Obligations and terms"); color: Theme.accent; font.bold: true }
                Repeater {
                    model: root.summary.data
                    delegate: Label {
                        required property var modelData
                        Layout.fillWidth: true
                        text: modelData.key + ": " + modelData.value
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: stats.implicitHeight + 16
            radius: Theme.radius
            color: Theme.panel
            GridLayout {
                id: stats
                anchors.fill: parent
                anchors.margins: 8
                columns: 4
                columnSpacing: 16
                component Stat: Label { color: Theme.text }
                component Name: Label { color: Theme.textDim }
                Name { text: qsTr("Actions") }
                Stat { text: root.summary.actions }
                Name { text: qsTr("Cards spoken") }
                Stat { text: root.summary.spoken }
                Name { text: qsTr("Succeeded") }
                Stat { text: root.summary.succeeded }
                Name { text: qsTr("Failed") }
                Stat { text: root.summary.failed }
                Name { text: qsTr("Listened") }
                Stat { text: root.summary.listened }
                Name { text: qsTr("Cards drawn") }
                Stat { text: root.summary.drawn }
                Name { text: qsTr("Cards exhausted") }
                Stat { text: root.summary.exhausted }
                Name { text: qsTr("Final state") }
                Stat { text: root.summary.finalState + " (" + (root.summary.finalComfort > 0 ? "+" : "") + root.summary.finalComfort + ")" }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 12
            Button {
                objectName: "playAgainButton"
                text: qsTr("Play again")
                highlighted: true
                Accessible.name: qsTr("Play again with the same partner")
                onClicked: root.playAgain()
            }
            Button {
                objectName: "newConversationButton"
                text: qsTr("Choose another conversation")
                Accessible.name: qsTr("Back to the start screen")
                onClicked: root.newConversation()
            }
        }
    }
}
