#pragma once
// The prompt and options of the pending decision, built from the state on request.
#include "state/state.h"

namespace parley {

void describeDecision(const State& s, Decision& d);
// How many options the pending decision has, without building its text.
std::uint32_t decisionOptionCount(const State& s);

} // namespace parley
