// parley-cli scenario: run scenario files (see the scenario format in tests/scenarios/README.md).
#include "cli_common.h"
#include "commands.h"
#include "content/pack_files.h"
#include "sim/scenario.h"

#include <QFileInfo>
#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace parley::cli {

namespace {
// Every scenario file named or found below a named folder; folders that cannot be read are
// reported in `diags`, so that a run never passes having skipped some silently.
std::vector<std::filesystem::path> scenarioFiles(const QStringList& paths, Diagnostics& diags) {
    std::vector<std::filesystem::path> files;
    for (const QString& qp : paths) {
        const auto found = jsonFilesAt(qp.toStdString(), diags);
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}
} // namespace

int runScenario(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("paths", "Scenario files, or folders searched for *.json.", "FILE|DIR...");
    p.addOption({"json", "Print one JSON object per scenario."});
    p.addOption({"strict", "Treat warnings (an unknown field, say) as errors: such a scenario is invalid."});
    if (int r = parseArgs(p, args, "Run scenario files: set up a state, play the steps, check the expectations."); r >= 0)
        return r;
    if (p.positionalArguments().isEmpty()) return usageError("scenario needs at least one file or folder");
    for (const QString& path : p.positionalArguments())
        if (!QFileInfo::exists(path)) return usageError("no such file or folder: " + path);
    const bool json = p.isSet("json");

    int passed = 0, failed = 0, invalid = 0;
    Diagnostics walk;
    const auto files = scenarioFiles(p.positionalArguments(), walk);
    for (const auto& d : walk.items()) {
        err(d.format());
        if (d.severity != Diagnostic::Severity::Error) continue;
        ++invalid;
        if (json) out(jsonLine(nlohmann::ordered_json{{"file", d.file}, {"result", "invalid"}, {"message", d.format()}}));
    }
    for (const auto& file : files) {
        Diagnostics diags;
        auto sc = loadScenario(file, diags);
        // Warnings are printed too: an unknown field is often a misspelt one that weakens a test.
        for (const auto& d : diags.items()) err(d.format());
        const bool refused = !sc || (p.isSet("strict") && diags.warningCount() > 0);
        if (refused) {
            ++invalid;
            if (json) {
                std::string reason;
                for (const auto& d : diags.items())
                    if (d.severity == Diagnostic::Severity::Error && reason.empty()) reason = d.format();
                if (reason.empty() && !diags.items().empty()) reason = diags.items().front().format(); // --strict
                out(jsonLine(nlohmann::ordered_json{{"file", file.string()}, {"result", "invalid"}, {"message", reason}}));
            }
            continue;
        }
        const ScenarioResult r = runScenario(*sc);
        r.passed ? ++passed : ++failed;
        if (json) {
            nlohmann::ordered_json j{{"name", r.name}, {"file", r.file}, {"result", r.passed ? "pass" : "fail"}};
            if (!r.passed) {
                j["step"] = r.failedStep;
                j["message"] = r.message;
            }
            out(jsonLine(j));
        } else if (r.passed) {
            out("PASS " + r.name);
        } else {
            out("FAIL " + r.name + ": step " + std::to_string(r.failedStep) + ": " + r.message);
        }
    }
    if (!json) out(std::to_string(passed) + " passed, " + std::to_string(failed) + " failed");
    if (invalid > 0) return kUsage;
    return failed > 0 ? kCheckFailed : kOk;
}

} // namespace parley::cli
