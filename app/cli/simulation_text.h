#pragma once
// Simulation results for people: the text parley-cli simulate and merge print, and the per-card
// table as CSV for a spreadsheet.
#include "sim/simulate.h"

#include <string>
#include <vector>

namespace parley::cli {

// One run: the win rate with its 95% interval, outcomes, end reasons, a short length histogram,
// comfort by turn and the per-card table.
std::string simulationText(const SimulationStats& st);
// Several policies on the same games: a line each, and how each differs from the first.
std::string comparisonText(const std::vector<SimulationStats>& runs);
// The per-card table of every run, a row per policy and card, with a header row.
std::string cardsCsv(const std::vector<SimulationStats>& runs);

} // namespace parley::cli
