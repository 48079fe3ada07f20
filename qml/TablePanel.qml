pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The permanents on the table, each with a button per activated ability; the engine says which
// can be used now, and why not.
Rectangle {
    id: root
    required property GameController game
    color: Theme.panel
    radius: Theme.radius

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        Label {
            text: qsTr("Table")
            color: Theme.accent
            font.bold: true
        }
        Label {
            visible: tableView.count === 0
            Layout.fillWidth: true
            text: qsTr("Nothing on the table yet. Permanents stay here when spoken.")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
        ListView {
            id: tableView
            objectName: "tableList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: root.game.table
            // More permanents than the panel holds scroll, with a bar that says so.
            ScrollBar.vertical: ScrollBar { objectName: "tableScrollBar"; policy: tableView.contentHeight > tableView.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            add: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.duration(150) } }
            delegate: Rectangle {
                id: permanent
                required property int index
                required property string name
                required property string description
                required property bool tapped
                required property bool theirs
                required property bool token
                required property var abilities
                width: ListView.view.width
                implicitHeight: body.implicitHeight + 10
                radius: 4
                color: tapped ? Qt.darker(Theme.panelRaised, 1.3) : Theme.panelRaised
                border.color: theirs ? Theme.failure : Theme.border
                rotation: 0
                ColumnLayout {
                    id: body
                    anchors.fill: parent
                    anchors.margins: 5
                    spacing: 3
                    Label {
                        Layout.fillWidth: true
                        text: permanent.name + (permanent.tapped ? "  (" + qsTr("tapped") + ")" : "")
                              + (permanent.theirs ? "  (" + qsTr("theirs") + ")" : "")
                              + (permanent.token ? "  \u2022 " + qsTr("token") : "")
                        color: permanent.tapped ? Theme.textDim : Theme.text
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        visible: permanent.description.length > 0
                        Layout.fillWidth: true
                        text: permanent.description
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                    Repeater {
                        model: permanent.abilities
                        delegate: Button {
                            id: abilityButton
                            required property var modelData
                            Layout.fillWidth: true
                            text: modelData.name + (modelData.costs.length > 0 ? " \u2014 " + modelData.costs : "")
                            enabled: modelData.usable && !root.game.decision.active
                            font.pixelSize: Theme.fontSmall
                            // The ability's name and cost whole, on two lines if they need them.
                            contentItem: Text {
                                text: abilityButton.text
                                font: abilityButton.font
                                color: abilityButton.palette.buttonText
                                opacity: abilityButton.enabled ? 1 : 0.5
                                wrapMode: Text.Wrap
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                            }
                            Accessible.name: qsTr("Activate %1").arg(modelData.name)
                            ToolTip.visible: hovered
                            ToolTip.delay: 300
                            ToolTip.text: modelData.description + (modelData.usable ? "" : "\n" + modelData.reason)
                            onClicked: root.game.activate(permanent.index, modelData.index)
                        }
                    }
                }
            }
        }
    }
}
