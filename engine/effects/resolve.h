#pragma once
// Resolution of one card effect of seed 002's thirteen types.
#include "rules/context.h"

namespace parley {

void resolveEffect(Ctx& c, CardIndex card, EffectSlot slot, std::uint8_t index);

} // namespace parley
