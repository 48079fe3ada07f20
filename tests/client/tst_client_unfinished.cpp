// The player's unfinished conversations (ConversationFiles with UnfinishedStore and
// UnfinishedModel): saved after every action, offered on the start screen, and never destroyed
// before the player finishes or discards them, whatever the window is started with: the same pack
// again, an edited or broken pack, no pack, a replay, another partner. Each case starts the
// window's file logic as the window does and checks that the file is still there, byte for byte.
#include "history_test_support.h"

#include "conversation_files.h"
#include "pack_session.h"
#include "unfinished_store.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <sys/stat.h>

using namespace parley::client::test;

namespace {

const QString addonFile = QStringLiteral(PARLEY_SOURCE_DIR "/tests/fixtures/addon_pack/tomas.json");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    f.write(bytes);
}

// Every file under the data folder, with its bytes: what "nothing was lost" is checked against.
QMap<QString, QByteArray> everySavedFile() {
    QMap<QString, QByteArray> files;
    const QString root = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files[path] = readAll(path);
    }
    return files;
}

void clearSaved() {
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

// The window as Main.qml wires it: a game, its packs and its files, the autosave on.
struct Window {
    GameController game;
    PackSession packs;
    ConversationFiles files;
    explicit Window(const QStringList& content = {}) {
        packs.setGame(&game);
        files.setGame(&game);
        // As in Main.qml: the files follow the packs' paths, which change before the packs
        // load, and the autosave is on before the packs of the command line are opened.
        QObject::connect(&packs, &PackSession::pathsChanged, &files,
                         [this] { files.setContentPaths(packs.paths()); });
        files.setAutosaveEnabled(true);
        if (!content.isEmpty()) packs.open(content);
    }
    UnfinishedModel& list() { return *files.unfinished(); }
    QString note(int row) {
        return list().data(list().index(row), UnfinishedModel::NoteRole).toString();
    }
    QString text(int row) {
        return list().data(list().index(row), UnfinishedModel::TextRole).toString();
    }
};

} // namespace

class TestClientUnfinished : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> dir_;
    QString pack_;

    // A conversation with Tomas (of the add-on pack) left two actions in: its file.
    QMap<QString, QByteArray> leaveTomasUnfinished(const QStringList& content) {
        Window w(content);
        [&] {
            QVERIFY(w.game.start("tomas", "", 11));
            QVERIFY(w.game.listen());
            QVERIFY(w.game.listen());
            QCOMPARE(w.game.phase(), GameController::Phase::Playing);
        }();
        // The window goes away as a killed one would: no goodbye.
        return everySavedFile();
    }

