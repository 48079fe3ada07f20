#pragma once
// The work stack that carries an action to completion (see TaskKind).
#include "rules/context.h"

namespace parley {

// Tasks are kept as a stack; push them in reverse of the order they should run.
inline void pushTask(State& s, Task t) { s.tasks.push_back(t); }
// Resolving the effect list `list` of `card`, on behalf of the instance `uid`.
Task resolveTask(CardIndex card, EffectList list, int passes, Uid uid);

// Runs queued work until it is done, the conversation ends, or a decision is needed.
void runTasks(Ctx& c);

} // namespace parley
