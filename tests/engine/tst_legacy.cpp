// Legacy card formats convert on load, and `migrate` writes the current format.
#include "content/legacy.h"
#include "test_support.h"

#include <QTest>

// QCOMPARE cannot print nlohmann::ordered_json; compare and show both as text.
#define JSON_EQ(a, b) QVERIFY2((a) == (b), (nlohmann::ordered_json(a).dump() + " != " + nlohmann::ordered_json(b).dump()).c_str())

using namespace parley;
using json = nlohmann::ordered_json;

class TestLegacy : public QObject {
    Q_OBJECT
private slots:
    void isFleetingBecomesProperty() {
        json card = {{"id", "a"}, {"IsFleeting", true}};
        const auto notes = migrateCardJson(card);
        QCOMPARE(notes.size(), std::size_t(1));
        QCOMPARE(card.dump(), json({{"id", "a"}, {"properties", {"Fleeting"}}}).dump());
    }

    void persistenceFleetingBecomesProperty() {
        json card = {{"id", "a"}, {"persistence", "Fleeting"}, {"properties", {"Observable"}}};
        migrateCardJson(card);
        JSON_EQ(card["properties"], json({"Observable", "Fleeting"}));
        QVERIFY(!card.contains("persistence"));
    }

    void hasFinalWordBecomesGoal() {
        json card = {{"id", "g"}, {"HasFinalWord", true}};
        migrateCardJson(card);
        JSON_EQ(card["properties"], json({"Fleeting", "Opportunity"}));
        JSON_EQ(card["exhaustEffect"], json({{"type", "EndConversation"}, {"value", "goal_exhausted"}}));
    }

    void hasFinalWordKeepsExistingExhaustEffect() {
        json card = {{"id", "g"}, {"HasFinalWord", true}, {"exhaustEffect", {{"type", "EndConversation"}, {"value", "abandoned"}}}};
        migrateCardJson(card);
        JSON_EQ(card["exhaustEffect"]["value"], json("abandoned"));
    }

    void oldEffectFieldsBecomeSuccessEffect() {
        json card = {{"id", "e"}, {"EffectType", "AddComfort"}, {"EffectValue", 2}};
        migrateCardJson(card);
        JSON_EQ(card["successEffect"], json({{"type", "AddComfort"}, {"value", 2}}));
        QVERIFY(!card.contains("EffectType"));
    }

    void currentCardsAreUntouched() {
        json card = {{"id", "c"}, {"properties", {"Fleeting"}}, {"flavour", "kept"}};
        const json before = card;
        QVERIFY(migrateCardJson(card).empty());
        JSON_EQ(card, before);
    }

