pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// A view-as play (seed 003) the engine allows now: "Speak as Small Talk (Silver Tongue)" for the
// selected card, or "Improvise: Small Talk" for a card made from nothing. Resting the pointer on
// it shows its SPEAK preview.
Button {
    id: root
    required property GameController game
    // {slot, uid, skillId, skill, card, label} from the game's skillPlays or freePlays.
    required property var play
    objectName: "skillPlay_" + play.skillId
    text: play.label
    enabled: !game.decision.active && game.phase === GameController.Playing
    hoverEnabled: true // the preview depends on it
    font.bold: true
    palette.button: Theme.selection
    palette.buttonText: "white"
    implicitHeight: 40
    Accessible.name: play.label
    onHoveredChanged: if (hovered) game.previewSkill(play.slot, play.uid)
    onClicked: game.useSkill(play.slot, play.uid)
}
