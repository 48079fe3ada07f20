// Rules as units: derived-number queries and their explanations, the comfort battery, weight,
// patience and free actions, exhaust snapshots, and the typed errors of apply().
#include "modifiers/lifecycle.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "test_support.h"

#include <QTest>

using namespace parley;
using parley::test::uidOf;

namespace {
using test::useAtmosphere;

std::shared_ptr<const Content> content() { return test::builtin(); }

// A conversation with Elena whose hand and deck are exactly as given (nothing dealt).
State withHand(std::initializer_list<const char*> hand, std::initializer_list<const char*> deck = {}) {
    auto c = content();
    State s = blankConversation(c, c->npcIndex.at("elena"), 5);
    test::withoutSkills(s); // the base rules, without Elena's personality
    s.deck().clear();
    for (const char* id : hand) addCard(s, Zone::Hand, c->cardIndex.at(id));
    for (const char* id : deck) addCard(s, Zone::Deck, c->cardIndex.at(id));
    return s;
}
int atmosphere(const State& s, const char* id) { return s.rules().atmosphereIndex(id); }
int stateIdx(const State& s, const char* id) { return s.rules().stateIndex(id); }
} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void successChanceExplainsItself() {
        State s = withHand({"interrupt"});
        s.tokens[s.rules().tokenIndex("Trust")] = 0;
        const CardIndex card = s.hand()[0].card;
        Breakdown why;
        QCOMPARE(successChance(s, card, &why), 50); // Hard, no tokens
        useAtmosphere(s, atmosphere(s, "Focused"));
        why = {};
        QCOMPARE(successChance(s, card, &why), 70);
        QCOMPARE(why.text(), std::string("50 base (Hard), +20 Focused atmosphere = 70"));
    }

    void tokenBonusAndClamp() {
        auto c = content();
        State s = withHand({"offer_tea"});
        const CardDef& tea = s.def(s.hand()[0].card);
        QVERIFY2(tea.connectionType >= 0, "offer_tea needs a connection type for this test");
        const int base = s.rules().difficulties[tea.difficulty].base;
        s.tokens.fill(0);
        QCOMPARE(successChance(s, s.hand()[0].card), base);
        s.tokens[tea.connectionType] = 2;
        QCOMPARE(successChance(s, s.hand()[0].card), std::min(95, base + 10));
        s.tokens[tea.connectionType] = 20;
        Breakdown why;
        QCOMPARE(successChance(s, s.hand()[0].card, &why), 95);
        QVERIFY(why.text().find("limit 5..95") != std::string::npos);
    }

    void informedCannotFail() {
        State s = withHand({"final_statement"});
        useAtmosphere(s, atmosphere(s, "Informed"));
        QCOMPARE(successChance(s, s.hand()[0].card), 100);
        const Uid uid = s.hand()[0].uid;
        QVERIFY(s.apply(Action::speak(uid, Roll::Failure)).ok()); // even a forced failure succeeds
        QCOMPARE(s.rules().atmospheres[s.atmosphere].id, std::string("Neutral"));
    }

    void capacityAndDrawFollowStateAndAtmosphere_data() {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("atm");
        QTest::addColumn<int>("capacity");
        QTest::addColumn<int>("draw");
        QTest::newRow("Desperate") << "Desperate" << "Neutral" << 3 << 1;
        QTest::newRow("Tense") << "Tense" << "Neutral" << 4 << 2;
        QTest::newRow("Neutral") << "Neutral" << "Neutral" << 5 << 2;
        QTest::newRow("Open") << "Open" << "Neutral" << 5 << 3;
        QTest::newRow("Connected") << "Connected" << "Neutral" << 6 << 3;
        QTest::newRow("Prepared") << "Neutral" << "Prepared" << 6 << 2;
        QTest::newRow("Receptive") << "Neutral" << "Receptive" << 5 << 3;
        QTest::newRow("Pressured") << "Neutral" << "Pressured" << 5 << 1;
        QTest::newRow("Pressured in Desperate floors at 0") << "Desperate" << "Pressured" << 3 << 0;
    }
    void capacityAndDrawFollowStateAndAtmosphere() {
        QFETCH(QString, state);
        QFETCH(QString, atm);
        QFETCH(int, capacity);
        QFETCH(int, draw);
        State s = withHand({});
        s.emotion = static_cast<std::uint8_t>(stateIdx(s, state.toUtf8().constData()));
        useAtmosphere(s, atmosphere(s, atm.toUtf8().constData()));
        QCOMPARE(weightCapacity(s), capacity);
        QCOMPARE(listenDraw(s), draw);
    }

    void comfortChangeModifiers() {
        State s = withHand({});
        QCOMPARE(comfortChange(s, 2), 2);
        useAtmosphere(s, atmosphere(s, "Volatile"));
        QCOMPARE(comfortChange(s, 2), 3);
        QCOMPARE(comfortChange(s, -1), -2);
        QCOMPARE(comfortChange(s, 0), 0);
        useAtmosphere(s, atmosphere(s, "Exposed"));
        QCOMPARE(comfortChange(s, -2), -4);
    }

    void patienceCostAndFreeAction() {
        State s = withHand({});
        QCOMPARE(patienceCost(s, ActionKind::Speak), 1);
        s.freeNextAction = true;
        Breakdown why;
        QCOMPARE(patienceCost(s, ActionKind::Listen, &why), 0);
        QVERIFY(why.text().find("free action") != std::string::npos);
        QVERIFY(s.apply(Action::listen()).ok());
        QVERIFY(!s.freeNextAction);
        QCOMPARE(int(s.patience), 10);
        // Under Patient the free action is kept for later: it waived nothing.
        s.freeNextAction = true;
        useAtmosphere(s, atmosphere(s, "Patient"));
        QVERIFY(s.apply(Action::listen()).ok());
        QVERIFY(s.freeNextAction);
    }

    void batteryMovesStateAndResets() {
        State s = withHand({"small_talk", "small_talk", "small_talk"});
        s.comfort = 2;
        QVERIFY(s.apply(Action::speak(s.hand()[0].uid, Roll::Success)).ok());
        QCOMPARE(s.rules().states[s.emotion].id, std::string("Open"));
        QCOMPARE(int(s.comfort), 0);
    }

    void weightClampsWhenCapacityShrinks() {
        State s = withHand({});
        useAtmosphere(s, atmosphere(s, "Prepared"));
        s.weight = 6;
        s.comfort = -2;
        // A failure returns the atmosphere to Neutral: capacity 5, so weight 6 must drop to 5.
        auto c = content();
        addCard(s, Zone::Hand, c->cardIndex.at("interrupt")); // failure: -2 comfort
        QVERIFY(s.apply(Action::speak(uidOf(s, Zone::Hand, "interrupt"), Roll::Failure)).ok());
        QCOMPARE(s.rules().states[s.emotion].id, std::string("Tense"));
        QVERIFY(s.weight <= weightCapacity(s));
    }

    void exhaustSnapshotIgnoresCardsDrawnDuringAction() {
        auto c = content();
        // listen_closely draws on success; the drawn Fleeting card must not exhaust in this SPEAK.
        State s = withHand({"listen_closely", "final_statement"}, {"final_statement"});
        const Uid played = uidOf(s, Zone::Hand, "listen_closely");
        const Uid inHand = uidOf(s, Zone::Hand, "final_statement");
        QVERIFY(s.apply(Action::speak(played, Roll::Success)).ok());
        Zone z;
        std::uint32_t pos;
        QVERIFY(s.locate(inHand, z, pos) && z == Zone::Exhausted);
        QCOMPARE(s.hand().size(), 1u);
        QCOMPARE(s.def(s.hand()[0].card).id, std::string("final_statement"));
    }

    void rejectedActionsHaveCodesAndChangeNothing() {
        State s = withHand({"final_statement", "lost_thread"});
        const std::string before = s.serialize();
        s.weight = 2;
        const std::string lowWeight = s.serialize();
        ApplyResult r = s.apply(Action::speak(uidOf(s, Zone::Hand, "final_statement")));
        QCOMPARE(r.error, ErrorCode::InsufficientWeight);
        QCOMPARE(r.message, std::string("SPEAK 'Final Statement': 5 weight is needed; 2 is available"));
        QCOMPARE(s.serialize(), lowWeight);
        r = s.apply(Action::speak(uidOf(s, Zone::Hand, "lost_thread")));
        QCOMPARE(r.error, ErrorCode::Prohibited);
        r = s.apply(Action::speak(999));
        QCOMPARE(r.error, ErrorCode::NotInHand);
        r = s.apply(Action::choose({0}));
        QCOMPARE(r.error, ErrorCode::NoDecisionPending);
        r = s.apply(Action::activate(uidOf(s, Zone::Hand, "lost_thread"), 0));
        QCOMPARE(r.error, ErrorCode::NotOnTable);
        QCOMPARE(s.serialize(), lowWeight);
        (void)before;
    }

    void handLimitAsksToDiscard() {
        auto c = content();
        State s = withHand({"small_talk", "small_talk", "small_talk", "small_talk", "small_talk", "small_talk",
                            "small_talk", "small_talk", "offer_tea"},
                           {"interrupt", "interrupt"});
        QVERIFY(s.apply(Action::listen()).ok());
        const auto d = s.pendingDecision();
        QVERIFY(d);
        QCOMPARE(d->kind, DecisionKind::ChooseCards);
        QCOMPARE(d->min, 2);
        QCOMPARE(d->options.size(), std::size_t(11));
        QCOMPARE(s.apply(Action::listen()).error, ErrorCode::DecisionPending);
        QCOMPARE(s.apply(Action::choose({0})).error, ErrorCode::InvalidChoice);
        QCOMPARE(s.apply(Action::choose({0, 0})).error, ErrorCode::InvalidChoice);
        QCOMPARE(s.apply(Action::choose({0, 11})).error, ErrorCode::InvalidChoice);
        QCOMPARE(s.legalActions().size(), std::size_t(55)); // 11 choose 2
        QVERIFY(s.apply(Action::choose({8, 9})).ok());
        QCOMPARE(s.hand().size(), 9u);
        QVERIFY(!s.pendingDecision());
        QCOMPARE(s.zone(Zone::Discard).size(), 2u);
    }

    void openingHandNeverHoldsAGoal() {
        auto c = content();
        int goalsNearTop = 0;
        for (std::uint16_t npc = 0; npc < c->npcs.size(); ++npc)
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                const State s = newConversation(c, npc, seed);
                QCOMPARE(s.hand().size(), 4u);
                for (const CardInst& ci : s.hand()) QVERIFY(!s.def(ci.card).isGoal());
                // The goal keeps its shuffled place: sometimes it is now on top of the deck.
                goalsNearTop += s.def(s.deck()[0].card).isGoal();
            }
        QVERIFY(goalsNearTop > 0);
    }

    void conversationOverRejectsEverything() {
        State s = withHand({"elena_letter_goal"});
        QVERIFY(s.apply(Action::speak(s.hand()[0].uid, Roll::Success)).ok());
        QVERIFY(s.ended());
        QCOMPARE(s.outcome(), std::string("success"));
        QVERIFY(s.endData() && s.endData()->at("deadline") == 73);
        QCOMPARE(s.apply(Action::listen()).error, ErrorCode::ConversationOver);
        QVERIFY(s.legalActions().empty());
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
