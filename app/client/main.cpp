// parley: the game. Parses the command line, loads the QML module's Main.qml, and hands over to
// the event loop; everything else lives in the module's controllers and models.
#include "file_names.h"
#include "first_frame.h"
#include "game_controller.h"
#include "launch_options.h"
#include "pack_session.h"
#include "reload_shots.h"
#include "render_setup.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(Parley_ClientPlugin)

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // The command line is read before the GUI starts, so that --help and usage errors work
    // without a display.
    using namespace parley::client;
    // Byte for byte: a file name that is not UTF-8 is still that file (file_names.h).
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << argumentName(QByteArray(argv[i]));
    LaunchOptions options;
    QString message;
    switch (parseLaunchOptions(arguments, options, message)) {
    case ParseResult::Exit:
        std::fprintf(stdout, "%s\n", qPrintable(message));
        return 0;
    case ParseResult::UsageError:
        std::fprintf(stderr, "parley: %s\n", qPrintable(message));
        return 2;
    case ParseResult::Run:
        break;
    }
    if (const QStringList problems = checkLaunchFiles(options); !problems.isEmpty()) {
        for (const QString& line : problems)
            std::fprintf(stderr, "%s\n", qPrintable(line));
        return 2;
    }

    parley::client::prepareRendering(); // the software renderer; updates drawn without delay
    // A QApplication, not a QGuiApplication: the balance lab's charts (Qt Charts) draw through
    // Qt Widgets' graphics view.
    QApplication app(argc, argv);
    QGuiApplication::setOrganizationName("Parley");
    QGuiApplication::setApplicationName("parley");
    QGuiApplication::setApplicationVersion(PARLEY_VERSION);
    // The installed desktop entry's id (packaging/): the window's app id on Wayland, so that the
    // desktop matches the running game with its menu entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.parley.Parley"));
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({
        {"scenarioPath", options.scenario},
        {"scenarioStep", options.step},
        {"stepsPanel", options.stepsPanel},
        {"replayPath", options.replay},
        {"replayStep", options.replayStep},
        // Screenshots neither offer nor touch the conversation saved last time.
        {"autosave", options.screenshot.isEmpty()},
        {"contentPaths", options.content},
        {"forcedHover", options.hover},
        {"howToPlayStep", options.howToPlay},
        {"languageOverride", options.language},
        {"startNpc", options.npc},
        {"startDeck", options.deck},
        {"startSeed", options.seed},
        {"forcedSize", options.size},
        {"startView", options.view},
        {"instantAnimations", !options.screenshot.isEmpty() || !options.reloadShots.isEmpty()},
    });
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Parley/Client/Main.qml")));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (!window) return 1;
    // The packs are loaded now (Main.qml opens them as it is made): a partner or deck the
    // command line names must be in them. (Packs that did not load show their problems instead.)
    const auto* packs = window->property("packs").value<PackSession*>();
    const auto* game = window->property("game").value<GameController*>();
    if (packs && game && packs->playable() && game->content())
        if (const QString refusal = checkLaunchPartner(options, *game->content()); !refusal.isEmpty()) {
            std::fprintf(stderr, "parley: %s\nTry 'parley --help'.\n", qPrintable(refusal));
            return 2;
        }
    new FirstFrame(window, options.screenshot, options.quitAfterFirstFrame, sinceStart);
    if (!options.reloadShots.isEmpty())
        new ReloadShots(window, window->property("packs").value<PackSession*>(), options.reloadShots);
    return QGuiApplication::exec();
}
