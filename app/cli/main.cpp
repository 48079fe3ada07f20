// parley-cli: the headless tool for designers, testers and CI.
#include "cli_common.h"
#include "commands.h"

#include <QCoreApplication>

using namespace parley::cli;

namespace {
const char* kUsageText =
    "Usage: parley-cli <command> [options]\n"
    "\n"
    "Commands:\n"
    "  validate FILE|DIR...   Check content files and report every problem.\n"
    "  scenario FILE|DIR...   Run scenario files and report PASS/FAIL per scenario.\n"
    "  simulate               Play many conversations with an AI policy and report statistics\n"
    "                         (--shard K/N plays one slice of the games, for many machines).\n"
    "  merge FILE...          Add up the --json results of a simulation's shards.\n"
    "  migrate IN -o OUT      Rewrite a content file from a legacy format into the current one.\n"
    "  play                   Play one conversation with an AI policy and print it.\n"
    "  replay FILE            Play a replay file back and print its log and final state.\n"
    "  bench                  Measure the engine's speed.\n"
    "  soak --actions N       Play random conversations and check every invariant after every action.\n"
    "\n"
    "Run 'parley-cli <command> --help' for a command's options.\n"
    "Exit codes: 0 success, 1 a check failed, 2 usage error or unreadable input.";

int run(QStringList args) {
    if (args.size() < 2) {
        err(kUsageText);
        return kUsage;
    }
    const QString cmd = args.at(1);
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        out(kUsageText);
        return kOk;
    }
    if (cmd == "--version") {
        out(std::string("parley-cli ") + PARLEY_VERSION);
        return kOk;
    }
    args.removeFirst(); // the subcommand's parser sees its own name first
    if (cmd == "validate") return runValidate(args);
    if (cmd == "scenario") return runScenario(args);
    if (cmd == "simulate") return runSimulate(args);
    if (cmd == "migrate") return runMigrate(args);
    if (cmd == "play") return runPlay(args);
    if (cmd == "bench") return runBench(args);
    if (cmd == "soak") return runSoak(args);
    if (cmd == "replay") return runReplay(args);
    if (cmd == "merge") return runMerge(args);
    return usageError("unknown command '" + cmd + "'");
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("parley-cli");
    QCoreApplication::setApplicationVersion(PARLEY_VERSION);
    const int code = run(app.arguments());
    // Every command prints: a result that did not reach standard output is no success.
    const int written = finishOutput();
    return written == kOk ? code : written;
}
