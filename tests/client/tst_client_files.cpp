// The conversation's files in the window (ConversationFiles): replays saved and opened (with where
// they diverge) and "Save as scenario…", whose files pass the scenario runner and fail once an
// expected value is edited. The autosave has tst_client_unfinished.cpp.
#include "history_test_support.h"

#include "conversation_files.h"
#include "replay_io.h"
#include "sim/scenario.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUrl>
#include <nlohmann/json.hpp>

using namespace parley::client::test;

namespace {

// Runs the scenario file at `path` as `parley-cli scenario` would; its result, or a failure
// with the load's problems as the message.
ScenarioResult runFile(const QString& path) {
    Diagnostics diags;
    const std::optional<Scenario> sc = loadScenario(QFile::encodeName(path).toStdString(), diags);
    if (!sc) {
        ScenarioResult r;
        for (const auto& d : diags.items()) r.message += d.format() + "\n";
        return r;
    }
    return runScenario(*sc);
}

nlohmann::ordered_json readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return nlohmann::ordered_json::parse(f.readAll().toStdString(), nullptr, false);
}

} // namespace

class TestClientFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_files"); }

    // Ctrl+S then "Open replay": the same conversation, at the same moment, every model equal.
    void saveThenOpenGivesTheSameState() {
        QTemporaryDir dir;
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("marcus", "", 11));
        play(game, 11, 15);
        const int n = game.timeline()->currentIndex();
        const QString file = dir.filePath("game.json");
        QVERIFY2(files.saveReplay(QUrl::fromLocalFile(file).toString()), qPrintable(game.lastError()));
        const QString saved = screen(game);
        const QStringList labels = [&] {
            QStringList l;
            for (int r = 0; r < game.timeline()->rowCount(); ++r) l << game.timeline()->labelAt(r);
            return l;
        }();

        GameController other;
        ConversationFiles otherFiles;
        otherFiles.setGame(&other);
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(other, testers);
        QVERIFY2(otherFiles.openReplay(file), qPrintable(other.lastError()));
        QCOMPARE(screen(other), saved);
        QCOMPARE(other.timeline()->rowCount(), n + 1);
        for (int r = 0; r <= n; ++r) QCOMPARE(other.timeline()->labelAt(r), labels[r]);
        QCOMPARE(other.notice(), QString("Replayed %1 of %1 actions.").arg(n));
        // It can be seeked, and opened at a step.
        QVERIFY(other.seek(2));
        GameController stepped;
        ConversationFiles steppedFiles;
        steppedFiles.setGame(&stepped);
        QVERIFY(steppedFiles.openReplay(file, 2));
        QCOMPARE(screen(stepped), screen(other));
        QCOMPARE(stepped.timeline()->rowCount(), n + 1);
    }

    // An unwritable place: a message, and the game goes on untouched; the old file stays whole.
    void unwritableSaveLosesNothing() {
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("sera", "", 42));
        QVERIFY(listenOrAnswer(game));
        const QString before = screen(game);
        QVERIFY(!files.saveReplay("/proc/parley-no-such-place/game.json"));
        QVERIFY(game.lastError().startsWith("The replay was not saved."));
        QCOMPARE(screen(game), before);
        QCOMPARE(game.timeline()->rowCount(), 2);
    }

    // A replay or a scenario is never saved over a file of the open packs (by any name: through a
    // link too) nor into a pack's folder, where it would join the pack as content.
    void savesNeverGoIntoTheOpenPacks() {
        QTemporaryDir dir;
        const QString packDir = dir.filePath("tea");
        QVERIFY(QDir().mkpath(packDir));
        const QString packFile = packDir + "/cards.json";
        const QByteArray cards("{\"cards\": []}\n");
        {
            QFile f(packFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(cards);
        }
        QVERIFY(QFile::link(packFile, dir.filePath("link.json")));
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("sera", "", 42));
        for (const QStringList& open : {QStringList{packDir}, QStringList{packFile}}) {
            files.setContentPaths(open);
            for (const QString& target : {packFile, dir.filePath("link.json"), packDir + "/../tea/cards.json"}) {
                QVERIFY2(!files.saveReplay(target), qPrintable(target));
                QVERIFY2(game.lastError().contains("part of the open pack"), qPrintable(game.lastError()));
                QVERIFY(!files.saveScenario(target, false));
            }
        }
        files.setContentPaths({packDir});
        QVERIFY(!files.saveReplay(packDir + "/new.json"));
        QVERIFY(!QFile::exists(packDir + "/new.json"));
        QFile f(packFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), cards);
        // Beside the pack is fine.
        QVERIFY2(files.saveReplay(dir.filePath("beside.json")), qPrintable(game.lastError()));
    }

    // A malformed replay: the problems with file:line:col; the game in progress is kept.
    void malformedReplayIsRefused() {
        QTemporaryDir dir;
        QFile f(dir.filePath("bad.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"parley-replay/1\",\n  \"seed\": }");
        f.close();
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("sera", "", 42));
        QVERIFY(!files.openReplay(f.fileName()));
        QVERIFY2(game.lastError().contains("bad.json:2:"), qPrintable(game.lastError()));
        QCOMPARE(game.npcId(), QString("sera"));
    }

    // A replay made on a pack that is not open names the pack and says to open it.
    void replayOfAPackNotOpenNamesIt() {
        QTemporaryDir dir;
        QFile f(dir.filePath("tea.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "parley-replay/1", "seed": 1, "npc": "guest",
                    "content": {"packs": ["builtin", "tea_party"], "hash": "0123456789abcdef"}, "actions": []})");
        f.close();
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(!files.openReplay(f.fileName()));
        QCOMPARE(game.lastError(),
                 QString("The replay was made on tea_party, which is not open: open that pack, then the replay again."));
    }

    // On content changed since: the window says at which action it diverges, in words.
    void divergingReplaySaysWhere() {
        QTemporaryDir dir;
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("elena", "", 3));
        play(game, 3, 14);
        // Not a structured binding: the lambda below captures the card (clang 14 cannot).
        const std::pair<int, std::string> first = firstSpoken(*game.history());
        const int spoken = first.first;
        const std::string card = first.second;
        if (!spoken) QSKIP("this game spoke no card");
        const int n = game.timeline()->currentIndex();
        const QString label = game.timeline()->labelAt(spoken);
        const QString file = dir.filePath("game.json");
        QVERIFY(files.saveReplay(file));
        auto heavy = editedBuiltin([&](std::string& text) {
            const auto at = text.find("\"id\": \"" + card + "\"");
            if (at == std::string::npos) return;
            const auto w = text.find("\"weight\":", at);
            text.replace(w, text.find_first_of(",}", w) - w, "\"weight\": 60");
        });
        QVERIFY(heavy);
        GameController other;
        ConversationFiles otherFiles;
        otherFiles.setGame(&other);
        other.setContent(heavy);
        QVERIFY(otherFiles.openReplay(file));
        QVERIFY2(other.notice().startsWith(QString("Replayed %1 of %2 actions; action %3 (%4) is no longer legal: ")
                                               .arg(spoken - 1).arg(n).arg(spoken).arg(label)),
                 qPrintable(other.notice()));
        QVERIFY(other.notice().endsWith("The content has changed since the replay was saved."));
        QCOMPARE(other.timeline()->rowCount(), spoken);
    }

    // "Save as scenario…" over random games of every partner: the file passes the runner, its
    // steps are the actions taken, and its set-up is the conversation's start.
    void savedScenarioPasses_data() {
        QTest::addColumn<QString>("npc");
        QTest::addColumn<int>("seed");
        for (const char* npc : {"elena", "sera", "marcus"})
            for (int seed : {1, 7, 23}) QTest::newRow(qPrintable(QString("%1 %2").arg(npc).arg(seed))) << npc << seed;
    }
    void savedScenarioPasses() {
        QFETCH(QString, npc);
        QFETCH(int, seed);
        QTemporaryDir dir;
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start(npc, "", seed));
        play(game, std::uint64_t(seed) * 31 + 5, 40);
        const int n = int(game.history()->position());
        const QString file = dir.filePath("whole.json");
        QVERIFY2(files.saveScenario(QUrl::fromLocalFile(file).toString(), false), qPrintable(game.lastError()));
        QCOMPARE(game.notice(), QString("Saved the conversation as a scenario."));
        const ScenarioResult r = runFile(file);
        QVERIFY2(r.passed, r.message.c_str());
        const auto doc = readJson(file);
        QCOMPARE(QString::fromStdString(doc.value("format", "")), QString("parley-scenario/1"));
        QCOMPARE(QString::fromStdString(doc.value("npc", "")), npc);
        QCOMPARE(doc.value("seed", 0), seed);
        QVERIFY(!doc.contains("content")); // the built-in pack
        int actions = 0;
        for (const auto& step : doc["steps"])
            if (!step.contains("expect")) ++actions;
        QCOMPARE(actions, n);

        // The moment shown as the set-up: no action steps, and it passes too. An ended
        // conversation has no moment left to play from, so the moment is one before its end.
        if (game.phase() == GameController::Phase::Ended) {
            QVERIFY(!files.saveScenario(dir.filePath("ended.json"), true));
            QVERIFY2(game.lastError().contains("over"), qPrintable(game.lastError()));
            QVERIFY(!QFile::exists(dir.filePath("ended.json")));
            QVERIFY(game.undo());
        }
        const QString moment = dir.filePath("moment.json");
        QVERIFY2(files.saveScenario(moment, true), qPrintable(game.lastError()));
        const ScenarioResult m = runFile(moment);
        QVERIFY2(m.passed, m.message.c_str());
        // Its steps are the actions from its set-up to the moment shown: none when the moment
        // could be written as a set-up, else the notice says how many actions earlier it starts.
        const auto momentDoc = readJson(moment);
        int momentActions = 0;
        for (const auto& step : momentDoc.value("steps", nlohmann::ordered_json::array()))
            if (!step.contains("expect")) ++momentActions;
        if (momentActions == 0) {
            QCOMPARE(game.notice(), QString("Saved the conversation as a scenario."));
            QVERIFY(momentDoc["setup"].contains("hand")); // the moment, written out as zones
        } else {
            QVERIFY2(game.notice().contains(momentActions == 1 ? QString("starts 1 action earlier")
                                                               : QString("starts %1 actions earlier").arg(momentActions)),
                     qPrintable(game.notice()));
        }
    }

    // A tester edits an expected value of a saved scenario: it fails, and says where.
    void editedExpectationFails() {
        QTemporaryDir dir;
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("sera", "", 5));
        play(game, 5, 12);
        const QString file = dir.filePath("game.json");
        QVERIFY(files.saveScenario(file, false));
        auto doc = readJson(file);
        QVERIFY(doc.contains("expect") && doc["expect"].contains("patience"));
        doc["expect"]["patience"] = doc["expect"]["patience"].get<int>() + 1;
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(doc.dump(2)));
        f.close();
        const ScenarioResult r = runFile(file);
        QVERIFY(!r.passed);
        QVERIFY2(QString::fromStdString(r.message).contains("patience"), r.message.c_str());
    }

    // Undone actions are not part of what is saved: the file ends at the moment shown.
    void savesUpToTheMomentShown() {
        QTemporaryDir dir;
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(game.start("elena", "", 9));
        play(game, 9, 10);
        if (game.history()->position() < 4) QSKIP("the game ended early");
        QVERIFY(game.seek(3));
        const QString file = dir.filePath("three.json");
        QVERIFY(files.saveScenario(file, false));
        const auto doc = readJson(file); // kept: a range-for over a temporary's member dangles
        int actions = 0;
        for (const auto& step : doc["steps"])
            if (!step.contains("expect")) ++actions;
        QCOMPARE(actions, 3);
        const ScenarioResult r = runFile(file);
        QVERIFY2(r.passed, r.message.c_str());
        // The timeline keeps its redo tail.
        QVERIFY(game.history()->size() > 3);
    }

    // A conversation on a pack opened from disk: the file names the pack relative to itself,
    // layered on the built-in pack, and passes.
    void savedScenarioOfAnAddOnPack() {
        QTemporaryDir dir;
        Diagnostics diags;
        ContentLoader loader;
        loader.addBuiltin();
        const QString pack = QStringLiteral(PARLEY_SOURCE_DIR "/tests/fixtures/addon_pack");
        QVERIFY(loader.addPath(QFile::encodeName(pack).toStdString(), diags));
        auto content = loader.load(diags);
        QVERIFY(content);
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        files.setContentPaths({pack});
        game.setContent(content);
        QVERIFY(game.start("tomas", "", 4));
        play(game, 4, 15);
        const QString file = dir.filePath("tomas.json");
        QVERIFY2(files.saveScenario(file, false), qPrintable(game.lastError()));
        const auto doc = readJson(file);
        QCOMPARE(QString::fromStdString(doc.value("contentMode", "")), QString("addOn"));
        QVERIFY(doc["content"].is_array() && doc["content"].size() == 1);
        const ScenarioResult r = runFile(file);
        QVERIFY2(r.passed, r.message.c_str());
    }

    // An unwritable place: a message, the game untouched; a scenario set-up has no start to save.
    void scenarioSaveRefusals() {
        GameController game;
        ConversationFiles files;
        files.setGame(&game);
        QVERIFY(!files.canSave());
        QVERIFY(!files.saveScenario("/tmp/never.json", false));
        QVERIFY(game.start("sera", "", 42));
        QVERIFY(files.canSave());
        QVERIFY(listenOrAnswer(game));
        const QString before = screen(game);
        QVERIFY(!files.saveScenario("/proc/parley-no-such-place/game.json", true));
        QVERIFY2(game.lastError().startsWith("The scenario was not saved."), qPrintable(game.lastError()));
        QCOMPARE(screen(game), before);

        QSignalSpy canSave(&files, &ConversationFiles::canSaveChanged);
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        QCOMPARE(canSave.count(), 1);
        QVERIFY(!files.canSave());
        QVERIFY(!files.saveScenario("/tmp/never.json", false));
        QVERIFY(game.lastError().contains("can be saved as a scenario"));
        QVERIFY(!QFile::exists("/tmp/never.json"));
    }
};

QTEST_MAIN(TestClientFiles)
#include "tst_client_files.moc"
