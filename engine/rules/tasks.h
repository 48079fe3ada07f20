#pragma once
// The work queue that carries an action to completion (see TaskKind).
#include "rules/context.h"

namespace parley {

// Tasks are kept as a stack; push them in reverse of the order they should run.
inline void pushTask(State& s, Task t) { s.tasks.push_back(t); }
Task resolveTask(CardIndex card, EffectSlot slot, int passes);

// Runs queued work until it is done, the conversation ends, or a decision is needed.
void runTasks(Ctx& c);

} // namespace parley
