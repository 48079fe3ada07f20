#pragma once
// Seed 004's on_turn_start / on_turn_end: modifiers that act at a turn boundary instead of
// changing a derived number when it is asked for. They name the conversation's own numbers
// (comfort, patience, the weight in the pool) and change them by their value, once per boundary,
// while they are in force.
#include "state/context.h"

namespace parley {

// Makes every turnStart (or turnEnd) modifier in force act, in target order (comfort, patience,
// weight) and within a target in registration order. Suppressed ones, those whose condition is
// false and those a stacking group leaves out do nothing. Each that acts emits EffectActed, then
// the change's own event. Nothing is allocated when no such modifier is registered.
void actTurnEffectsNow(Ctx& c, EffectTrigger when);
// The same; inline, because at most turn boundaries no such modifier is in force and that test is
// all.
inline void actTurnEffects(Ctx& c, EffectTrigger when) {
    if (c.s.effects.hasTrigger(when)) actTurnEffectsNow(c, when);
}

} // namespace parley
