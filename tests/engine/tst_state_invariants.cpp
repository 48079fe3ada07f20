// Generic invariants over many random playouts (OpenSpiel style), checked by the invariants
// library (sim/invariants.h) that `parley-cli soak` and the action fuzz target share: cards are
// conserved, numbers stay in bounds, uids are unique, clones are equal and independent,
// serialization round-trips exactly, isLegal() agrees with legalActions(), and every rejected
// action leaves the state byte-for-byte unchanged. Replays are deterministic.
#include "ai/policy.h"
#include "queries/card_view.h"
#include "rules/decision_text.h"
#include "rules/setup.h"
#include "sim/event_text.h"
#include "sim/invariants.h"
#include "state/held_skills.h"
#include "test_support.h"

#include <QTest>

#include <set>

using namespace parley;

namespace {

#define VERIFY_HOLDS(expr)                                                                                             \
    do {                                                                                                               \
        const std::string violation_ = (expr);                                                                         \
        QVERIFY2(violation_.empty(), violation_.c_str());                                                              \
    } while (false)

} // namespace

class TestStateInvariants : public QObject {
    Q_OBJECT
private slots:
    void randomPlayoutsKeepInvariants() {
        auto content = test::builtin();
        QVERIFY(content);
        int conversations = 0, actions = 0, probes = 0;
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            for (std::uint64_t seed = 1; seed <= 150; ++seed) {
                RandomPolicy policy(seed * 31);
                State s = newConversation(content, npc, seed);
                InvariantChecker checker(s);
                while (!s.ended()) {
                    // Bounds, round trips, legality, probes refused cleanly.
                    VERIFY_HOLDS(checker.check(s));
                    probes += static_cast<int>(checker.probes().size());
                    const State clone = s.clone();
                    const Action a = policy.choose(s);
                    VERIFY_HOLDS(checker.step(s, a));
                    QVERIFY(!(clone == s)); // the clone did not move with it
                    ++actions;
                }
                VERIFY_HOLDS(checker.check(s)); // over: nothing is legal, everything is refused
                QVERIFY(!s.outcome().empty());
                ++conversations;
            }
        }
        qInfo("%d conversations, %d actions and %d probes checked", conversations, actions, probes);
    }

    // The checks themselves notice what they are for.
    void violationsAreReported() {
        auto content = test::builtin();
        std::uint64_t seed = 7;
        State s = newConversation(content, 0, seed);
        while (s.pendingDecision()) s = newConversation(content, 0, ++seed); // one between actions
        InvariantChecker checker(s);
        VERIFY_HOLDS(checker.check(s));
        State lost = s;
        lost.hand().erase(0);
        QVERIFY(checkStateInvariants(lost, checker.expectedCards()).find("cards are not conserved") == 0);
        State twice = s;
        twice.hand()[1].uid = twice.hand()[0].uid;
        QVERIFY(checkStateInvariants(twice, checker.expectedCards()).find("is used by two card instances") != std::string::npos);
        // Two hand cards trade places behind the slot index's back: the check notices, and
        // locate still finds both (a stale slot costs a scan, not an answer).
        State swapped = s;
        std::swap(swapped.hand()[0], swapped.hand()[1]);
        QVERIFY(checkStateInvariants(swapped, checker.expectedCards()).find("but the slot index does not say so") != std::string::npos);
        for (std::uint32_t i = 0; i < 2; ++i) {
            Zone z;
            std::uint32_t pos = 99;
            QVERIFY(swapped.locate(swapped.hand()[i].uid, z, pos));
            QCOMPARE(z, Zone::Hand);
            QCOMPARE(pos, i);
        }
        swapped.reindex(Zone::Hand);
        QCOMPARE(checkStateInvariants(swapped, checker.expectedCards()), std::string());
        State bounds = s;
        bounds.comfort = 9;
        QVERIFY(checkStateInvariants(bounds, checker.expectedCards()).find("comfort 9 is outside") == 0);
        QVERIFY(!s.pendingDecision());
        State queued = s;
        queued.tasks.push_back(Task{});
        QVERIFY(checkStateInvariants(queued, checker.expectedCards()).find("left queued between actions") != std::string::npos);
        // The held skills' masks are a cache: one that no longer matches the skills is reported
        // (here Marcus's skills as if none of them could cancel an effect).
        State stale = newConversation(content, content->npcIndex.at("marcus"), 3);
        VERIFY_HOLDS(checkStateInvariants(stale, countCards(stale)));
        QVERIFY(stale.skillTypes & kSkillMaskCancelsByNpc);
        stale.skillTypes &= static_cast<std::uint16_t>(~kSkillMaskCancelsByNpc);
        QVERIFY(checkStateInvariants(stale, countCards(stale)).find("masks are stale") !=
                std::string::npos);
        // An action isLegal() refuses must be refused by apply() too.
        QVERIFY(checker.step(s, Action::choose({0})).empty());
        QCOMPARE(describeAction(s, Action::choose({0, 2})), std::string("CHOOSE [0, 2]"));
        QVERIFY(describeAction(s, Action::speak(s.hand()[0].uid)).find("SPEAK #") == 0);
    }

    // A decision keeps the count of its options from where it was raised (the raiser had the
    // candidates at hand): the count is what counting afresh gives, it is not saved, and a state
    // read back counts again. The invariants report a count that no longer fits.
    void decisionsKeepTheirOptionCount() {
        auto content = test::builtin();
        std::set<DecisionPurpose> kept;
        int decisions = 0;
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                RandomPolicy policy(seed * 17);
                State s = newConversation(content, npc, seed);
                while (!s.ended()) {
                    if (s.decision.purpose != DecisionPurpose::None) {
                        ++decisions;
                        QCOMPARE(decisionOptionCount(s), countDecisionOptions(s));
                        QCOMPARE(decisionOptionCount(s), static_cast<std::uint32_t>(s.pendingDecision()->options.size()));
                        if (s.decision.options != PendingDecisionData::kUncounted) kept.insert(s.decision.purpose);
                        std::string err;
                        const auto back = State::deserialize(content, s.serialize(), err);
                        QVERIFY2(back, err.c_str());
                        QCOMPARE(back->decision.options, PendingDecisionData::kUncounted);
                        QVERIFY(*back == s); // the count is a cache, not part of the state
                        QCOMPARE(decisionOptionCount(*back), decisionOptionCount(s));
                        if (s.decision.options != PendingDecisionData::kUncounted && decisionOptionCount(s) > 0) {
                            State wrong = s;
                            --wrong.decision.options;
                            QVERIFY(checkStateInvariants(wrong, countCards(wrong)).find("option(s) when it was raised") !=
                                    std::string::npos);
                        }
                    } else {
                        QCOMPARE(s.decision.options, PendingDecisionData::kUncounted);
                    }
                    s.applyLegal(policy.choose(s));
                }
            }
        }
        qInfo("%d decisions checked", decisions);
        // The built-in pack's decisions that are counted where they are raised.
        for (DecisionPurpose p : {DecisionPurpose::EffectChoice, DecisionPurpose::PaymentOption,
                                  DecisionPurpose::FollowUpSpeak, DecisionPurpose::DiscardToHandLimit})
            QVERIFY2(kept.count(p), ("purpose " + std::to_string(static_cast<int>(p)) + " is never counted").c_str());
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

    // applyLegal skips the checks apply makes; for legal actions it must change the state and
    // report the events exactly as apply does, on every partner, through whole games.
    void applyLegalDoesWhatApplyDoes() {
        auto content = test::builtin();
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc)
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                State checked = newConversation(content, npc, seed);
                State trusted = checked;
                RandomPolicy policy(seed * 7);
                while (!checked.ended()) {
                    const Action a = policy.choose(checked);
                    EventLog byApply, byApplyLegal;
                    QVERIFY(checked.apply(a, &byApply).ok());
                    trusted.applyLegal(a, &byApplyLegal);
                    QVERIFY(trusted == checked);
                    QCOMPARE(byApplyLegal.size(), byApply.size());
                    QCOMPARE(trusted.serialize(), checked.serialize());
                }
            }
    }

    // The trigger gate (State::cardEvents) holds the kinds of every card in the conversation,
    // and a state read back has them too.
    void cardEventsCoverEveryCard() {
        auto content = test::builtin();
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
            State s = newConversation(content, npc, 11);
            std::uint32_t expected = 0;
            for (Zone z : {Zone::Hand, Zone::Deck, Zone::Table, Zone::Discard, Zone::Exhausted, Zone::Pile})
                for (const CardInst& ci : s.zone(z)) expected |= s.def(ci.card).triggerMask;
            QVERIFY(expected != 0); // every built-in deck has a triggered card
            QCOMPARE(s.cardEvents & expected, expected);
            std::string err;
            const auto back = State::deserialize(content, s.serialize(), err);
            QVERIFY2(back.has_value(), err.c_str());
            QCOMPARE(back->cardEvents, expected);
        }
    }

    // cardHas answers from the card's own properties for a property no filter skill touches
    // (Content::filterProperties): across random playouts of every partner it agrees with the
    // full filter pass for every card and property, and content put together by hand, before
    // the loader's summary, takes no shortcut at all.
    void propertyShortcutAgreesWithFilters() {
        auto content = test::builtin();
        PropertySet touched = 0;
        for (const SkillDef& k : content->skills)
            if (k.type == SkillType::Filter) touched |= k.addProperties | k.removeProperties;
        QCOMPARE(content->filterProperties, touched);
        QVERIFY(touched != 0); // the built-in pack has filters that change properties
        int compared = 0;
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc)
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                State s = newConversation(content, npc, seed);
                RandomPolicy policy(seed * 3);
                while (!s.ended()) {
                    for (Zone z :
                         {Zone::Hand, Zone::Deck, Zone::Table, Zone::Discard, Zone::Exhausted})
                        for (const CardInst& ci : s.zone(z))
                            for (std::size_t p = 0; p < kCardPropertyNames.size(); ++p) {
                                const auto prop = static_cast<CardProperty>(p);
                                QCOMPARE(cardHas(s, ci.card, prop),
                                         (cardProperties(s, ci.card) & propertyBit(prop)) != 0);
                                ++compared;
                            }
                    // So does the view of a hand that gathers the filters once, for one property,
                    // for the unplayable ones, and for all of them.
                    for (const PropertySet mask : {propertyBit(CardProperty::Fleeting), s.rules().unplayable,
                                                   static_cast<PropertySet>(~PropertySet{0})}) {
                        const FilteredProperties view(s, mask);
                        for (const CardInst& ci : s.hand())
                            QCOMPARE(view.of(ci.card), static_cast<PropertySet>(cardProperties(s, ci.card) & mask));
                    }
                    s.apply(policy.choose(s));
                }
            }
        QVERIFY(compared > 10000);
        QCOMPARE(Content{}.filterProperties, static_cast<PropertySet>(~PropertySet{0}));
    }

    // A conversation started from a copy of its blank (startConversation, as the benchmark and
    // the balance lab's simulations start many) is the conversation newConversation starts: the
    // same state and the same events, for every partner, with its own deck and another.
    void startFromABlankIsNewConversation() {
        auto content = test::builtin();
        QVERIFY(!content->decks.empty());
        for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc)
            for (const DeckDef* deck : {static_cast<const DeckDef*>(nullptr), &content->decks.front()}) {
                const State blank = blankConversation(content, npc, 0, deck);
                for (std::uint64_t seed = 1; seed <= 25; ++seed) {
                    EventLog made, started;
                    const State s = newConversation(content, npc, seed, &made, deck);
                    const State t = startConversation(blank, seed, &started);
                    QVERIFY(s == t);
                    QCOMPARE(t.serialize(), s.serialize());
                    QVERIFY(!made.empty());
                    QCOMPARE(started.size(), made.size());
                    for (std::size_t i = 0; i < made.size(); ++i)
                        QCOMPARE(eventText(t, started[i]), eventText(s, made[i]));
                }
            }
    }

    // A token made from nothing that was played and put away (in the discard pile, say) is swept
    // when its action settles; the flag that asks for the sweep is set by reading such a state.
    void strayTokensAreFlaggedWhenRead() {
        auto content = test::builtin();
        std::uint64_t seed = 1;
        while (newConversation(content, 0, seed).decision.purpose != DecisionPurpose::None) ++seed; // a LISTEN can follow
        const State s = newConversation(content, 0, seed);
        QVERIFY(!s.strayTokens);
        nlohmann::ordered_json j = nlohmann::ordered_json::parse(s.serialize());
        auto card = j["zones"]["hand"][0];
        card[2] = CardFlag::Token;
        j["zones"]["hand"].erase(0);
        j["zones"]["discard"].push_back(card);
        std::string err;
        const auto back = State::deserialize(content, j.dump(), err);
        QVERIFY2(back.has_value(), err.c_str());
        QVERIFY(back->strayTokens);
        State t = *back;
        EventLog events;
        const ApplyResult r = t.apply(Action::listen(), &events);
        QVERIFY2(r.ok(), r.message.c_str());
        QVERIFY(!t.strayTokens);
        for (const CardInst& ci : t.zone(Zone::Discard)) QVERIFY(!ci.has(CardFlag::Token));
        QVERIFY(std::any_of(events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<ev::TokenCeased>(e); }));
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
        // inline cards are most of it (the skills' pile zone added one); then the task stack (14
        // tasks of 16 bytes inline), the registry (8 effects inline and where each target's
        // effects start, which saves every query two binary searches), the skills' records
        // (8 of 4 bytes inline) and which held skills hear each event (2 bytes per event, which
        // saves every event a walk of the held skills), which hold each skill type and which
        // cancel or answer a cancellation (2 bytes a type and a side's kind of response, which
        // saves the queries of one kind the same walk), and the slot index of the first 128 uids
        // (a byte each, which saves card lookups their scans).
        QVERIFY(sizeof(State) <= 2096);
    }
};

QTEST_APPLESS_MAIN(TestStateInvariants)
#include "tst_state_invariants.moc"
