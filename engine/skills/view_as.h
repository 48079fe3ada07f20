#pragma once
// Seed 003's view-as skills: play a matching hand card as another card, or (zero-card) play a
// card made from nothing, within the skill's limits. The card is converted when the action is
// taken and paid for like any SPEAK; it turns back (or ceases) when the action is over, and a
// cancelled payment undoes the conversion exactly.
#include "rules/context.h"

#include <vector>

namespace parley {

ApplyResult checkUseSkill(const State& s, const Action& a, Explain e = Explain::Yes);
void startUseSkill(Ctx& c, const Action& a);
// Every legal UseSkill action.
void viewAsActions(const State& s, std::vector<Action>& out);
// Undoes the conversion of a payment that did not go ahead.
void undoViewAs(State& s, const PendingPayment& p);

} // namespace parley
