#include "sim/bench.h"

#include "rules/setup.h"
#include "session/history.h"
#include "sim/playout.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace parley {

BenchResult runBench(const std::shared_ptr<const Content>& content, int conversations,
                     std::uint64_t seed, long long (*allocations)()) {
    using Clock = std::chrono::steady_clock;
    BenchResult r;
    r.conversations = conversations;
    RandomPolicy policy(seed);
    const auto npcs = static_cast<std::uint16_t>(content->npcs.size());

    const bool counting = allocations && allocations() >= 0;
    long long inStarts = 0, inPlay = 0;
    const auto t0 = Clock::now();
    // Each NPC's blank conversation is built once and copied for each start, as a runner of many
    // conversations does (startConversation); building them is timed too.
    std::vector<State> blanks;
    blanks.reserve(npcs);
    for (std::uint16_t n = 0; n < npcs; ++n) blanks.push_back(blankConversation(content, n, 0));
    for (int i = 0; i < conversations; ++i) {
        const long long a0 = counting ? allocations() : 0;
        State s = startConversation(blanks[static_cast<std::size_t>(i % npcs)], seed + static_cast<std::uint64_t>(i));
        const long long a1 = counting ? allocations() : 0;
        r.actions += playOut(s, policy);
        if (counting) {
            inStarts += a1 - a0;
            inPlay += allocations() - a1;
        }
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (counting) {
        r.allocationsPerAction =
            r.actions > 0 ? static_cast<double>(inPlay) / static_cast<double>(r.actions) : 0;
        r.allocationsPerStart = static_cast<double>(inStarts) / conversations;
    }
    r.conversationsPerSecond = conversations / r.seconds;
    r.actionsPerSecond = static_cast<double>(r.actions) / r.seconds;

    // Clone cost on a typical mid-conversation state.
    State mid = newConversation(content, 0, seed);
    for (int k = 0; k < 3 && !mid.ended(); ++k) mid.apply(policy.choose(mid));
    const int clones = 1'000'000;
    long long sink = 0;
    const long long c0 = counting ? allocations() : 0;
    const auto t1 = Clock::now();
    for (int i = 0; i < clones; ++i) {
        State copy = mid.clone();
        sink += copy.hand().size();
        asm volatile("" : : "g"(&copy) : "memory"); // keep the copy from being optimized away
    }
    r.cloneNanoseconds = std::chrono::duration<double, std::nano>(Clock::now() - t1).count() / clones;
    if (counting) r.allocationsPerClone = static_cast<double>(allocations() - c0) / clones;
    r.stateBytes = sizeof(State);
    if (sink < 0) r.actions = -1; // unreachable; uses sink
    return r;
}

std::vector<HistoryBenchRow> runHistoryBench(const std::shared_ptr<const Content>& content, int actions,
                                             const std::vector<int>& intervals, std::uint64_t seed,
                                             const BenchProgress& progress) {
    using Clock = std::chrono::steady_clock;
    // Built-in conversations end after a few dozen actions: patience runs out, or a goal card is
    // drawn and exhausts. With patience to spare and no goals they go on.
    auto patient = std::make_shared<Content>(*content);
    for (NpcDef& n : patient->npcs) {
        n.patience = 1000;
        std::erase_if(n.deck, [&](CardIndex c) { return patient->cards[c].isGoal(); });
    }
    // The longest of a few random conversations, cut at `actions`.
    std::vector<Action> played;
    std::string npc;
    std::uint64_t playedSeed = seed;
    for (std::uint64_t k = 0; k < 256 && static_cast<int>(played.size()) < actions; ++k) {
        const NpcDef& n = patient->npcs[k % patient->npcs.size()];
        auto h = History::begin({patient, n.id, "", seed + k});
        RandomPolicy policy(seed + k);
        while (h && !h->current().ended() && static_cast<int>(h->size()) < actions) h->apply(policy.choose(h->current()));
        if (h && h->size() > played.size()) {
            played.clear();
            for (const ActionRecord& r : h->records()) played.push_back(r.action);
            npc = n.id;
            playedSeed = seed + k;
        }
    }
    std::vector<HistoryBenchRow> rows;
    const long long total = static_cast<long long>(intervals.size()) * static_cast<long long>(played.size() + 1);
    long long done = 0;
    for (int interval : intervals) {
        auto h = History::begin({patient, npc, "", playedSeed}, nullptr, nullptr, interval);
        for (const Action& a : played) h->apply(a);
        const std::size_t n = h->size();
        HistoryBenchRow row;
        row.interval = interval;
        row.actions = static_cast<int>(n);
        row.bytesPerAction = h->memoryPerAction();
        double sum = 0;
        for (std::size_t to = 0; to <= n; ++to) {
            // The median of a few runs, each from the far end, so that a busy machine's hiccup is
            // not taken for the worst case.
            std::vector<double> runs;
            for (int run = 0; run < 7; ++run) {
                h->seek(to < n / 2 ? n : 0);
                const auto t0 = Clock::now();
                h->seek(to);
                runs.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
            }
            std::nth_element(runs.begin(), runs.begin() + 3, runs.end());
            row.seekWorstMicroseconds = std::max(row.seekWorstMicroseconds, runs[3]);
            sum += runs[3];
            if (progress) progress(++done, total);
        }
        row.seekMeanMicroseconds = sum / static_cast<double>(n + 1);
        rows.push_back(row);
    }
    return rows;
}

} // namespace parley
