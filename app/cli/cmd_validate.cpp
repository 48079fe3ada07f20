// parley-cli validate: check content files and report every problem of every file in one run.
#include "cli_common.h"
#include "commands.h"
#include "content/loader.h"

#include <QFileInfo>
#include <nlohmann/json.hpp>

namespace parley::cli {

int runValidate(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("paths", "Content files or folders (read together as one content set).", "FILE|DIR...");
    p.addOption({"json", "Print the result as JSON."});
    p.addOption({"strict", "Treat warnings as errors."});
    if (int r = parseArgs(p, args, "Check content files: JSON syntax, the format, references between files, "
                                   "formulas. Files without a ruleset are checked against the built-in one.");
        r >= 0)
        return r;
    const QStringList paths = p.positionalArguments();
    if (paths.isEmpty()) return usageError("validate needs at least one file or folder");
    for (const QString& path : paths)
        if (!QFileInfo::exists(path)) return usageError("no such file or folder: " + path);

    Diagnostics diags;
    ContentLoader loader;
    for (const QString& path : paths) loader.addPath(path.toStdString(), diags);
    loader.addBuiltinRulesetIfMissing();
    const auto content = loader.load(diags);

    const int errors = diags.errorCount();
    const int warnings = diags.warningCount();
    const bool failed = errors > 0 || (p.isSet("strict") && warnings > 0);
    if (p.isSet("json")) {
        nlohmann::ordered_json j;
        j["ok"] = !failed;
        j["errors"] = errors;
        j["warnings"] = warnings;
        j["cards"] = content ? content->cards.size() : 0;
        j["npcs"] = content ? content->npcs.size() : 0;
        j["decks"] = content ? content->decks.size() : 0;
        j["diagnostics"] = nlohmann::ordered_json::array();
        for (const auto& d : diags.items())
            j["diagnostics"].push_back({{"severity", d.severity == Diagnostic::Severity::Error ? "error" : "warning"},
                                        {"file", d.file},
                                        {"line", d.line},
                                        {"column", d.column},
                                        {"pointer", d.pointer},
                                        {"message", d.message}});
        out(jsonText(j));
    } else {
        for (const auto& d : diags.items()) out(d.format());
        std::string summary = std::to_string(errors) + " error(s), " + std::to_string(warnings) + " warning(s)";
        if (content)
            summary += "; " + std::to_string(content->cards.size()) + " cards, " + std::to_string(content->npcs.size()) +
                       " NPCs, " + std::to_string(content->decks.size()) + " decks, " +
                       std::to_string(content->skills.size()) + " skills";
        out(summary);
    }
    return failed ? kCheckFailed : kOk;
}

} // namespace parley::cli
