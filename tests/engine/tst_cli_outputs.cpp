// What parley-cli writes never costs the user what they had: an output is never one of the
// command's inputs, never replaces a device, a pipe or a link, and a write that fails (a full
// disk, a full standard output) is an error naming what failed. The devices are made in a
// temporary folder (mknod needs root, as CI has), never the machine's own /dev. Progress goes
// to a terminal only, never into a pipe.
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <fcntl.h>
#include <unistd.h>

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

// parley-cli with `args`; its standard output goes to `stdoutFile` when one is given.
Run cli(const QStringList& args, const QString& stdoutFile = {}) {
    QProcess p;
    if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile);
    p.start(PARLEY_CLI_PATH, args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

void writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

mode_t typeOf(const QString& path) {
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

// A character device like /dev/full (1, 7) or /dev/null (1, 3), made in the test's folder.
// Anyone may write it, as the real ones (mknod applies the umask).
bool makeDevice(const QString& path, unsigned minor) {
    const QByteArray name = QFile::encodeName(path);
    return ::mknod(name.constData(), S_IFCHR | 0666, makedev(1, minor)) == 0 && ::chmod(name.constData(), 0666) == 0;
}

#if defined(__SANITIZE_ADDRESS__)
#define PARLEY_TEST_ASAN 1
#elif defined(__has_feature)
#define PARLEY_TEST_ASAN __has_feature(address_sanitizer)
#else
#define PARLEY_TEST_ASAN 0
#endif

#define SKIP_UNLESS_ROOT()                                                                         \
    if (::geteuid() != 0) QSKIP("making a device node needs root (CI runs as root)")

// A pack whose cards' names a spreadsheet would take for formulas, and whose partner's id is
// longer than a line buffer.
const QString kLongNpc = QString(600, 'n');
QByteArray formulaPack() {
    QByteArray cards, deck;
    const char* names[] = {"=1+2", "+SUM(A1)", "-2+3", "@cmd"};
    for (int i = 0; i < 4; ++i) {
        const QByteArray id = "formula_" + QByteArray::number(i);
        cards += R"({"id": ")" + id + R"(", "name": ")" + names[i] +
                 R"(", "weight": 1, "difficulty": "VeryEasy", "successEffect": {"type": "AddComfort", "value": 1}, "failureEffect": {"type": "AddComfort", "value": -1}},)";
        deck += R"({"card": ")" + id + R"(", "count": 3},)";
    }
    return R"({"packageId": "parley.test.outputs", "content": {"cards": [)" + cards +
           R"({"id": "formula_goal", "name": "Goal", "weight": 4, "difficulty": "Hard", "successEffect": {"type": "EndConversation", "value": "success"}}],
        "npcs": [{"id": ")" + kLongNpc.toUtf8() + R"(", "name": "Long", "patience": 8, "initialState": "Neutral", "deck": "formula_deck"}],
        "decks": [{"id": "formula_deck", "name": "Formulas", "cards": [)" + deck + R"("formula_goal"]}]}})";
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT

    // Each test's own folder, with a pack that loads (the add-on test pack) copied into it.
    std::unique_ptr<QTemporaryDir> folder_;
    QString pack_;

