// measure_lab_frames: does the window stay smooth while the balance lab runs on every core? It
// opens the game's real window on the balance lab (Main.qml, as `parley --view balance`), keeps
// an animation going so that the window draws every frame it can, runs the lab (the elena
// partner, the random and greedy policies) and records the time between frames from the start of
// the run until a second after its results are shown, the models and charts refilled.
//
//   QT_QPA_PLATFORM=offscreen build/tests/client/measure_lab_frames [--games N] [--threads N]
//                                                                   [--tab 0|1|2] [--runs N]
//
// It prints the longest frame interval (the target is 20 ms) with the median and the 99th
// percentile; it checks nothing about the time (a test of time on a shared machine would only be
// flaky), but fails when the run does not finish or the window draws no frames.
//
// An interval says when a frame came, not why it was late: on a machine shared with other work
// the window's thread may be ready and wait for a core. So it also prints, per frame, the CPU time
// the window's thread spent on it (its own cost: the progress, the models, the charts, drawing)
// and, on Linux, how long the thread waited for a core (the kernel's schedstat); and the same
// figures for a second before the run, the window idle, which show the machine's own noise.
// With --runs, the lab runs again (the next seed, comparable) as soon as a run ends, as a designer
// does; the frame that shows each run's results is printed by itself.
//
// With --control S, no lab runs: as many plain busy loops as the lab has threads, at the lab's
// priority, keep every core busy for S seconds, and the same figures are printed. What they show
// is the machine's, not the lab's: on a virtual machine the window's timers may be delivered late
// to a core that is busy with anything at all.
#include "background_priority.h"
#include "balance_lab.h"
#include "render_setup.h"

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
#include <atomic>
#include <cstdio>
#include <ctime>
#include <thread>
#include <vector>

Q_IMPORT_QML_PLUGIN(Parley_ClientPlugin)

using namespace parley::client;

namespace {

// The CPU time this thread has used, in ms.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// How long this thread has waited, ready, for a core, in ms (Linux; 0 elsewhere).
double threadWaitMs() {
    unsigned long long ran = 0, waited = 0;
    if (FILE* f = std::fopen("/proc/thread-self/schedstat", "r")) {
        if (std::fscanf(f, "%llu %llu", &ran, &waited) != 2) waited = 0;
        std::fclose(f);
    }
    return double(waited) / 1e6;
}

double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

template <class Frame>
std::vector<double> field(const std::vector<Frame>& frames, double Frame::*f) {
    std::vector<double> out;
    for (const Frame& x : frames)
        out.push_back(x.*f);
    return out;
}

} // namespace

