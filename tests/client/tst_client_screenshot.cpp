// Screenshot mode writes its PNG whole or not at all: a write that fails half-way keeps the file
// that was there, and a failure says which file and why.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// What the old file holds: not a PNG, and larger than the limit below (only new writes count).
const QByteArray oldPicture(64 * 1024, 'o');

struct Run {
    QProcess::ExitStatus status;
    int code;
    QString err;
};

// Runs `parley --screenshot path` with its settings in `config`. `fileLimit` (0: none) makes any
// write past that size fail, as on a full disk. (SIGXFSZ is ignored: killing the process, as a
// crash would, happens long before the picture, when Qt's QML engine sizes a 4 MiB memfd.)
Run screenshot(const QString& path, const QString& config, rlim_t fileLimit = 0) {
    QProcess parley;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_CONFIG_HOME", config);
    env.insert("QT_QPA_PLATFORM", "offscreen");
    parley.setProcessEnvironment(env);
    parley.setChildProcessModifier([fileLimit] {
        if (fileLimit > 0) {
            const rlimit limit{fileLimit, fileLimit};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        }
        ::signal(SIGXFSZ, SIG_IGN);
    });
    parley.start(PARLEY_APP, {"--screenshot", path, "--scenario",
                              PARLEY_CLIENT_FIXTURES "/goal_in_hand.json", "--size", "1024x640"});
    if (!parley.waitForFinished(60000)) {
        parley.kill();
        parley.waitForFinished();
    }
    return {parley.exitStatus(), parley.exitCode(),
            QString::fromLocal8Bit(parley.readAllStandardError())};
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestClientScreenshot : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void writesAWholePng() {
        const QString path = dir_.filePath("whole.png");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(oldPicture);
        old.close();
        const Run run = screenshot(path, dir_.filePath("config"));
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY(contents(path).startsWith("\x89PNG\r\n\x1a\n"));
    }

    void failedWriteKeepsTheOldFile() {
        const QString path = dir_.filePath("full.png");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(oldPicture);
        old.close();
        const Run run = screenshot(path, dir_.filePath("config"), 4096);
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY(run.code != 0);
        QVERIFY2(contents(path) == oldPicture, "the old file was overwritten");
        QVERIFY2(
            run.err.contains("could not write the screenshot to '" + path + "': File too large"),
            qPrintable(run.err));
        QCOMPARE(QDir(dir_.path()).entryList({"full.png*"}),
                 QStringList{"full.png"}); // no leftovers
    }

    // A named pipe (like a device) is written through, never replaced by a plain file; a link
    // is kept and its target written.
    void pipesAndLinksAreKept() {
        const QString pipe = dir_.filePath("pipe.png");
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        // A reader that does not wait, drained while `parley` runs (a picture fills the pipe).
        const int reader = ::open(QFile::encodeName(pipe).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        QProcess parley;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", dir_.filePath("config"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        parley.setProcessEnvironment(env);
        parley.start(PARLEY_APP, {"--screenshot", pipe, "--scenario",
                                  PARLEY_CLIENT_FIXTURES "/goal_in_hand.json", "--size", "1024x640"});
        QByteArray through;
        QElapsedTimer timer;
        timer.start();
        while (!parley.waitForFinished(20) && timer.elapsed() < 60000) {
            char buf[65536];
            for (ssize_t n; (n = ::read(reader, buf, sizeof buf)) > 0;) through.append(buf, n);
        }
        char buf[65536];
        for (ssize_t n; (n = ::read(reader, buf, sizeof buf)) > 0;) through.append(buf, n);
        ::close(reader);
        if (parley.state() != QProcess::NotRunning) {
            parley.kill();
            parley.waitForFinished();
        }
        QVERIFY2(parley.exitCode() == 0, parley.readAllStandardError().constData());
        QVERIFY2(!QFileInfo(pipe).isFile(), "the pipe was replaced by a file");
        QVERIFY(through.startsWith("\x89PNG\r\n\x1a\n"));

        const QString target = dir_.filePath("target.png"), link = dir_.filePath("link.png");
        QVERIFY(QFile::link(target, link));
        const Run run = screenshot(link, dir_.filePath("config"));
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(contents(target).startsWith("\x89PNG\r\n\x1a\n"));
    }

    void failureNamesTheFileAndWhy() {
        const QString path = dir_.filePath("no/such/folder/shot.png");
        const Run run = screenshot(path, dir_.filePath("config"));
        QCOMPARE(run.status, QProcess::NormalExit);
        QVERIFY(run.code != 0);
        QVERIFY2(QRegularExpression("could not write the screenshot to '" +
                                    QRegularExpression::escape(path) + "': \\S.*")
                     .match(run.err)
                     .hasMatch(),
                 qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestClientScreenshot)
#include "tst_client_screenshot.moc"
