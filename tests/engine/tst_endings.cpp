// Issue 11's ending: the "people" and "places" sections (closed entries, layering, NPCs as
// recipients), an ending's data read into terms (warnings, not errors, for anything a legacy pack
// may hold), and the sentences parley-cli prints for every built-in ending.
#include "content/ending.h"
#include "content/legacy.h"
#include "sim/ending_text.h"
#include "test_support.h"

#include <QProcess>
#include <QTest>

using namespace parley;

namespace {

const Diagnostic* findDiag(const Diagnostics& d, const std::string& needle) {
    for (const auto& x : d.items())
        if (x.message.find(needle) != std::string::npos) return &x;
    return nullptr;
}

// Warnings about the test's own documents (not the built-in ruleset's default NPC, absent here).
int ownWarnings(const Diagnostics& d) {
    int n = 0;
    for (const auto& x : d.items())
        n += x.severity == Diagnostic::Severity::Warning && x.file.rfind("builtin:", 0) != 0;
    return n;
}

std::string allOf(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d.items())
        s += x.format() + "\n";
    return s;
}

// A pack with one NPC and one goal whose success ends with `data`, and `extra` sections.
std::string goalPack(const std::string& data, const std::string& extra = "") {
    return R"({"cards": [{"id": "t_goal", "name": "Goal", "weight": 1, "difficulty": "Easy",
                           "properties": ["Fleeting", "Opportunity"],
                           "successEffect": {"type": "EndConversation", "value": "success", "data": )" +
           data + R"(}}],
              "npcs": [{"id": "t_npc", "name": {"en": "Tam", "de": "Tamm"}, "deck": ["t_goal"]}])" +
           (extra.empty() ? "" : ", " + extra) + "}";
}

const EndingTerms* successTerms(const Content& c, const std::string& card) {
    const CardDef* d = c.findCard(card);
    if (!d || d->effectsFor(EffectSlot::Success).empty()) return nullptr;
    return d->effectsFor(EffectSlot::Success).front().ending.get();
}

const EndingTerms* termsOf(const Content& c, const std::string& card, EffectSlot slot) {
    const CardDef* d = c.findCard(card);
    if (!d) return nullptr;
    for (const EffectDef& e : d->effectsFor(slot))
        if (e.type == EffectType::EndConversation) return e.ending.get();
    return nullptr;
}

std::string english(const Content& c, const EndingTerms& t, const std::string& npc) {
    return englishTerms(c, endingLines(c, t, *c.findNpc(npc)));
}

} // namespace

class TestEndings : public QObject {
    Q_OBJECT
private slots:
    // ---- the built-in pack ----
    void builtinPeopleAndPlacesHaveNames() {
        auto c = test::builtin();
        QVERIFY(c);
        const LocalizedText* blackwood = personName(*c, "lord_blackwood");
        QVERIFY(blackwood);
        QCOMPARE(blackwood->text, std::string("Lord Blackwood"));
        QCOMPARE(blackwood->get("zh_CN"), std::string("布莱克伍德勋爵"));
        QCOMPARE(personName(*c, "city_watch")->get("de"), std::string("die Stadtwache"));
        // A partner is named by the NPC's own entry.
        QVERIFY(personName(*c, "sera"));
        QCOMPARE(personName(*c, "sera"), &c->findNpc("sera")->name);
        QCOMPARE(placeName(*c, "north_gate")->text, std::string("the North Gate"));
        QVERIFY(!personName(*c, "nobody"));
        QVERIFY(!placeName(*c, "lord_blackwood"));
    }

