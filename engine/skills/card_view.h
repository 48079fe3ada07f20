#pragma once
// What cards look like under filter skills, and what prohibit and invalidity skills forbid: read-
// only views of the state (no Ctx), so the client can show cards as the rules see them.
#include "state/state.h"

namespace parley {

PropertySet cardProperties(const State& s, CardIndex card);
inline bool cardHas(const State& s, CardIndex card, CardProperty p) { return cardProperties(s, card) & propertyBit(p); }
// The difficulty a card has now; `by`, when given, is set to the filter skill that chose it (null:
// the card's own).
int cardDifficulty(const State& s, CardIndex card, const SkillInst** by = nullptr);
// Whether skills are silenced (a card on the table `suppresses` skills): then filter skills
// change nothing, like every modifier a skill puts in the registry. Trigger, view-as, prohibit and
// invalidity skills act, rather than change a number or a card's looks, and go on working.
bool skillsSuppressed(const State& s);
// Whether the card matches a skill's match filter and card condition.
bool skillMatches(const State& s, const SkillDef& k, int card);
// The held skill that forbids doing `action` (SkillAction bits) with `card` (-1: the action
// itself, such as LISTEN), or null.
const SkillDef* prohibitedBy(const State& s, std::uint8_t action, int card = -1);
// The invalidity skill that silences effect `index` of `card`'s `list`, or null.
const SkillDef* invalidatedBy(const State& s, CardIndex card, EffectList list, std::uint8_t index);
// The per-target invalidity skill that protects `target` from that effect, or null.
const SkillDef* protectedBy(const State& s, CardIndex card, EffectList list, std::uint8_t index, CardIndex target);

} // namespace parley
