// No `pragma ComponentBehavior: Bound` here: Qt 6.4 refuses to let a Loader instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context"), and the panels
// below are made only when first needed, which keeps the first frame of a conversation quick.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// The conversation: status on top, the table and the log beside the NPC, the hand, and the
// actions, with the timeline between the table and the hand. Keys: 1-9 select a card, S speaks, A
// speaks it through a skill (view-as), L listens, Enter confirms, Esc cancels; 0 answers "None"
// when a decision allows picking nothing; Ctrl+Z and Ctrl+Shift+Z undo and redo (TimelineStrip).
FocusScope {
    id: root
    required property GameController game
    property string forcedHover: ""
    readonly property alias actionBar: actionBar
    readonly property alias hand: handView
    // Made when first needed (null until then): the first decision, E, and F1 or a new player.
    readonly property DecisionDialog decisionDialog: decisionLoader.item
    readonly property ExplanationPanel explanationPanel: explanationLoader.item
    readonly property alias personality: personality
    readonly property alias traits: traits
    readonly property alias timelineStrip: timelineStrip
    readonly property alias statusBar: statusBar
    // The explanation of every number, shown over the middle of the screen (key E).
    property bool explaining: false
    // "How to play" (F1): where it keeps that it was seen (none: only while this screen lasts),
    // whether it opens by itself for a new player (the window says so: not in tests, screenshots,
    // scenarios or replays), and a step to open it at at once (--how-to-play N; 0: none).
    property SettingsController settings: null
    property bool howToPlayByItself: false
    property int howToPlayStep: 0
    readonly property alias tutorial: tutorial
    readonly property HowToPlay howToPlay: howToPlayLoader.item
    focus: true

    Keys.onPressed: event => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            const row = event.key - Qt.Key_1
            if (root.game.decision.active) root.decisionDialog?.pick(row)
            else root.game.select(root.game.selectedIndex === row ? -1 : row)
        } else if (event.key === Qt.Key_0 && root.game.decision.active) {
            root.decisionDialog?.none()
        } else if (event.key === Qt.Key_S) {
            root.game.speak()
        } else if (event.key === Qt.Key_A) {
            root.game.speakAs()
        } else if (event.key === Qt.Key_L) {
            root.game.listen()
        } else if (event.key === Qt.Key_E) {
            root.explaining = !root.explaining
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (!root.decisionDialog?.confirm() && !root.game.decision.active) root.game.speak()
        } else if (event.key === Qt.Key_Escape) {
            if (!root.decisionDialog?.cancel()) {
                if (root.explaining) root.explaining = false
                else if (root.game.selectedIndex >= 0) root.game.select(-1)
                else return // nothing to cancel: the window opens the settings (Main.qml)
            }
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        StatusBar {
            id: statusBar
            Layout.fillWidth: true
            status: root.game.status
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.spacing
            spacing: Theme.spacing

            TablePanel {
                objectName: "tablePanel"
                Layout.preferredWidth: Math.max(200, root.width * 0.2)
                Layout.fillHeight: true
                game: root.game
            }
            Item {
                id: centre
                objectName: "centre"
                // Room for a large portrait and large speech (not in a small window). A small
                // window drops the lines the status bar already gives (the state's meaning is its
                // tooltip there; the scenario is named in the steps panel).
                readonly property bool roomy: height >= 230
                Layout.fillWidth: true
                Layout.fillHeight: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: centre.roomy ? 6 : 4
                    // The conversation partner: their portrait (how they feel) and what they say.
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10
                        PartnerPortrait {
                            id: portrait
                            objectName: "partnerPortrait"
                            partner: root.game.partner
                            size: centre.roomy ? 104 : 72
                            Layout.alignment: Qt.AlignTop
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignVCenter
                            visible: root.game.partner.line.length > 0 || root.game.lastCard.length === 0
                            spacing: 4
                            // Their answer, as speech: a bubble whose tail points at them. It pops
                            // up each time they say something new.
                            Rectangle {
                                id: partnerBubble
                                objectName: "partnerBubble"
                                readonly property string text: root.game.partner.line
                                readonly property int serial: root.game.partner.lineSerial
                                onSerialChanged: if (text.length > 0) pop.restart()
                                visible: text.length > 0
                                Layout.fillWidth: true
                                // As wide as the words need (measured apart from the layout, which
                                // wraps them): a short answer is a small bubble.
                                Layout.maximumWidth: partnerWidth.advanceWidth + 28
                                TextMetrics {
                                    id: partnerWidth
                                    font: partnerSpeech.font
                                    text: partnerSpeech.text
                                }
                                implicitHeight: partnerSpeech.implicitHeight + 14
                                radius: 10
                                color: Theme.panelRaised
                                border.color: portrait.frameColor
                                transformOrigin: Item.Left
                                Rectangle { // the tail, towards the portrait
                                    width: 10
                                    height: 10
                                    rotation: 45
                                    x: -5
                                    y: Math.min(parent.height / 2, 22) - 5
                                    color: parent.color
                                    border.color: parent.border.color
                                    z: -1
                                }
                                Rectangle { // covers the tail's inner edges
                                    x: 1
                                    y: Math.min(parent.height / 2, 22) - 7
                                    width: 6
                                    height: 14
                                    color: parent.color
                                }
                                Label {
                                    id: partnerSpeech
                                    objectName: "partnerSpeech"
                                    anchors.fill: parent
                                    anchors.margins: 7
                                    anchors.leftMargin: 10
                                    text: qsTr("\u201C%1\u201D").arg(partnerBubble.text)
                                    color: Theme.text
                                    font.italic: true
                                    font.pixelSize: Theme.fontNormal
                                    wrapMode: Text.Wrap
                                    maximumLineCount: 4
                                    elide: Text.ElideRight
                                }
                                SequentialAnimation {
                                    id: pop
                                    NumberAnimation { target: partnerBubble; property: "scale"; from: 0.85; to: 1; duration: Theme.duration(160); easing.type: Easing.OutBack }
                                }
                            }
                            // Who they are, until the talking starts.
                            Label {
                                visible: root.game.partner.line.length === 0 && root.game.lastCard.length === 0
                                Layout.fillWidth: true
                                text: root.game.status.npcDescription
                                color: Theme.textDim
                                wrapMode: Text.Wrap
                                maximumLineCount: 3
                                elide: Text.ElideRight
                            }
                        }
                        // What you said last, on your side of the conversation.
                        Rectangle {
                            id: speechBubble
                            objectName: "speechBubble"
                            visible: root.game.lastCard.length > 0
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.maximumWidth: speechWidth.advanceWidth + 28
                            TextMetrics {
                                id: speechWidth
                                font: bubble.font
                                text: bubble.text
                            }
                            Layout.alignment: Qt.AlignVCenter | Qt.AlignRight
                            implicitHeight: bubble.implicitHeight + 14
                            radius: 10
                            color: Theme.card
                            Label {
                                id: bubble
                                anchors.fill: parent
                                anchors.margins: 7
                                anchors.leftMargin: 10
                                anchors.rightMargin: 10
                                text: root.game.lastLine.length > 0 ? qsTr("\u201C%1\u201D").arg(root.game.lastLine)
                                                                    : qsTr("You played %1.").arg(root.game.lastCard)
                                color: Theme.cardText
                                font.italic: true
                                font.pixelSize: centre.roomy ? Theme.fontLarge : Theme.fontNormal
                                wrapMode: Text.Wrap
                                maximumLineCount: 4
                                elide: Text.ElideRight
                                horizontalAlignment: Text.AlignHCenter
                            }
                        }
                    }
                    // The emotional state and what it means for play.
                    Label {
                        objectName: "emotionMeaning"
                        visible: centre.roomy
                        Layout.fillWidth: true
                        text: root.game.status.emotion + ": " + root.game.status.emotionMeaning
                        color: Theme.text
                        wrapMode: Text.Wrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        horizontalAlignment: Text.AlignHCenter
                    }
                    // The partner's personality (seed 003's skills), each with its live description.
                    SkillStrip {
                        id: personality
                        objectName: "personality"
                        Layout.fillWidth: true
                        skills: root.game.skills
                        mine: false
                        title: qsTr("Personality:")
                    }
                    Label {
                        visible: root.game.scenarioName.length > 0 && centre.roomy
                        Layout.fillWidth: true
                        text: qsTr("Scenario: %1").arg(root.game.scenarioName)
                        color: Theme.accent
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                        horizontalAlignment: Text.AlignHCenter
                    }
                    Item { Layout.fillHeight: true }
                    // The player's traits (the deck's skills), next to the hand they play on.
                    SkillStrip {
                        id: traits
                        objectName: "traits"
                        Layout.fillWidth: true
                        skills: root.game.skills
                        mine: true
                        title: qsTr("Your traits:")
                    }
                }
                // Made when first opened (E), and kept.
                OnDemandLoader {
                    id: explanationLoader
                    anchors.fill: parent
                    z: 4
                    wanted: root.explaining
                    sourceComponent: ExplanationPanel {
                        objectName: "explanationPanel"
                        visible: root.explaining
                        explanations: root.game.explanations
                        onCloseRequested: root.explaining = false
                    }
                }
                // How a replay or a reload of the content went, until dismissed.
                Rectangle {
                    id: noticeBanner
                    objectName: "notice"
                    visible: root.game.notice.length > 0
                    anchors.top: parent.top
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(parent.width, noticeText.implicitWidth + 48)
                    height: noticeText.implicitHeight + 12
                    radius: Theme.radius
                    color: Theme.panelRaised
                    border.color: Theme.accent
                    z: 3
                    Label {
                        id: noticeText
                        anchors.left: parent.left
                        anchors.right: noticeClose.left
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: 8
                        text: root.game.notice
                        color: Theme.text
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.fontSmall
                    }
                    ToolButton {
                        id: noticeClose
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        implicitWidth: 28
                        implicitHeight: 28
                        text: "✕"
                        onClicked: root.game.clearNotice()
                        Accessible.name: qsTr("Dismiss")
                    }
                }
            }
            LogPanel {
                objectName: "logPanel"
                Layout.preferredWidth: Math.max(240, root.width * 0.24)
                Layout.fillHeight: true
                game: root.game
            }
        }

        TimelineStrip {
            id: timelineStrip
            objectName: "timelineStrip"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: visible ? 4 : 0
            Layout.preferredHeight: visible ? implicitHeight : 0
            game: root.game
        }

        HandView {
            id: handView
            objectName: "handView"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(250, Math.min(268, root.height * 0.4))
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            game: root.game
            forcedCard: root.forcedHover.startsWith("card:") ? parseInt(root.forcedHover.slice(5)) - 1 : -1
        }

        ActionBar {
            id: actionBar
            objectName: "actionBar"
            Layout.fillWidth: true
            game: root.game
            // A step of "How to play" opens the preview it speaks of.
            forcedHover: root.forcedHover.length > 0 ? root.forcedHover : tutorial.open ? tutorial.preview : ""
            explaining: root.explaining
            onExplainToggled: root.explaining = !root.explaining
            // The previews open above the hand (over the partner and the log), never over a card.
            previewBottom: handView.y - y - 4
        }
    }

    // The engine's question, over the screen between the status bar and the actions: a choice
    // among cards may need the room of the hand, and never covers the status.
    // Made at the first decision and kept: a test or a key may hold it across decisions.
    OnDemandLoader {
        id: decisionLoader
        // No size of its own: the dialog places and sizes itself in the screen.
        z: 5
        wanted: root.game.decision.active
        sourceComponent: DecisionDialog {
            objectName: "decisionDialog"
            readonly property real roomTop: root.statusBar.y + root.statusBar.height + Theme.spacing
            readonly property real room: root.actionBar.y - Theme.spacing - roomTop
            decision: root.game.decision
            // Out of sight while "How to play" is open: it would show through the guide's holes.
            opacity: root.tutorial.open ? 0 : 1
            width: Math.min(implicitWidth, root.width - 2 * Theme.spacing)
            height: Math.min(implicitHeight, room)
            x: (root.width - width) / 2
            y: roomTop + Math.max(0, (room - height) / 2)
            maxGridHeight: Math.max(204, room - 180)
            clip: true
        }
    }

    TutorialController {
        id: tutorial
        settings: root.settings
        locale: root.game.locale
    }
    // Made when the guide first opens (F1, or a new player's first frame), and kept.
    OnDemandLoader {
        id: howToPlayLoader
        anchors.fill: parent
        z: 50
        wanted: tutorial.open
        sourceComponent: HowToPlay {
            objectName: "howToPlay"
            // Qualified: unqualified, `tutorial` here would be this item's own property.
            tutorial: root.tutorial
            screen: root
            onClosed: root.forceActiveFocus()
        }
    }
    Shortcut {
        sequences: ["F1"]
        enabled: root.visible && root.game.phase === GameController.Playing
        onActivated: tutorial.restart()
    }
    Component.onCompleted: {
        if (root.howToPlayStep > 0) tutorial.start(root.howToPlayStep - 1)
        else if (root.howToPlayByItself) guideAfterFirstFrame.enabled = true
    }
    // A new player's guide comes once the conversation is on screen: the window shows at once,
    // and the guide (its overlay is made then) dims it a moment later.
    Connections {
        id: guideAfterFirstFrame
        enabled: false
        target: root.Window.window
        function onFrameSwapped() {
            guideAfterFirstFrame.enabled = false
            tutorial.startIfNew()
        }
    }
}