    // Every built-in goal's endings are read as terms, and name only someone the pack knows.
    void everyBuiltinEndingIsReadAsTerms() {
        auto c = test::builtin();
        int endings = 0;
        for (const CardDef& card : c->cards)
            for (const EffectSlot slot :
                 {EffectSlot::Success, EffectSlot::Failure, EffectSlot::Exhaust})
                for (const EffectDef& e : card.effectsFor(slot)) {
                    if (e.type != EffectType::EndConversation || e.data.is_null()) continue;
                    ++endings;
                    QVERIFY2(e.ending, card.id.c_str());
                    if (!e.ending->recipient.empty())
                        QVERIFY2(personName(*c, e.ending->recipient), card.id.c_str());
                    if (!e.ending->access.empty())
                        QVERIFY2(placeName(*c, e.ending->access), card.id.c_str());
                    if (e.ending->reason) {
                        // Every built-in reason is translated.
                        QVERIFY2(e.ending->reason->get("de") != e.ending->reason->text,
                                 card.id.c_str());
                        QVERIFY2(e.ending->reason->get("zh_CN") != e.ending->reason->text,
                                 card.id.c_str());
                    }
                }
        QCOMPARE(endings, 10); // three goals of three endings, and Marcus walking away
    }

    // The sentences parley-cli prints (and the end screen's English), for every built-in ending.
    void builtinEndingsInEnglish() {
        auto c = test::builtin();
        const auto say = [&](const char* card, EffectSlot slot, const char* npc) {
            const EndingTerms* t = termsOf(*c, card, slot);
            return t ? english(*c, *t, npc) : std::string("(no terms)");
        };
        QCOMPARE(say("elena_letter_goal", EffectSlot::Success, "elena"),
                 std::string("You will deliver Elena's letter to Lord Blackwood within 73 hours. "
                             "You will be paid 10 "
                             "coins. You gain 2 Trust."));
        QCOMPARE(say("elena_letter_goal", EffectSlot::Failure, "elena"),
                 std::string("You will deliver Elena's letter to Lord Blackwood within a day. You "
                             "will pay 5 coins. A "
                             "burden card, \u201COld Debts\u201D, joins your deck."));
        QCOMPARE(say("elena_letter_goal", EffectSlot::Exhaust, "elena"),
                 std::string("Your relationship with Elena worsens by 2."));
        QCOMPARE(say("marcus_contract_goal", EffectSlot::Success, "marcus"),
                 std::string("You will deliver twelve bolts of silk to the Weavers' Guild within 2 "
                             "days. You will be "
                             "paid 15 coins. You gain 1 Commerce."));
        QCOMPARE(
            say("marcus_contract_goal", EffectSlot::Failure, "marcus"),
            std::string("You will deliver twelve bolts of silk to the Weavers' Guild within 12 "
                        "hours. You will pay "
                        "3 coins. A burden card, \u201CUnpaid Invoice\u201D, joins your deck."));
        QCOMPARE(say("marcus_contract_goal", EffectSlot::Exhaust, "marcus"),
                 std::string("Your relationship with Marcus worsens by 1."));
        QCOMPARE(say("sera_pass_goal", EffectSlot::Success, "sera"),
                 std::string("You owe Sera a favour, due within 4 days. You gain 1 Status and 1 "
                             "Shadow. You may now "
                             "pass through the North Gate."));
        QCOMPARE(say("sera_pass_goal", EffectSlot::Failure, "sera"),
                 std::string("You must pay a fine to the City Watch within a day. The fine is 8 "
                             "coins. A burden card, "
                             "\u201CHer Long Shift\u201D, joins your deck."));
        QCOMPARE(say("sera_pass_goal", EffectSlot::Exhaust, "sera"),
                 std::string("Your relationship with Sera worsens by 2."));
        const EndingTerms* abandoned = termsOf(*c, "elena_letter_goal", EffectSlot::Exhaust);
        QCOMPARE(abandoned->reason->text, std::string("Failed to act on urgent letter"));
        QCOMPARE(abandoned->reason->get("de"),
                 std::string("Nicht auf den dringenden Brief reagiert"));
    }

