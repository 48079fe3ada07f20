// The active-effects lifecycle (seed 004) in play: auras come and go with their cards, timed
// effects expire exactly when documented, suppression follows its suppressor, atmospheres are
// registered effects, and queries explain themselves.
#include "modifiers/lifecycle.h"
#include "modifiers/queries.h"
#include "rules/mutate.h"
#include "rules/setup.h"
#include "rules/zones.h"
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
};

QTEST_APPLESS_MAIN(TestActiveEffects)
#include "tst_active_effects.moc"
