#pragma once
// What parley-cli simulate and merge both do with finished statistics: print them (as text, or
// as JSON with --json) and write the per-card table with --csv FILE.
#include "sim/simulate.h"

#include <QCommandLineParser>
#include <vector>

namespace parley::cli {

// The --json and --csv options.
void addSimulationOutputOptions(QCommandLineParser& parser);
// Prints `runs` (one run, or a comparison of policies) and writes the CSV; the exit code.
int reportSimulation(const QCommandLineParser& parser, const std::vector<SimulationStats>& runs);

} // namespace parley::cli
