#pragma once
// Paying for a SPEAK or an activated ability: the engine asks, one decision at a time, for what
// must be chosen (a cost set, X, which cards), and pays everything at once when all is known.
#include "costs/cost.h"

namespace parley {

// The cost set of an action: SPEAK's weight, patience and extra costs, or an ability's costs;
// alternative `alt` (>= 0) replaces the card's own costs.
CostSet actionCosts(const State& s, ActionKind kind, Uid uid, std::uint8_t ability, int alt);
int alternativeCount(const State& s, ActionKind kind, Uid uid, std::uint8_t ability);

// Whether some cost set of the action can be paid now (with any choices), and if not, why the
// standard set cannot.
CostCheck canAfford(const State& s, ActionKind kind, Uid uid, std::uint8_t ability, Explain e = Explain::Yes);

// Starts the payment; asks the next question or completes it. `onPaid` runs once it is paid.
void beginPayment(Ctx& c, ActionKind kind, Uid uid, std::uint8_t ability, Roll roll);
// Checks an answer to a payment decision without changing anything.
ApplyResult checkPaymentAnswer(const State& s, const Action& a, Explain e = Explain::Yes);
void answerPayment(Ctx& c, const Action& a);
void cancelPayment(Ctx& c);

// The answers a pending payment decision offers, as data and in option order: the cost sets
// (-1 the standard one, k alternative k), the values of X, or the cards still open to pick.
using PaymentChoices = SmallVec<int, 24>;
PaymentChoices paymentChoices(const State& s);
// The same options in words (for pendingDecision()).
void paymentOptions(const State& s, Decision& d);

} // namespace parley
