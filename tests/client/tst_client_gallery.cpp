// The card gallery's models (issue 13): every card of the content as printed, search, filters and
// sorts, decks (counts, weight curve, property mix), partners and their skills, the balance
// lab's figures in words, and a rebuild on every change of the open packs.
#include "client_test_support.h"

#include "card_figures_text.h"
#include "gallery_controller.h"
#include "pack_session.h"

#include <QCollator>
#include <QFile>
#include <QTemporaryDir>
#include <map>
#include <set>

using namespace parley::client::test;

namespace {

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    QCOMPARE(f.write(bytes), bytes.size());
}

// An add-on pack: one card of its own and a deck of it and built-in cards, with copies.
QByteArray galleryPack(const char* cardName) {
    return QByteArray(R"({
  "packageId": "parley.test.gallery",
  "content": {
    "cards": [
      {"id": "gallery_probe", "name": ")") +
           cardName + R"(", "weight": 7, "difficulty": "Easy",
       "properties": ["Burden"], "connectionType": "Shadow",
       "successEffect": {"type": "AddComfort", "value": "1"}, "failureEffect": null,
       "exhaustEffect": null, "dialogueFragment": "A probe."}
    ],
    "decks": [
      {"id": "gallery_deck", "name": "Probe deck",
       "cards": [{"card": "gallery_probe", "count": 3}, {"card": "offer_tea", "count": 2}, "interrupt"]}
    ]
  }
})";
}

QString role(const QAbstractItemModel& m, int row, int r) {
    return m.data(m.index(row, 0), r).toString();
}

QStringList column(const QAbstractItemModel& m, int r) {
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out << role(m, i, r);
    return out;
}

void testAll(GalleryController& g,
             std::vector<std::unique_ptr<QAbstractItemModelTester>>& testers) {
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             g.allCards(), g.cards(), g.allDecks(), g.decks(), g.allPartners(), g.partners()})
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            m, QAbstractItemModelTester::FailureReportingMode::QtTest));
}

const Content& builtin() {
    return *builtinContent();
}

std::set<std::string> distinctCards(const std::vector<CardIndex>& cards) {
    std::set<std::string> out;
    for (CardIndex c : cards)
        out.insert(builtin().cards[c].id);
    return out;
}

} // namespace

