#pragma once
// The engine benchmark behind `parley-cli bench`.
#include "content/content.h"

#include <cstdint>
#include <memory>

namespace parley {

struct BenchResult {
    int conversations = 0;
    long long actions = 0;
    double seconds = 0;
    double conversationsPerSecond = 0;
    double actionsPerSecond = 0;
    double cloneNanoseconds = 0;
    std::size_t stateBytes = 0;
};

// Plays `conversations` random-policy conversations, cycling through the content's NPCs, on the
// calling thread, then times State copies.
BenchResult runBench(const std::shared_ptr<const Content>& content, int conversations, std::uint64_t seed);

} // namespace parley
