// Any moment as a scenario: random games of every built-in NPC are exported, loaded back and run;
// they must pass, and an edited expectation must make them fail. Also `play --save-scenario`.
#include "ai/policy.h"
#include "rules/setup.h"
#include "sim/scenario.h"
#include "sim/scenario_export.h"
#include "sim/scenario_stepper.h"
#include "test_support.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace parley;

namespace {

// A whole game of the random policy, recorded as the exporter takes it.
GameRecord randomGame(const std::shared_ptr<const Content>& content, const std::string& npc, std::uint64_t seed) {
    GameRecord g;
    g.start.npc = npc;
    g.start.seed = seed;
    g.initial = newConversation(content, content->npcIndex.at(npc), seed);
    State s = g.initial;
    RandomPolicy policy(seed * 31 + 5);
    while (!s.ended() && g.actions.size() < 500) {
        const Action a = policy.choose(s);
        EventLog events;
        if (!s.apply(a, &events).ok()) qFatal("the policy chose a refused action");
        g.actions.push_back(a);
        g.outcomes.push_back(spokenOutcome(events));
    }
    g.final = s;
    return g;
}

// A game of `npc` in which some SPEAK was rolled, so that its scenario forces an outcome.
GameRecord gameWithRolls(const std::shared_ptr<const Content>& content, const std::string& npc) {
    for (std::uint64_t seed = 1;; ++seed) {
        GameRecord g = randomGame(content, npc, seed);
        for (Roll r : g.outcomes)
            if (r != Roll::Random) return g;
    }
}

ScenarioResult runText(const std::string& text) {
    Diagnostics d;
    auto sc = loadScenarioText("exported.json", text, ".", d);
    if (!sc) return {"(invalid)", "", false, -1, d.items().empty() ? "invalid" : d.items().front().format()};
    return runScenario(*sc);
}

QString runCli(const QStringList& args, int& code) {
    QProcess p;
    p.start(PARLEY_CLI_PATH, args);
    p.waitForFinished(60000);
    code = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

} // namespace

class TestScenarioExport : public QObject {
    Q_OBJECT
private slots:
    void randomGamesOfEveryNpcRoundTrip() {
        const auto content = test::builtin();
        int games = 0, forced = 0, steps = 0;
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 25; ++seed) {
                const GameRecord g = randomGame(content, npc.id, seed);
                const ScenarioExport e = exportScenario(g);
                QVERIFY2(e.ok, (npc.id + " seed " + std::to_string(seed) + ": " + e.error).c_str());
                const ScenarioResult r = runText(e.text());
                QVERIFY2(r.passed, (npc.id + " seed " + std::to_string(seed) + ": step " + std::to_string(r.failedStep) +
                                    ": " + r.message).c_str());
                QCOMPARE(e.doc["steps"].size(), g.actions.size());
                for (const auto& st : e.doc["steps"]) forced += st.contains("outcome");
                steps += static_cast<int>(g.actions.size());
                ++games;
            }
        QVERIFY(games >= 75);
        QVERIFY(steps > games);
        QVERIFY(forced > 0); // the outcomes are forced as they happened
    }

