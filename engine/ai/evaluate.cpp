#include "ai/policy.h"

#include "queries/queries.h"

namespace parley {

double evaluateState(const State& s) {
    if (s.ended()) {
        const std::string& o = s.outcome();
        if (o == "success") return 1000.0 + s.patience;
        if (o == "failure") return -500.0; // a failed goal still leaves an obligation
        return -1000.0;
    }
    const Ruleset& rules = s.rules();
    const int span = rules.comfortMax - rules.comfortMin;
    // Progress up the ladder dominates; then resources that widen the next choices.
    double v = s.emotion * span + s.comfort;
    v += 0.25 * availableWeight(s) + 0.3 * s.patience;
    for (const CardInst& ci : s.hand()) {
        const CardDef& d = s.def(ci.card);
        if (d.properties & rules.unplayable) continue;
        v += 0.2;
        // A goal in hand is worth its chance of success, if it can be afforded now.
        if (d.isGoal()) v += speakWeight(s, ci.card) <= availableWeight(s) ? 2.0 * successChance(s, ci.card) / 10.0 : -5.0;
    }
    if (s.freeNextAction) v += 0.3;
    return v;
}

} // namespace parley
