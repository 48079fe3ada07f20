#pragma once
// Card instances moving between zones, tokens coming and going, tapping and revealing. Every move
// emits CardMoved and fires the card's leftZone / enteredZone triggers.
#include "state/context.h"

namespace parley {

// Moves `uid` to the end of `to` (the top when `to` is the deck and `top` is set). A token that
// leaves the table ceases to exist instead. Returns false when the card is not found.
bool moveCard(Ctx& c, Uid uid, Zone to, bool top = false);
// The same for a card the caller has found already (`at`, in zone `from`): no second search.
bool moveFoundCard(Ctx& c, Zone from, const CardInst* at, Zone to, bool top = false);
// Moves `uid` onto the pile of skill `skill` (seed 003's extend_pile).
bool moveToPile(Ctx& c, Uid uid, std::uint16_t skill);
// A card played through view-as turns back into itself; a card made from nothing for it
// (a token off the table) ceases. Done when its action is over, and when it leaves the table.
void settleViewAsNow(Ctx& c);
// The same; inline, because most actions play nothing as anything and that test is all.
inline void settleViewAs(Ctx& c) {
    if (!c.s.converted.empty() || c.s.strayTokens) settleViewAsNow(c);
}
void drawCards(Ctx& c, int n);
void shuffleZone(State& s, Zone z);
// Card instance uids stay below this (the skills' registry keys and the mark holders live above it,
// and a uid is 16 bits). Content that makes tokens without end uses them up: from then on no more
// tokens are made (createToken returns 0), nor cards from nothing (zero-card view-as is refused).
inline constexpr Uid kUidLimit = 0xE000;
Uid createToken(Ctx& c, CardIndex card, Controller who);
void tapCard(Ctx& c, Uid uid);
void untapTable(Ctx& c);
void revealCard(Ctx& c, Uid uid);


} // namespace parley
