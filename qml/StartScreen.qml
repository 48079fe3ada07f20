pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Parley.Client

// Choose who to talk to, with which deck and seed, and the language.
Rectangle {
    id: root
    required property GameController game
    required property SettingsController settings
    required property LanguageController language
    // The open packs; without one, the screen offers no pack choice.
    property PackSession packs: null
    // The conversation saved last time; without it, the screen offers none.
    property ConversationFiles files: null
    readonly property alias npcList: npcList
    // As plain JavaScript arrays, for concat() and findIndex().
    readonly property var deckNames: game.decks.names
    readonly property var languages: language.languages
    signal startRequested(string npcId, string deckId, int seed)
    signal openFolderRequested()
    signal openFilesRequested()
    signal recentChosen(var paths)
    signal builtinRequested()
    signal openReplayRequested()
    signal settingsRequested()
    signal galleryRequested()
    signal labRequested()
    readonly property alias resumePrompt: resumePrompt
    color: Theme.background

    function randomSeed(): int { return Math.floor(Math.random() * 1000000) }
    function start() {
        const seed = seedField.text.length > 0 ? parseInt(seedField.text) : randomSeed()
        root.startRequested(root.game.npcs.idAt(npcList.currentIndex),
                            deckBox.currentIndex <= 0 ? "" : root.game.decks.idAt(deckBox.currentIndex - 1), seed)
    }

    // Up and Down choose the partner, Enter starts.
    Keys.onReturnPressed: start()
    Keys.onEnterPressed: start()
    Keys.onUpPressed: npcList.decrementCurrentIndex()
    Keys.onDownPressed: npcList.incrementCurrentIndex()

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(720, parent.width - 40)
        height: Math.min(600, parent.height - 40)
        spacing: 12

        Label {
            text: "Parley"
            color: Theme.accent
            font.pixelSize: 40
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: qsTr("A conversation card game")
            color: Theme.textDim
            Layout.alignment: Qt.AlignHCenter
        }
        // The player's unfinished conversations (the autosave): resume one or let it go.
        UnfinishedConversations {
            id: resumePrompt
            objectName: "resumePrompt"
            files: root.files
            // At 1024x640 more than one would push Start conversation off the screen.
            rowsShown: root.height < 700 ? 1 : 3
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 4
            Button {
                objectName: "openReplayButton"
                flat: true
                palette.windowText: Theme.accent // a flat button draws its text in windowText
                text: qsTr("Open replay… (Ctrl+O)")
                onClicked: root.openReplayRequested()
            }
            Button {
                objectName: "galleryButton"
                flat: true
                palette.windowText: Theme.accent
                text: qsTr("Card gallery")
                onClicked: root.galleryRequested()
            }
            Button {
                objectName: "settingsButton"
                flat: true
                palette.windowText: Theme.accent
                text: qsTr("Settings… (Esc)")
                onClicked: root.settingsRequested()
            }
            Button {
                objectName: "balanceLabButton"
                flat: true
                palette.windowText: Theme.accent
                text: qsTr("Balance lab…")
                onClicked: root.labRequested()
            }
        }
        // Which content the partners and decks below come from, and other packs to open.
        RowLayout {
            visible: root.packs !== null
            Layout.fillWidth: true
            spacing: 8
            Label {
                objectName: "contentLabel"
                text: root.packs && root.packs.isOpen ? qsTr("Pack: %1").arg(root.packs.name)
                                                      : qsTr("The built-in cards and partners")
                color: Theme.text
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
            Button {
                objectName: "openFolderButton"
                text: qsTr("Open pack folder…")
                onClicked: root.openFolderRequested()
            }
            Button {
                objectName: "openFilesButton"
                text: qsTr("Open pack files…")
                onClicked: root.openFilesRequested()
            }
            Button {
                objectName: "builtinButton"
                // Always there, so that the row keeps its layout when a pack opens.
                enabled: root.packs !== null && root.packs.isOpen
                text: qsTr("Built-in only")
                onClicked: root.builtinRequested()
            }
        }
        Flow {
            objectName: "recentPacks"
            visible: root.packs !== null && recentRepeater.count > 0
            Layout.fillWidth: true
            spacing: 6
            Label {
                text: qsTr("Recent packs:")
                color: Theme.textDim
                height: 28
                verticalAlignment: Text.AlignVCenter
            }
            Repeater {
                id: recentRepeater
                model: root.settings.recentPacks
                delegate: Button {
                    id: recent
                    required property var modelData
                    text: modelData.name
                    height: 28
                    ToolTip.visible: hovered
                    ToolTip.text: modelData.paths.join("\n")
                    onClicked: root.recentChosen(recent.modelData.paths)
                }
            }
        }
        Label { text: qsTr("Who do you want to talk to?"); color: Theme.text; font.bold: true }
        ListView {
            id: npcList
            objectName: "npcList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 120
            clip: true
            spacing: 6
            model: root.game.npcs
            currentIndex: Math.max(0, root.game.npcs.indexOf(root.settings.lastNpc))
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Conversation partners")
            delegate: Rectangle {
                id: npcRow
                required property int index
                required property string name
                required property string description
                required property string detail
                width: ListView.view.width
                implicitHeight: npcText.implicitHeight + 14
                radius: Theme.radius
                color: ListView.isCurrentItem ? Theme.panelRaised : Theme.panel
                border.color: ListView.isCurrentItem ? Theme.accent : Theme.border
                Accessible.role: Accessible.ListItem
                Accessible.name: name
                ColumnLayout {
                    id: npcText
                    anchors.fill: parent
                    anchors.margins: 7
                    spacing: 2
                    Label {
                        text: npcRow.name + "  \u2022  " + qsTr("starts %1").arg(npcRow.detail)
                        color: Theme.text
                        font.bold: true
                    }
                    Label {
                        Layout.fillWidth: true
                        text: npcRow.description
                        color: Theme.textDim
                        wrapMode: Text.Wrap
                    }
                }
                TapHandler { onTapped: npcList.currentIndex = npcRow.index }
            }
        }
        GridLayout {
            columns: 4
            columnSpacing: 10
            rowSpacing: 8
            Layout.fillWidth: true
            Label { text: qsTr("Deck"); color: Theme.text }
            ThemedComboBox {
                id: deckBox
                objectName: "deckBox"
                Layout.fillWidth: true
                // The first entry plays the NPC's own deck. The model is a count, so that a change
                // of language renames the entries without resetting the choice.
                readonly property var names: [qsTr("The NPC's own deck")].concat(root.deckNames)
                model: root.game.decks.count + 1
                displayText: names[currentIndex] ?? ""
                currentIndex: root.settings.lastDeck.length > 0 ? root.game.decks.indexOf(root.settings.lastDeck) + 1 : 0
                Accessible.name: qsTr("Deck")
                delegate: ItemDelegate {
                    required property int index
                    width: ListView.view.width
                    text: deckBox.names[index] ?? ""
                    highlighted: deckBox.highlightedIndex === index
                }
            }
            Label { text: qsTr("Seed"); color: Theme.text }
            ThemedTextField {
                id: seedField
                objectName: "seedField"
                placeholderText: qsTr("random")
                validator: IntValidator { bottom: 0; top: 2000000000 }
                Layout.preferredWidth: 140
                Accessible.name: qsTr("Random seed")
            }
            Label { text: qsTr("Language"); color: Theme.text }
            ThemedComboBox {
                id: languageBox
                objectName: "languageBox"
                Layout.fillWidth: true
                model: root.language.languages
                textRole: "name"
                currentIndex: root.languages.findIndex(l => l.code === root.language.language)
                Accessible.name: qsTr("Language")
                onActivated: index => root.language.language = root.language.languages[index].code
            }
            Label { text: qsTr("Animations"); color: Theme.text }
            ThemedComboBox {
                id: speedBox
                objectName: "speedBox"
                Layout.preferredWidth: 140
                // Off, normal and fast are the speeds 0, 1 and 2 (a count as the model: see deckBox).
                readonly property var names: [qsTr("Off"), qsTr("Normal"), qsTr("Fast")]
                model: 3
                displayText: names[currentIndex] ?? ""
                currentIndex: Math.max(0, Math.min(2, Math.round(root.settings.animationSpeed)))
                Accessible.name: qsTr("Animation speed")
                onActivated: index => root.settings.animationSpeed = index
                delegate: ItemDelegate {
                    required property int index
                    width: ListView.view.width
                    text: speedBox.names[index] ?? ""
                    highlighted: speedBox.highlightedIndex === index
                }
            }
        }
        Button {
            objectName: "startButton"
            text: qsTr("Start conversation")
            highlighted: true
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 240
            Accessible.name: qsTr("Start the conversation")
            onClicked: root.start()
        }
        Label {
            objectName: "packProblem"
            visible: root.packs !== null && !root.packs.playable
            text: root.packs ? root.packs.problem : ""
            color: Theme.failureLight
            Layout.fillWidth: true
            wrapMode: Text.Wrap
        }
        Label {
            visible: root.game.lastError.length > 0
            text: root.game.lastError
            color: Theme.failureLight
            Layout.fillWidth: true
            wrapMode: Text.Wrap
        }
    }
}
