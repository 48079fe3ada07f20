// Loading content: file shapes, defaults, fallbacks, and that every error names file, line,
// column and JSON pointer, with all problems of all files reported in one pass.
#include "content/loader.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

// QCOMPARE cannot print nlohmann::ordered_json; compare and show both as text.
#define JSON_EQ(a, b) QVERIFY2((a) == (b), (nlohmann::ordered_json(a).dump() + " != " + nlohmann::ordered_json(b).dump()).c_str())
#include <set>

using namespace parley;
using parley::test::cardsDoc;
using parley::test::contentFrom;

namespace {
const char* kCard = R"({"id": "c1", "name": "One", "weight": 1, "difficulty": "Easy"})";

const Diagnostic* findDiag(const Diagnostics& d, const std::string& needle) {
    for (const auto& x : d.items())
        if (x.message.find(needle) != std::string::npos) return &x;
    return nullptr;
}
} // namespace

class TestContentLoader : public QObject {
    Q_OBJECT
private slots:
    void builtinPackIsCompleteAndClean() {
        Diagnostics diags;
        auto c = builtinContent(&diags);
        QVERIFY(c);
        QCOMPARE(diags.items().size(), std::size_t(0));
        QVERIFY(c->cards.size() >= 45);
        QVERIFY(c->npcs.size() >= 3);
        // Every property, effect type and atmosphere is used somewhere in the built-in pack.
        PropertySet props = 0;
        std::set<EffectType> effects;
        std::set<std::uint16_t> atmospheres;
        for (const auto& card : c->cards) {
            props |= card.properties;
            for (const auto& slot : card.effects)
                for (const auto& e : slot) {
                    effects.insert(e.type);
                    if (e.type == EffectType::SetAtmosphere) atmospheres.insert(e.atmosphere);
                }
        }
        // Skill effects live in skills; every skill type is used by some NPC or deck.
        std::set<SkillType> types;
        for (const auto& k : c->skills) {
            types.insert(k.type);
            for (const auto& e : k.effects) effects.insert(e.type);
        }
        QCOMPARE(types.size(), kSkillTypeNames.size());
        for (const auto& n : c->npcs) QVERIFY2(!n.skills.empty(), n.id.c_str());
        QCOMPARE(int(props), (1 << kCardPropertyNames.size()) - 1);
        // None never reaches a card's list (it is "no effect"), so every other type must appear.
        for (std::size_t t = 1; t < kEffectTypeNames.size(); ++t)
            QVERIFY2(effects.count(static_cast<EffectType>(t)), kEffectTypeNames[t].data());
        QCOMPARE(atmospheres.size(), c->ruleset.atmospheres.size());
        QCOMPARE(c->ruleset.atmospheres.size(), std::size_t(11));
    }

    void seedExampleCardsAreExact() {
        auto c = builtinContent();
        const CardDef* goal = c->findCard("elena_letter_goal");
        QVERIFY(goal);
        QCOMPARE(goal->name.text, std::string("Deliver Elena's Refusal"));
        QCOMPARE(goal->weight, 5);
        QCOMPARE(c->ruleset.difficulties[goal->difficulty].id, std::string("VeryHard"));
        QVERIFY(goal->isGoal());
        QCOMPARE(goal->effectsFor(EffectSlot::Success).at(0).data.at("deadline").get<int>(), 73);
        QCOMPARE(c->outcomes[goal->effectsFor(EffectSlot::Exhaust).at(0).outcome], std::string("abandoned"));
        const CardDef* plea = c->findCard("desperate_plea");
        QVERIFY(plea);
        QCOMPARE(plea->effectsFor(EffectSlot::Success).at(0).amount.text(), std::string("4 - comfort"));
        QVERIFY(plea->effectsFor(EffectSlot::Failure).empty());
        const CardDef* interrupt = c->findCard("interrupt");
        QVERIFY(interrupt && interrupt->has(CardProperty::Opportunity) && !interrupt->has(CardProperty::Fleeting));
        const CardDef* final_ = c->findCard("final_statement");
        QVERIFY(final_ && final_->has(CardProperty::Fleeting));
        QCOMPARE(c->ruleset.atmospheres[final_->effectsFor(EffectSlot::Exhaust).at(0).atmosphere].id, std::string("Final"));
    }

    void threeFileShapesLoad() {
        Diagnostics d;
        auto list = contentFrom({cardsDoc({kCard})}, &d);
        QVERIFY(list && list->findCard("c1"));
        auto plain = contentFrom({std::string(R"({"cards": [)") + kCard + "]}"}, &d);
        QVERIFY(plain && plain->findCard("c1"));
        auto wrapped = contentFrom({std::string(R"({"packageId": "p", "metadata": {}, "content": {"cards": [)") + kCard + "]}}"}, &d);
        QVERIFY(wrapped && wrapped->findCard("c1"));
        QVERIFY(!d.hasErrors());
    }

