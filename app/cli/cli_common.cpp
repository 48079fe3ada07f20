#include "cli_common.h"

#include "content/loader.h"
#include "content/pack_files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>

namespace parley::cli {

std::string jsonText(const nlohmann::ordered_json& j) {
    return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string jsonLine(const nlohmann::ordered_json& j) {
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

namespace {
int stdoutError = 0; // the first error writing standard output (errno), reported at exit
}

void out(const std::string& line) {
    if (std::fwrite(line.data(), 1, line.size(), stdout) != line.size() ||
        std::fputc('\n', stdout) == EOF)
        if (!stdoutError) stdoutError = errno;
}

int finishOutput() {
    if (std::fflush(stdout) != 0 && !stdoutError) stdoutError = errno;
    if (!stdoutError && !std::ferror(stdout)) return kOk;
    err(std::string("parley-cli: cannot write to standard output: ") +
        std::strerror(stdoutError ? stdoutError : EIO));
    return kUsage;
}

std::vector<NamedInput> contentInputs(const QCommandLineParser& parser) {
    std::vector<NamedInput> inputs;
    for (const QString& path : parser.values("content")) inputs.push_back({"--content", path.toStdString()});
    return inputs;
}

bool outputSparesInputs(const QCommandLineParser& parser, const QString& option,
                        const std::vector<NamedInput>& inputs) {
    if (!parser.isSet(option)) return true;
    const QString shown = (option.size() == 1 ? "-" : "--") + option; // -o, --csv
    const std::string path = parser.value(option).toStdString();
    if (path.empty()) {
        usageError(shown + " needs a file name");
        return false;
    }
    const std::string refusal = outputIsAnInput(shown.toStdString(), path, inputs);
    if (refusal.empty()) return true;
    err("parley-cli: " + refusal);
    return false;
}

void err(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fputc('\n', stderr);
}

int usageError(const QString& message) {
    err("parley-cli: " + message.toStdString());
    err("Try 'parley-cli --help'.");
    return kUsage;
}

int parseArgs(QCommandLineParser& parser, const QStringList& args, const QString& description) {
    parser.setApplicationDescription(description);
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    parser.addOption(help);
    if (!parser.parse(args)) return usageError(parser.errorText());
    if (parser.isSet(help)) {
        out(parser.helpText().toStdString());
        return kOk;
    }
    return -1;
}

void addContentOptions(QCommandLineParser& parser) {
    parser.addOption({"content",
                      "Load this pack (file or folder; repeatable), layered on the built-in pack: it may use built-in "
                      "cards, NPCs and decks, and replaces one only where it says \"override\": true.",
                      "PATH"});
    parser.addOption({"standalone", "Load the --content packs alone, without the built-in pack (the built-in ruleset "
                                    "still applies when they bring none)."});
}

std::shared_ptr<const Content> loadContent(const QCommandLineParser& parser, bool& ok) {
    return loadContent(parser.values("content"), ok, parser.isSet("standalone"));
}

void addPacks(ContentLoader& loader, const QStringList& paths, bool standalone, Diagnostics& diags) {
    if (!standalone) loader.addBuiltin();
    std::vector<std::filesystem::path> given;
    for (const QString& p : paths) given.emplace_back(p.toStdString());
    // The same pack twice would be each of its cards "defined twice": it is read once.
    for (const auto& p : distinctPackPaths(given, diags)) loader.addPath(p, diags);
    if (standalone) loader.addBuiltinRulesetIfMissing();
}

std::shared_ptr<const Content> loadContent(const QStringList& paths, bool& ok, bool standalone) {
    Diagnostics diags;
    std::shared_ptr<const Content> content;
    if (paths.isEmpty()) {
        content = builtinContent(&diags);
    } else {
        ContentLoader loader;
        addPacks(loader, paths, standalone, diags);
        content = loader.load(diags);
    }
    if (!content) printDiagnostics(diags);
    ok = content != nullptr;
    return content;
}

void printDiagnostics(const Diagnostics& diags) {
    for (const auto& d : diags.items()) err(d.format());
}

void printDiagnosticsOnce(const Diagnostics& diags, std::size_t shown) {
    // Kinds in the order they first appear, each with how many times it came.
    std::vector<std::pair<const Diagnostic*, std::size_t>> kinds;
    std::map<std::pair<Diagnostic::Severity, std::string>, std::size_t> kindOf;
    for (const Diagnostic& d : diags.items()) {
        const auto [it, added] = kindOf.try_emplace({d.severity, d.message}, kinds.size());
        if (added) kinds.push_back({&d, 0});
        if (++kinds[it->second].second <= shown) err(d.format());
    }
    for (const auto& [first, count] : kinds) {
        if (count <= shown) continue;
        const char* severity = first->severity == Diagnostic::Severity::Error ? "error" : "warning";
        err(first->file + ": " + severity + ": and " + std::to_string(count - shown) + " more like " +
            (shown == 1 ? "this" : "these") + ": " + first->message);
    }
}

bool intOption(const QCommandLineParser& p, const QString& name, long long lo, long long hi, long long& outValue) {
    if (!p.isSet(name)) return true;
    bool ok = false;
    const long long v = p.value(name).toLongLong(&ok);
    if (!ok || v < lo || v > hi) {
        usageError(QString("--%1 must be an integer from %2 to %3, not '%4'").arg(name).arg(lo).arg(hi).arg(p.value(name)));
        return false;
    }
    outValue = v;
    return true;
}

} // namespace parley::cli
