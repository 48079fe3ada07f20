#include "launch_options.h"

#include "file_names.h"
#include "language_controller.h"
#include "replay_io.h"
#include "tutorial_controller.h"

#include "content/output_guard.h"
#include "sim/scenario.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

namespace parley::client {

namespace {
// --hover card:N: the N-th card in hand, far more than any hand holds.
constexpr int kMaxHoverCard = 999;
} // namespace

ParseResult parseLaunchOptions(const QStringList& arguments, LaunchOptions& o, QString& message) {
    QCommandLineParser p;
    p.setApplicationDescription(
        "Parley: a conversation card game. With no arguments it starts on the built-in content.");
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    const QCommandLineOption version("version", "Show the version.");
    const QCommandLineOption screenshot("screenshot", "Render one frame to FILE (PNG) and exit.",
                                        "FILE");
    const QCommandLineOption scenario("scenario", "Open a scenario file in the steps panel, at its set-up.", "FILE");
    const QCommandLineOption play(
        "play", "Play from a scenario file's set-up as a player sees it, without the steps panel "
        "(for screenshots; with --step N, after its first N steps).", "FILE");
    const QCommandLineOption step(
        "step", "With --scenario: run the first N steps (stopping at a failing one). With --replay: show the moment after N actions (0: the start).", "N");
    const QCommandLineOption content(
        "content",
        "Open this pack (a file or a folder; repeatable), layered on the built-in pack, and reload "
        "it whenever one of its files changes.",
        "PATH");
    const QCommandLineOption reloadShots(
        "reload-shots",
        "For tests: write DIR/reload-0.png once the window shows, and DIR/reload-N.png after the "
        "N-th live reload, printing a line for each.",
        "DIR");
    const QCommandLineOption replay(
        "replay", "Play a replay (parley-replay/1) back onto the timeline; --step N shows the moment after N actions.",
        "FILE");
    const QCommandLineOption hover(
        "hover", "Show a hover state in the screenshot: speak, listen, skill (the first skill play), card:N, "
        "or settings (the settings panel open).", "WHAT");
    const QCommandLineOption howToPlay(
        "how-to-play", "Open \"How to play\" at step N in the conversation (for screenshots).", "N");
    const QCommandLineOption lang("lang", "The interface language: en, de or zh_CN.", "L");
    const QCommandLineOption npc("npc", "Start a conversation with this NPC at once.", "ID");
    const QCommandLineOption deck("deck", "Play this deck instead of the NPC's own (with --npc).",
                                  "ID");
    const QCommandLineOption seed("seed", "The conversation's random seed (with --npc).", "N");
    const QCommandLineOption size("size", "The window size, e.g. 1280x800.", "WxH");
    const QCommandLineOption quit(
        "quit-after-first-frame",
        "Exit once the first frame is shown, printing the start-up time.");
    QStringList viewNames, viewHelp;
    for (const LaunchView& v : launchViews) {
        viewNames << QString::fromLatin1(v.name);
        viewHelp << QStringLiteral("%1 (%2)").arg(QLatin1String(v.name), QLatin1String(v.what));
    }
    const QCommandLineOption view(
        "view", QStringLiteral("Open this screen at once: %1.").arg(viewHelp.join("; ")), "NAME");
    p.addOption(replay);
    p.addOption(view);
    p.addOptions({help, version, screenshot, scenario, step, content, reloadShots, hover, lang, npc, deck, seed, size, quit});
    p.addOption(howToPlay);
    p.addOption(play);

    auto usage = [&](const QString& why) {
        message = why + "\nTry 'parley --help'.";
        return ParseResult::UsageError;
    };
    if (!p.parse(arguments)) return usage(p.errorText());
    if (p.isSet(help)) {
        message = p.helpText();
        return ParseResult::Exit;
    }
    if (p.isSet(version)) {
        message = QStringLiteral("parley " PARLEY_VERSION);
        return ParseResult::Exit;
    }
    if (!p.positionalArguments().isEmpty())
        return usage(QString("unexpected argument '%1'").arg(p.positionalArguments().first()));

    o.screenshot = p.value(screenshot);
    if (p.isSet(screenshot) && o.screenshot.isEmpty())
        return usage("--screenshot needs a file name");
    if (p.isSet(scenario) && p.isSet(play)) return usage("--scenario and --play cannot be used together");
    o.stepsPanel = !p.isSet(play);
    o.scenario = p.isSet(play) ? p.value(play) : p.value(scenario);
    if (p.isSet(scenario) || p.isSet(play))
        if (const QString why = whyNotAFile(o.scenario); !why.isEmpty())
            return usage(QString("--%1 '%2': %3").arg(p.isSet(play) ? "play" : "scenario", o.scenario, why));
    if (p.isSet(step)) {
        bool ok = false;
        o.step = p.value(step).toInt(&ok);
        if (!ok || o.step < 0 || o.step > 100000)
            return usage(QString("--step must be an integer from 0 to 100000, not '%1'").arg(p.value(step)));
        if (!p.isSet(scenario) && !p.isSet(play) && !p.isSet(replay))
            return usage("--step needs --scenario, --play or --replay");
    }
    o.content = p.values(content);
    for (const QString& path : o.content) {
        // A folder is a pack too; anything else the loader reads and judges.
        const QString why = path.isEmpty() ? QStringLiteral("no such file") : whyNotAFile(path);
        if (why == "no such file") return usage(QString("--content: no such file or folder '%1'").arg(path));
        if (!why.isEmpty() && !why.startsWith("it is a")) return usage(QString("--content '%1': %2").arg(path, why));
    }
    if (p.isSet(content) && (p.isSet(scenario) || p.isSet(play)))
        return usage("--content and --scenario cannot be used together (a scenario names its own content)");
    o.reloadShots = p.value(reloadShots);
    if (p.isSet(reloadShots) && !QFileInfo(o.reloadShots).isDir())
        return usage(QString("--reload-shots: no such folder '%1'").arg(o.reloadShots));
    o.hover = p.value(hover);
    static const QRegularExpression hoverForm("^(speak|listen|skill|settings|card:[1-9][0-9]*)$");
    if (p.isSet(hover) && !hoverForm.match(o.hover).hasMatch())
        return usage(
            QString("--hover must be speak, listen, skill, settings or card:N, not '%1'").arg(o.hover));
    // The N-th card in hand: a number past any hand would read as a float in QML and show nothing.
    if (o.hover.startsWith("card:") && o.hover.mid(5).size() > 3)
        return usage(QString("--hover card:N needs N from 1 to %1 (a card in hand), not '%2'")
                         .arg(kMaxHoverCard)
                         .arg(o.hover.mid(5)));
    if (p.isSet(howToPlay)) {
        bool ok = false;
        o.howToPlay = p.value(howToPlay).toInt(&ok);
        if (!ok || o.howToPlay < 1 || o.howToPlay > TutorialController::count())
            return usage(QString("--how-to-play must be a step from 1 to %1, not '%2'")
                             .arg(TutorialController::count())
                             .arg(p.value(howToPlay)));
    }
    o.language = p.value(lang);
    if (p.isSet(lang) && !LanguageController::codes().contains(o.language))
        return usage(QString("--lang must be one of %1, not '%2'")
                         .arg(LanguageController::codes().join(", "), o.language));
    o.npc = p.value(npc);
    o.deck = p.value(deck);
    if (p.isSet(deck) && !p.isSet(npc)) return usage("--deck needs --npc");
    if ((p.isSet(scenario) || p.isSet(play)) && p.isSet(npc))
        return usage(QString("--%1 and --npc cannot be used together").arg(p.isSet(play) ? "play" : "scenario"));
    if (p.isSet(seed)) {
        bool ok = false;
        o.seed = p.value(seed).toLongLong(&ok);
        if (!ok || o.seed < 0 || o.seed > 4'000'000'000LL)
            return usage(QString("--seed must be an integer from 0 to 4000000000, not '%1'")
                             .arg(p.value(seed)));
    }
    if (p.isSet(size)) {
        static const QRegularExpression sizeForm("^([0-9]{3,5})x([0-9]{3,5})$");
        const auto m = sizeForm.match(p.value(size));
        if (!m.hasMatch())
            return usage(QString("--size must look like 1280x800, not '%1'").arg(p.value(size)));
        o.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        // A window (and a screenshot) past 8K would take gigabytes and many seconds to draw.
        if (o.size.width() < 640 || o.size.height() < 400 || o.size.width() > 7680 || o.size.height() > 4320)
            return usage(QString("--size must be from 640x400 to 7680x4320, not '%1'").arg(p.value(size)));
    }
    o.replay = p.value(replay);
    if (p.isSet(replay) && (p.isSet(scenario) || p.isSet(play) || p.isSet(npc)))
        return usage("--replay cannot be used with --scenario, --play or --npc (each starts a conversation of its own)");
    if (p.isSet(replay))
        if (const QString why = whyNotAFile(o.replay); !why.isEmpty())
            return usage(QString("--replay '%1': %2").arg(o.replay, why));
    if (p.isSet(replay)) o.replayStep = p.isSet(step) ? o.step : -1;
    // The screenshot never replaces what the window reads (a replay replaced by a PNG).
    if (p.isSet(screenshot)) {
        std::vector<NamedInput> inputs;
        if (p.isSet(replay)) inputs.push_back({"--replay", nativePath(o.replay)});
        if (!o.scenario.isEmpty()) inputs.push_back({p.isSet(play) ? "--play" : "--scenario", nativePath(o.scenario)});
        for (const QString& path : o.content) inputs.push_back({"--content", nativePath(path)});
        const std::string refusal = outputIsAnInput("--screenshot", nativePath(o.screenshot), inputs);
        if (!refusal.empty()) return usage(QString::fromStdString(refusal));
    }
    o.view = p.value(view);
    if (p.isSet(view) && !viewNames.contains(o.view))
        return usage(
            QString("--view must be one of %1, not '%2'").arg(viewNames.join(", "), o.view));
    o.quitAfterFirstFrame = p.isSet(quit);
    return ParseResult::Run;
}

QStringList checkLaunchFiles(const LaunchOptions& o) {
    QStringList problems;
    if (!o.scenario.isEmpty()) {
        // A broken scenario is a usage error, reported here rather than as a message in the UI.
        Diagnostics diags;
        if (!loadScenario(nativePath(o.scenario), diags))
            for (const auto& d : diags.items()) problems << QString::fromStdString(d.format());
    }
    if (!o.replay.isEmpty()) {
        // So is a malformed replay: file:line:col and what is wrong.
        const std::optional<Replay> r = readReplayFile(o.replay, problems);
        // The moment after N actions, of a replay with fewer, is none: the end would be shown
        // as if it were that moment.
        if (r && o.replayStep > int(r->actions.size()))
            problems << QString("parley: --step %1: the replay '%2' has %3 actions; give a step from 0 to %3")
                            .arg(o.replayStep)
                            .arg(o.replay)
                            .arg(r->actions.size());
    }
    return problems;
}

QString checkLaunchPartner(const LaunchOptions& o, const Content& content) {
    const auto list = [](const auto& items) {
        QStringList ids;
        for (const auto& item : items) ids << QString::fromStdString(item.id);
        return ids.join(", ");
    };
    if (!o.npc.isEmpty() && !content.findNpc(o.npc.toStdString()))
        return QString("--npc '%1': no partner has that id in the content; the partners are %2 (a partner of a "
                       "pack needs --content with that pack)")
            .arg(o.npc, list(content.npcs));
    if (!o.deck.isEmpty() && !content.findDeck(o.deck.toStdString()))
        return QString("--deck '%1': no deck has that id in the content; the decks are %2").arg(o.deck, list(content.decks));
    return {};
}

} // namespace parley::client
