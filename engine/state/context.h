#pragma once
// What a rule needs while it changes the state: the state and where to report events.
#include "state/state.h"

#include <algorithm>

namespace parley {

struct Ctx {
    State& s;
    EventLog* log;
    // The stack height when the current step began: what the step pushes lies above it, so work
    // that must wait for all of the step's consequences ("after" skills) is inserted here.
    std::uint32_t stepBase = 0;
    template <typename E> void emit(E e) {
        if (log) log->push_back(Event{std::move(e)});
    }
};

// Tasks are kept as a stack; push them in reverse of the order they should run.
inline void pushTask(State& s, Task t) { s.tasks.push_back(t); }

// Resolving the effect list `list` of `card`, on behalf of the instance `uid`.
inline Task resolveTask(CardIndex card, EffectList list, int passes, Uid uid) {
    Task t = Task::of(TaskKind::ResolveEffects, uid);
    t.effect.card = card;
    t.effect.list = list;
    t.effect.passes = static_cast<std::uint16_t>(std::clamp(passes, 0, 3));
    return t;
}

} // namespace parley
