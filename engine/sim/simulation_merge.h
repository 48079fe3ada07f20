#pragma once
// Combining the shards of one simulation run (parley-cli simulate --shard K/N, on as many
// machines as there are shards) into the statistics of the whole run: the same, count for count,
// as the run played in one go.
#include "sim/simulate.h"

#include <optional>
#include <string>
#include <vector>

namespace parley {

// One file's results: one run, or one per policy of a comparison, all of the same shard.
struct ShardFile {
    std::string name;
    std::vector<SimulationStats> runs;
};

// The whole runs, in the files' policy order; seconds are the shards' summed. Refuses, with
// `error` naming the file and why, files of different runs (content, NPC, deck, policy, seed,
// games), sharded differently, the same shard twice, or shards missing (it names them).
std::optional<std::vector<SimulationStats>> mergeShards(const std::vector<ShardFile>& files,
                                                        std::string& error);

} // namespace parley
