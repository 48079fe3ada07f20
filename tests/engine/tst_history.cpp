// The conversation history behind the timeline: undo, redo and seek land on exactly the state
// that playing forward reaches, applying after an undo drops the redo tail, and a rejected action
// changes nothing.
#include "ai/policy.h"
#include "rules/setup.h"
#include "session/history.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

// A random game of `npc`, with the serialized state after every action (index 0: the start).
struct Played {
    std::optional<History> history;
    std::vector<std::string> states;
};

Played play(const std::shared_ptr<const Content>& content, const std::string& npc, std::uint64_t seed,
            int interval = History::kDefaultSnapshotInterval, std::size_t maxActions = 100000) {
    Played p;
    p.history = History::begin({content, npc, "", seed}, nullptr, nullptr, interval);
    if (!p.history) return p;
    RandomPolicy policy(seed * 31 + 7);
    p.states.push_back(p.history->current().serialize());
    while (!p.history->current().ended() && p.history->size() < maxActions) {
        if (!p.history->apply(policy.choose(p.history->current())).ok()) return {};
        p.states.push_back(p.history->current().serialize());
    }
    return p;
}

// The first of the games from `seed` on that runs to more than `atLeast` actions (random games
// vary in length; a test that walks a timeline needs one long enough).
Played playLong(const std::shared_ptr<const Content>& content, const std::string& npc, std::uint64_t seed,
                std::size_t atLeast, int interval = History::kDefaultSnapshotInterval, std::size_t maxActions = 100000) {
    for (std::uint64_t k = seed; k < seed + 64; ++k) {
        Played p = play(content, npc, k, interval, maxActions);
        if (p.history && p.history->size() > atLeast) return p;
    }
    return {};
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void startsLikeNewConversation() {
        auto content = test::builtin();
        EventLog events;
        auto h = History::begin({content, "marcus", "", 42}, &events);
        QVERIFY(h);
        QVERIFY(!events.empty());
        QCOMPARE(h->current().serialize(), newConversation(content, content->npcIndex.at("marcus"), 42).serialize());
        QCOMPARE(h->position(), std::size_t(0));
        QCOMPARE(h->size(), std::size_t(0));
        QVERIFY(!h->undo());
        QVERIFY(!h->redo());
    }

    // From any state (a moment of another game, as a scenario's set-up is): seek, undo and redo
    // equal playing forward from it, and it says it has no start.
    void fromStateSeeksLikeAnyOther() {
        auto content = test::builtin();
        Played full = playLong(content, "sera", 9, 12, 4);
        QVERIFY(full.history && full.history->size() > 12);
        QVERIFY(full.history->seek(7));
        History h = History::fromState(full.history->current(), 4);
        QVERIFY(h.fromSetUp());
        QVERIFY(!full.history->fromSetUp());
        QCOMPARE(h.start().npc, std::string("sera"));
        QCOMPARE(h.initial().serialize(), full.states[7]);
        // The same actions as the original game from there.
        for (std::size_t i = 7; i < full.history->size(); ++i)
            QVERIFY(h.apply(full.history->records()[i].action).ok());
        const std::size_t n = h.size();
        QCOMPARE(n, full.history->size() - 7);
        for (std::size_t k = 0; k <= n; ++k) {
            const std::size_t to = (k * 7919) % (n + 1);
            QVERIFY(h.seek(to));
            QCOMPARE(h.current().serialize(), full.states[7 + to]);
        }
        QVERIFY(h.seek(0));
        QVERIFY(!h.undo());
    }

    void unknownNpcOrDeckIsRefused() {
        auto content = test::builtin();
        std::string error;
        QVERIFY(!History::begin({content, "nobody", "", 1}, nullptr, &error));
        QVERIFY2(error.find("nobody") != std::string::npos, error.c_str());
        QVERIFY(!History::begin({content, "marcus", "no_such_deck", 1}, nullptr, &error));
        QVERIFY2(error.find("no_such_deck") != std::string::npos, error.c_str());
    }

    // Every position, reached by seek, undo or redo, equals the state playing forward reached.
    void seekUndoRedoEqualPlayingForward_data() {
        QTest::addColumn<int>("interval");
        QTest::newRow("every action") << 1;
        QTest::newRow("every 3") << 3;
        QTest::newRow("default") << History::kDefaultSnapshotInterval;
        QTest::newRow("no snapshots in reach") << 100000;
    }
    void seekUndoRedoEqualPlayingForward() {
        QFETCH(int, interval);
        auto content = test::builtin();
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                Played p = play(content, npc.id, seed, interval);
                QVERIFY(p.history);
                History& h = *p.history;
                QVERIFY(h.size() > 0);
                const std::size_t n = h.size();
                // Back to the start one undo at a time, then forward with redo.
                for (std::size_t i = n; i > 0; --i) {
                    QVERIFY(h.undo());
                    QCOMPARE(h.position(), i - 1);
                    QCOMPARE(h.current().serialize(), p.states[i - 1]);
                }
                for (std::size_t i = 1; i <= n; ++i) {
                    QVERIFY(h.redo());
                    QCOMPARE(h.current().serialize(), p.states[i]);
                }
                // Jumps in a scrambled order, both directions.
                for (std::size_t k = 0; k <= n; ++k) {
                    const std::size_t to = (k * 7919) % (n + 1);
                    QVERIFY(h.seek(to));
                    QCOMPARE(h.position(), to);
                    QCOMPARE(h.current().serialize(), p.states[to]);
                }
                QVERIFY(!h.seek(n + 1));
                QCOMPARE(h.size(), n);
            }
    }

    void applyAfterUndoDropsTheRedoTail() {
        auto content = test::builtin();
        Played p = play(content, "elena", 5, 4);
        QVERIFY(p.history && p.history->size() > 10);
        History& h = *p.history;
        QVERIFY(h.seek(6));
        RandomPolicy other(999);
        Action a;
        // An action other than the one recorded next, where there is one.
        std::vector<Action> legal = h.current().legalActions();
        a = legal.back() == h.records()[6].action ? legal.front() : legal.back();
        QVERIFY(h.apply(a).ok());
        QCOMPARE(h.size(), std::size_t(7));
        QCOMPARE(h.position(), std::size_t(7));
        QVERIFY(!h.redo());
        QVERIFY(h.records().back().action == a);
        // The states before the branch are still the recorded ones, and going forward works.
        QVERIFY(h.seek(3));
        QCOMPARE(h.current().serialize(), p.states[3]);
        QVERIFY(h.seek(7));
        State fresh = State(p.history->initial());
        for (std::size_t i = 0; i < 7; ++i) QVERIFY(fresh.apply(h.records()[i].action).ok());
        QCOMPARE(h.current().serialize(), fresh.serialize());
        while (!h.current().ended()) QVERIFY(h.apply(other.choose(h.current())).ok());
        const std::string end = h.current().serialize();
        QVERIFY(h.seek(0));
        QVERIFY(h.seek(h.size()));
        QCOMPARE(h.current().serialize(), end);
    }

    void rejectedActionChangesNothing() {
        auto content = test::builtin();
        Played p = playLong(content, "sera", 2, 5, 4, 9);
        QVERIFY(p.history);
        History& h = *p.history;
        QVERIFY(h.seek(5));
        const std::string before = h.current().serialize();
        const std::size_t size = h.size();
        const std::size_t memory = h.memoryBytes();
        const ApplyResult r = h.apply(Action::speak(60000));
        QVERIFY(!r.ok());
        QCOMPARE(h.current().serialize(), before);
        QCOMPARE(h.position(), std::size_t(5));
        QCOMPARE(h.size(), size); // the redo tail survives a rejected action
        QCOMPARE(h.memoryBytes(), memory);
        QVERIFY(h.redo());
        QCOMPARE(h.current().serialize(), p.states[6]);
    }

    void recordsSayWhatEachActionMeant() {
        auto content = test::builtin();
        auto h = History::begin({content, "elena", "", 3});
        QVERIFY(h);
        RandomPolicy policy(1);
        while (h->current().pendingDecision()) QVERIFY(h->apply(policy.choose(h->current())).ok());
        QVERIFY(h->apply(Action::listen()).ok());
        QCOMPARE(h->records().back().label, std::string("LISTEN"));
        QCOMPARE(h->records().back().outcome, RollOutcome::None);
        // Speak a card that has a twin in hand where there is one: the instance tells them apart.
        const State& s = h->current();
        const CardInst* pick = nullptr;
        std::uint16_t rank = 0;
        for (std::uint32_t i = 0; i < s.hand().size() && !pick; ++i)
            for (std::uint32_t j = 0; j < i; ++j)
                if (s.hand()[j].card == s.hand()[i].card && s.isLegal(Action::speak(s.hand()[i].uid))) {
                    pick = &s.hand()[i];
                    rank = 1;
                    break;
                }
        for (std::uint32_t i = 0; i < s.hand().size() && !pick; ++i)
            if (s.isLegal(Action::speak(s.hand()[i].uid))) pick = &s.hand()[i];
        QVERIFY(pick);
        const CardDef& d = s.def(pick->card);
        const CardDef def = d;
        QVERIFY(h->apply(Action::speak(pick->uid, Roll::Success)).ok());
        const ActionRecord& r = h->records().back();
        QCOMPARE(r.kind, ActionKind::Speak);
        QCOMPARE(r.card, def.id);
        QCOMPARE(r.instance, rank);
        QCOMPARE(r.label, "SPEAK " + def.name.text);
        QCOMPARE(r.outcome, RollOutcome::Success);
        QVERIFY(r.label.find(def.id) == std::string::npos || def.name.text.find(def.id) != std::string::npos);
    }

    void choiceRecordsNameTheOptions() {
        auto content = test::builtin();
        // Play random games until a decision is answered; its record names the options picked.
        for (std::uint64_t seed = 1; seed < 400; ++seed) {
            auto h = History::begin({content, content->npcs[seed % content->npcs.size()].id, "", seed});
            RandomPolicy policy(seed);
            while (!h->current().ended()) {
                const auto d = h->current().pendingDecision();
                const Action a = policy.choose(h->current());
                QVERIFY(h->apply(a).ok());
                if (!d || a.choices.empty()) continue;
                const ActionRecord& r = h->records().back();
                QCOMPARE(r.kind, ActionKind::Choose);
                QCOMPARE(r.options.size(), a.choices.size());
                QCOMPARE(r.options[0], d->options[a.choices[0]].id);
                QVERIFY2(r.label.rfind("Choose: " + d->options[a.choices[0]].label, 0) == 0, r.label.c_str());
                return;
            }
        }
        QFAIL("no random game answered a decision");
    }

    void memoryIsMeasured() {
        auto content = test::builtin();
        Played p = play(content, "marcus", 9);
        QVERIFY(p.history);
        const History& h = *p.history;
        const std::size_t snapshots = h.size() / History::kDefaultSnapshotInterval + 1;
        // At least the snapshots and the records themselves; not wildly more.
        QVERIFY(h.memoryBytes() >= snapshots * sizeof(State) + h.size() * sizeof(ActionRecord));
        QVERIFY(h.memoryBytes() < (snapshots + 2) * 4 * sizeof(State) + h.size() * 4 * sizeof(ActionRecord));
        QVERIFY(h.memoryPerAction() > 0);
        // Finer snapshots cost more.
        Played fine = play(content, "marcus", 9, 1);
        QVERIFY(fine.history->memoryBytes() > h.memoryBytes());
    }
};

QTEST_APPLESS_MAIN(TestHistory)
#include "tst_history.moc"
