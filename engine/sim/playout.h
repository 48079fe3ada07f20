#pragma once
// Playing a conversation to its end with a policy.
#include "ai/policy.h"

namespace parley {

// Applies the policy's choices until the conversation ends (or `maxActions` is reached, which
// only a broken ruleset could need). Returns the number of actions applied.
int playOut(State& s, Policy& policy, EventLog* events = nullptr, int maxActions = 10000);

} // namespace parley
