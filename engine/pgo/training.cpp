// The workload that profile-guided optimization learns from (engine/CMakeLists.txt, PARLEY_PGO):
// what the shipped programs spend their time in, through the engine's public interface. The build
// runs it once, instrumented, and compiles the programs' engine with the profile it leaves.
// - Loading the built-in pack (every program's start, `parley-cli validate`, live reload).
// - Random conversations with every partner: `parley-cli bench`, and the random policy of
//   `simulate` and the balance lab.
// - Greedy and lookahead games: the window's AI partner, `simulate`'s other policies.
// - Copying states (the lookahead AI), saving them and reading them back (saves, the timeline).
// Its seeds are not the benchmarks' seeds, so the profile describes the workload rather than the
// games that are measured. Its output is the profile, not figures.
#include "ai/policy.h"
#include "content/loader.h"
#include "rules/setup.h"
#include "sim/playout.h"

#include <cstdio>
#include <vector>

using namespace parley;

int main() {
    constexpr std::uint64_t kSeeds = 1'000'000; // far from bench's and bench_playout's seeds
    for (int i = 0; i < 4; ++i)
        if (!builtinContent(nullptr)) return 1;
    const auto content = builtinContent(nullptr);
    std::vector<State> blanks;
    for (std::uint16_t n = 0; n < content->npcs.size(); ++n)
        blanks.push_back(blankConversation(content, n, 0));

    long long actions = 0;
    RandomPolicy random(kSeeds);
    for (int i = 0; i < 30'000; ++i) {
        State s = startConversation(blanks[static_cast<std::size_t>(i) % blanks.size()], kSeeds + i);
        actions += playOut(s, random);
    }
    GreedyPolicy greedy(kSeeds);
    LookaheadPolicy lookahead(kSeeds, 8);
    for (int i = 0; i < 300; ++i) {
        State s = startConversation(blanks[static_cast<std::size_t>(i) % blanks.size()], kSeeds + i);
        actions += playOut(s, i % 10 == 0 ? static_cast<Policy&>(lookahead) : greedy);
    }
    // A state in mid conversation, copied (the lookahead AI's rollouts, `bench`'s clone figure),
    // then saved and read back.
    State mid = startConversation(blanks[0], kSeeds);
    for (int k = 0; k < 4 && !mid.ended(); ++k) mid.apply(random.choose(mid));
    std::size_t cards = 0;
    for (int i = 0; i < 100'000; ++i) {
        const State copy = mid.clone();
        cards += copy.hand().size();
    }
    if (cards == 0) return 1;
    std::string error;
    for (int i = 0; i < 200; ++i)
        if (!State::deserialize(content, mid.serialize(), error)) {
            std::fprintf(stderr, "pgo training: a saved state did not read back: %s\n", error.c_str());
            return 1;
        }
    std::printf("pgo training: %lld actions, %zu cards in hand over the copies\n", actions, cards);
    return actions > 0 ? 0 : 1;
}
