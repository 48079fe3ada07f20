// The active-effects lifecycle (seed 004) in play: auras come and go with their cards, timed
// effects expire exactly when documented, suppression follows its suppressor, atmospheres are
// registered effects, and queries explain themselves. Also: modifiers that act at a turn's start
// or end, the table / player / npc scopes, and the EffectsRemoved events of the lifecycle.
#include "changes/mutate.h"
#include "changes/zones.h"
#include "modifiers/lifecycle.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

State elena(std::initializer_list<const char*> hand, std::initializer_list<const char*> table = {}) {
    auto c = test::builtin();
    State s = blankConversation(c, c->npcIndex.at("elena"), 4);
    test::withoutSkills(s); // the base rules, without Elena's personality
    s.deck().clear();
    for (const char* id : hand) addCard(s, Zone::Hand, c->cardIndex.at(id));
    for (const char* id : table) addCard(s, Zone::Table, c->cardIndex.at(id));
    return s;
}

int chanceOf(const State& s, const char* id, Breakdown* why = nullptr) {
    return successChance(s, s.content().cardIndex.at(id), why);
}

// A document with one NPC and the given cards (each a JSON object), for the loader's checks.
std::string doc(const std::string& cards) {
    return R"({"cards": [{"id": "a", "weight": 1, "difficulty": "Easy"}, )" + cards + R"(],
              "npcs": [{"id": "n", "deck": ["a", "a", "a", "a", "a", "a"]}]})";
}

// The loader's messages for `text`, or "" when it loads.
std::string loadErrors(const std::string& text) {
    Diagnostics diags;
    const auto c = test::contentFrom({text}, &diags);
    std::string out;
    for (const auto& d : diags.items())
        if (d.severity == Diagnostic::Severity::Error) out += d.format() + "\n";
    return c ? std::string() : out;
}

// A conversation of doc()'s content, no skills held, with `table` cards on the table.
State withTable(const std::string& cards, std::initializer_list<const char*> table) {
    Diagnostics diags;
    auto c = test::contentFrom({doc(cards)}, &diags);
    if (!c) {
        for (const auto& d : diags.items())
            qWarning("%s", d.format().c_str());
        qFatal("test content does not load");
    }
    State s = blankConversation(c, 0, 3);
    test::withoutSkills(s);
    for (const char* id : table)
        addCard(s, Zone::Table, c->cardIndex.at(id));
    return s;
}

template <class E> int count(const EventLog& log) {
    int n = 0;
    for (const Event& e : log)
        n += std::holds_alternative<E>(e) ? 1 : 0;
    return n;
}
template <class E> const E* first(const EventLog& log) {
    for (const Event& e : log)
        if (const E* p = std::get_if<E>(&e)) return p;
    return nullptr;
}

} // namespace

