// Property: every explanation adds up. Across random states of random playouts with the built-in
// pack and its skills, and with random modifiers added on top (so that floors, caps, sets and
// stacking all occur), each breakdown's steps, applied in order from nothing, reach each step's
// shown value, and the last is the number the query returns. A floor or a cap that changes the
// number is a step of its own ("1 card weight, -3 Light Touch, = 0 (never below 0)").
// Engine headers before Qt's: Qt defines `emit` as a macro, and the engine has a method of that name.
#include "ai/policy.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "state/actions.h"
#include "test_support.h"

#include <QTest>
#include <random>

using namespace parley;

namespace {

// Why the breakdown does not add up to `shown`, or nothing.
std::string addsUp(const Breakdown& b, int shown, const char* what) {
    const std::string where = std::string(what) + " [" + b.text() + "]: ";
    if (b.result != shown) return where + "shows " + std::to_string(b.result) + " but is " + std::to_string(shown);
    if (b.parts.empty()) return {};
    int v = 0;
    for (const Contribution& c : b.parts) {
        v = applyModOp(c.op, v, c.by);
        if (v != c.after)
            return where + "step '" + c.change + " " + c.source + "' makes " + std::to_string(v) + " but shows " +
                   std::to_string(c.after);
    }
    if (v != shown) return where + "the steps reach " + std::to_string(v) + ", the number is " + std::to_string(shown);
    return {};
}

// Every derived number of this state, each checked.
std::string everyBreakdownAddsUp(const State& s) {
    std::string bad;
    auto check = [&](const char* what, auto&& query) {
        if (!bad.empty()) return;
        Breakdown why;
        const int shown = query(&why);
        bad = addsUp(why, shown, what);
    };
    check("weight capacity", [&](Breakdown* w) { return weightCapacity(s, w); });
    check("listen draw", [&](Breakdown* w) { return listenDraw(s, w); });
    check("hand limit", [&](Breakdown* w) { return handLimit(s, w); });
    check("reach", [&](Breakdown* w) { return reach(s, w); });
    check("cards per SPEAK", [&](Breakdown* w) { return cardsPerSpeak(s, w); });
    check("SPEAK's patience", [&](Breakdown* w) { return patienceCost(s, ActionKind::Speak, w); });
    check("LISTEN's patience", [&](Breakdown* w) { return patienceCost(s, ActionKind::Listen, w); });
    for (int requested : {-3, -1, 1, 2})
        check("comfort change", [&](Breakdown* w) { return comfortChange(s, requested, w); });
    for (const CardInst& ci : s.hand()) {
        check("success chance", [&](Breakdown* w) { return successChance(s, ci.card, w); });
        check("weight", [&](Breakdown* w) { return speakWeight(s, ci.card, w); });
        check("depth", [&](Breakdown* w) { return cardDepth(s, ci.card, w); });
        check("uses per turn", [&](Breakdown* w) { return usesPerTurn(s, ci.card, 1, w); });
    }
    return bad;
}

// A few random modifiers on any number, of every operation, some of them stacked.
void addRandomModifiers(State& s, std::mt19937& rng) {
    std::uniform_int_distribution<int> count(1, 4), target(0, int(kModTargetNames.size()) - 1),
        op(0, int(kModOpNames.size()) - 1), value(-6, 6), coin(0, 3);
    for (int i = count(rng); i-- > 0;) {
        ActiveEffect e;
        e.target = static_cast<ModTarget>(target(rng));
        e.op = static_cast<ModOp>(op(rng));
        e.value = static_cast<std::int16_t>(e.op == ModOp::Multiply ? value(rng) / 2 : value(rng));
        e.source = EffectSource::Rule;
        e.scope = coin(rng) == 0 ? EffectScope::Hand : EffectScope::Global;
        e.stacking = static_cast<Stacking>(coin(rng));
        e.stackingKey = static_cast<std::uint16_t>(coin(rng) == 0 ? 1 : 0);
        s.effects.add(e);
    }
}

} // namespace

class TestBreakdowns : public QObject {
    Q_OBJECT
private slots:
    void everyBreakdownAddsUpInRandomStates() {
        auto content = test::builtin();
        QVERIFY(content);
        std::mt19937 rng(2026);
        int states = 0;
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            for (std::uint64_t seed = 1; seed <= 150; ++seed) {
                RandomPolicy policy(seed * 17);
                State s = newConversation(content, npc, seed);
                while (!s.ended()) {
                    const std::string plain = everyBreakdownAddsUp(s);
                    QVERIFY2(plain.empty(), plain.c_str());
                    State changed = s.clone();
                    addRandomModifiers(changed, rng);
                    const std::string modified = everyBreakdownAddsUp(changed);
                    QVERIFY2(modified.empty(), modified.c_str());
                    ++states;
                    QVERIFY(s.apply(policy.choose(s)).ok());
                }
            }
        }
        qInfo("%d states checked, each also with random modifiers", states);
    }

    // The check notices a breakdown that does not add up, and a floor is a step of its own.
    void theCheckNoticesAndFloorsAreSteps() {
        Breakdown b;
        b.start("card weight", StepOrigin::CardValue, 1);
        b.add("Light Touch", "-3", -2, StepOrigin::Card, ModOp::Add, -3);
        b.result = 0;
        QVERIFY(!addsUp(b, 0, "weight").empty()); // the floor is missing
        b.add("(never below 0)", "= 0", 0, StepOrigin::Floor, ModOp::Set, 0);
        QVERIFY2(addsUp(b, 0, "weight").empty(), addsUp(b, 0, "weight").c_str());

        auto content = test::builtin();
        State s = newConversation(content, 0, 3);
        ActiveEffect lighter;
        lighter.target = ModTarget::WeightCost;
        lighter.value = -50;
        s.effects.add(lighter);
        ActiveEffect fewer;
        fewer.target = ModTarget::HandLimit;
        fewer.value = -50;
        s.effects.add(fewer);
        Breakdown weight, limit;
        QCOMPARE(speakWeight(s, s.hand()[0].card, &weight), 0);
        QCOMPARE(weight.parts.back().origin, StepOrigin::Floor);
        QVERIFY2(addsUp(weight, 0, "weight").empty(), weight.text().c_str());
        QCOMPARE(handLimit(s, &limit), 1);
        QCOMPARE(limit.parts.back().origin, StepOrigin::Floor);
        QVERIFY2(limit.text().find("never below 1") != std::string::npos, limit.text().c_str());
    }
};

QTEST_GUILESS_MAIN(TestBreakdowns)
#include "tst_breakdowns.moc"
