#pragma once
// Card instances moving between zones, tokens coming and going, tapping and revealing. Every move
// emits CardMoved and fires the card's leftZone / enteredZone triggers.
#include "rules/context.h"

namespace parley {

// Moves `uid` to the end of `to` (the top when `to` is the deck and `top` is set). A token that
// leaves the table ceases to exist instead. Returns false when the card is not found.
bool moveCard(Ctx& c, Uid uid, Zone to, bool top = false);
void drawCards(Ctx& c, int n);
void shuffleZone(State& s, Zone z);
Uid createToken(Ctx& c, CardIndex card, Controller who);
void tapCard(Ctx& c, Uid uid);
void untapTable(Ctx& c);
void revealCard(Ctx& c, Uid uid);

// The instance, or null.
const CardInst* findCard(const State& s, Uid uid, Zone* zone = nullptr);
CardInst* findCard(State& s, Uid uid, Zone* zone = nullptr);

} // namespace parley
