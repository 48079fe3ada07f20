// The active-effects registry (seed 004): stacking, the order of operations, lifecycle,
// suppression, explanations, value semantics, and a randomized check against a naive reference.
#include "registry_reference.h"
#include "state/registry.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

// Counts heap allocations so that a test can check that a query makes none.
namespace {
std::atomic<long> gAllocations{0};
}
void* operator new(std::size_t n) {
    ++gAllocations;
    if (void* p = std::malloc(n ? n : 1)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

using namespace parley;

namespace {

constexpr ModTarget kChance = ModTarget::SuccessChance;
constexpr ModTarget kDraw = ModTarget::ListenDraw;
constexpr ModTarget kPatience = ModTarget::PatienceCost;

ActiveEffect eff(ModTarget t, ModOp op, int value, std::uint16_t uid = 0,
                 Stacking stacking = Stacking::Additive, std::uint16_t key = 0) {
    ActiveEffect e;
    e.target = t;
    e.op = op;
    e.value = static_cast<std::int16_t>(value);
    e.sourceUid = uid;
    e.stacking = stacking;
    e.stackingKey = key;
    return e;
}
ActiveEffect bonus(int value, std::uint16_t uid, Stacking stacking, std::uint16_t key) {
    return eff(kChance, ModOp::Add, value, uid, stacking, key);
}

auto acceptAll = [](const ActiveEffect&) { return true; };
auto idLabel = [](const ActiveEffect& e) { return std::to_string(e.id); };

int query(const Registry& r, ModTarget t, int base) { return r.combined(t, base); }

// The ids of the effects a query applied, in the order it applied them.
std::vector<int> appliedIds(const Registry& r, ModTarget t, int base) {
    Breakdown why;
    r.combined(t, base, acceptAll, idLabel, &why);
    std::vector<int> ids;
    for (const auto& p : why.parts) ids.push_back(std::stoi(p.source));
    return ids;
}

bool sortedByTargetThenId(const Registry& r) {
    const auto& v = r.all();
    for (std::uint32_t i = 1; i < v.size(); ++i) {
        if (v[i - 1].target > v[i].target) return false;
        if (v[i - 1].target == v[i].target && v[i - 1].id >= v[i].id) return false;
    }
    return true;
}

} // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void operations() {
        QCOMPARE(applyModOp(ModOp::Add, 5, -7), -2);
        QCOMPARE(applyModOp(ModOp::Multiply, 5, 3), 15);
        QCOMPARE(applyModOp(ModOp::Set, 5, 0), 0);
        QCOMPARE(applyModOp(ModOp::Min, 5, 3), 3);
        QCOMPARE(applyModOp(ModOp::Min, 2, 3), 2);
        QCOMPARE(applyModOp(ModOp::Max, 5, 8), 8);
        QCOMPARE(applyModOp(ModOp::Max, 9, 8), 9);
        QCOMPARE(applyModOp(ModOp::AddMagnitude, 4, 2), 6);
        QCOMPARE(applyModOp(ModOp::AddMagnitude, -4, 2), -6);
        QCOMPARE(applyModOp(ModOp::AddMagnitude, 0, 2), 0);
        QCOMPARE(modOpText(ModOp::Add, 20), std::string("+20"));
        QCOMPARE(modOpText(ModOp::Add, -5), std::string("-5"));
        QCOMPARE(modOpText(ModOp::Multiply, 2), std::string("x2"));
        QCOMPARE(modOpText(ModOp::Set, 0), std::string("= 0"));
    }

    void additiveGroupSums() {
        Registry r;
        r.add(bonus(10, 1, Stacking::Additive, 5));
        r.add(bonus(20, 2, Stacking::Additive, 5));
        r.add(bonus(5, 3, Stacking::Additive, 5));
        QCOMPARE(query(r, kChance, 50), 85);
    }

    void maxOnlyPicksLargestThenNextLargest() {
        Registry r;
        r.add(bonus(10, 1, Stacking::MaxOnly, 7));
        const auto big = r.add(bonus(30, 2, Stacking::MaxOnly, 7));
        r.add(bonus(20, 3, Stacking::MaxOnly, 7));
        QCOMPARE(query(r, kChance, 0), 30);
        QCOMPARE(appliedIds(r, kChance, 0), std::vector<int>{big});
        QCOMPARE(r.removeBySource(2), 1);
        QCOMPARE(query(r, kChance, 0), 20);
        // A tie goes to the earlier one, and still applies once.
        const auto first = r.add(bonus(20, 4, Stacking::MaxOnly, 7));
        Q_UNUSED(first);
        QCOMPARE(query(r, kChance, 0), 20);
        QCOMPARE(appliedIds(r, kChance, 0), std::vector<int>{3});
    }

    void minOnlyPicksSmallest() {
        Registry r;
        r.add(bonus(-10, 1, Stacking::MinOnly, 7));
        r.add(bonus(-30, 2, Stacking::MinOnly, 7));
        r.add(bonus(-5, 3, Stacking::MinOnly, 7));
        QCOMPARE(query(r, kChance, 100), 70);
        r.removeBySource(2);
        QCOMPARE(query(r, kChance, 100), 90);
    }

    void noStackKeepsFirstThenSecondTakesOver() {
        Registry r;
        r.add(bonus(10, 1, Stacking::NoStack, 3));
        r.add(bonus(40, 2, Stacking::NoStack, 3));
        QCOMPARE(query(r, kChance, 0), 10);
        r.removeBySource(1);
        QCOMPARE(query(r, kChance, 0), 40);
    }

    void keyZeroEffectsAllApply() {
        Registry r;
        // Key 0 means "a group of its own": the stacking mode has nobody to compete with.
        r.add(bonus(10, 1, Stacking::MaxOnly, 0));
        r.add(bonus(20, 2, Stacking::NoStack, 0));
        r.add(bonus(5, 3, Stacking::MinOnly, 0));
        QCOMPARE(query(r, kChance, 0), 35);
    }

    void groupsAreSeparateByKeyAndTarget() {
        Registry r;
        r.add(bonus(10, 1, Stacking::MaxOnly, 1));
        r.add(bonus(20, 2, Stacking::MaxOnly, 2));
        r.add(eff(kDraw, ModOp::Add, 3, 3, Stacking::MaxOnly, 1));
        QCOMPARE(query(r, kChance, 0), 30);
        QCOMPARE(query(r, kDraw, 0), 3);
    }

    void groupModeIsItsEarliestMembers() {
        Registry r;
        r.add(bonus(10, 1, Stacking::MaxOnly, 9));
        r.add(bonus(20, 2, Stacking::Additive, 9));
        QCOMPARE(query(r, kChance, 0), 20); // max-only, set by the first member
        r.removeBySource(1);
        r.add(bonus(5, 3, Stacking::MaxOnly, 9));
        QCOMPARE(query(r, kChance, 0), 25); // now the additive one came first
    }

    void acceptDecidesWhoCompetes() {
        Registry r;
        r.add(bonus(10, 1, Stacking::MaxOnly, 4));
        r.add(bonus(30, 2, Stacking::MaxOnly, 4));
        auto notTwo = [](const ActiveEffect& e) { return e.sourceUid != 2; };
        auto none = [](const ActiveEffect&) { return std::string(); };
        // An effect that does not apply here cannot shut out the one that does.
        QCOMPARE(r.combined(kChance, 0, notTwo, none, nullptr), 10);
    }

    void ordering_data() {
        QTest::addColumn<std::vector<int>>("ops");   // ModOp per effect, in registration order
        QTest::addColumn<std::vector<int>>("values");
        QTest::addColumn<int>("base");
        QTest::addColumn<int>("expected");
        QTest::addColumn<int>("inRegistrationOrder"); // what applying them as registered gives
        const int add = int(ModOp::Add), mul = int(ModOp::Multiply), set = int(ModOp::Set),
                  min = int(ModOp::Min), max = int(ModOp::Max), mag = int(ModOp::AddMagnitude);
        QTest::newRow("set before add") << std::vector{add, set} << std::vector{5, 10} << 3 << 15 << 10;
        QTest::newRow("add before multiply") << std::vector{mul, add} << std::vector{2, 5} << 10 << 30 << 25;
        QTest::newRow("multiply before min") << std::vector{min, mul} << std::vector{20, 3} << 10 << 20 << 30;
        QTest::newRow("min before max") << std::vector{max, min} << std::vector{25, 20} << 10 << 25 << 20;
        QTest::newRow("last set wins") << std::vector{set, set} << std::vector{7, 3} << 0 << 3 << 3;
        QTest::newRow("add and addMagnitude as registered")
            << std::vector{add, mag} << std::vector{-2, 3} << 1 << -4 << -4;
        QTest::newRow("addMagnitude and add as registered")
            << std::vector{mag, add} << std::vector{3, -2} << 1 << 2 << 2;
        QTest::newRow("everything reversed")
            << std::vector{max, min, mul, add, set} << std::vector{12, 40, 3, 4, 1} << 100 << 15 << 1;
    }
    void ordering() {
        QFETCH(std::vector<int>, ops);
        QFETCH(std::vector<int>, values);
        QFETCH(int, base);
        QFETCH(int, expected);
        QFETCH(int, inRegistrationOrder);
        Registry r;
        int naive = base;
        for (std::size_t i = 0; i < ops.size(); ++i) {
            r.add(eff(kChance, ModOp(ops[i]), values[i]));
            naive = applyModOp(ModOp(ops[i]), naive, values[i]);
        }
        QCOMPARE(naive, inRegistrationOrder);
        QCOMPARE(query(r, kChance, base), expected);
    }

    void removeBySource() {
        Registry r;
        r.add(eff(kChance, ModOp::Add, 10, 7));
        r.add(eff(kDraw, ModOp::Add, 1, 7));
        r.add(eff(kChance, ModOp::Add, 5, 8));
        QCOMPARE(r.removeBySource(7), 2);
        QCOMPARE(r.size(), 1u);
        QCOMPARE(query(r, kChance, 0), 5);
        QCOMPARE(query(r, kDraw, 2), 2);
        QCOMPARE(r.removeBySource(7), 0);
    }

    void removeBySourceType() {
        Registry r;
        auto atm = eff(kChance, ModOp::Add, 20);
        atm.source = EffectSource::Atmosphere;
        r.add(atm);
        atm.target = kPatience;
        r.add(atm);
        auto aura = eff(kChance, ModOp::Add, 5, 3);
        aura.source = EffectSource::Aura;
        r.add(aura);
        QCOMPARE(r.removeBySourceType(EffectSource::Atmosphere), 2);
        QCOMPARE(r.size(), 1u);
        QCOMPARE(r.all()[0].source, EffectSource::Aura);
        QCOMPARE(query(r, kChance, 0), 5);
    }

    void removeExpiredAtItsTurn() {
        Registry r;
        auto e = eff(kChance, ModOp::Add, 10, 1);
        e.expiresTurn = 5;
        r.add(e);
        r.add(eff(kChance, ModOp::Add, 1, 2)); // expiresTurn 0: lasts
        QCOMPARE(r.removeExpired(3), 0);
        QCOMPARE(r.removeExpired(4), 0); // not one turn early
        QCOMPARE(query(r, kChance, 0), 11);
        QCOMPARE(r.removeExpired(5), 1);
        QCOMPARE(query(r, kChance, 0), 1);
        QCOMPARE(r.removeExpired(1000), 0);
        QCOMPARE(r.size(), 1u);
    }

    void suppressionAndLifting() {
        Registry r;
        auto aura = [](int v, std::uint16_t uid) {
            auto e = eff(kChance, ModOp::Add, v, uid, Stacking::MaxOnly, 2);
            e.source = EffectSource::Aura;
            return e;
        };
        r.add(aura(30, 1));
        r.add(aura(20, 2));
        auto own = eff(kChance, ModOp::Add, 1, 9); // the suppressor's own aura
        own.source = EffectSource::Aura;
        r.add(own);
        auto skill = eff(kChance, ModOp::Add, 100, 4);
        skill.source = EffectSource::Skill;
        r.add(skill);
        QCOMPARE(query(r, kChance, 0), 131);

        QCOMPARE(r.setSuppressed(EffectSource::Aura, true, 9), 2);
        QCOMPARE(query(r, kChance, 0), 101); // only the suppressor's own aura and the skill
        QCOMPARE(r.setSuppressed(EffectSource::Aura, true, 9), 0); // already suppressed
        int seen = 0, seenAll = 0;
        r.forEach(kChance, false, [&](const ActiveEffect&) { ++seen; });
        r.forEach(kChance, true, [&](const ActiveEffect&) { ++seenAll; });
        QCOMPARE(seen, 2);
        QCOMPARE(seenAll, 4);

        // Lifting one and suppressing the winner: the next one in the group takes over.
        QCOMPARE(r.setSuppressed(EffectSource::Aura, false), 2);
        QCOMPARE(query(r, kChance, 0), 131);
        QCOMPARE(r.setSuppressed(EffectSource::Aura, true, 2), 2); // all auras but uid 2's
        QCOMPARE(query(r, kChance, 0), 120);
    }

    void explanationText() {
        Registry r;
        auto label = [](const ActiveEffect& e) {
            return e.source == EffectSource::Atmosphere ? std::string("Focused atmosphere")
                                                         : "card " + std::to_string(e.sourceUid);
        };
        auto atm = eff(kChance, ModOp::Add, 20);
        atm.source = EffectSource::Atmosphere;
        r.add(eff(kChance, ModOp::Min, 95, 4));
        r.add(eff(kChance, ModOp::Multiply, 2, 3));
        r.add(atm);
        r.add(bonus(10, 5, Stacking::MaxOnly, 1));
        r.add(bonus(15, 6, Stacking::MaxOnly, 1)); // outranks card 5's, so card 5 is not listed
        Breakdown why;
        why.add("base", "40", 40);
        why.result = r.combined(kChance, 40, acceptAll, label, &why);
        QCOMPARE(why.result, 95);
        QCOMPARE(why.text(), std::string("40 base, +20 Focused atmosphere, +15 card 6, x2 card 3, "
                                         "at most 95 card 4 = 95"));
        QCOMPARE(why.parts[2].after, 75);
        QCOMPARE(why.parts[3].after, 150);
    }

    void idsUniqueAndIncreasing() {
        Registry r;
        std::vector<std::uint16_t> ids;
        const ModTarget targets[] = {kPatience, kChance, kDraw};
        for (int i = 0; i < 30; ++i) {
            ids.push_back(r.add(eff(targets[i % 3], ModOp::Add, i, std::uint16_t(i))));
            if (i % 4 == 3) r.removeBySource(std::uint16_t(i - 2));
        }
        for (std::size_t i = 1; i < ids.size(); ++i) QVERIFY(ids[i] > ids[i - 1]);
        QCOMPARE(int(ids.front()), 1);
        for (const auto& e : r.all()) QCOMPARE(r.find(e.id), &e);
        QVERIFY(r.find(ids[1]) == nullptr); // uid 1 was removed at i = 3
        QVERIFY(r.find(999) == nullptr);
    }

    void sortedAcrossInterleavedAddsAndRemoves() {
        Registry r;
        std::mt19937 rng(42);
        for (int i = 0; i < 2000; ++i) {
            if (rng() % 3 == 0 && r.size() > 0) r.remove(r.all()[rng() % r.size()].id);
            else r.add(eff(ModTarget(rng() % 7), ModOp::Add, 1, std::uint16_t(i)));
            QVERIFY(sortedByTargetThenId(r));
        }
        std::uint32_t total = 0;
        for (int t = 0; t < 7; ++t) {
            for (const auto& e : r.ofTarget(ModTarget(t))) QCOMPARE(e.target, ModTarget(t));
            total += r.ofTarget(ModTarget(t)).size();
        }
        QCOMPARE(total, r.size());
        QVERIFY(r.size() > 8); // it spilled to the heap, so copying below copies a heap buffer
    }

    void copiesAreIndependentValues() {
        Registry r;
        for (int i = 0; i < 20; ++i) r.add(eff(ModTarget(i % 3), ModOp::Add, i, std::uint16_t(i)));
        Registry c = r;
        QVERIFY(c == r);
        c.removeBySource(4);
        QVERIFY(!(c == r));
        QCOMPARE(r.size(), 20u);
        QVERIFY(r.find(5) != nullptr);
        Registry d = r;
        d.setSuppressed(EffectSource::Rule, true);
        QVERIFY(!(d == r));
        QVERIFY(!r.all()[0].suppressed);
        Registry e = r;
        e.add(eff(kChance, ModOp::Add, 1)); // same contents as r, next id moved on
        e.remove(21);
        QVERIFY(!(e == r));
        QVERIFY(r.find(21) == nullptr);
    }

    void renumbersWhenIdsRunOut() {
        Registry r;
        const auto keep = r.add(eff(kDraw, ModOp::Add, 1));
        const auto keep2 = r.add(eff(kChance, ModOp::Add, 2));
        std::uint16_t last = 0;
        for (int i = 0; i < 70000; ++i) {
            last = r.add(eff(kPatience, ModOp::Add, 3, 77));
            r.removeBySource(77);
        }
        QCOMPARE(int(keep), 1);
        QCOMPARE(int(keep2), 2);
        QCOMPARE(r.size(), 2u);
        // Renumbered once: the survivors keep their order and the ids go on from there.
        QCOMPARE(int(r.ofTarget(kDraw)[0].id), 1);
        QCOMPARE(int(r.ofTarget(kChance)[0].id), 2);
        QCOMPARE(int(last), 70002 - 65535 + 2);
        const auto a = r.add(bonus(10, 1, Stacking::NoStack, 1));
        const auto b = r.add(bonus(20, 2, Stacking::NoStack, 1));
        QVERIFY(a > 2 && b > a);
        QVERIFY(sortedByTargetThenId(r));
        QCOMPARE(query(r, kChance, 0), 12);
    }

    void manyGroupsStillCombineCorrectly() {
        // More stacking groups than the query keeps on the stack: the rest are rescanned.
        Registry r;
        test::Reference ref;
        for (int k = 1; k <= 40; ++k)
            for (int v : {k, 2 * k, k / 2}) {
                auto e = bonus(v, std::uint16_t(k), k % 2 ? Stacking::MaxOnly : Stacking::NoStack,
                               std::uint16_t(k));
                e.id = r.add(e);
                ref.effects.push_back(e);
            }
        std::vector<int> order;
        const int expected = ref.combined(kChance, 0, acceptAll, &order);
        QCOMPARE(query(r, kChance, 0), expected);
        QCOMPARE(appliedIds(r, kChance, 0), order);
    }

    // Effects that act one by one (turnStart/turnEnd) see the same stacking as a query: the ones
    // visited are exactly those a query applies, in registration order, and no allocation.
    void forEachApplyingMatchesTheQueryStacking() {
        Registry r;
        test::Reference ref;
        for (int k = 1; k <= 30; ++k) {
            auto e = bonus(k % 7 - 3, std::uint16_t(k), Stacking(k % 4), std::uint16_t(k % 5));
            if (k % 9 == 0) e.suppressed = true;
            e.id = r.add(e);
            ref.effects.push_back(e);
        }
        auto odd = [](const ActiveEffect& e) { return e.sourceUid % 2 == 1; };
        std::vector<int> order;
        ref.combined(kChance, 0, odd, &order);
        std::sort(order.begin(), order.end()); // all are adds: the query applies them by id
        std::vector<int> visited;
        visited.reserve(64);
        const long before = gAllocations.load();
        r.forEachApplying(kChance, odd, [&](const ActiveEffect& e) { visited.push_back(e.id); });
        QCOMPARE(gAllocations.load() - before, 0L);
        QCOMPARE(visited, order);
    }

    void queriesDoNotAllocate() {
        Registry r;
        for (int i = 0; i < 500; ++i)
            r.add(eff(ModTarget(i % 7), ModOp(i % 6), i % 5 - 2, std::uint16_t(i),
                      Stacking(i % 4), std::uint16_t(i % 30)));
        auto scope = [](const ActiveEffect& e) { return e.sourceUid % 3 != 0; };
        auto label = [](const ActiveEffect&) { return std::string(); };
        const long before = gAllocations.load();
        int sum = 0;
        for (int t = 0; t < 7; ++t) sum += r.combined(ModTarget(t), 10, scope, label, nullptr);
        r.forEach(kChance, false, [&](const ActiveEffect& e) { sum += e.value; });
        QCOMPARE(gAllocations.load() - before, 0L);
        // The counter does count: an explanation allocates its strings.
        Breakdown why;
        r.combined(kChance, 10, scope, label, &why);
        QVERIFY(gAllocations.load() - before > 0);
        Q_UNUSED(sum);
    }

    void randomizedAgainstReference() {
        std::mt19937 rng(20240604);
        auto pick = [&](int n) { return int(rng() % unsigned(n)); };
        int queries = 0, nonTrivial = 0;
        for (int round = 0; round < 4000; ++round) {
            Registry r;
            test::Reference ref;
            const int keySpan = pick(4) == 0 ? 24 : 3;
            const int targets = pick(3) == 0 ? 1 : 4; // sometimes everything on one target
            const int steps = 1 + pick(80);
            int turn = 1;
            for (int s = 0; s < steps; ++s) {
                const int what = pick(20);
                if (what < 15) {
                    ActiveEffect e;
                    e.target = ModTarget(pick(targets));
                    e.op = ModOp(pick(6));
                    e.value = std::int16_t(e.op == ModOp::Multiply ? pick(5) - 2 : pick(61) - 30);
                    e.source = EffectSource(pick(5));
                    e.sourceUid = std::uint16_t(pick(8));
                    e.scope = EffectScope(pick(6));
                    e.stacking = Stacking(pick(4));
                    e.stackingKey = std::uint16_t(pick(keySpan + 1));
                    e.expiresTurn = std::int16_t(pick(3) == 0 ? turn + pick(4) : 0);
                    e.trigger = EffectTrigger(pick(4) == 0 ? 1 + pick(2) : 0);
                    e.suppressed = pick(8) == 0;
                    e.id = r.add(e);
                    QCOMPARE(int(e.id), ref.nextId++);
                    ref.effects.push_back(e);
                } else if (what == 15) {
                    const std::uint16_t uid = std::uint16_t(pick(8));
                    const auto n = std::erase_if(ref.effects, [&](auto& e) { return e.sourceUid == uid; });
                    QCOMPARE(r.removeBySource(uid), int(n));
                } else if (what == 16) {
                    const auto type = EffectSource(pick(5));
                    const auto n = std::erase_if(ref.effects, [&](auto& e) { return e.source == type; });
                    QCOMPARE(r.removeBySourceType(type), int(n));
                } else if (what == 17) {
                    ++turn;
                    const auto n = std::erase_if(ref.effects, [&](auto& e) {
                        return e.expiresTurn != 0 && turn >= e.expiresTurn;
                    });
                    QCOMPARE(r.removeExpired(turn), int(n));
                } else if (what == 18) {
                    const auto type = EffectSource(pick(5));
                    const bool on = pick(2);
                    const std::uint16_t except = std::uint16_t(pick(8));
                    int n = 0;
                    for (auto& e : ref.effects)
                        if (e.source == type && e.suppressed != on &&
                            !(except != 0 && e.sourceUid == except))
                            e.suppressed = on, ++n;
                    QCOMPARE(r.setSuppressed(type, on, except), n);
                } else if (!ref.effects.empty()) {
                    const std::size_t i = std::size_t(pick(int(ref.effects.size())));
                    QCOMPARE(r.remove(ref.effects[i].id), 1);
                    ref.effects.erase(ref.effects.begin() + std::ptrdiff_t(i));
                }
                // The summaries the queries and the turn boundaries test first, after every change.
                for (int w = 0; w < int(kEffectTriggerNames.size()); ++w)
                    QCOMPARE(r.hasTrigger(EffectTrigger(w)), std::any_of(ref.effects.begin(), ref.effects.end(), [&](auto& e) {
                                 return e.trigger == EffectTrigger(w);
                             }));
                QCOMPARE(r.hasExpiring(), std::any_of(ref.effects.begin(), ref.effects.end(), [](auto& e) {
                             return e.expiresTurn != 0;
                         }));
                for (int tg = 0; tg < targets; ++tg) {
                    std::vector<std::uint16_t> want, got;
                    for (const auto& e : ref.effects)
                        if (e.target == ModTarget(tg)) want.push_back(e.id);
                    for (const auto& e : r.ofTarget(ModTarget(tg))) got.push_back(e.id);
                    std::sort(want.begin(), want.end()); // ids increase within a target
                    QCOMPARE(got, want);
                    QCOMPARE(r.hasTarget(ModTarget(tg)), !want.empty());
                }
            }
            // The same effects, in (target, id) order.
            QCOMPARE(r.size(), std::uint32_t(ref.effects.size()));
            QVERIFY(sortedByTargetThenId(r));
            for (const auto& e : ref.effects) {
                const ActiveEffect* got = r.find(e.id);
                QVERIFY(got != nullptr);
                QVERIFY(*got == e);
            }
            // Every target, with a few different scope tests.
            const unsigned scopeMask = rng();
            auto accept = [&](const ActiveEffect& e) { return (scopeMask >> unsigned(e.scope)) & 1u; };
            for (int t = 0; t < targets; ++t) {
                const int base = pick(201) - 100;
                std::vector<int> order;
                const int expected = ref.combined(ModTarget(t), base, accept, &order);
                Breakdown why;
                const int got = r.combined(ModTarget(t), base, accept, idLabel, &why);
                std::vector<int> gotOrder;
                for (const auto& p : why.parts) gotOrder.push_back(std::stoi(p.source));
                if (got != expected || gotOrder != order)
                    qWarning("round %d target %d base %d", round, t, base);
                QCOMPARE(got, expected);
                QCOMPARE(gotOrder, order);
                QCOMPARE(r.combined(ModTarget(t), base, accept, idLabel, nullptr), expected);
                QCOMPARE(why.parts.empty() ? base : why.parts.back().after, expected);
                ++queries;
                if (order.size() >= 3) ++nonTrivial;
            }
        }
        qInfo("%d queries, %d applied 3 or more effects", queries, nonTrivial);
        QVERIFY(queries > 8000);
        QVERIFY(nonTrivial > 2000); // the random registries are not mostly empty
    }
};

QTEST_APPLESS_MAIN(TestRegistry)
#include "tst_registry.moc"
