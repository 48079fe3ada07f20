pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The end screen (issue 11) at the smallest window: the outcome and reason, the ending's terms as
// sentences, the recap chart and the key moments, the partner's line, and both ways on (Play
// again; another partner, which leaves the next partner chosen). Nothing on it is cut off.
Item {
    id: root
    width: 1024
    height: 600 // 640 less the window's menu bar

    GameController { id: game }
    SettingsController { id: settings }
    EndScreen {
        id: end
        anchors.fill: parent
        visible: game.phase === GameController.Ended
        game: game
        settings: settings
        property int played: 0
        property int leaves: 0
        onPlayAgain: played++
        onNewConversation: leaves++
    }

    TestCase {
        name: "EndScreen"
        when: windowShown

        function rowOf(id: string): int {
            for (let i = 0; i < game.hand.count; ++i)
                if (game.hand.data(game.hand.index(i, 0), HandModel.CardIdRole) === id) return i
            return -1
        }
        function speak(id: string) {
            game.select(rowOf(id))
            verify(game.speak(), game.lastError)
        }
        // Lift, Lift, Drop, LISTEN, the goal: the fixture's cards do what they do whether they
        // land or not, and the goal cannot fail after Drop (Informed).
        function playRecap() {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/recap/recap.json")), game.lastError)
            speak("t_lift")
            speak("t_lift")
            speak("t_drop")
            verify(game.listen(), game.lastError)
            speak("t_goal")
            compare(game.phase, GameController.Ended)
            tryVerify(() => end.visible)
            waitForRendering(end)
        }
        // Plays the built-in partner by LISTENing (and answering questions) until it ends.
        function playBuiltin(npc: string) {
            verify(game.start(npc, "", 7), game.lastError)
            for (let i = 0; i < 60 && game.phase === GameController.Playing; ++i) {
                if (game.decision.active) {
                    const picks = []
                    for (let k = 0; k < game.decision.min; ++k) picks.push(k)
                    verify(game.decision.choose(picks))
                } else {
                    verify(game.listen(), game.lastError)
                }
            }
            compare(game.phase, GameController.Ended)
            tryVerify(() => end.visible)
            waitForRendering(end)
        }
        function allTexts(item: Item, out: var): var {
            if (item.visible === false) return out
            if (item.truncated !== undefined && item.text !== undefined) out.push(item)
            for (let i = 0; i < item.children.length; ++i) allTexts(item.children[i], out)
            return out
        }
        // Every visible text whole, and the page within the window: nothing to scroll to.
        function verifyNothingCut() {
            const flick = findChild(end, "endPage")
            verify(flick.contentHeight <= flick.height + 1, "the end screen needs " + flick.contentHeight + " of " + flick.height)
            const texts = allTexts(end, [])
            verify(texts.length > 20, "only " + texts.length + " texts found")
            for (const t of texts) {
                verify(!t.truncated, "cut off: " + t.text)
                const p = t.mapToItem(end, 0, 0)
                verify(p.x >= 0 && p.x + t.width <= end.width + 1, "outside the window: " + t.text)
            }
        }

        function test_termsAsSentences() {
            playRecap()
            compare(findChild(end, "outcomeLabel").text, "The conversation succeeded.")
            compare(findChild(end, "reasonLabel").text, game.summary.reason)
            verify(game.summary.reason.indexOf("Hand Over the Ledger") >= 0, game.summary.reason)
            compare(findChild(end, "termsTitle").text, "Delivery")
            const lines = []
            for (const t of allTexts(findChild(end, "termsPanel"), []))
                if (t.objectName === "termLine") lines.push(t.text)
            compare(lines, ["You will deliver the ledger to the Clerk within 30 hours.", "You will be paid 2 coins.",
                            "You gain 1 Trust.", "You may now pass through the Archive."])
            verify(!findChild(end, "noTerms").visible)
            verifyNothingCut()
        }

        function test_recapChartAndMoments() {
            playRecap()
            const chart = end.chart
            verify(chart.visible && chart.width > 200 && chart.height >= 100)
            // The chart drew every point the summary gives, with the states in sight as rungs.
            compare(game.summary.recap.length, 6)
            tryCompare(chart, "drawnPoints", 6)
            compare(chart.drawnStates, game.summary.recapStates.length)
            verify(chart.drawnStates >= 2)
            // The key moments, in words, numbered by action.
            const moments = game.summary.moments
            verify(moments.length >= 4, JSON.stringify(moments))
            const shown = []
            for (const t of allTexts(findChild(end, "recapPanel"), []))
                if (t.objectName === "momentLine") shown.push(t.text)
            compare(shown.length, moments.length)
            for (let i = 0; i < moments.length; ++i) compare(shown[i], moments[i].text)
            verify(shown.some(s => s.indexOf("Robin warmed to you: now Open.") === 0), shown.join("\n"))
            compare(shown[shown.length - 1], "You played your goal, \u201CHand Over the Ledger\u201D, and it succeeded.")
            verifyNothingCut()
        }

        function test_partnerLineHasItsPlace() {
            playRecap()
            const quote = findChild(end, "partnerLine")
            verify(!quote.visible)
            game.summary.partnerLine = "Mind the ledger's last page."
            verify(quote.visible)
            waitForRendering(end)
            verify(allTexts(quote, [])[0].text.indexOf("Mind the ledger's last page.") >= 0)
            verify(allTexts(quote, [])[0].text.indexOf("Robin") >= 0)
            verifyNothingCut()
            game.summary.partnerLine = ""
        }

        function test_playAgain() {
            playRecap()
            const before = end.played
            mouseClick(findChild(end, "playAgainButton"))
            compare(end.played, before + 1)
            end.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(end.played, before + 2)
        }

        function test_anotherPartner() {
            playBuiltin("elena")
            compare(game.summary.otherPartnerId, "marcus")
            settings.lastNpc = "elena"
            const before = end.leaves
            mouseClick(findChild(end, "newConversationButton"))
            compare(end.leaves, before + 1)
            compare(settings.lastNpc, "marcus")
            // Esc does the same; from the last partner, round to the first.
            playBuiltin("sera")
            end.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            compare(end.leaves, before + 2)
            compare(settings.lastNpc, "elena")
            verifyNothingCut()
        }

        // A pack with one partner offers no other: the button still goes back to the choice.
        function test_anotherPartnerWithOnlyOne() {
            playRecap()
            compare(game.summary.otherPartnerId, "")
            settings.lastNpc = "elena"
            const before = end.leaves
            mouseClick(findChild(end, "newConversationButton"))
            compare(end.leaves, before + 1)
            compare(settings.lastNpc, "elena")
        }
    }
}
