// The stepping scenario runner behind the window's steps panel: Step, Run to here, Run to end,
// Back, per-check results with expected and found, and results equal to runScenario's.
#include "sim/scenario_stepper.h"
#include "test_support.h"

#include <QTest>
#include <filesystem>

using namespace parley;

namespace {

const char* kScript = R"({"format": "parley-scenario/1", "name": "stepper", "npc": "elena",
  "setup": {"hand": ["small_talk", "interrupt"], "deck": ["offer_tea", "offer_tea"], "tokens": {"Trust": 1}},
  "steps": [
    {"speak": "small_talk", "outcome": "success"},
    {"expect": {"comfort": 1, "tokens": {"Trust": 1}, "hand": ["interrupt"]}},
    {"listen": true},
    {"expect": {"comfort": 2, "patience": 8}},
    {"speak": "offer_tea", "outcome": "failure"}
  ],
  "expect": {"ended": false}})";

Scenario load(const std::string& text) {
    Diagnostics d;
    auto sc = loadScenarioText("t.json", text, ".", d);
    if (!sc) {
        for (const auto& x : d.items()) qWarning("%s", x.format().c_str());
        qFatal("the test scenario does not load");
    }
    return std::move(*sc);
}

} // namespace

class TestScenarioStepper : public QObject {
    Q_OBJECT
private slots:
    void stepsOneAtATime() {
        const Scenario sc = load(kScript);
        ScenarioRun run(sc);
        QCOMPARE(run.stepCount(), 6); // five steps and the final checks
        QCOMPARE(run.next(), 0);
        QVERIFY(run.state() == sc.initial);
        const StepResult r = run.step();
        QVERIFY(r.passed);
        QCOMPARE(r.index, 0);
        QVERIFY(r.error.empty());
        QCOMPARE(run.next(), 1);
        QCOMPARE(int(run.state().comfort), 1);
        const StepResult check = run.step();
        QVERIFY2(check.passed, check.message.c_str());
        QCOMPARE(check.checks.size(), std::size_t(3));
        QCOMPARE(check.checks[1].key, std::string("tokens.Trust"));
        QVERIFY(check.checks[1].passed);
    }

    void failingCheckHasExpectedAndFoundAndStopsRunToEnd() {
        const Scenario sc = load(kScript);
        ScenarioRun run(sc);
        QVERIFY(!run.runToEnd());
        QCOMPARE(run.next(), 4); // step 4 (index 3) failed and stopped the run
        QVERIFY(run.failed());
        const StepResult& r = run.results().back();
        QCOMPARE(r.index, 3);
        QVERIFY(!r.passed);
        QCOMPARE(r.message, std::string("comfort: expected 2, found 1"));
        QCOMPARE(r.checks.size(), std::size_t(2));
        QCOMPARE(r.checks[0].key, std::string("comfort"));
        QCOMPARE(r.checks[0].expected, std::string("2"));
        QCOMPARE(r.checks[0].found, std::string("1"));
        QVERIFY(!r.checks[0].passed);
        QCOMPARE(r.checks[0].text, std::string("comfort is 2"));
        QVERIFY(r.checks[1].passed); // patience 8 holds
        // The tester may go on past the failure.
        QCOMPARE(run.step().index, 4);
    }

    void backIsExact() {
        const Scenario sc = load(kScript);
        ScenarioRun run(sc);
        run.runTo(2);
        const State atTwo = run.state();
        const std::size_t events = run.events().size();
        run.step(); // LISTEN
        QVERIFY(!(run.state() == atTwo));
        QVERIFY(run.events().size() > events);
        QVERIFY(run.back());
        QVERIFY(run.state() == atTwo);
        QCOMPARE(run.events().size(), events);
        QCOMPARE(run.next(), 2);
        while (run.back()) {}
        QCOMPARE(run.next(), 0);
        QVERIFY(run.state() == sc.initial);
        QVERIFY(run.events().empty());
        QVERIFY(!run.back());
    }

