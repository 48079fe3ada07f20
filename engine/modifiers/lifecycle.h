#pragma once
// Putting modifiers into the active-effects registry and taking them out as their sources come
// and go. Today's source is the atmosphere; auras, timed effects and skills join here.
#include "state/state.h"

namespace parley {

// Replaces the atmosphere's effects in the registry with those of atmosphere `atm`.
void installAtmosphere(State& s, std::uint16_t atm);

// "Focused atmosphere", for explanations.
std::string effectLabel(const State& s, const ActiveEffect& e);

} // namespace parley