    void legacyLoadsLikeMigratedAndWarns() {
        Diagnostics d;
        auto legacy = test::contentFrom({R"([{"id": "g", "weight": 5, "difficulty": "VeryHard", "HasFinalWord": true,
                                              "EffectType": "EndConversation", "EffectValue": "success"}])"},
                                        &d);
        QVERIFY(legacy);
        QCOMPARE(d.warningCount(), 2);
        QVERIFY(d.items()[0].message.find("run 'parley-cli migrate'") != std::string::npos);
        const CardDef* g = legacy->findCard("g");
        QVERIFY(g->isGoal());
        QCOMPARE(legacy->outcomes[g->effectsFor(EffectSlot::Exhaust)[0].outcome], std::string("goal_exhausted"));
        QCOMPARE(legacy->outcomes[g->effectsFor(EffectSlot::Success)[0].outcome], std::string("success"));
    }

    // Seed 000's table, row by row: legacy additionalCosts become isCost effects in front.
    void additionalCostsBecomeIsCostEffects() {
        json card = json::parse(R"({"id": "golem", "triggeredEffects": [{"trigger": "turnStart", "zone": "discard", "optional": true,
            "additionalCosts": [{"costType": "reveal"}, {"costType": "sacrifice", "scope": "selfOnly"},
                                {"costType": "sacrifice", "tokenType": "stone", "amount": 1}],
            "effects": [{"effect": "draw", "amount": 1}]}]})");
        const auto notes = migrateCardJson(card);
        QCOMPARE(notes.size(), std::size_t(1));
        const json want = json::parse(R"([{"effect": "reveal", "scope": "selfOnly", "isCost": true},
                                          {"effect": "sacrifice", "scope": "selfOnly", "isCost": true},
                                          {"effect": "sacrifice", "tokenType": "stone", "isCost": true},
                                          {"effect": "draw", "amount": 1}])");
        JSON_EQ(card["triggeredEffects"][0]["effects"], want);
        QVERIFY(!card["triggeredEffects"][0].contains("additionalCosts"));
        // "effects" takes the place additionalCosts had; the other keys keep their order.
        std::vector<std::string> keys;
        for (const auto& [k, v] : card["triggeredEffects"][0].items()) keys.push_back(k);
        QCOMPARE(keys, (std::vector<std::string>{"trigger", "zone", "optional", "effects"}));
    }

    void legacyTriggerLoadsLikeTheMigratedOneAndWarns() {
        const std::string legacy = R"([{"id": "g", "weight": 1, "difficulty": "Easy", "triggeredEffects": [{"trigger": "turnStart",
            "zone": "discard", "optional": true, "additionalCosts": [{"costType": "sacrifice", "tokenType": "stone", "amount": 1}],
            "effects": [{"effect": "sendToZone", "zone": "hand"}]}]}])";
        const std::string current = R"([{"id": "g", "weight": 1, "difficulty": "Easy", "triggeredEffects": [{"trigger": "turnStart",
            "zone": "discard", "optional": true, "effects": [{"effect": "sacrifice", "tokenType": "stone", "isCost": true},
            {"effect": "sendToZone", "zone": "hand"}]}]}])";
        Diagnostics d1, d2;
        auto a = test::contentFrom({legacy}, &d1);
        auto b = test::contentFrom({current}, &d2);
        QVERIFY(a && b);
        QCOMPARE(d1.warningCount(), 1);
        QVERIFY(d1.items()[0].message.find("additionalCosts") != std::string::npos);
        QCOMPARE(d2.warningCount(), 0);
        const auto& ea = a->findCard("g")->triggers[0].effects;
        const auto& eb = b->findCard("g")->triggers[0].effects;
        QCOMPARE(ea.size(), eb.size());
        for (std::size_t i = 0; i < ea.size(); ++i) {
            QCOMPARE(ea[i].type, eb[i].type);
            QCOMPARE(ea[i].isCost, eb[i].isCost);
            QCOMPARE(ea[i].filter.tokenType, eb[i].filter.tokenType);
        }
    }

    void unknownLegacyCostIsAnError() {
        Diagnostics d;
        auto c = test::contentFrom({R"([{"id": "g", "weight": 1, "difficulty": "Easy", "triggeredEffects": [
            {"trigger": "turnStart", "additionalCosts": [{"costType": "exile"}], "effects": []}]}])"},
                                   &d);
        QVERIFY(!c);
        QCOMPARE(d.errorCount(), 1);
        QCOMPARE(d.items()[0].pointer, std::string("/0/triggeredEffects/0/additionalCosts"));
    }

    void migrateDocumentHandlesEveryShape() {
        json list = json::array({{{"id", "a"}, {"IsFleeting", true}}});
        QCOMPARE(migrateDocument(list).size(), std::size_t(1));
        json wrapped = {{"packageId", "p"}, {"content", {{"cards", list}}}};
        wrapped["content"]["cards"][0]["IsFleeting"] = true;
        QCOMPARE(migrateDocument(wrapped).size(), std::size_t(1));
        json plain = {{"cards", json::array({{{"id", "b"}, {"persistence", "Fleeting"}}})}};
        QCOMPARE(migrateDocument(plain).size(), std::size_t(1));
        JSON_EQ(plain["cards"][0]["properties"], json({"Fleeting"}));
    }
};

QTEST_APPLESS_MAIN(TestLegacy)
#include "tst_legacy.moc"
