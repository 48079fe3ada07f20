#pragma once
// Seed 003's view-as skills: play a matching hand card as another card, or (zero-card) play a
// card made from nothing, within the skill's limits. The card is converted when the action is
// taken and paid for like any SPEAK; it turns back (or ceases) when the action is over, and a
// cancelled payment undoes the conversion exactly.
#include "costs/after_payment.h"

#include <span>
#include <vector>

namespace parley {

ApplyResult checkUseSkill(const State& s, const Action& a, Explain e = Explain::Yes);
void startUseSkill(Ctx& c, const Action& a);
// Every legal UseSkill action.
void viewAsActions(const State& s, std::vector<Action>& out);
// Multi-card view-as (SkillDef::cardCount > 1): the hand cards that may be played along with
// `first` (the decision's options), the answer that converts and starts paying, and, once the
// payment is made, the cards played along going to the discard pile.
SmallVec<Uid, 16> viewAsPartners(const State& s, const SkillDef& d, Uid first);
// Whether an answer to the pending ViewAsCards decision leaves the card payable (the cards played
// along cannot pay its costs too); the option checks are the caller's.
ApplyResult checkViewAsCards(const State& s, const Action& a, Explain e = Explain::Yes);
// The options of the pending ViewAsCards decision.
SmallVec<Uid, 16> viewAsDecisionCards(const State& s);
void finishViewAsCards(Ctx& c, const PendingDecisionData& d, std::span<const Uid> partners);

} // namespace parley
