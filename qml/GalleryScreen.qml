// No `pragma ComponentBehavior: Bound` here: Qt 6.4 refuses to let a Loader instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context").
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The card gallery: every card, deck and partner of the open packs (live: a reload redraws it),
// in three tabs. Back (or Esc) returns to where the player came from.
Rectangle {
    id: root
    // Where the content comes from (the window's open packs); without it, the built-in pack.
    property PackSession packs: null
    property string locale: "en"
    // The balance lab's figures for the selected card (its cardFigures(selectedCardId)); empty
    // when no simulation has been run.
    property var figures: ({})
    // The same for the selected partner (the lab's partnerFigures(selectedNpcId)).
    property var partnerFigures: ({})
    readonly property string selectedCardId: cardsTab.selectedCardId
    readonly property string selectedNpcId: partnersLoader.item ? partnersLoader.item.selectedNpcId : ""
    readonly property GalleryController gallery: controller
    readonly property alias tabs: tabBar
    readonly property alias cardsTab: cardsTab
    // Null until their tab is first opened.
    readonly property var decksTab: decksLoader.item
    readonly property var partnersTab: partnersLoader.item
    signal backRequested()
    color: Theme.background

    Keys.onEscapePressed: root.backRequested()

    // A tab in the window's colours: the open one raised, in the accent, underlined.
    component GalleryTab: TabButton {
        id: tab
        width: implicitWidth
        font.pixelSize: Theme.fontNormal
        font.bold: tab.checked
        contentItem: Text {
            text: tab.text
            font: tab.font
            color: tab.checked ? Theme.accent : Theme.text
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            implicitHeight: 36
            radius: Theme.radius
            color: tab.checked ? Theme.panelRaised : (tab.hovered ? Theme.panel : "transparent")
            Rectangle {
                visible: tab.checked
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                height: 3
                color: Theme.accent
            }
        }
    }

    GalleryController {
        id: controller
        packs: root.packs
        locale: root.locale
    }

    function showCard(cardId: string) {
        tabBar.currentIndex = 0
        cardsTab.show(cardId)
    }
    function showDeck(deckId: string) {
        tabBar.currentIndex = 1
        decksTab.show(deckId)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Button {
                objectName: "galleryBack"
                text: qsTr("Back (Esc)")
                onClicked: root.backRequested()
            }
            Label {
                text: qsTr("Card gallery")
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Item { Layout.fillWidth: true }
            TabBar {
                id: tabBar
                objectName: "galleryTabs"
                spacing: 4
                background: Item {}
                GalleryTab {
                    objectName: "cardsTabButton"
                    text: qsTr("Cards (%1)").arg(controller.allCards.count)
                }
                GalleryTab {
                    objectName: "decksTabButton"
                    text: qsTr("Decks (%1)").arg(controller.allDecks.count)
                }
                GalleryTab {
                    objectName: "partnersTabButton"
                    text: qsTr("Partners (%1)").arg(controller.allPartners.count)
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabBar.currentIndex
            GalleryCards {
                id: cardsTab
                gallery: controller
                figures: root.figures
            }
            // The other tabs are made when first opened (then kept): the gallery opens sooner.
            OnDemandLoader {
                id: decksLoader
                wanted: tabBar.currentIndex === 1
                sourceComponent: GalleryDecks {
                    gallery: controller
                    onCardChosen: cardId => root.showCard(cardId)
                }
            }
            OnDemandLoader {
                id: partnersLoader
                wanted: tabBar.currentIndex === 2
                sourceComponent: GalleryPartners {
                    gallery: controller
                    figures: root.partnerFigures
                    onDeckChosen: deckId => root.showDeck(deckId)
                }
            }
        }
    }
}
