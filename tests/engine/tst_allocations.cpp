// The engine's hot path touches no heap: across random conversations with the built-in pack and
// its skills, listing the legal actions (into a buffer with room) and applying one allocates
// nothing, and neither does copying a State. Counted by the allocation counter that replaces the
// global operator new (util/allocation_counter.h); under a sanitizer nothing is counted and the
// tests skip.
// Engine headers before Qt's: Qt defines `emit` as a macro, and the engine has a method of that
// name.
#include "content/loader.h"
#include "rules/setup.h"
#include "util/allocation_counter.h"
#include "util/rng.h"

#include <QTest>

using namespace parley;

namespace {

// Enough room for any list of legal actions (legalActions stops at 4096).
constexpr std::size_t kRoom = 4096;

} // namespace

class TestAllocations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (allocationCount() < 0) QSKIP("allocations are not counted under a sanitizer");
    }

    // The counter counts: without this, a counter that never moves would pass every test below.
    void theCounterCounts() {
        // A direct call: a new-expression whose result is unused may be elided by the compiler.
        const long long before = allocationCount();
        void* p = ::operator new(64);
        const long long after = allocationCount();
        ::operator delete(p);
        QCOMPARE(after - before, 1LL);
    }

    void steadyPlayAllocatesNothing() {
        const auto content = builtinContent(nullptr);
        QVERIFY(content);
        std::vector<Action> legal;
        legal.reserve(kRoom);
        Rng pick(7);
        long long actions = 0, allocations = 0;
        std::string first; // the first action that allocated, for the failure message
        for (int i = 0; i < 3000; ++i) {
            State s = newConversation(content, static_cast<std::uint16_t>(i % content->npcs.size()),
                                      1000u + i);
            while (!s.ended()) {
                const long long a0 = allocationCount();
                s.legalActions(legal);
                const Action a = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
                const int turn = s.turn;
                const bool ok = s.apply(a).ok();
                const long long spent = allocationCount() - a0;
                QVERIFY(ok);
                if (spent > 0 && first.empty())
                    first = "conversation " + std::to_string(i) + ", turn " + std::to_string(turn) +
                            ", action kind " + std::to_string(static_cast<int>(a.kind));
                allocations += spent;
                ++actions;
            }
        }
        QVERIFY(actions > 10000);
        QVERIFY2(allocations == 0, (std::to_string(allocations) + " allocations in " +
                                    std::to_string(actions) + " actions; first at " + first)
                                       .c_str());
    }

    void copyingAStateAllocatesNothing() {
        const auto content = builtinContent(nullptr);
        std::vector<Action> legal;
        legal.reserve(kRoom);
        Rng pick(11);
        int copies = 0;
        for (int i = 0; i < 200; ++i) {
            State s = newConversation(content, static_cast<std::uint16_t>(i % content->npcs.size()),
                                      50u + i);
            while (!s.ended()) {
                const long long a0 = allocationCount();
                const State copy = s.clone();
                QCOMPARE(allocationCount() - a0, 0LL);
                QVERIFY(copy == s);
                ++copies;
                s.legalActions(legal);
                s.apply(legal[pick.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
        QVERIFY(copies > 1000);
    }
};

QTEST_GUILESS_MAIN(TestAllocations)
#include "tst_allocations.moc"
