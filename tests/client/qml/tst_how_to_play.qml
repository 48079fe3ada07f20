pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// "How to play": it opens by itself for a new player only, F1 opens it again, Next walks every
// step (each pointing at an item that is on screen, the callout beside it, never over it and
// never off the screen, in every language at both sizes), Back and the keys work, the screen's
// keys wait while it is open, and Skip closes it for good.
Item {
    id: root
    width: 1280
    height: 800

    // Ids of their own: in the screen, `game: game` would read the screen's own property.
    GameController { id: theGame; locale: language.language }
    LanguageController { id: language }
    SettingsController { id: theSettings }

    Component {
        id: screenComponent
        ConversationScreen {
            game: theGame
            settings: theSettings
            howToPlayByItself: true
        }
    }

    TestCase {
        name: "HowToPlay"
        when: windowShown

        property ConversationScreen screen: null

        function makeScreen(byItself, w, h) {
            screen = createTemporaryObject(screenComponent, root,
                                           {howToPlayByItself: byItself, width: w || root.width, height: h || root.height})
            verify(screen)
            screen.forceActiveFocus()
            waitForRendering(screen)
            return screen
        }

        function init() {
            language.language = "en"
            theSettings.howToPlaySeen = false
            verify(theGame.start("elena", "", 11), theGame.lastError)
        }

        // The callout's rectangle in the overlay.
        function calloutRect(overlay) {
            const c = overlay.callout
            return Qt.rect(c.x, c.y, c.width, c.height)
        }
        function intersects(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }

        function calloutClear(overlay) {
            const c = calloutRect(overlay)
            if (overlay.callout.side === "none") return false
            for (let i = 0; i < overlay.holes.length; ++i)
                if (intersects(c, overlay.holes[i])) return false
            return true
        }

        // The step shown: its items exist and are visible, the callout is whole on screen and
        // covers none of them.
        function checkStep(overlay, what) {
            tryVerify(() => overlay.targets.length > 0 && overlay.holes.length === overlay.targets.length,
                      2000, what + ": nothing pointed at")
            // The overlay looks again every 100 ms and when the callout's size changes, but
            // the callout's height comes from a layout that is polished only with a frame: on a
            // loaded machine the first placement can use the last step's size. Wait for a frame
            // and for the overlay to settle; a callout that stays over an item still fails below.
            waitForRendering(overlay)
            for (let t = 0; t < 30 && !calloutClear(overlay); ++t)
                wait(100)
            for (let i = 0; i < overlay.targets.length; ++i) {
                const item = overlay.targets[i]
                verify(item, what)
                verify(item.visible, what + ": " + item.objectName + " is hidden")
                verify(item.width > 0 && item.height > 0, what + ": " + item.objectName + " has no size")
            }
            const c = calloutRect(overlay)
            verify(c.x >= 0 && c.y >= 0 && c.x + c.width <= overlay.width && c.y + c.height <= overlay.height,
                   what + ": the callout leaves the screen: " + c + " in " + overlay.width + "x" + overlay.height)
            verify(overlay.callout.side !== "none", what + ": no side had room for " + c + " beside " + JSON.stringify(overlay.holes))
            for (let i = 0; i < overlay.holes.length; ++i)
                verify(!intersects(c, overlay.holes[i]),
                       what + ": the callout covers " + overlay.targets[i].objectName)
            // Every line of the callout shows whole: wrapped, inside the callout.
            for (const name of ["howToPlayTitle", "howToPlayText", "howToPlayProgress"]) {
                const label = findChild(overlay.callout, name)
                verify(label.text.length > 0, what + ": " + name + " is empty")
                verify(!label.truncated, what + ": " + name + " is truncated")
                const p = label.mapToItem(overlay.callout, 0, 0)
                verify(p.y + label.height <= overlay.callout.height, what + ": " + name + " is cut off")
            }
            for (const b of [overlay.skipButton, overlay.backButton, overlay.nextButton]) {
                const p = b.mapToItem(overlay.callout, 0, 0)
                verify(p.x >= 0 && p.x + b.width <= overlay.callout.width, what + ": " + b.text + " is cut off")
                verify(b.implicitContentWidth <= b.availableWidth + 1, what + ": " + b.text + " is clipped")
            }
        }

        function test_opensByItselfOnlyForANewPlayer() {
            // Tests, screenshots, scenarios and replays: the window does not ask.
            makeScreen(false)
            wait(50) // frames go by
            verify(!screen.tutorial.open)
            verify(!screen.howToPlay) // the guide's overlay is made only when it opens
            screen.destroy()
            wait(0)

            makeScreen(true)
            // Once the conversation is on screen.
            tryVerify(() => screen.tutorial.open)
            tryVerify(() => screen.howToPlay?.visible)
            compare(screen.tutorial.step, 0)
            verify(!screen.tutorial.seen)
            // Skip closes it and keeps that it was seen.
            mouseClick(screen.howToPlay.skipButton)
            verify(!screen.tutorial.open)
            verify(!screen.howToPlay.visible)
            verify(theSettings.howToPlaySeen)
            verify(screen.tutorial.seen)
            screen.destroy()
            wait(0)

            // The next conversation does not open it by itself...
            makeScreen(true)
            verify(!screen.tutorial.open)
            // ...but F1 does, from the start.
            keyClick(Qt.Key_F1)
            verify(screen.tutorial.open)
            compare(screen.tutorial.step, 0)
            checkStep(screen.howToPlay, "reopened")
        }

        function test_walkEveryStep_data() {
            return [
                {tag: "en 1280x800", lang: "en", w: 1280, h: 800},
                {tag: "en 1024x640", lang: "en", w: 1024, h: 640},
                {tag: "de 1024x640", lang: "de", w: 1024, h: 640},
                {tag: "zh_CN 1024x640", lang: "zh_CN", w: 1024, h: 640},
                {tag: "de 1280x800", lang: "de", w: 1280, h: 800},
            ]
        }
        function test_walkEveryStep(data) {
            language.language = data.lang
            makeScreen(false, data.w, data.h)
            const tutorial = screen.tutorial
            verify(!tutorial.open)
            keyClick(Qt.Key_F1)
            verify(tutorial.open)
            const overlay = screen.howToPlay
            tryVerify(() => overlay.activeFocus)
            verify(!overlay.backButton.enabled)
            const titles = []
            for (let i = 0; i < tutorial.count; ++i) {
                compare(tutorial.step, i)
                checkStep(overlay, data.tag + " step " + (i + 1) + " (" + tutorial.title + ")")
                titles.push(tutorial.title)
                // The SPEAK and LISTEN steps open their previews and point at them.
                if (tutorial.preview === "speak") {
                    verify(screen.actionBar.speakPreviewShown)
                    verify(overlay.targets.indexOf(screen.actionBar.speakPreview) >= 0)
                } else if (tutorial.preview === "listen") {
                    verify(screen.actionBar.listenPreviewShown)
                    verify(overlay.targets.indexOf(screen.actionBar.listenPreview) >= 0)
                }
                if (i < tutorial.count - 1) {
                    compare(overlay.nextButton.text, qsTranslate("HowToPlay", "Next"))
                    // By turns: the button, Enter and the right arrow.
                    if (i % 3 === 0) mouseClick(overlay.nextButton)
                    else if (i % 3 === 1) keyClick(Qt.Key_Return)
                    else keyClick(Qt.Key_Right)
                }
            }
            // Nine different steps.
            compare(new Set(titles).size, tutorial.count)
            verify(tutorial.count >= 7 && tutorial.count <= 9)
            // Left and Back go back; the previews close with their steps.
            keyClick(Qt.Key_Left)
            compare(tutorial.step, tutorial.count - 2)
            mouseClick(overlay.backButton)
            compare(tutorial.step, tutorial.count - 3)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            verify(tutorial.last)
            verify(!screen.actionBar.speakPreviewShown && !screen.actionBar.listenPreviewShown)
            compare(overlay.nextButton.text, qsTranslate("HowToPlay", "Done"))
            verify(!theSettings.howToPlaySeen) // a test screen keeps it in the settings given
            mouseClick(overlay.nextButton)
            verify(!tutorial.open)
            verify(theSettings.howToPlaySeen)
            // The screen's keys work again.
            tryVerify(() => screen.activeFocus)
        }

        function test_screenWaitsWhileOpen() {
            // No opening decision here: 1 selects the first card once the guide is gone.
            verify(theGame.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), theGame.lastError)
            verify(!theGame.decision.active)
            makeScreen(false)
            keyClick(Qt.Key_F1)
            verify(screen.tutorial.open)
            const turn = theGame.status.turn
            const hand = screen.hand.count
            keyClick(Qt.Key_L) // LISTEN, were the screen listening
            keyClick(Qt.Key_1)
            compare(theGame.status.turn, turn)
            compare(screen.hand.count, hand)
            compare(theGame.selectedIndex, -1)
            // A click on the dimmed LISTEN button does nothing either.
            mouseClick(screen.actionBar.listenButton)
            compare(theGame.status.turn, turn)
            mouseClick(screen.howToPlay.skipButton)
            verify(!screen.tutorial.open)
            verify(!screen.howToPlay.activeFocus)
            keyClick(Qt.Key_1)
            compare(theGame.selectedIndex, 0)
        }

        function test_goalStepPointsAtTheGoal() {
            verify(theGame.loadScenario(Qt.resolvedUrl("../fixtures/goal_in_hand.json")), theGame.lastError)
            makeScreen(false)
            const tutorial = screen.tutorial
            tutorial.start(0)
            while (tutorial.targets[0] !== "goalCard" && !tutorial.last) tutorial.next()
            compare(tutorial.targets[0], "goalCard")
            checkStep(screen.howToPlay, "goal in hand")
            compare(screen.howToPlay.targets.length, 1)
            const goal = screen.howToPlay.targets[0]
            compare(goal.objectName, "goalCard")
            verify(goal.goal)
        }
    }
}
