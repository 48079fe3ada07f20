// parley-cli play: one whole conversation played by an AI policy, printed as a readable log.
// Engine headers that use Ctx come before Qt's, which defines `emit` as a macro.
#include "skills/skills.h"

#include "cli_common.h"
#include "commands.h"
#include "play_text.h"
#include "queries/queries.h"
#include "save_file.h"
#include "session/replay.h"
#include "sim/playout.h"

#include "ai/policy.h"
#include "sim/scenario_export.h"

namespace parley::cli {

namespace {

// Writes the files asked for from the conversation played, after its log is printed: an
// unwritable location is a usage error (2) but the play output is still there. Every file made
// from the conversation (a replay now, a scenario later) is written here.
int saveOutputs(const QCommandLineParser& p, const History& history, int code) {
    if (p.isSet("save-replay")) {
        std::string error;
        if (!saveFileAtomically(p.value("save-replay").toStdString(), writeReplay(history), error)) {
            err("parley-cli: " + error);
            return kUsage;
        }
    }
    return code;
}

// --save-scenario: the conversation played as a scenario file (its start or, with --scenario-from
// N, the moment after N actions as its set-up), written whole or not at all.
int saveScenario(const QCommandLineParser& p, GameRecord& played, const State& final, long long from) {
    if (!p.isSet("save-scenario")) return kOk;
    const std::filesystem::path file = p.value("save-scenario").toStdString();
    played.final = final;
    ScenarioExportOptions options;
    options.baseDir = std::filesystem::absolute(file).parent_path();
    options.fromAction = static_cast<int>(from);
    const ScenarioExport e = exportScenario(played, options);
    std::string error = e.ok ? std::string() : "cannot save the conversation as a scenario: " + e.error;
    if (e.ok) saveFileAtomically(file.string(), e.text(), error);
    if (error.empty()) return kOk;
    err("parley-cli: " + error);
    return kUsage;
}

} // namespace

int runPlay(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"npc", "The NPC to talk to (default: the content's default NPC).", "ID"});
    p.addOption({"seed", "The game's random seed (default 1).", "N"});
    p.addOption({"policy", "The AI policy: random, greedy or lookahead (default greedy).", "NAME"});
    addContentOptions(p);
    p.addOption({"explain", "Show how every success chance is computed."});
    p.addOption({"save-scenario", "Write the conversation played as a scenario (parley-scenario/1) to FILE.", "FILE"});
    p.addOption({"scenario-from", "With --save-scenario: the moment after N actions is the scenario's set-up.", "N"});
    p.addOption({"save-replay", "Write the conversation played as a replay (parley-replay/1) to FILE.", "FILE"});
    if (int r = parseArgs(p, args, "Play one conversation with an AI policy and print it as a log."); r >= 0) return r;
    if (!p.positionalArguments().isEmpty()) return usageError("play takes no arguments besides options");
    long long seed = 1;
    if (!intOption(p, "seed", 0, 4'000'000'000LL, seed)) return kUsage;
    const QString policyName = p.value("policy").isEmpty() ? QString("greedy") : p.value("policy");
    auto policy = makePolicy(policyName.toStdString(), static_cast<std::uint64_t>(seed) + 7919);
    if (!policy) return usageError("unknown policy '" + policyName + "' (known: random, greedy, lookahead)");

    bool ok = false;
    const auto content = loadContent(p, ok);
    if (!ok) return kCheckFailed;
    const NpcDef* npc = p.isSet("npc") ? content->findNpc(p.value("npc").toStdString()) : content->defaultNpc();
    if (!npc) {
        std::string known;
        for (const auto& n : content->npcs) known += (known.empty() ? "" : ", ") + n.id;
        return usageError(p.isSet("npc") ? "unknown NPC '" + p.value("npc") + "' (known: " + QString::fromStdString(known) + ")"
                                         : QString("the content has no NPCs"));
    }
    const bool explain = p.isSet("explain");
    long long scenarioFrom = -1;
    if (!intOption(p, "scenario-from", 0, 1'000'000, scenarioFrom)) return kUsage;
    if (p.isSet("scenario-from") && !p.isSet("save-scenario")) return usageError("--scenario-from goes with --save-scenario");
    // Checked before playing: neither file may be a pack, nor the other file (one would be lost).
    if (!outputSparesInputs(p, "save-replay", contentInputs(p)) ||
        !outputSparesInputs(p, "save-scenario", contentInputs(p)))
        return kUsage;
    if (p.isSet("save-replay") && p.isSet("save-scenario")) {
        const std::filesystem::path replay = p.value("save-replay").toStdString(),
                                    scenario = p.value("save-scenario").toStdString();
        std::error_code ec;
        if (std::filesystem::weakly_canonical(replay, ec) == std::filesystem::weakly_canonical(scenario, ec) ||
            std::filesystem::equivalent(replay, scenario, ec))
            return usageError("--save-replay and --save-scenario name the same file '" + p.value("save-scenario") +
                              "'; give each its own");
    }

    EventLog events;
    // The history records every action with its meaning, for --save-replay.
    History history = *History::begin({content, npc->id, "", static_cast<std::uint64_t>(seed)}, &events);
    const State& s = history.current();
    // --save-scenario: the game as the exporter takes it (its start, each action and outcome).
    GameRecord played;
    for (const QString& path : p.values("content")) played.start.contentPaths.push_back(path.toStdString());
    played.start.addOn = !p.isSet("standalone");
    played.start.npc = npc->id;
    played.start.seed = static_cast<std::uint64_t>(seed);
    played.initial = s;
    out("Parley: a conversation with " + npc->name.text + " (seed " + std::to_string(seed) + ", policy " +
        std::string(policy->name()) + ")");
    if (!npc->description.text.empty()) out(npc->description.text);
    out("");
    printEvents(s, events);
    if (const std::string skills = skillsLine(s); !skills.empty()) out(skills);
    // Content whose actions cost nothing never ends: stop where simulations stop, and say so.
    int actions = 0;
    while (!s.ended()) {
        if (++actions > kPlayoutActionLimit) {
            out("");
            out("Stopped after " + std::to_string(kPlayoutActionLimit) +
                " actions: this conversation does not end (do its actions cost no patience?).");
            return saveOutputs(p, history, kCheckFailed);
        }
        if (!s.pendingDecision()) {
            out("");
            printMoment(s, explain);
        }
        if (explain && !s.pendingDecision()) {
            // Every derived number of this moment, each as its list of contributions.
            Breakdown draw, cap, speak, listen, limit, depth, perSpeak;
            listenDraw(s, &draw);
            weightCapacity(s, &cap);
            patienceCost(s, ActionKind::Speak, &speak);
            patienceCost(s, ActionKind::Listen, &listen);
            handLimit(s, &limit);
            reach(s, &depth);
            cardsPerSpeak(s, &perSpeak);
            out("  Explained: LISTEN draws " + draw.text() + "; capacity " + cap.text() + "; SPEAK costs " +
                speak.text() + " patience; LISTEN costs " + listen.text() + " patience; hand limit " + limit.text() +
                "; reach " + depth.text() + "; cards per SPEAK " + perSpeak.text());
        }
        events.clear();
        const Action a = policy->choose(s);
        if (const auto d = s.pendingDecision(); d && a.kind == ActionKind::Choose) {
            std::string picked;
            for (auto i : a.choices) picked += (picked.empty() ? "" : ", ") + d->options[i].label;
            out("  " + d->prompt + " -> " + (picked.empty() ? "(none)" : picked));
        }
        const ApplyResult r = history.apply(a, &events);
        if (!r.ok()) {
            err("internal error: the policy chose a rejected action: " + r.message);
            return kCheckFailed;
        }
        played.actions.push_back(a);
        played.outcomes.push_back(spokenOutcome(events));
        printEvents(s, events);
    }
    out("");
    out(statusLine(s));
    printOutcome(s);
    if (const int saved = saveScenario(p, played, s, scenarioFrom); saved != kOk) return saved;
    return saveOutputs(p, history, kOk);
}

} // namespace parley::cli
