// The AI policies: they only choose legal actions, and greedy beats random measurably.
#include "ai/policy.h"
#include "rules/setup.h"
#include "sim/simulate.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

class TestAi : public QObject {
    Q_OBJECT
private slots:
    void policiesByName() {
        QVERIFY(makePolicy("random", 1));
        QVERIFY(makePolicy("greedy", 1));
        QVERIFY(makePolicy("lookahead", 1));
        QVERIFY(!makePolicy("genius", 1));
        QCOMPARE(policyNames().size(), std::size_t(3));
    }

    void policiesChooseLegalActions() {
        auto content = test::builtin();
        for (const auto& name : policyNames()) {
            auto policy = makePolicy(name, 3);
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                State s = newConversation(content, static_cast<std::uint16_t>(seed % content->npcs.size()), seed);
                while (!s.ended()) {
                    const Action a = policy->choose(s);
                    QVERIFY(s.isLegal(a));
                    QVERIFY(s.apply(a).ok());
                }
            }
        }
    }

    void greedyPlaysTheGoalWhenItCan() {
        auto content = test::builtin();
        State s = blankConversation(content, content->npcIndex.at("elena"), 1);
        s.deck().clear();
        addCard(s, Zone::Hand, content->cardIndex.at("small_talk"));
        addCard(s, Zone::Hand, content->cardIndex.at("elena_letter_goal"));
        GreedyPolicy greedy(1);
        const Action a = greedy.choose(s);
        QCOMPARE(a.kind, ActionKind::Speak);
        QCOMPARE(a.uid, test::uidOf(s, Zone::Hand, "elena_letter_goal"));
    }

    void lookaheadWinsMoreThanRandom() {
        auto content = test::builtin();
        SimulationRequest req;
        req.npc = content->npcIndex.at("marcus");
        req.games = 150;
        req.seed = 5;
        req.policy = "random";
        const double random = simulate(content, req).winRate;
        req.policy = "lookahead";
        const double lookahead = simulate(content, req).winRate;
        qInfo("marcus: random %.1f%%, lookahead %.1f%%", 100 * random, 100 * lookahead);
        QVERIFY(lookahead > random + 0.15);
    }

    void simulationDoesNotDependOnThreads() {
        auto content = test::builtin();
        SimulationRequest req;
        req.games = 120;
        req.policy = "greedy";
        req.threads = 1;
        const SimulationStats one = simulate(content, req);
        req.threads = 3;
        const SimulationStats three = simulate(content, req);
        QCOMPARE(one.outcomes, three.outcomes);
        QCOMPARE(one.averageTurns, three.averageTurns);
        for (std::size_t i = 0; i < one.cards.size(); ++i) QCOMPARE(one.cards[i].played, three.cards[i].played);
    }

    void greedyWinsMoreThanRandom() {
        auto content = test::builtin();
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            SimulationRequest req;
            req.npc = npc;
            req.games = 400;
            req.seed = 11;
            req.policy = "random";
            const double random = simulate(content, req).winRate;
            req.policy = "greedy";
            const double greedy = simulate(content, req).winRate;
            qInfo("%s: random %.1f%%, greedy %.1f%%", content->npcs[npc].id.c_str(), 100 * random, 100 * greedy);
            QVERIFY2(greedy > random + 0.05, content->npcs[npc].id.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestAi)
#include "tst_ai.moc"