int main(int argc, char* argv[]) {
    prepareRendering(); // as the game draws
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName("ParleyMeasure");
    QCommandLineParser p;
    p.setApplicationDescription(
        "The longest frame interval of the window while the balance lab runs.");
    p.addHelpOption();
    p.addOption({"games", "Games per policy (default 200000).", "N", "200000"});
    p.addOption({"threads", "Threads for the run (default: every core).", "N"});
    p.addOption(
        {"tab", "The lab's tab shown (0 win rates, 1 turns, 2 cards; default 0).", "N", "0"});
    p.addOption({"runs", "Runs one after the other, each seed the next (default 1).", "N", "1"});
    p.addOption({"control",
                 "No lab: busy loops on every core at the lab's priority for S seconds, the "
                 "machine's own noise to compare with.",
                 "S"});
    p.process(app);
    const int games = std::max(1, p.value("games").toInt());
    const int runs = std::max(1, p.value("runs").toInt());

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
    if (auto* tabs = window->findChild<QObject*>(QStringLiteral("tabs")))
        tabs->setProperty("currentIndex", p.value("tab").toInt());

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
    enum Phase { Idle, Running, After, Phases };
    struct Frame {
        double interval, cpu, wait; // ms
    };
    std::vector<Frame> frames[Phases];
    std::vector<Frame> resultFrames; // each the frame that showed a run's results
    bool resultsShown = false;
    Phase phase = Idle;
    qint64 last = -1;
    double lastCpu = 0, lastWait = 0;
    bool recording = false;
    // The thread figures are the window's thread's only when it draws (the software render loop,
    // as the game draws); a render thread of its own would make them that thread's.
    bool drawnOnWindowThread = true;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            const double cpu = threadCpuMs(), wait = threadWaitMs();
            drawnOnWindowThread = drawnOnWindowThread && QThread::currentThread() == app.thread();
            if (recording && last >= 0) {
                const Frame f{double(now - last) / 1e6, cpu - lastCpu, wait - lastWait};
                if (resultsShown) resultFrames.push_back(f);
                // An earlier run's results are not a frame of the run going on.
                if (!resultsShown || phase != Running) frames[phase].push_back(f);
            }
            resultsShown = false;
            last = now;
            lastCpu = cpu;
            lastWait = wait;
        },
        Qt::DirectConnection);

    // Let the window settle (first frames, the screen made), record a second of it idle, then run.
    const auto wait = [](int ms) {
        QEventLoop loop;
        QTimer::singleShot(ms, &loop, &QEventLoop::quit);
        loop.exec();
    };
    wait(1000);
    recording = true;
    last = -1;
    wait(1000);
    phase = Running;
    last = -1;
    QEventLoop done;
    int runsLeft = runs;
    const auto start = [&] {
        return lab->run({"elena"}, QString(), {"random", "greedy"}, games, 1 + runs - runsLeft);
    };
    QObject::connect(lab, &BalanceLab::ended, &done, [&] {
        resultsShown = true; // made on the way here; drawn in the next frame
        if (--runsLeft > 0 && lab->status() == BalanceLab::Status::Finished) {
            QTimer::singleShot(0, &done, [&] {
                if (!start()) done.quit();
            });
            return;
        }
        phase = After;
        QTimer::singleShot(1000, &done, &QEventLoop::quit); // the results drawn, then a second
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &done, &QEventLoop::quit);
    timeout.start(600000);
    const bool control = p.isSet("control");
    std::atomic<bool> stopLoops{false};
    std::vector<std::thread> loops;
    if (control) {
        // The lab's threads in all but what they compute: as many, at the same nice value.
        for (int i = 0; i < lab->threads(); ++i)
            loops.emplace_back([&stopLoops] {
                makeThisThreadBackground(); // as the lab's runner does
                unsigned long spins = 0;
                while (!stopLoops.load(std::memory_order_relaxed))
                    spins = spins * 3 + 1;
                return spins;
            });
        QTimer::singleShot(std::max(1, p.value("control").toInt()) * 1000, &done, [&] {
            stopLoops = true;
            for (std::thread& t : loops)
                t.join();
            phase = After;
            QTimer::singleShot(1000, &done, &QEventLoop::quit);
        });
    } else if (!start()) {
        std::fprintf(stderr, "measure_lab_frames: the run did not start: %s\n",
                     qPrintable(lab->statusText()));
        return 1;
    }
    done.exec();
    recording = false;
    if (control && phase != After) { // timed out
        stopLoops = true;
        for (std::thread& t : loops)
            t.join();
    }
    std::vector<double> intervals;
    for (const Phase ph : {Running, After})
        for (const Frame& f : frames[ph])
            intervals.push_back(f.interval);
    if (control && intervals.size() >= 10) {
        std::printf("control: %d busy loops for %s s, no lab (the machine's own noise)\n",
                    lab->threads(), qPrintable(p.value("control")));
    } else if (lab->status() != BalanceLab::Status::Finished || runsLeft > 0 ||
               intervals.size() < 10) {
        std::fprintf(stderr, "measure_lab_frames: the run did not finish (%s) or no frames (%zu)\n",
                     qPrintable(lab->statusText()), intervals.size());
        return 1;
    }
    if (!control)
        std::printf("run%s: %lld games on %d threads (%d cores), %.0f games/s\n",
                    runs > 1 ? "s (the last)" : "", static_cast<long long>(lab->done()),
                    lab->threads(), QThread::idealThreadCount(), lab->gamesPerSecond());
    std::printf("frames: %zu; interval median %.1f ms, 99th percentile %.1f ms, longest %.1f ms "
                "(target 20 ms)\n",
                intervals.size(), quantile(intervals, 0.5), quantile(intervals, 0.99),
                quantile(intervals, 1));
    const auto longest = [&](Phase ph, double Frame::*what) {
        double most = 0;
        for (const Frame& f : frames[ph])
            most = std::max(most, f.*what);
        return most;
    };
    std::printf("longest while running %.1f ms; from the end of the run to a second after (the "
                "results shown) %.1f ms\n",
                longest(Running, &Frame::interval), longest(After, &Frame::interval));
    if (!drawnOnWindowThread)
        std::printf("(frames are drawn on a render thread: the figures below are that thread's)\n");
    std::printf("the window's thread, CPU time per frame (its own cost): median %.2f ms, longest "
                "%.2f ms while running; longest %.2f ms after; %.2f ms idle before the run\n",
                quantile(field(frames[Running], &Frame::cpu), 0.5), longest(Running, &Frame::cpu),
                longest(After, &Frame::cpu), longest(Idle, &Frame::cpu));
    std::printf("the window's thread, waiting for a core per frame: longest %.1f ms while "
                "running, %.1f ms after, %.1f ms idle before the run (its longest frame interval "
                "%.1f ms)\n",
                longest(Running, &Frame::wait), longest(After, &Frame::wait),
                longest(Idle, &Frame::wait), longest(Idle, &Frame::interval));
    if (runs > 1) {
        // The first run's results fill empty views; the later ones' change what is shown.
        std::printf("the frames that showed each run's results (interval / CPU / waiting, ms):");
        for (const Frame& f : resultFrames)
            std::printf(" %.1f/%.2f/%.1f", f.interval, f.cpu, f.wait);
        std::printf("\n");
    }
    // The latest frames one by one (at most ten): whether the window's own work or the wait made
    // them late.
    std::vector<std::pair<Frame, Phase>> late;
    for (const Phase ph : {Running, After})
        for (const Frame& f : frames[ph])
            if (f.interval > 20) late.push_back({f, ph});
    std::sort(late.begin(), late.end(),
              [](const auto& a, const auto& b) { return a.first.interval > b.first.interval; });
    if (!late.empty()) std::printf("%zu frames over 20 ms; the longest:\n", late.size());
    for (std::size_t i = 0; i < std::min<std::size_t>(late.size(), 10); ++i)
        std::printf("  %s: %.1f ms, of which CPU %.2f ms, waiting for a core %.1f ms\n",
                    late[i].second == Running ? "while running" : "after", late[i].first.interval,
                    late[i].first.cpu, late[i].first.wait);
    return 0;
}
