// measure_lab_frames: does the window stay smooth while the balance lab runs on every core? It
// opens the game's real window on the balance lab (Main.qml, as `parley --view balance`), keeps
// an animation going so that the window draws every frame it can, runs the lab (the elena
// partner, the random and greedy policies) and records the time between frames from the start of
// the run until a second after its results are shown, the models and charts refilled.
//
//   QT_QPA_PLATFORM=offscreen build/tests/client/measure_lab_frames [--games N] [--threads N]
//
// It prints the longest frame interval (the target is 20 ms) with the median and the 99th
// percentile; it checks nothing about the time (a test of time on a shared machine would only be
// flaky), but fails when the run does not finish or the window draws no frames.
#include "balance_lab.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QThread>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>
#include <cstdio>
#include <vector>

Q_IMPORT_QML_PLUGIN(Parley_ClientPlugin)

using namespace parley::client;

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")) // as the game draws
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName("ParleyMeasure");
    QCommandLineParser p;
    p.setApplicationDescription(
        "The longest frame interval of the window while the balance lab runs.");
    p.addHelpOption();
    p.addOption({"games", "Games per policy (default 200000).", "N", "200000"});
    p.addOption({"threads", "Threads for the run (default: every core).", "N"});
    p.process(app);
    const int games = std::max(1, p.value("games").toInt());

    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{"startView", QStringLiteral("balance")},
                                 {"forcedSize", QSize(1280, 800)},
                                 {"autosave", false},
                                 {"languageOverride", QStringLiteral("en")}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Parley/Client/Main.qml")));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    auto* lab = window ? window->property("lab").value<BalanceLab*>() : nullptr;
    if (!lab) {
        std::fprintf(stderr, "measure_lab_frames: the window or its lab did not load\n");
        return 1;
    }
    if (p.isSet("threads")) lab->setThreads(p.value("threads").toInt());

    // Something that moves on the window's thread, so that every frame is drawn and a frame the
    // thread is too busy for shows as a long interval.
    QQmlComponent spinner(&engine);
    spinner.setData("import QtQuick\nRectangle { width: 40; height: 40; color: 'orange'; "
                    "NumberAnimation on rotation { from: 0; to: 360; duration: 1000; "
                    "loops: Animation.Infinite } }",
                    QUrl());
    auto* spin = qobject_cast<QQuickItem*>(spinner.create());
    if (!spin) {
        std::fprintf(stderr, "measure_lab_frames: %s\n", qPrintable(spinner.errorString()));
        return 1;
    }
    spin->setParentItem(window->contentItem());
    spin->setParent(window->contentItem()); // owned, so it goes with the window

    QElapsedTimer clock;
    clock.start();
    std::vector<double> intervals;
    qint64 last = -1, endedAt = -1;
    double longestRunning = 0, longestAfter = 0; // during the run; once it ended (the results)
    bool recording = false;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            if (recording && last >= 0) {
                const double ms = double(now - last) / 1e6;
                intervals.push_back(ms);
                double& longest = endedAt >= 0 ? longestAfter : longestRunning;
                longest = std::max(longest, ms);
            }
            last = now;
        },
        Qt::DirectConnection);

    // Let the window settle (first frames, the screen made), then run.
    QEventLoop settle;
    QTimer::singleShot(1000, &settle, &QEventLoop::quit);
    settle.exec();
    recording = true;
    last = -1;
    QEventLoop done;
    QObject::connect(lab, &BalanceLab::ended, &done, [&] {
        endedAt = clock.nsecsElapsed();
        QTimer::singleShot(1000, &done, &QEventLoop::quit); // the results drawn, then a second
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &done, &QEventLoop::quit);
    timeout.start(600000);
    if (!lab->run({"elena"}, QString(), {"random", "greedy"}, games, 1)) {
        std::fprintf(stderr, "measure_lab_frames: the run did not start: %s\n",
                     qPrintable(lab->statusText()));
        return 1;
    }
    done.exec();
    recording = false;
    if (lab->status() != BalanceLab::Status::Finished || intervals.size() < 10) {
        std::fprintf(stderr, "measure_lab_frames: the run did not finish (%s) or no frames (%zu)\n",
                     qPrintable(lab->statusText()), intervals.size());
        return 1;
    }
    std::vector<double> sorted = intervals;
    std::sort(sorted.begin(), sorted.end());
    const auto at = [&](double q) {
        return sorted[std::min(sorted.size() - 1, std::size_t(q * double(sorted.size())))];
    };
    std::printf("run: %lld games on %d threads (%d cores), %.0f games/s\n",
                static_cast<long long>(lab->done()), lab->threads(), QThread::idealThreadCount(),
                lab->gamesPerSecond());
    std::printf("frames: %zu; interval median %.1f ms, 99th percentile %.1f ms, longest %.1f ms "
                "(target 20 ms)\n",
                intervals.size(), at(0.5), at(0.99), sorted.back());
    std::printf("longest while running %.1f ms; from the end of the run to a second after (the "
                "results shown) %.1f ms\n",
                longestRunning, longestAfter);
    return 0;
}
