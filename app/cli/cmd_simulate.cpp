// parley-cli simulate: many conversations with one policy; outcome rates and per-card statistics.
#include "cli_common.h"
#include "commands.h"
#include "sim/simulate.h"

#include "ai/policy.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace parley::cli {

int runSimulate(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"npc", "The NPC (default: the content's default NPC).", "ID"});
    p.addOption({"deck", "Play this deck instead of the NPC's own.", "ID"});
    p.addOption({"policy", "random, greedy or lookahead; several, comma-separated, are compared (default random).", "NAME"});
    p.addOption({"threads", "Play on this many threads (default 1; the figures do not depend on it).", "N"});
    p.addOption({"games", "How many conversations (default 1000).", "N"});
    p.addOption({"seed", "The base seed (default 1).", "N"});
    addContentOptions(p);
    p.addOption({"json", "Print the statistics as JSON."});
    if (int r = parseArgs(p, args, "Play many conversations with an AI policy and report outcome rates, turns and "
                                   "per-card play, success and exhaust rates.");
        r >= 0)
        return r;
    if (!p.positionalArguments().isEmpty()) return usageError("simulate takes no arguments besides options");
    long long games = 1000, seed = 1, threads = 1;
    if (!intOption(p, "games", 1, 10'000'000, games) || !intOption(p, "seed", 0, 4'000'000'000LL, seed) ||
        !intOption(p, "threads", 1, 64, threads))
        return kUsage;
    SimulationRequest req;
    req.games = static_cast<int>(games);
    req.seed = static_cast<std::uint64_t>(seed);
    req.threads = static_cast<int>(threads);
    const QStringList policies = p.value("policy").isEmpty() ? QStringList{"random"} : p.value("policy").split(',');
    for (const QString& name : policies)
        if (!makePolicy(name.trimmed().toStdString(), 1))
            return usageError("unknown policy '" + name + "' (known: random, greedy, lookahead)");

    bool ok = false;
    const auto content = loadContent(p, ok);
    if (!ok) return kCheckFailed;
    const NpcDef* npc = p.isSet("npc") ? content->findNpc(p.value("npc").toStdString()) : content->defaultNpc();
    if (!npc) return usageError(p.isSet("npc") ? "unknown NPC '" + p.value("npc") + "'" : QString("the content has no NPCs"));
    req.npc = content->npcIndex.at(npc->id);
    if (p.isSet("deck")) {
        req.deck = content->findDeck(p.value("deck").toStdString());
        if (!req.deck) return usageError("unknown deck '" + p.value("deck") + "'");
    }

    if (policies.size() > 1) {
        // Comparing: one line per policy on the same games (the same seeds).
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const QString& name : policies) {
            req.policy = name.trimmed().toStdString();
            const SimulationStats st = simulate(content, req);
            if (p.isSet("json"))
                rows.push_back({{"policy", st.policy}, {"winRate", st.winRate}, {"averageTurns", st.averageTurns},
                                {"outcomes", st.outcomes}, {"seconds", st.seconds}});
            else {
                char buf[256];
                std::snprintf(buf, sizeof buf, "%-10s win rate %5.1f%%  %.2f actions per conversation  (%.2f s)",
                              st.policy.c_str(), 100.0 * st.winRate, st.averageTurns, st.seconds);
                out(buf);
            }
        }
        if (p.isSet("json"))
            out(jsonText(nlohmann::ordered_json{{"npc", npc->id}, {"games", games}, {"comparison", rows}}));
        return kOk;
    }
    req.policy = policies.front().trimmed().toStdString();
    const SimulationStats st = simulate(content, req);
    if (p.isSet("json")) {
        nlohmann::ordered_json j{{"npc", st.npc},           {"deck", st.deck},     {"policy", st.policy},
                         {"games", st.games},       {"winRate", st.winRate}, {"averageTurns", st.averageTurns},
                         {"outcomes", st.outcomes}, {"endReasons", st.endReasons}, {"seconds", st.seconds}};
        nlohmann::ordered_json cards = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < st.cards.size(); ++i) {
            const CardStats& c = st.cards[i];
            if (!c.drawn) continue;
            cards[content->cards[i].id] = {{"drawn", c.drawn}, {"played", c.played}, {"succeeded", c.succeeded},
                                           {"exhausted", c.exhausted}};
        }
        j["cards"] = cards;
        out(jsonText(j));
        return kOk;
    }
    char buf[256];
    std::snprintf(buf, sizeof buf, "%s vs %s (deck %s): %d games, win rate %.1f%%, %.2f actions per conversation",
                  st.policy.c_str(), st.npc.c_str(), st.deck.c_str(), st.games, 100.0 * st.winRate, st.averageTurns);
    out(buf);
    for (const auto& [o, n] : st.outcomes) {
        std::snprintf(buf, sizeof buf, "  %-14s %6.1f%%", o.c_str(), 100.0 * n / st.games);
        out(buf);
    }
    out("  card                         drawn  played  success  exhausted");
    for (std::size_t i = 0; i < st.cards.size(); ++i) {
        const CardStats& c = st.cards[i];
        if (!c.drawn) continue;
        std::snprintf(buf, sizeof buf, "  %-28s %6lld %6.0f%% %7.0f%% %9.0f%%", content->cards[i].id.c_str(), c.drawn,
                      100.0 * c.played / c.drawn, c.played ? 100.0 * c.succeeded / c.played : 0.0,
                      100.0 * c.exhausted / c.drawn);
        out(buf);
    }
    return kOk;
}

} // namespace parley::cli
