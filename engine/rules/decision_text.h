#pragma once
// The prompt and options of the pending decision, built from the state on request.
#include "state/state.h"

namespace parley {

void describeDecision(const State& s, Decision& d);
// How many options the pending decision has, without building its text.
std::uint32_t decisionOptionCount(const State& s);
// The card instances a card-picking decision offers, in option order, without building its text
// (empty for decisions that are not about cards).
SmallVec<Uid, 32> decisionCards(const State& s);

} // namespace parley
