#pragma once
// Triggered abilities (seed 000): events fire the live triggers of cards, which then resolve as
// queued work, asking first when they are optional.
#include "state/context.h"

namespace parley {

// Fires every live triggered ability of kind `k`: they resolve, in the order fired, as soon as the
// step that caused the event is over. `subject` is the card the event is about (0 for
// none); for enteredZone / leftZone `zone` is the zone, and `goneCard` names a subject that no
// longer exists (a token that ceased).
void fireListeners(Ctx& c, TriggerKind k, Uid subject, Zone zone, int goneCard);
inline void fireTriggers(Ctx& c, TriggerKind k, Uid subject = 0, Zone zone = Zone::Hand,
                         int goneCard = -1) {
    // Most events have no listener at all, neither a card of the conversation nor a held skill:
    // that answer is two bit tests here, without a call (every move and every number change fires).
    if ((c.s.cardEvents | c.s.skillEvents) & (1u << unsigned(k)))
        fireListeners(c, k, subject, zone, goneCard);
}

// Runs a fired trigger: optional ones become a yes/no decision (or are not offered when their
// isCost effects cannot be paid); others resolve.
void stepTrigger(Ctx& c, const Task& t);
// The answer to an optional trigger's question.
void answerOptionalTrigger(Ctx& c, bool yes);

} // namespace parley