    // The wording of each kind of line and its variants (who, item and deadline each missing).
    void everySentenceShape() {
        auto c = test::builtin();
        const NpcDef& elena = *c->findNpc("elena");
        const auto say = [&](EndingTerms t) { return englishTerms(*c, endingLines(*c, t, elena)); };
        EndingTerms t;
        t.obligation = true;
        t.obligationType = "delivery";
        QCOMPARE(say(t), std::string("You will make a delivery."));
        t.deadline = 1;
        QCOMPARE(say(t), std::string("You will make a delivery within an hour."));
        t.recipient = "city_watch";
        t.deadline = 48;
        QCOMPARE(say(t), std::string("You will make a delivery to the City Watch within 2 days."));
        t.deadline.reset();
        QCOMPARE(say(t), std::string("You will make a delivery to the City Watch."));
        t.recipient = "no_such_person"; // named by its id in words
        QCOMPARE(say(t), std::string("You will make a delivery to No such person."));
        t.obligationType = "favor";
        t.recipient.clear();
        QCOMPARE(say(t), std::string("You owe a favour."));
        t.obligationType = "fine";
        t.deadline = 5;
        t.payment = -1;
        QCOMPARE(say(t), std::string("You must pay a fine within 5 hours. The fine is 1 coin."));
        t.obligationType = "escort_duty";
        t.recipient = "lord_blackwood";
        t.payment = 1;
        QCOMPARE(
            say(t),
            std::string(
                "You took on an obligation to Lord Blackwood (Escort duty), due within 5 hours. "
                "You will be paid 1 coin."));
        t.obligationType.clear();
        t.deadline.reset();
        t.payment.reset();
        QCOMPARE(say(t), std::string("You took on an obligation to Lord Blackwood."));
        EndingTerms other;
        other.tokens = {{0, 1}, {2, -2}, {3, -1}};
        other.penalty = "lost_goods";
        other.relationship = 3;
        other.access = "secret_door";
        QCOMPARE(say(other),
                 std::string(
                     "You gain 1 Trust. You lose 2 Status and 1 Shadow. You suffer a penalty: Lost "
                     "goods. Your relationship with Elena improves by 3. You may now pass through "
                     "Secret door."));
        EndingTerms card;
        card.penaltyCard = c->findCard("elena_ink_stains")->index; // not a burden
        QCOMPARE(say(card), std::string("\u201CNotice the Ink Stains\u201D joins your deck."));
        card.penaltyCard = -1;
        card.penalty = "burden_card";
        QCOMPARE(say(card), std::string("A burden card joins your deck."));
        QVERIFY(!EndingTerms{}.hasTerms());
    }

    // ---- the people and places sections ----
    void peopleAndPlacesOfAPack() {
        Diagnostics d;
        auto c = test::contentFrom(
            {goalPack(R"({"obligationType": "delivery", "recipientId": "t_friend",
                                                  "grantsAccess": "t_hall", "item": {"en": "a box", "de": "eine Kiste"}})",
                      R"("people": [{"id": "t_friend", "name": {"en": "Pat", "de": "Patt"}}],
                                                "places": [{"id": "t_hall", "name": "the Hall"}])")},
            &d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(ownWarnings(d), 0);
        QCOMPARE(personName(*c, "t_friend")->get("de"), std::string("Patt"));
        const EndingTerms* t = successTerms(*c, "t_goal");
        QVERIFY(t);
        QCOMPARE(t->item->get("de"), std::string("eine Kiste"));
        QCOMPARE(english(*c, *t, "t_npc"),
                 std::string("You will deliver a box to Pat. You may now pass through the Hall."));
    }

