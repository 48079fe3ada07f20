pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The partner who answers (issue 11): the portrait changes with the emotional state (the new
// picture fades in over the old, the frame takes the state's colour), the partner's line appears
// in a bubble by the portrait, and the log's story lines fold out into their rule steps by mouse
// and keyboard without taking the game's own keys.
Item {
    id: root
    width: 1280
    height: 800

    GameController { id: game }
    ConversationScreen {
        id: screen
        anchors.fill: parent
        game: game
    }

    // What the portrait went through, as it happened: on a loaded machine a 200 ms fade can be
    // over before the test looks, so the test reads this record rather than the moment.
    Connections {
        id: portraitRecord
        // Each change of fading, with the pictures in front and behind at that moment.
        property var fades: []
        function onFadingChanged() {
            const p = target as PartnerPortrait
            fades.push({fading: p.fading, front: p.shownSvg, behind: p.previousSvg})
        }
    }

    TestCase {
        name: "Partner"
        when: windowShown

        function init() {
            Theme.animationSpeed = 1
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/partner_moods.json")), game.lastError)
            screen.forceActiveFocus()
            waitForRendering(screen)
            tryVerify(() => !findChild(screen, "partnerPortrait").fading, 1000)
        }

        function rowWith(text) {
            for (let i = 0; i < game.log.count; ++i)
                if (game.log.textAt(i).indexOf(text) >= 0) return i
            return -1
        }

        function speakSmallTalk() {
            keyClick(Qt.Key_1) // Small Talk is the first card
            compare(game.selectedIndex, 0)
            keyClick(Qt.Key_S)
        }

        function test_portraitChangesWithTheState() {
            const portrait = findChild(screen, "partnerPortrait")
            verify(portrait)
            const image = findChild(portrait, "portraitImage")
            verify(image.valid)
            const neutral = portrait.shownSvg
            const neutralFrame = String(portrait.frameColor) // a copy, not the live value
            compare(neutral, game.partner.portrait)
            compare(game.partner.stateName, "Neutral")
            portraitRecord.target = portrait
            portraitRecord.fades = []
            speakSmallTalk()
            compare(game.partner.stateName, "Open")
            // The new picture is in front and fades in over the old one: the fade started with
            // the new face in front of the neutral one, and ended.
            verify(portrait.shownSvg !== neutral)
            compare(portrait.shownSvg, game.partner.portrait)
            tryVerify(() => !portrait.fading, 1000)
            const fades = portraitRecord.fades
            compare(fades.length, 2)
            compare(fades[0], {fading: true, front: portrait.shownSvg, behind: neutral})
            verify(!fades[1].fading)
            compare(image.opacity, 1)
            compare(portrait.previousSvg, portrait.shownSvg)
            tryVerify(() => String(portrait.frameColor) !== neutralFrame, 1000)
            // Back on the timeline, the old face again.
            verify(game.undo())
            tryCompare(portrait, "shownSvg", neutral)
            tryVerify(() => !portrait.fading, 1000)
        }

        function test_bubbleShowsThePartnersLine() {
            const bubble = findChild(screen, "partnerBubble")
            const speech = findChild(screen, "partnerSpeech")
            verify(!bubble.visible)
            speakSmallTalk()
            tryVerify(() => bubble.visible)
            compare(speech.text, "\u201CYou might actually understand. Sit, if you must.\u201D")
            // It pops up, and settles.
            tryCompare(bubble, "scale", 1, 1000)
            verify(speech.truncated === false)
            // Listening keeps the answer; speaking again with no answer takes it away.
            keyClick(Qt.Key_L)
            verify(bubble.visible)
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_S)
            tryVerify(() => !bubble.visible)
        }

        function test_logFoldsOutByMouseAndKeys() {
            speakSmallTalk()
            const list = findChild(screen, "logList")
            const row = rowWith("Fine weather for the season")
            verify(row >= 0)
            list.positionViewAtIndex(row, ListView.Contain)
            waitForRendering(list)
            const line = list.itemAtIndex(row)
            verify(line, "row " + row + " of " + list.count + ", list " + list.width + "x" + list.height)
            const steps = findChild(line, "logSteps")
            verify(!steps.visible)
            const reply = findChild(line, "logReply")
            verify(reply.visible)
            verify(reply.text.indexOf("You might actually understand") >= 0)
            compare(findChild(line, "logMood").text, "Elena warms to you: now Open.")
            // A click folds out the rule steps, as sentences, and folds them in again.
            mouseClick(findChild(line, "logLine"))
            tryVerify(() => steps.visible)
            tryVerify(() => steps.height > 0)
            verify(game.log.stepsAt(row).indexOf("Comfort rises from 2 to 3.") >= 0)
            mouseClick(findChild(line, "logLine"))
            tryVerify(() => !steps.visible)
            // The click kept the game's keys: L still listens.
            const actions = game.timeline.count
            keyClick(Qt.Key_L)
            tryCompare(game.timeline, "count", actions + 1)
            // With the focus on the log (Tab), Enter and Space fold the current line.
            list.forceActiveFocus()
            list.currentIndex = row
            keyClick(Qt.Key_Return)
            tryVerify(() => steps.visible)
            keyClick(Qt.Key_Space)
            tryVerify(() => !steps.visible)
            // Keys the log does not use still reach the game.
            keyClick(Qt.Key_L)
            tryCompare(game.timeline, "count", actions + 2)
        }

        function test_seekButtonGoesBackToTheLine() {
            speakSmallTalk()
            keyClick(Qt.Key_L)
            const list = findChild(screen, "logList")
            const row = rowWith("Fine weather for the season")
            list.positionViewAtIndex(row, ListView.Contain)
            waitForRendering(list)
            const line = list.itemAtIndex(row)
            mouseMove(line, 20, 5)
            const seek = findChild(line, "seekButton")
            tryCompare(seek, "opacity", 1)
            const before = game.timeline.currentIndex
            mouseClick(seek)
            tryVerify(() => game.timeline.currentIndex < before)
            compare(game.log.actionAt(game.log.count - 1), game.timeline.currentIndex)
        }
    }
}
