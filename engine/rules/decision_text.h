#pragma once
// The prompt and options of the pending decision, built from the state on request.
#include "state/state.h"

namespace parley {

void describeDecision(const State& s, Decision& d);
// How many options the pending decision has, without building its text: the count kept when it
// was raised (PendingDecisionData::options), or else counted now.
std::uint32_t decisionOptionCount(const State& s);
// The same, always counted from the state now (what the kept count must equal).
std::uint32_t countDecisionOptions(const State& s);
// The card instances a card-picking decision offers, in option order, without building its text
// (empty for decisions that are not about cards).
SmallVec<Uid, 32> decisionCards(const State& s);

} // namespace parley
