pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// Every text of every screen, in English, German and Chinese, at the smallest window (1024x640,
// less the menu bar): none is cut off (elided or past its lines), none spills out of its box or
// the window, and no word is broken in the middle. The screens: the start screen, a full hand
// with permanents on the table, the goal in a full hand, both previews, the explanations, a
// choice among cards, the settings panel, the end screen and the card gallery's three tabs.
Item {
    id: root
    width: 1024
    height: 600

    GameController { id: game; locale: language.language }
    SettingsController { id: settings }
    LanguageController { id: language }

    // The start screen's list of unfinished conversations: on only in test_unfinished.
    PackSession { id: packs; game: game; locale: language.language }
    ConversationFiles { id: files; game: game; contentPaths: packs.paths; autosaveEnabled: false }
    StartScreen {
        id: start
        anchors.fill: parent
        visible: game.phase === GameController.Start
        game: game
        settings: settings
        language: language
        packs: packs
        files: files
    }
    ConversationScreen {
        id: screen
        anchors.fill: parent
        visible: game.phase === GameController.Playing
        game: game
        settings: settings
    }
    EndScreen {
        id: end
        anchors.fill: parent
        visible: game.phase === GameController.Ended
        game: game
        settings: settings
    }
    GalleryScreen {
        id: gallery
        anchors.fill: parent
        visible: false
        locale: language.language
    }
    SettingsPanel {
        id: panel
        settings: settings
        language: language
    }
    TextChecks { id: checks; window: root }

    TestCase {
        name: "EveryText"
        when: windowShown

        function init() {
            panel.close()
            screen.forcedHover = ""
            screen.explaining = false
            if (game.phase !== GameController.Start) game.leave()
        }
        function cleanupTestCase() {
            language.language = "en"
        }

        // Every text of `container` within its bounds (nothing spills under the next panel).
        function verifyInside(where: string, container: Item) {
            const wrong = checks.spills(where, container)
            verify(wrong.length === 0, wrong.join("\n"))
        }
        // The table's permanents: whole in the panel, or the panel scrolls (with its bar shown).
        function verifyTableReachable() {
            const list = findChild(screen, "tableList")
            if (list.contentHeight <= list.height + 1) {
                verifyInside("table", list)
                return
            }
            verify(list.interactive && findChild(list, "tableScrollBar").visible, "the table cuts off permanents and does not scroll")
        }
        // Each card in hand, lifted (hovered), shows all its text: a card clips what does not
        // fit, so the lifted one grows until nothing is clipped.
        function verifyCardsWhole(where: string) {
            verify(screen.hand.count > 0, where + ": no cards")
            for (let i = 0; i < screen.hand.count; ++i) {
                screen.forcedHover = "card:" + (i + 1)
                const c = screen.hand.itemAtIndex(i)
                waitForRendering(screen)
                verifyInside(where + ", card " + c.name, c)
                // And stays inside the window.
                const top = c.mapToItem(root, 0, 0)
                verify(top.y >= 0, where + ", card " + c.name + " rises out of the window")
            }
            screen.forcedHover = ""
        }
        function verifyWhole(where: string, container: Item, minimum: int) {
            const found = checks.texts(container, []).length
            verify(found >= minimum, where + ": only " + found + " texts")
            // Layouts are polished with frames: on a loaded machine a grid's cells can still be
            // at their first size when the test first looks. A text that stays cut still fails.
            let wrong = checks.problems(where, container)
            for (let t = 0; t < 20 && wrong.length > 0; ++t) {
                wait(100)
                wrong = checks.problems(where, container)
            }
            verify(wrong.length === 0, wrong.join("\n"))
        }
        function open(file: string) {
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/" + file)), game.lastError)
            tryVerify(() => screen.visible)
            waitForRendering(screen)
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

            // The start screen.
            tryVerify(() => start.visible)
            waitForRendering(start)
            verifyWhole("start", start, 10)

            // The card gallery: each tab, with a card, a deck and a partner chosen.
            gallery.visible = true
            gallery.cardsTab.selectedCardId = "marcus_haggle"
            for (const tab of [0, 1, 2]) {
                gallery.tabs.currentIndex = tab
                waitForRendering(gallery)
                verifyWhole("gallery tab " + (tab + 1), gallery, 10)
            }
            gallery.tabs.currentIndex = 0
            gallery.visible = false

            // Nine cards with permanents in hand and on the table, then each preview and the
            // explanations over them.
            open("permanents_in_hand.json")
            verifyWhole("full hand", screen, 40)
            verifyCardsWhole("full hand")
            verifyInside("centre", findChild(screen, "centre"))
            verifyTableReachable()
            for (const hover of ["listen", "speak", "card:1", "card:9"]) {
                screen.forcedHover = hover
                waitForRendering(screen)
                verifyWhole("hover " + hover, screen, 40)
            }
            // The previews stay off the hand and inside the window.
            for (const hover of ["listen", "speak"]) {
                screen.forcedHover = hover
                const panel = findChild(screen.actionBar, hover + "PreviewPanel")
                tryVerify(() => panel.visible)
                const top = panel.mapToItem(root, 0, 0).y
                const handTop = screen.hand.mapToItem(root, 0, 0).y
                verify(top + panel.height <= handTop + 1, hover + " preview covers the hand")
                verify(top >= 0, hover + " preview leaves the window")
            }
            screen.forcedHover = ""
            screen.explaining = true
            tryVerify(() => screen.explanationPanel?.visible)
            waitForRendering(screen)
            verifyWhole("explanations", screen.explanationPanel, 6)
            screen.explaining = false

            // The README's table: a permanent with two triggers, the goal in hand.
            verify(game.loadScenario(Qt.resolvedUrl("../../../resources/screenshots/screenshot-table-and-goal.json")), game.lastError)
            tryVerify(() => screen.visible)
            waitForRendering(screen)
            verifyWhole("table and goal", screen, 30)
            verifyTableReachable()

            // The goal in a full hand.
            open("goal_in_full_hand.json")
            verifyWhole("goal", screen, 40)
            verifyCardsWhole("goal")
            verifyInside("centre", findChild(screen, "centre"))

            // A choice among twelve cards.
            open("tutor_choice.json")
            verify(game.activate(0, 0))
            tryVerify(() => screen.decisionDialog?.visible)
            waitForRendering(screen.decisionDialog)
            verifyWhole("card choice", screen.decisionDialog, 12)

            // The settings panel.
            panel.open()
            tryVerify(() => panel.opened)
            waitForRendering(panel.contentItem)
            verifyWhole("settings", panel.contentItem, 8)
            panel.close()
            tryVerify(() => !panel.visible)

            // The end screen, after a short conversation with a recap.
            verify(game.loadScenario(Qt.resolvedUrl("../fixtures/recap/recap.json")), game.lastError)
            for (const id of ["t_lift", "t_lift", "t_drop"]) {
                game.select(rowOf(id))
                verify(game.speak(), game.lastError)
            }
            verify(game.listen(), game.lastError)
            game.select(rowOf("t_goal"))
            verify(game.speak(), game.lastError)
            tryVerify(() => end.visible)
            waitForRendering(end)
            verifyWhole("end", end, 20)
        }
        function rowOf(id: string): int {
            for (let i = 0; i < game.hand.count; ++i)
                if (game.hand.data(game.hand.index(i, 0), HandModel.CardIdRole) === id) return i
            return -1
        }

        // The start screen with unfinished conversations: one to resume, one that needs the pack
        // it was played on (the longest note). Whole in every language, and no id shows.
        function test_unfinished_data() { return test_screens_data() }
        function test_unfinished(data) {
            language.language = data.lang
            files.autosaveEnabled = true
            while (files.unfinished.count > 0) verify(files.discard(0))
            verify(packs.open([Qt.resolvedUrl("../../fixtures/addon_pack/tomas.json")]))
            verify(game.start("tomas", "", 11), game.lastError)
            verify(game.listen(), game.lastError)
            game.leave()
            packs.close()
            verify(game.start("elena", "", 3), game.lastError)
            game.leave()
            compare(files.unfinished.count, 2)
            tryVerify(() => start.visible)
            const list = findChild(start, "unfinishedList")
            tryVerify(() => list.visible && list.count === 2)
            waitForRendering(start)
            verifyWhole("start, unfinished", start, 14)
            for (const t of checks.texts(list, []))
                verify(!/tomas|elena/.test(t.text), "an id shows: " + t.text)
            while (files.unfinished.count > 0) verify(files.discard(0))
            files.autosaveEnabled = false
        }

        // Text fields are dark with light text, like the rest of the window (the seed on the
        // start screen, the search of a card choice).
        function test_textFieldsMatchTheTheme() {
            tryVerify(() => start.visible)
            const seed = findChild(start, "seedField")
            verify(seed.background.color.hslLightness < 0.3, "the seed field is light: " + seed.background.color)
            verify(seed.color.hslLightness > 0.6, "the seed field's text is dark: " + seed.color)
            open("tutor_choice.json")
            verify(game.activate(0, 0))
            tryVerify(() => screen.decisionDialog?.visible)
            const search = findChild(screen.decisionDialog, "decisionSearch")
            verify(search.visible)
            verify(search.background.color.hslLightness < 0.3, "the search field is light")
        }

        // The check itself fails on what it is for: an elided text, a word wider than its
        // wrapping box, and a text past the window.
        Component {
            id: bad
            Item {
                width: 200; height: 100
                Text { objectName: "elided"; width: 40; elide: Text.ElideRight; text: "a long text that cannot fit" }
            }
        }
        Component {
            id: badWord
            Item {
                width: 200; height: 100
                Text { width: 40; wrapMode: Text.Wrap; text: "Verschwiegenheit" }
            }
        }
        function test_checkCatchesCuts() {
            for (const c of [bad, badWord]) {
                const item = createTemporaryObject(c, root)
                waitForRendering(item)
                verify(checks.problems("self-check", item).length > 0, "the check passed a cut text")
            }
        }
    }
}
