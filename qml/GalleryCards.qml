pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The gallery's cards: a search and the filters over the top, every matching card drawn as in
// play, and the selected one in full on the right.
Item {
    id: root
    required property GalleryController gallery
    // The balance lab's figures for the selected card (empty: no simulation run).
    property var figures: ({})
    property string selectedCardId: ""
    // Read again after every rebuild (a live reload, a change of language).
    property var selected: ({})
    function refresh() {
        root.selected = root.selectedCardId.length > 0 ? root.gallery.card(root.selectedCardId) : ({})
    }
    onSelectedCardIdChanged: refresh()
    Connections {
        target: root.gallery
        function onRebuilt() {
            // A card the pack no longer has (or none yet): the first one shown instead.
            if (root.gallery.allCards.rowOf(root.selectedCardId) < 0) root.selectedCardId = root.gallery.cards.cardIdAt(0)
            root.refresh()
        }
    }
    // The first card until one is chosen, so the detail pane shows what it is for.
    Component.onCompleted: if (root.selectedCardId.length === 0) root.selectedCardId = root.gallery.cards.cardIdAt(0)
    readonly property alias searchField: searchField
    readonly property alias cardRepeater: cardRepeater
    readonly property alias detail: detail

    // A designer's card from anywhere in the gallery (a deck's card): shown whatever the filters.
    function show(cardId: string) {
        root.gallery.cards.clearFilters()
        searchField.text = ""
        root.selectedCardId = cardId
        const item = cardRepeater.itemAt(root.gallery.cards.rowOf(cardId))
        if (item) grid.contentY = Math.max(0, Math.min(item.y, grid.contentHeight - grid.height))
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Flow {
            id: filters
            Layout.fillWidth: true
            spacing: 6
            ThemedTextField {
                id: searchField
                objectName: "gallerySearch"
                width: 220
                placeholderText: qsTr("Search names and rules")
                Accessible.name: qsTr("Search the cards")
                onTextChanged: root.gallery.cards.search = text
            }
            GalleryFilterBox {
                objectName: "propertyFilter"
                choices: root.gallery.propertyChoices
                value: root.gallery.cards.cardProperty
                onChosen: v => root.gallery.cards.cardProperty = v
            }
            GalleryFilterBox {
                objectName: "connectionFilter"
                choices: root.gallery.connectionChoices
                value: root.gallery.cards.connection
                onChosen: v => root.gallery.cards.connection = v
            }
            GalleryFilterBox {
                objectName: "difficultyFilter"
                choices: root.gallery.difficultyChoices
                value: root.gallery.cards.difficulty
                onChosen: v => root.gallery.cards.difficulty = v
            }
            GalleryFilterBox {
                objectName: "weightFilter"
                choices: root.gallery.weightChoices
                value: root.gallery.cards.weight
                onChosen: v => root.gallery.cards.weight = v
            }
            GalleryFilterBox {
                objectName: "npcFilter"
                choices: root.gallery.npcChoices
                value: root.gallery.cards.npc
                onChosen: v => root.gallery.cards.npc = v
            }
            GalleryFilterBox {
                objectName: "deckFilter"
                choices: root.gallery.deckChoices
                value: root.gallery.cards.deck
                onChosen: v => root.gallery.cards.deck = v
            }
            GalleryFilterBox {
                objectName: "sortBox"
                choices: root.gallery.sortChoices
                value: root.gallery.cards.sortKey
                onChosen: v => root.gallery.cards.sortKey = v
            }
            Button {
                objectName: "clearFilters"
                text: qsTr("Clear")
                onClicked: {
                    searchField.text = ""
                    root.gallery.cards.clearFilters()
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 4
                Label {
                    objectName: "cardCount"
                    text: qsTr("%1 of %2 cards").arg(root.gallery.cards.count).arg(root.gallery.allCards.count)
                    color: Theme.textDim
                }
                Label {
                    objectName: "noMatch"
                    visible: root.gallery.cards.count === 0
                    Layout.fillWidth: true
                    text: qsTr("No card matches the search and the filters.")
                    color: Theme.textDim
                    wrapMode: Text.Wrap
                }
                Flickable {
                    id: grid
                    objectName: "cardGrid"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentHeight: cardFlow.height
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar { policy: grid.contentHeight > grid.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                    Flow {
                        id: cardFlow
                        // As many columns as fit cards 170 wide or more, sharing the width.
                        readonly property int columns: Math.max(1, Math.floor((width + spacing) / (170 + spacing)))
                        readonly property real cardWidth: Math.floor((width - (columns - 1) * spacing) / columns)
                        width: grid.width - 14
                        spacing: 10
                        Repeater {
                            id: cardRepeater
                            model: root.gallery.cards
                            // A card is made once it nears the view (GalleryCardSlot.qml).
                            delegate: GalleryCardSlot {
                                id: slot
                                // Where it would be if every card above were the smallest: never
                                // below where it is, so no card in view is left unmade.
                                readonly property real earliestY: Math.floor(slot.index / cardFlow.columns) * (slot.minimumHeight + cardFlow.spacing)
                                wanted: slot.earliestY < grid.contentY + grid.height + slot.minimumHeight
                                width: cardFlow.cardWidth
                                selectedCardId: root.selectedCardId
                                onChosen: cardId => root.selectedCardId = cardId
                            }
                        }
                    }
                }
            }
            GalleryCardDetail {
                id: detail
                objectName: "cardDetail"
                Layout.preferredWidth: Math.max(280, Math.min(380, root.width * 0.32))
                Layout.fillHeight: true
                card: root.selected
                // Also read after every rebuild (a change of language among them): the lines are
                // words, and the figures alone may come back the same.
                figureLines: root.gallery.revision >= 0 ? root.gallery.figureLines(root.figures ?? ({})) : []
            }
        }
    }
}
