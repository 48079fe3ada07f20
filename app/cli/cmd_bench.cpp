// parley-cli bench: conversations/s, actions/s and the cost of a State copy.
#include "cli_common.h"
#include "commands.h"
#include "sim/bench.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace parley::cli {

int runBench(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"conversations", "How many conversations to play (default 200000).", "N"});
    p.addOption({"seed", "The first seed (default 1).", "N"});
    p.addOption({"content", "Load content from this file or folder instead of the built-in pack.", "PATH"});
    p.addOption({"json", "Print the figures as JSON."});
    if (int r = parseArgs(p, args, "Play random-policy conversations on one thread and report the engine's speed."); r >= 0)
        return r;
    if (!p.positionalArguments().isEmpty()) return usageError("bench takes no arguments besides options");
    long long n = 200000, seed = 1;
    if (!intOption(p, "conversations", 1, 100'000'000, n) || !intOption(p, "seed", 0, 4'000'000'000LL, seed))
        return kUsage;
    bool ok = false;
    const auto content = loadContent(p.values("content"), ok);
    if (!ok) return kCheckFailed;
    if (content->npcs.empty()) return usageError("the content has no NPCs");

    const BenchResult r = runBench(content, static_cast<int>(n), static_cast<std::uint64_t>(seed));
    if (p.isSet("json")) {
        out(jsonText(nlohmann::ordered_json{{"conversations", r.conversations},
                           {"actions", r.actions},
                           {"seconds", r.seconds},
                           {"conversationsPerSecond", r.conversationsPerSecond},
                           {"actionsPerSecond", r.actionsPerSecond},
                           {"cloneNanoseconds", r.cloneNanoseconds},
                           {"stateBytes", r.stateBytes}}));
        return kOk;
    }
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "conversations: %d in %.3f s\nconversations/s: %.0f\nactions/s: %.0f (%.1f actions per conversation)\n"
                  "clone: %.1f ns (State is %zu bytes)",
                  r.conversations, r.seconds, r.conversationsPerSecond, r.actionsPerSecond,
                  static_cast<double>(r.actions) / r.conversations, r.cloneNanoseconds, r.stateBytes);
    out(buf);
    return kOk;
}

} // namespace parley::cli
