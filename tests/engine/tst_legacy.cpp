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
