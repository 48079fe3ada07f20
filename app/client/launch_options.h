#pragma once
// The command line of `parley`: what to show first, and the screenshot and start-up tools.
#include <QSize>
#include <QString>
#include <QStringList>

namespace parley {
struct Content;
}

namespace parley::client {

struct LaunchOptions {
    QString screenshot; // render one frame to this file and exit
    QString scenario;   // open this scenario file in the steps panel
    bool stepsPanel = true; // false (--play): the scenario's conversation as a player sees it
    int step = 0;       // with scenario: run this many steps first (0: the set-up)
    QStringList content; // packs (files or folders) to open, layered on the built-in pack
    QString reloadShots; // test tool: after each live reload, a screenshot into this folder
    QString replay;     // play this replay file back onto the timeline
    int replayStep = -1; // with replay: the moment shown (--step, actions taken); -1: the end
    QString hover;      // "", "speak", "listen", "skill", "settings" or "card:N" (N from 1)
    int howToPlay = 0;  // open "How to play" at this step (from 1) in the conversation; 0: not
    QString language;   // "" keeps the saved language
    QString npc, deck;  // start a conversation at once
    qint64 seed = -1;   // -1: a fresh seed
    QSize size;         // the window's size; invalid: the saved or default one
    bool quitAfterFirstFrame = false;
    QString view; // "" (the game's own screens) or a name from launchViews ("gallery", "balance")
};

// The screens --view opens at once, each with what it is for --help. Another screen is one more
// entry here and one more value of Main.qml's `view`.
struct LaunchView {
    const char* name;
    const char* what;
};
inline constexpr LaunchView launchViews[] = {
    {"gallery", "the card gallery: every card, deck and partner of the open packs"},
    {"balance", "the balance lab; with --screenshot, after a small run of its own"},
};

enum class ParseResult { Run, Exit, UsageError };

// Parses `arguments` (the program name first). On Exit, `message` is the help or version text to
// print; on UsageError, it is the reason.
ParseResult parseLaunchOptions(const QStringList& arguments, LaunchOptions& options,
                               QString& message);

// The files the options name, read before the window opens: a scenario or a replay that cannot
// be read, or a --step past the replay's end, is a usage error (exit 2). The lines to print
// (file:line:col diagnostics, or "parley: ..."); empty when all is well.
QStringList checkLaunchFiles(const LaunchOptions& options);

// Once the packs are loaded: the reason --npc or --deck names nothing in `content` (with the ids
// it has), or empty.
QString checkLaunchPartner(const LaunchOptions& options, const Content& content);

} // namespace parley::client
