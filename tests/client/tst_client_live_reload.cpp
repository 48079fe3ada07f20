// The real window, live: `parley --content DIR --npc tomas` runs (under Xvfb, see CMakeLists),
// and this test edits, breaks, fixes and deletes the pack's file while it plays. The test-only
// option --reload-shots makes the window write a screenshot and print a line after each reload,
// so the test can tell that what reached the screen changed, and that the app never fell over.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString addonFile = QStringLiteral(PARLEY_SOURCE_DIR "/tests/fixtures/addon_pack/tomas.json");
constexpr int kWaitMs = 60000;

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestClientLiveReload : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QProcess parley_;
    QString output_;

    // Waits for the window's line about reload `n` and returns it.
    QString waitForReload(int n) {
        const QRegularExpression line(QStringLiteral("^reload %1: (.*)$").arg(n),
                                      QRegularExpression::MultilineOption);
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < kWaitMs) {
            const auto m = line.match(output_);
            if (m.hasMatch()) return m.captured(1);
            if (parley_.state() != QProcess::Running) return QStringLiteral("<exited>");
            parley_.waitForReadyRead(200);
            output_ += QString::fromLocal8Bit(parley_.readAllStandardOutput());
        }
        return QStringLiteral("<timeout>");
    }

    QImage shot(int n) {
        return QImage(dir_.filePath(QStringLiteral("shots/reload-%1.png").arg(n)));
    }

private slots:
    void cleanupTestCase() {
        if (parley_.state() == QProcess::Running) {
            parley_.kill();
            parley_.waitForFinished();
        }
    }

    void editsReachTheWindow() {
        QVERIFY(dir_.isValid());
        const QString pack = dir_.filePath("tomas_pack");
        QVERIFY(QDir().mkpath(pack));
        QVERIFY(QDir().mkpath(dir_.filePath("shots")));
        const QString file = pack + "/tomas.json";
        QVERIFY(QFile::copy(addonFile, file));
        QFile original(addonFile);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray good = original.readAll();

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", dir_.filePath("config"));
        env.insert("XDG_DATA_HOME", dir_.filePath("data"));
        if (!env.contains("QT_QPA_PLATFORM") || env.value("QT_QPA_PLATFORM") == "offscreen")
            env.insert("QT_QPA_PLATFORM", env.contains("DISPLAY") ? "xcb" : "offscreen");
        parley_.setProcessEnvironment(env);
        parley_.setProcessChannelMode(QProcess::SeparateChannels);
        parley_.start(PARLEY_APP, {"--content", pack, "--npc", "tomas", "--seed", "5", "--size",
                                   "1024x640", "--reload-shots", dir_.filePath("shots")});
        QVERIFY(parley_.waitForStarted());
        QCOMPARE(waitForReload(0), QString("shown"));
        const QImage before = shot(0);
        QVERIFY(!before.isNull());

        // A new name for the partner: the reload replays the opening and the window shows it.
        QByteArray renamed = good;
        renamed.replace("\"name\": \"Tomas\"", "\"name\": \"Tomasz the Elder\"");
        writeAll(file, renamed);
        const QString first = waitForReload(1);
        QVERIFY2(first.contains("Replayed") || first.contains("replayed"), qPrintable(first));
        const QImage afterEdit = shot(1);
        QVERIFY(!afterEdit.isNull());
        QVERIFY2(afterEdit != before, "the window looks the same after the edit");

        // Broken: the window says so (the error panel), and the app keeps running.
        QByteArray broken = renamed;
        broken.replace("\"weight\": 4,", "\"weight\": 4");
        writeAll(file, broken);
        const QString second = waitForReload(2);
        QVERIFY2(second.startsWith("failed: "), qPrintable(second));
        QVERIFY2(shot(2) != afterEdit, "the error panel did not show");

        // Fixed: reloaded again.
        writeAll(file, good);
        const QString third = waitForReload(3);
        QVERIFY2(!third.startsWith("failed") && !third.startsWith("<"), qPrintable(third));

        // Deleted while open: a message, no crash.
        QVERIFY(QDir(pack).removeRecursively());
        const QString fourth = waitForReload(4);
        QVERIFY2(fourth.startsWith("failed: ") && fourth.contains("gone"), qPrintable(fourth));
        QTest::qWait(500);
        QCOMPARE(parley_.state(), QProcess::Running);
        const QString err = QString::fromLocal8Bit(parley_.readAllStandardError());
        QVERIFY2(!err.contains("TypeError") && !err.contains("ReferenceError"), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestClientLiveReload)
#include "tst_client_live_reload.moc"
