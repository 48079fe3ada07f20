pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// SPEAK and LISTEN, with their previews shown while the pointer rests on them (or forced, for
// screenshots), and the engine's last refusal.
Rectangle {
    id: root
    required property GameController game
    property string forcedHover: ""
    property bool explaining: false
    signal explainToggled()
    readonly property bool speakPreviewShown: speakButton.hovered || forcedHover === "speak"
    readonly property bool listenPreviewShown: listenButton.hovered || forcedHover === "listen"
    // The view-as play under the pointer (or the first one, forced), whose preview is shown.
    property Item hoveredPlay: null
    // Bumped as the play buttons come and go (a Repeater's count changes before its items exist).
    property int playButtons: 0
    // Where the previews end, in this bar's coordinates: just above it, unless the screen puts
    // them higher (above the hand, so that they never cover a card).
    property real previewBottom: -6
    readonly property Item previewedPlay: {
        if (root.hoveredPlay !== null) return root.hoveredPlay
        if (root.forcedHover !== "skill" || root.playButtons < 0) return null
        if (skillPlayRepeater.count > 0) return skillPlayRepeater.itemAt(0)
        return freePlayRepeater.count > 0 ? freePlayRepeater.itemAt(0) : null
    }
    readonly property bool skillPreviewShown: root.previewedPlay !== null && root.previewedPlay.visible
    readonly property alias skillPreview: skillPreview
    readonly property alias skillPlays: skillPlayRepeater
    readonly property alias freePlays: freePlayRepeater
    readonly property alias speakButton: speakButton
    readonly property alias listenButton: listenButton
    readonly property alias speakPreview: speakPreview
    readonly property alias listenPreview: listenPreview
    color: Theme.panel
    implicitHeight: 56

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        spacing: 12

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Label {
                Layout.fillWidth: true
                text: root.game.lastError.length > 0 ? root.game.lastError
                      : root.game.selectedIndex >= 0 && root.game.skillPlays.length > 0
                        ? qsTr("Selected: %1. S speaks it, A speaks it as %2.").arg(root.game.speakPreview.cardName).arg(root.game.skillPlays[0].card)
                      : root.game.selectedIndex >= 0 ? qsTr("Selected: %1. Press S to speak it.").arg(root.game.speakPreview.cardName)
                      : qsTr("Select a card (1\u20139), then SPEAK (S), or LISTEN (L).")
                color: root.game.lastError.length > 0 ? Theme.failureLight : Theme.textDim
                elide: Text.ElideRight
            }
            // Where the goal waits while it is in the deck (down here, where a line is free at
            // any size, rather than in the crowded centre).
            Label {
                objectName: "goalWhere"
                visible: text.length > 0
                Layout.fillWidth: true
                text: root.game.status.goalWhere
                color: Theme.goal
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
        Button {
            objectName: "explainButton"
            text: qsTr("Explain (E)")
            checkable: true
            checked: root.explaining
            implicitHeight: 40
            Accessible.name: qsTr("Show how every number is made")
            onClicked: root.explainToggled()
        }
        // View-as plays (seed 003): the selected card through a skill, and zero-card skills.
        Repeater {
            id: skillPlayRepeater
            model: root.game.skillPlays
            onItemAdded: root.playButtons++
            onItemRemoved: root.playButtons++
            delegate: SkillPlayButton {
                id: cardPlay
                required property var modelData
                required property int index
                game: root.game
                play: modelData
                text: play.label + (index === 0 ? " (A)" : "")
                onHoveredChanged: if (hovered) root.hoveredPlay = cardPlay
                                  else if (root.hoveredPlay === cardPlay) root.hoveredPlay = null
            }
        }
        Repeater {
            id: freePlayRepeater
            model: root.game.freePlays
            onItemAdded: root.playButtons++
            onItemRemoved: root.playButtons++
            delegate: SkillPlayButton {
                id: freePlay
                required property var modelData
                game: root.game
                play: modelData
                onHoveredChanged: if (hovered) root.hoveredPlay = freePlay
                                  else if (root.hoveredPlay === freePlay) root.hoveredPlay = null
            }
        }
        Button {
            id: speakButton
            objectName: "speakButton"
            // Disabled (a decision is open) must look it: the theme's colours alone do not dim.
            opacity: enabled ? 1 : 0.35
            text: qsTr("SPEAK")
            enabled: !root.game.decision.active && root.game.phase === GameController.Playing
            font.bold: true
            palette.button: root.game.selectedIndex >= 0 ? Theme.accent : Theme.panelRaised
            palette.buttonText: root.game.selectedIndex >= 0 ? Theme.cardText : Theme.text
            hoverEnabled: true // the previews depend on it, whatever the platform's default
            implicitWidth: 130
            implicitHeight: 40
            Accessible.name: qsTr("Speak the selected card")
            onClicked: root.game.speak()
        }
        Button {
            id: listenButton
            objectName: "listenButton"
            // Disabled (a decision is open) must look it: the theme's colours alone do not dim.
            opacity: enabled ? 1 : 0.35
            text: qsTr("LISTEN")
            enabled: !root.game.decision.active && root.game.phase === GameController.Playing
            font.bold: true
            hoverEnabled: true // the previews depend on it, whatever the platform's default
            palette.button: "#3d6e9e"
            palette.buttonText: "white"
            implicitWidth: 130
            implicitHeight: 40
            Accessible.name: qsTr("Listen: draw cards and refresh weight")
            onClicked: root.game.listen()
        }
    }

    ActionPreview {
        id: speakPreview
        objectName: "speakPreviewPanel"
        preview: root.game.speakPreview
        visible: root.speakPreviewShown
        width: Math.min(420, root.width - 24)
        y: root.previewBottom - height
        x: Math.min(root.width - width - 12, speakButton.x + 12 - width / 2)
        z: 10
    }
    ActionPreview {
        id: skillPreview
        objectName: "skillPreviewPanel"
        preview: root.game.skillPreview
        visible: root.skillPreviewShown
        width: Math.min(420, root.width - 24)
        y: root.previewBottom - height
        x: root.previewedPlay ? Math.max(12, Math.min(root.width - width - 12, root.previewedPlay.x + root.previewedPlay.width / 2 - width / 2)) : 12
        z: 10
    }
    ActionPreview {
        id: listenPreview
        objectName: "listenPreviewPanel"
        preview: root.game.listenPreview
        listen: true
        visible: root.listenPreviewShown
        width: Math.min(420, root.width - 24)
        y: root.previewBottom - height
        x: root.width - width - 12
        z: 10
    }
}
