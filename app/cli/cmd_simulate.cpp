// parley-cli simulate: many conversations with one policy; outcome rates and per-card statistics.
#include "cli_common.h"
#include "commands.h"
#include "sim/simulate.h"
#include "simulation_output.h"

#include "ai/policy.h"

#include <QRegularExpression>

namespace parley::cli {

namespace {

// --shard K/N: the K-th of N slices of the run's games. Every slice must hold a game, or the
// merge would wait for results that can never come.
bool shardOption(const QCommandLineParser& p, long long games, int& index, int& count) {
    if (!p.isSet("shard")) return true;
    const QString v = p.value("shard");
    const auto m = QRegularExpression(R"(^\s*(\d{1,9})\s*/\s*(\d{1,9})\s*$)").match(v);
    const long long k = m.hasMatch() ? m.captured(1).toLongLong() : 0,
                    n = m.hasMatch() ? m.captured(2).toLongLong() : 0;
    if (!m.hasMatch() || n < 1 || k < 1 || k > n) {
        usageError("--shard must be K/N, shard K of N with K from 1 to N (--shard 2/8), not '" + v +
                   "'");
        return false;
    }
    if (n > games) {
        usageError(QString("--shard %1: %2 shards of %3 games would leave some without a game; use "
                           "at most %3 shards")
                       .arg(v)
                       .arg(n)
                       .arg(games));
        return false;
    }
    index = static_cast<int>(k);
    count = static_cast<int>(n);
    return true;
}

} // namespace

int runSimulate(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"npc", "The NPC (default: the content's default NPC).", "ID"});
    p.addOption({"deck", "Play this deck instead of the NPC's own.", "ID"});
    p.addOption({"policy", "random, greedy or lookahead; several, comma-separated, are compared (default random).", "NAME"});
    p.addOption({"threads", "Play on this many threads (default 1; the figures do not depend on it).", "N"});
    p.addOption({"games", "How many conversations (default 1000).", "N"});
    p.addOption({"seed", "The base seed (default 1).", "N"});
    p.addOption({"shard",
                 "Play only the K-th of N disjoint slices of the games, with the seeds they have "
                 "in the whole "
                 "run; 'parley-cli merge' adds the shards' --json results up to the whole run's.",
                 "K/N"});
    addContentOptions(p);
    addSimulationOutputOptions(p);
    if (int r = parseArgs(
            p, args,
            "Play many conversations with an AI policy and report the win rate with its 95% "
            "interval, outcomes, lengths, comfort by turn, and per card how often it was drawn, "
            "played, succeeded and exhausted unplayed, and the win rate with and without it.");
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
    if (!shardOption(p, games, req.shardIndex, req.shardCount)) return kUsage;
    const QStringList policies = p.value("policy").isEmpty() ? QStringList{"random"} : p.value("policy").split(',');
    for (qsizetype i = 0; i < policies.size(); ++i) {
        const QString name = policies[i].trimmed();
        if (!makePolicy(name.toStdString(), 1))
            return usageError("unknown policy '" + name + "' (known: random, greedy, lookahead)");
        // A comparison's results are told apart by their policy: merge refuses one named twice.
        for (qsizetype k = 0; k < i; ++k)
            if (policies[k].trimmed() == name)
                return usageError("--policy names '" + name +
                                  "' twice; compare different policies (random, greedy, lookahead)");
    }
    if (!outputSparesInputs(p, "csv", contentInputs(p))) return kUsage;

    bool ok = false;
    const auto content = loadContent(p, ok);
    if (!ok) {
        err("parley-cli: the content does not load, so nothing was simulated");
        return kCheckFailed;
    }
    const NpcDef* npc = p.isSet("npc") ? content->findNpc(p.value("npc").toStdString()) : content->defaultNpc();
    if (!npc) return usageError(p.isSet("npc") ? "unknown NPC '" + p.value("npc") + "'" : QString("the content has no NPCs"));
    req.npc = content->npcIndex.at(npc->id);
    if (p.isSet("deck")) {
        req.deck = content->findDeck(p.value("deck").toStdString());
        if (!req.deck) return usageError("unknown deck '" + p.value("deck") + "'");
    }

    // Several policies are compared on the same games (the same seeds).
    std::vector<SimulationStats> runs;
    for (const QString& name : policies) {
        req.policy = name.trimmed().toStdString();
        runs.push_back(simulate(content, req));
    }
    return reportSimulation(p, runs);
}

} // namespace parley::cli
