// Seed 003's skills as units: loading rejects what cannot work, holding and losing a skill (with
// its cleanup), dynamic descriptions, view-as cancellation, serialization, and explanations.
// Rules behaviour per skill type is in tests/scenarios/skills.
// Engine headers before Qt's: Qt defines `emit` as a macro, and the engine has a method of that name.
#include "changes/zones.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "skills/skills.h"
#include "state/held_skills.h"
#include "test_support.h"

#include <algorithm>

#include <QTest>
#include <set>

using namespace parley;

namespace {

// A document with one NPC, a few cards and the given skills, for the loader's checks.
std::string doc(const std::string& skills, const std::string& extraCards = "") {
    return test::skillsDoc(skills, extraCards);
}

bool loads(const std::string& text, std::string* messages = nullptr) {
    Diagnostics diags;
    const auto c = test::contentFrom({text}, &diags);
    if (messages)
        for (const auto& d : diags.items()) *messages += d.format() + "\n";
    return c != nullptr;
}

State elenaWith(std::initializer_list<const char*> hand) {
    auto c = test::builtin();
    State s = blankConversation(c, c->npcIndex.at("elena"), 11);
    test::withoutSkills(s);
    s.deck().clear();
    for (const char* id : hand) addCard(s, Zone::Hand, c->cardIndex.at(id));
    return s;
}

std::uint16_t skillIndex(const State& s, const char* id) { return s.content().findSkill(id)->index; }

// A conversation of doc()'s content with no skills held, and a skill of it given to the player.
State bareConversation(const std::shared_ptr<const Content>& c) {
    State s = blankConversation(c, 0, 5);
    test::withoutSkills(s);
    return s;
}
void givePlayer(State& s, const char* skill) {
    Ctx ctx{s, nullptr};
    grantSkill(ctx, skillIndex(s, skill), Side::Player);
}

} // namespace

