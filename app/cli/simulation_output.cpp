#include "simulation_output.h"

#include "cli_common.h"
#include "save_file.h"
#include "sim/simulation_json.h"
#include "simulation_text.h"

namespace parley::cli {

void addSimulationOutputOptions(QCommandLineParser& parser) {
    parser.addOption(
        {"json",
         "Print the statistics as JSON, with the raw counts that 'parley-cli merge' adds up."});
    parser.addOption(
        {"csv",
         "Also write the per-card table to FILE as CSV (a header row, then a row per policy and "
         "card).",
         "FILE"});
}

int reportSimulation(const QCommandLineParser& parser, const std::vector<SimulationStats>& runs) {
    if (parser.isSet("csv")) {
        std::string error;
        if (!saveFileAtomically(parser.value("csv").toStdString(), cardsCsv(runs), error)) {
            err("parley-cli: " + error);
            return kUsage;
        }
    }
    if (parser.isSet("json"))
        out(jsonText(runs.size() == 1 ? simulationJson(runs.front()) : comparisonJson(runs)));
    else {
        std::string text = runs.size() == 1 ? simulationText(runs.front()) : comparisonText(runs);
        if (!text.empty() && text.back() == '\n') text.pop_back();
        out(text);
    }
    return kOk;
}

} // namespace parley::cli
