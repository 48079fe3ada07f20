#pragma once
// What SPEAK and an activated ability do once their costs are paid.
#include "rules/context.h"

namespace parley {

// The Fleeting cards in hand other than `played`: they exhaust after this SPEAK. Fixed when the
// action is chosen, so it is exactly what the preview showed.
SmallVec<Uid, 16> speakExhaustSnapshot(const State& s, Uid played);
// Moves the spoken card, fires beforeSpeak, and queues the roll, the effects and the exhausts.
// `x` is the X paid, which the card's effects read.
void startSpeakResolution(Ctx& c, Uid uid, Roll roll, const SmallVec<Uid, 16>& exhaust, int x = 0);
// Whether the hand card `uid` could be spoken now (every SPEAK check but the pending decision).
ApplyResult checkSpeakable(const State& s, Uid uid, Explain e = Explain::Yes);
// The same for a card instance as it would be (a view-as card before it is converted); only
// for cards whose costs are weight and patience alone, which do not depend on where it is.
ApplyResult checkSpeakInstance(const State& s, const CardInst& ci, Explain e = Explain::Yes);
// The same, yes or no, without the sentences (for listing legal actions).
bool canSpeakInstance(const State& s, const CardInst& ci);
// Cards per SPEAK: the hand cards that may still be spoken in the current SPEAK.
SmallVec<Uid, 16> followUpCandidates(const State& s);
// Counts the use and queues the ability's effects. `card` is the source's card, known even when
// paying the cost removed the source (a token that sacrificed itself).
void startAbility(Ctx& c, Uid uid, CardIndex card, std::uint8_t ability, int x);

} // namespace parley
