// parley-cli validate: check content files and report every problem of every file in one run. A
// pack is checked as the game loads it: layered on the built-in pack, unless --standalone.
#include "cli_common.h"
#include "commands.h"
#include "content/loader.h"

#include <QFileInfo>
#include <nlohmann/json.hpp>

namespace parley::cli {

int runValidate(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("paths", "Content files or folders (read together as one pack).", "FILE|DIR...");
    p.addOption({"json", "Print the result as JSON."});
    p.addOption({"strict", "Treat warnings as errors."});
    p.addOption({"standalone", "Check the files alone, without the built-in pack under them (the built-in ruleset "
                               "still applies when they bring none)."});
    if (int r = parseArgs(p, args, "Check a content pack: JSON syntax, the format, references between files, "
                                   "formulas. The pack is layered on the built-in pack, as the game loads it: it may "
                                   "use built-in cards, skills, NPCs, decks and the ruleset, and an id it shares with "
                                   "the built-in pack is an error unless the entry says \"override\": true. With "
                                   "--standalone it is checked alone.");
        r >= 0)
        return r;
    const QStringList paths = p.positionalArguments();
    if (paths.isEmpty()) return usageError("validate needs at least one file or folder");
    for (const QString& path : paths)
        if (!QFileInfo::exists(path)) return usageError("no such file or folder: " + path);

    const bool standalone = p.isSet("standalone");
    Diagnostics diags;
    ContentLoader loader;
    addPacks(loader, paths, standalone, diags);
    const auto content = loader.load(diags);
    std::string layering = standalone ? "standalone" : "on the built-in pack";
    if (content && standalone && !content->identity.packs.empty() && content->identity.packs.back() == "builtin-ruleset")
        layering += " (with the built-in ruleset)";

    const int errors = diags.errorCount();
    const int warnings = diags.warningCount();
    const bool failed = errors > 0 || (p.isSet("strict") && warnings > 0);
    if (p.isSet("json")) {
        nlohmann::ordered_json j;
        j["ok"] = !failed;
        j["layered"] = !standalone;
        j["errors"] = errors;
        j["warnings"] = warnings;
        j["cards"] = content ? content->cards.size() : 0;
        j["npcs"] = content ? content->npcs.size() : 0;
        j["decks"] = content ? content->decks.size() : 0;
        if (content) {
            j["packs"] = content->identity.packs;
            j["hash"] = content->identity.hash;
        }
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
        std::string summary =
            std::to_string(errors) + " error(s), " + std::to_string(warnings) + " warning(s); " + layering;
        if (content)
            summary += ": " + std::to_string(content->cards.size()) + " cards, " + std::to_string(content->npcs.size()) +
                       " NPCs, " + std::to_string(content->decks.size()) + " decks, " +
                       std::to_string(content->skills.size()) + " skills";
        out(summary);
    }
    return failed ? kCheckFailed : kOk;
}

} // namespace parley::cli
