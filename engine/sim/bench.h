#pragma once
// The engine benchmark behind `parley-cli bench`.
#include "content/content.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace parley {

struct BenchResult {
    int conversations = 0;
    long long actions = 0;
    double seconds = 0;
    double conversationsPerSecond = 0;
    double actionsPerSecond = 0;
    double cloneNanoseconds = 0;
    std::size_t stateBytes = 0;
    // Heap allocations (-1: not counted): per action while playing (the policy's choice and the
    // action), per conversation start, and per State copy.
    double allocationsPerAction = -1;
    double allocationsPerStart = -1;
    double allocationsPerClone = -1;
};

// Plays `conversations` random-policy conversations, cycling through the content's NPCs, on the
// calling thread, then times State copies. `allocations`, when given, counts heap allocations so
// far (util/allocation_counter.h), for the allocation figures.
BenchResult runBench(const std::shared_ptr<const Content>& content, int conversations, std::uint64_t seed,
                     long long (*allocations)() = nullptr);

// Seeking in a conversation's history (the timeline), for one snapshot interval.
struct HistoryBenchRow {
    int interval = 0;       // a snapshot every this many actions
    int actions = 0;        // the conversation's length
    double seekWorstMicroseconds = 0; // the slowest position (median of its runs)
    double seekMeanMicroseconds = 0;  // over every position
    double bytesPerAction = 0;        // History::memoryPerAction()
};

// How far long work has got: `done` of `total` steps (called often; the callee keeps it cheap).
using BenchProgress = std::function<void(long long done, long long total)>;

// Plays one random-policy conversation of `actions` actions (the NPCs' patience raised so that it
// lasts) and times a seek to every position, from the far end, for each snapshot interval. At
// 5000 actions that is over half a minute: `progress` hears of each position measured.
std::vector<HistoryBenchRow> runHistoryBench(const std::shared_ptr<const Content>& content, int actions,
                                             const std::vector<int>& intervals, std::uint64_t seed,
                                             const BenchProgress& progress = {});

} // namespace parley
