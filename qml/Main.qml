pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Parley.Client

// The window: the start screen, the conversation, or the end screen, by the game's phase.
ApplicationWindow {
    id: window
    // Set from the command line (see app/client/launch_options.h).
    property string scenarioPath: ""
    property string forcedHover: ""
    property string languageOverride: ""
    property string startNpc: ""
    property string startDeck: ""
    property double startSeed: -1
    property size forcedSize: Qt.size(0, 0)
    property bool instantAnimations: false

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: qsTr("Parley")
    color: Theme.background

    SettingsController { id: settings }
    LanguageController { id: language }
    GameController {
        id: game
        locale: language.language
    }

    Binding { target: Theme; property: "animationSpeed"; value: window.instantAnimations ? 0 : settings.animationSpeed }

    function startGame(npcId: string, deckId: string, seed: int) {
        settings.lastNpc = npcId
        settings.lastDeck = deckId
        game.start(npcId, deckId, seed)
    }

    Component.onCompleted: {
        if (forcedSize.width > 0) {
            width = forcedSize.width
            height = forcedSize.height
        } else {
            settings.restoreGeometry(window)
        }
        language.language = languageOverride.length > 0 ? languageOverride : (settings.language.length > 0 ? settings.language : "en")
        if (scenarioPath.length > 0)
            game.loadScenario(scenarioPath)
        else if (startNpc.length > 0)
            game.start(startNpc, startDeck, startSeed >= 0 ? startSeed : Math.floor(Math.random() * 1000000))
    }
    onClosing: settings.saveGeometry(window)

    Connections {
        target: language
        // A language chosen on the start screen is kept; --lang is for this run only.
        function onLanguageChanged() {
            if (window.languageOverride.length === 0) settings.language = language.language
        }
    }

    StackLayoutSwitch {}
    component StackLayoutSwitch: Item {
        anchors.fill: parent
        StartScreen {
            anchors.fill: parent
            visible: game.phase === GameController.Start
            focus: visible
            game: game
            settings: settings
            language: language
            onStartRequested: (npcId, deckId, seed) => window.startGame(npcId, deckId, seed)
        }
        ConversationScreen {
            anchors.fill: parent
            visible: game.phase === GameController.Playing
            focus: visible
            game: game
            forcedHover: window.forcedHover
        }
        EndScreen {
            anchors.fill: parent
            visible: game.phase === GameController.Ended
            focus: visible
            game: game
            onPlayAgain: game.start(game.npcId, game.deckId, Math.floor(Math.random() * 1000000))
            onNewConversation: game.leave()
        }
    }
}
