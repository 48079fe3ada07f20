// No `pragma ComponentBehavior: Bound` here: Qt 6.4 refuses to let a Loader instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context").
import QtQuick
import Parley.Client

// A place in the gallery's grid for one card: the card view of play, with the card's printed
// numbers, as tall as its text needs so that nothing on it is cut. The card is made once it is
// wanted (near the view) and then kept: making every card at once would hold up the gallery's
// opening. Until then its place keeps the smallest card's height.
Item {
    id: slot
    // The gallery's card roles (GalleryCardsModel) that the card view reads.
    required property int index
    required property string cardId
    required property string name
    required property string dialogue
    required property int weight
    required property string weightWhy
    required property string difficulty
    required property int chance
    required property string chanceWhy
    required property int failureChance
    required property var badges
    required property bool goal
    required property bool permanent
    required property string successText
    required property string failureText
    required property string exhaustText
    required property bool hasExhaust
    required property bool playable
    required property string blockedReason
    required property bool exhausting
    required property var rules
    property bool wanted: false
    property string selectedCardId: ""
    readonly property int minimumHeight: 220
    readonly property CardView card: loader.item
    property bool made: false
    signal chosen(string cardId)

    height: loader.item ? loader.item.height : minimumHeight

    // Once wanted, always made (scrolling back up keeps it).
    onWantedChanged: if (wanted) made = true
    Component.onCompleted: if (wanted) made = true

    Loader {
        id: loader
        active: slot.made || slot.wanted
        sourceComponent: CardView {
            index: slot.index
            cardId: slot.cardId
            name: slot.name
            dialogue: slot.dialogue
            weight: slot.weight
            weightWhy: slot.weightWhy
            difficulty: slot.difficulty
            chance: slot.chance
            chanceWhy: slot.chanceWhy
            failureChance: slot.failureChance
            badges: slot.badges
            goal: slot.goal
            permanent: slot.permanent
            successText: slot.successText
            failureText: slot.failureText
            exhaustText: slot.exhaustText
            hasExhaust: slot.hasExhaust
            playable: slot.playable
            blockedReason: slot.blockedReason
            exhausting: slot.exhausting
            rules: slot.rules
            numbered: false
            quiet: true
            width: slot.width
            height: Math.max(slot.minimumHeight, neededHeight)
            selected: slot.selectedCardId === slot.cardId
            onClicked: slot.chosen(slot.cardId)
        }
    }
}
