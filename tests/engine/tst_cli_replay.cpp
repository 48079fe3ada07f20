// parley-cli play --save-replay and parley-cli replay: the file written, the log played back, and
// the exit codes (0 faithful, 1 diverges, 2 unreadable input or bad arguments).
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestCliReplay : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString replay_;
    QString playOut_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        replay_ = dir_.filePath("game.replay.json");
        const Run r = cli({"play", "--npc", "marcus", "--seed", "8", "--policy", "random", "--save-replay", replay_});
        QCOMPARE(r.code, 0);
        playOut_ = r.out;
        QVERIFY(QFileInfo::exists(replay_));
        // No temporary file is left beside it.
        QCOMPARE(QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void savedReplayIsParleyReplay() {
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(replay_));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QCOMPARE(o["format"].toString(), QString("parley-replay/1"));
        QCOMPARE(o["npc"].toString(), QString("marcus"));
        QCOMPARE(o["seed"].toInt(), 8);
        QVERIFY(!o["content"].toObject()["hash"].toString().isEmpty());
        QVERIFY(o["actions"].toArray().size() > 0);
        QCOMPARE(o["final"].toObject()["actions"].toInt(), o["actions"].toArray().size());
    }

    void replayIsFaithful() {
        const Run r = cli({"replay", replay_});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Faithful: replayed"), qPrintable(r.out));
        QVERIFY(r.out.contains("State at the end:"));
        // The same events in words as play printed, and the same outcome line.
        QString outcome;
        for (const QString& line : playOut_.split('\n'))
            if (line.startsWith("Outcome: ")) outcome = line;
        QVERIFY2(!outcome.isEmpty(), qPrintable(playOut_));
        QVERIFY2(r.out.contains(outcome), qPrintable(r.out));
        for (const QString& line : playOut_.split('\n'))
            if (line.startsWith("  You draw") || line.startsWith("  Comfort")) QVERIFY2(r.out.contains(line), qPrintable(line));
    }

    void toNStopsThere() {
        const Run all = cli({"replay", replay_, "--json"});
        QCOMPARE(all.code, 0);
        const QJsonObject whole = QJsonDocument::fromJson(all.out.toUtf8()).object();
        QVERIFY(whole["faithful"].toBool());
        QCOMPARE(whole["endState"].toString(), QString("same"));
        const int total = whole["total"].toInt();
        QVERIFY(total > 2);
        QCOMPARE(whole["state"].toObject()["position"].toInt(), total);
        QCOMPARE(whole["log"].toArray().size(), total + 1);

        const Run two = cli({"replay", replay_, "--to", "2", "--json"});
        QCOMPARE(two.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(two.out.toUtf8()).object();
        QCOMPARE(o["state"].toObject()["position"].toInt(), 2);
        QCOMPARE(o["log"].toArray().size(), 3); // the start and two actions
        QVERIFY(o["state"].toObject()["stateHash"].toString() != whole["state"].toObject()["stateHash"].toString());
        QCOMPARE(o["state"].toObject()["turn"].toInt() <= 3, true);

        const Run text = cli({"replay", replay_, "--to", "0"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("State after 0 of"));
        QVERIFY(!text.out.contains("\n1. "));
    }

    // A replay whose first successful roll was recorded as a failure (as if the content had
    // changed the odds) diverges there: exit 1, with where and why.
    void divergesWhereTheOutcomeDiffers() {
        QJsonObject doc = QJsonDocument::fromJson(readAll(replay_)).object();
        QJsonArray actions = doc["actions"].toArray();
        int expected = 0;
        for (int i = 0; i < actions.size() && !expected; ++i)
            if (actions[i].toObject()["outcome"].toString() == "success") expected = i + 1;
        QVERIFY2(expected, "the game has no successful roll");
        QJsonObject changed = actions[expected - 1].toObject();
        changed["outcome"] = "failure";
        actions[expected - 1] = changed;
        doc["actions"] = actions;
        QTemporaryDir tmp;
        const QString edited = tmp.filePath("edited.json");
        writeFile(edited, QJsonDocument(doc).toJson());

        const Run r = cli({"replay", edited, "--json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(!o["faithful"].toBool());
        QCOMPARE(o["divergence"].toObject()["action"].toInt(), expected);
        QCOMPARE(o["divergence"].toObject()["kind"].toString(), QString("outcomeDiffers"));
        QCOMPARE(o["divergence"].toObject()["label"].toString(), changed["label"].toString());
        QCOMPARE(o["replayed"].toInt(), expected - 1);
        QCOMPARE(o["state"].toObject()["position"].toInt(), expected - 1);

        const Run text = cli({"replay", edited});
        QCOMPARE(text.code, 1);
        QVERIFY2(text.out.contains("Diverges: replayed " + QString::number(expected - 1) + " of " +
                                   QString::number(actions.size()) + " actions; action " + QString::number(expected) +
                                   " (" + changed["label"].toString() + ") has a different outcome: it failed when it "
                                   "was recorded and succeeded now"),
                 qPrintable(text.out));
    }

    // A replay that plays as recorded still says what it ignored (a misspelt field), each kind
    // once with a count, never a line per action.
    void warningsAreShownOnceWithACount() {
        QJsonObject doc = QJsonDocument::fromJson(readAll(replay_)).object();
        QJsonArray actions = doc["actions"].toArray();
        QVERIFY2(actions.size() > 4, "the game is too short");
        for (int i = 0; i < actions.size(); ++i) {
            QJsonObject a = actions[i].toObject();
            a["lable"] = "misspelt";
            actions[i] = a;
        }
        doc["actions"] = actions;
        doc["sead"] = 8;
        QTemporaryDir tmp;
        const QString edited = tmp.filePath("misspelt.json");
        writeFile(edited, QJsonDocument(doc).toJson());
        const Run r = cli({"replay", edited});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Faithful: replayed"), qPrintable(r.out));
        const QStringList lines = r.err.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5); // three of the first kind, one of the second, the count
        for (int i = 0; i < 3; ++i)
            QVERIFY2(lines[i].contains(": warning: /actions/" + QString::number(i) +
                                       "/lable: unknown field 'lable' in an action is ignored"),
                     qPrintable(lines[i]));
        QVERIFY2(lines[3].contains(": warning: /sead: unknown field 'sead' in a replay is ignored"), qPrintable(lines[3]));
        QVERIFY2(lines[4].startsWith(edited + ": warning: and " + QString::number(actions.size() - 3) +
                                     " more like these: unknown field 'lable' in an action is ignored"),
                 qPrintable(lines[4]));
    }

    // Played without the pack it was made on, a replay names the pack and --content.
    void replayWithoutItsPackNamesIt() {
        QTemporaryDir tmp;
        QVERIFY(QDir(tmp.path()).mkpath("tea_party"));
        writeFile(tmp.filePath("tea_party/pack.json"), R"({"cards": [{"id": "sip", "name": "Sip", "weight": 1, "difficulty": "Easy"}],
            "decks": [{"id": "tea_deck", "name": "Tea", "cards": ["sip", "sip", "sip", "sip", "sip", "sip"]}],
            "npcs": [{"id": "guest", "name": "Guest", "patience": 6, "initialState": "Neutral", "deck": "tea_deck"}]})");
        const QString saved = tmp.filePath("tea.replay.json");
        const Run play = cli({"play", "--content", tmp.filePath("tea_party"), "--npc", "guest", "--policy", "random",
                              "--save-replay", saved});
        QVERIFY2(play.code == 0, qPrintable(play.err));
        const Run r = cli({"replay", saved});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("the content has no NPC 'guest' (the content has changed since the replay was saved); "
                                "the replay was made on the pack 'tea_party', which is not loaded: give it with "
                                "--content PATH (the pack's file or folder)"),
                 qPrintable(r.out));
        QCOMPARE(cli({"replay", saved, "--content", tmp.filePath("tea_party")}).code, 0);
    }

    // Same actions, but the state saved at the end is not the one reached: exit 1.
    void divergesWhenTheEndStateDiffers() {
        QByteArray text = readAll(replay_);
        const int at = text.indexOf("\"stateHash\":\"");
        QVERIFY(at > 0);
        text[at + 13] = text[at + 13] == '0' ? '1' : '0';
        QTemporaryDir tmp;
        writeFile(tmp.filePath("r.json"), text);
        const Run r = cli({"replay", tmp.filePath("r.json")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("the state at the end differs from the one saved"), qPrintable(r.out));
    }

    void unreadableInputIsExit2_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << QByteArray("{\"format\": \"parley-replay/1\",") << QString("bad.json:1:");
        QTest::newRow("scenario") << QByteArray("{\"format\": \"parley-scenario/1\"}")
                                  << QString("bad.json:1:12: error: /format: 'format' is 'parley-scenario/1'");
        QTest::newRow("bad action")
            << QByteArray("{\"format\": \"parley-replay/1\", \"seed\": 1, \"npc\": \"elena\",\n"
                          " \"content\": {\"packs\": [], \"hash\": \"\"},\n \"actions\": [{\"kind\": \"dance\"}]}")
            << QString("bad.json:3:23: error: /actions/0/kind: unknown action kind 'dance'");
    }
    void unreadableInputIsExit2() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        writeFile(tmp.filePath("bad.json"), text);
        QProcess p;
        p.setWorkingDirectory(tmp.path());
        p.start(PARLEY_CLI_PATH, {"replay", "bad.json"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.startsWith(message), qPrintable(err));
    }

    void badArgumentsAreExit2() {
        QCOMPARE(cli({"replay"}).code, 2);
        QCOMPARE(cli({"replay", replay_, replay_}).code, 2);
        QCOMPARE(cli({"replay", replay_, "--to", "-1"}).code, 2);
        QCOMPARE(cli({"replay", replay_, "--to", "100000"}).code, 2);
        QCOMPARE(cli({"replay", replay_, "--frobnicate"}).code, 2);
        QCOMPARE(cli({"replay", dir_.filePath("missing.json")}).code, 2);
        QCOMPARE(cli({"replay", dir_.path()}).code, 2);
        const Run help = cli({"replay", "--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("--to"));
        QVERIFY(cli({"--help"}).out.contains("replay FILE"));
    }

    // An unwritable location: a clear error and exit 2, and the play output is still printed.
    void unwritableSaveIsExit2() {
        const QString nowhere = dir_.filePath("no/such/folder/game.json");
        const Run r = cli({"play", "--npc", "marcus", "--seed", "8", "--policy", "random", "--save-replay", nowhere});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot write '" + nowhere + "'"), qPrintable(r.err));
        QCOMPARE(r.out, playOut_);
        const Run folder = cli({"play", "--save-replay", dir_.path()});
        QCOMPARE(folder.code, 2);
        QVERIFY(folder.err.contains("cannot write"));
    }

    // Saving over an existing file replaces it whole.
    void saveReplacesAnExistingFile() {
        const QString path = dir_.filePath("over.json");
        writeFile(path, "old contents");
        QCOMPARE(cli({"play", "--seed", "9", "--save-replay", path}).code, 0);
        QVERIFY(readAll(path).startsWith("{\n  \"format\": \"parley-replay/1\""));
        QCOMPARE(cli({"replay", path}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliReplay)
#include "tst_cli_replay.moc"
