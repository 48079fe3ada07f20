// parley-cli soak: random conversations of every NPC with every policy, every invariant checked
// after every action; what was covered, or the first violation and how to reproduce it.
#include "cli_common.h"
#include "commands.h"
#include "sim/soak.h"

#include "ai/policy.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace parley::cli {

namespace {

std::string dump(const nlohmann::ordered_json& j) {
    return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string reproduceCommand(const SoakFailure& f) {
    return "parley-cli soak --npc " + f.npc + " --policy " + f.policy + " --seed " + std::to_string(f.seed) +
           " --actions " + std::to_string(f.actionIndex + 1);
}

nlohmann::ordered_json countsJson(const std::map<std::string, SoakCounts>& m) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const auto& [k, c] : m) j[k] = {{"conversations", c.conversations}, {"actions", c.actions}};
    return j;
}

std::string countsLine(const std::map<std::string, long long>& m) {
    std::string s;
    for (const auto& [k, n] : m) s += (s.empty() ? "" : ", ") + k + " " + std::to_string(n);
    return s.empty() ? "none" : s;
}

} // namespace

int runSoak(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"actions", "How many actions to play and check (default 100000).", "N"});
    p.addOption({"npc", "Only this NPC (default: every NPC in turn).", "ID"});
    p.addOption({"policy", "Only this policy: random, greedy or lookahead (default: each in turn).", "NAME"});
    p.addOption({"seed", "The first conversation's seed; conversation k plays with seed + k (default 1).", "N"});
    p.addOption({"max-actions", "Stop a conversation after this many actions (default 1000).", "N"});
    addContentOptions(p);
    p.addOption({"json", "Print the report as JSON."});
    if (int r = parseArgs(p, args,
                          "Play random conversations of every NPC with every policy in turn, check every invariant "
                          "(cards conserved, numbers in bounds, unique uids, clone and serialization round trips, "
                          "isLegal agreeing with the legal actions, refused actions changing nothing) before and "
                          "after every action, and report what was covered. On a violation, print the NPC, policy, "
                          "seed and action index to reproduce it and exit 1. The lookahead policy plays with 4 "
                          "rollouts per action here (24 in play and simulate).");
        r >= 0)
        return r;
    if (!p.positionalArguments().isEmpty()) return usageError("soak takes no arguments besides options");
    long long actions = 100000, seed = 1, maxActions = 1000;
    if (!intOption(p, "actions", 1, 1'000'000'000'000LL, actions) || !intOption(p, "seed", 0, 4'000'000'000LL, seed) ||
        !intOption(p, "max-actions", 1, 1'000'000, maxActions))
        return kUsage;
    SoakRequest req;
    req.actions = actions;
    req.seed = static_cast<std::uint64_t>(seed);
    req.maxActionsPerConversation = static_cast<int>(maxActions);
    if (p.isSet("policy")) {
        const std::string name = p.value("policy").trimmed().toStdString();
        if (!makePolicy(name, 1)) return usageError("unknown policy '" + p.value("policy") + "' (known: random, greedy, lookahead)");
        req.policies.push_back(name);
    }

    bool ok = false;
    const auto content = loadContent(p, ok);
    if (!ok) return kCheckFailed;
    if (content->npcs.empty()) return usageError("the content has no NPCs");
    if (p.isSet("npc")) {
        const NpcDef* npc = content->findNpc(p.value("npc").toStdString());
        if (!npc) return usageError("unknown NPC '" + p.value("npc") + "'");
        req.npcs.push_back(content->npcIndex.at(npc->id));
    }

    const SoakStats st = parley::runSoak(content, req);

    if (p.isSet("json")) {
        nlohmann::ordered_json cards = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < st.cardPlays.size(); ++i)
            if (st.cardPlays[i]) cards[content->cards[i].id] = st.cardPlays[i];
        nlohmann::ordered_json j{{"actions", st.actions},
                                 {"conversations", st.conversations},
                                 {"seconds", st.seconds},
                                 {"actionsPerSecond", st.actionsPerSecond},
                                 {"npcs", countsJson(st.byNpc)},
                                 {"policies", countsJson(st.byPolicy)},
                                 {"distinctCardsPlayed", st.distinctCardsPlayed()},
                                 {"cards", content->cards.size()},
                                 {"cardPlays", cards},
                                 {"decisions", st.decisions},
                                 {"probes", st.probes},
                                 {"loopsStopped", st.loopsStopped},
                                 {"outcomes", st.outcomes},
                                 {"endReasons", st.endReasons},
                                 {"violation", nullptr}};
        if (st.failure) {
            const SoakFailure& f = *st.failure;
            j["violation"] = {{"message", f.violation},   {"npc", f.npc},
                              {"policy", f.policy},       {"seed", f.seed},
                              {"conversation", f.conversation}, {"actionIndex", f.actionIndex},
                              {"action", f.action},       {"reproduce", reproduceCommand(f)}};
        }
        out(dump(j));
        return st.failure ? kCheckFailed : kOk;
    }

    char buf[512];
    std::snprintf(buf, sizeof buf, "soak: %lld actions in %lld conversations, every one checked (%.2f s, %.0f actions/s)",
                  st.actions, st.conversations, st.seconds, st.actionsPerSecond);
    out(buf);
    out("  npc                  conversations    actions");
    for (const auto& [k, c] : st.byNpc) {
        std::snprintf(buf, sizeof buf, "  %-20s %13lld %10lld", k.c_str(), c.conversations, c.actions);
        out(buf);
    }
    out("  policy               conversations    actions");
    for (const auto& [k, c] : st.byPolicy) {
        std::snprintf(buf, sizeof buf, "  %-20s %13lld %10lld", k.c_str(), c.conversations, c.actions);
        out(buf);
    }
    std::snprintf(buf, sizeof buf, "  cards played: %d distinct of %zu card ids", st.distinctCardsPlayed(), content->cards.size());
    out(buf);
    std::snprintf(buf, sizeof buf, "  decisions answered: %lld; illegal actions probed: %lld; loops stopped: %lld", st.decisions,
                  st.probes, st.loopsStopped);
    out(buf);
    out("  outcomes: " + countsLine(st.outcomes));
    out("  end reasons: " + countsLine(st.endReasons));
    if (!st.failure) {
        out("no invariant violated");
        return kOk;
    }
    const SoakFailure& f = *st.failure;
    err("VIOLATION: " + f.violation);
    err("  npc " + f.npc + ", policy " + f.policy + ", seed " + std::to_string(f.seed) + ", conversation " +
        std::to_string(f.conversation) + ", action index " + std::to_string(f.actionIndex) +
        (f.action.empty() ? std::string(" (the state before it)") : " (" + f.action + ")"));
    err("  reproduce: " + reproduceCommand(f));
    return kCheckFailed;
}

} // namespace parley::cli
