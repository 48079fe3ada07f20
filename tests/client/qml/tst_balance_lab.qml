pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The balance lab's screen: choose partners and policies with the mouse, run, read the results
// (win rates, endings, the card table, sorted by a click on its header), run again for the
// comparison, and cancel a long run.
Item {
    id: root
    width: 1024
    height: 640

    GameController { id: game }
    BalanceLab {
        id: lab
        game: game
        threads: 2
    }
    BalanceScreen {
        id: screen
        anchors.fill: parent
        lab: lab
        game: game
    }
    SignalSpy { id: back; target: screen; signalName: "backRequested" }

    TestCase {
        name: "BalanceLab"
        when: windowShown

        function checkBox(objectName: string): Item {
            return findChild(screen, objectName)
        }

        function test_1_chooseRunAndRead() {
            waitForRendering(screen)
            compare(lab.hasResults, false)
            compare(screen.chosenNpcs.length, 1)
            // A second partner ticked with the mouse, the greedy policy unticked.
            const npcs = findChild(screen, "npcList")
            verify(npcs.count >= 2)
            mouseClick(npcs.itemAtIndex(1))
            compare(screen.chosenNpcs.length, 2)
            const greedy = checkBox("policy_greedy")
            verify(greedy.checked)
            mouseClick(greedy)
            verify(!greedy.checked)
            compare(screen.chosenPolicies, ["random"])
            screen.gamesField.text = "300"
            verify(screen.runButton.enabled)
            mouseClick(screen.runButton)
            tryVerify(() => lab.status === BalanceLab.Finished, 60000)
            compare(lab.done, 600)
            verify(findChild(screen, "resultsText").text.indexOf("600") >= 0)
            compare(lab.rates.count, 1)
            verify(lab.outcomes.count >= 2)

            // The card table, sorted by a click on the name column.
            mouseClick(findChild(screen, "cardsTab"))
            waitForRendering(screen)
            verify(screen.cardList.count > 3)
            mouseClick(findChild(screen, "header0"))
            compare(lab.cards.sortColumn, LabCardsModel.NameColumn)
            compare(lab.cards.sortOrder, Qt.AscendingOrder)
            mouseClick(findChild(screen, "header0"))
            compare(lab.cards.sortOrder, Qt.DescendingOrder)

            // Again with another seed: comparable, and each rate shows its change.
            screen.seedField.text = "2"
            mouseClick(screen.runButton)
            tryVerify(() => lab.status === BalanceLab.Finished && lab.compared, 60000)
            verify(findChild(screen, "comparisonText").text.length > 0)
            verify(lab.rates.data(lab.rates.index(0, 0), LabRatesModel.ChangeTextRole).length > 0)
            mouseClick(findChild(screen, "tabs").itemAt(0))
            waitForRendering(screen)
            // Boxes for the run before and for this one.
            compare(screen.ratesChart.series(0).count, 1)
            compare(screen.ratesChart.series(1).count, 1)

            // The Turns tab: the average length and its change, and what the turns' curves did
            // against the run before (both in words; marks on the curve where a turn changed).
            mouseClick(findChild(screen, "tabs").itemAt(1))
            waitForRendering(screen)
            const lengthWords = findChild(screen, "lengthWords")
            verify(lengthWords.visible)
            verify(/^Average length: \d+\.\d turns \u2014 [+\u2212]\d+\.\d\d turns against the run before, (significant|within chance)$/.test(lengthWords.text),
                   lengthWords.text)
            const turnWords = findChild(screen, "turnWords")
            verify(turnWords.visible)
            verify(turnWords.text.indexOf("than chance") > 0, turnWords.text)
            const curves = findChild(screen, "curvesChart")
            let marks = null
            for (let i = 0; i < curves.count; ++i)
                if (curves.series(i).objectName === "comfortMarks") marks = curves.series(i)
            verify(marks)
            let changed = 0
            for (let t = 0; t < lab.turns.count; ++t)
                if (lab.turns.at(t, "comfortChanged") && lab.turns.at(t, "hasValue")) ++changed
            compare(marks.count, changed)

            // What the charts draw is the run's figures: a bar per length at its share (the
            // shares of this run add up to 100%), and a point per turn at its average.
            const seriesNamed = (chart, name) => {
                for (let i = 0; i < chart.count; ++i)
                    if (chart.series(i).objectName === name) return chart.series(i)
                return null
            }
            const bars = seriesNamed(findChild(screen, "lengthsChart"), "lengthBars")
            verify(bars)
            compare(bars.count, 2) // the run before, this run
            const now = bars.at(1), before = bars.at(0)
            compare(now.count, lab.lengths.count)
            let total = 0
            for (let t = 0; t < lab.lengths.count; ++t) {
                fuzzyCompare(now.at(t), 100 * lab.lengths.at(t, "value"), 1e-9)
                fuzzyCompare(before.at(t), 100 * lab.lengths.at(t, "previousValue"), 1e-9)
                total += now.at(t)
            }
            fuzzyCompare(total, 100, 1e-6)
            for (const [name, role] of [["comfortNow", "value"], ["stateNow", "state"]]) {
                const line = seriesNamed(curves, name)
                verify(line, name)
                let k = 0
                for (let t = 0; t < lab.turns.count; ++t) {
                    if (!lab.turns.at(t, "hasValue")) continue
                    const p = line.at(k++)
                    compare(p.x, lab.turns.at(t, "turn"))
                    fuzzyCompare(p.y, lab.turns.at(t, role), 1e-9)
                }
                compare(line.count, k)
                verify(k > 3, name + " has " + k + " points")
            }
            mouseClick(findChild(screen, "tabs").itemAt(0))
        }

        function test_2_cancel() {
            screen.gamesField.text = "5000000"
            mouseClick(screen.runButton)
            verify(lab.running)
            verify(screen.cancelButton.enabled)
            tryVerify(() => lab.done > 0, 10000)
            mouseClick(screen.cancelButton)
            tryVerify(() => !lab.running, 5000)
            compare(lab.status, BalanceLab.Cancelled)
            verify(findChild(screen, "statusText").text.indexOf("Cancelled") >= 0)
            // The results are still the last finished run's.
            verify(lab.hasResults)
            verify(findChild(screen, "resultsText").text.indexOf("5,000,000") < 0)
        }

        function test_3_back() {
            mouseClick(findChild(screen, "backButton"))
            compare(back.count, 1)
        }
    }
}
