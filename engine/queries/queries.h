#pragma once
// Every derived number of the game, computed on demand from the state and the active modifiers,
// never cached. Each can explain itself through an optional Breakdown (null on the hot path).
#include "state/breakdown.h"
#include "state/state.h"

namespace parley {

int successChance(const State& s, CardIndex card, Breakdown* why = nullptr);
bool cannotFail(const State& s);
int weightCapacity(const State& s, Breakdown* why = nullptr);
int availableWeight(const State& s);
int listenDraw(const State& s, Breakdown* why = nullptr);
// The patience an action would cost now, after modifiers and a pending free action.
int patienceCost(const State& s, ActionKind kind, Breakdown* why = nullptr,
                 bool countFreeAction = true);
// The most cards the hand may hold after a LISTEN.
int handLimit(const State& s, Breakdown* why = nullptr);
// How deep a card may be (its `depth`) and still be spoken.
int reach(const State& s, Breakdown* why = nullptr);
// How deep a card counts as being (its depth through distance skills).
int cardDepth(const State& s, CardIndex card, Breakdown* why = nullptr);
// How many cards one SPEAK may play.
int cardsPerSpeak(const State& s, Breakdown* why = nullptr);
// Uses per turn of an ability of `card` whose own limit is `base`.
int usesPerTurn(const State& s, CardIndex card, int base, Breakdown* why = nullptr);
// The weight a card costs to SPEAK.
int speakWeight(const State& s, CardIndex card, Breakdown* why = nullptr);
// How much comfort actually changes when an effect asks for `requested`.
int comfortChange(const State& s, int requested, Breakdown* why = nullptr);
// Applies the modifiers in force for `target` to `value`. `card` is the card the number is about
// (success chance, weight cost), or -1: modifiers scoped to a card and card conditions need it.
// `onTable`: that card is on the table (an ability's uses and costs), for the scope "table".
int applyModifiersInForce(const State& s, ModTarget target, int value, Breakdown* why, int card,
                          bool onTable);
inline int applyModifiers(const State& s, ModTarget target, int value, Breakdown* why,
                          int card = -1, bool onTable = false) {
    // Most numbers have no effect on them most of the time: one bit test, without a call.
    return s.effects.hasTarget(target) ? applyModifiersInForce(s, target, value, why, card, onTable)
                                       : value;
}

// "Focused atmosphere", for explanations.
std::string effectLabel(const State& s, const ActiveEffect& e);

} // namespace parley
