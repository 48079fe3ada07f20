#include "lab_comparison.h"

#include "sim/interval.h"

namespace parley::client {

RateChange rateChange(bool hasPrevious, long long previousSuccesses, long long previousTrials,
                      long long successes, long long trials) {
    RateChange c;
    if (!hasPrevious || previousTrials <= 0 || trials <= 0) return c;
    const ProportionTest t =
        twoProportionTest(previousSuccesses, previousTrials, successes, trials);
    c.compared = true;
    c.previous = static_cast<double>(previousSuccesses) / static_cast<double>(previousTrials);
    c.difference = t.difference;
    c.significant = t.significant;
    c.pValue = t.pValue;
    return c;
}

LabMismatch mismatch(const LabSetup& previous, const LabSetup& current) {
    if (previous.npcs != current.npcs) return LabMismatch::Partners;
    if (previous.deck != current.deck) return LabMismatch::Deck;
    if (previous.policies != current.policies) return LabMismatch::Policies;
    return LabMismatch::None;
}

} // namespace parley::client
