pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// The hand, left to right as the engine holds it, as a fan: cards overlap when they would not fit
// side by side, so that a full hand of nine fits at 1024x640 and nothing (the goal included) is
// ever scrolled out of sight. The hovered or selected card rises whole above its neighbours.
// Draws slide in, played and exhausted cards lift away; every transition is short and never waits
// for the engine.
ListView {
    id: root
    required property GameController game
    property int forcedCard: -1 // 0-based card shown as hovered (screenshots)

    orientation: ListView.Horizontal
    // Side by side with a gap while they fit; overlapping (a negative spacing) once they do not.
    readonly property real cardWidth: Math.max(150, Math.min(200, (width - Theme.spacing * (count - 1)) / Math.max(1, count)))
    // A fanned card turns about its bottom centre: its top corner swings out by this much, which
    // the outermost cards keep inside the view.
    readonly property real maxAngle: count > 1 ? (count - 1) / 2 * Math.min(1.5, 10 / count) : 0
    readonly property real overhang: Math.ceil(height * Math.sin(maxAngle * Math.PI / 180))
    readonly property bool fanned: count > 1 && (width - cardWidth) / (count - 1) < cardWidth + Theme.spacing
    readonly property real step: count < 2 ? cardWidth
                                 : fanned ? (width - 2 * overhang - cardWidth) / (count - 1)
                                          : cardWidth + Theme.spacing
    leftMargin: fanned ? overhang : 0
    // The card lifted above the others: the hovered one, else the selected one.
    property int raised: -1
    readonly property real fanRoom: 10
    spacing: step - cardWidth
    clip: false
    interactive: false
    boundsBehavior: Flickable.StopAtBounds
    model: root.game.hand
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Hand")

    delegate: CardView {
        objectName: goal ? "goalCard" : "handCard" // "How to play" points at the goal
        id: card
        width: root.cardWidth
        // Room below for the fan's drop. A lifted card grows upwards until all of it shows.
        readonly property real baseHeight: root.height - root.fanRoom
        readonly property real growth: lifted ? Math.max(0, neededHeight - baseHeight) : 0
        height: baseHeight + growth
        selected: root.game.selectedIndex === index
        // The fan: a slight turn and drop away from the middle; the raised card stands straight
        // and above the rest.
        readonly property real fromMiddle: index - (root.count - 1) / 2
        readonly property bool lifted: hovered || (selected && root.raised < 0)
        readonly property real fanAngle: root.fanned && !lifted ? fromMiddle * Math.min(1.5, 10 / root.count) : 0
        readonly property real fanDrop: lifted ? -8 - growth : (root.fanned ? Math.min(root.fanRoom, fromMiddle * fromMiddle * 0.6) : 0)
        z: hovered ? 3 : (selected ? 2 : 0)
        onHoveredChanged: root.raised = hovered ? index : (root.raised === index ? -1 : root.raised)
        transform: [
            Rotation {
                origin.x: card.width / 2
                origin.y: card.height
                angle: card.fanAngle
                Behavior on angle { NumberAnimation { duration: Theme.duration(90) } }
            },
            Translate {
                y: card.fanDrop
                Behavior on y { NumberAnimation { duration: Theme.duration(90) } }
            }
        ]
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
}
