#pragma once
// Which cards an effect may act on, and whether seed 000's isCost effects can be paid.
#include "state/state.h"

namespace parley {

using UidList = SmallVec<Uid, 32>;

// The cards an effect picks from: Sacrifice from your permanents, Discard and Reveal from the
// hand, Tutor from the deck, TakeFromPile from skill `pile`'s pile; all filtered by the effect's
// filter, and none that a prohibit skill forbids choosing.
UidList effectCandidates(const State& s, const EffectDef& e, Uid source, int pile = -1);
// How many cards a fixed-amount effect wants now (its formula evaluated).
int effectAmount(const State& s, const EffectDef& e, int x = 0, int amount = 0);
// Whether one isCost effect could be paid now.
bool costEffectPayable(const State& s, const EffectDef& e, Uid source, int x = 0, int amount = 0);
// Whether every isCost effect of a list could be paid now (each checked on its own).
bool costEffectsPayable(const State& s, Uid source, const std::vector<EffectDef>& effects);
// Whether a card instance is one of yours on the table.
bool isOwnPermanent(const State& s, Uid uid);

} // namespace parley
