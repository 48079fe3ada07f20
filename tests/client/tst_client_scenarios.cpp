// Scenarios in the window: the steps panel's session (step, back, run to here, run to end, play on
// by hand) and the test explorer, whose results must equal `parley-cli scenario` file by file.
#include "history_test_support.h"

#include "scenario_explorer.h"
#include "scenario_session.h"
#include "scenario_steps_model.h"
#include "scenario_text.h"

#include "content/pack_files.h"
#include "sim/scenario.h"
#include "state/events.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace parley::client::test;

namespace {

// A scenario whose second check fails: comfort after a forced success of Small Talk is 1, not 5.
const char* kFailing = R"({
  "format": "parley-scenario/1",
  "name": "A check that fails",
  "npc": "elena",
  "setup": { "comfort": 0, "patience": 10, "hand": ["small_talk", "offer_tea"], "deck": ["listen_closely"] },
  "steps": [
    { "speak": "small_talk", "outcome": "success" },
    { "expect": { "comfort": 1, "hand": ["offer_tea"] } },
    { "listen": true },
    { "expect": { "comfort": 5 } },
    { "listen": true }
  ],
  "expect": { "ended": false }
})";

const char* kPassing = R"({
  "format": "parley-scenario/1",
  "name": "A check that holds",
  "npc": "elena",
  "setup": { "comfort": 0, "hand": ["small_talk"], "deck": [] },
  "steps": [ { "speak": "small_talk", "outcome": "success" }, { "expect": { "comfort": 1 } } ]
})";

