#pragma once
// One readable line per event, for `parley-cli play` and test failure messages.
#include "state/state.h"

#include <string>

namespace parley {

std::string eventText(const State& s, const Event& e);

} // namespace parley
