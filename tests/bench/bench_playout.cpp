// Random playouts of the built-in pack and nothing else (no State copies, no loading inside the
// timed part), for counting instructions per action, which unlike wall time does not drift with a
// busy machine:
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*playAll*'
//   build/tests/bench_playout 5000
// then instructions / the actions printed. Without valgrind it prints actions per second too.
#include "ai/policy.h"
#include "content/loader.h"
#include "rules/setup.h"
#include "sim/playout.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace parley;

namespace {

// Not inlined, so that callgrind can count it alone.
// `blanks` are each NPC's blank conversation, built once and copied for each start, as parley-cli
// bench starts them.
__attribute__((noinline)) long long playAll(const std::vector<State>& blanks, int conversations) {
    RandomPolicy policy(1);
    long long actions = 0;
    for (int i = 0; i < conversations; ++i) {
        State s = startConversation(blanks[static_cast<std::size_t>(i) % blanks.size()], 1u + static_cast<std::uint64_t>(i));
        actions += playOut(s, policy);
    }
    return actions;
}

} // namespace

int main(int argc, char** argv) {
    const int conversations = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5000;
    const auto content = builtinContent(nullptr);
    if (!content) return 1;
    std::vector<State> blanks;
    for (std::uint16_t n = 0; n < content->npcs.size(); ++n) blanks.push_back(blankConversation(content, n, 0));
    const auto t0 = std::chrono::steady_clock::now();
    const long long actions = playAll(blanks, conversations);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("conversations: %d\nactions: %lld\nactions per second: %.0f\n", conversations,
                actions, actions / s);
    return actions > 0 ? 0 : 1;
}
