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

void judgeAsATable(const std::vector<RateChange*>& changes) {
    std::vector<RateChange*> compared;
    std::vector<double> p;
    for (RateChange* c : changes)
        if (c->compared) {
            compared.push_back(c);
            p.push_back(c->pValue);
        }
    const std::vector<bool> significant = holmSignificant(p);
    for (std::size_t i = 0; i < compared.size(); ++i)
        compared[i]->significant = significant[i];
}

LabMismatch mismatch(const LabSetup& previous, const LabSetup& current) {
    if (previous.npcs != current.npcs) return LabMismatch::Partners;
    if (previous.deck != current.deck) return LabMismatch::Deck;
    if (previous.policies != current.policies) return LabMismatch::Policies;
    return LabMismatch::None;
}

} // namespace parley::client
