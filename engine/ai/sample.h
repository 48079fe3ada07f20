#pragma once
// One legal action drawn uniformly at random, without listing them all: the random policy's
// hot path. Listing every legal action checks every card; drawing one checks one or two.
#include "state/state.h"

namespace parley {

// A legal action into `out`, each with the same chance as in legalActions(); false when the draw
// could not settle quickly (many candidates refused, or a decision with too many answers to
// count), and the caller then lists them. The state must not be over. `out` is written in place:
// the policy's pick is built once rather than copied out of an optional, once per action.
bool sampleLegalAction(const State& s, Rng& rng, Action& out);

} // namespace parley
