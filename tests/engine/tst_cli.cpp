// parley-cli as outside tools see it: output formats and exit codes (0 ok, 1 check failed,
// 2 usage error), for every subcommand.
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstdio>
#include <cstdlib>

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

// A simulation's JSON without its timings, the only figures that may differ between two runs of
// the same games.
nlohmann::ordered_json withoutSeconds(const QString& out) {
    auto j = nlohmann::ordered_json::parse(out.toStdString());
    j.erase("seconds");
    if (j.contains("comparison"))
        for (auto& row : j["comparison"])
            row.erase("seconds");
    return j;
}

// One CSV line split into its fields, with quoted fields ("a, b" and "say ""hi""") unquoted.
QStringList csvFields(const QString& line) {
    QStringList fields{QString()};
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
            fields.back() += '"';
            ++i;
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.push_back(QString());
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

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
        for (const char* sub :
             {"validate", "scenario", "simulate", "merge", "migrate", "play", "bench", "soak"}) {
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
        QTest::newRow("simulate policy twice")
            << QStringList{"simulate", "--games", "10", "--policy", "random, greedy,random"};
        QTest::newRow("merge nothing") << QStringList{"merge"};
        QTest::newRow("merge missing file") << QStringList{"merge", "/nonexistent.json"};
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

    // A pack's folder is read with "more.JSON" in it (the case of ".json" does not matter), and a
    // pack given twice, by another spelling or a link, is read once with one warning instead of
    // every card "defined twice".
    void validateReadsEachPackFileOnce() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("tea"));
        writeFile(dir.filePath("tea/deck.json"),
                  R"({"decks": [{"id": "tea_deck", "name": "Tea", "cards": ["sip", "sip", "sip", "sip", "sip", "sip"]}]})");
        writeFile(dir.filePath("tea/more.JSON"), R"({"cards": [{"id": "sip", "name": "Sip", "weight": 1, "difficulty": "Easy"}]})");
        const QString pack = dir.filePath("tea");
        const Run one = cli({"validate", pack});
        // (A deck with no goal card is a warning of its own: only errors are counted here.)
        QVERIFY2(one.code == 0 && one.out.contains("0 error(s)") && !one.out.contains("unknown card"), qPrintable(one.out));

        QVERIFY(QFile::link(pack, dir.filePath("link")));
        const Run twice = cli({"validate", pack, pack + "/", dir.filePath("link"), dir.filePath("tea/deck.json")});
        QCOMPARE(twice.code, 0);
        QVERIFY2(twice.out.contains(pack + "/: warning: is the same as '" + pack + "', given before; it is read once\n") &&
                     twice.out.contains(dir.filePath("link") + ": warning: is the same as '" + pack + "'") &&
                     twice.out.contains(dir.filePath("tea/deck.json") + ": warning: is inside '" + pack +
                                        "', given before; it is read once, as part of that folder\n") &&
                     twice.out.contains("0 error(s)") && !twice.out.contains("twice"),
                 qPrintable(twice.out));
        QCOMPARE(cli({"play", "--content", pack, "--content", pack, "--npc", "elena", "--policy", "random"}).err, QString());
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
        QVERIFY2(simAlone.err.contains("the content does not load, so nothing was simulated"),
                 qPrintable(simAlone.err));
        QVERIFY(simAlone.out.isEmpty());
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
        // What the figures were measured with: parley-cli links mimalloc (or says it does not).
        const std::string allocator = j["allocator"].get<std::string>();
        QVERIFY2(allocator.rfind("mimalloc 2.", 0) == 0 || allocator.rfind("the C library's", 0) == 0,
                 allocator.c_str());
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

    // --shard K/N must name one of N slices that each hold a game; a bad one is a usage error
    // that names the argument.
    void simulateRefusesImpossibleShards_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << QStringList{"--shard", "0/3"} << "--shard must be K/N";
        QTest::newRow("past the last") << QStringList{"--shard", "4/3"} << "not '4/3'";
        QTest::newRow("no count") << QStringList{"--shard", "3"} << "not '3'";
        QTest::newRow("not a number") << QStringList{"--shard", "abc/2"} << "not 'abc/2'";
        QTest::newRow("no shards") << QStringList{"--shard", "1/0"} << "not '1/0'";
        QTest::newRow("more shards than games")
            << QStringList{"--shard", "2/5", "--games", "4"}
            << "--shard 2/5: 5 shards of 4 games would leave some without a game";
    }
    void simulateRefusesImpossibleShards() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = cli(QStringList{"simulate"} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("parley-cli: "), qPrintable(r.err));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // The shards of a run, merged, are the run played in one go: every count, every rate.
    void simulateShardsMergeToTheWholeRun_data() {
        QTest::addColumn<int>("shards");
        QTest::addColumn<QString>("policy");
        for (int n : {1, 2, 3, 7})
            QTest::newRow(qPrintable(QString("%1 shards").arg(n))) << n << "greedy";
        QTest::newRow("3 shards, two policies") << 3 << "random,greedy";
    }
    void simulateShardsMergeToTheWholeRun() {
        QFETCH(int, shards);
        QFETCH(QString, policy);
        // 23 games: no number of shards above divides it.
        const QStringList run{"simulate", "--npc", "sera",     "--games", "23",
                              "--seed",   "5",     "--policy", policy,    "--json"};
        const Run whole = cli(run);
        QCOMPARE(whole.code, 0);
        QTemporaryDir dir;
        QStringList files;
        for (int k = shards; k >= 1; --k) { // given to merge in reverse: the order does not matter
            const Run shard = cli(run + QStringList{"--shard", QString("%1/%2").arg(k).arg(shards),
                                                    "--threads", "2"});
            QVERIFY2(shard.code == 0, qPrintable(shard.err));
            files << dir.filePath(QString("shard%1.json").arg(k));
            writeFile(files.back(), shard.out.toUtf8());
        }
        const Run merged = cli(QStringList{"merge", "--json"} + files);
        QVERIFY2(merged.code == 0, qPrintable(merged.err));
        JSON_EQ(withoutSeconds(merged.out), withoutSeconds(whole.out));
        // The text of the merge is the text of the run, but for the seconds of a comparison.
        const Run text = cli(QStringList{"merge"} + files);
        QCOMPARE(text.code, 0);
        if (!policy.contains(',')) QCOMPARE(text.out, cli(run.mid(0, run.size() - 1)).out);
    }

    void simulateDoesNotDependOnThreads() {
        const QStringList run{"simulate", "--npc",    "marcus", "--games",
                              "60",       "--policy", "greedy", "--json"};
        const Run one = cli(run + QStringList{"--threads", "1"});
        const Run three = cli(run + QStringList{"--threads", "3"});
        QCOMPARE(one.code, 0);
        JSON_EQ(withoutSeconds(three.out), withoutSeconds(one.out));
        const auto j = nlohmann::ordered_json::parse(one.out.toStdString());
        // The old fields keep their meaning beside the raw counts.
        QCOMPARE(j["games"].get<int>(), 60);
        QCOMPARE(j["winRate"].get<double>(), j["wins"].get<double>() / 60);
        QCOMPARE(j["averageTurns"].get<double>(), j["turns"].get<double>() / 60);
        JSON_EQ(j["format"], nlohmann::ordered_json("parley-simulation/1"));
        JSON_EQ(j["run"]["packs"], nlohmann::ordered_json({"builtin"}));
        QCOMPARE(j["run"]["hash"].get<std::string>().size(), std::size_t(16));
        JSON_EQ(j["shard"], nlohmann::ordered_json(
                                {{"index", 1}, {"count", 1}, {"firstGame", 0}, {"games", 60}}));
        const auto& card = j["cards"]["marcus_contract_goal"];
        QCOMPARE(card["gamesPlayed"].get<int>() + card["gamesNotPlayed"].get<int>(), 60);
        QCOMPARE(card["winsPlayed"].get<int>() + card["winsNotPlayed"].get<int>(),
                 j["wins"].get<int>());
    }

    void mergeRefusesWhatIsNotOneRun() {
        QTemporaryDir dir;
        auto shard = [&](const QString& name, const QStringList& args) {
            const Run r =
                cli(QStringList{"simulate", "--npc", "sera", "--games", "30", "--json"} + args);
            writeFile(dir.filePath(name), r.out.toUtf8());
            return dir.filePath(name);
        };
        const QString a = shard("a.json", {"--shard", "1/3"}),
                      b = shard("b.json", {"--shard", "2/3"});
        const QString c = shard("c.json", {"--shard", "3/3"});
        const QString seed = shard("seed.json", {"--shard", "3/3", "--seed", "2"});
        const QString npc = shard("npc.json", {"--shard", "3/3", "--npc", "elena"});
        const QString four = shard("four.json", {"--shard", "3/4"});
        QCOMPARE(cli({"merge", a, b, c}).code, 0);

        Run r = cli({"merge", a, b, seed});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("cannot merge: " + seed + ": not a shard of the same run as " + a +
                                ": it has seed 2, not 1"),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        r = cli({"merge", a, b, npc});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(npc + ": not a shard of the same run as " + a +
                                ": it is of NPC elena, not sera"),
                 qPrintable(r.err));
        r = cli({"merge", a, b, four});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("it is a shard of 4, not 3"), qPrintable(r.err));
        r = cli({"merge", a, b, b, c});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(b + ": shard 2/3 again, already in " + b), qPrintable(r.err));
        r = cli({"merge", b});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("cannot merge: shards 1, 3 of 3 are missing"), qPrintable(r.err));

        writeFile(dir.filePath("broken.json"), "{\"format\": \"parley-simulation/1\", \"npc\": ");
        r = cli({"merge", a, dir.filePath("broken.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(dir.filePath("broken.json") + ":1:"), qPrintable(r.err));
        QVERIFY2(r.err.contains("malformed JSON"), qPrintable(r.err));
        QVERIFY2(r.err.contains(dir.filePath("broken.json") +
                                ": not a simulation result that can be merged"),
                 qPrintable(r.err));
        writeFile(dir.filePath("other.json"), R"({"conversations": 10})");
        r = cli({"merge", dir.filePath("other.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a simulation result"), qPrintable(r.err));
        // A count that does not fit the others: a damaged file is not merged into wrong figures.
        QFile f(a);
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto j = nlohmann::ordered_json::parse(f.readAll().toStdString());
        j["wins"] = j["wins"].get<int>() + 1000;
        writeFile(dir.filePath("damaged.json"), QByteArray::fromStdString(j.dump()));
        r = cli({"merge", dir.filePath("damaged.json"), b, c});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("/wins: 'wins' must be a whole number from 0 to 10"),
                 qPrintable(r.err));
    }

    // The text a designer reads: the win rate with its interval, outcomes, end reasons, lengths
    // and the per-card table; --csv writes that table for a spreadsheet.
    void simulateTextAndCsv() {
        QTemporaryDir dir;
        const QString csv = dir.filePath("cards.csv");
        const QStringList run{"simulate", "--npc",    "marcus", "--games",
                              "300",      "--policy", "greedy"};
        const Run text = cli(run + QStringList{"--csv", csv});
        QCOMPARE(text.code, 0);
        const auto j =
            nlohmann::ordered_json::parse(cli(run + QStringList{"--json"}).out.toStdString());
        const QString interval =
            QString("win rate %1% [%2%, %3%]")
                .arg(100 * j["winRate"].get<double>(), 0, 'f', 1)
                .arg(100 * j["winRateInterval"]["low"].get<double>(), 0, 'f', 1)
                .arg(100 * j["winRateInterval"]["high"].get<double>(), 0, 'f', 1);
        QVERIFY2(text.out.contains(interval), qPrintable(interval + "\n" + text.out));
        QVERIFY(j["winRateInterval"]["low"].get<double>() < j["winRate"].get<double>());
        QVERIFY(j["winRateInterval"]["high"].get<double>() > j["winRate"].get<double>());
        for (const char* part :
             {"outcomes:", "end reasons:", "length in turns:", "win% not played"})
            QVERIFY2(text.out.contains(part), part);
        QVERIFY2(QRegularExpression("\n  success +\\d+\\.\\d% +\\d+\n").match(text.out).hasMatch(),
                 qPrintable(text.out));
        // End reasons in words, not the engine's names (which --json keeps).
        QVERIFY2(QRegularExpression("\n  patience ran out +\\d+\\.\\d% +\\d+\n")
                     .match(text.out)
                     .hasMatch(),
                 qPrintable(text.out));
        QVERIFY2(!text.out.contains("PatienceExhausted"), qPrintable(text.out));
        QVERIFY(j["endReasons"].contains("PatienceExhausted"));
        // The table is aligned (a row as long as its header), in the order of the card ids.
        const QStringList lines = text.out.split('\n');
        const int header = lines.indexOf(QRegularExpression("^  card +name +drawn.*"));
        QVERIFY2(header > 0, qPrintable(text.out));
        QVERIFY(lines[header + 1].startsWith("  awkward_silence "));
        const QString goal = lines.filter(QRegularExpression("^  marcus_contract_goal ")).value(0);
        QCOMPARE(goal.size(), lines[header].size());

        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
        const QStringList head = csvFields(rows.front());
        QCOMPARE(head.mid(0, 8), (QStringList{"policy", "card", "name", "drawn", "played",
                                              "succeeded", "exhausted", "exhausted_unplayed"}));
        QCOMPARE(qsizetype(rows.size() - 1), qsizetype(j["cards"].size()));
        for (const QString& row : rows.mid(1)) {
            const QStringList fields = csvFields(row);
            QCOMPARE(fields.size(), head.size());
            const auto& card = j["cards"][fields[head.indexOf("card")].toStdString()];
            QVERIFY2(card.is_object(), qPrintable(row));
            QCOMPARE(fields[head.indexOf("policy")], QString("greedy"));
            QCOMPARE(fields[head.indexOf("name")].toStdString(), card["name"].get<std::string>());
            for (const char* column : {"drawn", "played", "succeeded", "exhausted"})
                QCOMPARE(fields[head.indexOf(column)].toLongLong(), card[column].get<long long>());
            QCOMPARE(fields[head.indexOf("exhausted_unplayed")].toLongLong(),
                     card["exhaustedUnplayed"].get<long long>());
            QCOMPARE(fields[head.indexOf("games_played")].toLongLong(),
                     card["gamesPlayed"].get<long long>());
            QCOMPARE(fields[head.indexOf("wins_not_played")].toLongLong(),
                     card["winsNotPlayed"].get<long long>());
            if (card["gamesPlayed"].get<long long>())
                QVERIFY(std::fabs(fields[head.indexOf("win_rate_played")].toDouble() -
                                  card["winRatePlayed"].get<double>()) < 1e-6);
        }
        // Several policies: each compared with the first, and a CSV row per policy and card.
        const Run two = cli({"simulate", "--npc", "marcus", "--games", "300", "--policy",
                             "random,greedy", "--csv", csv});
        QCOMPARE(two.code, 0);
        QVERIFY2(QRegularExpression("greedy +win rate [\\d.]+% \\[[\\d.]+%, [\\d.]+%\\].*vs "
                                    "random: \\+[\\d.]+ points, significant")
                     .match(two.out)
                     .hasMatch(),
                 qPrintable(two.out));
        QFile f2(csv);
        QVERIFY(f2.open(QIODevice::ReadOnly));
        const QString both = QString::fromUtf8(f2.readAll());
        QVERIFY(both.contains("\nrandom,") && both.contains("\ngreedy,"));
        const Run unwritable = cli(run + QStringList{"--csv", dir.path()});
        QCOMPARE(unwritable.code, 2);
        QVERIFY2(unwritable.err.contains("it is a folder"), qPrintable(unwritable.err));
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