class TestSkills : public QObject {
    Q_OBJECT
private slots:
    void loaderRejectsSkillsThatCannotWork_data() {
        QTest::addColumn<QString>("skill");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown type") << R"({"id": "x", "type": "telepathy"})" << "unknown skill type 'telepathy'";
        QTest::newRow("unknown event") << R"({"id": "x", "type": "trigger", "event": "sneeze", "effects": []})"
                                       << "unknown event 'sneeze'";
        QTest::newRow("trigger without effects") << R"({"id": "x", "type": "trigger", "event": "listen"})"
                                                 << "a trigger skill needs 'effects'";
        QTest::newRow("reroll outside the judge")
            << R"({"id": "x", "type": "trigger", "event": "listen", "effects": [{"type": "Reroll"}]})"
            << "only skills of the event \"roll\" can change the roll";
        QTest::newRow("nullify outside the pipeline")
            << R"({"id": "x", "type": "trigger", "event": "turnEnd", "effects": [{"type": "Nullify"}]})"
            << "only skills of the event \"effect\"";
        QTest::newRow("pile without a pile")
            << R"({"id": "x", "type": "trigger", "event": "listen", "effects": [{"type": "TakeFromPile"}]})"
            << "has a pile";
        QTest::newRow("cancels outside the pipeline")
            << R"({"id": "x", "type": "trigger", "event": "listen", "cancels": true, "effects": [{"type": "DrawCards", "value": 1}]})"
            << "only skills of the event \"effect\" can cancel";
        QTest::newRow("zero-card without a limit") << R"({"id": "x", "type": "viewAs", "zeroCard": true, "as": "a"})"
                                                   << "needs a 'limit'";
        QTest::newRow("view-as an unknown card") << R"({"id": "x", "type": "viewAs", "as": "nope"})" << "unknown card 'nope'";
        QTest::newRow("unknown mark")
            << R"({"id": "x", "type": "trigger", "event": "listen", "effects": [{"type": "AddMark", "mark": "ghost"}]})"
            << "unknown mark 'ghost'";
        QTest::newRow("bad condition")
            << R"({"id": "x", "type": "trigger", "event": "listen", "condition": "rol < 3", "effects": [{"type": "DrawCards", "value": 1}]})"
            << "bad condition";
        QTest::newRow("maxCards with nothing") << R"({"id": "x", "type": "maxCards"})" << "needs 'extra'";
        // Issue 12: 'match' is never ignored.
        QTest::newRow("distance with match")
            << R"({"id": "x", "type": "distance", "correct": 1, "match": {"connectionType": "Shadow"}})"
            << "a distance skill selects its cards with 'cardCondition'";
        QTest::newRow("usesPerTurn with match")
            << R"({"id": "x", "type": "targetMod", "usesPerTurn": 1, "match": {"connectionType": "Shadow"}})"
            << "a targetMod skill selects its cards with 'cardCondition'";
        QTest::newRow("cardsPerSpeak with match")
            << R"({"id": "x", "type": "targetMod", "cardsPerSpeak": 1, "match": {"connectionType": "Shadow"}})"
            << "a targetMod skill is about no card, so it cannot match cards";
        QTest::newRow("maxCards with match") << R"({"id": "x", "type": "maxCards", "extra": 1, "match": {"connectionType": "Shadow"}})"
                                             << "a maxCards skill is about no card";
        QTest::newRow("attackRange with a card condition")
            << R"({"id": "x", "type": "attackRange", "extra": 1, "cardCondition": "card.weight > 1"})"
            << "an attackRange skill is about no card, so it has no card condition";
        // Issue 12 (seed 003's multi-card view-as, enabled_at_response, connection filters, records).
        QTest::newRow("multi-card zero-card") << R"({"id": "x", "type": "viewAs", "as": "a", "zeroCard": true, "cardCount": 2, "limit": {"perTurn": 1}})"
                                              << "a zero-card view-as plays from nothing, so it takes no cards";
        QTest::newRow("cardCount out of range") << R"({"id": "x", "type": "viewAs", "as": "a", "cardCount": 9})" << "cardCount";
        QTest::newRow("sameConnectionType of one card") << R"({"id": "x", "type": "viewAs", "as": "a", "sameConnectionType": true})"
                                                        << "give 'cardCount' of 2 or more";
        QTest::newRow("atResponse with two cards") << R"({"id": "x", "type": "viewAs", "as": "a", "atResponse": true, "cardCount": 2})"
                                                   << "a view-as in answer to an effect plays exactly one hand card";
        QTest::newRow("responseTypes without atResponse") << R"({"id": "x", "type": "viewAs", "as": "a", "responseTypes": ["AddComfort"]})"
                                                          << "it needs \"atResponse\": true";
        QTest::newRow("responseTypes unknown") << R"({"id": "x", "type": "viewAs", "as": "a", "atResponse": true, "responseTypes": ["Sneeze"]})"
                                               << "unknown effect type \"Sneeze\"";
        QTest::newRow("filter to an unknown connection type") << R"({"id": "x", "type": "filter", "connectionType": "Gossip"})"
                                                              << "connection type";
        QTest::newRow("record on an event without a card")
            << R"({"id": "x", "type": "trigger", "event": "turnStart", "effects": [{"type": "RecordCard"}]})"
            << "RecordCard notes the event's card, and this event is about no card";
        QTest::newRow("grant an unknown skill")
            << R"({"id": "x", "type": "trigger", "event": "listen", "effects": [{"type": "GrantSkill", "skill": "nope"}]})"
            << "unknown skill 'nope'";
    }
    void loaderRejectsSkillsThatCannotWork() {
        QFETCH(QString, skill);
        QFETCH(QString, message);
        std::string messages;
        QVERIFY(!loads(doc(skill.toStdString()), &messages));
        QVERIFY2(messages.find(message.toStdString()) != std::string::npos, messages.c_str());
        // Every message names the file, the position and the pointer into the skills list.
        QVERIFY2(messages.find("doc0.json:") != std::string::npos && messages.find("/skills/0") != std::string::npos,
                 messages.c_str());
    }

    void cardsCannotUseSkillEffects() {
        std::string messages;
        QVERIFY(!loads(doc("", R"(, {"id": "c", "weight": 1, "difficulty": "Easy", "successEffect": {"type": "Reroll"}})"), &messages));
        QVERIFY2(messages.find("Reroll is a skill effect") != std::string::npos, messages.c_str());
        QVERIFY(!loads(R"({"cards": [{"id": "a", "weight": 1, "difficulty": "Easy"}], "npcs": [{"id": "n", "deck": ["a"], "skills": ["nope"]}]})",
                       &messages));
        QVERIFY2(messages.find("unknown skill \"nope\"") != std::string::npos, messages.c_str());
    }