    void currentMomentRoundTrips() {
        const auto content = test::builtin();
        int saved = 0, refused = 0;
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                const GameRecord g = randomGame(content, npc.id, seed);
                for (int k = 0; k <= static_cast<int>(g.actions.size()); ++k) {
                    ScenarioExportOptions o;
                    o.fromAction = k;
                    const ScenarioExport e = exportScenario(g, o);
                    if (!e.ok) {
                        // Refusals name what cannot be saved, in a sentence.
                        QVERIFY2(e.error.find("cannot start the scenario from the moment after action") == 0, e.error.c_str());
                        if (e.error.find("over") == std::string::npos && e.error.find("pending") == std::string::npos)
                            qInfo("%s", e.error.c_str());
                        ++refused;
                        continue;
                    }
                    QVERIFY(e.doc["setup"].contains("hand"));
                    QCOMPARE(e.doc["steps"].size(), g.actions.size() - k);
                    const ScenarioResult r = runText(e.text());
                    QVERIFY2(r.passed, (npc.id + " seed " + std::to_string(seed) + " from " + std::to_string(k) + ": " + r.message).c_str());
                    ++saved;
                }
            }
        qInfo("moments saved: %d, refused: %d", saved, refused);
        QVERIFY(saved > refused);
        // The end of a game is over: it is refused with a clear sentence.
        const GameRecord g = randomGame(content, "elena", 3);
        ScenarioExportOptions o;
        o.fromAction = static_cast<int>(g.actions.size());
        const ScenarioExport e = exportScenario(g, o);
        QVERIFY(!e.ok);
        QVERIFY2(e.error.find("the conversation is over") != std::string::npos, e.error.c_str());
    }

    void editedExpectationFails() {
        const auto content = test::builtin();
        const GameRecord g = gameWithRolls(content, "marcus");
        ScenarioExport e = exportScenario(g);
        QVERIFY(e.ok);
        e.doc["expect"]["patience"] = e.doc["expect"]["patience"].get<int>() + 1;
        ScenarioResult r = runText(e.text());
        QVERIFY(!r.passed);
        QCOMPARE(r.failedStep, static_cast<int>(g.actions.size()) + 1);
        QVERIFY2(r.message.find("final expect: patience: expected") == 0, r.message.c_str());
        // A forced outcome turned round changes the game too.
        e = exportScenario(g);
        for (auto& st : e.doc["steps"])
            if (st.contains("outcome")) {
                st["outcome"] = st["outcome"] == "success" ? "failure" : "success";
                break;
            }
        QVERIFY(e.doc["steps"].dump().find("outcome") != std::string::npos);
        QVERIFY(!runText(e.text()).passed);
    }

    void inconsistentRecordsAreRefused() {
        const auto content = test::builtin();
        GameRecord g = randomGame(content, "sera", 2);
        g.final = g.initial;
        QVERIFY(!exportScenario(g).ok);
        g = gameWithRolls(content, "sera");
        for (std::size_t i = 0; i < g.outcomes.size(); ++i)
            if (g.outcomes[i] != Roll::Random) {
                g.outcomes[i] = g.outcomes[i] == Roll::Success ? Roll::Failure : Roll::Success;
                break;
            }
        const ScenarioExport e = exportScenario(g);
        QVERIFY(!e.ok);
        QVERIFY2(e.error.find("is not what the replay rolled") != std::string::npos, e.error.c_str());
    }

    void deckIdStartsWithThatDeck() {
        const auto content = test::builtin();
        const DeckDef* deck = content->findDeck("marcus_deck");
        QVERIFY(deck);
        GameRecord g;
        g.start.npc = "elena";
        g.start.deck = "marcus_deck";
        g.start.seed = 9;
        g.initial = newConversation(content, content->npcIndex.at("elena"), 9, nullptr, deck);
        State s = g.initial;
        RandomPolicy policy(3);
        while (!s.ended()) {
            const Action a = policy.choose(s);
            s.apply(a);
            g.actions.push_back(a);
        }
        g.final = s;
        const ScenarioExport e = exportScenario(g);
        QVERIFY2(e.ok, e.error.c_str());
        QCOMPARE(e.doc["setup"]["deckId"].get<std::string>(), std::string("marcus_deck"));
        QVERIFY(runText(e.text()).passed);
    }

    void cliPlaySavesAScenarioThatPasses() {
        QTemporaryDir dir;
        const QString file = dir.filePath("game.json");
        int code = -1;
        QString out = runCli({"play", "--npc", "sera", "--seed", "5", "--policy", "random", "--save-scenario", file}, code);
        QVERIFY2(code == 0, qPrintable(out));
        QVERIFY(QFile::exists(file));
        QVERIFY(!QDir(dir.path()).entryList({"*.tmp*"}, QDir::Files).size());
        out = runCli({"scenario", file}, code);
        QVERIFY2(code == 0, qPrintable(out));
        QVERIFY(out.contains("1 passed, 0 failed"));
        // From a moment: the set-up is the state after 2 actions.
        const QString moment = dir.filePath("moment.json");
        out = runCli({"play", "--npc", "elena", "--seed", "5", "--save-scenario", moment, "--scenario-from", "2"}, code);
        QVERIFY2(code == 0, qPrintable(out));
        out = runCli({"scenario", moment}, code);
        QVERIFY2(code == 0, qPrintable(out));
        // Edited, it fails.
        QFile f(moment);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        auto doc = nlohmann::ordered_json::parse(text.toStdString());
        doc["expect"]["turn"] = doc["expect"]["turn"].get<int>() + 5;
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(doc.dump(2)));
        f.close();
        out = runCli({"scenario", moment}, code);
        QCOMPARE(code, 1);
        QVERIFY2(out.contains("final expect: turn: expected"), qPrintable(out));
    }

    // A game on an add-on pack saves a scenario that layers the pack the same way; --standalone
    // saves one that loads it alone.
    void cliPlayOnAnAddOnPackSavesAnAddOnScenario() {
        QTemporaryDir dir;
        const QString pack = QStringLiteral(PARLEY_SOURCE_DIR "/tests/fixtures/addon_pack");
        const QString file = dir.filePath("addon.json");
        int code = -1;
        QString out = runCli({"play", "--content", pack, "--npc", "tomas", "--seed", "3", "--save-scenario", file}, code);
        QVERIFY2(code == 0, qPrintable(out));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto doc = nlohmann::ordered_json::parse(f.readAll().toStdString());
        QCOMPARE(doc.value("contentMode", std::string()), std::string("addOn"));
        out = runCli({"scenario", file}, code);
        QVERIFY2(code == 0, qPrintable(out));
        // Alone, the pack lacks the built-in cards its deck uses.
        out = runCli({"play", "--content", pack, "--standalone", "--npc", "tomas", "--save-scenario", file}, code);
        QCOMPARE(code, 1);
        QVERIFY2(out.contains("offer_tea") || out.contains("unknown card"), qPrintable(out));
    }

    void cliUnwritableLocationIsAUsageError() {
        int code = -1;
        const QString out = runCli({"play", "--seed", "2", "--save-scenario", "/nonexistent-folder/x/game.json"}, code);
        QCOMPARE(code, 2);
        QVERIFY2(out.contains("cannot write '/nonexistent-folder/x/game.json'"), qPrintable(out));
        const QString bad = runCli({"play", "--seed", "2", "--save-scenario", QDir::temp().filePath("x.json"), "--scenario-from", "-1"}, code);
        QCOMPARE(code, 2);
        const QString lone = runCli({"play", "--seed", "2", "--scenario-from", "1"}, code);
        QCOMPARE(code, 2);
        QVERIFY2(lone.contains("--save-scenario"), qPrintable(lone));
    }
};

QTEST_APPLESS_MAIN(TestScenarioExport)
#include "tst_scenario_export.moc"
