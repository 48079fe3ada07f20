#pragma once
// Helpers shared by the parley-cli subcommands.
#include "content/content.h"
#include "content/diagnostics.h"
#include "content/output_guard.h"

#include <QCommandLineParser>
#include <QStringList>
#include <memory>
#include <nlohmann/json.hpp>

namespace parley {
class ContentLoader;
}

namespace parley::cli {

enum Exit { kOk = 0, kCheckFailed = 1, kUsage = 2 };

// Parses `args` (the subcommand's name first) with `parser`. Handles --help. Returns -1 to go
// on, or the exit code to return now.
int parseArgs(QCommandLineParser& parser, const QStringList& args, const QString& description);
int usageError(const QString& message);

// The options of every subcommand that plays content: --content PATH (repeatable) and
// --standalone.
void addContentOptions(QCommandLineParser& parser);
// The built-in pack with the packs given with --content layered on it (they may use its cards
// and replace them only with "override": true); with --standalone, the packs alone, with the
// built-in ruleset when they bring none. Prints the diagnostics when the content does not load.
std::shared_ptr<const Content> loadContent(const QCommandLineParser& parser, bool& ok);
std::shared_ptr<const Content> loadContent(const QStringList& paths, bool& ok, bool standalone = false);
// Adds the packs at `paths` to `loader` as --content and --standalone mean them.
void addPacks(ContentLoader& loader, const QStringList& paths, bool standalone, Diagnostics& diags);
void printDiagnostics(const Diagnostics& diags);
// The same, with each kind of problem (the same message at other places: 20,000 actions with the
// same misspelt field) printed at most `shown` times and then counted, in one line.
void printDiagnosticsOnce(const Diagnostics& diags, std::size_t shown = 3);

// Reads an integer option within bounds; on a bad value reports and returns false.
bool intOption(const QCommandLineParser& p, const QString& name, long long lo, long long hi, long long& out);

// JSON for output: indented (jsonText) or on one line (jsonLine). Bytes that are not UTF-8 (a
// file name from the command line, say) become U+FFFD instead of aborting the program.
std::string jsonText(const nlohmann::ordered_json& j);
std::string jsonLine(const nlohmann::ordered_json& j);

void out(const std::string& line);
void err(const std::string& line);
// Flushes standard output: kOk, or (having said "cannot write to standard output: why") kUsage
// when any of it could not be written (a full disk, a closed pipe), so that a lost result is
// never a success.
int finishOutput();

// The --content packs as inputs, for outputIsAnInput.
std::vector<NamedInput> contentInputs(const QCommandLineParser& parser);
// True when the file `option` names (if given) is a file name and replaces none of `inputs`;
// otherwise false, having said which input it would replace (exit 2 then).
bool outputSparesInputs(const QCommandLineParser& parser, const QString& option,
                        const std::vector<NamedInput>& inputs);

} // namespace parley::cli
