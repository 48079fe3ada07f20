pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The start screen's offer to go on with the player's unfinished conversations, newest first:
// Resume where the cards in use can take it up, else what it needs; Discard lets it go. Files
// that could not be read, and were set aside, are named underneath.
Rectangle {
    id: root
    // None: nothing is offered (screens made without the files, as in tests).
    property ConversationFiles files: null
    readonly property int count: list.count
    // How many conversations show at once; more scroll (a short window shows one).
    property int rowsShown: 3
    visible: files !== null && (list.count > 0 || files.autosaveMessage.length > 0)
    implicitHeight: column.implicitHeight + 16
    radius: Theme.radius
    color: Theme.panelRaised
    border.color: Theme.accent

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        ListView {
            id: list
            objectName: "unfinishedList"
            Layout.fillWidth: true
            // rowsShown at most in view (a row is about 46 px, more when its note wraps); more scroll.
            Layout.preferredHeight: Math.min(contentHeight, root.rowsShown * 52 - spacing)
            visible: count > 0
            clip: true
            spacing: 6
            model: root.files ? root.files.unfinished : null
            ScrollBar.vertical: ScrollBar {
                policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                // In the theme, not Basic's light grey.
                contentItem: Rectangle { implicitWidth: 6; radius: 3; color: Theme.border }
            }
            delegate: RowLayout {
                id: row
                required property int index
                required property string text
                required property string note
                required property string saved
                required property bool canResume
                width: ListView.view.width - 12
                spacing: 8
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Label {
                        Layout.fillWidth: true
                        text: row.text
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Label {
                        Layout.fillWidth: true
                        text: row.note.length > 0 ? row.saved + " \u2014 " + row.note : row.saved
                        color: row.canResume ? Theme.textDim : Theme.warning
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                }
                Button {
                    objectName: "resumeButton"
                    palette.button: Theme.accent
                    palette.buttonText: Theme.cardText
                    visible: row.canResume
                    text: qsTr("Resume")
                    onClicked: root.files.resume(row.index)
                }
                Button {
                    objectName: "discardButton"
                    palette.button: Theme.panel
                    palette.buttonText: Theme.text
                    text: qsTr("Discard")
                    onClicked: root.files.discard(row.index)
                }
            }
        }
        Label {
            objectName: "autosaveMessage"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.files ? root.files.autosaveMessage : ""
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
    }
}
