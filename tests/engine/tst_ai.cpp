// The AI policies: they only choose legal actions, and greedy beats random measurably.
#include "ai/policy.h"
#include "ai/sample.h"
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

    // The random policy draws one candidate and checks it instead of listing every legal action.
    // Whatever it draws is legal, and each legal action comes up as often as the others, as when
    // one is picked from the list (decisions' answers included).
    void sampledActionsAreUniformOverTheLegalOnes() {
        auto content = test::builtin();
        Rng play(5), draw(9);
        int states = 0, decisions = 0;
        long long drawn = 0, settled = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            State s = newConversation(content, static_cast<std::uint16_t>(seed % content->npcs.size()), seed);
            while (!s.ended()) {
                const std::vector<Action> legal = s.legalActions();
                if (legal.size() >= 2 && legal.size() <= 12) {
                    ++states;
                    if (s.decision.purpose != DecisionPurpose::None) ++decisions;
                    std::vector<int> seen(legal.size());
                    const int perAction = 400;
                    int got = 0;
                    for (std::size_t k = 0; k < perAction * legal.size(); ++k) {
                        Action a;
                        const bool drew = sampleLegalAction(s, draw, a);
                        ++drawn;
                        if (!drew) continue;
                        ++settled;
                        ++got;
                        const auto at = std::find(legal.begin(), legal.end(), a);
                        QVERIFY2(at != legal.end(), "a drawn action is not among the legal ones");
                        ++seen[static_cast<std::size_t>(at - legal.begin())];
                    }
                    // About six standard deviations: a fair draw does not fail, a biased one does.
                    const double expected = static_cast<double>(got) / static_cast<double>(legal.size());
                    for (int n : seen)
                        if (got > 0) QVERIFY2(std::abs(n - expected) < 0.3 * expected + 5, "one legal action is drawn far more often than another");
                }
                s.apply(legal[play.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
        QVERIFY(states > 50);
        QVERIFY(decisions > 5);
        // It settles by itself nearly always; listing is the rare way out.
        QVERIFY(settled > drawn * 9 / 10);
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

    // Seed 003's AI checklist in conversation terms: invoking a nullification that has a cost
    // (shouldInvokeCostNullifySkill), and a retrial of a failed judge.
    void greedyWeighsACancelWithACost() {
        const std::string doc = R"({"cards": [
              {"id": "blunder", "weight": 1, "difficulty": "Easy", "failureEffect": {"type": "AddComfort", "value": -2}},
              {"id": "slip", "weight": 1, "difficulty": "Easy", "failureEffect": {"type": "AddComfort", "value": 0}},
              {"id": "spare", "weight": 1, "difficulty": "Easy"}],
            "npcs": [{"id": "n", "deck": ["spare"]}],
            "skills": [{"id": "counter", "type": "trigger", "event": "effect", "cancels": true, "condition": "value < 0",
                        "effects": [{"type": "Discard", "value": 1, "isCost": true}]}],
            "decks": [{"id": "d", "cards": ["spare"], "traits": ["counter"]}]})";
        auto content = test::contentFrom({doc});
        QVERIFY(content);
        State s = blankConversation(content, 0, 1, content->findDeck("d"));
        s.deck().clear();
        for (const char* id : {"blunder", "spare", "spare"}) addCard(s, Zone::Hand, content->cardIndex.at(id));
        QVERIFY(s.apply(Action::speak(test::uidOf(s, Zone::Hand, "blunder"), Roll::Failure)).ok());
        const auto d = s.pendingDecision();
        QVERIFY(d && d->kind == DecisionKind::Respond);
        QCOMPARE(d->options.size(), std::size_t(2));
        GreedyPolicy greedy(1);
        const Action a = greedy.choose(s);
        QVERIFY(a.choices == Action::choose({1}).choices); // a spare card is worth less than 2 comfort
        QVERIFY(s.apply(a).ok());
        QCOMPARE(s.comfort, std::int16_t(0));
    }

    void greedyRerollsAFailedRoll() {
        const std::string doc = R"({"cards": [{"id": "try", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "AddComfort", "value": 2}}],
            "npcs": [{"id": "n", "deck": ["try"]}],
            "skills": [{"id": "nerves", "type": "trigger", "event": "roll", "optional": true, "condition": "roll >= chance",
                        "limit": {"perConversation": 1}, "effects": [{"type": "Reroll"}]}],
            "decks": [{"id": "d", "cards": ["try"], "traits": ["nerves"]}]})";
        auto content = test::contentFrom({doc});
        QVERIFY(content);
        State s = blankConversation(content, 0, 1, content->findDeck("d"));
        s.deck().clear();
        addCard(s, Zone::Hand, content->cardIndex.at("try"));
        QVERIFY(s.apply(Action::speak(s.hand()[0].uid, Roll::Failure)).ok());
        const auto d = s.pendingDecision();
        QVERIFY(d && d->kind == DecisionKind::OptionalTrigger);
        GreedyPolicy greedy(1);
        QVERIFY(greedy.choose(s).choices == Action::choose({0}).choices); // yes: a second chance costs nothing
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
