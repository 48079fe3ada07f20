#pragma once
// Resolution of one card effect: seed 002's thirteen and seed 000's reveal, sacrifice, discard,
// createToken, sendToZone, tutor and addTokens. The task is the effect list's frame (source, X,
// chosen amount); its continuation is already on top of the task stack.
#include "state/context.h"

#include <span>

namespace parley {

// `bonus` is added to the effect's number (what on-effect skills adjusted it by).
void resolveEffect(Ctx& c, const Task& frame, int bonus = 0);
// Applies the player's picks for an effect that asked (EffectChoice); the picks are valid.
void applyEffectChoice(Ctx& c, const PendingDecisionData& d, std::span<const Uid> picks);

} // namespace parley
