// parley-cli replay: plays a replay file back and prints its log and the state it reaches. Exit 0
// when it plays as recorded, 1 when it diverges (the content changed), 2 for unreadable input.
// Engine headers that use Ctx come before Qt's, which defines `emit` as a macro.
#include "session/replay.h"
#include "sim/event_text.h"

#include "cli_common.h"
#include "commands.h"
#include "play_text.h"

namespace parley::cli {

namespace {

using json = nlohmann::ordered_json;

json eventLines(const State& s, const EventLog& events) {
    json lines = json::array();
    for (const Event& e : events)
        if (std::string t = eventText(s, e); !t.empty()) lines.push_back(std::move(t));
    return lines;
}

json stateJson(const State& s, std::size_t position) {
    json hand = json::array(), table = json::array();
    for (const CardInst& ci : s.hand()) hand.push_back(s.def(ci.card).name.text);
    for (const CardInst& ci : s.zone(Zone::Table)) table.push_back(s.def(ci.card).name.text);
    const Ruleset& r = s.rules();
    return json{{"position", position},       {"turn", s.turn},
                {"state", r.states[s.emotion].id}, {"comfort", s.comfort},
                {"patience", s.patience},     {"atmosphere", r.atmospheres[s.atmosphere].id},
                {"hand", hand},               {"table", table},
                {"ended", s.ended()},          {"outcome", s.outcome()},
                {"stateHash", stateHash(s)}};
}

} // namespace

int runReplay(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("FILE", "The replay file (parley-replay/1).");
    p.addOption({"to", "Print the log and the state up to action N only (0: the start).", "N"});
    p.addOption({"content", "Play it on content from this file or folder instead of the built-in pack (repeatable).", "PATH"});
    p.addOption({"json", "Print the result as JSON."});
    if (int r = parseArgs(p, args, "Play a replay back and print its log and the state it reaches."); r >= 0) return r;
    if (p.positionalArguments().size() != 1) return usageError("replay takes one replay file");
    long long to = -1;
    if (p.isSet("to") && !intOption(p, "to", 0, 1'000'000'000, to)) return kUsage;

    Diagnostics diags;
    const std::string file = p.positionalArguments().front().toStdString();
    const std::optional<Replay> replay = loadReplay(file, diags);
    // Warnings too when it reads (an unknown field is often a misspelt one that was meant),
    // each kind once with a count: a file with 20,000 of them says so in a few lines.
    printDiagnosticsOnce(diags);
    if (!replay) return kUsage;
    if (to > static_cast<long long>(replay->actions.size()))
        return usageError("--to " + QString::number(to) + ": the replay has " + QString::number(replay->actions.size()) +
                          " actions");
    const std::size_t limit = to < 0 ? replay->actions.size() : static_cast<std::size_t>(to);
    bool ok = false;
    const auto content = loadContent(p.values("content"), ok);
    if (!ok) return kUsage;

    const bool asJson = p.isSet("json");
    json log = json::array();
    const Playback pb = playReplay(*replay, content, [&](std::size_t n, const State& s, const EventLog& events) {
        if (n > limit) return;
        if (asJson) {
            json entry{{"action", n}};
            if (n > 0) entry["label"] = replay->actions[n - 1].label;
            entry["events"] = eventLines(s, events);
            log.push_back(std::move(entry));
            return;
        }
        out("");
        out(n == 0 ? std::string("Start") : std::to_string(n) + ". " + replay->actions[n - 1].label);
        printEvents(s, events);
    });
    const ReplayReport& report = pb.result.report;
    const std::size_t shown = std::min(limit, report.replayed);
    std::optional<State> state;
    if (pb.result.history) {
        History h = *pb.result.history;
        h.seek(shown);
        state = h.current();
    }
    const int code = pb.faithful() ? kOk : kCheckFailed;
    std::string message = pb.text();
    // Played without the packs it was made on, it diverges at once ("the content has no NPC"):
    // say which packs, and how to give them.
    if (const auto missing = packsNotLoaded(*replay, content.get()); !pb.faithful() && !missing.empty()) {
        std::string named;
        for (const std::string& pack : missing) named += (named.empty() ? "'" : ", '") + pack + "'";
        message += "; the replay was made on the pack" + std::string(missing.size() > 1 ? "s " : " ") + named +
                   ", which " + (missing.size() > 1 ? "are" : "is") + " not loaded: give " +
                   (missing.size() > 1 ? "them" : "it") + " with --content PATH (the pack's file or folder)";
    }

    if (asJson) {
        json j{{"file", file},
               {"npc", replay->npc},
               {"deck", replay->deck.empty() ? json() : json(replay->deck)},
               {"seed", replay->seed},
               {"contentMatches", pb.contentMatches},
               {"faithful", pb.faithful()},
               {"replayed", report.replayed},
               {"total", report.total},
               {"endState", pb.end == Playback::End::Same      ? "same"
                            : pb.end == Playback::End::Differs ? "differs"
                                                               : "unchecked"},
               {"message", message}};
        j["divergence"] = report.faithful() ? json()
                                            : json{{"action", report.action},
                                                   {"label", report.label},
                                                   {"kind", std::string(name(report.stop))},
                                                   {"reason", report.reason}};
        j["log"] = std::move(log);
        j["state"] = state ? stateJson(*state, shown) : json();
        out(jsonText(j));
        return code;
    }
    if (state) {
        out("");
        out(shown == replay->actions.size() ? "State at the end:"
                                            : "State after " + std::to_string(shown) + " of " +
                                                  std::to_string(replay->actions.size()) + " actions:");
        printMoment(*state);
        if (state->ended()) printOutcome(*state);
    }
    out("");
    out(std::string(code == kOk ? "Faithful: " : "Diverges: ") + message);
    return code;
}

} // namespace parley::cli
