pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// Every number of the moment and how the engine made it, like `parley-cli play --explain`.
Rectangle {
    id: root
    required property ExplanationModel explanations
    readonly property alias list: list
    signal closeRequested()

    radius: Theme.radius
    color: Theme.panelRaised
    border.color: Theme.accent
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("How the numbers are made")

    function label(key: string, subject: string): string {
        if (key.startsWith("chance:")) return qsTr("%1: success chance").arg(subject)
        if (key.startsWith("weight:")) return qsTr("%1: weight cost").arg(subject)
        switch (key) {
        case "capacity": return qsTr("Weight capacity")
        case "listenDraw": return qsTr("Cards per LISTEN")
        case "speakPatience": return qsTr("Patience per SPEAK")
        case "listenPatience": return qsTr("Patience per LISTEN")
        case "handLimit": return qsTr("Hand limit")
        case "reach": return qsTr("Reach")
        }
        return key
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("How the numbers are made")
                color: Theme.accent
                font.bold: true
            }
            Button {
                text: qsTr("Close (E)")
                Accessible.name: qsTr("Close the explanations")
                onClicked: root.closeRequested()
            }
        }
        ListView {
            id: list
            objectName: "explanationList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: root.explanations
            ScrollBar.vertical: ScrollBar {}
            delegate: ColumnLayout {
                id: row
                required property string key
                required property string subject
                required property int value
                required property string explanation
                width: ListView.view.width - 12
                spacing: 0
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        text: root.label(row.key, row.subject)
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    Label {
                        text: row.value
                        color: Theme.accent
                        font.bold: true
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: row.explanation
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
