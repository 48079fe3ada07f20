#pragma once
// Playing a conversation to its end with a policy.
#include "ai/policy.h"

namespace parley {

// Content whose actions cost nothing (no patience, say) makes a conversation that never ends: a
// playout stops after this many actions, and reports it as "actionLimit" (simulate, soak).
inline constexpr int kPlayoutActionLimit = 10000;

// Applies the policy's choices until the conversation ends or `maxActions` have been applied.
// Returns the number of actions applied; the state is still running when the limit stopped it.
// Every action is bounded too (see kMaxStepsPerAction), so a playout always finishes.
int playOut(State& s, Policy& policy, EventLog* events = nullptr, int maxActions = kPlayoutActionLimit);

} // namespace parley
