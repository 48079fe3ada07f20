// No `pragma ComponentBehavior: Bound` here: Qt 6.4 refuses to let a Loader instantiate a bound
// Component ("Cannot instantiate bound component outside its creation context").
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Parley.Client

// The window: the start screen, the conversation, or the end screen, by the game's phase.
ApplicationWindow {
    id: window
    // Set from the command line (see app/client/launch_options.h).
    property string scenarioPath: ""
    property int scenarioStep: 0
    property bool stepsPanel: true // false: the scenario's conversation without the steps panel
    property string replayPath: ""
    property int replayStep: -1
    property bool autosave: true
    property var contentPaths: []
    property string forcedHover: ""
    property string languageOverride: ""
    property string startNpc: ""
    property string startDeck: ""
    property double startSeed: -1
    property size forcedSize: Qt.size(0, 0)
    property bool instantAnimations: false
    property int howToPlayStep: 0
    // The screen shown over the game's own: "" (the game's phase picks it: start, conversation,
    // end), "gallery" (the card gallery) or "balance" (the balance lab). Set by --view and by the
    // start screen's buttons.
    property string view: ""
    // The --view the window was started with: the lab's screenshot mode runs on its own then.
    property string startView: ""
    // Screenshot mode waits while this is true (app/client/first_frame.cpp): the lab's own run.
    readonly property bool holdScreenshot: view === "balance" && screen.item !== null && screen.item.busy === true

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Parley")
    color: Theme.background
    // Every tooltip in the window (attached or declared) draws with these: light on a grey that
    // stands out from the panels under it.
    palette.toolTipBase: Theme.border
    palette.toolTipText: Theme.text

    SettingsController { id: settingsController }
    LanguageController { id: languageController }
    // Distinct ids: without the Bound pragma, `game: game` in a screen would read its own property.
    GameController {
        id: gameController
        locale: languageController.language
    }

    // The screens below reach these through `window`, which keeps every access qualified.
    readonly property GameController game: gameController
    readonly property SettingsController settings: settingsController
    readonly property LanguageController language: languageController
    // The open packs, live: new content goes to the game as it loads.
    PackSession {
        id: packSession
        game: gameController
        locale: languageController.language
    }
    readonly property PackSession packs: packSession
    PackDialogs {
        id: packDialogs
        onChosen: paths => window.openPacks(paths)
    }
    function openPacks(paths) {
        packSession.open(paths)
        settingsController.rememberPacks(packSession.paths)
    }
    header: PackBar {
        packs: packSession
        onProblemsRequested: errorPanel.reveal()
    }

    Binding { target: Theme; property: "animationSpeed"; value: window.instantAnimations ? 0 : settingsController.animationSpeed }

    // The game's sounds, at the volume set in the settings panel.
    SoundController {
        id: soundController
        game: gameController
        volume: settingsController.volume
        muted: settingsController.muted
    }
    readonly property SoundController sound: soundController
    // Esc (when the screen has nothing to cancel), the Settings menu, or the start screen's button.
    // Made when first opened (null until then), and kept.
    Loader {
        id: settingsLoader
        active: false
        sourceComponent: SettingsPanel {
            // A popup made by a Loader finds no window by itself.
            parent: window.overlayItem
            settings: settingsController
            language: languageController
            sound: soundController
            // Back to the screen, so that its keys work again.
            onClosed: screen.forceActiveFocus()
        }
    }
    readonly property Item overlayItem: Overlay.overlay
    readonly property SettingsPanel settingsPanel: settingsLoader.item
    function openSettings() {
        settingsLoader.active = true
        settingsPanel.open()
    }
    // Full screen (F11, or the panel's switch) is kept in the settings; a screenshot keeps the
    // size it was given. The window's size before is saved, to come back to.
    readonly property bool fullscreen: settingsController.fullscreen && forcedSize.width === 0
    onFullscreenChanged: applyFullscreen()
    function applyFullscreen() {
        if (fullscreen && visibility !== Window.FullScreen) {
            settingsController.saveGeometry(window)
            showFullScreen()
        } else if (!fullscreen && visibility === Window.FullScreen) {
            showNormal()
        }
    }
    Shortcut {
        sequences: ["F11"]
        onActivated: settingsController.fullscreen = window.visibility !== Window.FullScreen
    }

    function startGame(npcId: string, deckId: string, seed: int) {
        // A pack that never loaded: the start screen says why, and the problems show.
        if (!packSession.playable) {
            errorPanel.reveal()
            return
        }
        settingsController.lastNpc = npcId
        settingsController.lastDeck = deckId
        gameController.start(npcId, deckId, seed)
    }

    Component.onCompleted: {
        if (forcedSize.width > 0) {
            width = forcedSize.width
            height = forcedSize.height
        } else {
            settingsController.restoreGeometry(window)
        }
        languageController.language = languageOverride.length > 0 ? languageOverride : (settingsController.language.length > 0 ? settingsController.language : "en")
        if (contentPaths.length > 0)
            packSession.open(contentPaths)
        if (replayPath.length > 0)
            conversationFiles.openReplay(replayPath, replayStep)
        else if (scenarioPath.length > 0 && scenarioSession.open(scenarioPath))
            scenarioSession.runTo(scenarioStep)
        else if (startNpc.length > 0 && packSession.playable)
            gameController.start(startNpc, startDeck, startSeed >= 0 ? startSeed : Math.floor(Math.random() * 1000000))
        // --view: the gallery or the lab (over a conversation --npc started, too).
        if (startView.length > 0)
            view = startView
        applyFullscreen()
        // Only now the screen: one started from the command line is not first made as the start.
        screen.active = true
        // Screenshot mode's --hover settings.
        if (forcedHover === "settings")
            openSettings()
    }
    // A full screen's geometry is not the window's: the one saved on the way in stays.
    onClosing: if (visibility !== Window.FullScreen) settingsController.saveGeometry(window)
    // The autosave. Unfinished conversations are judged again whenever the content changes (the
    // packs above load after this is on), and opening a replay or starting another partner puts
    // a new file beside them: none is ever replaced.
    Binding { target: conversationFiles; property: "autosaveEnabled"; value: window.autosave }

    // Replays, the autosave and scenarios saved from the conversation.
    ConversationFiles {
        id: conversationFiles
        game: gameController
        contentPaths: packSession.paths
    }
    readonly property ConversationFiles files: conversationFiles

    // Replays: Ctrl+S saves the conversation, Ctrl+O opens one; undo and redo also work on the
    // end screen (the conversation screen's timeline has its own).
    Shortcut {
        sequences: ["Ctrl+S"]
        enabled: conversationFiles.canSave
        onActivated: saveReplayDialog.open()
    }
    Shortcut {
        sequences: ["Ctrl+O"]
        onActivated: openReplayDialog.open()
    }
    Shortcut {
        sequences: ["Ctrl+Z"]
        enabled: gameController.phase === GameController.Ended
        onActivated: gameController.undo()
    }
    FileDialog {
        id: saveReplayDialog
        title: qsTr("Save the conversation as a replay")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Replays (*.json)"), qsTr("All files (*)")]
        onAccepted: conversationFiles.saveReplay(selectedFile)
    }
    FileDialog {
        id: openReplayDialog
        title: qsTr("Open a replay")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Replays (*.json)"), qsTr("All files (*)")]
        onAccepted: conversationFiles.openReplay(selectedFile, -1)
    }
    // "Save as scenario…": the whole conversation as steps, or the moment shown as the set-up.
    FileDialog {
        id: saveScenarioDialog
        property bool fromCurrentMoment: false
        function ask(fromCurrent: bool) {
            fromCurrentMoment = fromCurrent
            open()
        }
        title: fromCurrentMoment ? qsTr("Save this moment as a scenario") : qsTr("Save the conversation as a scenario")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Scenarios (*.json)"), qsTr("All files (*)")]
        onAccepted: conversationFiles.saveScenario(selectedFile, fromCurrentMoment)
    }

    Connections {
        target: languageController
        // A language chosen on the start screen is kept; --lang is for this run only.
        function onLanguageChanged() {
            if (window.languageOverride.length === 0) settingsController.language = languageController.language
        }
    }

    // Scenarios in the window: the steps panel (one file, step by step) and the test explorer
    // (a folder, run in the background), docked on the right of the screens.
    ScenarioSession {
        id: scenarioSession
        game: gameController
        locale: languageController.language
    }
    ScenarioExplorerController {
        id: scenarioExplorer
        locale: languageController.language
    }
    readonly property ScenarioSession scenarios: scenarioSession
    readonly property ScenarioExplorerController explorer: scenarioExplorer
    readonly property bool stepsShown: stepsPanel && (scenarioSession.loaded || scenarioSession.error.length > 0)
    readonly property bool explorerShown: scenarioExplorer.folder.length > 0
    ScenarioDialogs {
        id: scenarioDialogs
        onFileChosen: file => scenarioSession.open(file)
        onFolderChosen: folder => scenarioExplorer.open(folder)
    }
    menuBar: MenuBar {
        palette.button: Theme.panel
        palette.buttonText: Theme.text
        palette.window: Theme.panel
        palette.windowText: Theme.text
        background: Rectangle { color: Theme.panel }
        Menu {
            title: qsTr("&Conversation")
            Action {
                text: qsTr("Open replay\u2026")
                onTriggered: openReplayDialog.open()
            }
            Action {
                text: qsTr("Save as replay\u2026")
                enabled: conversationFiles.canSave
                onTriggered: saveReplayDialog.open()
            }
            MenuSeparator {}
            Action {
                text: qsTr("Save as scenario\u2026")
                enabled: conversationFiles.canSave
                onTriggered: saveScenarioDialog.ask(false)
            }
            Action {
                text: qsTr("Save this moment as a scenario\u2026")
                // An ended conversation has no moment left to play from.
                enabled: conversationFiles.canSave && gameController.phase === GameController.Playing
                onTriggered: saveScenarioDialog.ask(true)
            }
        }
        Menu {
            title: qsTr("&Scenarios")
            Action { text: qsTr("Open scenario\u2026"); onTriggered: scenarioDialogs.openFile() }
            Action { text: qsTr("Open scenario folder\u2026"); onTriggered: scenarioDialogs.openFolder() }
        }
        Menu {
            title: qsTr("&View")
            Action { text: qsTr("Settings\u2026"); onTriggered: window.openSettings() }
            Action {
                text: qsTr("Full screen (F11)")
                checkable: true
                checked: window.visibility === Window.FullScreen
                onTriggered: settingsController.fullscreen = checked
            }
        }
        Menu {
            title: qsTr("&Help")
            // The conversation screen's own F1 (it opens there, over the screen).
            Action {
                text: qsTr("How to play (F1)")
                enabled: gameController.phase === GameController.Playing
                onTriggered: screen.item.tutorial.restart()
            }
        }
    }
    Column {
        id: scenarioDock
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: window.stepsShown || window.explorerShown ? Math.min(420, Math.max(320, window.width * 0.3)) : 0
        // Made when first shown: most players never open a scenario.
        OnDemandLoader {
            wanted: window.stepsShown
            visible: window.stepsShown
            width: parent.width
            height: window.explorerShown ? parent.height * 0.6 : parent.height
            sourceComponent: StepsPanel {
                session: scenarioSession
                onCloseRequested: scenarioSession.close()
            }
        }
        OnDemandLoader {
            wanted: window.explorerShown
            visible: window.explorerShown
            width: parent.width
            height: window.stepsShown ? parent.height * 0.4 : parent.height
            sourceComponent: ScenarioExplorer {
                explorer: scenarioExplorer
                onOpenRequested: file => scenarioSession.open(file)
                onCloseRequested: scenarioExplorer.close()
            }
        }
    }

    // Only the screen in use exists, which keeps start-up short.
    Loader {
        id: screen
        active: false // until the window has started what the command line asked for
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: scenarioDock.left
        focus: true
        // Esc that the screen had no use for (nothing to cancel in a game, the start screen).
        Keys.onEscapePressed: window.openSettings()
        sourceComponent: window.view === "gallery" ? galleryScreen
                       : window.view === "balance" ? balanceScreen
                       : window.game.phase === GameController.Playing ? conversationScreen
                       : window.game.phase === GameController.Ended ? endScreen : startScreen
    }
    // A conversation that starts or ends while the gallery or the lab is open (a replay opened
    // with Ctrl+O) is shown; the one --npc starts under --view is not (the screen is not active
    // yet). A lab run goes on meanwhile.
    Connections {
        target: gameController
        enabled: screen.active
        function onPhaseChanged() { window.view = "" }
    }
    // The balance lab outlives its screen: a run goes on, and its results stay, while the
    // designer plays or edits.
    BalanceLab {
        id: balanceLab
        game: gameController
        locale: languageController.language
    }
    readonly property BalanceLab lab: balanceLab
    // Made from its file when first opened, as the lab is below: a start does not compile it.
    Component {
        id: galleryScreen
        Loader {
            id: galleryLoader
            focus: true
            Component.onCompleted: setSource("GalleryScreen.qml", {packs: window.packs, focus: true})
            Binding {
                target: galleryLoader.item
                when: galleryLoader.item !== null
                property: "locale"
                value: window.language.language
            }
            // The lab's last finished run's figures for the selected card; reading hasResults
            // makes the binding follow resultsChanged, so a new run updates the pane.
            Binding {
                target: galleryLoader.item
                when: galleryLoader.item !== null
                property: "figures"
                value: galleryLoader.item && window.lab.hasResults
                       ? window.lab.cardFigures(galleryLoader.item.selectedCardId) : ({})
            }
            Binding {
                target: galleryLoader.item
                when: galleryLoader.item !== null
                property: "partnerFigures"
                value: galleryLoader.item && window.lab.hasResults
                       ? window.lab.partnerFigures(galleryLoader.item.selectedNpcId) : ({})
            }
            Connections {
                target: galleryLoader.item
                function onBackRequested() { window.view = "" }
            }
        }
    }
    // The lab is made from its file when first opened, not named as a type here: naming it would
    // load its charts (Qt Charts, and Qt Widgets under them) at every start, before the first
    // frame, for a screen most starts never show.
    Component {
        id: balanceScreen
        Loader {
            id: labLoader
            focus: true
            readonly property bool busy: item !== null && item.busy === true
            Component.onCompleted: setSource("BalanceScreen.qml", {
                lab: window.lab,
                game: window.game,
                // Screenshot mode shows a small run of its own, so that the picture has results.
                autoRun: window.instantAnimations && window.startView === "balance",
                focus: true
            })
            Connections {
                target: labLoader.item
                function onBackRequested() { window.view = "" }
            }
        }
    }
    Component {
        id: startScreen
        StartScreen {
            focus: true
            game: window.game
            settings: window.settings
            language: window.language
            packs: window.packs
            files: window.files
            onStartRequested: (npcId, deckId, seed) => window.startGame(npcId, deckId, seed)
            onOpenFolderRequested: packDialogs.openFolder()
            onOpenFilesRequested: packDialogs.openFiles()
            onRecentChosen: paths => window.openPacks(paths)
            onBuiltinRequested: window.packs.close()
            onOpenReplayRequested: openReplayDialog.open()
            onSettingsRequested: window.openSettings()
            onGalleryRequested: window.view = "gallery"
            onLabRequested: window.view = "balance"
        }
    }
    Component {
        id: conversationScreen
        ConversationScreen {
            focus: true
            game: window.game
            forcedHover: window.forcedHover
            // "How to play" opens by itself for a new player; not in screenshots, scenarios or replays.
            settings: window.settings
            howToPlayByItself: !window.instantAnimations && window.scenarioPath.length === 0 && window.replayPath.length === 0
            howToPlayStep: window.howToPlayStep
        }
    }
    Component {
        id: endScreen
        EndScreen {
            focus: true
            game: window.game
            settings: window.settings // "another partner" leaves the next partner chosen
            // A scenario played on by hand starts again from its set-up; anything else with the
            // same partner and deck and a new seed.
            onPlayAgain: {
                if (!scenarioSession.playAgain())
                    window.game.restart(Math.floor(Math.random() * 1000000))
            }
            onNewConversation: window.game.leave()
        }
    }

    ErrorPanel {
        id: errorPanel
        packs: packSession
        quiet: gameController.phase === GameController.Start
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        width: Math.min(600, parent.width * 0.5)
        height: implicitHeight
        z: 10
    }
}
