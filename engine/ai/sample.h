#pragma once
// One legal action drawn uniformly at random, without listing them all: the random policy's
// hot path. Listing every legal action checks every card; drawing one checks one or two.
#include "state/state.h"

#include <optional>

namespace parley {

// A legal action, each with the same chance as in legalActions(), or nothing when the draw could
// not settle quickly (many candidates refused, or a decision with too many answers to count);
// the caller then lists them. The state must not be over.
std::optional<Action> sampleLegalAction(const State& s, Rng& rng);

} // namespace parley