    // Issue 12: a skill's timed modifier is the skill's: the explanation names the skill, and the
    // modifier goes when the skill is lost.
    void timedModifierFromASkillIsTheSkills() {
        const auto c = test::contentFrom({doc(R"({"id": "enc", "name": "Encourager", "type": "trigger", "event": "listen",
            "effects": [{"effect": "addModifier", "duration": 2,
                         "modifier": {"target": "successChance", "operation": "add", "value": 20}}]})")});
        QVERIFY(c);
        State s = bareConversation(c);
        const CardIndex a = c->cardIndex.at("a");
        const int before = successChance(s, a);
        givePlayer(s, "enc");
        QVERIFY(s.apply(Action::listen()).ok());
        QCOMPARE(successChance(s, a), before + 20);
        Breakdown why;
        successChance(s, a, &why);
        QVERIFY2(why.text().find("Encourager (your trait)") != std::string::npos, why.text().c_str());
        Ctx again{s, nullptr};
        removeSkill(again, c->findSkill("enc")->index, Side::Player);
        QCOMPARE(successChance(s, a), before);
    }

    // Issue 12: the success chance's explanation names a filter skill that changed the difficulty,
    // still adds up, and skills' suppression silences the filter.
    void filterDifficultyIsExplainedAndSuppressed() {
        const auto c = test::contentFrom({doc(R"({"id": "f", "name": "Old Friends", "type": "filter", "cardCondition": "card.weight == 1", "difficulty": "VeryEasy"})",
                                              R"(, {"id": "hush", "weight": 1, "difficulty": "Easy", "permanent": true, "suppresses": "skill"})")});
        QVERIFY(c);
        State s = bareConversation(c);
        const CardIndex a = c->cardIndex.at("a");
        const int own = successChance(s, a);
        givePlayer(s, "f");
        Breakdown why;
        const int filtered = successChance(s, a, &why);
        QVERIFY(filtered > own);
        QVERIFY2(why.text().find("Old Friends (your trait)") != std::string::npos, why.text().c_str());
        QCOMPARE(why.parts.front().origin, StepOrigin::Difficulty);
        QCOMPARE(why.parts[1].origin, StepOrigin::Skill);
        QCOMPARE(why.result, filtered);
        addCard(s, Zone::Table, c->cardIndex.at("hush"));
        QVERIFY(skillsSuppressed(s));
        QCOMPARE(successChance(s, a), own);
    }

    // A modifier's condition that joins a part about the card alone to a part about the state is
    // decided at load for the cards that part settles ("... and card.connectionType == Trust" is
    // false for every other card), and asked of the state for the rest; either way the number is
    // the one the whole condition gives.
    void conditionsAreDecidedByTheirCardPartWhereItSettlesThem() {
        const auto c = test::contentFrom({doc(
            R"({"id": "warm", "name": "Warm", "type": "trigger", "event": "listen", "effects": [{"type": "AddMark", "mark": "m"}], "marks": ["m"],
                "modifiers": [{"target": "successChance", "operation": "add", "value": 3, "scope": "hand", "condition": "comfort >= 2 and card.weight == 1"}]},
               {"id": "eager", "name": "Eager", "type": "trigger", "event": "listen", "effects": [{"type": "AddMark", "mark": "m"}], "marks": ["m"],
                "modifiers": [{"target": "successChance", "operation": "add", "value": 2, "scope": "hand", "condition": "comfort >= 2 or card.weight == 1"}]})")});
        QVERIFY(c);
        const CardIndex light = c->cardIndex.at("a"), heavy = c->cardIndex.at("b");
        auto condition = [&](const char* skill) { return c->findSkill(skill)->modifiers.at(0).condition; };
        QCOMPARE(c->cardCondition(condition("warm"), heavy), 0);  // weight 2: never
        QCOMPARE(c->cardCondition(condition("warm"), light), -1); // weight 1: as comfort says
        QCOMPARE(c->cardCondition(condition("eager"), light), 1);  // weight 1: always
        QCOMPARE(c->cardCondition(condition("eager"), heavy), -1);
        for (const char* skill : {"warm", "eager"}) {
            State s = bareConversation(c);
            const int lightBefore = successChance(s, light), heavyBefore = successChance(s, heavy);
            givePlayer(s, skill);
            const int bonus = std::string(skill) == "warm" ? 3 : 2;
            for (const int comfort : {0, 3}) {
                s.comfort = comfort;
                const bool warm = comfort >= 2;
                const bool lightGets = std::string(skill) == "warm" ? warm : true;
                const bool heavyGets = std::string(skill) == "warm" ? false : warm;
                QCOMPARE(successChance(s, light), lightBefore + (lightGets ? bonus : 0));
                QCOMPARE(successChance(s, heavy), heavyBefore + (heavyGets ? bonus : 0));
            }
        }
        // Past the budget of answers worked out at load, the answers come from the state alone,
        // and they are the same.
        auto tight = std::make_shared<Content>(*c);
        tight->cacheCardConditions(0);
        QCOMPARE(tight->cardCondition(condition("warm"), heavy), -1);
        QCOMPARE(tight->cardCondition(condition("eager"), light), -1);
        for (const char* skill : {"warm", "eager"})
            for (const int comfort : {0, 3}) {
                State full = bareConversation(c), bare = bareConversation(tight);
                givePlayer(full, skill);
                givePlayer(bare, skill);
                full.comfort = bare.comfort = comfort;
                QCOMPARE(successChance(bare, light), successChance(full, light));
                QCOMPARE(successChance(bare, heavy), successChance(full, heavy));
            }
        // The built-in case: Elena's Keeps Records favours Trust cards once she is kind enough.
        const auto b = test::builtin();
        const std::uint16_t records = b->findSkill("elena_keeps_records")->modifiers.at(0).condition;
        for (const CardDef& card : b->cards)
            if (card.connectionType != b->ruleset.tokenIndex("Trust")) QCOMPARE(b->cardCondition(records, card.index), 0);
            else QCOMPARE(b->cardCondition(records, card.index), -1);
        // Every built-in skill against every card: the table of matches worked out at load gives
        // what working them out from the state gives.
        auto untabled = std::make_shared<Content>(*b);
        untabled->cacheCardConditions(0);
        State withTable = blankConversation(b, 0, 1), without = blankConversation(untabled, 0, 1);
        test::withoutSkills(withTable);
        test::withoutSkills(without);
        int decided = 0;
        for (const SkillDef& k : b->skills)
            for (const CardDef& card : b->cards) {
                QCOMPARE(untabled->skillMatchOwn(k.index, card.index), -1);
                decided += b->skillMatchOwn(k.index, card.index) >= 0;
                QCOMPARE(skillMatches(withTable, k, card.index), skillMatches(without, k, card.index));
            }
        QVERIFY(decided > 100);
    }

    void everyBuiltinSkillTypeIsHeldBySomeone() {
        auto c = test::builtin();
        std::set<SkillType> held;
        for (const auto& n : c->npcs)
            for (auto k : n.skills) held.insert(c->skills[k].type);
        for (const auto& d : c->decks)
            for (auto k : d.traits) held.insert(c->skills[k].type);
        QCOMPARE(held.size(), kSkillTypeNames.size());
    }

    void holdingASkillRegistersItsModifiersAndLosingItCleansUp() {
        State s = elenaWith({"small_talk", "offer_tea"});
        const int limit = handLimit(s);
        Ctx c{s, nullptr};
        const std::uint16_t shortAttention = skillIndex(s, "marcus_short_attention");
        grantSkill(c, shortAttention, Side::Npc);
        QCOMPARE(handLimit(s), limit - 2);
        Breakdown why;
        handLimit(s, &why);
        QVERIFY2(why.text().find("Short Attention (their skill)") != std::string::npos, why.text().c_str());
        grantSkill(c, shortAttention, Side::Npc); // held once only
        QCOMPARE(handLimit(s), limit - 2);

        // Marks, a "-Keep" mark and a pile, then the loss.
        const std::uint16_t memory = skillIndex(s, "trait_memory");
        const std::uint16_t records = skillIndex(s, "elena_keeps_records");
        grantSkill(c, memory, Side::Player);
        grantSkill(c, records, Side::Npc);
        const auto kindness = static_cast<std::uint8_t>(s.content().markIndex("kindness"));
        addMark(c, kHolderNpc, kindness, 2);
        QVERIFY(moveToPile(c, test::uidOf(s, Zone::Hand, "small_talk"), memory));
        QCOMPARE(s.zone(Zone::Pile).size(), 1u);
        EventLog log;
        Ctx logged{s, &log};
        removeSkill(logged, memory, Side::Player);
        removeSkill(logged, records, Side::Npc);
        removeSkill(logged, shortAttention, Side::Npc);
        QCOMPARE(s.zone(Zone::Pile).size(), 0u);
        QCOMPARE(s.zone(Zone::Discard).size(), 1u); // the pile's card went to the discard pile
        QCOMPARE(s.mark(kHolderNpc, kindness), 0);
        QCOMPARE(handLimit(s), limit);
        QVERIFY(s.skills.empty());
        QCOMPARE(s.skillTypes, std::uint16_t(0));
        int lost = 0;
        for (const Event& e : log) lost += std::holds_alternative<ev::SkillLost>(e);
        QCOMPARE(lost, 3);
    }

    void keepMarksOutliveTheirSkill() {
        const std::string skills = R"({"id": "k", "type": "trigger", "event": "listen", "marks": ["luck-Keep", "mood"],
                                      "description": "luck {luck-Keep}, mood {mood}, used {uses}, {braces}",
                                      "effects": [{"type": "AddMark", "mark": "mood"}]})";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        Ctx ctx{s, nullptr};
        grantSkill(ctx, 0, Side::Player);
        addMark(ctx, kHolderPlayer, static_cast<std::uint8_t>(c->markIndex("luck-Keep")), 3);
        addMark(ctx, kHolderPlayer, static_cast<std::uint8_t>(c->markIndex("mood")), 2);
        QCOMPARE(describeSkill(s, s.skills[0]), std::string("luck 3, mood 2, used 0, {braces}"));
        addMark(ctx, kHolderPlayer, static_cast<std::uint8_t>(c->markIndex("mood")), -5); // never below 0
        QCOMPARE(s.mark(kHolderPlayer, static_cast<std::uint8_t>(c->markIndex("mood"))), 0);
        removeSkill(ctx, 0, Side::Player);
        QCOMPARE(s.mark(kHolderPlayer, static_cast<std::uint8_t>(c->markIndex("luck-Keep"))), 3);
    }

