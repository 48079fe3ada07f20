#pragma once
// What a rule needs while it changes the state: the state and where to report events.
#include "state/state.h"

namespace parley {

struct Ctx {
    State& s;
    EventLog* log;
    template <typename E> void emit(E e) {
        if (log) log->push_back(Event{std::move(e)});
    }
};

} // namespace parley
