#include "sim/bench.h"

#include "rules/setup.h"
#include "sim/playout.h"

#include <chrono>

namespace parley {

BenchResult runBench(const std::shared_ptr<const Content>& content, int conversations, std::uint64_t seed) {
    using Clock = std::chrono::steady_clock;
    BenchResult r;
    r.conversations = conversations;
    RandomPolicy policy(seed);
    const auto npcs = static_cast<std::uint16_t>(content->npcs.size());

    const auto t0 = Clock::now();
    for (int i = 0; i < conversations; ++i) {
        State s = newConversation(content, static_cast<std::uint16_t>(i % npcs), seed + static_cast<std::uint64_t>(i));
        r.actions += playOut(s, policy);
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    r.conversationsPerSecond = conversations / r.seconds;
    r.actionsPerSecond = static_cast<double>(r.actions) / r.seconds;

    // Clone cost on a typical mid-conversation state.
    State mid = newConversation(content, 0, seed);
    for (int k = 0; k < 3 && !mid.ended(); ++k) mid.apply(policy.choose(mid));
    const int clones = 1'000'000;
    long long sink = 0;
    const auto t1 = Clock::now();
    for (int i = 0; i < clones; ++i) {
        State copy = mid.clone();
        sink += copy.hand().size();
        asm volatile("" : : "g"(&copy) : "memory"); // keep the copy from being optimized away
    }
    r.cloneNanoseconds = std::chrono::duration<double, std::nano>(Clock::now() - t1).count() / clones;
    r.stateBytes = sizeof(State);
    if (sink < 0) r.actions = -1; // unreachable; uses sink
    return r;
}

} // namespace parley