    void runToGoesForthAndBack() {
        const Scenario sc = load(kScript);
        ScenarioRun run(sc);
        QVERIFY(run.runTo(2));
        QCOMPARE(run.next(), 2);
        QVERIFY(run.runTo(1));
        QCOMPARE(run.next(), 1);
        QCOMPARE(int(run.state().comfort), 1);
        QVERIFY(!run.runTo(6));
        QCOMPARE(run.next(), 4);
    }

    void describesStepsAndSetupInWords() {
        const Scenario sc = load(kScript);
        ScenarioRun run(sc);
        QCOMPARE(run.describeStep(0), std::string("SPEAK Small Talk (forced success)"));
        QCOMPARE(run.describeStep(2), std::string("LISTEN"));
        QCOMPARE(run.describeStep(3), std::string("Expect: comfort is 2, patience is 8"));
        QCOMPARE(run.describeStep(1), std::string("Expect: comfort is 1, Trust is 1, the hand is Interrupt"));
        QCOMPARE(run.describeStep(5), std::string("Final checks: the conversation is still going"));
        const auto setup = run.describeSetup();
        QCOMPARE(setup.front(), std::string("Talking to Elena (seed 1)"));
        bool hand = false;
        for (const auto& line : setup) {
            QVERIFY2(line.find("small_talk") == std::string::npos, line.c_str()); // names, not ids
            hand = hand || line == "Hand: Small Talk, Interrupt";
        }
        QVERIFY(hand);
    }

    void resultsEqualRunScenarioForEveryScenarioFile() {
        int files = 0;
        const auto root = std::filesystem::path(test::sourcePath("tests/scenarios"));
        for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
            if (entry.path().extension() != ".json") continue;
            Diagnostics d;
            auto sc = loadScenario(entry.path(), d);
            QVERIFY2(sc, entry.path().string().c_str());
            const ScenarioResult whole = runScenario(*sc);
            ScenarioRun run(*sc);
            const bool passed = run.runToEnd();
            QVERIFY2(passed == whole.passed, entry.path().string().c_str());
            QVERIFY(whole.passed); // the folder's scenarios all pass
            QCOMPARE(run.next(), run.stepCount());
            // Stepping the same scenario again from a Back gives the same results.
            if (run.stepCount() > 0) {
                const StepResult last = run.results().back();
                run.back();
                QCOMPARE(run.step().message, last.message);
            }
            ++files;
        }
        QVERIFY(files > 200);
    }

    void failuresEqualRunScenarios() {
        // A scenario made to fail at each of its checks in turn: the stepper and runScenario agree.
        const Scenario sc = load(std::string(kScript));
        const ScenarioResult whole = runScenario(sc);
        ScenarioRun run(sc);
        run.runToEnd();
        QVERIFY(!whole.passed);
        QCOMPARE(whole.failedStep, run.results().back().index + 1);
        QCOMPARE(whole.message, run.results().back().message);
    }

    void newStepFieldsCopyAndRngAfter() {
        // "copy" picks the second Offer Tea; "rngAfter" sets the generator after the action.
        const Scenario sc = load(R"({"format": "parley-scenario/1", "name": "copy", "npc": "elena",
          "setup": {"hand": ["offer_tea", "small_talk", "offer_tea"], "deck": []},
          "steps": [{"speak": "offer_tea", "copy": 1, "outcome": "success", "rngAfter": [1, 2, 3, 4]}],
          "expect": {"hand": ["offer_tea", "small_talk"]}})");
        ScenarioRun run(sc);
        QVERIFY(run.runToEnd());
        QCOMPARE(run.state().rng.words()[3], 4u);
        QCOMPARE(run.describeStep(0), std::string("SPEAK the second Offer Tea (forced success)"));
        Diagnostics d;
        QVERIFY(!loadScenarioText("t.json", R"({"format": "parley-scenario/1", "name": "x", "steps": [{"listen": true, "copy": 1}]})", ".", d));
        QVERIFY(!loadScenarioText("t.json", R"({"format": "parley-scenario/1", "name": "x", "steps": [{"listen": true, "rngAfter": [0, 0, 0, 0]}]})", ".", d));
    }
};

QTEST_APPLESS_MAIN(TestScenarioStepper)
#include "tst_scenario_stepper.moc"
