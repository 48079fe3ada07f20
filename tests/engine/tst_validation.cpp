// Validation a designer can trust: "did you mean" for misspelt fields, ids and names, warnings
// for a pack that loads but will not play as meant, and every problem of a formula reported.
#include "content/loader.h"
#include "content/suggest.h"
#include "formula/formula.h"
#include "test_support.h"

#include <QTest>

using namespace parley;
using parley::test::contentFrom;

namespace {

std::string allOf(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d.items())
        s += x.format() + "\n";
    return s;
}

// The diagnostics whose message holds `needle`.
std::vector<Diagnostic> withText(const Diagnostics& d, const std::string& needle) {
    std::vector<Diagnostic> out;
    for (const auto& x : d.items())
        if (x.message.find(needle) != std::string::npos) out.push_back(x);
    return out;
}

// Loads `docs` alone (the built-in ruleset under them) and returns every diagnostic.
Diagnostics check(std::initializer_list<std::string> docs) {
    Diagnostics diags;
    contentFrom(docs, &diags);
    return diags;
}

// The one diagnostic that holds `needle`; fails the test unless there is exactly one.
#define ONE_DIAG(diags, needle, out)                                                               \
    do {                                                                                           \
        const auto found_ = withText(diags, needle);                                               \
        QVERIFY2(found_.size() == 1,                                                               \
                 (std::string("expected one '") + (needle) + "' in:\n" + allOf(diags)).c_str());   \
        out = found_.front();                                                                      \
    } while (0)

const char* kGoal =
    R"({"id": "v_goal", "weight": 2, "difficulty": "Hard", "properties": ["Fleeting", "Opportunity"],
                        "exhaustEffect": {"type": "EndConversation", "value": "abandoned"}})";