private slots:
    void init() {
        folder_ = std::make_unique<QTemporaryDir>();
        QVERIFY(folder_->isValid());
        pack_ = folder_->filePath("tomas.json");
        QVERIFY(QFile::copy(QString::fromStdString(parley::test::sourcePath("tests/fixtures/addon_pack/tomas.json")), pack_));
    }

    // simulate --csv, play --save-replay and --save-scenario, merge --csv and migrate -o refuse
    // to write over a file they read, by name, through a link or inside a pack folder.
    void outputsNeverReplaceInputs() {
        const QByteArray before = readAll(pack_);
        QVERIFY(QFile::link(pack_, folder_->filePath("link.json")));
        QVERIFY(QDir(folder_->path()).mkpath("folder"));
        QVERIFY(QFile::copy(pack_, folder_->filePath("folder/tomas.json")));
        const QString inFolder = folder_->filePath("folder/tomas.json");
        struct Case {
            QStringList args;
            QString output, input;
        };
        const QList<Case> cases{
            {{"simulate", "--games", "2", "--npc", "tomas", "--content", pack_, "--csv", pack_}, pack_, pack_},
            {{"simulate", "--games", "2", "--npc", "tomas", "--content", pack_, "--csv", folder_->filePath("link.json")},
             folder_->filePath("link.json"), pack_},
            {{"simulate", "--games", "2", "--npc", "tomas", "--content", folder_->filePath("folder"), "--csv", inFolder},
             inFolder, inFolder},
            {{"play", "--npc", "tomas", "--content", pack_, "--save-replay", pack_}, pack_, pack_},
            {{"play", "--npc", "tomas", "--content", pack_, "--save-scenario", folder_->filePath("link.json")},
             folder_->filePath("link.json"), pack_},
            {{"migrate", pack_, "-o", folder_->filePath("link.json")}, folder_->filePath("link.json"), pack_},
        };
        for (const Case& c : cases) {
            const Run r = cli(c.args);
            QVERIFY2(r.code == 2, qPrintable(c.args.join(' ') + " exited " + QString::number(r.code) + "\n" + r.err));
            QVERIFY2(r.err.contains("'" + c.output + "' would replace '" + c.input + "'"), qPrintable(r.err));
            QCOMPARE(r.err.count('\n'), 1); // one sentence
            QCOMPARE(readAll(pack_), before);
            QCOMPARE(readAll(inFolder), before);
            QCOMPARE(typeOf(folder_->filePath("link.json")), mode_t(S_IFLNK));
        }
        // merge's inputs are its shards.
        const QString a = folder_->filePath("a.json"), b = folder_->filePath("b.json");
        writeFile(a, cli({"simulate", "--games", "4", "--shard", "1/2", "--json"}).out.toUtf8());
        writeFile(b, cli({"simulate", "--games", "4", "--shard", "2/2", "--json"}).out.toUtf8());
        const QByteArray shard = readAll(b);
        const Run r = cli({"merge", a, b, "--csv", b});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("would replace '" + b + "'"), qPrintable(r.err));
        QCOMPARE(readAll(b), shard);
        // The same file for both of play's outputs would keep only one of them.
        const Run both = cli({"play", "--save-replay", folder_->filePath("x.json"), "--save-scenario",
                              folder_->filePath("./x.json")});
        QCOMPARE(both.code, 2);
        QVERIFY2(both.err.contains("name the same file"), qPrintable(both.err));
        QVERIFY(!QFile::exists(folder_->filePath("x.json")));
    }

    void emptyOutputIsAUsageError() {
        for (const QStringList& args : {QStringList{"migrate", pack_, "-o", ""},
                                        QStringList{"simulate", "--games", "2", "--csv", ""},
                                        QStringList{"play", "--save-replay", ""}}) {
            const Run r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + "\n" + r.err));
            QVERIFY2(r.err.contains("needs a file name"), qPrintable(r.err));
        }
    }

    // A FIFO another program reads is written through: it stays a FIFO, and the reader gets all.
    void aPipeIsWrittenThrough() {
        const QString fifo = folder_->filePath("cards.fifo");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        const Run r = cli({"simulate", "--games", "3", "--csv", fifo});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
        char buf[65536];
        const ssize_t n = ::read(reader, buf, sizeof buf);
        ::close(reader);
        QVERIFY(n > 0);
        QVERIFY(QByteArray(buf, int(n)).startsWith("policy,card,name,"));
        QCOMPARE(QDir(folder_->path()).entryList(QDir::Files | QDir::System | QDir::Hidden).size(), 2); // no file beside it
    }

    // A device is written through, never replaced: a full one is an error naming it and why.
    void aDeviceIsWrittenThrough() {
        SKIP_UNLESS_ROOT();
        const QString full = folder_->filePath("full"), null = folder_->filePath("null");
        QVERIFY(makeDevice(full, 7) && makeDevice(null, 3));
        const QString replay = folder_->filePath("r.json");
        QVERIFY(cli({"play", "--save-replay", replay}).code == 0);
        const QList<QStringList> writers{
            {"simulate", "--games", "2", "--csv"},
            {"play", "--save-replay"},
            {"play", "--save-scenario"},
            {"migrate", pack_, "-o"},
        };
        for (const QStringList& w : writers) {
            Run r = cli(w + QStringList{full});
            QVERIFY2(r.code != 0, qPrintable(w.join(' ')));
            QVERIFY2(r.err.contains("cannot write '" + full + "': No space left on device"),
                     qPrintable(w.join(' ') + "\n" + r.err));
            QCOMPARE(typeOf(full), mode_t(S_IFCHR));
            r = cli(w + QStringList{null});
            QVERIFY2(r.code == 0, qPrintable(w.join(' ') + "\n" + r.err));
            QCOMPARE(typeOf(null), mode_t(S_IFCHR));
        }
        // As a user who may not make a file in the folder: the device's own error still, not one
        // about a temporary file beside it ("Permission denied").
        QVERIFY(::chmod(QFile::encodeName(folder_->path()).constData(), 0755) == 0);
        QProcess nobody;
        nobody.setChildProcessModifier([] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(99);
        });
        nobody.start(PARLEY_CLI_PATH, {"simulate", "--games", "2", "--csv", full});
        QVERIFY(nobody.waitForFinished(60000));
        const QString why = QString::fromUtf8(nobody.readAllStandardError());
        QCOMPARE(nobody.exitCode(), 2);
        QVERIFY2(why.contains("cannot write '" + full + "': No space left on device"), qPrintable(why));
        // Through a link: the link and the device both stay.
        QVERIFY(QFile::link(full, folder_->filePath("to-full")));
        const Run r = cli({"migrate", pack_, "-o", folder_->filePath("to-full")});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("No space left on device"), qPrintable(r.err));
        QCOMPARE(typeOf(folder_->filePath("to-full")), mode_t(S_IFLNK));
        QCOMPARE(typeOf(full), mode_t(S_IFCHR));
    }

    // A link stays a link: its final target (here through a relative link to a link) is
    // written whole, and nothing else is made or replaced.
    void aLinkKeepsBeingALink() {
        QVERIFY(QDir(folder_->path()).mkpath("out"));
        const QString target = folder_->filePath("out/cards.csv");
        writeFile(target, "old");
        QVERIFY(::symlink("out/cards.csv", QFile::encodeName(folder_->filePath("first")).constData()) == 0);
        QVERIFY(::symlink("first", QFile::encodeName(folder_->filePath("second")).constData()) == 0);
        Run r = cli({"simulate", "--games", "2", "--csv", folder_->filePath("second")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(typeOf(folder_->filePath("second")), mode_t(S_IFLNK));
        QCOMPARE(typeOf(folder_->filePath("first")), mode_t(S_IFLNK));
        QVERIFY(readAll(target).startsWith("policy,card,name,"));
        QCOMPARE(QDir(folder_->filePath("out")).entryList(QDir::Files | QDir::Hidden).size(), 1);
        // A link to a file not there yet: the file is made, the link kept.
        QVERIFY(::symlink("out/new.json", QFile::encodeName(folder_->filePath("dangling")).constData()) == 0);
        r = cli({"play", "--save-replay", folder_->filePath("dangling")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(typeOf(folder_->filePath("dangling")), mode_t(S_IFLNK));
        QVERIFY(readAll(folder_->filePath("out/new.json")).contains("parley-replay/1"));
    }

    // A result that does not reach standard output is no success, in every command that prints.
    void aFullStandardOutputIsAnError() {
        SKIP_UNLESS_ROOT();
        const QString full = folder_->filePath("full");
        QVERIFY(makeDevice(full, 7));
        const QString replay = folder_->filePath("r.json");
        QVERIFY(cli({"play", "--save-replay", replay}).code == 0);
        const QList<QStringList> printers{
            {"simulate", "--games", "2", "--json"}, {"simulate", "--games", "2"},
            {"replay", replay, "--json"},           {"validate", pack_},
            {"migrate", pack_, "-o", "-"},          {"play"},
            {"--help"},
        };
        for (const QStringList& args : printers) {
            const Run r = cli(args, full);
            QVERIFY2(r.code != 0, qPrintable(args.join(' ')));
            QVERIFY2(r.err.contains("cannot write to standard output: No space left on device"),
                     qPrintable(args.join(' ') + "\n" + r.err));
        }
    }

    // A shard may claim any number of shards: merge sizes nothing by it (it took 16 GiB).
    void mergeSizesNothingByAShardsCount() {
        auto j = nlohmann::ordered_json::parse(cli({"simulate", "--games", "1", "--json"}).out.toStdString());
        j["run"]["games"] = 2147483647;
        j["shard"]["count"] = 2147483647;
        const QString shard = folder_->filePath("huge.json");
        writeFile(shard, QByteArray::fromStdString(j.dump()));
        QProcess p;
#if !PARLEY_TEST_ASAN
        // Far below what sizing by the count took, so that a regression fails at once.
        p.setChildProcessModifier([] {
            const rlimit limit{4ULL << 30, 4ULL << 30};
            ::setrlimit(RLIMIT_AS, &limit);
        });
#endif
        p.start(PARLEY_CLI_PATH, {"merge", shard});
        QVERIFY(p.waitForFinished(20000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("cannot merge: shards 2, 3, 4,") && err.contains(", ... of 2147483647 are missing"),
                 qPrintable(err));
    }

    // Card names a spreadsheet would run as formulas are quoted as text.
    void csvCellsAreNotFormulas() {
        const QString pack = folder_->filePath("formulas.json"), csv = folder_->filePath("cards.csv");
        writeFile(pack, formulaPack());
        const Run r = cli({"simulate", "--content", pack, "--npc", kLongNpc, "--games", "20",
                           "--policy", "greedy", "--csv", csv});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray table = readAll(csv);
        for (const char* cell : {R"c(,"'=1+2",)c", R"c(,"'+SUM(A1)",)c", R"c(,"'-2+3",)c", R"c(,"'@cmd",)c"})
            QVERIFY2(table.contains(cell), qPrintable(cell + QString("\n") + table));
    }

    // A header line longer than a line buffer (512 bytes) kept neither its deck, games nor seed.
    void aLongHeaderIsWhole() {
        const QString pack = folder_->filePath("formulas.json");
        writeFile(pack, formulaPack());
        const Run r = cli({"simulate", "--content", pack, "--npc", kLongNpc, "--games", "20", "--policy", "greedy"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith("greedy vs " + kLongNpc + " (deck formula_deck): 20 games, seed 1\n"),
                 qPrintable(r.out.left(700)));
    }

    // Long work counts up on a terminal and prints nothing extra when piped: bench --history
    // (37 s at its largest) with standard error on a pseudo-terminal, then on a pipe.
    void benchShowsProgressOnATerminalOnly() {
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        QVERIFY(master >= 0 && ::grantpt(master) == 0 && ::unlockpt(master) == 0);
        QProcess p;
        p.setStandardErrorFile(QString::fromLocal8Bit(::ptsname(master)));
        p.start(PARLEY_CLI_PATH, {"bench", "--history", "--actions", "300"});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QByteArray shown;
        ::fcntl(master, F_SETFL, O_NONBLOCK);
        char buf[4096];
        for (ssize_t n; (n = ::read(master, buf, sizeof buf)) > 0;) shown.append(buf, n);
        ::close(master);
        QVERIFY2(shown.contains("bench --history: positions measured: ") && shown.contains(" (100%)"),
                 shown.constData());
        QVERIFY2(shown.endsWith("\r\033[K"), "the progress line is not cleared at the end");
        const Run piped = cli({"bench", "--history", "--actions", "300"});
        QCOMPARE(piped.code, 0);
        QCOMPARE(piped.err, QString());
    }
};

QTEST_APPLESS_MAIN(TestCliOutputs)
#include "tst_cli_outputs.moc"