class TestClientGallery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_gallery"); }

    // Every card a designer wrote, with the roles the hand's card view reads, as printed.
    void everyCardAsPrinted() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        const int designed = int(std::count_if(builtin().cards.begin(), builtin().cards.end(),
                                               [](const CardDef& d) { return !d.synthetic; }));
        QVERIFY(designed > 40);
        QCOMPARE(g.allCards()->rowCount(), designed);
        QCOMPARE(g.cards()->count(), designed);
        // CardView.qml's required properties are all roles.
        const QList<QByteArray> names = g.allCards()->roleNames().values();
        for (const char* r :
             {"cardId",     "name",      "dialogue",      "weight",        "weightWhy",
              "difficulty", "chance",    "chanceWhy",     "failureChance", "badges",
              "goal",       "permanent", "successText",   "failureText",   "exhaustText",
              "hasExhaust", "playable",  "blockedReason", "exhausting",    "rules"})
            QVERIFY2(names.contains(r), r);
        const QVariantMap interrupt = g.card("interrupt");
        QCOMPARE(interrupt.value("name").toString(), QString("Interrupt"));
        QCOMPARE(interrupt.value("weight").toInt(), 1);
        QCOMPARE(interrupt.value("difficulty").toString(), QString("Hard"));
        QCOMPARE(interrupt.value("chance").toInt(), 50); // Hard's base
        QCOMPARE(interrupt.value("failureChance").toInt(), 50);
        QCOMPARE(interrupt.value("badges").toStringList(), QStringList{"Opportunity"});
        QCOMPARE(interrupt.value("propertyWords").toStringList(), QStringList{"Opportunity"});
        QVERIFY(interrupt.value("playable").toBool());
        QVERIFY(!interrupt.value("successText").toString().isEmpty());
        QVERIFY(!interrupt.value("exhaustText").toString().isEmpty());
        QVERIFY(interrupt.value("hasExhaust").toBool());
        // A permanent's abilities, triggers and auras, as in hand.
        int withRules = 0;
        for (int i = 0; i < g.allCards()->rowCount(); ++i)
            if (!g.allCards()
                     ->data(g.allCards()->index(i), GalleryCardsModel::RulesRole)
                     .toList()
                     .isEmpty())
                ++withRules;
        QVERIFY(withRules >= 5);
        QVERIFY(g.card("no_such_card").isEmpty());
        // The decks that use it, with counts.
        const QVariantMap haggle = g.card("marcus_haggle");
        bool inMarcus = false;
        for (const QVariant& u : haggle.value("deckUses").toList())
            if (u.toMap().value("deckId") == "marcus_deck") {
                inMarcus = true;
                QCOMPARE(u.toMap().value("copies").toInt(), 2);
                QCOMPARE(u.toMap().value("name").toString(),
                         localized(builtin().findDeck("marcus_deck")->name, "en"));
            }
        QVERIFY(inMarcus);
        QCOMPARE(haggle.value("npcUses").toList().size(), 1);
        QCOMPARE(haggle.value("npcUses").toList()[0].toMap().value("npcId").toString(),
                 QString("marcus"));
    }

    void searchesNameAndRulesInTheLanguage() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        g.cards()->setSearch("interrupt");
        QVERIFY(column(*g.cards(), GalleryCardsModel::CardIdRole).contains("interrupt"));
        QVERIFY(g.cards()->count() < g.allCards()->rowCount());
        // Rules text: every card that says "Receptive" somewhere, and only those.
        g.cards()->setSearch("receptive");
        QVERIFY(g.cards()->count() > 0);
        for (int i = 0; i < g.cards()->count(); ++i)
            QVERIFY(role(*g.cards(), i, GalleryCardsModel::SearchTextRole).contains("receptive"));
        // Two words, in any order.
        g.cards()->setSearch("INTERRUPT receptive");
        QCOMPARE(column(*g.cards(), GalleryCardsModel::CardIdRole), QStringList{"interrupt"});
        g.cards()->setSearch("zzzz-nothing");
        QCOMPARE(g.cards()->count(), 0);
        // German names are searched in German.
        g.setLocale("de");
        g.cards()->setSearch("Unterbrechen");
        QCOMPARE(column(*g.cards(), GalleryCardsModel::CardIdRole), QStringList{"interrupt"});
        g.cards()->setSearch("");
        QCOMPARE(g.cards()->count(), g.allCards()->rowCount());
    }

    void filtersFromTheContent() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        const Content& c = builtin();
        auto count = [&](auto pred) {
            return int(std::count_if(c.cards.begin(), c.cards.end(),
                                     [&](const CardDef& d) { return !d.synthetic && pred(d); }));
        };
        // Property.
        const int opportunity = int(CardProperty::Opportunity);
        g.cards()->setCardProperty(opportunity);
        QCOMPARE(g.cards()->count(),
                 count([](const CardDef& d) { return d.has(CardProperty::Opportunity); }));
        g.cards()->clearFilters();
        // Connection type, and none.
        const int trust = c.ruleset.tokenIndex("Trust");
        g.cards()->setConnection(trust);
        QVERIFY(g.cards()->count() > 0);
        QCOMPARE(g.cards()->count(),
                 count([&](const CardDef& d) { return d.connectionType == trust; }));
        g.cards()->setConnection(GalleryFilterModel::noConnection);
        QCOMPARE(g.cards()->count(), count([](const CardDef& d) { return d.connectionType < 0; }));
        g.cards()->clearFilters();
        // Difficulty and weight, together.
        const int hard = c.ruleset.difficultyIndex("Hard");
        g.cards()->setDifficulty(hard);
        g.cards()->setWeight(1);
        QCOMPARE(g.cards()->count(),
                 count([&](const CardDef& d) { return d.difficulty == hard && d.weight == 1; }));
        QVERIFY(column(*g.cards(), GalleryCardsModel::CardIdRole).contains("interrupt"));
        g.cards()->clearFilters();
        // Partner and deck: the distinct cards of their decks.
        g.cards()->setNpc("marcus");
        QCOMPARE(g.cards()->count(), int(distinctCards(c.findNpc("marcus")->deck).size()));
        g.cards()->setNpc({});
        g.cards()->setDeck("sera_deck");
        QCOMPARE(g.cards()->count(), int(distinctCards(c.findDeck("sera_deck")->cards).size()));
        g.cards()->clearFilters();
        QCOMPARE(g.cards()->count(), g.allCards()->rowCount());

        // The choices: only what the content has, in words.
        std::set<int> weights;
        for (const CardDef& d : c.cards)
            if (!d.synthetic) weights.insert(d.weight);
        QCOMPARE(g.weightChoices().size(), int(weights.size()) + 1);
        QCOMPARE(g.weightChoices()[0].toMap().value("value").toInt(), -1);
        QCOMPARE(g.npcChoices().size(), int(c.npcs.size()) + 1);
        QCOMPARE(g.deckChoices().size(), int(c.decks.size()) + 1);
        LanguageController language; // the translations, as the window loads them
        language.setLanguage("de");
        g.setLocale("de");
        QStringList propertyWords, difficultyWords;
        for (const QVariant& v : g.propertyChoices())
            propertyWords << v.toMap().value("text").toString();
        for (const QVariant& v : g.difficultyChoices())
            difficultyWords << v.toMap().value("text").toString();
        QVERIFY2(!propertyWords.contains("Fleeting") && !propertyWords.contains("Opportunity"),
                 qPrintable(propertyWords.join(", ")));
        QVERIFY2(!difficultyWords.contains("VeryHard") && !difficultyWords.contains("Very hard"),
                 qPrintable(difficultyWords.join(", ")));
        language.setLanguage("en");
        for (const QVariant& v : g.connectionChoices())
            QVERIFY(!v.toMap().value("text").toString().isEmpty());
        QCOMPARE(g.choiceIndex(g.npcChoices(), "marcus"),
                 1 + int(c.findNpc("marcus") - c.npcs.data()));
        QCOMPARE(g.choiceIndex(g.npcChoices(), "nobody"), 0);
    }

    void sorts() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        GalleryFilterModel& m = *g.cards();
        auto numbers = [&](int r) {
            QList<int> out;
            for (int i = 0; i < m.rowCount(); ++i)
                out << m.data(m.index(i, 0), r).toInt();
            return out;
        };
        QStringList names = column(m, GalleryCardsModel::NameRole);
        const QCollator english{QLocale("en")};
        for (int i = 1; i < names.size(); ++i)
            QVERIFY2(english.compare(names[i - 1], names[i]) <= 0,
                     qPrintable(names[i - 1] + " before " + names[i]));
        // Chinese names in pinyin order: 借 (jie) before 仔 (zai), which Unicode has the other way.
        g.setLocale("zh_CN");
        names = column(m, GalleryCardsModel::NameRole);
        const QCollator chinese{QLocale("zh_CN")};
        for (int i = 1; i < names.size(); ++i)
            QVERIFY2(chinese.compare(names[i - 1], names[i]) <= 0,
                     qPrintable(names[i - 1] + " before " + names[i]));
        const int jie = names.indexOf(cardName(*builtin().findCard("elena_borrow_quill"), "zh_CN"));
        const int zai = names.indexOf(cardName(*builtin().findCard("listen_closely"), "zh_CN"));
        QVERIFY2(jie >= 0 && zai >= 0 && jie < zai, qPrintable(names.join(" ")));
        g.setLocale("en");
        m.setSortKey(GalleryFilterModel::SortKey::Weight);
        const QList<int> weights = numbers(GalleryCardsModel::WeightRole);
        QVERIFY(std::is_sorted(weights.begin(), weights.end()));
        QVERIFY(weights.first() < weights.last());
        m.setSortKey(GalleryFilterModel::SortKey::Difficulty);
        const QList<int> chances = numbers(GalleryCardsModel::ChanceRole);
        QVERIFY(std::is_sorted(chances.begin(), chances.end(), std::greater<int>()));
        QVERIFY(chances.first() > chances.last());
        m.setSortKey(GalleryFilterModel::SortKey::Uses);
        const QList<int> uses = numbers(GalleryCardsModel::DeckCopiesRole);
        QVERIFY(std::is_sorted(uses.begin(), uses.end(), std::greater<int>()));
        // Sorted within a filter too: Marcus's haggle (2 copies) among the most used of his deck.
        m.setDeck("marcus_deck");
        const QList<int> deckUses = numbers(GalleryCardsModel::DeckCopiesRole);
        QVERIFY(std::is_sorted(deckUses.begin(), deckUses.end(), std::greater<int>()));
        QCOMPARE(m.rowOf(m.cardIdAt(1)), 1);
        QCOMPARE(m.rowOf("no_such_card"), -1);
    }

    void decksWithCountsCurveAndMix() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        const Content& c = builtin();
        QCOMPARE(g.allDecks()->rowCount(), int(c.decks.size()));
        const DeckDef& marcus = *c.findDeck("marcus_deck");
        const QVariantMap deck = g.deck("marcus_deck");
        QCOMPARE(deck.value("size").toInt(), int(marcus.cards.size()));
        QCOMPARE(deck.value("partners").toStringList(), QStringList{"Marcus"});
        // The cards once each, with their copies adding up to the deck.
        int copies = 0;
        for (const QVariant& v : deck.value("cards").toList()) {
            const QVariantMap m = v.toMap();
            copies += m.value("copies").toInt();
            if (m.value("cardId") == "marcus_haggle") QCOMPARE(m.value("copies").toInt(), 2);
            QCOMPARE(m.value("card").toMap().value("cardId"), m.value("cardId"));
        }
        QCOMPARE(copies, int(marcus.cards.size()));
        QCOMPARE(deck.value("cards").toList().size(), int(distinctCards(marcus.cards).size()));
        // The weight curve: a bar for every weight from the lightest to the heaviest.
        std::map<int, int> byWeight;
        for (CardIndex card : marcus.cards)
            ++byWeight[c.cards[card].weight];
        const QVariantList curve = deck.value("curve").toList();
        QCOMPARE(curve.size(), byWeight.rbegin()->first - byWeight.begin()->first + 1);
        int tallest = 0;
        for (const QVariant& v : curve) {
            const int w = v.toMap().value("weight").toInt();
            const int n = v.toMap().value("count").toInt();
            QCOMPARE(n, byWeight.count(w) ? byWeight[w] : 0);
            tallest = std::max(tallest, n);
        }
        QCOMPARE(deck.value("curveMax").toInt(), tallest);
        // The property mix.
        const QVariantList mix = deck.value("properties").toList();
        QVERIFY(!mix.isEmpty());
        for (const QVariant& v : mix) {
            const QVariantMap m = v.toMap();
            const auto p = enumFromName<CardProperty>(kCardPropertyNames,
                                                      m.value("property").toString().toStdString());
            QVERIFY(p.has_value());
            const int n = int(std::count_if(marcus.cards.begin(), marcus.cards.end(),
                                            [&](CardIndex card) { return c.cards[card].has(*p); }));
            QCOMPARE(m.value("count").toInt(), n);
            QVERIFY(!m.value("name").toString().isEmpty());
        }
        // The traits it brings, in words.
        const QVariantList traits = deck.value("traits").toList();
        QCOMPARE(traits.size(), int(marcus.traits.size()));
        QCOMPARE(traits[0].toMap().value("skillId").toString(), QString("trait_silver_tongue"));
        QVERIFY(!traits[0].toMap().value("description").toString().isEmpty());
        // Search.
        g.decks()->setSearch("marcus");
        QCOMPARE(g.decks()->count(), 1);
        QCOMPARE(g.decks()->sourceRow(0), g.allDecks()->rowOf("marcus_deck"));
    }

    // The curve and the mix of any list of cards, against a hand-made list.
    void curveAndMixOfAList() {
        const Content& c = builtin();
        const CardIndex interrupt = c.findCard("interrupt")->index; // weight 1, Opportunity
        const CardIndex plea = c.findCard("desperate_plea")->index; // weight 3, Fleeting
        const QVariantList curve = GalleryDecksModel::curve(c, {interrupt, plea, interrupt});
        QCOMPARE(curve.size(), 3);
        QCOMPARE(curve[0].toMap().value("count").toInt(), 2);
        QCOMPARE(curve[1].toMap().value("count").toInt(), 0);
        QCOMPARE(curve[2].toMap().value("weight").toInt(), 3);
        QCOMPARE(curve[2].toMap().value("count").toInt(), 1);
        const QVariantList mix = GalleryDecksModel::propertyMix(c, {interrupt, plea, interrupt});
        QCOMPARE(mix.size(), 2);
        QCOMPARE(mix[0].toMap().value("property").toString(), QString("Fleeting"));
        QCOMPARE(mix[0].toMap().value("count").toInt(), 1);
        QCOMPARE(mix[1].toMap().value("property").toString(), QString("Opportunity"));
        QCOMPARE(mix[1].toMap().value("count").toInt(), 2);
        QVERIFY(GalleryDecksModel::curve(c, {}).isEmpty());
    }

    void partnersWithTheirSkills() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        const Content& c = builtin();
        QCOMPARE(g.allPartners()->rowCount(), int(c.npcs.size()));
        const QVariantMap marcus = g.partner("marcus");
        QCOMPARE(marcus.value("name").toString(), QString("Marcus"));
        QVERIFY(!marcus.value("description").toString().isEmpty());
        QVERIFY(marcus.value("portrait").toString().contains("<svg"));
        QCOMPARE(marcus.value("deckId").toString(), QString("marcus_deck"));
        QVERIFY(!marcus.value("deckName").toString().isEmpty());
        QCOMPARE(marcus.value("deckSize").toInt(), int(c.findNpc("marcus")->deck.size()));
        QVERIFY(!marcus.value("startState").toString().isEmpty());
        const QVariantList skills = marcus.value("skills").toList();
        QCOMPARE(skills.size(), int(c.findNpc("marcus")->skills.size()));
        QStringList ids;
        for (const QVariant& v : skills) {
            const QVariantMap s = v.toMap();
            ids << s.value("skillId").toString();
            QVERIFY(!s.value("name").toString().isEmpty());
            QVERIFY(!s.value("type").toString().isEmpty());
            // Placeholders are filled (marks at zero, nothing noted yet).
            const QString d = s.value("description").toString();
            QVERIFY2(!d.isEmpty() && !d.contains('{'), qPrintable(d));
        }
        QVERIFY(ids.contains("marcus_sharp_eye"));
        // Every partner's skills read without placeholders, in every language.
        for (const char* lang : {"en", "de", "zh_CN"}) {
            g.setLocale(lang);
            for (int i = 0; i < g.allPartners()->rowCount(); ++i)
                for (const QVariant& v : g.allPartners()->get(i).value("skills").toList())
                    QVERIFY2(!v.toMap().value("description").toString().contains('{'),
                             qPrintable(v.toMap().value("description").toString()));
        }
        g.setLocale("en");
        // Searchable by a skill's name.
        const QString skillName = skills[0].toMap().value("name").toString();
        g.partners()->setSearch(skillName);
        QVERIFY(g.partners()->count() >= 1);
        bool found = false;
        for (int i = 0; i < g.partners()->count(); ++i)
            found |= role(*g.partners(), i, GalleryPartnersModel::NpcIdRole) == "marcus";
        QVERIFY(found);
        g.partners()->setSearch("no such partner at all");
        QCOMPARE(g.partners()->count(), 0);
    }

    // The partners filtered by the state they start in, their deck and their skills, and sorted;
    // a filter's choices are only what some partner has.
    void partnersFilteredAndSorted() {
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.rebuild();
        const Content& c = builtin();
        GalleryPartnerFilterModel& p = *g.partners();
        QCOMPARE(p.count(), int(c.npcs.size()));
        // Each starting state offered is someone's, and picks exactly them.
        const QVariantList states = g.partnerStateChoices();
        QVERIFY(states.size() >= 2);
        int picked = 0;
        for (int i = 1; i < states.size(); ++i) {
            const int s = states[i].toMap().value("value").toInt();
            p.setStartState(s);
            QVERIFY(p.count() > 0);
            for (int row = 0; row < p.count(); ++row)
                QCOMPARE(c.findNpc(role(p, row, GalleryPartnersModel::NpcIdRole).toStdString())
                             ->initialState,
                         std::size_t(s));
            picked += p.count();
        }
        QCOMPARE(picked, int(c.npcs.size()));
        p.setStartState(-1);
        // A deck picks the partners who play it.
        p.setDeck("marcus_deck");
        QCOMPARE(column(p, GalleryPartnersModel::NpcIdRole), QStringList{"marcus"});
        p.setDeck({});
        // With and without skills split the partners.
        p.setSkills(GalleryPartnerFilterModel::Skills::Some);
        const int some = p.count();
        QVERIFY(column(p, GalleryPartnersModel::NpcIdRole).contains("marcus"));
        p.setSkills(GalleryPartnerFilterModel::Skills::None);
        QCOMPARE(some + p.count(), int(c.npcs.size()));
        p.clearFilters();
        QCOMPARE(p.count(), int(c.npcs.size()));
        // The most patient first, ties by name.
        p.setSortKey(GalleryPartnerFilterModel::SortKey::Patience);
        for (int row = 1; row < p.count(); ++row)
            QVERIFY(p.data(p.index(row - 1, 0), GalleryPartnersModel::PatienceRole).toInt() >=
                    p.data(p.index(row, 0), GalleryPartnersModel::PatienceRole).toInt());
        p.setSortKey(GalleryPartnerFilterModel::SortKey::Skills);
        for (int row = 1; row < p.count(); ++row)
            QVERIFY(p.data(p.index(row - 1, 0), GalleryPartnersModel::SkillCountRole).toInt() >=
                    p.data(p.index(row, 0), GalleryPartnersModel::SkillCountRole).toInt());
        p.setSortKey(GalleryPartnerFilterModel::SortKey::Name);
        QStringList names = column(p, GalleryPartnersModel::NameRole), sorted = names;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(names, sorted);
        // A filter the new content no longer offers goes back to "any".
        p.setStartState(999);
        g.rebuild(true);
        QCOMPARE(p.startState(), -1);
    }

    void figuresInWords() {
        QVERIFY(CardFiguresText::lines({}).isEmpty());
        QVERIFY(CardFiguresText::lines({{"games", 0}, {"drawn", 0}}).isEmpty());
        const QVariantMap f{{"games", 200},
                            {"drawn", 400},
                            {"played", 100},
                            {"succeeded", 60},
                            {"exhaustedUnplayed", 50},
                            {"gamesPlayed", 80},
                            {"winRatePlayed", 0.625},
                            {"winRateNotPlayed", 0.4}};
        const QVariantList lines = CardFiguresText::lines(f);
        QCOMPARE(lines.size(), 8);
        QStringList text;
        for (const QVariant& l : lines)
            text << l.toMap().value("label").toString() + ": " +
                        l.toMap().value("value").toString();
        const QString all = text.join('\n');
        QVERIFY2(all.contains("Conversations simulated: 200"), qPrintable(all));
        QVERIFY2(all.contains("400 times, 2.0 a conversation"), qPrintable(all));
        QVERIFY2(all.contains("100 times (25% of the draws)"), qPrintable(all));
        QVERIFY2(all.contains("60 times (60% of the plays)"), qPrintable(all));
        QVERIFY2(all.contains("50 times (13% of the draws)"), qPrintable(all));
        QVERIFY2(all.contains("in 80 of 200 conversations (40%)"), qPrintable(all));
        QVERIFY2(all.contains("Won when it was played: 63%"), qPrintable(all));
        QVERIFY2(all.contains("Won when it was not: 40%"), qPrintable(all));
        // Nothing raw: no key names.
        for (const char* key : {"exhaustedUnplayed", "gamesPlayed", "winRate"})
            QVERIFY(!all.contains(key));
        GalleryController g;
        QCOMPARE(g.figureLines(f), lines);
        QCOMPARE(CardFiguresText::percent(1, 0), QString("\u2014"));
    }

    // The open packs change: a save reloads the gallery, a broken save keeps what it had, and
    // closing the packs goes back to the built-in pack; filters the content lost are dropped.
    void rebuildsWhenThePacksChange() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("gallery.json");
        writeAll(file, galleryPack("Probe"));
        PackSession packs;
        GalleryController g;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testAll(g, testers);
        g.setPacks(&packs);
        const int builtinCards = g.allCards()->rowCount();
        QVERIFY(!g.deck("gallery_deck").value("deckId").isValid());
        QSignalSpy rebuilt(&g, &GalleryController::rebuilt);
        QVERIFY(packs.open({file}));
        QVERIFY(rebuilt.count() >= 1);
        QCOMPARE(g.allCards()->rowCount(), builtinCards + 1);
        QVariantMap probe = g.card("gallery_probe");
        QCOMPARE(probe.value("name").toString(), QString("Probe"));
        QCOMPARE(probe.value("weight").toInt(), 7);
        QCOMPARE(probe.value("connectionName").toString(), QString("Shadow"));
        const QVariantMap deck = g.deck("gallery_deck");
        QCOMPARE(deck.value("size").toInt(), 6);
        QCOMPARE(deck.value("curve").toList().size(), 7); // weights 1 to 7
        QCOMPARE(deck.value("curve").toList().last().toMap().value("count").toInt(), 3);
        // The new weight and deck are choices now; filter on them.
        QVERIFY(g.choiceIndex(g.weightChoices(), 7) > 0);
        QVERIFY(g.choiceIndex(g.deckChoices(), "gallery_deck") > 0);
        g.cards()->setDeck("gallery_deck");
        QCOMPARE(g.cards()->count(), 3);
        const int revision = g.revision();

        // A save: the new name, the same filter.
        writeAll(file, galleryPack("Probe Renamed"));
        packs.reload();
        QCOMPARE(g.card("gallery_probe").value("name").toString(), QString("Probe Renamed"));
        QVERIFY(g.revision() > revision);
        QCOMPARE(g.cards()->deck(), QString("gallery_deck"));
        QCOMPARE(g.cards()->count(), 3);

        // A broken save: what was shown stays.
        writeAll(file, "{ not json");
        packs.reload();
        QVERIFY(packs.broken());
        QCOMPARE(g.card("gallery_probe").value("name").toString(), QString("Probe Renamed"));

        // Closed: the built-in pack, and the deck filter it no longer has is dropped.
        packs.close();
        QCOMPARE(g.allCards()->rowCount(), builtinCards);
        QVERIFY(g.card("gallery_probe").isEmpty());
        QCOMPARE(g.cards()->deck(), QString());
        QCOMPARE(g.cards()->count(), builtinCards);
    }
};

QTEST_MAIN(TestClientGallery)
#include "tst_client_gallery.moc"
