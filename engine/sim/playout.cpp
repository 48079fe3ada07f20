#include "sim/playout.h"

namespace parley {

int playOut(State& s, Policy& policy, EventLog* events, int maxActions) {
    int n = 0;
    while (!s.ended() && n < maxActions) {
        const Action a = policy.choose(s);
        if (!s.apply(a, events).ok()) break; // cannot happen for a legal action; never loop on it
        ++n;
    }
    return n;
}

} // namespace parley
