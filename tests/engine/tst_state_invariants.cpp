// Generic invariants over many random playouts (OpenSpiel style): cards are conserved, numbers
// stay in bounds, clones are equal and independent, serialization round-trips exactly, replays
// are deterministic, and every rejected action leaves the state byte-for-byte unchanged.
#include "ai/policy.h"
#include "modifiers/queries.h"
#include "rules/setup.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

// Cards neither appear nor vanish: every instance that is not a token stays somewhere.
std::size_t cardCount(const State& s) {
    std::size_t n = 0;
    for (int z = 0; z < kZoneCount; ++z) // skills' piles included
        for (const CardInst& ci : s.zone(static_cast<Zone>(z))) n += !ci.has(CardFlag::Token);
    return n;
}

void checkBounds(const State& s) {
    const Ruleset& r = s.rules();
    QVERIFY(s.comfort >= r.comfortMin && s.comfort <= r.comfortMax);
    QVERIFY(s.emotion < r.states.size());
    QVERIFY(s.patience >= 0);
    QVERIFY(s.weight >= 0 && s.weight <= weightCapacity(s));
    QVERIFY(s.atmosphere < r.atmospheres.size());
    if (!s.ended()) {
        QVERIFY(s.comfort > r.comfortMin);
        // Patience reaches 0 mid-action (say, with a trigger's question pending); between actions
        // a running conversation has some left.
        if (!s.pendingDecision()) QVERIFY(s.patience > 0);
        if (!s.pendingDecision()) QVERIFY(s.tasks.empty() && s.firedTriggers.empty() && !s.payment.active);
        for (const CardInst& ci : s.zone(Zone::Table)) QVERIFY(s.def(ci.card).isPermanent() || ci.has(CardFlag::Token));
        // Tokens live only on the table; a card a zero-card view-as made exists off it only while
        // its action is under way (a decision pending), and ceases when the action is over.
        if (!s.pendingDecision())
            for (Zone z : {Zone::Hand, Zone::Deck, Zone::Discard, Zone::Exhausted, Zone::Pile})
                for (const CardInst& ci : s.zone(z)) QVERIFY(!ci.has(CardFlag::Token));
        // A view-as card turns back when its action is over.
        if (!s.pendingDecision())
            for (const Converted& v : s.converted) {
                Zone z;
                std::uint32_t pos;
                QVERIFY(s.locate(v.uid, z, pos) && z == Zone::Table);
            }
    }
    for (const CardInst& ci : s.hand()) QVERIFY(successChance(s, ci.card) >= 0 && successChance(s, ci.card) <= 100);
}

// A handful of actions that are usually illegal: unknown uids, wrong kinds, bad choices.
std::vector<Action> probes(const State& s) {
    std::vector<Action> out = {Action::speak(60000), Action::choose({}), Action::choose({0, 0}),
                               Action::choose({500}), Action::activate(1, 0), Action::listen()};
    for (const CardInst& ci : s.hand()) out.push_back(Action::speak(ci.uid));
    return out;
}

} // namespace

class TestStateInvariants : public QObject {
    Q_OBJECT
private slots:
    void randomPlayoutsKeepInvariants() {
        auto content = test::builtin();
        QVERIFY(content);
        int conversations = 0, actions = 0;
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            for (std::uint64_t seed = 1; seed <= 150; ++seed) {
                RandomPolicy policy(seed * 31);
                State s = newConversation(content, npc, seed);
                const std::size_t cards = cardCount(s);
                std::vector<Action> legal;
                while (!s.ended()) {
                    checkBounds(s);
                    // Every action the engine calls legal is accepted; every rejection is clean.
                    s.legalActions(legal);
                    QVERIFY(!legal.empty());
                    for (const Action& probe : probes(s)) {
                        const bool isLegal = std::find(legal.begin(), legal.end(), probe) != legal.end();
                        QCOMPARE(s.isLegal(probe), isLegal);
                        if (isLegal) continue;
                        const std::string before = s.serialize();
                        State copy = s;
                        const ApplyResult r = copy.apply(probe);
                        QVERIFY2(!r.ok(), "an action outside legalActions() was accepted");
                        QCOMPARE(copy.serialize(), before);
                        QVERIFY(copy == s);
                    }
                    // Clone equality, independence, and serialization round trip.
                    State clone = s.clone();
                    QVERIFY(clone == s);
                    std::string err;
                    const auto restored = State::deserialize(content, s.serialize(), err);
                    QVERIFY2(restored, err.c_str());
                    QVERIFY(*restored == s);
                    QCOMPARE(restored->serialize(), s.serialize());

                    const Action a = policy.choose(s);
                    QVERIFY(s.apply(a).ok());
                    QVERIFY(!(clone == s)); // the clone did not move with it
                    QCOMPARE(cardCount(s), cards);
                    ++actions;
                }
                checkBounds(s);
                QVERIFY(!s.outcome().empty());
                ++conversations;
            }
        }
        qInfo("%d conversations, %d actions checked", conversations, actions);
    }

    void replayFromSeedAndActionsIsExact() {
        auto content = test::builtin();
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            GreedyPolicy policy(seed);
            State s = newConversation(content, 0, seed);
            std::vector<Action> history;
            while (!s.ended()) {
                history.push_back(policy.choose(s));
                QVERIFY(s.apply(history.back()).ok());
            }
            State replay = newConversation(content, 0, seed);
            for (const Action& a : history) QVERIFY(replay.apply(a).ok());
            QVERIFY(replay == s);
        }
    }

    void cloneContinuesTheSameFuture() {
        auto content = test::builtin();
        State a = newConversation(content, 1, 99);
        State b = a.clone();
        RandomPolicy pa(5), pb(5);
        while (!a.ended()) {
            QVERIFY(a.apply(pa.choose(a)).ok());
            QVERIFY(b.apply(pb.choose(b)).ok());
            QVERIFY(a == b);
        }
    }

    void deserializeRejectsBadInput() {
        auto content = test::builtin();
        const State s = newConversation(content, 0, 3);
        std::string err;
        QVERIFY(!State::deserialize(content, "not json", err));
        QVERIFY(err.find("cannot read the saved state") == 0);
        std::string text = s.serialize();
        const auto pos = text.find("\"state\":\"");
        std::string bad = text;
        bad.replace(pos, 17, "\"state\":\"Elated\"");
        QVERIFY(!State::deserialize(content, bad, err));
        nlohmann::ordered_json j = nlohmann::ordered_json::parse(text);
        j["zones"]["hand"].push_back(j["zones"]["hand"][0]); // a duplicated instance
        QVERIFY(!State::deserialize(content, j.dump(), err));
        QVERIFY(err.find("duplicated") != std::string::npos);
        j = nlohmann::ordered_json::parse(text);
        j["zones"]["deck"][0][0] = "no_such_card";
        QVERIFY(!State::deserialize(content, j.dump(), err));
        QVERIFY(err.find("unknown card 'no_such_card'") != std::string::npos);
    }

    void stateIsSmallAndCopiesWithoutHeapForSmallZones() {
        // Inline zones: a State copy is a flat copy plus one reference count. Six zones of 24
        // inline cards are most of it (the skills' pile zone added one).
        QVERIFY(sizeof(State) < 1800);
    }
};

QTEST_APPLESS_MAIN(TestStateInvariants)
#include "tst_state_invariants.moc"
