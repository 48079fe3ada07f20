// parley-cli merge: adds up the --json results of the shards of one simulation run (simulate
// --shard K/N) into the statistics of the whole run, printed as simulate prints them. Exit 0 when
// merged; 1 when the files read but are not together one run (another run's shard, a shard
// twice, shards missing); 2 for a usage error or a file that is not a simulation result.
#include "cli_common.h"
#include "commands.h"
#include "content/pack_files.h"
#include "sim/simulation_json.h"
#include "sim/simulation_merge.h"
#include "simulation_output.h"

namespace parley::cli {

int runMerge(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument(
        "FILE...", "The shards' results, as 'parley-cli simulate --shard K/N --json' wrote them.");
    addSimulationOutputOptions(p);
    if (int r = parseArgs(
            p, args,
            "Add up the --json results of the shards of one simulation run into the whole "
            "run's statistics, exactly as the run played in one go would give them.");
        r >= 0)
        return r;
    if (p.positionalArguments().isEmpty())
        return usageError("merge takes the shards' result files");
    std::vector<NamedInput> shards;
    for (const QString& arg : p.positionalArguments()) shards.push_back({"a shard to merge", arg.toStdString()});
    if (!outputSparesInputs(p, "csv", shards)) return kUsage;

    std::vector<ShardFile> files;
    for (const QString& arg : p.positionalArguments()) {
        const std::string name = arg.toStdString();
        Diagnostics diags;
        std::optional<std::vector<SimulationStats>> runs;
        if (const auto text = readTextFile(name, diags))
            runs = readSimulationJson(name, *text, diags);
        if (!runs) {
            err("parley-cli: " + name + ": not a simulation result that can be merged:");
            printDiagnostics(diags);
            return kUsage;
        }
        files.push_back({name, std::move(*runs)});
    }
    std::string error;
    const auto merged = mergeShards(files, error);
    if (!merged) {
        err("parley-cli: cannot merge: " + error);
        return kCheckFailed;
    }
    return reportSimulation(p, *merged);
}

} // namespace parley::cli
