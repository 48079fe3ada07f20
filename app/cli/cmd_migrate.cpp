// parley-cli migrate: rewrite legacy content into the current format. Unknown fields are kept.
#include "cli_common.h"
#include "commands.h"
#include "content/json_source.h"
#include "content/pack_files.h"
#include "content/legacy.h"
#include "save_file.h"

namespace parley::cli {

int runMigrate(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("in", "The content file to read.", "IN");
    p.addOption({{"o", "output"}, "Where to write the result ('-' for standard output).", "OUT"});
    if (int r = parseArgs(p, args, "Convert legacy card fields (IsFleeting, persistence, HasFinalWord, "
                                   "effectType/effectValue) into the current format.");
        r >= 0)
        return r;
    if (p.positionalArguments().size() != 1) return usageError("migrate needs exactly one input file");
    if (!p.isSet("output")) return usageError("migrate needs -o OUT");
    const QString inPath = p.positionalArguments().first();
    const QString outPath = p.value("output");
    // Migrating in place would lose the original if the result is wrong: write beside it.
    if (outPath != "-" && !outputSparesInputs(p, "o", {{"the file to migrate", inPath.toStdString()}}))
        return kUsage;

    Diagnostics diags;
    auto text = readTextFile(inPath.toStdString(), diags);
    if (!text) {
        printDiagnostics(diags);
        return kUsage;
    }
    JsonSource src(inPath.toStdString(), std::move(*text));
    if (!src.parse(diags)) {
        printDiagnostics(diags);
        return kUsage;
    }
    nlohmann::ordered_json doc = src.doc();
    const auto notes = migrateDocument(doc);
    for (const auto& n : notes) err(inPath.toStdString() + ": " + n.field + " " + n.message);
    const std::string result = doc.dump(2) + "\n";

    if (outPath == "-") {
        out(result.substr(0, result.size() - 1));
    } else {
        // Whole or not at all, and never over a device or a link (see save_file.h).
        std::string error;
        if (!saveFileAtomically(outPath.toStdString(), result, error)) {
            err("parley-cli: " + error);
            return kUsage;
        }
    }
    err(std::to_string(notes.size()) + " legacy field(s) converted");
    return kOk;
}

} // namespace parley::cli