    // An NPC may be the recipient, though NPCs are read after the cards that name them.
    void anNpcIsARecipient() {
        Diagnostics d;
        auto c = test::contentFrom(
            {goalPack(R"({"obligationType": "favor", "recipientId": "t_npc"})")}, &d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(ownWarnings(d), 0);
        QCOMPARE(english(*c, *successTerms(*c, "t_goal"), "t_npc"),
                 std::string("You owe Tam a favour."));
    }

    // The sections are new, so their entries are closed and every mistake is an error.
    void peopleEntriesAreClosed_data() {
        QTest::addColumn<QString>("people");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << R"([{"id": "p", "name": "P", "nickname": "Pip"}])"
                                     << "/people/0/nickname"
                                     << "unknown field 'nickname' in a person";
        QTest::newRow("no name") << R"([{"id": "p"}])"
                                 << "/people/0"
                                 << "missing required field 'name'";
        QTest::newRow("empty name") << R"([{"id": "p", "name": ""}])"
                                    << "/people/0/name"
                                    << "must not be empty";
        QTest::newRow("bad id") << R"([{"id": "Lord B", "name": "B"}])"
                                << "/people/0/id"
                                << "such as \"lord_b\"";
        QTest::newRow("twice") << R"([{"id": "p", "name": "P"}, {"id": "p", "name": "Q"}])"
                               << "/people/1/id"
                               << "person 'p' is defined twice";
        QTest::newRow("an NPC's id") << R"([{"id": "t_npc", "name": "T"}])"
                                     << "/people/0/id"
                                     << "person 't_npc' has the id of an NPC";
        QTest::newRow("not an object") << R"(["p"])"
                                       << "/people/0"
                                       << "a person must be an object";
        QTest::newRow("name map") << R"([{"id": "p", "name": {"en": 1}}])"
                                  << "/people/0/name/en"
                                  << "the 'en' text must be a string";
        QTest::newRow("not a list") << R"({"id": "p"})"
                                    << "/people"
                                    << "'people' must be a list";
    }
    void peopleEntriesAreClosed() {
        QFETCH(QString, people);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        Diagnostics d;
        auto c = test::contentFrom({goalPack("{}", "\"people\": " + people.toStdString())}, &d);
        QVERIFY(!c);
        const Diagnostic* e = findDiag(d, message.toStdString());
        QVERIFY2(e, allOf(d).c_str());
        QCOMPARE(e->severity, Diagnostic::Severity::Error);
        QCOMPARE(QString::fromStdString(e->pointer), pointer);
        QVERIFY(e->line > 0);
    }

    void placesEntriesAreClosed() {
        Diagnostics d;
        auto c = test::contentFrom(
            {goalPack("{}", R"("places": [{"id": "gate", "name": "Gate", "open": true}])")}, &d);
        QVERIFY(!c);
        const Diagnostic* e = findDiag(d, "unknown field 'open' in a place");
        QVERIFY2(e, allOf(d).c_str());
        QCOMPARE(e->pointer, std::string("/places/0/open"));
    }

    // ---- an ending's data: a legacy pack keeps loading ----
    void endingDataWarnsAndLoads_data() {
        QTest::addColumn<QString>("data");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown recipient")
            << R"({"obligationType": "delivery", "recipientId": "lord_nobody"})"
            << "/0/successEffect/data/recipientId"
            << "recipient 'lord_nobody' is not among the people or the NPCs";
        QTest::newRow("deadline as text") << R"({"deadline": "sunset"})"
                                          << "/0/successEffect/data/deadline"
                                          << "'deadline' must be a whole number of hours";
        QTest::newRow("deadline zero") << R"({"deadline": 0})"
                                       << "/0/successEffect/data/deadline"
                                       << "from 1 to 1000000, not 0";
        QTest::newRow("payment fraction") << R"({"payment": 2.5})"
                                          << "/0/successEffect/data/payment"
                                          << "'payment' must be a whole number of coins";
        QTest::newRow("unknown token") << R"({"tokenReward": {"Luck": 1}})"
                                       << "/0/successEffect/data/tokenReward/Luck"
                                       << "unknown token type 'Luck'";
        QTest::newRow("token reward list") << R"({"tokenReward": ["Trust"]})"
                                           << "/0/successEffect/data/tokenReward"
                                           << "must be a map from token type to a count";
        QTest::newRow("unknown card") << R"({"penaltyCard": "t_debts"})"
                                      << "/0/successEffect/data/penaltyCard"
                                      << "unknown card 't_debts'";
        QTest::newRow("unknown place") << R"({"grantsAccess": "t_gate"})"
                                       << "/0/successEffect/data/grantsAccess"
                                       << "place 't_gate' is not in a \"places\" section";
        QTest::newRow("reason number") << R"({"reason": 5})"
                                       << "/0/successEffect/data/reason"
                                       << "'reason' must be a string or a map from locale to text";
        QTest::newRow("reason map of numbers") << R"({"reason": {"en": 5}})"
                                               << "/0/successEffect/data/reason"
                                               << "'reason' must be a string or a map";
        QTest::newRow("near miss") << R"({"recipientID": "t_npc"})"
                                   << "/0/successEffect/data/recipientID"
                                   << "did you mean 'recipientId'?";
        QTest::newRow("not an object") << R"("paid in full")"
                                       << "/0/successEffect/data"
                                       << "an ending's 'data' should be an object";
        QTest::newRow("flag as text") << R"({"createsObligation": "yes"})"
                                      << "/0/successEffect/data/createsObligation"
                                      << "must be true or false";
    }
    void endingDataWarnsAndLoads() {
        QFETCH(QString, data);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        Diagnostics d;
        const std::string card = R"([{"id": "t_goal", "weight": 1, "difficulty": "Easy",
            "successEffect": {"type": "EndConversation", "value": "success", "data": )" +
                                 data.toStdString() + "}}]";
        auto c = test::contentFrom({card}, &d);
        QVERIFY2(c, allOf(d).c_str());
        const Diagnostic* w = findDiag(d, message.toStdString());
        QVERIFY2(w, allOf(d).c_str());
        QCOMPARE(w->severity, Diagnostic::Severity::Warning);
        QCOMPARE(QString::fromStdString(w->pointer), pointer);
        QCOMPARE(ownWarnings(d), 1);
        // The data is passed on as written, whatever the terms made of it.
        QCOMPARE(c->findCard("t_goal")->effectsFor(EffectSlot::Success).front().data.dump(),
                 nlohmann::ordered_json::parse(data.toStdString()).dump());
    }

    // A key of the pack's own is passed on quietly; a wrong value is left out of the words.
    void ownKeysPassQuietly() {
        Diagnostics d;
        auto c = test::contentFrom(
            {goalPack(R"({"terms": "none", "hours": 12, "deadline": "sunset", "payment": 4})")},
            &d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(ownWarnings(d), 1); // the deadline
        const EndingTerms* t = successTerms(*c, "t_goal");
        QVERIFY(!t->deadline);
        QCOMPARE(english(*c, *t, "t_npc"), std::string("You will be paid 4 coins."));
    }

    // ---- packs layered on the built-in pack ----
    void aPackReplacesAPersonOnlyWhenItSaysSo() {
        const std::string clash = R"({"people": [{"id": "lord_blackwood", "name": "Lord B."}]})";
        {
            ContentLoader loader;
            loader.addBuiltin();
            loader.addSource("pack.json", clash);
            Diagnostics d;
            QVERIFY(!loader.load(d));
            const Diagnostic* e =
                findDiag(d, "person 'lord_blackwood' is already in the built-in pack");
            QVERIFY2(e, allOf(d).c_str());
            QCOMPARE(e->pointer, std::string("/people/0/id"));
        }
        ContentLoader loader;
        loader.addBuiltin();
        loader.addSource(
            "pack.json",
            R"({"people": [{"id": "lord_blackwood", "name": "Lord B.", "override": true}],
                                          "places": [{"id": "t_inn", "name": "the Inn"}]})");
        Diagnostics d;
        auto c = loader.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QVERIFY(findDiag(d, "overrides the built-in person 'lord_blackwood'"));
        QCOMPARE(personName(*c, "lord_blackwood")->text, std::string("Lord B."));
        QCOMPARE(placeName(*c, "t_inn")->text, std::string("the Inn"));
        QVERIFY(placeName(*c, "north_gate"));
    }

    // The fixture pack (also a fuzz seed): every term, layered on the built-in pack.
    void aPackOfEveryShape() {
        ContentLoader loader;
        loader.addBuiltin();
        Diagnostics d;
        QVERIFY(loader.addPath(test::sourcePath("tests/fixtures/endings_pack"), d));
        auto c = loader.load(d);
        QVERIFY2(c, allOf(d).c_str());
        QCOMPARE(d.warningCount(), 1); // the declared override
        QCOMPARE(english(*c, *termsOf(*c, "ship_the_crates", EffectSlot::Success), "harbour_clerk"),
                 std::string("You will deliver six crates of tea to the Harbour Master within 36 "
                             "hours. You will be "
                             "paid 20 coins. You gain 2 Commerce. You lose 1 Shadow. You may now "
                             "pass through the "
                             "Customs House."));
        QCOMPARE(
            english(*c, *termsOf(*c, "ship_the_crates", EffectSlot::Failure), "harbour_clerk"),
            std::string(
                "You took on an obligation to Marcus (Escort). You will pay 1 coin. A burden card, "
                "\u201CAwkward Silence\u201D, joins your deck."));
        const EndingTerms* missed = termsOf(*c, "ship_the_crates", EffectSlot::Exhaust);
        QCOMPARE(missed->reason->get("de"), std::string("Das Schiff fuhr ohne dich ab"));
        QCOMPARE(english(*c, *missed, "harbour_clerk"),
                 std::string(
                     "You suffer a penalty: Bad name. Your relationship with Ada improves by 1."));
        QCOMPARE(personName(*c, "lord_blackwood")->text, std::string("Lord Blackwood the Elder"));
        QCOMPARE(personName(*c, "harbour_master")->get("zh_CN"), std::string("港务长"));
    }

    // parley-cli prints the terms in the same words, and the pack's own keys as data.
    void theCliSaysTheTerms() {
        QProcess cli;
        cli.start(PARLEY_CLI_PATH,
                  {"play", "--content",
                   QString::fromStdString(test::sourcePath("tests/fixtures/endings_pack")), "--npc",
                   "harbour_clerk", "--seed", "3"});
        QVERIFY(cli.waitForFinished(30000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(!out.contains("Outcome data:"), qPrintable(out));
        const QStringList endings = {"Terms: You will deliver six crates of tea to the Harbour "
                                     "Master within 36 hours. You will be paid 20 "
                                     "coins. You gain 2 Commerce. You lose 1 Shadow. You may now "
                                     "pass through the Customs House.\n"
                                     "Other outcome data: {\"ledger\":\"page 12\"}",
                                     "Terms: You took on an obligation to Marcus (Escort). You "
                                     "will pay 1 coin. A burden card, "
                                     "\u201CAwkward Silence\u201D, joins your deck.",
                                     "Reason: The ship sailed without you.\nTerms: You suffer a "
                                     "penalty: Bad name. Your relationship with Ada "
                                     "improves by 1."};
        bool said = false;
        for (const QString& e : endings)
            said = said || out.contains(e);
        QVERIFY2(said, qPrintable(out));
    }

    // `parley-cli migrate` rewrites legacy card fields and leaves the new sections alone.
    void migrateKeepsPeopleAndPlaces() {
        nlohmann::ordered_json doc = nlohmann::ordered_json::parse(
            R"({"people": [{"id": "p", "name": {"en": "P"}}], "places": [{"id": "q", "name": "Q"}],
                "cards": [{"id": "c", "weight": 1, "difficulty": "Easy", "IsFleeting": true}]})");
        const nlohmann::ordered_json before = doc;
        QVERIFY(!migrateDocument(doc).empty());
        QCOMPARE(doc["people"].dump(), before["people"].dump());
        QCOMPARE(doc["places"].dump(), before["places"].dump());
    }
};

QTEST_GUILESS_MAIN(TestEndings)
#include "tst_endings.moc"