private slots:
    void initTestCase() { useScratchSettings("tst_client_unfinished"); }

    void init() {
        clearSaved();
        dir_ = std::make_unique<QTemporaryDir>();
        pack_ = dir_->filePath("tomas_pack");
        QVERIFY(QDir().mkpath(pack_));
        QVERIFY(QFile::copy(addonFile, pack_ + "/tomas.json"));
        QFile::setPermissions(pack_ + "/tomas.json", QFile::ReadOwner | QFile::WriteOwner);
    }

    // After every action the conversation is saved; the next start offers it, and resuming it
    // gives the same state, saved on in the same file.
    void resumesTheSameState() {
        QString saved;
        int n = 0;
        {
            Window w;
            QCOMPARE(w.list().rowCount(), 0);
            QVERIFY(w.game.start("marcus", "", 11));
            QCOMPARE(everySavedFile().size(), 1);
            play(w.game, 11, 9);
            n = w.game.timeline()->currentIndex();
            if (w.game.phase() != GameController::Phase::Playing) QSKIP("the game ended");
            saved = screen(w.game);
        }
        const auto before = everySavedFile();
        Window next;
        QCOMPARE(next.list().rowCount(), 1);
        QVERIFY(next.list().canResume(0));
        QVERIFY2(next.text(0).contains(QString::number(n)) && next.text(0).contains("Marcus"),
                 qPrintable(next.text(0)));
        // In English as the window starts it (its file holds the plural forms): "9 actions".
        LanguageController english;
        english.setLanguage("en");
        QVERIFY2(next.text(0).contains(QString("%1 actions taken").arg(n)), qPrintable(next.text(0)));
        QCOMPARE(next.note(0), QString());
        QVERIFY(next.files.resume(0));
        QCOMPARE(screen(next.game), saved);
        QCOMPARE(next.game.timeline()->rowCount(), n + 1);
        QVERIFY(listenOrAnswer(next.game));
        // Saved on in its own file: still one.
        QCOMPARE(everySavedFile().keys(), before.keys());
        // Left for the start screen, it is offered again; discarded, it is gone.
        next.game.leave();
        QCOMPARE(next.list().rowCount(), 1);
        QVERIFY(next.files.discard(0));
        QCOMPARE(next.list().rowCount(), 0);
        QVERIFY(everySavedFile().isEmpty());
    }

    // Issue 32, case 1: the same, unchanged pack given again. The list is judged before the
    // pack loads (as the window does), and again once it has: resumable, and never deleted.
    void samePackAgainResumes() {
        const auto before = leaveTomasUnfinished({pack_});
        QCOMPARE(before.size(), 1);
        Window w({pack_});
        QCOMPARE(everySavedFile(), before);
        QCOMPARE(w.list().rowCount(), 1);
        QVERIFY2(w.list().canResume(0), qPrintable(w.note(0)));
        QCOMPARE(w.note(0), QString());
        QVERIFY(w.files.resume(0));
        QCOMPARE(w.game.history()->size(), std::size_t(2));
    }

    // Case 2: the pack was edited while the window was closed: still offered, and it resumes
    // as far as its actions still mean the same.
    void editedPackStillResumes() {
        const auto before = leaveTomasUnfinished({pack_});
        QByteArray text = readAll(pack_ + "/tomas.json");
        text.replace("\"Tomas\"", "\"Tomas the Ferryman\"");
        writeAll(pack_ + "/tomas.json", text);
        Window w({pack_});
        QCOMPARE(everySavedFile(), before);
        QCOMPARE(w.list().rowCount(), 1);
        QVERIFY(w.list().canResume(0));
        QVERIFY2(w.note(0).contains("changed"), qPrintable(w.note(0)));
        QVERIFY(w.files.resume(0));
    }

    // Case 3: the pack has a syntax error at start: offered with what it needs, kept.
    void brokenPackKeepsIt() {
        const auto before = leaveTomasUnfinished({pack_});
        writeAll(pack_ + "/tomas.json", "{ \"cards\": [ ");
        Window w({pack_});
        QVERIFY(!w.packs.playable());
        QCOMPARE(everySavedFile(), before);
        QCOMPARE(w.list().rowCount(), 1);
        QVERIFY(!w.list().canResume(0));
        QVERIFY2(w.note(0).contains("tomas_pack") && w.note(0).contains("does not load"),
                 qPrintable(w.note(0)));
        QVERIFY(!w.files.resume(0));
        QCOMPARE(everySavedFile(), before);
    }

    // Case 4: started once without the pack, then with it again: offered with the pack it
    // needs, then resumed.
    void withoutThePackItWaits() {
        const auto before = leaveTomasUnfinished({pack_});
        {
            Window w;
            QCOMPARE(w.list().rowCount(), 1);
            QVERIFY(!w.list().canResume(0));
            QVERIFY2(w.note(0).contains("tomas_pack") && w.note(0).contains("open"),
                     qPrintable(w.note(0)));
            // The partner is not in the content: the text names no id.
            QVERIFY2(!w.text(0).contains("tomas"), qPrintable(w.text(0)));
            // Opening the pack from the start screen makes it resumable.
            QVERIFY(w.packs.open({pack_}));
            QVERIFY2(w.list().canResume(0), qPrintable(w.note(0)));
        }
        QCOMPARE(everySavedFile(), before);
        Window again({pack_});
        QVERIFY(again.files.resume(0));
    }

    // Case 5: a conversation of the built-in pack while a pack is open, and one whose partner
    // the content lacks: kept and offered with what they need.
    void otherContentIsKept() {
        {
            Window w;
            QVERIFY(w.game.start("elena", "", 3));
        }
        {
            Window w({pack_});
            QCOMPARE(w.list().rowCount(), 1);
            QVERIFY(!w.list().canResume(0));
            QVERIFY2(w.note(0).contains("built-in"), qPrintable(w.note(0)));
        }
        const auto before = everySavedFile();
        QCOMPARE(before.size(), 1);
        // The same content but for the partner: a replay naming one the content does not have.
        QByteArray text = before.first();
        text.replace("\"npc\": \"elena\"", "\"npc\": \"nobody\"");
        writeAll(before.firstKey(), text);
        const auto edited = everySavedFile();
        Window w;
        QCOMPARE(w.list().rowCount(), 1);
        QVERIFY(!w.list().canResume(0));
        QVERIFY(!w.files.resume(0));
        QCOMPARE(everySavedFile(), edited);
    }

    // Cases 6 and 7: a replay opened, finished or at step 1, saves nothing over the unfinished
    // conversation, which the start screen still offers; played on, the replay is saved beside.
    void replayOpensBeside_data() {
        QTest::addColumn<int>("step");
        QTest::newRow("finished") << -1;
        QTest::newRow("step 1") << 1;
    }
    void replayOpensBeside() {
        QFETCH(int, step);
        const QString replay = dir_->filePath("finished.json");
        {
            GameController g;
            ConversationFiles f;
            f.setGame(&g);
            QVERIFY(g.start("sera", "", 5));
            play(g, 5, 400);
            QVERIFY(g.phase() == GameController::Phase::Ended);
            QVERIFY(f.saveReplay(replay));
        }
        const auto before = leaveTomasUnfinished({pack_});
        Window w({pack_});
        QVERIFY(w.files.openReplay(replay, step));
        QCOMPARE(everySavedFile(), before);
        if (step >= 0) {
            QVERIFY(w.game.phase() == GameController::Phase::Playing);
            QVERIFY(listenOrAnswer(w.game));
            QCOMPARE(everySavedFile().size(), 2);
            QCOMPARE(everySavedFile().value(before.firstKey()), before.first());
        }
        w.game.leave();
        QCOMPARE(w.list().rowCount(), step >= 0 ? 2 : 1);
    }

    // Case 8: another partner started (--npc) while one is unfinished: beside it, not over it.
    void anotherPartnerStartsBeside() {
        const auto before = leaveTomasUnfinished({pack_});
        Window w({pack_});
        QVERIFY(w.game.start("elena", "", 2));
        QCOMPARE(everySavedFile().size(), 2);
        QCOMPARE(everySavedFile().value(before.firstKey()), before.first());
        w.game.leave();
        QCOMPARE(w.list().rowCount(), 2);
        // A conversation that ends takes its own file with it, and only its own.
        QVERIFY(w.files.resume(0));
        play(w.game, 2, 400);
        QVERIFY(w.game.phase() == GameController::Phase::Ended);
        QCOMPARE(everySavedFile(), before);
    }

    // Files that cannot be read are set aside under their own names, named in the message
    // (in the player's language), never offered, never a crash. Only a file set aside before
    // under the same name is replaced, and the message says so.
    void unreadableIsSetAside_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("garbage") << QByteArray("\x01\x02not json at all");
        QTest::newRow("truncated")
            << QByteArray("{\"format\": \"parley-replay/1\", \"seed\": 3, \"start\"");
        QTest::newRow("foreign format") << QByteArray("{\"format\": \"parley-scenario/1\"}");
        QTest::newRow("empty") << QByteArray();
    }
    void unreadableIsSetAside() {
        QFETCH(QByteArray, text);
        const QString file = UnfinishedStore::folder() + "/20260101-000000-000.parley-replay.json";
        writeAll(file, text);
        Window w;
        QCOMPARE(w.list().rowCount(), 0);
        const QString kept =
            UnfinishedStore::setAsideFolder() + "/20260101-000000-000.parley-replay.json";
        QCOMPARE(readAll(kept), text);
        QVERIFY(!QFile::exists(file));
        const QString english = w.files.autosaveMessage();
        QVERIFY2(english.contains("could not be read") &&
                     english.contains(QDir::toNativeSeparators(kept)),
                 qPrintable(english));
        QVERIFY(!english.contains("replaces"));
        // The message follows a change of language, like everything the window shows.
        LanguageController lang;
        lang.setLanguage("de");
        w.game.setLocale("de");
        QVERIFY2(w.files.autosaveMessage() != english &&
                     w.files.autosaveMessage().contains(QDir::toNativeSeparators(kept)),
                 qPrintable(w.files.autosaveMessage()));
        lang.setLanguage("en");
        w.game.setLocale("en");
        // A second one of the same name replaces the first, and says so.
        writeAll(file, "second");
        w.files.checkAutosave();
        QCOMPARE(readAll(kept), QByteArray("second"));
        QVERIFY2(w.files.autosaveMessage().contains("replaces"),
                 qPrintable(w.files.autosaveMessage()));
        QVERIFY(w.game.start("sera", "", 1)); // and the game plays on
    }

    // The single autosave of earlier versions is offered too, and a named pipe in the folder is
    // left alone (reading it would wait for ever).
    void earlierAutosaveAndStrangeFiles() {
        {
            Window w;
            QVERIFY(w.game.start("marcus", "", 4));
        }
        const auto saved = everySavedFile();
        QVERIFY(QFile::rename(saved.firstKey(), UnfinishedStore::earlierAutosavePath()));
        const QString fifo = UnfinishedStore::folder() + "/pipe.parley-replay.json";
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        Window w;
        QCOMPARE(w.list().rowCount(), 1);
        QVERIFY(w.list().canResume(0));
        QVERIFY(QFileInfo(fifo).exists());
        QVERIFY(w.files.resume(0));
        QVERIFY(listenOrAnswer(w.game));
        // It is saved on where it was.
        QVERIFY(readAll(UnfinishedStore::earlierAutosavePath()) != saved.first());
    }

    // The file is written through a link to its target (the link stays), and a failure to
    // write names the path and does not stop the game.
    void savingKeepsLinksAndSaysWhy() {
        const QString target = dir_->filePath("elsewhere.json");
        writeAll(target, "old");
        {
            Window w;
            QVERIFY(w.game.start("sera", "", 42));
            const QString file = everySavedFile().firstKey();
            QVERIFY(QFile::remove(file));
            QVERIFY(QFile::link(target, file));
            QVERIFY(listenOrAnswer(w.game));
            QVERIFY(QFileInfo(file).isSymLink());
            QVERIFY(readAll(target).contains("parley-replay/1"));
        }
        {
            // Offered again through its link, and saved on through it.
            Window w;
            QCOMPARE(w.list().rowCount(), 1);
            QVERIFY(w.files.resume(0));
            const QByteArray before = readAll(target);
            QVERIFY(listenOrAnswer(w.game));
            QCOMPARE(w.game.phase(), GameController::Phase::Playing);
            QVERIFY(readAll(target) != before);
        }
        clearSaved();
        // The folder cannot be made: a plain file stands where it should be.
        writeAll(UnfinishedStore::folder(), "in the way");
        Window w;
        QVERIFY(w.game.start("marcus", "", 4));
        QVERIFY2(
            w.files.autosaveMessage().contains(QDir::toNativeSeparators(UnfinishedStore::folder())),
            qPrintable(w.files.autosaveMessage()));
        QVERIFY(listenOrAnswer(w.game));
        QCOMPARE(readAll(UnfinishedStore::folder()), QByteArray("in the way"));
    }

    void cleanupTestCase() { clearSaved(); }
};

QTEST_MAIN(TestClientUnfinished)
#include "tst_client_unfinished.moc"
