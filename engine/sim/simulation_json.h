#pragma once
// Simulation results as JSON (parley-cli simulate --json) and read back (parley-cli merge).
//
// The JSON keeps the fields outside tools have always read (npc, deck, policy, games, winRate,
// averageTurns, outcomes, endReasons, seconds, cards with drawn/played/succeeded/exhausted) and
// adds what a designer needs to trust the figures and what merging shards needs: the raw counts
// behind every rate, and the run's identity (content, npc, deck, policy, seed, total games) with
// the shard's place in it. See README.md, "Simulating", for the fields.
#include "content/diagnostics.h"
#include "sim/simulate.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace parley {

inline constexpr const char* kSimulationFormat = "parley-simulation/1";

// One run, or one shard of it.
nlohmann::ordered_json simulationJson(const SimulationStats& st);
// Several policies on the same games: {"format", "npc", "games", "comparison": [one run each]}.
nlohmann::ordered_json comparisonJson(const std::vector<SimulationStats>& runs);

// Reads what simulationJson or comparisonJson wrote: the runs it holds (one, or one per policy),
// with the counts checked against each other (outcomes add up to the games, and so on), so that
// a damaged or hand-edited file is refused rather than merged into wrong figures. On a problem,
// diagnostics naming `name`, the line and the JSON pointer, and nullopt.
std::optional<std::vector<SimulationStats>> readSimulationJson(std::string name, std::string text,
                                                               Diagnostics& diags);

} // namespace parley
