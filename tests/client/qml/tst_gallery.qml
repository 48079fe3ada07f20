pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Parley.Client

// The card gallery with the mouse and the keyboard: every card drawn by the hand's card view,
// the search and the filters, a card's detail with and without the balance lab's figures, a
// deck's view, a partner and their skills, and the way back.
Item {
    id: root
    width: 1280
    height: 800

    LanguageController { id: language }
    GalleryScreen {
        id: screen
        property int backs: 0
        anchors.fill: parent
        focus: true
        onBackRequested: backs += 1
    }

    Component {
        id: packComponent
        PackSession {}
    }

    TestCase {
        name: "Gallery"
        when: windowShown

        readonly property GalleryController gallery: screen.gallery
        readonly property var cards: screen.cardsTab

        function init() {
            // English, whatever a failed test left behind.
            language.language = "en"
            screen.locale = "en"
            screen.tabs.currentIndex = 0
            cards.searchField.text = ""
            gallery.cards.clearFilters()
            gallery.cards.sortKey = GalleryFilterModel.Name
            cards.selectedCardId = ""
            screen.figures = ({})
            screen.forceActiveFocus()
            waitForRendering(screen)
        }
        // The card view of a card shown (made if need be, as scrolling to it would).
        function cardItem(id: string): var {
            for (let i = 0; i < cards.cardRepeater.count; ++i) {
                const slot = cards.cardRepeater.itemAt(i)
                if (slot && slot.cardId === id) {
                    slot.wanted = true
                    return slot.card
                }
            }
            return null
        }

        function test_everyCardAsInPlay() {
            verify(gallery.allCards.count > 40)
            compare(cards.cardRepeater.count, gallery.allCards.count)
            const card = cardItem("interrupt")
            verify(card !== null)
            // The hand's card view, whole: its name, weight and effects, and nothing cut off.
            compare(card.name, "Interrupt")
            compare(card.weight, 1)
            compare(findChild(card, "cardName").text, "Interrupt")
            verify(findChild(card, "successLine").text.indexOf("Receptive") >= 0)
            // Cards are made as they near the view: not all at once, and all by the end of a scroll.
            const grid = findChild(cards, "cardGrid")
            const made = () => { let n = 0; for (let i = 0; i < cards.cardRepeater.count; ++i) n += cards.cardRepeater.itemAt(i).card ? 1 : 0; return n }
            verify(made() < cards.cardRepeater.count, made() + " cards made at once")
            verify(made() >= 6)
            while (grid.contentY + grid.height < grid.contentHeight - 1) {
                grid.contentY = Math.min(grid.contentY + grid.height, grid.contentHeight - grid.height)
                waitForRendering(grid)
            }
            compare(made(), cards.cardRepeater.count)
            for (let i = 0; i < cards.cardRepeater.count; ++i) {
                const c = cards.cardRepeater.itemAt(i).card
                verify(c.height >= c.neededHeight - 1, c.name + " is cut off")
                verify(cards.cardRepeater.itemAt(i).height === c.height)
            }
            grid.contentY = 0
            // Permanents show their abilities, triggers and auras as in hand.
            let rules = 0
            for (let i = 0; i < cards.cardRepeater.count; ++i) rules += cards.cardRepeater.itemAt(i).card.rules.length
            verify(rules >= 5)
        }

        function test_searchAndFilter() {
            mouseClick(cards.searchField)
            keyClick(Qt.Key_I); keyClick(Qt.Key_N); keyClick(Qt.Key_T); keyClick(Qt.Key_E); keyClick(Qt.Key_R)
            tryVerify(() => gallery.cards.count < gallery.allCards.count)
            verify(cardItem("interrupt") !== null)
            compare(cards.cardRepeater.count, gallery.cards.count)
            compare(findChild(cards, "cardCount").text, gallery.cards.count + " of " + gallery.allCards.count + " cards")
            cards.searchField.text = "nothing could ever match this"
            tryCompare(gallery.cards, "count", 0)
            verify(findChild(cards, "noMatch").visible)
            cards.searchField.text = ""
            tryCompare(gallery.cards, "count", gallery.allCards.count)

            // A filter chosen in its box: the choices are words from the content.
            const box = findChild(cards, "propertyFilter")
            compare(box.displayText, "Any property")
            const opportunity = box.choices.findIndex(c => c.text === "Opportunity")
            verify(opportunity > 0, JSON.stringify(box.choices))
            box.activated(opportunity)
            tryVerify(() => gallery.cards.count > 0 && gallery.cards.count < gallery.allCards.count)
            compare(box.displayText, "Opportunity")
            for (let i = 0; i < cards.cardRepeater.count; ++i)
                verify(cards.cardRepeater.itemAt(i).badges.indexOf("Opportunity") >= 0)
            // And a partner on top.
            const npc = findChild(cards, "npcFilter")
            npc.activated(npc.choices.findIndex(c => c.value === "marcus"))
            compare(gallery.cards.npc, "marcus")
            const narrowed = gallery.cards.count
            verify(narrowed > 0)
            mouseClick(findChild(cards, "clearFilters"))
            compare(gallery.cards.count, gallery.allCards.count)
            compare(box.displayText, "Any property")

            // Sorted by weight: the lightest first.
            const sort = findChild(cards, "sortBox")
            sort.activated(sort.choices.findIndex(c => c.value === GalleryFilterModel.Weight))
            const weightAt = i => cards.cardRepeater.itemAt(i).weight
            tryVerify(() => weightAt(0) <= weightAt(cards.cardRepeater.count - 1))
            verify(weightAt(0) < weightAt(cards.cardRepeater.count - 1))
        }

        function test_selectedCardInFull() {
            const detail = cards.detail
            verify(!findChild(detail, "detailName").visible)
            cards.searchField.text = "haggle"
            tryVerify(() => cardItem("marcus_haggle") !== null)
            const card = cardItem("marcus_haggle")
            waitForRendering(screen)
            mouseClick(card)
            compare(cards.selectedCardId, "marcus_haggle")
            compare(screen.selectedCardId, "marcus_haggle")
            verify(card.selected)
            tryVerify(() => findChild(detail, "detailName").visible)
            compare(findChild(detail, "detailName").text, card.name)
            verify(findChild(detail, "detailSuccess").text.length > 0)
            verify(findChild(detail, "detailFailure").visible)
            verify(findChild(detail, "detailExhaust").visible)
            verify(findChild(detail, "detailFacts").text.indexOf("Weight " + card.weight) === 0, findChild(detail, "detailFacts").text)
            // The decks that use it, with counts: Marcus's deck holds two.
            const decks = findChild(detail, "detailDecks").text
            verify(decks.indexOf("\u00D72") >= 0, decks)
            verify(findChild(detail, "detailPartners").text.indexOf("Marcus") >= 0)
            // No simulation yet: it says so and where to run one.
            verify(detail.noFigures.visible)
            verify(detail.noFigures.text.indexOf("Balance lab") >= 0)
            verify(!detail.figuresTable.visible)

            // The lab's figures, fed from outside: in words with percentages.
            screen.figures = {games: 200, drawn: 400, played: 100, succeeded: 60, exhaustedUnplayed: 50,
                              gamesPlayed: 80, winRatePlayed: 0.625, winRateNotPlayed: 0.4}
            tryVerify(() => detail.figuresTable.visible)
            verify(!detail.noFigures.visible)
            const shown = []
            for (const t of findChildrenNamed(detail.figuresTable, "figureValue")) shown.push(t.text)
            compare(shown.length, 8)
            verify(shown.indexOf("100 times (25% of the draws)") >= 0, shown.join(" | "))
            verify(shown.indexOf("in 80 of 200 conversations (40%)") >= 0, shown.join(" | "))
            verify(shown.indexOf("63%") >= 0, shown.join(" | "))
            screen.figures = ({})
            tryVerify(() => detail.noFigures.visible)
        }
        function findChildrenNamed(item: Item, name: string): var {
            const out = []
            if (!item) return out
            if (item.objectName === name) out.push(item)
            for (let i = 0; i < item.children.length; ++i) out.push(...findChildrenNamed(item.children[i], name))
            return out
        }

        function test_deckView() {
            mouseClick(findChild(screen, "decksTabButton"))
            compare(screen.tabs.currentIndex, 1)
            const decks = screen.decksTab
            waitForRendering(decks)
            const row = findChild(decks.deckList, "deck_marcus_deck")
            verify(row !== null)
            mouseClick(row)
            compare(decks.selectedDeckId, "marcus_deck")
            const view = decks.view
            compare(findChild(view, "deckName").text, gallery.deck("marcus_deck").name)
            // A bar per weight, and a line per property.
            const curve = gallery.deck("marcus_deck").curve
            tryCompare(view.curveBars.children, "length", curve.length + 1) // and the Repeater
            const bars = findChildrenNamed(view.curveBars, "curveBar")
            compare(bars.length, curve.length)
            let tallest = 0
            for (const b of bars) tallest = Math.max(tallest, b.height)
            compare(tallest, 90)
            compare(view.mix.count, gallery.deck("marcus_deck").properties.length)
            verify(view.mix.count > 0)
            // Its cards with their counts; one opens in the cards tab.
            compare(view.deckCards.count, gallery.deck("marcus_deck").cards.length)
            let haggle = null
            for (let i = 0; i < view.deckCards.count; ++i)
                if (view.deckCards.itemAt(i).card.cardId === "marcus_haggle") haggle = view.deckCards.itemAt(i)
            verify(haggle !== null)
            compare(haggle.copies, 2)
            // The deck view scrolls; click the card where it is.
            view.flick.contentY = Math.min(Math.max(0, view.flick.contentHeight - view.flick.height),
                                           haggle.mapToItem(view.flick.contentItem, 0, 0).y)
            waitForRendering(view)
            mouseClick(haggle)
            compare(screen.tabs.currentIndex, 0)
            compare(screen.selectedCardId, "marcus_haggle")
            // The deck search.
            mouseClick(findChild(screen, "decksTabButton"))
            findChild(decks, "deckSearch").text = "zzz"
            tryCompare(decks.deckList, "count", 0)
            findChild(decks, "deckSearch").text = ""
            tryCompare(decks.deckList, "count", gallery.allDecks.count)
        }

        function test_partnerAndSkills() {
            mouseClick(findChild(screen, "partnersTabButton"))
            compare(screen.tabs.currentIndex, 2)
            const partners = screen.partnersTab
            waitForRendering(partners)
            const row = findChild(partners.partnerList, "partner_marcus")
            verify(row !== null)
            mouseClick(row)
            compare(partners.selectedNpcId, "marcus")
            compare(findChild(partners, "partnerName").text, "Marcus")
            verify(findChild(partners, "partnerDescription").text.length > 0)
            verify(findChild(partners, "partnerPortrait").valid)
            const skills = gallery.partner("marcus").skills
            compare(partners.skills.count, skills.length)
            verify(skills.length > 0)
            const first = partners.skills.itemAt(0)
            compare(first.objectName, "skill_" + skills[0].skillId)
            verify(findChild(first, "skillDescription").text.length > 0)
            verify(findChild(first, "skillDescription").text.indexOf("{") < 0)
            // Search by a skill's name.
            findChild(partners, "partnerSearch").text = skills[0].name
            tryVerify(() => partners.partnerList.count >= 1 && partners.partnerList.count < gallery.allPartners.count)
            findChild(partners, "partnerSearch").text = ""
            // Their deck, in the deck view.
            const b = findChild(partners, "openPartnerDeck")
            mouseClick(b)
            compare(screen.tabs.currentIndex, 1)
            compare(screen.decksTab.selectedDeckId, "marcus_deck")
        }

        // The partners get the cards' treatment: filters and a sort chosen with the mouse, and the
        // balance lab's figures for the one chosen.
        function choose(box, text: string) {
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            const i = box.choices.findIndex(c => c.text === text)
            verify(i >= 0, text + " among " + JSON.stringify(box.choices))
            box.currentIndex = i
            box.activated(i)
            box.popup.close()
        }
        function test_partnerFiltersSortAndFigures() {
            mouseClick(findChild(screen, "partnersTabButton"))
            const partners = screen.partnersTab
            waitForRendering(partners)
            const all = gallery.allPartners.count
            tryCompare(partners.partnerList, "count", all)
            // Without skills, then with: the two lists split the partners between them.
            choose(findChild(partners, "partnerSkillFilter"), "Without skills")
            const without = partners.partnerList.count
            choose(findChild(partners, "partnerSkillFilter"), "With skills")
            const withSkills = partners.partnerList.count
            verify(withSkills > 0)
            compare(without + withSkills, all)
            verify(findChild(partners, "partnerCount").text.indexOf(String(withSkills)) >= 0)
            // The most patient first: the list reads in falling patience.
            choose(findChild(partners, "partnerSortBox"), "Most patient first")
            let last = 1e9
            for (let i = 0; i < gallery.partners.count; ++i) {
                const p = gallery.allPartners.get(gallery.partners.sourceRow(i)).patience
                verify(p <= last, "patience " + p + " after " + last)
                last = p
            }
            mouseClick(findChild(partners, "clearPartnerFilters"))
            tryCompare(partners.partnerList, "count", all)
            gallery.partners.sortKey = GalleryPartnerFilterModel.Name

            // No run: says how to get figures. A run's figures: in words, per policy too.
            partners.selectedNpcId = "marcus"
            verify(findChild(partners, "noPartnerFigures").visible)
            verify(!partners.figuresTable.visible)
            screen.partnerFigures = {games: 400, wins: 54, turns: 2960, policies: [
                {policy: "Random", games: 200, wins: 1}, {policy: "Greedy", games: 200, wins: 53}]}
            tryVerify(() => partners.figuresTable.visible)
            const shown = []
            for (const t of findChildrenNamed(partners.figuresTable, "figureLabel")) shown.push(t.text)
            for (const t of findChildrenNamed(partners.figuresTable, "figureValue")) shown.push(t.text)
            const all2 = shown.join(" | ")
            verify(all2.indexOf("Won over by Greedy") >= 0, all2)
            verify(all2.indexOf("27% (21% to 33%) of 200") >= 0, all2)
            verify(all2.indexOf("7.4 turns on average") >= 0, all2)
            screen.partnerFigures = ({})
            tryVerify(() => !partners.figuresTable.visible)
        }

        // Another language rewords what is shown, the chosen card, deck and partner included.
        // Opens every tab once (the decks and partners tabs are made when first opened).
        function openTabs() {
            for (const tab of [1, 2, 0]) screen.tabs.currentIndex = tab
            verify(screen.decksTab !== null && screen.partnersTab !== null)
        }

        function test_followsTheLanguage() {
            openTabs()
            cards.selectedCardId = "interrupt"
            screen.decksTab.selectedDeckId = "elena_deck"
            screen.partnersTab.selectedNpcId = "marcus"
            const deckName = findChild(screen.decksTab.view, "deckName")
            const englishDeck = deckName.text
            const englishPartner = findChild(screen.partnersTab, "partnerDescription").text
            screen.locale = "de"
            tryCompare(findChild(cards.detail, "detailName"), "text", "Unterbrechen")
            compare(cardItem("interrupt").name, "Unterbrechen")
            verify(deckName.text.length > 0 && deckName.text !== englishDeck, deckName.text)
            compare(deckName.text, gallery.deck("elena_deck").name)
            verify(findChild(screen.partnersTab, "partnerDescription").text !== englishPartner)
            screen.locale = "en"
            tryCompare(findChild(cards.detail, "detailName"), "text", "Interrupt")
            compare(deckName.text, englishDeck)

            // The simulated figures' words too, though the figures stay the same.
            screen.figures = {games: 200, drawn: 400, played: 100, succeeded: 60, exhaustedUnplayed: 50,
                              gamesPlayed: 80, winRatePlayed: 0.5, winRateNotPlayed: 0.25}
            const firstLabel = () => findChildrenNamed(cards.detail.figuresTable, "figureLabel")[0].text
            tryCompare(cards.detail.figuresTable, "visible", true)
            compare(firstLabel(), "Conversations simulated")
            language.language = "de"
            screen.locale = "de"
            tryVerify(() => firstLabel() === "Simulierte Gespr\u00E4che", 2000, firstLabel())
            language.language = "en"
            screen.locale = "en"
            tryVerify(() => firstLabel() === "Conversations simulated", 2000, firstLabel())
            screen.figures = ({})
        }

        // In the real window: the start screen's button opens it, Esc goes back; `view` (what
        // --view sets) opens it at once.
        function test_inTheWindow() {
            const component = Qt.createComponent("qrc:/qt/qml/Parley/Client/Main.qml")
            verify(component.status === Component.Ready, component.errorString())
            const w = createTemporaryObject(component, null, {autosave: false, instantAnimations: true})
            w.requestActivate()
            tryVerify(() => w.active)
            waitForRendering(w.contentItem)
            compare(w.view, "")
            const button = findChild(w.contentItem, "galleryButton")
            verify(button !== null && button.visible)
            mouseClick(button)
            compare(w.view, "gallery")
            tryVerify(() => findChild(w.contentItem, "galleryTabs") !== null)
            const tabs = findChild(w.contentItem, "galleryTabs")
            waitForRendering(tabs)
            keyClick(Qt.Key_Escape)
            compare(w.view, "")
            tryVerify(() => findChild(w.contentItem, "galleryButton") !== null)
            verify(!w.settingsPanel?.opened) // Esc went back, it did not open the settings

            // Opened at once, even with a conversation started from the command line; a
            // conversation that starts later (a replay opened) is shown instead.
            const opened = createTemporaryObject(component, null, {autosave: false, instantAnimations: true, view: "gallery",
                                                                   startNpc: "marcus", startSeed: 5})
            tryVerify(() => findChild(opened.contentItem, "galleryTabs") !== null)
            verify(findChild(opened.contentItem, "galleryButton") === null)
            compare(opened.game.phase, GameController.Playing)
            compare(opened.view, "gallery")
            opened.game.leave()
            compare(opened.view, "")
            tryVerify(() => findChild(opened.contentItem, "galleryButton") !== null)
        }

        // A pack opened, then closed (as a live reload or Built-in only does): the gallery is
        // rebuilt each time, and a chosen card the content lost gives way to the first one.
        function test_followsThePacks() {
            openTabs()
            const packs = createTemporaryObject(packComponent, root)
            screen.packs = packs
            const builtinCount = gallery.allCards.count
            verify(packs.open([Qt.resolvedUrl("../../fixtures/addon_pack/tomas.json")]), packs.problem)
            tryCompare(gallery.allCards, "count", builtinCount + 1)
            verify(cardItem("tomas_fare_goal") !== null)
            cards.selectedCardId = "tomas_fare_goal"
            tryCompare(findChild(cards.detail, "detailName"), "text", "Settle the Fare")
            verify(gallery.allPartners.rowOf("tomas") >= 0)
            compare(gallery.partners.count, gallery.allPartners.count)
            screen.decksTab.selectedDeckId = "tomas_deck"
            compare(findChild(screen.decksTab.view, "deckName").text, "Crossing with Tomas")

            packs.close()
            tryCompare(gallery.allCards, "count", builtinCount)
            verify(cardItem("tomas_fare_goal") === null)
            compare(cards.selectedCardId, gallery.cards.cardIdAt(0))
            compare(findChild(cards.detail, "detailName").text, cardItem(cards.selectedCardId).name)
            verify(screen.decksTab.selectedDeckId !== "tomas_deck")
            compare(findChild(screen.decksTab.view, "deckName").text, gallery.deck(screen.decksTab.selectedDeckId).name)
            screen.packs = null
        }

        function test_backByButtonAndEsc() {
            const before = screen.backs
            mouseClick(findChild(screen, "galleryBack"))
            compare(screen.backs, before + 1)
            screen.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            compare(screen.backs, before + 2)
            // Esc from the search field too.
            mouseClick(cards.searchField)
            keyClick(Qt.Key_Escape)
            compare(screen.backs, before + 3)
        }
    }
}
