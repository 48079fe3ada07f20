#pragma once
// What comes after a payment depends on what was paid for, and only the rules above the cost
// system know that: a SPEAK starts resolving, an ability queues its effects, a multi-card view-as
// discards the cards played along, and a payment that does not go ahead turns a view-as card back.
// The cost system calls these; they are declared here, at its layer, and defined by the rules
// (rules/actions.cpp, rules/view_as.cpp), so costs/ never includes the layer above it.
#include "state/context.h"

namespace parley {

// The Fleeting cards in hand other than `played`: they exhaust after this SPEAK. Fixed when the
// action is chosen, so it is exactly what the preview showed.
SmallVec<Uid, 16> speakExhaustSnapshot(const State& s, Uid played);
// Moves the spoken card, fires beforeSpeak, and queues the roll, the effects and the exhausts.
// `x` is the X paid, which the card's effects read.
void startSpeakResolution(Ctx& c, Uid uid, Roll roll, const SmallVec<Uid, 16>& exhaust, int x = 0);
// Counts the use and queues the ability's effects. `card` is the source's card, known even when
// paying the cost removed the source (a token that sacrificed itself).
void startAbility(Ctx& c, Uid uid, CardIndex card, std::uint8_t ability, int x);
// A multi-card view-as, once paid: the cards played along with the converted one go to the
// discard pile.
void spendViewAsCards(Ctx& c);
// Undoes the conversion of a payment that did not go ahead.
void undoViewAs(State& s, const PendingPayment& p);

} // namespace parley
