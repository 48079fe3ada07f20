// parley-cli bench: conversations/s, actions/s and the cost of a State copy; with --history, the
// timeline's seek time and memory per action.
#include "cli_common.h"
#include "commands.h"
#include "progress.h"
#include "session/history.h"
#include "sim/bench.h"
#include "util/allocation_counter.h"
#include "util/allocator.h"

#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>

namespace parley::cli {

namespace {

// Seek time and memory per action of a conversation's history, for the default snapshot interval
// and a few others (the figures that chose the default).
int historyBench(const std::shared_ptr<const Content>& content, int actions, std::uint64_t seed, bool asJson) {
    std::vector<HistoryBenchRow> rows;
    {
        // 5000 actions (the most --actions allows) take over half a minute.
        Progress progress("bench --history: positions measured");
        rows = runHistoryBench(content, actions, {1, 4, 8, 16, 32, 64, 100000}, seed, std::ref(progress));
    }
    if (asJson) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const HistoryBenchRow& r : rows)
            list.push_back({{"snapshotInterval", r.interval},
                            {"default", r.interval == History::kDefaultSnapshotInterval},
                            {"actions", r.actions},
                            {"seekWorstMicroseconds", r.seekWorstMicroseconds},
                            {"seekMeanMicroseconds", r.seekMeanMicroseconds},
                            {"bytesPerAction", r.bytesPerAction}});
        out(jsonText(list));
        return kOk;
    }
    out("history: seeking to every position of a " + std::to_string(rows.front().actions) +
        "-action conversation (patience raised and goals left out so that it lasts; median of 7 runs each)");
    out("snapshot every | seek worst | seek mean | memory per action");
    for (const HistoryBenchRow& r : rows) {
        char buf[160];
        std::snprintf(buf, sizeof buf, "%14s | %7.1f us | %6.1f us | %7.0f bytes%s",
                      r.interval >= 100000 ? "never" : std::to_string(r.interval).c_str(), r.seekWorstMicroseconds,
                      r.seekMeanMicroseconds, r.bytesPerAction,
                      r.interval == History::kDefaultSnapshotInterval ? "  (the default)" : "");
        out(buf);
    }
    return kOk;
}

} // namespace

int runBench(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"conversations", "How many conversations to play (default 200000).", "N"});
    p.addOption({"seed", "The first seed (default 1).", "N"});
    addContentOptions(p);
    p.addOption({"json", "Print the figures as JSON."});
    p.addOption({"history", "Measure the conversation history instead: seek time and memory per action."});
    p.addOption({"actions", "With --history: the conversation's length (default 200).", "N"});
    if (int r = parseArgs(p, args, "Play random-policy conversations on one thread and report the engine's speed."); r >= 0)
        return r;
    if (!p.positionalArguments().isEmpty()) return usageError("bench takes no arguments besides options");
    long long n = 200000, seed = 1, actions = 200;
    if (!intOption(p, "conversations", 1, 100'000'000, n) || !intOption(p, "seed", 0, 4'000'000'000LL, seed) ||
        !intOption(p, "actions", 1, 5000, actions))
        return kUsage;
    bool ok = false;
    const auto content = loadContent(p, ok);
    if (!ok) return kCheckFailed;
    if (content->npcs.empty()) return usageError("the content has no NPCs");
    if (p.isSet("history"))
        return historyBench(content, static_cast<int>(actions), static_cast<std::uint64_t>(seed), p.isSet("json"));

    const BenchResult r = runBench(content, static_cast<int>(n), static_cast<std::uint64_t>(seed), &allocationCount);
    if (p.isSet("json")) {
        out(jsonText(nlohmann::ordered_json{{"conversations", r.conversations},
                           {"actions", r.actions},
                           {"seconds", r.seconds},
                           {"conversationsPerSecond", r.conversationsPerSecond},
                           {"actionsPerSecond", r.actionsPerSecond},
                           {"cloneNanoseconds", r.cloneNanoseconds},
                           {"stateBytes", r.stateBytes},
                           // -1: not counted (a sanitizer build)
                           {"allocationsPerAction", r.allocationsPerAction},
                           {"allocationsPerStart", r.allocationsPerStart},
                           {"allocationsPerClone", r.allocationsPerClone},
                           {"allocator", allocatorName()}}));
        return kOk;
    }
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "conversations: %d in %.3f s\nconversations/s: %.0f\nactions/s: %.0f (%.1f actions per conversation)\n"
                  "clone: %.1f ns (State is %zu bytes)\n"
                  "heap allocations: %.2f per action, %.1f per conversation start, %.2f per clone%s\n"
                  "allocator: %s",
                  r.conversations, r.seconds, r.conversationsPerSecond, r.actionsPerSecond,
                  static_cast<double>(r.actions) / r.conversations, r.cloneNanoseconds, r.stateBytes,
                  r.allocationsPerAction, r.allocationsPerStart, r.allocationsPerClone,
                  r.allocationsPerAction < 0 ? " (not counted in this build)" : "",
                  allocatorName().c_str());
    out(buf);
    return kOk;
}

} // namespace parley::cli