std::string card(const std::string& id, const std::string& extra = "") {
    return R"({"id": ")" + id + R"(", "weight": 1, "difficulty": "Easy")" +
           (extra.empty() ? "" : ", " + extra) + "}";
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    // ---- the suggestion helper ----
    void editDistances_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("distance");
        QTest::newRow("same") << "comfort"
                              << "comfort" << 0;
        QTest::newRow("from nothing") << ""
                                      << "abc" << 3;
        QTest::newRow("to nothing") << "abc"
                                    << "" << 3;
        QTest::newRow("one letter missing") << "drawCard"
                                            << "drawCards" << 1;
        QTest::newRow("two letters missing") << "dialogFragment"
                                             << "dialogueFragment" << 2;
        QTest::newRow("swap of neighbours is one edit") << "Recpetive"
                                                        << "Receptive" << 1;
        QTest::newRow("substitution") << "Eazy"
                                      << "Easy" << 1;
        QTest::newRow("classic") << "kitten"
                                 << "sitting" << 3;
        QTest::newRow("case counts in the distance") << "addcomfort"
                                                     << "AddComfort" << 2;
    }
    void editDistances() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, distance);
        QCOMPARE(int(editDistance(a.toStdString(), b.toStdString())), distance);
        QCOMPARE(int(editDistance(b.toStdString(), a.toStdString())), distance);
    }

    void threshold() {
        QCOMPARE(suggestionThreshold(0), std::size_t(1));
        QCOMPARE(suggestionThreshold(2), std::size_t(1));
        QCOMPARE(suggestionThreshold(5), std::size_t(1));
        QCOMPARE(suggestionThreshold(6), std::size_t(2));
        QCOMPARE(suggestionThreshold(14), std::size_t(4));
        // At the threshold: suggested; one past it: not.
        QCOMPARE(
            std::string(
                Suggester("abcdef").considerAll(std::array<std::string_view, 1>{"abcdxy"}).best()),
            std::string("abcdxy"));
        QVERIFY(Suggester("abcdef")
                    .considerAll(std::array<std::string_view, 1>{"abcxyz"})
                    .best()
                    .empty());
    }

    void closestWinsAndTiesAreStable() {
        // The closest, wherever it is offered.
        QCOMPARE(std::string(Suggester("comfrt")
                                 .considerAll(std::array<std::string_view, 3>{"confront", "comfort",
                                                                              "comforts"})
                                 .best()),
                 std::string("comfort"));
        // A tie goes to the one written with the same capitals, then to the first offered.
        QCOMPARE(
            std::string(Suggester("drawCard")
                            .considerAll(std::array<std::string_view, 2>{"DrawCards", "drawCards"})
                            .best()),
            std::string("drawCards"));
        QCOMPARE(
            std::string(Suggester("DrawCard")
                            .considerAll(std::array<std::string_view, 2>{"drawCards", "DrawCards"})
                            .best()),
            std::string("DrawCards"));
        QCOMPARE(
            std::string(
                Suggester("cat").considerAll(std::array<std::string_view, 2>{"bat", "hat"}).best()),
            std::string("bat"));
        QCOMPARE(
            std::string(
                Suggester("cat").considerAll(std::array<std::string_view, 2>{"hat", "bat"}).best()),
            std::string("hat"));
        QCOMPARE(didYouMean("Fleetng", std::array<std::string_view, 2>{"Persistent", "Fleeting"}),
                 std::string("; did you mean 'Fleeting'?"));
    }

    void nothingCloseNothingSuggested() {
        QVERIFY(Suggester("comfort")
                    .considerAll(std::array<std::string_view, 2>{"patience", "weight"})
                    .best()
                    .empty());
        // A change of the whole word is no typo, however short.
        QVERIFY(Suggester("x").considerAll(std::array<std::string_view, 1>{"y"}).best().empty());
        // The word itself is not "meant" instead of itself.
        QVERIFY(
            Suggester("hand").considerAll(std::array<std::string_view, 1>{"hand"}).best().empty());
        // Huge names (a hostile file's keys) get no suggestion, and no time is spent on them.
        const std::string huge(100000, 'a');
        QVERIFY(Suggester(huge)
                    .considerAll(std::array<std::string_view, 1>{std::string_view(huge).substr(1)})
                    .best()
                    .empty());
        QCOMPARE(
            didYouMean("flavourText", std::array<std::string_view, 2>{"name", "dialogueFragment"}),
            std::string());
    }

    // ---- did you mean: fields ----
    void unknownFieldSuggestsTheField() {
        const Diagnostics d = check({"[" + card("v_one", R"("dialogFragment": "Hello")") + "]"});
        Diagnostic w;
        ONE_DIAG(d, "dialogFragment", w);
        QCOMPARE(w.severity, Diagnostic::Severity::Warning);
        QCOMPARE(w.message, std::string("unknown field 'dialogFragment' in a card is ignored; did "
                                        "you mean 'dialogueFragment'?"));
        QCOMPARE(w.pointer, std::string("/0/dialogFragment"));
        QCOMPARE(w.file, std::string("doc0.json"));
        QCOMPARE(w.line, 1);
        QVERIFY(w.column > 1);
    }

    void unknownFieldInNestedObjects() {
        // An effect, a cost and a trigger each suggest from the fields they read.
        const Diagnostics d =
            check({"[" + card("v_one", R"("successEffect": {"type": "AddComfort", "valeu": 1},
                                                      "costs": [{"cost": "patience", "amout": 1}],
                                                      "triggeredEffects": [{"trigger": "listen", "efects": []}])") +
                   "]"});
        QCOMPARE(withText(d, "unknown field 'valeu' in an effect is ignored; did you mean 'value'?")
                     .size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown field 'amout' in a cost is ignored; did you mean 'amount'?")
                     .size(),
                 std::size_t(1));
        QCOMPARE(
            withText(
                d,
                "unknown field 'efects' in a triggered ability is ignored; did you mean 'effects'?")
                .size(),
            std::size_t(1));
    }

    void unknownFieldWithNothingCloseHasNoSuggestion() {
        const Diagnostics d = check({"[" + card("v_one", R"("flavourText": "Hello")") + "]"});
        Diagnostic w;
        ONE_DIAG(d, "flavourText", w);
        QCOMPARE(w.message, std::string("unknown field 'flavourText' in a card is ignored"));
    }

    void presentFieldIsNotSuggested() {
        // "name" is there already: "names" is not a misspelling of it.
        const Diagnostics d =
            check({"[" + card("v_one", R"("name": "One", "names": "Two")") + "]"});
        Diagnostic w;
        ONE_DIAG(d, "'names'", w);
        QCOMPARE(w.message, std::string("unknown field 'names' in a card is ignored"));
    }

    void unknownSectionAndPackageField() {
        const Diagnostics d =
            check({R"({"packageId": "v.p", "metadat": {}, "content": {"card": []}})"});
        QCOMPARE(
            withText(d, "unknown field 'metadat' in a package is ignored; did you mean 'metadata'?")
                .size(),
            std::size_t(1));
        QCOMPARE(withText(d, "did you mean 'cards'?").size(), std::size_t(1));
    }

    // ---- did you mean: ids ----
    void unknownIdsSuggestTheId() {
        const std::string cards =
            R"({"cards": [)" + std::string(kGoal) + ", " + card("v_offer_tea") + ", " +
            card("v_maker", R"("successEffect": [{"effect": "createToken", "card": "v_offer_te"},
                                                                        {"type": "GrantSkill", "skill": "v_charmer"}])") +
            R"(]})";
        const std::string skills =
            R"({"skills": [{"id": "v_charm", "type": "maxCards", "extra": 1}]})";
        const std::string decks =
            R"({"decks": [{"id": "v_deck", "cards": ["v_offer_tea", "v_goal", "v_maker"]},
                                                {"id": "v_other", "cards": ["v_offer_tae"]}],
                                      "npcs": [{"id": "v_npc", "deck": "v_dek", "skills": ["v_chram"]}]})";
        const Diagnostics d = check({cards, skills, decks});
        QCOMPARE(withText(d, "unknown card 'v_offer_tae'; did you mean 'v_offer_tea'?").size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown card 'v_offer_te'; did you mean 'v_offer_tea'?").size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown skill 'v_charmer'; did you mean 'v_charm'?").size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown skill \"v_chram\"; did you mean 'v_charm'?").size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown deck 'v_dek'; did you mean 'v_deck'?").size(),
                 std::size_t(1));
        const auto deckEntry = withText(d, "v_offer_tae");
        QCOMPARE(deckEntry.front().pointer, std::string("/decks/1/cards/0"));
        QCOMPARE(deckEntry.front().severity, Diagnostic::Severity::Error);
    }

    void unknownIdsInSkillsAndEndings() {
        const std::string cards =
            R"({"cards": [)" + std::string(kGoal) + ", " + card("v_burden") + ", " +
            card("v_ender", R"("successEffect": {"type": "EndConversation", "value": "failure",
                                                     "data": {"penaltyCard": "v_burdne"}})") +
            R"(]})";
        const std::string skills =
            R"({"skills": [{"id": "v_see", "type": "viewAs", "as": "v_endr", "match": {"card": "v_burdn"}}]})";
        const Diagnostics d = check({cards, skills});
        Diagnostic penalty;
        ONE_DIAG(d, "unknown card 'v_burdne'", penalty);
        QCOMPARE(penalty.severity, Diagnostic::Severity::Warning); // ending data never stops a pack
        QVERIFY2(penalty.message.find("; did you mean 'v_burden'?") != std::string::npos,
                 penalty.message.c_str());
        QCOMPARE(withText(d, "unknown card 'v_endr'; did you mean 'v_ender'?").size(),
                 std::size_t(1));
        QCOMPARE(withText(d, "unknown card 'v_burdn'; did you mean 'v_burden'?").size(),
                 std::size_t(1));
    }

    void unknownIdFarFromEveryIdHasNoSuggestion() {
        const Diagnostics d = check({R"({"cards": [)" + std::string(kGoal) + R"(],
                                         "decks": [{"id": "v_deck", "cards": ["v_goal", "something_else"]}]})"});
        Diagnostic e;
        ONE_DIAG(d, "something_else", e);
        QCOMPARE(e.message, std::string("unknown card 'something_else'"));
    }

    // ---- did you mean: closed vocabularies ----
    void unknownNamesSuggestTheName_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("expected");
        QTest::newRow("effect type, lower camel")
            << R"("successEffect": {"type": "drawCard", "value": 1})"
            << "did you mean 'drawCards'?";
        QTest::newRow("effect type, Pascal case")
            << R"("successEffect": {"type": "AddComfrt", "value": 1})"
            << "did you mean 'AddComfort'?";
        QTest::newRow("seed 000 effect")
            << R"("successEffect": {"effect": "sacrifise", "scope": "selfOnly"})"
            << "did you mean 'sacrifice'?";
        QTest::newRow("atmosphere, letters swapped")
            << R"("successEffect": {"type": "SetAtmosphere", "value": "Recpetive"})"
            << "did you mean 'Receptive'?";
        QTest::newRow("property") << R"("properties": ["Fleetng"])"
                                  << "did you mean 'Fleeting'?";
        QTest::newRow("connection type") << R"("connectionType": "Trsut")"
                                         << "did you mean 'Trust'?";
        QTest::newRow("cost kind") << R"("costs": [{"cost": "tapSelff"}])"
                                   << "did you mean 'tapSelf'?";
        QTest::newRow("trigger")
            << R"("triggeredEffects": [{"trigger": "turnStrat", "effects": []}])"
            << "did you mean 'turnStart'?";
        QTest::newRow("zone")
            << R"("triggeredEffects": [{"trigger": "enteredZone", "zone": "tabel", "effects": []}])"
            << "did you mean 'table'?";
        QTest::newRow("modifier target")
            << R"("auras": {"target": "sucessChance", "operation": "add", "value": 5})"
            << "did you mean 'successChance'?";
        QTest::newRow("token in a cost")
            << R"("costs": [{"cost": "tokens", "tokens": {"Comerce": 1}}])"
            << "did you mean 'Commerce'?";
        QTest::newRow("formula variable")
            << R"("successEffect": {"type": "AddComfort", "value": "2 - comfrt"})"
            << "did you mean 'comfort'?";
        QTest::newRow("formula function")
            << "\"successEffect\": {\"type\": \"AddComfort\", \"value\": \"mx(1, 2)\"}"
            << "did you mean 'max'?";
    }
    void unknownNamesSuggestTheName() {
        QFETCH(QString, extra);
        QFETCH(QString, expected);
        const Diagnostics d = check({"[" + card("v_one", extra.toStdString()) + "]"});
        QVERIFY2(withText(d, expected.toStdString()).size() == 1, allOf(d).c_str());
        QVERIFY(d.hasErrors());
    }

    void difficultySuggestion() {
        const Diagnostics d = check({R"([{"id": "v_one", "weight": 1, "difficulty": "Eazy"}])"});
        Diagnostic e;
        ONE_DIAG(d, "Eazy", e);
        QCOMPARE(e.message,
                 std::string(
                     "unknown difficulty 'Eazy' (known: VeryEasy, Easy, Medium, Hard, VeryHard); "
                     "did you mean 'Easy'?"));
        QCOMPARE(e.pointer, std::string("/0/difficulty"));
    }

    void unknownNameFarFromEveryNameHasNoSuggestion() {
        const Diagnostics d =
            check({"[" + card("v_one", R"("successEffect": {"type": "Teleport"})") + "]"});
        Diagnostic e;
        ONE_DIAG(d, "Teleport", e);
        QVERIFY2(e.message.find("did you mean") == std::string::npos, e.message.c_str());
    }

    // ---- formulas: every problem ----
    void formulaReportsEveryProblem() {
        VarNames names;
        names.add("comfort", 0);
        names.add("patience", 1);
        Formula f;
        std::vector<FormulaProblem> problems;
        // Two unknown names, then a syntax error, then an unknown name after it.
        QVERIFY(!Formula::compile("comfrt + patince * ) + tokns", names, f, problems));
        QCOMPARE(problems.size(), std::size_t(4));
        QCOMPARE(problems[0].kind, FormulaProblem::Kind::UnknownVariable);
        QCOMPARE(problems[0].name, std::string("comfrt"));
        QCOMPARE(problems[0].column, std::size_t(1));
        QCOMPARE(problems[1].name, std::string("patince"));
        QCOMPARE(problems[1].column, std::size_t(10));
        QCOMPARE(problems[2].kind, FormulaProblem::Kind::Syntax);
        QCOMPARE(problems[2].message, std::string("unexpected ')' at column 20"));
        QCOMPARE(problems[3].name, std::string("tokns"));
        QCOMPARE(problems[3].column, std::size_t(24));
        // Semantic problems do not stop the parse: all of them, in the order written.
        problems.clear();
        QVERIFY(!Formula::compile("avg(comfort / 0, 99999999999, \"Trsut\")", names, f, problems));
        QCOMPARE(problems.size(), std::size_t(4));
        QCOMPARE(problems[0].kind, FormulaProblem::Kind::UnknownFunction);
        QCOMPARE(problems[1].message, std::string("division by zero at column 15"));
        QCOMPARE(
            problems[2].message,
            std::string("the number 99999999999 is too large (at most 1000000000) at column 18"));
        QCOMPARE(problems[3].kind, FormulaProblem::Kind::UnknownWord);
        // A stand-in for an unknown name is no zero: no "division by zero" beside it.
        problems.clear();
        QVERIFY(!Formula::compile("comfort / comfrt", names, f, problems));
        QCOMPARE(problems.size(), std::size_t(1));
        // A good formula still compiles, and the one-message form gives the first problem.
        problems.clear();
        QVERIFY(Formula::compile("max(1, comfort - 2)", names, f, problems));
        QVERIFY(problems.empty());
        std::string first;
        QVERIFY(!Formula::compile("comfrt + patince", names, f, first));
        QVERIFY2(first.rfind("unknown variable 'comfrt'", 0) == 0, first.c_str());
    }

    void loaderReportsEveryFormulaProblem() {
        const Diagnostics d = check({"[" +
                                     card("v_one", "\"successEffect\": {\"type\": \"AddComfort\", "
                                                   "\"value\": \"comfrt + patince * ) + Trst\"}") +
                                     "]"});
        const auto bad = withText(d, "bad formula 'comfrt + patince * ) + Trst'");
        QCOMPARE(bad.size(), std::size_t(4));
        QVERIFY(bad[0].message.find("unknown variable 'comfrt'") != std::string::npos);
        QVERIFY(bad[0].message.find("at column 1; did you mean 'comfort'?") != std::string::npos);
        QVERIFY(bad[1].message.find("unknown variable 'patince'") != std::string::npos);
        QVERIFY(bad[1].message.find("at column 10; did you mean 'patience'?") != std::string::npos);
        QVERIFY(bad[2].message.find("unexpected ')' at column 20") != std::string::npos);
        QVERIFY(bad[3].message.find("at column 24; did you mean 'Trust'?") != std::string::npos);
        for (const Diagnostic& x : bad) {
            QCOMPARE(x.pointer, std::string("/0/successEffect/value"));
            QCOMPARE(x.severity, Diagnostic::Severity::Error);
        }
    }

    void everyFormulaPlaceReportsEveryProblem() {
        // Conditions of triggers (alone and in a list) and of modifiers go the same way.
        const Diagnostics d = check(
            {"[" +
             card(
                 "v_one",
                 R"("triggeredEffects": [{"trigger": "listen", "conditions": "comfrt > 1 and patince > 1", "effects": []}],
                                                      "auras": {"target": "successChance", "operation": "add", "value": 5,
                                                                "condition": "card.wieght > 1 or card.dpth > 0"})") +
             "," +
             card(
                 "v_two",
                 R"("triggeredEffects": [{"trigger": "listen", "conditions": ["comfort > 1", "hnd > 1 and dek > 1"], "effects": []}])") +
             "]"});
        QCOMPARE(withText(d, "bad condition 'comfrt > 1 and patince > 1'").size(), std::size_t(2));
        QCOMPARE(withText(d, "bad condition 'card.wieght > 1 or card.dpth > 0'").size(),
                 std::size_t(2));
        QCOMPARE(withText(d, "did you mean 'card.weight'?").size(), std::size_t(1));
        const auto listed = withText(d, "bad condition 'hnd > 1 and dek > 1'");
        QCOMPARE(listed.size(), std::size_t(2));
        QCOMPARE(listed[0].pointer, std::string("/1/triggeredEffects/0/conditions/1"));
    }

    // ---- warnings ----
    void deckWithoutGoalWarns() {
        const std::string cards = R"({"cards": [)" + std::string(kGoal) + ", " + card("v_a") +
                                  ", " + card("v_b") + R"(]})";
        Diagnostics d = check({cards, R"({"decks": [{"id": "v_plain", "cards": ["v_a", "v_b"]},
                                                     {"id": "v_won", "cards": ["v_a", "v_goal"]}]})"});
        QVERIFY(!d.hasErrors());
        Diagnostic w;
        ONE_DIAG(d, "holds no goal card", w);
        QCOMPARE(w.severity, Diagnostic::Severity::Warning);
        QCOMPARE(w.pointer, std::string("/decks/0/cards"));
        QCOMPARE(w.file, std::string("doc1.json"));
        QVERIFY(w.line > 0 && w.column > 0);
        QVERIFY2(w.message.rfind("deck 'v_plain' holds no goal card", 0) == 0, w.message.c_str());
        // An NPC's own list of cards is a deck too.
        d = check({cards, R"({"decks": [{"id": "v_won", "cards": ["v_b", "v_goal"]}],
                              "npcs": [{"id": "v_npc", "deck": ["v_a"]}]})"});
        ONE_DIAG(d, "holds no goal card", w);
        QCOMPARE(w.pointer, std::string("/npcs/0/deck"));
        QVERIFY2(w.message.rfind("the deck of NPC 'v_npc' holds no goal card", 0) == 0,
                 w.message.c_str());
    }

    void heavyCardWarns() {
        // The built-in states give at most 6 weight capacity, and the Prepared atmosphere 1 more.
        Diagnostics d = check(
            {"[" + std::string(kGoal) + "," +
             R"({"id": "v_heavy", "weight": 8, "difficulty": "Easy"}, {"id": "v_seven", "weight": 7, "difficulty": "Easy"},
                                  {"id": "v_costly", "weight": 5, "difficulty": "Easy", "costs": [{"cost": "weight", "amount": 3}]},
                                  {"id": "v_cheap_way", "weight": 9, "difficulty": "Easy", "alternativeCosts": [[{"cost": "patience", "amount": 2}]]})" +
             "]"});
        QVERIFY2(!d.hasErrors(), allOf(d).c_str());
        const auto heavy = withText(d, "can never be spoken");
        QCOMPARE(heavy.size(), std::size_t(2));
        QCOMPARE(heavy[0].pointer, std::string("/1/weight"));
        QCOMPARE(heavy[0].severity, Diagnostic::Severity::Warning);
        QCOMPARE(heavy[0].message, std::string("card 'v_heavy' needs 8 weight to be spoken, but no "
                                               "state gives more than 6 weight capacity (7 "
                                               "with every modifier that raises it), so it can "
                                               "never be spoken; lower its weight (or weight "
                                               "costs), or raise a state's 'weightCapacity'"));
        QVERIFY(heavy[1].message.rfind("card 'v_costly' needs 8 weight", 0) == 0);
        // A ruleset whose capacity nothing raises: one over the largest state is too heavy.
        const std::string ruleset =
            R"({"ruleset": {"tokens": ["Trust"], "difficulties": {"Easy": 70},
            "states": [{"id": "Low", "listenDraw": 1, "weightCapacity": 2}, {"id": "High", "listenDraw": 1, "weightCapacity": 4}],
            "atmospheres": [{"id": "Calm"}], "successFormula": "base"}})";
        d = check(
            {ruleset,
             R"([{"id": "v_five", "weight": 5, "difficulty": "Easy"}, {"id": "v_four", "weight": 4, "difficulty": "Easy"}])"});
        QVERIFY2(!d.hasErrors(), allOf(d).c_str());
        Diagnostic w;
        ONE_DIAG(d, "can never be spoken", w);
        QVERIFY2(w.message.rfind("card 'v_five' needs 5 weight to be spoken, but no state gives "
                                 "more than 4 weight capacity, so",
                                 0) == 0,
                 w.message.c_str());
    }

    void unusedCardWarns() {
        const std::string cards =
            R"({"cards": [)" + std::string(kGoal) + ", " + card("v_used") + ", " + card("v_spare") +
            ", " + card("v_token", R"("tokenType": "v_token")") + ", " + card("v_made") + ", " +
            card("v_maker", R"("successEffect": {"effect": "createToken", "card": "v_made"})") +
            R"(]})";
        Diagnostics d = check(
            {cards, R"({"decks": [{"id": "v_deck", "cards": ["v_used", "v_goal", "v_maker"]}]})"});
        QVERIFY(!d.hasErrors());
        Diagnostic w;
        ONE_DIAG(d, "is in no deck", w);
        QCOMPARE(w.severity, Diagnostic::Severity::Warning);
        QCOMPARE(w.pointer, std::string("/cards/2/id"));
        QVERIFY2(w.message.rfind("card 'v_spare' is in no deck", 0) == 0, w.message.c_str());
        // A pack of cards without decks of its own is not expected to use them.
        d = check({cards});
        QCOMPARE(withText(d, "is in no deck").size(), std::size_t(0));
    }

    void npcWithEmptyDeckWarns() {
        const std::string cards = R"({"cards": [)" + std::string(kGoal) + R"(]})";
        Diagnostics d = check(
            {cards,
             R"({"decks": [{"id": "v_empty", "cards": []}, {"id": "v_won", "cards": ["v_goal"]}],
                                          "npcs": [{"id": "v_a", "deck": []}, {"id": "v_b", "deck": "v_empty"}, {"id": "v_c", "deck": "v_won"}]})"});
        QVERIFY(!d.hasErrors());
        const auto empty = withText(d, "has no cards to play");
        QCOMPARE(empty.size(), std::size_t(2));
        QCOMPARE(empty[0].message,
                 std::string("NPC 'v_a' has no cards to play: its deck is an empty list"));
        QCOMPARE(empty[0].pointer, std::string("/npcs/0/deck"));
        QCOMPARE(empty[1].message,
                 std::string("NPC 'v_b' has no cards to play: its deck 'v_empty' is empty"));
    }

    void builtInEntriesAreNotThePacksToFix() {
        // A pack layered on the built-in pack is warned about its own entries only.
        ContentLoader l;
        l.addBuiltin();
        l.addSource(
            "pack.json",
            R"({"cards": [{"id": "v_goal", "weight": 2, "difficulty": "Hard", "properties": ["Fleeting", "Opportunity"]}],
                                    "decks": [{"id": "v_deck", "cards": ["offer_tea", "v_goal"]}]})");
        Diagnostics d;
        QVERIFY(l.load(d));
        QVERIFY2(d.items().empty(), allOf(d).c_str());
    }

    void builtInPackHasNoWarning() {
        Diagnostics d;
        QVERIFY(builtinContent(&d));
        QVERIFY2(d.items().empty(), allOf(d).c_str());
        // And read alone from its folder, as `validate --strict --standalone resources/content`
        // does.
        ContentLoader l;
        QVERIFY(l.addPath(test::sourcePath("resources/content"), d));
        l.addBuiltinRulesetIfMissing();
        QVERIFY(l.load(d));
        QVERIFY2(d.items().empty(), allOf(d).c_str());
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
