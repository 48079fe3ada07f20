pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// The hand, left to right as the engine holds it. Draws slide in, played and exhausted cards lift
// away; every transition is short and never waits for the engine.
ListView {
    id: root
    required property GameController game
    property int forcedCard: -1 // 0-based card shown as hovered (screenshots)

    orientation: ListView.Horizontal
    spacing: Theme.spacing
    clip: false
    interactive: contentWidth > width
    boundsBehavior: Flickable.StopAtBounds
    model: root.game.hand
    readonly property real cardWidth: Math.max(168, Math.min(200, (width - spacing * (count - 1)) / Math.max(1, count)))
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Hand")

    delegate: CardView {
        width: root.cardWidth
        height: root.height
        selected: root.game.selectedIndex === index
        forceHover: root.forcedCard === index
        // While the engine waits for an answer (or after the end) every card is refused for
        // the same reason; saying so on each card would only be noise.
        quiet: root.game.decision.active || root.game.phase !== GameController.Playing
        onClicked: root.game.select(root.game.selectedIndex === index ? -1 : index)
        onDoubleClicked: {
            root.game.select(index)
            root.game.speak()
        }
    }

    Label {
        anchors.centerIn: parent
        visible: root.count === 0 && root.game.phase === GameController.Playing
        text: qsTr("Your hand is empty: LISTEN to draw.")
        color: Theme.textDim
        font.pixelSize: Theme.fontLarge
    }

    add: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.duration(180) }
        NumberAnimation { property: "y"; from: 60; to: 0; duration: Theme.duration(180); easing.type: Easing.OutCubic }
    }
    // A spoken card rises towards the partner; an exhausted one sinks and turns away.
    remove: Transition {
        id: leaving
        readonly property bool exhausting: (ViewTransition.item as CardView)?.exhausting ?? false
        NumberAnimation { property: "opacity"; to: 0; duration: Theme.duration(180) }
        NumberAnimation { property: "y"; to: leaving.exhausting ? 70 : -90; duration: Theme.duration(180); easing.type: Easing.InCubic }
        NumberAnimation { property: "rotation"; to: leaving.exhausting ? -8 : 0; duration: Theme.duration(180) }
    }
    // A card whose arrival is interrupted by the next one must still end up fully shown.
    displaced: Transition {
        NumberAnimation { properties: "x,y"; duration: Theme.duration(150); easing.type: Easing.OutCubic }
        NumberAnimation { property: "opacity"; to: 1; duration: Theme.duration(150) }
        NumberAnimation { property: "rotation"; to: 0; duration: Theme.duration(150) }
    }
    ScrollBar.horizontal: ScrollBar { policy: ScrollBar.AsNeeded }
}