class TestActiveEffects : public QObject {
    Q_OBJECT
private slots:
    void auraComesAndGoesWithItsCard() {
        State s = elena({"offer_tea", "jungle_totem"});
        s.tokens[s.rules().tokenIndex("Trust")] = 2;
        QCOMPARE(chanceOf(s, "offer_tea"), 80); // Easy 70 + 5 x 2 Trust
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "jungle_totem"), Roll::Success)).ok());
        Breakdown why;
        QCOMPARE(chanceOf(s, "offer_tea", &why), 90); // the two Trust count as four
        QVERIFY2(why.text().find("counting as 4") != std::string::npos, why.text().c_str());
        // A card without a Trust connection is untouched by the condition.
        QCOMPARE(chanceOf(s, "small_talk"), 85);
        Ctx c{s, nullptr};
        moveCard(c, test::uidOf(s, Zone::Table, "jungle_totem"), Zone::Discard);
        QCOMPARE(chanceOf(s, "offer_tea"), 80);
        QVERIFY(s.effects.ofTarget(ModTarget::TokenCount).empty());
    }

    void sameKeyDoesNotStack() {
        State s = elena({"offer_tea"}, {"jungle_totem", "jungle_totem"});
        s.tokens[s.rules().tokenIndex("Trust")] = 2;
        QCOMPARE(s.effects.ofTarget(ModTarget::TokenCount).size(), std::size_t(2));
        QCOMPARE(chanceOf(s, "offer_tea"), 90); // x2 once, not x4
        Ctx c{s, nullptr};
        moveCard(c, s.zone(Zone::Table)[0].uid, Zone::Discard);
        QCOMPARE(chanceOf(s, "offer_tea"), 90); // the second takes over
    }

    void timedEffectLastsUntilTheEndOfTheNextTurn() {
        State s = elena({"barrier", "small_talk", "small_talk", "small_talk"}, {});
        s.comfort = 0;
        QCOMPARE(int(s.turn), 1);
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "barrier"), Roll::Success)).ok()); // turn 1
        QCOMPARE(int(s.comfort), 1);
        QCOMPARE(comfortChange(s, -2), -1); // in force on turn 2
        QCOMPARE(comfortChange(s, 2), 2);   // gains are untouched (condition "value < 0")
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "small_talk"), Roll::Failure)).ok()); // turn 2
        QCOMPARE(int(s.comfort), 1); // the -1 failure was reduced to 0
        QCOMPARE(int(s.turn), 3);
        QCOMPARE(comfortChange(s, -2), -2); // gone once turn 3 begins
        QVERIFY(s.effects.ofTarget(ModTarget::ComfortChange).empty());
    }

    void suppressionFollowsTheSuppressor() {
        State s = elena({"offer_tea", "stony_silence"}, {"jungle_totem"});
        s.tokens[s.rules().tokenIndex("Trust")] = 2;
        QCOMPARE(chanceOf(s, "offer_tea"), 90);
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "stony_silence"), Roll::Success)).ok());
        QCOMPARE(chanceOf(s, "offer_tea"), 80); // the totem's aura is silenced
        QVERIFY(s.effects.ofTarget(ModTarget::TokenCount)[0].suppressed);
        QVERIFY(s.apply(Action::activate(test::uidOf(s, Zone::Table, "stony_silence"), 0)).ok());
        QCOMPARE(chanceOf(s, "offer_tea"), 90); // lifted when it left
    }

    void atmosphereEffectsAreReplacedNotStacked() {
        State s = elena({});
        Ctx c{s, nullptr};
        setAtmosphere(c, static_cast<std::uint16_t>(s.rules().atmosphereIndex("Prepared")));
        QCOMPARE(weightCapacity(s), 6);
        setAtmosphere(c, static_cast<std::uint16_t>(s.rules().atmosphereIndex("Receptive")));
        QCOMPARE(weightCapacity(s), 5);
        QCOMPARE(listenDraw(s), 3);
        QCOMPARE(s.effects.size(), 1u);
        setAtmosphere(c, s.rules().defaultAtmosphere);
        QVERIFY(s.effects.empty());
    }

    void handLimitIsAQuery() {
        State s = elena({});
        QCOMPARE(handLimit(s), 9);
        ActiveEffect e;
        e.target = ModTarget::HandLimit;
        e.op = ModOp::Add;
        e.value = -2;
        e.source = EffectSource::Rule;
        s.effects.add(e);
        Breakdown why;
        QCOMPARE(handLimit(s, &why), 7);
        QCOMPARE(why.text(), std::string("9 rules, -2 rule = 7"));
    }

    void reachGatesDeepCards() {
        State s = elena({"elena_ask_blackwood", "stake_reputation"});
        QCOMPARE(reach(s), 1); // Neutral
        s.weight = 5;
        const ApplyResult r = s.apply(Action::speak(test::uidOf(s, Zone::Hand, "elena_ask_blackwood")));
        QCOMPARE(r.error, ErrorCode::Prohibited); // depth 2
        QVERIFY(s.isLegal(Action::speak(test::uidOf(s, Zone::Hand, "stake_reputation")))); // depth 1
        s.emotion = static_cast<std::uint8_t>(s.rules().stateIndex("Open"));
        QVERIFY(s.isLegal(Action::speak(test::uidOf(s, Zone::Hand, "elena_ask_blackwood"))));
        s.emotion = static_cast<std::uint8_t>(s.rules().stateIndex("Desperate"));
        s.weight = 3;
        QCOMPARE(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "stake_reputation"))).error, ErrorCode::Prohibited);
        ActiveEffect e;
        e.target = ModTarget::Reach;
        e.value = 1;
        s.effects.add(e);
        Breakdown why;
        QCOMPARE(reach(s, &why), 1);
        QCOMPARE(why.text(), std::string("0 Desperate state, +1 rule = 1"));
    }

    void savedStateKeepsTheEffects() {
        State s = elena({"offer_tea"}, {"jungle_totem", "stony_silence"});
        std::string err;
        const auto back = State::deserialize(s.contentPtr(), s.serialize(), err);
        QVERIFY2(back, err.c_str());
        QVERIFY(*back == s);
        QCOMPARE(back->effects.size(), s.effects.size());
    }

    // --- seed 004's trigger: acting at a turn boundary ---

    void turnEndAuraActsOncePerTurnEnd() {
        State s =
            withTable(R"({"id": "hearth", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "comfort", "operation": "add", "value": 1, "trigger": "turnEnd"}})",
                      {"hearth"});
        s.comfort = 0;
        EventLog log;
        QVERIFY(s.apply(Action::listen(), &log).ok());
        QCOMPARE(int(s.comfort), 1);
        QCOMPARE(count<ev::EffectActed>(log), 1);
        const auto* acted = first<ev::EffectActed>(log);
        QCOMPARE(acted->target, ModTarget::Comfort);
        QCOMPARE(acted->when, EffectTrigger::TurnEnd);
        QCOMPARE(int(acted->value), 1);
        QCOMPARE(acted->source, EffectSource::Aura);
        QCOMPARE(acted->card, std::int32_t(s.content().cardIndex.at("hearth")));
        QCOMPARE(int(acted->skill), -1);
        // It changes no derived number: comfort changes asked by effects are untouched.
        QCOMPARE(comfortChange(s, 2), 2);
    }

    void turnStartGivesWeightUpToTheCapacity() {
        // Weight given back at each turn start, never above the capacity.
        State s =
            withTable(R"({"id": "spring", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "weight", "operation": "add", "value": 2, "trigger": "turnStart"}})",
                      {"spring"});
        s.weight = 1;
        addCard(s, Zone::Hand, s.content().cardIndex.at("a"));
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "a"), Roll::Success)).ok());
        QCOMPARE(int(s.weight), 2); // 1 - 1 spoken + 2 at turn 2's start
        s.weight = static_cast<std::int16_t>(weightCapacity(s) - 1);
        addCard(s, Zone::Hand, s.content().cardIndex.at("a"));
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "a"), Roll::Success)).ok());
        QCOMPARE(int(s.weight), weightCapacity(s)); // capped
    }

    void suppressedOrFalseConditionDoesNotAct() {
        State s =
            withTable(R"({"id": "hearth", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": [{"target": "comfort", "operation": "add", "value": 1, "trigger": "turnEnd"},
                      {"target": "patience", "operation": "add", "value": 1, "trigger": "turnEnd", "condition": "comfort > 5"}]},
            {"id": "hush", "weight": 1, "difficulty": "Easy", "permanent": true, "suppresses": "aura"})",
                      {"hearth", "hush"});
        s.comfort = 0;
        s.patience = 10;
        EventLog log;
        QVERIFY(s.apply(Action::listen(), &log).ok());
        QCOMPARE(int(s.comfort), 0);
        QCOMPARE(int(s.patience), 9); // only LISTEN's cost
        QCOMPARE(count<ev::EffectActed>(log), 0);
        Ctx c{s, nullptr};
        moveCard(c, test::uidOf(s, Zone::Table, "hush"), Zone::Discard);
        QVERIFY(s.apply(Action::listen()).ok());
        QCOMPARE(int(s.comfort), 1);
        QCOMPARE(int(s.patience), 8); // the condition is false: patience is not given
    }

    void stackingAppliesToActingModifiers() {
        // Two copies with one noStack key act once; without a key both act.
        State s = withTable(R"({"id": "drip", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "patience", "operation": "add", "value": -1, "trigger": "turnEnd",
                      "stacking": "noStack", "stackingKey": "drip"}},
            {"id": "leak", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "patience", "operation": "add", "value": -1, "trigger": "turnEnd"}})",
                            {"drip", "drip", "leak", "leak"});
        s.patience = 10;
        QVERIFY(s.apply(Action::listen()).ok());
        QCOMPARE(int(s.patience), 6); // 1 for LISTEN, 1 for the drips, 2 for the leaks
    }

    void actingModifiersAreCheckedAtLoad() {
        const std::string comfortWithoutTrigger =
            loadErrors(doc(R"({"id": "x", "weight": 1, "difficulty": "Easy",
            "permanent": true, "auras": {"target": "comfort", "operation": "add", "value": 1}})"));
        QVERIFY2(comfortWithoutTrigger.find("/cards/1/auras/target") != std::string::npos,
                 comfortWithoutTrigger.c_str());
        QVERIFY2(comfortWithoutTrigger.find("turnStart") != std::string::npos,
                 comfortWithoutTrigger.c_str());
        const std::string derived = loadErrors(doc(R"({"id": "x", "weight": 1, "difficulty": "Easy",
            "permanent": true, "auras": {"target": "successChance", "operation": "add", "value": 1, "trigger": "turnEnd"}})"));
        QVERIFY2(derived.find("/cards/1/auras/trigger") != std::string::npos, derived.c_str());
        QVERIFY2(derived.find("derived number") != std::string::npos, derived.c_str());
        const std::string multiply =
            loadErrors(doc(R"({"id": "x", "weight": 1, "difficulty": "Easy",
            "permanent": true, "auras": {"target": "weight", "operation": "multiply", "value": 2, "trigger": "turnStart"}})"));
        QVERIFY2(multiply.find("/cards/1/auras/operation") != std::string::npos, multiply.c_str());
        const std::string unknown = loadErrors(doc(R"({"id": "x", "weight": 1, "difficulty": "Easy",
            "permanent": true, "auras": {"target": "weight", "operation": "add", "value": 2, "trigger": "onAttack"}})"));
        QVERIFY2(unknown.find("/cards/1/auras/trigger") != std::string::npos, unknown.c_str());
        QVERIFY(loadErrors(doc(R"({"id": "x", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "weight", "operation": "add", "value": 2, "trigger": "turnStart", "scope": "player"}})"))
                    .empty());
    }

    // --- the table, player and npc scopes ---

    void tableScopeIsAboutCardsOnTheTable() {
        State s =
            withTable(R"({"id": "bellows", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": {"target": "usesPerTurn", "operation": "add", "value": 1, "scope": "table"}},
            {"id": "heavy", "weight": 3, "difficulty": "Easy", "permanent": true,
            "abilities": [{"costs": [{"cost": "weight", "amount": 2}], "effects": {"type": "AddComfort", "value": 1}}]})",
                      {"bellows"});
        const CardIndex heavy = s.content().cardIndex.at("heavy");
        QCOMPARE(usesPerTurn(s, heavy, 1), 2); // an ability on the table
        QCOMPARE(applyModifiers(s, ModTarget::UsesPerTurn, 1, nullptr, heavy, false),
                 1); // not on the table
        QCOMPARE(applyModifiers(s, ModTarget::UsesPerTurn, 1, nullptr, -1, false),
                 1); // about no card
    }

    void playerAndNpcScopesFollowWhoseNumberItIs() {
        State s = withTable(R"({"id": "mood", "weight": 1, "difficulty": "Easy", "permanent": true,
            "auras": [{"target": "comfortChange", "operation": "add", "value": 1, "scope": "npc"},
                      {"target": "weightCost", "operation": "add", "value": 1, "scope": "player"},
                      {"target": "successChance", "operation": "add", "value": 10, "scope": "player"}]})",
                            {"mood"});
        const CardIndex a = s.content().cardIndex.at("a");
        QCOMPARE(comfortChange(s, 1), 2);  // the partner's comfort
        QCOMPARE(speakWeight(s, a), 2);    // your card
        QCOMPARE(successChance(s, a), 80); // Easy 70 + 10
        Breakdown why;
        QCOMPARE(comfortChange(s, -2, &why), -1);
        QCOMPARE(why.parts.size(), std::size_t(2)); // the effect, then the aura
        QCOMPARE(why.parts[1].origin, StepOrigin::Card);
    }

    void meaninglessScopesFailAtLoad() {
        const auto scoped = [](const char* target, const char* scope, const char* extra = "") {
            return loadErrors(
                doc(std::string(R"({"id": "x", "weight": 1, "difficulty": "Easy", "permanent": true,
                "auras": {"target": ")") +
                    target + R"(", "operation": "add", "value": 1, "scope": ")" + scope + "\"" +
                    extra + "}}"));
        };
        for (const char* bad : {"successChance", "listenDraw", "depth", "handLimit"}) {
            const std::string e = scoped(bad, "table");
            QVERIFY2(e.find("/cards/1/auras/scope") != std::string::npos &&
                         e.find("scope 'table'") != std::string::npos,
                     e.c_str());
        }
        QVERIFY(scoped("comfortChange", "player").find("partner's") != std::string::npos);
        QVERIFY(scoped("successChance", "npc").find("scope 'npc'") != std::string::npos);
        QVERIFY(scoped("comfort", "source", R"(, "trigger": "turnEnd")").find("never matches") !=
                std::string::npos);
        QVERIFY(scoped("weight", "npc", R"(, "trigger": "turnEnd")").find("scope 'npc'") !=
                std::string::npos);
        const std::initializer_list<std::pair<const char*, const char*>> fine = {
            {"weightCost", "table"},
            {"tokenCost", "table"},
            {"usesPerTurn", "table"},
            {"comfortChange", "npc"},
            {"reach", "player"}};
        for (const auto& [target, scope] : fine)
            QVERIFY2(scoped(target, scope).empty(), scoped(target, scope).c_str());
        QVERIFY(scoped("patience", "npc", R"(, "trigger": "turnStart")").empty());
    }

    // --- EffectsRemoved ---

    void leavingTheTableReportsTheEffectsRemoved() {
        State s = elena({"offer_tea"}, {"jungle_totem"});
        EventLog log;
        Ctx c{s, &log};
        moveCard(c, test::uidOf(s, Zone::Table, "jungle_totem"), Zone::Discard);
        QCOMPARE(count<ev::EffectsRemoved>(log), 1);
        const auto* gone = first<ev::EffectsRemoved>(log);
        QCOMPARE(gone->why, EffectsGone::SourceLeft);
        QCOMPARE(gone->source, EffectSource::Aura);
        QCOMPARE(gone->card, std::int32_t(s.content().cardIndex.at("jungle_totem")));
        QCOMPARE(int(gone->count), 1);
        QCOMPARE(int(gone->skill), -1);
        // A card that provided nothing leaves without one; no log, no work.
        log.clear();
        addCard(s, Zone::Table, s.content().cardIndex.at("offer_tea"));
        moveCard(c, test::uidOf(s, Zone::Table, "offer_tea"), Zone::Discard);
        QCOMPARE(count<ev::EffectsRemoved>(log), 0);
    }

    void expiryReportsTheEffectsRemoved() {
        State s = elena({"barrier", "small_talk", "small_talk"});
        EventLog log;
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "barrier"), Roll::Success), &log)
                    .ok());
        QCOMPARE(count<ev::EffectsRemoved>(log), 0);
        QVERIFY(
            s.apply(Action::speak(test::uidOf(s, Zone::Hand, "small_talk"), Roll::Success), &log)
                .ok());
        QCOMPARE(count<ev::EffectsRemoved>(log), 1);
        const auto* gone = first<ev::EffectsRemoved>(log);
        QCOMPARE(gone->why, EffectsGone::Expired);
        QCOMPARE(gone->source, EffectSource::CardEffect);
        QCOMPARE(gone->card, std::int32_t(s.content().cardIndex.at("barrier")));
        QVERIFY(s.effects.ofTarget(ModTarget::ComfortChange).empty());
    }
};

QTEST_APPLESS_MAIN(TestActiveEffects)
#include "tst_active_effects.moc"
