pragma ComponentBehavior: Bound
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
    readonly property alias decisionDialog: decisionDialog
    readonly property alias explanationPanel: explanationPanel
    readonly property alias personality: personality
    readonly property alias traits: traits
    readonly property alias timelineStrip: timelineStrip
    // The explanation of every number, shown over the middle of the screen (key E).
    property bool explaining: false
    focus: true

    Keys.onPressed: event => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            const row = event.key - Qt.Key_1
            if (root.game.decision.active) decisionDialog.pick(row)
            else root.game.select(root.game.selectedIndex === row ? -1 : row)
        } else if (event.key === Qt.Key_0 && root.game.decision.active) {
            decisionDialog.none()
        } else if (event.key === Qt.Key_S) {
            root.game.speak()
        } else if (event.key === Qt.Key_A) {
            root.game.speakAs()
        } else if (event.key === Qt.Key_L) {
            root.game.listen()
        } else if (event.key === Qt.Key_E) {
            root.explaining = !root.explaining
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (!decisionDialog.confirm() && !root.game.decision.active) root.game.speak()
        } else if (event.key === Qt.Key_Escape) {
            if (!decisionDialog.cancel()) {
                if (root.explaining) root.explaining = false
                else root.game.select(-1)
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
            Layout.fillWidth: true
            status: root.game.status
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Theme.spacing
            spacing: Theme.spacing

            TablePanel {
                Layout.preferredWidth: Math.max(200, root.width * 0.2)
                Layout.fillHeight: true
                game: root.game
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: 6
                    // The conversation partner, and how they feel.
                    Rectangle {
                        Layout.alignment: Qt.AlignHCenter
                        implicitWidth: 64
                        implicitHeight: 64
                        radius: 32
                        color: Theme.panelRaised
                        border.color: Theme.accent
                        border.width: 2
                        Label {
                            anchors.centerIn: parent
                            text: root.game.status.npcName.slice(0, 1)
                            color: Theme.accent
                            font.pixelSize: 30
                            font.bold: true
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: root.game.status.npcDescription
                        color: Theme.textDim
                        wrapMode: Text.Wrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        horizontalAlignment: Text.AlignHCenter
                    }
                    // The emotional state and what it means for play.
                    Label {
                        objectName: "emotionMeaning"
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
                        visible: root.game.scenarioName.length > 0
                        Layout.fillWidth: true
                        text: qsTr("Scenario: %1").arg(root.game.scenarioName)
                        color: Theme.accent
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                        horizontalAlignment: Text.AlignHCenter
                    }
                    // What you said last.
                    Rectangle {
                        objectName: "speechBubble"
                        visible: root.game.lastCard.length > 0
                        Layout.alignment: Qt.AlignHCenter
                        Layout.maximumWidth: parent.width
                        implicitWidth: Math.min(parent.width, bubble.implicitWidth + 24)
                        implicitHeight: bubble.implicitHeight + 16
                        radius: 10
                        color: Theme.card
                        Label {
                            id: bubble
                            anchors.fill: parent
                            anchors.margins: 8
                            text: root.game.lastLine.length > 0 ? "\u201C" + root.game.lastLine + "\u201D"
                                                                : qsTr("You played %1.").arg(root.game.lastCard)
                            color: Theme.cardText
                            font.italic: true
                            font.pixelSize: Theme.fontLarge
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                        }
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
                ExplanationPanel {
                    id: explanationPanel
                    objectName: "explanationPanel"
                    anchors.fill: parent
                    visible: root.explaining
                    explanations: root.game.explanations
                    z: 4
                    onCloseRequested: root.explaining = false
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
                DecisionDialog {
                    id: decisionDialog
                    objectName: "decisionDialog"
                    decision: root.game.decision
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.width)
                    z: 5
                }
            }
            LogPanel {
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
            forcedHover: root.forcedHover
            explaining: root.explaining
            onExplainToggled: root.explaining = !root.explaining
        }
    }
}