    void cancellingAViewAsPaymentRestoresTheStateExactly() {
        // "b" costs a discard: with two other cards in hand the engine asks which, and cancelling
        // must undo the conversion of the played card.
        const std::string skills = R"({"id": "v", "type": "viewAs", "as": "b", "match": {"card": "a"}},
                                      {"id": "z", "type": "viewAs", "as": "b", "zeroCard": true, "limit": {"perTurn": 1}})";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        s.deck().clear();
        for (int i = 0; i < 3; ++i) addCard(s, Zone::Hand, c->cardIndex.at("a"));
        Ctx ctx{s, nullptr};
        grantSkill(ctx, 0, Side::Player);
        grantSkill(ctx, 1, Side::Player);
        for (std::uint8_t slot : {std::uint8_t(0), std::uint8_t(1)}) {
            const std::string before = s.serialize();
            const State copy = s;
            const Action use = slot == 0 ? Action::useSkill(0, s.hand()[0].uid) : Action::useSkill(1);
            QVERIFY(s.isLegal(use));
            QVERIFY(s.apply(use).ok());
            QVERIFY(s.payment.active);
            QVERIFY(s.pendingDecision());
            QVERIFY(s.apply(Action::cancel()).ok());
            QCOMPARE(s.serialize(), before);
            QVERIFY(s == copy);
        }
    }

    void rejectedSkillUsesChangeNothing() {
        const std::string skills = R"({"id": "v", "type": "viewAs", "as": "a", "match": {"card": "b"}, "limit": {"perConversation": 1}},
                                      {"id": "t", "type": "maxCards", "extra": 1})";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        s.deck().clear();
        addCard(s, Zone::Hand, c->cardIndex.at("a"));
        addCard(s, Zone::Hand, c->cardIndex.at("b"));
        addCard(s, Zone::Hand, c->cardIndex.at("b"));
        Ctx ctx{s, nullptr};
        grantSkill(ctx, 0, Side::Player);
        grantSkill(ctx, 1, Side::Player);
        const std::string before = s.serialize();
        struct Case {
            Action a;
            ErrorCode code;
        };
        const Case cases[] = {
            {Action::useSkill(5, s.hand()[1].uid), ErrorCode::NoSuchAbility},  // no such held skill
            {Action::useSkill(1, s.hand()[1].uid), ErrorCode::NoSuchAbility},  // not a view-as skill
            {Action::useSkill(0, s.hand()[0].uid), ErrorCode::InvalidChoice},  // "a" does not match
            {Action::useSkill(0, 999), ErrorCode::NotInHand},
        };
        for (const Case& k : cases) {
            QCOMPARE(s.apply(k.a).error, k.code);
            QCOMPARE(s.serialize(), before);
        }
        // Used once, the limit refuses the second use (a turn is one action, so the limit is per conversation).
        QVERIFY(s.apply(Action::useSkill(0, s.hand()[1].uid, Roll::Success)).ok());
        const std::string after = s.serialize();
        const Uid other = test::uidOf(s, Zone::Hand, "b");
        QCOMPARE(s.apply(Action::useSkill(0, other)).error, ErrorCode::LimitReached);
        QCOMPARE(s.serialize(), after);
        // The played card turned back into itself once its action was over.
        QVERIFY(s.converted.empty());
        QCOMPARE(s.def(s.zone(Zone::Discard).back().card).id, std::string("b"));
    }

    // Seed 003's multi-card view-as: the other cards are picked through a decision; withdrawing
    // it changes nothing, a bad pick is refused whole, and the cards played along are discarded.
    void multiCardViewAsPicksThroughADecision() {
        const std::string skills = R"({"id": "m", "type": "viewAs", "as": "a", "cardCount": 3, "match": {"card": "a"}})";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        s.deck().clear();
        for (int i = 0; i < 3; ++i) addCard(s, Zone::Hand, c->cardIndex.at("a"));
        addCard(s, Zone::Hand, c->cardIndex.at("b"));
        Ctx ctx{s, nullptr};
        grantSkill(ctx, 0, Side::Player);
        const State copy = s;
        const Action use = Action::useSkill(0, s.hand()[0].uid, Roll::Success);
        QVERIFY(s.isLegal(use));
        QVERIFY(s.apply(use).ok());
        const auto d = s.pendingDecision();
        QVERIFY(d);
        QVERIFY(d->cancellable);
        QCOMPARE(d->min, 2);
        QCOMPARE(d->options.size(), std::size_t(2)); // the two other "a", never "b"
        QCOMPARE(s.legalActions().size(), std::size_t(1));
        QVERIFY(s.converted.empty()); // nothing converted before the cards are picked
        const State asking = s;
        QCOMPARE(s.apply(Action::choose({0})).error, ErrorCode::InvalidChoice); // one card short
        QVERIFY(s == asking);
        QCOMPARE(s.apply(Action::choose({0, 7})).error, ErrorCode::InvalidChoice);
        QVERIFY(s == asking);
        QVERIFY(s.apply(Action::cancel()).ok());
        QVERIFY(s == copy);
        QVERIFY(s.apply(use).ok());
        QVERIFY(s.apply(Action::choose({0, 1})).ok());
        QVERIFY(s.converted.empty());
        QCOMPARE(s.hand().size(), 1u);
        QCOMPARE(s.zone(Zone::Discard).size(), 3u);
        QCOMPARE(s.skills[0].usesTotal, std::uint8_t(1));
        // One "a" is left: no trio, so the skill is neither legal nor accepted.
        addCard(s, Zone::Hand, c->cardIndex.at("a"));
        QCOMPARE(s.apply(Action::useSkill(0, test::uidOf(s, Zone::Hand, "a"))).error, ErrorCode::InvalidChoice);
    }

    // A connection filter: the chance, card filters and the explanation all see the new type;
    // suppression brings the card's own back.
    void connectionFilterIsSeenEverywhereAndSuppressed() {
        const auto c = test::contentFrom({doc(R"({"id": "f", "name": "Back Channels", "type": "filter", "match": {"card": "a"}, "connectionType": "Shadow"})",
                                              R"(, {"id": "hush", "weight": 1, "difficulty": "Easy", "permanent": true, "suppresses": "skill"})")});
        QVERIFY(c);
        State s = bareConversation(c);
        const CardIndex a = c->cardIndex.at("a");
        const int shadow = static_cast<int>(std::find(c->ruleset.tokens.begin(), c->ruleset.tokens.end(), "Shadow") - c->ruleset.tokens.begin());
        s.tokens[static_cast<std::size_t>(shadow)] = 2;
        const int own = successChance(s, a);
        QCOMPARE(cardConnection(s, a), -1);
        givePlayer(s, "f");
        QCOMPARE(cardConnection(s, a), shadow);
        QCOMPARE(cardConnection(s, c->cardIndex.at("b")), -1);
        CardFilter f;
        f.connectionType = static_cast<std::int8_t>(shadow);
        QVERIFY(cardMatches(s, a, f));
        Breakdown why;
        QCOMPARE(successChance(s, a, &why), own + 10);
        QVERIFY2(why.text().find("through Back Channels") != std::string::npos, why.text().c_str());
        QCOMPARE(why.result, own + 10);
        addCard(s, Zone::Table, c->cardIndex.at("hush"));
        QCOMPARE(cardConnection(s, a), -1);
        QVERIFY(!cardMatches(s, a, f));
        QCOMPARE(successChance(s, a), own);
    }

    // A skill's record: cards by index, each once, listed by "{record}" in the words given, kept
    // through a save, and gone with the skill.
    void recordFillsTheDescriptionAndGoesWithTheSkill() {
        const std::string skills = R"({"id": "k", "type": "trigger", "event": "cardSucceeded", "description": "Seen: {record}",
                                      "effects": [{"type": "RecordCard"}]})";
        auto c = test::contentFrom({doc(skills)});
        QVERIFY(c);
        State s = blankConversation(c, 0, 1);
        EventLog log;
        Ctx ctx{s, &log};
        grantSkill(ctx, 0, Side::Player);
        QCOMPARE(describeSkill(s, s.skills[0]), std::string("Seen: none yet"));
        QCOMPARE(describeSkill(s, s.skills[0], {}, " / ", "-"), std::string("Seen: -"));
        recordCard(ctx, 0, Side::Player, c->cardIndex.at("b"));
        recordCard(ctx, 0, Side::Player, c->cardIndex.at("a"));
        recordCard(ctx, 0, Side::Player, c->cardIndex.at("b")); // once only
        recordCard(ctx, 0, Side::Npc, c->cardIndex.at("a"));    // not held by the NPC: nothing
        QCOMPARE(s.records.size(), 2u);
        QCOMPARE(describeSkill(s, s.skills[0], {}, " / "), std::string("Seen: b / a"));
        std::string err;
        const auto back = State::deserialize(c, s.serialize(), err);
        QVERIFY2(back, err.c_str());
        QVERIFY(*back == s);
        for (int i = 0; i < 20; ++i) recordCard(ctx, 0, Side::Player, static_cast<CardIndex>(i % c->cards.size()));
        QVERIFY(s.records.size() <= std::size_t(kMaxRecordPerSkill));
        removeSkill(ctx, 0, Side::Player);
        QVERIFY(s.records.empty());
        int recorded = 0;
        for (const Event& e : log) recorded += std::holds_alternative<ev::SkillRecorded>(e);
        QCOMPARE(recorded, 2);
        // The game's own path: a success notes the card.
        State p = blankConversation(c, 0, 1);
        p.deck().clear();
        addCard(p, Zone::Hand, c->cardIndex.at("a"));
        Ctx pc{p, nullptr};
        grantSkill(pc, 0, Side::Player);
        QVERIFY(p.apply(Action::speak(p.hand()[0].uid, Roll::Success)).ok());
        QCOMPARE(describeSkill(p, p.skills[0]), std::string("Seen: a"));
    }

    void skillsMarksAndPilesSurviveSerialization() {
        auto c = test::builtin();
        State s = newConversation(c, c->npcIndex.at("elena"), 21);
        Ctx ctx{s, nullptr};
        const std::uint16_t memory = skillIndex(s, "trait_memory");
        grantSkill(ctx, memory, Side::Player);
        addMark(ctx, kHolderNpc, static_cast<std::uint8_t>(c->markIndex("kindness")), 2);
        addMark(ctx, s.hand()[0].uid, static_cast<std::uint8_t>(c->markIndex("watch")), 1);
        moveToPile(ctx, s.hand()[1].uid, memory);
        std::string err;
        const auto back = State::deserialize(c, s.serialize(), err);
        QVERIFY2(back, err.c_str());
        QVERIFY(*back == s);
        // A pile card must name a skill with a pile; a damaged save is refused.
        auto j = nlohmann::ordered_json::parse(s.serialize());
        j["zones"]["pile"][0].erase(3);
        QVERIFY(!State::deserialize(c, j.dump(), err));
        QVERIFY2(err.find("pile") != std::string::npos, err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestSkills)
#include "tst_skills.moc"
