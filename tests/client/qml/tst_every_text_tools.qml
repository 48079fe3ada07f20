pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// Every text of the designers' and testers' screens, in English, German and Chinese, at the
// smallest window (1024x640, less the menu bar), each where the window puts it: the balance lab
// (after a run and a second one to compare, each tab), the steps panel and the test explorer in
// the scenario dock (320 px wide at this size), and the error panel with the pack bar over a
// broken pack. None is cut off, wider than its box, broken mid-word or outside the window
// (TextChecks.qml, as tst_every_text.qml checks the player's screens).
Item {
    id: root
    width: 1024
    height: 600

    GameController { id: game; locale: language.language }
    LanguageController { id: language }
    TextChecks { id: checks; window: root }

    BalanceLab {
        id: lab
        game: game
        threads: 2
        locale: language.language
    }
    BalanceScreen {
        id: labScreen
        anchors.fill: parent
        visible: false
        lab: lab
        game: game
    }

    // The scenario dock as Main.qml lays it out at 1024 wide: steps above, explorer below.
    ScenarioSession { id: session; game: game }
    ScenarioExplorerController { id: explorer }
    Column {
        id: dock
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: Math.min(420, Math.max(320, root.width * 0.3))
        visible: false
        StepsPanel {
            id: steps
            session: session
            width: parent.width
            height: parent.height * 0.6
        }
        ScenarioExplorer {
            id: explorerView
            explorer: explorer
            width: parent.width
            height: parent.height * 0.4
        }
    }

    PackSession { id: packs; game: game }
    PackBar {
        id: bar
        packs: packs
        width: parent.width
    }
    ErrorPanel {
        id: errors
        packs: packs
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 12
        width: Math.min(600, parent.width * 0.5)
        height: implicitHeight
    }

    TestCase {
        name: "EveryToolText"
        when: windowShown

        function cleanupTestCase() {
            language.language = "en"
        }

        function verifyWhole(where: string, container: Item, minimum: int) {
            const found = checks.texts(container, []).length
            verify(found >= minimum, where + ": only " + found + " texts")
            // Layouts are polished with frames; a text that stays cut still fails.
            let wrong = checks.problems(where, container)
            for (let t = 0; t < 20 && wrong.length > 0; ++t) {
                wait(100)
                wrong = checks.problems(where, container)
            }
            verify(wrong.length === 0, wrong.join("\n"))
        }
        function verifyInside(where: string, container: Item) {
            const wrong = checks.spills(where, container)
            verify(wrong.length === 0, wrong.join("\n"))
        }

        // The words on which turns changed go under the curves and their legend, across the
        // column, in every language. (Shown only once a run is compared, they once stayed
        // where the column had never placed them, over the chart's top edge.)
        function verifyTurnWordsUnderTheCurves() {
            const words = findChild(labScreen, "turnWords")
            const chart = findChild(labScreen, "curvesChart")
            verify(words.text.length > 0, "no words on the turns after a compared run")
            const top = words.mapToItem(labScreen, 0, 0).y
            const chartBottom = chart.mapToItem(labScreen, 0, chart.height).y
            verify(top >= chartBottom, "the turns' words at y " + top + ", over the curves (to y "
                   + chartBottom + ")")
            verify(words.width >= chart.width / 2, "the turns' words are " + words.width
                   + " px wide, under a chart " + chart.width + " px wide")
        }

        // The card table's column titles follow the language, though the table was made in
        // another (they once stayed English: a C++ call in a binding is not redone by
        // retranslate()).
        function verifyCardTitlesIn(lang: string) {
            const english = ["Card", "Drawn", "Played", "Succeeded", "Exhausted unplayed",
                             "Won, played", "Won, not played", "Impact", "Change"]
            for (let i = 0; i < english.length; ++i) {
                const label = checks.texts(findChild(labScreen, "header" + i), [])[0]
                verify(label, "no title for column " + i)
                const title = label.text.replace(/ [\u25B4\u25BE]$/, "")
                if (lang === "en") compare(title, english[i])
                else verify(title !== english[i], "column " + i + " is still '" + title + "' in " + lang)
            }
        }

        function test_screens_data() {
            const rows = []
            for (const lang of ["en", "de", "zh_CN"])
                rows.push({tag: lang, lang: lang})
            return rows
        }
        function test_screens(data) {
            language.language = data.lang
            compare(language.language, data.lang)

            // The balance lab, after a run and a second one with another seed (the comparison).
            labScreen.visible = true
            if (!lab.compared) {
                labScreen.chosenPolicies = ["random", "greedy"]
                labScreen.gamesField.text = "200"
                for (const seed of ["1", "2"]) {
                    labScreen.seedField.text = seed
                    verify(labScreen.runButton.enabled)
                    mouseClick(labScreen.runButton)
                    tryVerify(() => lab.status === BalanceLab.Finished && !lab.running, 60000)
                }
                verify(lab.compared, lab.comparisonText)
                compare(lab.done, 400) // one partner, two policies, 200 games each
            }
            const tabs = findChild(labScreen, "tabs")
            for (let tab = 0; tab < tabs.count; ++tab) {
                tabs.currentIndex = tab
                waitForRendering(labScreen)
                verifyWhole("balance lab, tab " + (tab + 1), labScreen, 12)
                if (tab === 1) verifyTurnWordsUnderTheCurves()
                if (tab === 2) verifyCardTitlesIn(data.lang)
            }
            tabs.currentIndex = 0
            labScreen.visible = false

            // The scenario dock: a scenario run to its failing check, each check's expected and
            // found shown, and the explorer's tree of a folder with a failing file.
            dock.visible = true
            verify(session.open(Qt.resolvedUrl("../fixtures/scenario_folder/failing_check.json")))
            mouseClick(findChild(steps, "runToEndButton"))
            compare(session.failedRow, 4)
            verify(explorer.open(Qt.resolvedUrl("../fixtures/scenario_folder")))
            tryVerify(() => explorer.runs >= 1 && !explorer.running, 60000)
            for (const row of [0, 4]) {
                steps.list.positionViewAtIndex(row, ListView.Beginning)
                waitForRendering(dock)
                verifyWhole("steps panel at row " + row, steps, 6)
            }
            verifyWhole("test explorer", explorerView, 3)
            verifyInside("test explorer", explorerView)
            dock.visible = false

            // The error panel and the pack bar over a broken pack.
            errors.quiet = false
            errors.dismissed = false
            verify(!packs.open([Qt.resolvedUrl("../fixtures/broken_pack")]))
            tryVerify(() => errors.visible && bar.visible)
            waitForRendering(errors)
            verifyWhole("error panel", errors, 3)
            verifyWhole("pack bar", bar, 1)
            verify(errors.mapToItem(root, 0, 0).y >= 0, "the error panel leaves the window")
        }
    }
}
