#include "sim/playout.h"

namespace parley {

int playOut(State& s, Policy& policy, EventLog* events, int maxActions) {
    int n = 0;
    while (!s.ended() && n < maxActions) {
        // A policy chooses among the legal actions, having checked the one it chose.
        s.applyLegal(policy.choose(s), events);
        ++n;
    }
    return n;
}

} // namespace parley
