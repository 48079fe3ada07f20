pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// A whole conversation by mouse: start screen, cards and buttons until the end, the end screen,
// and play again. Also switches the language at run time.
Item {
    id: root
    width: 1280
    height: 800

    GameController { id: game; locale: language.language }
    SettingsController { id: settings }
    LanguageController { id: language }

    StartScreen {
        id: start
        anchors.fill: parent
        visible: game.phase === GameController.Start
        game: game
        settings: settings
        language: language
        onStartRequested: (npcId, deckId, seed) => game.start(npcId, deckId, seed)
    }
    ConversationScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase === GameController.Playing
        game: game
    }
    EndScreen {
        id: end
        anchors.fill: parent
        visible: game.phase === GameController.Ended
        game: game
        onPlayAgain: game.restart(7)
        onNewConversation: game.leave()
    }

    TestCase {
        name: "Conversation"
        when: windowShown

        function answerDecision() {
            const dialog = screen.decisionDialog
            waitForRendering(dialog)
            // Card choices are small cards in a grid; other questions are buttons.
            const option = i => {
                if (!dialog.asCards) return dialog.optionRepeater.itemAt(i)
                dialog.cardGrid.positionViewAtIndex(i, GridView.Contain)
                return findChild(dialog.cardGrid, "cardOption_" + i)
            }
            if (dialog.single) {
                mouseClick(option(0))
                return
            }
            for (let i = 0; i < game.decision.min; ++i) mouseClick(option(i))
            mouseClick(findChild(dialog, "decisionConfirm"))
        }

        function test_wholeConversationByMouse() {
            game.leave()
            tryVerify(() => start.visible)
            waitForRendering(start)
            start.npcList.currentIndex = 2 // Sera
            const seed = findChild(start, "seedField")
            seed.text = "42"
            mouseClick(findChild(start, "startButton"))
            tryCompare(game, "phase", GameController.Playing)
            compare(game.npcId, "sera")
            compare(game.seed, 42)
            waitForRendering(screen)

            let steps = 0
            while (game.phase === GameController.Playing && steps < 80) {
                ++steps
                if (game.decision.active) {
                    answerDecision()
                    continue
                }
                // A playable goal is spoken at once (as a player would); otherwise speak and
                // listen by turns.
                const hand = screen.hand
                let playable = -1
                let goal = -1
                for (let i = 0; i < hand.count; ++i) {
                    const card = hand.itemAtIndex(i)
                    if (!card || !card.playable) continue
                    if (playable < 0) playable = i
                    if (card.goal && goal < 0) goal = i
                }
                if (goal >= 0) playable = goal
                if ((steps % 2 === 1 || goal >= 0) && playable >= 0) {
                    hand.positionViewAtIndex(playable, ListView.Contain)
                    waitForRendering(hand)
                    mouseClick(hand.itemAtIndex(playable))
                    compare(game.selectedIndex, playable)
                    mouseClick(screen.actionBar.speakButton)
                } else {
                    mouseClick(screen.actionBar.listenButton)
                }
                wait(0)
            }
            compare(game.phase, GameController.Ended)
            tryVerify(() => end.visible)
            waitForRendering(end)
            compare(findChild(end, "outcomeLabel").text, game.summary.headline)
            verify(game.summary.headline.length > 0)
            verify(game.summary.headline.indexOf("_") < 0)
            verify(game.summary.actions > 0)
            mouseClick(findChild(end, "playAgainButton"))
            tryCompare(game, "phase", GameController.Playing)
            compare(game.seed, 7)
        }

        function test_startByKeyboard() {
            game.leave()
            tryVerify(() => start.visible)
            start.npcList.currentIndex = 0
            start.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(start.npcList.currentIndex, 1)
            keyClick(Qt.Key_Return)
            tryCompare(game, "phase", GameController.Playing)
            compare(game.npcId, "marcus")
        }

        function test_languageSwitchKeepsStartScreenChoices() {
            game.leave()
            tryVerify(() => start.visible)
            settings.animationSpeed = 2
            settings.lastDeck = "sera_deck"
            const speed = findChild(start, "speedBox")
            const deck = findChild(start, "deckBox")
            compare(speed.currentIndex, 2)
            compare(deck.currentIndex, game.decks.indexOf("sera_deck") + 1)
            language.language = "de"
            compare(speed.currentIndex, 2)
            compare(speed.displayText, "Schnell")
            compare(deck.currentIndex, game.decks.indexOf("sera_deck") + 1)
            language.language = "en"
            compare(speed.displayText, "Fast")
            settings.animationSpeed = 1
            settings.lastDeck = ""
        }

        function test_languageSwitchesAtRunTime() {
            game.start("elena", "", 3)
            waitForRendering(screen)
            const speak = screen.actionBar.speakButton
            compare(speak.text, "SPEAK")
            language.language = "de"
            compare(speak.text, "SPRECHEN")
            language.language = "zh_CN"
            compare(speak.text, "说")
            language.language = "en"
            compare(speak.text, "SPEAK")
        }
    }
}
