#pragma once
// What a rule needs while it changes the state: the state and where to report events.
#include "state/state.h"

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

} // namespace parley
