// The scenario runner itself: it passes what holds, fails what does not (naming the step and
// both values), and rejects malformed files with file:line:col.
#include "sim/scenario.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

std::string wrap(const std::string& steps, const std::string& expect = "null",
                 const std::string& setup = R"({"hand": ["small_talk", "interrupt"], "deck": ["offer_tea", "offer_tea"]})") {
    return R"({"format": "parley-scenario/1", "name": "t", "npc": "elena", "setup": )" + setup + R"(, "steps": )" + steps +
           R"(, "expect": )" + expect + "}";
}

ScenarioResult run(const std::string& text) {
    Diagnostics d;
    auto sc = loadScenarioText("t.json", text, ".", d);
    if (!sc) {
        for (const auto& x : d.items()) qWarning("%s", x.format().c_str());
        return {"(invalid)", "", false, -1, "invalid"};
    }
    return runScenario(*sc);
}

std::string invalid(const std::string& text) {
    Diagnostics d;
    auto sc = loadScenarioText("t.json", text, ".", d);
    if (sc) return "(valid)";
    return d.items().empty() ? "(no diagnostics)" : d.items().front().format();
}

} // namespace

class TestScenarioRunner : public QObject {
    Q_OBJECT
private slots:
    void passingScenario() {
        const auto r = run(wrap(R"([{"speak": "small_talk", "outcome": "success"}, {"expect": {"comfort": 1, "hand": ["interrupt"]}}])"));
        QVERIFY2(r.passed, r.message.c_str());
    }

    void failingExpectNamesStepAndValues() {
        const auto r = run(wrap(R"([{"speak": "small_talk", "outcome": "success"}, {"expect": {"comfort": 2}}])"));
        QVERIFY(!r.passed);
        QCOMPARE(r.failedStep, 2);
        QCOMPARE(r.message, std::string("comfort: expected 2, found 1"));
    }

    void finalExpectIsStepAfterTheLast() {
        const auto r = run(wrap(R"([{"listen": true}])", R"({"hand": ["small_talk"]})"));
        QVERIFY(!r.passed);
        QCOMPARE(r.failedStep, 2);
        QCOMPARE(r.message, std::string("final expect: hand: expected [small_talk], found [small_talk, offer_tea]"));
    }

    void rejectedActionWithoutExpectErrorFails() {
        const auto r = run(wrap(R"([{"speak": "offer_tea"}])"));
        QVERIFY(!r.passed);
        QVERIFY(r.message.find("NotInHand") != std::string::npos);
    }

    void expectErrorMismatchFails() {
        auto r = run(wrap(R"([{"speak": "offer_tea", "expectError": "InsufficientWeight"}])"));
        QVERIFY(!r.passed);
        QVERIFY(r.message.find("expected error InsufficientWeight, found NotInHand") != std::string::npos);
        r = run(wrap(R"([{"listen": true, "expectError": "CostUnpayable"}])"));
        QVERIFY(!r.passed);
        QVERIFY(r.message.find("but the action was accepted") != std::string::npos);
        r = run(wrap(R"([{"speak": "nonexistent_card", "expectError": "UnknownCard"}])"));
        QVERIFY2(r.passed, r.message.c_str());
    }

    void eventsMustAppearInOrder() {
        auto r = run(wrap(R"([{"listen": true}])", R"({"events": ["Listened", "CardExhausted", "CardDrawn"]})"));
        QVERIFY2(r.passed, r.message.c_str());
        r = run(wrap(R"([{"listen": true}])", R"({"events": ["CardDrawn", "Listened"]})"));
        QVERIFY(!r.passed);
        QVERIFY(r.message.find("'Listened' is missing") != std::string::npos);
    }

    void chooseByIdAndIndex() {
        const std::string hand = R"({"hand": ["small_talk","small_talk","small_talk","small_talk","small_talk","small_talk","small_talk","small_talk","offer_tea"], "deck": ["interrupt", "interrupt"]})";
        auto r = run(wrap(R"([{"listen": true}, {"expect": {"pending": "chooseCards"}}, {"choose": ["interrupt", "offer_tea"]}, {"expect": {"pending": null, "handLacks": ["offer_tea"], "discard": ["interrupt", "offer_tea"]}}])", "null", hand));
        QVERIFY2(r.passed, r.message.c_str());
        r = run(wrap(R"([{"listen": true}, {"choose": [0, 1]}, {"expect": {"hand": ["small_talk","small_talk","small_talk","small_talk","small_talk","small_talk","offer_tea","interrupt","interrupt"]}}])", "null", hand));
        QVERIFY2(r.passed, r.message.c_str());
        r = run(wrap(R"([{"listen": true}, {"choose": ["ghost", "offer_tea"], "expectError": "InvalidChoice"}])", "null", hand));
        QVERIFY2(r.passed, r.message.c_str());
    }

    void invalidFilesNamePositions() {
        QCOMPARE(invalid("{\n  \"format\": \"parley-scenario/2\", \"name\": \"x\"}"),
                 std::string("t.json:2:13: error: /format: unsupported format 'parley-scenario/2' (expected \"parley-scenario/1\")"));
        QVERIFY(invalid(wrap(R"([{"dance": true}])")).find("unknown step: dance") != std::string::npos);
        QVERIFY(invalid(wrap("[]", R"({"comfrot": 1})")).find("unknown expectation 'comfrot'") != std::string::npos);
        QVERIFY(invalid(wrap("[]", "null", R"({"hand": ["ghost"]})")).find("unknown card 'ghost'") != std::string::npos);
        QVERIFY(invalid(wrap("[]", R"({"events": ["Exploded"]})")).find("unknown event type \"Exploded\"") != std::string::npos);
        QCOMPARE(invalid("{ nope"),
                 std::string("t.json:1:3: error: malformed JSON: a key must be a string in double quotes: \"nope\", not nope"));
        QVERIFY(invalid(wrap(R"([{"speak": "small_talk", "outcome": "maybe"}])")).find("'outcome' must be") != std::string::npos);
        QVERIFY(invalid(wrap(R"([{"listen": true, "expectError": "Oops"}])")).find("unknown error code 'Oops'") != std::string::npos);
    }

    void writtenZonesMeanExactlyThis() {
        Diagnostics d;
        auto sc = loadScenarioText("t.json", wrap("[]", "null", R"({"hand": ["small_talk"]})"), ".", d);
        QVERIFY(sc);
        QCOMPARE(sc->initial.hand().size(), 1u);
        QCOMPARE(sc->initial.deck().size(), 0u);
        auto dealt = loadScenarioText("t.json", wrap("[]", "null", "{}"), ".", d);
        QVERIFY(dealt);
        QCOMPARE(dealt->initial.hand().size(), 4u); // the opening hand
    }
};

QTEST_APPLESS_MAIN(TestScenarioRunner)
#include "tst_scenario_runner.moc"
