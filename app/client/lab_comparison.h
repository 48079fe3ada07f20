#pragma once
// A/B in the balance lab: a figure of this run against the same figure of the previous one, and
// whether the two differ by more than chance (the two-proportion test at 95%,
// engine/sim/interval.h). Only runs of the same partners, deck and policies are compared.
#include "lab_run.h"

#include <vector>

namespace parley::client {

struct RateChange {
    bool compared = false; // there is a previous figure to compare with
    double previous = 0;   // its rate
    double difference = 0; // this rate - the previous one
    bool significant = false;
    double pValue = 1;
};

// successes/trials now against the previous run's; `compared` false when there is no previous.
// `significant` is the test's by itself; a table's rows are then judged together (below).
RateChange rateChange(bool hasPrevious, long long previousSuccesses, long long previousTrials,
                      long long successes, long long trials);

// Which of a table's changes (every outcome, every policy, every card) are significant, judged
// as a table at 95% (Holm, engine/sim/interval.h): each row at 5% would make some row of a long
// table light up by chance nearly every run. Sets `significant` of each compared change.
void judgeAsATable(const std::vector<RateChange*>& changes);

// Why two runs cannot be compared, the first difference found.
enum class LabMismatch { None, Partners, Deck, Policies };
LabMismatch mismatch(const LabSetup& previous, const LabSetup& current);

} // namespace parley::client
