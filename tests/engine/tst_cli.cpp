// parley-cli as outside tools see it: output formats and exit codes (0 ok, 1 check failed,
// 2 usage error), for every subcommand.
#include "test_support.h"

#include <QFile>
#include <QProcess>
#include <cstdio>
#include <QTemporaryDir>
#include <QTest>

// QCOMPARE cannot print nlohmann::ordered_json; compare and show both as text.
#define JSON_EQ(a, b) QVERIFY2((a) == (b), (nlohmann::ordered_json(a).dump() + " != " + nlohmann::ordered_json(b).dump()).c_str())

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(PARLEY_CLI_PATH, args);
    if (!p.waitForFinished(120000)) return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QString src(const char* rel) { return QString::fromStdString(parley::test::sourcePath(rel)); }

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void usage() {
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({"dance"}).code, 2);
        const Run help = cli({"--help"});
        QCOMPARE(help.code, 0);
        for (const char* sub : {"validate", "scenario", "simulate", "migrate", "play", "bench", "soak"}) {
            QVERIFY(help.out.contains(sub));
            const Run h = cli({sub, "--help"});
            QCOMPARE(h.code, 0);
            QVERIFY2(h.out.contains("Usage:"), sub);
        }
    }

    void badArgumentsAreUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown option") << QStringList{"play", "--frobnicate"};
        QTest::newRow("bad seed") << QStringList{"play", "--seed", "abc"};
        QTest::newRow("unknown npc") << QStringList{"play", "--npc", "nobody"};
        QTest::newRow("unknown policy") << QStringList{"play", "--policy", "genius"};
        QTest::newRow("bench zero") << QStringList{"bench", "--conversations", "0"};
        QTest::newRow("validate nothing") << QStringList{"validate"};
        QTest::newRow("validate missing file") << QStringList{"validate", "/nonexistent.json"};
        QTest::newRow("scenario nothing") << QStringList{"scenario"};
        QTest::newRow("migrate no output") << QStringList{"migrate", "x.json"};
        QTest::newRow("simulate unknown deck") << QStringList{"simulate", "--deck", "nope"};
        QTest::newRow("soak zero actions") << QStringList{"soak", "--actions", "0"};
        QTest::newRow("soak bad actions") << QStringList{"soak", "--actions", "many"};
        QTest::newRow("soak unknown policy") << QStringList{"soak", "--policy", "genius"};
        QTest::newRow("soak unknown npc") << QStringList{"soak", "--npc", "nobody"};
        QTest::newRow("soak argument") << QStringList{"soak", "extra"};
    }
    void badArgumentsAreUsageErrors() {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith("parley-cli: "));
    }

    void playRunsAWholeConversation() {
        const Run r = cli({"play"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("a conversation with Elena"));
        QVERIFY(r.out.contains("Outcome: "));
        const Run same = cli({"play"});
        QCOMPARE(same.out, r.out); // seeded: identical
        const Run other = cli({"play", "--npc", "sera", "--seed", "4", "--policy", "random", "--explain"});
        QCOMPARE(other.code, 0);
        QVERIFY(other.out.contains("base ("));
    }

    // Content whose actions cost nothing never ends; play stops it instead of running forever.
    void playStopsAConversationThatNeverEnds() {
        QTemporaryDir dir;
        QFile rules(src("resources/content/ruleset.json"));
        QVERIFY(rules.open(QIODevice::ReadOnly));
        QByteArray free = rules.readAll();
        free.replace("\"speakCost\": 1, \"listenCost\": 1", "\"speakCost\": 0, \"listenCost\": 0");
        // Layered on the built-in pack, a pack's ruleset must declare that it replaces the built-in one.
        free.replace("\"ruleset\": {", "\"ruleset\": {\"override\": true,");
        writeFile(dir.filePath("ruleset.json"), free);
        writeFile(dir.filePath("idle.json"), R"({"cards": [{"id": "idle", "name": "Idle Chatter", "weight": 0, "difficulty": "Easy"}],
            "decks": [{"id": "idle_deck", "name": "Idle", "cards": ["idle", "idle", "idle", "idle", "idle", "idle"]}],
            "npcs": [{"id": "idler", "name": "Idler", "patience": 10, "initialState": "Neutral", "deck": "idle_deck"}]})");
        const Run r = cli({"play", "--content", dir.path(), "--npc", "idler", "--policy", "random"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Stopped after 10000 actions: this conversation does not end"), qPrintable(r.err));
    }

    void validateReportsEveryProblemWithPositions() {
        QTemporaryDir dir;
        writeFile(dir.filePath("a.json"), "[\n  {\"id\": \"x\", \"weight\": 1, \"difficulty\": \"Nope\"}\n]");
        writeFile(dir.filePath("b.json"), "{\"cards\": [ {\"id\": \"y\", \"weight\": 1, \"difficulty\": \"Easy\", \"properties\": [\"Bad\"]} ]");
        const Run r = cli({"validate", dir.path()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(dir.filePath("a.json") + ":2:42: error: /0/difficulty: unknown difficulty 'Nope'"), qPrintable(r.out));
        QVERIFY2(r.out.contains(dir.filePath("b.json") + ":1:"), qPrintable(r.out));
        QVERIFY(r.out.contains("malformed JSON"));
        const Run json = cli({"validate", "--json", dir.path()});
        JSON_EQ(json.code, 1);
        const auto j = nlohmann::ordered_json::parse(json.out.toStdString());
        QCOMPARE(j["errors"].get<int>(), 2);
        QCOMPARE(j["diagnostics"][0]["line"].get<int>(), 2);
        // The built-in pack's own folder is checked alone: layered on itself, every id would clash.
        QCOMPARE(cli({"validate", "--standalone", src("resources/content")}).code, 0);
    }

    // A pack is checked as the game loads it, on the built-in pack; --standalone checks it alone.
    void validateLayersPacksOnTheBuiltinPack() {
        const QString pack = src("tests/fixtures/addon_pack");
        const Run layered = cli({"validate", pack});
        QCOMPARE(layered.code, 0);
        QVERIFY2(layered.out.startsWith("0 error(s), 0 warning(s); on the built-in pack: "), qPrintable(layered.out));
        const Run alone = cli({"validate", "--standalone", pack});
        QCOMPARE(alone.code, 1);
        QVERIFY2(alone.out.contains("error: /content/decks/0/cards/1: unknown card 'offer_tea'"), qPrintable(alone.out));
        QVERIFY2(alone.out.contains("; standalone"), qPrintable(alone.out));
        const Run json = cli({"validate", "--json", pack});
        const auto j = nlohmann::ordered_json::parse(json.out.toStdString());
        QCOMPARE(j["layered"].get<bool>(), true);
        JSON_EQ(j["packs"], nlohmann::ordered_json({"builtin", "addon_pack"})); // a folder is known by its name
        QCOMPARE(j["hash"].get<std::string>().size(), std::size_t(16));

        QTemporaryDir dir;
        writeFile(dir.filePath("tea.json"), R"({"cards": [{"id": "offer_tea", "weight": 2, "difficulty": "Easy"}]})");
        const Run clash = cli({"validate", dir.filePath("tea.json")});
        QCOMPARE(clash.code, 1);
        QVERIFY2(clash.out.contains(dir.filePath("tea.json") + ":1:19: error: /cards/0/id: card 'offer_tea' is already in "
                                    "the built-in pack"),
                 qPrintable(clash.out));
        writeFile(dir.filePath("tea.json"), R"({"cards": [{"id": "offer_tea", "override": true, "weight": 2, "difficulty": "Easy"}]})");
        const Run declared = cli({"validate", dir.filePath("tea.json")});
        QCOMPARE(declared.code, 0);
        QVERIFY2(declared.out.contains("warning: /cards/0/override: overrides the built-in card 'offer_tea'"), qPrintable(declared.out));
        QCOMPARE(cli({"validate", "--strict", dir.filePath("tea.json")}).code, 1);
    }

    // Every command that takes --content layers it the same way.
    void contentOptionLayers() {
        const QString pack = src("tests/fixtures/addon_pack");
        const Run play = cli({"play", "--content", pack, "--npc", "tomas", "--policy", "greedy", "--seed", "3"});
        QVERIFY2(play.code == 0 || play.code == 1, qPrintable(play.err));
        QVERIFY2(play.err.isEmpty(), qPrintable(play.err));
        const Run sim = cli({"simulate", "--content", pack, "--npc", "tomas", "--games", "20"});
        QCOMPARE(sim.code, 0);
        QVERIFY2(sim.out.contains("offer_tea"), qPrintable(sim.out));
        const Run simAlone = cli({"simulate", "--standalone", "--content", pack, "--npc", "tomas", "--games", "20"});
        QCOMPARE(simAlone.code, 1);
        QVERIFY2(simAlone.err.contains("unknown card 'offer_tea'"), qPrintable(simAlone.err));
        QCOMPARE(cli({"bench", "--content", pack, "--conversations", "50"}).code, 0);
        QCOMPARE(cli({"bench", "--standalone", "--content", pack, "--conversations", "50"}).code, 1);
        QCOMPARE(cli({"soak", "--content", pack, "--npc", "tomas", "--actions", "500"}).code, 0);
        const Run help = cli({"simulate", "--help"});
        QVERIFY(help.out.contains("--standalone"));
    }

    void migrateWritesCurrentFormat() {
        QTemporaryDir dir;
        writeFile(dir.filePath("old.json"), R"([{"id": "g", "weight": 5, "difficulty": "VeryHard", "HasFinalWord": true, "note": "kept"},
                                                {"id": "f", "weight": 1, "difficulty": "Easy", "IsFleeting": true}])");
        const Run r = cli({"migrate", dir.filePath("old.json"), "-o", dir.filePath("new.json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.contains("2 legacy field(s) converted"));
        QFile f(dir.filePath("new.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto j = nlohmann::ordered_json::parse(f.readAll().toStdString());
        JSON_EQ(j[0]["properties"], nlohmann::ordered_json({"Fleeting", "Opportunity"}));
        JSON_EQ(j[0]["note"], nlohmann::ordered_json("kept"));
        JSON_EQ(j[1]["properties"], nlohmann::ordered_json({"Fleeting"}));
        const Run v = cli({"validate", "--strict", dir.filePath("new.json")});
        QCOMPARE(v.code, 1); // strict: "note" is an unknown field (a warning)
        QVERIFY(v.out.contains("unknown field 'note'"));
        QVERIFY(!v.out.contains("legacy"));
        writeFile(dir.filePath("broken.json"), "[{");
        JSON_EQ(cli({"migrate", dir.filePath("broken.json"), "-o", dir.filePath("x.json")}).code, 2);
        QVERIFY(!QFile::exists(dir.filePath("x.json")));
    }

    void scenarioOutputAndExitCodes() {
        QTemporaryDir dir;
        writeFile(dir.filePath("pass.json"), R"({"format": "parley-scenario/1", "name": "passes", "setup": {"hand": ["small_talk"]},
            "steps": [{"speak": "small_talk", "outcome": "success"}], "expect": {"comfort": 1}})");
        writeFile(dir.filePath("zfail.json"), R"({"format": "parley-scenario/1", "name": "fails", "setup": {"hand": ["small_talk"]},
            "steps": [{"speak": "small_talk", "outcome": "success"}], "expect": {"comfort": 3}})");
        Run r = cli({"scenario", dir.filePath("pass.json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("PASS passes\n1 passed, 0 failed\n"));
        r = cli({"scenario", dir.path()});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QString("PASS passes\nFAIL fails: step 2: final expect: comfort: expected 3, found 1\n1 passed, 1 failed\n"));
        r = cli({"scenario", "--json", dir.filePath("zfail.json")});
        const auto j = nlohmann::ordered_json::parse(r.out.toStdString());
        JSON_EQ(j["result"], nlohmann::ordered_json("fail"));
        QCOMPARE(j["step"].get<int>(), 2);
        writeFile(dir.filePath("bad.json"), "{\"format\": 1}");
        r = cli({"scenario", dir.filePath("bad.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bad.json:1:12: error: /format: 'format' must be a string"), qPrintable(r.err));
    }

    // A misspelt field is a warning that is printed (it may weaken a test); --strict refuses it.
    void scenarioWarningsAndStrict() {
        QTemporaryDir dir;
        writeFile(dir.filePath("typo.json"), R"({"format": "parley-scenario/1", "name": "typo", "setup": {"hand": ["small_talk"]},
            "stepz": []})");
        Run r = cli({"scenario", dir.filePath("typo.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("typo.json:2:22: warning: /stepz: unknown field 'stepz' in a scenario is ignored"), qPrintable(r.err));
        r = cli({"scenario", "--strict", dir.filePath("typo.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown field 'stepz'"));
        r = cli({"scenario", "--strict", "--json", dir.filePath("typo.json")});
        const auto j = nlohmann::ordered_json::parse(r.out.toStdString());
        JSON_EQ(j["result"], nlohmann::ordered_json("invalid"));
    }

    // Input that is not UTF-8, and a file name that is not either, never abort --json output.
    void jsonOutputSurvivesBytesThatAreNotUtf8() {
        QTemporaryDir dir;
        // Raw bytes: a QString cannot hold a file name that is not UTF-8.
        const std::string name = dir.path().toStdString() + "/caf\xE9.json";
        std::FILE* f = std::fopen(name.c_str(), "wb");
        QVERIFY(f);
        std::fputs("{\"cards\": [{\"id\": \"caf\xE9\"}]}", f);
        std::fclose(f);
        Run r;
        QProcess p;
        p.start(PARLEY_CLI_PATH, {"validate", "--json", dir.path()});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const auto j = nlohmann::ordered_json::parse(p.readAllStandardOutput().toStdString());
        QCOMPARE(j["errors"].get<int>(), 1);
        QVERIFY(j["diagnostics"][0]["message"].get<std::string>().find("is not valid UTF-8") != std::string::npos);
        writeFile(dir.filePath("s.json"), "{\"format\": \"parley-scenario/1\", \"name\": \"caf\xE9\"}");
        r = cli({"scenario", "--json", dir.filePath("s.json")});
        QCOMPARE(r.code, 2);
        JSON_EQ(nlohmann::ordered_json::parse(r.out.toStdString())["result"], nlohmann::ordered_json("invalid"));
        std::remove(name.c_str()); // QTemporaryDir cannot name it to remove it
    }

    void benchAndSimulate() {
        Run r = cli({"bench", "--conversations", "2000", "--json"});
        QCOMPARE(r.code, 0);
        auto j = nlohmann::ordered_json::parse(r.out.toStdString());
        QCOMPARE(j["conversations"].get<int>(), 2000);
        QVERIFY(j["conversationsPerSecond"].get<double>() > 0);
        QVERIFY(j["cloneNanoseconds"].get<double>() > 0);
        r = cli({"simulate", "--npc", "marcus", "--games", "200", "--policy", "greedy", "--json"});
        QCOMPARE(r.code, 0);
        j = nlohmann::ordered_json::parse(r.out.toStdString());
        QCOMPARE(j["games"].get<int>(), 200);
        QVERIFY(j["winRate"].get<double>() >= 0 && j["winRate"].get<double>() <= 1);
        QVERIFY(j["cards"].contains("marcus_contract_goal"));
        r = cli({"simulate", "--npc", "sera", "--games", "100", "--policy", "random,greedy", "--threads", "2", "--json"});
        QCOMPARE(r.code, 0);
        j = nlohmann::ordered_json::parse(r.out.toStdString());
        QCOMPARE(j["comparison"].size(), std::size_t(2));
        QCOMPARE(cli({"simulate", "--policy", "random,genius"}).code, 2);
        QCOMPARE(cli({"simulate", "--threads", "0"}).code, 2);
    }

    void soakReportsWhatItCovered() {
        Run r = cli({"soak", "--actions", "300", "--json"});
        QCOMPARE(r.code, 0);
        auto j = nlohmann::ordered_json::parse(r.out.toStdString());
        QCOMPARE(j["actions"].get<long long>(), 300LL);
        QVERIFY(j["violation"].is_null());
        QCOMPARE(j["npcs"].size(), std::size_t(3));     // every NPC
        QCOMPARE(j["policies"].size(), std::size_t(3)); // every policy
        QVERIFY(j["conversations"].get<long long>() >= 9);
        QVERIFY(j["distinctCardsPlayed"].get<int>() > 10);
        QVERIFY(j["probes"].get<long long>() > 300);
        r = cli({"soak", "--actions", "200", "--npc", "sera", "--policy", "greedy", "--seed", "7"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("soak: 200 actions in "), qPrintable(r.out));
        QVERIFY(r.out.contains("sera"));
        QVERIFY(!r.out.contains("elena"));
        QVERIFY(r.out.contains("no invariant violated"));
        // The same arguments play the same conversations.
        QCOMPARE(cli({"soak", "--actions", "200", "--npc", "sera", "--policy", "greedy", "--seed", "7"}).out.section('\n', 1),
                 r.out.section('\n', 1));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