    void nameFallsBackToDescriptionThenId() {
        auto c = contentFrom({cardsDoc({R"({"id": "a", "description": "Described", "weight": 1, "difficulty": "Easy"})",
                                        R"({"id": "b", "weight": 1, "difficulty": "Easy"})"})});
        QVERIFY(c);
        QCOMPARE(c->findCard("a")->name.text, std::string("Described"));
        QCOMPARE(c->findCard("b")->name.text, std::string("b"));
    }

    void localizedTextPicksLocale() {
        auto c = contentFrom({cardsDoc({R"({"id": "t", "name": {"en": "Tea", "de": "Tee", "zh_CN": "茶"}, "weight": 1, "difficulty": "Easy"})"})});
        QVERIFY(c);
        const auto& n = c->findCard("t")->name;
        QCOMPARE(n.text, std::string("Tea"));
        QCOMPARE(n.get("de"), std::string("Tee"));
        QCOMPARE(n.get("de_AT"), std::string("Tee"));
        QCOMPARE(n.get("zh_CN"), std::string("茶"));
        QCOMPARE(n.get("fr"), std::string("Tea"));
    }

    void effectAsObjectListOrNull() {
        auto c = contentFrom({cardsDoc({R"({"id": "e", "weight": 1, "difficulty": "Easy",
            "successEffect": [{"type": "AddComfort", "value": 1}, {"type": "DrawCards", "value": "1"}],
            "failureEffect": null, "exhaustEffect": {"type": "None"}})"})});
        QVERIFY(c);
        const CardDef* e = c->findCard("e");
        QCOMPARE(e->effectsFor(EffectSlot::Success).size(), std::size_t(2));
        QVERIFY(e->effectsFor(EffectSlot::Failure).empty());
        QVERIFY(e->effectsFor(EffectSlot::Exhaust).empty());
    }

    void unknownFieldsAndSectionsAreWarnings() {
        Diagnostics d;
        auto c = contentFrom({R"({"cards": [{"id": "w", "weight": 1, "difficulty": "Easy", "flavour": "x"}], "quests": []})"}, &d);
        QVERIFY(c);
        QVERIFY(!d.hasErrors());
        QCOMPARE(d.warningCount(), 2);
        const Diagnostic* field = findDiag(d, "unknown field 'flavour'");
        QVERIFY(field);
        QCOMPARE(field->pointer, std::string("/cards/0/flavour"));
        QVERIFY(findDiag(d, "unknown section 'quests'"));
    }

    void errorsNameFileLineColumnAndPointer() {
        Diagnostics d;
        const std::string doc = "[\n  {\"id\": \"x\", \"weight\": 1,\n   \"difficulty\": \"Impossible\"}\n]";
        auto c = contentFrom({doc}, &d);
        QVERIFY(!c);
        const Diagnostic* e = findDiag(d, "unknown difficulty 'Impossible'");
        QVERIFY(e);
        JSON_EQ(e->file, std::string("doc0.json"));
        QCOMPARE(e->line, 3);
        QCOMPARE(e->column, 18);
        QCOMPARE(e->pointer, std::string("/0/difficulty"));
        QCOMPARE(e->format(), std::string("doc0.json:3:18: error: /0/difficulty: unknown difficulty 'Impossible' "
                                          "(known: VeryEasy, Easy, Medium, Hard, VeryHard)"));
    }

    void closedVocabulariesAreErrors_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("pointer");
        QTest::newRow("effect type") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "Explode"}})"
                                     << "unknown effect type 'Explode'" << "/0/successEffect/type";
        QTest::newRow("property") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "properties": ["Sticky"]})"
                                  << "unknown property \"Sticky\"" << "/0/properties/0";
        QTest::newRow("atmosphere") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "SetAtmosphere", "value": "Stormy"}})"
                                    << "unknown atmosphere 'Stormy'" << "/0/successEffect/value";
        QTest::newRow("connection type") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "connectionType": "Love"})"
                                         << "unknown connection type 'Love'" << "/0/connectionType";
        QTest::newRow("bad formula") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "AddComfort", "value": "4 - comfrt"}})"
                                     << "bad formula '4 - comfrt': unknown variable 'comfrt'" << "/0/successEffect/value";
        QTest::newRow("wrong type") << R"({"id": "x", "weight": "heavy", "difficulty": "Easy"})"
                                    << "'weight' must be an integer, not a string" << "/0/weight";
        QTest::newRow("negative weight") << R"({"id": "x", "weight": -1, "difficulty": "Easy"})"
                                         << "'weight' is -1; it must be between 0 and 100" << "/0/weight";
        QTest::newRow("missing difficulty") << R"({"id": "x", "weight": 1})" << "missing required field 'difficulty'" << "/0";
        QTest::newRow("formula missing") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "DrawCards"}})"
                                         << "DrawCards needs a 'value'" << "/0/successEffect";
        QTest::newRow("effect not object") << R"({"id": "x", "weight": 1, "difficulty": "Easy", "successEffect": 3})"
                                           << "must be an effect, a list of effects or null" << "/0/successEffect";
    }
    void closedVocabulariesAreErrors() {
        QFETCH(QString, card);
        QFETCH(QString, message);
        QFETCH(QString, pointer);
        Diagnostics d;
        auto c = contentFrom({"[" + card.toStdString() + "]"}, &d);
        QVERIFY(!c);
        const Diagnostic* e = findDiag(d, message.toStdString());
        if (!e)
            for (const auto& x : d.items()) qWarning("%s", x.format().c_str());
        QVERIFY(e);
        QCOMPARE(QString::fromStdString(e->pointer), pointer);
        QVERIFY(e->line > 0 && e->column > 0);
    }

    void malformedJsonReportsPosition() {
        Diagnostics d;
        auto c = contentFrom({"[\n  {\"id\": \"x\",, }\n]"}, &d);
        QVERIFY(!c);
        QCOMPARE(d.errorCount(), 1);
        const auto& e = d.items().front();
        QCOMPARE(e.line, 2);
        QCOMPARE(e.column, 14);
        QVERIFY(e.message.rfind("malformed JSON", 0) == 0);
    }

    void allProblemsOfAllFilesInOnePass() {
        Diagnostics d;
        auto c = contentFrom({R"([{"id": "a", "weight": 1, "difficulty": "Nope"}, {"id": "b", "weight": 1, "difficulty": "Easy", "properties": ["Bad"]}])",
                              "{ broken",
                              R"({"decks": [{"id": "d", "cards": ["ghost"]}], "npcs": [{"id": "n", "deck": "d2"}]})"},
                             &d);
        QVERIFY(!c);
        QVERIFY(findDiag(d, "unknown difficulty 'Nope'"));
        QVERIFY(findDiag(d, "unknown property \"Bad\""));
        QVERIFY(findDiag(d, "malformed JSON"));
        QVERIFY(findDiag(d, "unknown card 'ghost'"));
        QVERIFY(findDiag(d, "unknown deck 'd2'"));
        QCOMPARE(d.errorCount(), 5);
    }

    void duplicatesAreErrors() {
        Diagnostics d;
        auto c = contentFrom({cardsDoc({kCard}), cardsDoc({kCard})}, &d);
        QVERIFY(!c);
        const Diagnostic* e = findDiag(d, "card 'c1' is defined twice");
        QVERIFY(e);
        JSON_EQ(e->file, std::string("doc1.json"));
    }

    void replacingSourceOverridesCards() {
        ContentLoader loader;
        loader.addBuiltin();
        loader.addCardList("scenario.json", R"({"cards": [{"id": "interrupt", "name": "Changed", "weight": 0, "difficulty": "Easy"}]})", "/cards");
        Diagnostics d;
        auto c = loader.load(d);
        QVERIFY(c);
        QCOMPARE(c->findCard("interrupt")->name.text, std::string("Changed"));
    }

    void brokenRulesetStopsEarlyWithReasons() {
        Diagnostics d;
        auto c = contentFrom({R"({"ruleset": {"tokens": ["Trust"], "states": [], "atmospheres": [{"id": "Calm"}],
                                  "difficulties": {"Easy": 70}, "successFormula": "base +"}})"},
                             &d);
        QVERIFY(!c);
        QVERIFY(findDiag(d, "needs 'states'"));
        QVERIFY(findDiag(d, "bad formula 'base +'"));
    }

    void secondRulesetIsAnError() {
        Diagnostics d;
        ContentLoader loader;
        loader.addBuiltin();
        for (const auto& f : builtinContentFiles())
            if (std::string_view(f.name) == "ruleset.json") loader.addSource("again.json", f.text);
        QVERIFY(!loader.load(d));
        QVERIFY(findDiag(d, "a second ruleset"));
    }

    void missingFileAndEmptyFolder() {
        Diagnostics d;
        ContentLoader loader;
        QVERIFY(!loader.addPath("/nonexistent/parley.json", d));
        QVERIFY(findDiag(d, "no such file or folder"));
        // A folder with no content in it says so.
        QTemporaryDir empty;
        Diagnostics e;
        QVERIFY(!loader.addPath(empty.path().toStdString(), e));
        QVERIFY(findDiag(e, "the folder holds no .json files"));
    }
};

QTEST_APPLESS_MAIN(TestContentLoader)
#include "tst_content_loader.moc"
