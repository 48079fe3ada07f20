#pragma once
// What cards look like under filter skills, and what prohibit and invalidity skills forbid: read-
// only views of the state (no Ctx), so the client can show cards as the rules see them.
#include "state/held_skills.h"
#include "state/state.h"

namespace parley {

PropertySet cardProperties(const State& s, CardIndex card);
inline bool cardHas(const State& s, CardIndex card, CardProperty p) {
    // Only filter skills change properties: one that none of them touches is the card's own.
    if (!(s.content().filterProperties & propertyBit(p))) return s.def(card).has(p);
    return cardProperties(s, card) & propertyBit(p);
}
// cardProperties(s, card) & mask for many cards (a hand): the filter skills in force that touch
// `mask` are gathered once, so each card walks those rather than every held skill (cardProperties
// is this view with every property, for one card).
class FilteredProperties {
public:
    // Inline, as is `of` without filters: most states hold no filter skill, and a SPEAK asks this
    // for every card in hand.
    FilteredProperties(const State& s, PropertySet mask) : s_(s), mask_(mask) {
        if ((s.content().filterProperties & mask) && s.hasSkillType(SkillType::Filter)) gather();
    }
    PropertySet of(CardIndex card) const {
        if (filters_.empty()) return static_cast<PropertySet>(s_.def(card).properties & mask_);
        return filtered(card);
    }

private:
    void gather();
    PropertySet filtered(CardIndex card) const;
    const State& s_;
    PropertySet mask_;
    SmallVec<const SkillDef*, 8> filters_; // in the order they were gained: a later one has the last word
};
// The difficulty a card has now; `by`, when given, is set to the filter skill that chose it (null:
// the card's own).
int cardDifficulty(const State& s, CardIndex card, const SkillInst** by = nullptr);
// The connection type a card counts as now (a token index, or -1): a filter skill may change it.
// `by`, when given, is set to the filter skill that chose it (null: the card's own).
int cardConnection(const State& s, CardIndex card, const SkillInst** by = nullptr);
// CardDef::matches, with the card's connection type as filters make it look.
bool cardMatches(const State& s, CardIndex card, const CardFilter& f);
// A card condition's answer computed at load (see Content::cardCondition), or -1 when it must be
// evaluated: also when a filter may make the card count as another connection type.
int knownCardCondition(const State& s, std::uint16_t condition, CardIndex card);
// Whether skills are silenced (a card on the table `suppresses` skills): then filter skills
// change nothing, like every modifier a skill puts in the registry. Trigger, view-as, prohibit and
// invalidity skills act, rather than change a number or a card's looks, and go on working.
bool skillsSuppressed(const State& s);
// Whether the card matches a skill's match filter and card condition. Inline for the answer
// decided when the content loaded (Content::skillMatchByCard), which holds unless a connection
// filter is held: every SPEAK asks it for skills against the cards in hand.
bool skillMatchesNow(const State& s, const SkillDef& k, int card);
[[gnu::always_inline]] inline bool skillMatches(const State& s, const SkillDef& k, int card) {
    if (card < 0 || (s.skillTypes & kSkillMaskConnectionFilter)) return skillMatchesNow(s, k, card);
    if (k.match.empty() && k.matchCondition == 0) return true;
    const int known = s.content().skillMatchOwn(k.index, static_cast<CardIndex>(card));
    return known >= 0 ? known != 0 : skillMatchesNow(s, k, card);
}
// The held skill that forbids doing `action` (SkillAction bits) with `card` (-1: the action
// itself, such as LISTEN), or null.
const SkillDef* prohibitedByHeld(const State& s, std::uint8_t action, int card);
inline const SkillDef* prohibitedBy(const State& s, std::uint8_t action, int card = -1) {
    return s.hasSkillType(SkillType::Prohibit) ? prohibitedByHeld(s, action, card) : nullptr;
}
// The invalidity skill that silences effect `index` of `card`'s `list`, or null.
const SkillDef* invalidatedByHeld(const State& s, CardIndex card, EffectList list, std::uint8_t index);
inline const SkillDef* invalidatedBy(const State& s, CardIndex card, EffectList list, std::uint8_t index) {
    return s.hasSkillType(SkillType::Invalidity) ? invalidatedByHeld(s, card, list, index) : nullptr;
}
// The per-target invalidity skill that protects `target` from that effect, or null.
const SkillDef* protectedBy(const State& s, CardIndex card, EffectList list, std::uint8_t index, CardIndex target);

} // namespace parley
