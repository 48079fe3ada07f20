pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The gallery's decks: a searchable list on the left, the chosen deck on the right.
Item {
    id: root
    required property GalleryController gallery
    property string selectedDeckId: ""
    // Read again after every rebuild (a live reload, a change of language).
    property var selected: ({})
    function refresh() { root.selected = root.gallery.deck(root.selectedDeckId) }
    onSelectedDeckIdChanged: refresh()
    Connections {
        target: root.gallery
        function onRebuilt() {
            // A deck the pack no longer has: the first one instead.
            if (root.gallery.allDecks.rowOf(root.selectedDeckId) < 0)
                root.selectedDeckId = root.gallery.allDecks.get(0).deckId ?? ""
            root.refresh()
        }
    }
    readonly property alias deckList: deckList
    readonly property alias view: view
    signal cardChosen(string cardId)

    function show(deckId: string) {
        root.gallery.decks.search = ""
        root.selectedDeckId = deckId
    }
    // The first deck until one is chosen, so the view is never empty.
    Component.onCompleted: if (root.selectedDeckId.length === 0) root.selectedDeckId = root.gallery.allDecks.get(0).deckId ?? ""

    RowLayout {
        anchors.fill: parent
        spacing: 10
        ColumnLayout {
            // Its children fill it; it does not fill the row (a layout would, by default).
            Layout.fillWidth: false
            Layout.preferredWidth: Math.max(220, Math.min(300, root.width * 0.26))
            Layout.fillHeight: true
            spacing: 6
            ThemedTextField {
                objectName: "deckSearch"
                Layout.fillWidth: true
                placeholderText: qsTr("Search decks")
                text: root.gallery.decks.search
                onTextChanged: root.gallery.decks.search = text
            }
            ListView {
                id: deckList
                objectName: "deckList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 6
                model: root.gallery.decks
                delegate: Rectangle {
                    id: deckRow
                    required property string deckId
                    required property string name
                    required property int size
                    objectName: "deck_" + deckId
                    width: ListView.view.width
                    implicitHeight: deckText.implicitHeight + 12
                    radius: Theme.radius
                    color: root.selectedDeckId === deckId ? Theme.panelRaised : Theme.panel
                    border.color: root.selectedDeckId === deckId ? Theme.accent : Theme.border
                    ColumnLayout {
                        id: deckText
                        anchors.fill: parent
                        anchors.margins: 6
                        spacing: 1
                        Label { Layout.fillWidth: true; text: deckRow.name; color: Theme.text; font.bold: true; wrapMode: Text.Wrap }
                        Label { text: qsTr("%1 cards").arg(deckRow.size); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
                    }
                    TapHandler { onTapped: root.selectedDeckId = deckRow.deckId }
                }
            }
        }
        GalleryDeckView {
            id: view
            objectName: "deckView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            deck: root.selected
            onCardChosen: cardId => root.cardChosen(cardId)
        }
    }
}
