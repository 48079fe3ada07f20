#pragma once
// What SPEAK and an activated ability do once their costs are paid.
#include "rules/context.h"

namespace parley {

// The Fleeting cards in hand other than `played`: they exhaust after this SPEAK. Fixed when the
// action is chosen, so it is exactly what the preview showed.
SmallVec<Uid, 16> speakExhaustSnapshot(const State& s, Uid played);
// Moves the spoken card, fires beforeSpeak, and queues the roll, the effects and the exhausts.
void startSpeakResolution(Ctx& c, Uid uid, Roll roll, const SmallVec<Uid, 16>& exhaust);
// Counts the use and queues the ability's effects.
void startAbility(Ctx& c, Uid uid, std::uint8_t ability, int x);

} // namespace parley
