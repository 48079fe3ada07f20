#include "sim/simulation_merge.h"

#include <algorithm>

namespace parley {

namespace {

std::string policies(const ShardFile& f) {
    std::string out;
    for (const SimulationStats& r : f.runs)
        out += (out.empty() ? "" : ", ") + r.policy;
    return out;
}

std::string joined(const std::vector<std::string>& p, const char* separator) {
    std::string out;
    for (const std::string& s : p)
        out += (out.empty() ? "" : separator) + s;
    return out;
}

std::string packs(const std::vector<std::string>& p) {
    return joined(p, " + ");
}

// What tells `b`'s run apart from `a`'s, in words; empty when they are the same run.
std::string difference(const SimulationStats& a, const SimulationStats& b) {
    auto differs = [](const char* what, const std::string& x, const std::string& y) {
        return std::string(what) + " " + y + ", not " + x;
    };
    if (a.packs != b.packs) return differs("is of content", packs(a.packs), packs(b.packs));
    if (a.contentHash != b.contentHash)
        return differs("is of content with hash", a.contentHash, b.contentHash);
    if (a.npc != b.npc) return differs("is of NPC", a.npc, b.npc);
    if (a.deck != b.deck) return differs("is of deck", a.deck, b.deck);
    if (a.policy != b.policy) return differs("is of policy", a.policy, b.policy);
    if (a.seed != b.seed)
        return differs("has seed", std::to_string(a.seed), std::to_string(b.seed));
    if (a.totalGames != b.totalGames)
        return differs("is of a run of", std::to_string(a.totalGames) + " games",
                       std::to_string(b.totalGames) + " games");
    if (a.shardCount != b.shardCount)
        return differs("is a shard of", std::to_string(a.shardCount), std::to_string(b.shardCount));
    // perTurn's stateSum counts states by their index: other states would add up to nonsense.
    if (a.stateNames != b.stateNames)
        return differs("has states", joined(a.stateNames, ", "), joined(b.stateNames, ", "));
    return {};
}

std::string shardName(const SimulationStats& s) {
    return "shard " + std::to_string(s.shardIndex) + "/" + std::to_string(s.shardCount);
}

} // namespace

std::optional<std::vector<SimulationStats>> mergeShards(const std::vector<ShardFile>& files,
                                                        std::string& error) {
    if (files.empty()) {
        error = "no results to merge";
        return std::nullopt;
    }
    for (const ShardFile& f : files)
        if (f.runs.empty()) {
            error = f.name + ": holds no results";
            return std::nullopt;
        }
    const ShardFile& first = files.front();
    const SimulationStats& ref = first.runs.front();
    // The files in shard order. A file may claim any count (up to 2^31 - 1 shards): nothing is
    // sized by it, only by the files given.
    std::vector<const ShardFile*> byShard;
    for (const ShardFile& f : files) {
        if (f.runs.size() != first.runs.size()) {
            error = f.name + ": not a shard of the same run as " + first.name +
                    ": it holds policies " + policies(f) + ", " + first.name + " holds " +
                    policies(first);
            return std::nullopt;
        }
        for (std::size_t i = 0; i < f.runs.size(); ++i)
            if (const std::string d = difference(first.runs[i], f.runs[i]); !d.empty()) {
                error = f.name + ": not a shard of the same run as " + first.name + ": it " + d;
                return std::nullopt;
            }
        const SimulationStats& s = f.runs.front();
        for (const SimulationStats& r : f.runs)
            if (r.shardIndex != s.shardIndex) {
                error = f.name + ": its results are of different shards";
                return std::nullopt;
            }
        byShard.push_back(&f);
    }
    // Stable: of a shard given twice, the file given later is the one named as the repeat.
    std::stable_sort(byShard.begin(), byShard.end(), [](const ShardFile* a, const ShardFile* b) {
        return a->runs.front().shardIndex < b->runs.front().shardIndex;
    });
    for (std::size_t i = 1; i < byShard.size(); ++i)
        if (byShard[i]->runs.front().shardIndex == byShard[i - 1]->runs.front().shardIndex) {
            error = byShard[i]->name + ": " + shardName(byShard[i]->runs.front()) +
                    " again, already in " + byShard[i - 1]->name;
            return std::nullopt;
        }
    // The shards not given, the first 20 named: the gaps between those given.
    std::string missing;
    const long long nMissing = static_cast<long long>(ref.shardCount) - static_cast<long long>(byShard.size());
    int named = 0;
    long long next = 1; // the first shard not yet accounted for
    auto gap = [&](long long from, long long to) { // shards from..to (inclusive) are missing
        for (long long k = from; k <= to && named <= 20; ++k, ++named)
            missing += named == 20 ? ", ..." : (missing.empty() ? "" : ", ") + std::to_string(k);
    };
    for (const ShardFile* f : byShard) {
        gap(next, f->runs.front().shardIndex - 1);
        next = f->runs.front().shardIndex + 1LL;
    }
    gap(next, ref.shardCount);
    if (nMissing) {
        error = (nMissing == 1 ? "shard " : "shards ") + missing + " of " +
                std::to_string(ref.shardCount) + (nMissing == 1 ? " is" : " are") + " missing";
        return std::nullopt;
    }

    std::vector<SimulationStats> merged;
    for (const SimulationStats& r : first.runs) {
        SimulationStats m;
        m.npc = r.npc;
        m.deck = r.deck;
        m.policy = r.policy;
        m.packs = r.packs;
        m.contentHash = r.contentHash;
        m.seed = r.seed;
        m.totalGames = r.totalGames;
        m.stateNames = r.stateNames;
        merged.push_back(std::move(m));
    }
    // In shard order, so that the merged result does not depend on the order of the files.
    for (const ShardFile* f : byShard)
        for (std::size_t i = 0; i < merged.size(); ++i)
            if (!addStats(merged[i], f->runs[i])) {
                error = f->name + ": its counts are too large to add up";
                return std::nullopt;
            }
    for (const SimulationStats& m : merged)
        if (m.games != m.totalGames) { // cannot happen for shards that read: they hold their slices
            error = "the shards hold " + std::to_string(m.games) + " games, not the run's " +
                    std::to_string(m.totalGames);
            return std::nullopt;
        }
    return merged;
}

} // namespace parley