void write(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

ScenarioStepsModel::Status statusOf(const ScenarioSession& s, int row) {
    return s.steps()->data(s.steps()->index(row), ScenarioStepsModel::StatusRole).value<ScenarioStepsModel::Status>();
}

bool waitForRun(ScenarioExplorer& e, int runs) {
    return QTest::qWaitFor([&] { return e.runs() >= runs && !e.running(); }, 180'000);
}

} // namespace

class TestClientScenarios : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_scenarios"); }

    // Every event type the engine has reads as words, each its own.
    void everyEventHasWords() {
        QSet<QString> seen;
        for (std::string_view n : allEventNames()) {
            const std::string name(n);
            const QString words = ScenarioText::event(name);
            QVERIFY2(!words.isEmpty() && words != QString::fromStdString(name), name.c_str());
            QVERIFY2(!seen.contains(words), qPrintable(words));
            seen.insert(words);
        }
        QCOMPARE(ScenarioText::event("NoSuchEvent"), QString("NoSuchEvent"));
    }

    // The checks of events, marks and piles show names and words, never ids or event type names.
    void checksShowNoIds_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("events") << "skills/pipeline_cancel_window_cancelled.json";
        QTest::newRow("marks") << "skills/trigger_after_speak_adds_mark.json";
        QTest::newRow("pile") << "skills/pile_put_and_take.json";
    }
    void checksShowNoIds() {
        QFETCH(QString, file);
        ScenarioSession session;
        QVERIFY(session.open(scenario(qPrintable(file))));
        session.runToEnd();
        static const QRegularExpression raw(QStringLiteral("[a-z]_[a-z]|[a-z][A-Z]"));
        int lines = 0;
        for (int r = 0; r < session.steps()->rowCount(); ++r)
            for (const QVariant& v : session.steps()->data(session.steps()->index(r), ScenarioStepsModel::ChecksRole).toList()) {
                const QVariantMap m = v.toMap();
                for (const char* field : {"text", "expected", "found"}) {
                    const QString t = m.value(field).toString();
                    QVERIFY2(!raw.match(t).hasMatch(), qPrintable(file + ": " + field + ": " + t));
                }
                ++lines;
            }
        QVERIFY(lines > 0);
    }

    // Every file of tests/scenarios: the explorer's outcome, step and message are the runner's.
    void explorerEqualsTheRunner() {
        ScenarioExplorer explorer;
        QAbstractItemModelTester tester(explorer.results(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy running(&explorer, &ScenarioExplorer::runningChanged);
        QVERIFY(explorer.open(scenario("")));
        QVERIFY(explorer.running()); // in the background: open() returns at once
        QVERIFY(waitForRun(explorer, 1));
        QCOMPARE(running.count(), 2);

        Diagnostics walk;
        const auto files = jsonFilesAt(scenario("").toStdString(), walk);
        QVERIFY(files.size() > 200);
        int passed = 0, failed = 0;
        for (const auto& file : files) {
            const QString path = QFileInfo(QString::fromStdString(file.string())).absoluteFilePath();
            const ScenarioFileResult* r = explorer.results()->find(path);
            QVERIFY2(r, qPrintable(path));
            Diagnostics diags;
            const auto sc = loadScenario(file, diags);
            QVERIFY2(sc, qPrintable(path));
            const ScenarioResult want = runScenario(*sc);
            QCOMPARE(r->outcome == ScenarioFileResult::Outcome::Passed, want.passed);
            QCOMPARE(r->message, QString::fromStdString(want.message));
            QCOMPARE(r->step, want.passed ? 0 : want.failedStep);
            want.passed ? ++passed : ++failed;
        }
        QCOMPARE(explorer.passed(), passed);
        QCOMPARE(explorer.failed(), failed);
        QCOMPARE(explorer.invalid(), 0);
        // Folders come before their files, each file once.
        QVERIFY(explorer.results()->rowCount() > int(files.size()));
        const int row = explorer.results()->rowOfFile(scenario("core/goal_exhaust_ends_conversation.json"));
        QVERIFY(row > 0);
        QCOMPARE(explorer.results()->data(explorer.results()->index(row), ScenarioResultsModel::DepthRole).toInt(), 1);
    }

    // A few files, failing and passing, against `parley-cli scenario --json` itself.
    void explorerEqualsTheCli() {
        QTemporaryDir dir;
        write(dir.filePath("failing.json"), kFailing);
        write(dir.filePath("passing.json"), kPassing);
        QFile::copy(scenario("core/goal_exhaust_ends_conversation.json"), dir.filePath("goal.json"));
        write(dir.filePath("broken.json"), "{ \"format\": \"parley-scenario/1\",\n  \"name\": 3 }");
        ScenarioExplorer explorer;
        QVERIFY(explorer.open(dir.path()));
        QVERIFY(waitForRun(explorer, 1));
        QCOMPARE(explorer.passed(), 2);
        QCOMPARE(explorer.failed(), 1);
        QCOMPARE(explorer.invalid(), 1);
        for (const char* name : {"failing.json", "passing.json", "goal.json", "broken.json"}) {
            QProcess cli;
            cli.start(PARLEY_CLI, {"scenario", "--json", dir.filePath(name)});
            QVERIFY(cli.waitForFinished(60'000));
            const auto lines = cli.readAllStandardOutput().trimmed().split('\n');
            QCOMPARE(lines.size(), 1);
            const QJsonObject j = QJsonDocument::fromJson(lines.first()).object();
            const ScenarioFileResult* r = explorer.results()->find(dir.filePath(name));
            QVERIFY(r);
            const QString result = r->outcome == ScenarioFileResult::Outcome::Passed   ? "pass"
                                   : r->outcome == ScenarioFileResult::Outcome::Failed ? "fail"
                                                                                       : "invalid";
            QCOMPARE(result, j.value("result").toString());
            QCOMPARE(r->message, j.value("message").toString());
            if (result == "fail") QCOMPARE(r->step, j.value("step").toInt());
        }
        // The invalid file says where, as file:line:col; the failing one says why in words.
        QVERIFY(QRegularExpression("broken\\.json:\\d+:\\d+").match(explorer.results()->find(dir.filePath("broken.json"))->message).hasMatch());
        const QString summary = explorer.results()->find(dir.filePath("failing.json"))->summary;
        QVERIFY2(summary.contains("Comfort: expected 5, found 1"), qPrintable(summary));
    }

    void stepBackAndRunTo() {
        QTemporaryDir dir;
        write(dir.filePath("failing.json"), kFailing);
        ScenarioSession session;
        QAbstractItemModelTester tester(session.steps(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy progressed(&session, &ScenarioSession::progressed);
        QVERIFY(session.open(dir.filePath("failing.json")));
        // The set-up, five steps and the final checks.
        QCOMPARE(session.steps()->rowCount(), 7);
        QCOMPARE(session.currentRow(), 1);
        QVERIFY(session.atStart());
        QCOMPARE(statusOf(session, 1), ScenarioStepsModel::Status::Current);
        QCOMPARE(session.steps()->data(session.steps()->index(1), ScenarioStepsModel::TextRole).toString(),
                 QString("SPEAK Small Talk (forced success)"));

        QVERIFY(session.step());
        QCOMPARE(statusOf(session, 1), ScenarioStepsModel::Status::Passed);
        QCOMPARE(session.run()->state().comfort, 1);
        QVERIFY(session.step()); // the check holds
        const QVariantList checks = session.steps()->data(session.steps()->index(2), ScenarioStepsModel::ChecksRole).toList();
        QCOMPARE(checks.size(), 2);
        QCOMPARE(checks[0].toMap().value("expected").toString(), QString("1"));
        QCOMPARE(checks[0].toMap().value("found").toString(), QString("1"));
        QCOMPARE(checks[1].toMap().value("found").toString(), QString("Offer Tea"));

        QVERIFY(session.back());
        QCOMPARE(session.currentRow(), 2);
        QCOMPARE(statusOf(session, 2), ScenarioStepsModel::Status::Current);
        QVERIFY(session.back());
        QVERIFY(!session.back() || session.run()->next() == 0);
        QCOMPARE(session.run()->state().comfort, 0);

        // Run to here: up to and including row 3 (the LISTEN).
        QVERIFY(session.runTo(3));
        QCOMPARE(session.currentRow(), 4);
        // Run to end stops at the failing check, which shows expected and found.
        QVERIFY(!session.runToEnd());
        QCOMPARE(session.failedRow(), 4);
        QCOMPARE(session.currentRow(), 5);
        QCOMPARE(statusOf(session, 4), ScenarioStepsModel::Status::Failed);
        QCOMPARE(statusOf(session, 5), ScenarioStepsModel::Status::Current);
        const QVariantMap failed = session.steps()->data(session.steps()->index(4), ScenarioStepsModel::ChecksRole).toList().value(0).toMap();
        QCOMPARE(failed.value("expected").toString(), QString("5"));
        QCOMPARE(failed.value("found").toString(), QString("1"));
        QCOMPARE(failed.value("passed").toBool(), false);
        // The tester may step past it; run to here goes back too.
        QVERIFY(session.step());
        QVERIFY(session.runTo(1));
        QCOMPARE(session.currentRow(), 2);
        QCOMPARE(session.failedRow(), -1);
        QVERIFY(progressed.count() > 5);
    }

    void translatedText() {
        QTemporaryDir dir;
        write(dir.filePath("failing.json"), kFailing);
        LanguageController language;
        language.setLanguage("de");
        ScenarioSession session;
        session.setLocale("de");
        QVERIFY(session.open(dir.filePath("failing.json")));
        const QString listen = session.steps()->data(session.steps()->index(3), ScenarioStepsModel::TextRole).toString();
        const QString check = session.steps()->data(session.steps()->index(2), ScenarioStepsModel::TextRole).toString();
        QVERIFY2(check != "Check the state", qPrintable(check));
        QVERIFY(!listen.isEmpty());
        language.setLanguage("en");
        session.setLocale("en");
        QCOMPARE(session.steps()->data(session.steps()->index(2), ScenarioStepsModel::TextRole).toString(), QString("Check the state"));
    }

    // The game shows each state the run reaches, and plays on from it by hand.
    void playOnByHand() {
        QTemporaryDir dir;
        write(dir.filePath("failing.json"), kFailing);
        GameController game;
        ScenarioSession session;
        session.setGame(&game);
        QVERIFY(session.open(dir.filePath("failing.json")));
        QCOMPARE(game.phase(), GameController::Phase::Playing);
        QVERIFY(session.runTo(3));
        QVERIFY(game.state());
        QCOMPARE(game.state()->serialize(), session.run()->state().serialize());
        QSignalSpy playingOn(&session, &ScenarioSession::playingOnChanged);
        // By hand: LISTEN from the scenario's state; the script stays where it was.
        const int patience = game.state()->patience;
        QVERIFY(game.listen());
        QCOMPARE(game.state()->patience, patience - 1);
        QVERIFY(session.playingOn());
        QCOMPARE(playingOn.count(), 1);
        QCOMPARE(session.run()->state().patience, patience);
        // Back to the script: the game shows the script's state again.
        session.backToScript();
        QVERIFY(!session.playingOn());
        QCOMPARE(game.state()->serialize(), session.run()->state().serialize());

        // Play on to the end, then "Play again": the scenario's set-up, not the partner's own
        // conversation.
        QVERIFY(game.listen());
        for (int n = 0; n < 200 && game.phase() == GameController::Phase::Playing; ++n) QVERIFY(listenOrAnswer(game));
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QVERIFY(session.playAgain());
        QCOMPARE(game.phase(), GameController::Phase::Playing);
        QCOMPARE(session.currentRow(), 1);
        QVERIFY(!session.playingOn());
        QCOMPARE(game.state()->serialize(), session.run()->state().serialize());
        QVERIFY(!game.hasStart());
        // A conversation started from the start screen is not the scenario's: Play again is the
        // game's own then.
        QVERIFY(game.start("sera", "", 3));
        QVERIFY(!session.playAgain());
        QCOMPARE(game.npcId(), QString("sera"));
        QVERIFY(game.hasStart());
    }

    void invalidScenario() {
        QTemporaryDir dir;
        write(dir.filePath("bad.json"), "{\n  \"format\": \"parley-scenario/1\",\n  \"name\": \"x\",\n  \"steps\": [ { \"dance\": true } ]\n}");
        ScenarioSession session;
        QSignalSpy error(&session, &ScenarioSession::errorChanged);
        QVERIFY(!session.open(dir.filePath("bad.json")));
        QCOMPARE(error.count(), 1);
        QVERIFY(!session.loaded());
        QVERIFY2(QRegularExpression("bad\\.json:4:\\d+").match(session.error()).hasMatch(), qPrintable(session.error()));
        QVERIFY(!session.open(dir.filePath("missing.json")));
        const QString english = session.error();
        QVERIFY(!english.isEmpty());
        {
            // The error follows a change of language, like everything the window shows.
            LanguageController lang;
            lang.setLanguage("de");
            session.setLocale("de");
            QCOMPARE(error.count(), 3);
            QVERIFY2(session.error() != english && session.error().contains("missing.json"), qPrintable(session.error()));
            lang.setLanguage("en");
            session.setLocale("en");
            QCOMPARE(session.error(), english);
        }
        // Stepping with nothing open does nothing.
        QVERIFY(!session.step());
        QVERIFY(!session.runToEnd());
        QVERIFY(!session.back());
    }

    // A saved file runs again by itself, after a short pause for the burst of writes.
    void fileChangeReruns() {
        QTemporaryDir dir;
        write(dir.filePath("one.json"), kPassing);
        ScenarioExplorer explorer;
        explorer.setDebounce(50);
        QVERIFY(explorer.open(dir.path()));
        QVERIFY(waitForRun(explorer, 1));
        QCOMPARE(explorer.passed(), 1);
        QByteArray broken = kPassing;
        broken.replace("\"comfort\": 1 }", "\"comfort\": 2 }");
        write(dir.filePath("one.json"), broken);
        QVERIFY(waitForRun(explorer, 2));
        QCOMPARE(explorer.passed(), 0);
        QCOMPARE(explorer.failed(), 1);
        // A new file in the folder counts too.
        write(dir.filePath("two.json"), kPassing);
        QVERIFY(QTest::qWaitFor([&] { return explorer.passed() == 1 && !explorer.running(); }, 60'000));
        QCOMPARE(explorer.results()->find(dir.filePath("two.json"))->outcome, ScenarioFileResult::Outcome::Passed);
    }
};

QTEST_MAIN(TestClientScenarios)
#include "tst_client_scenarios.moc"
