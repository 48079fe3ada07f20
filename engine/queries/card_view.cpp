// Skills that change how cards look and what may be done with them: filter (properties and
// difficulty while in hand), prohibit and invalidity. They are consulted where the rules read
// those facts, so a card's definition itself never changes.
#include "queries/card_view.h"
#include "queries/formula_vars.h"

#include "state/held_skills.h"

namespace parley {

namespace {
// Whether a connection filter is held and in force (skills not silenced).
bool connectionFiltered(const State& s) {
    return (s.skillTypes & kSkillMaskConnectionFilter) && !skillsSuppressed(s);
}

// Whether `d` is about `card`, as the card is (never through another connection filter: a filter
// choosing its cards by their connection type sees the card's own, so filters cannot chain).
bool filterMatchesOwn(const State& s, const SkillDef& d, CardIndex card) {
    if (!s.def(card).matches(d.match)) return false;
    if (d.matchCondition == 0) return true;
    if (const int known = s.content().cardCondition(d.matchCondition, card); known >= 0)
        return known != 0;
    FormulaVars vars(s);
    vars.setCard(&s.def(card));
    vars.setOwnConnection(true);
    return s.content().conditions[d.matchCondition - 1].eval(vars) != 0;
}
} // namespace

int cardConnection(const State& s, CardIndex card, const SkillInst** by) {
    int type = s.def(card).connectionType;
    if (by) *by = nullptr;
    if (!connectionFiltered(s)) return type;
    // In the order the skills were gained, so a later filter has the last word.
    heldOfType(s, SkillType::Filter, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        if (d.connectionType < 0 || !filterMatchesOwn(s, d, card)) return false;
        type = d.connectionType;
        if (by) *by = &s.skills[i];
        return false;
    });
    return type;
}

bool cardMatches(const State& s, CardIndex card, const CardFilter& f) {
    if (f.connectionType < 0 || !connectionFiltered(s)) return s.def(card).matches(f);
    CardFilter rest = f;
    rest.connectionType = -1;
    return s.def(card).matches(rest) && cardConnection(s, card) == f.connectionType;
}

int knownCardCondition(const State& s, std::uint16_t condition, CardIndex card) {
    if (connectionFiltered(s)) return -1;
    return s.content().cardCondition(condition, card);
}

bool skillMatchesNow(const State& s, const SkillDef& k, int card) {
    if (card < 0) return k.match.empty() && k.matchCondition == 0;
    const CardDef& def = s.def(static_cast<CardIndex>(card));
    if (!cardMatches(s, static_cast<CardIndex>(card), k.match)) return false;
    if (k.matchCondition == 0) return true;
    if (const int known = knownCardCondition(s, k.matchCondition, static_cast<CardIndex>(card));
        known >= 0)
        return known != 0;
    FormulaVars vars(s);
    vars.setCard(&def);
    return s.content().conditions[k.matchCondition - 1].eval(vars) != 0;
}

bool skillsSuppressed(const State& s) {
    for (const CardInst& ci : s.zone(Zone::Table))
        if (s.def(ci.card).suppresses & (1u << unsigned(EffectSource::Skill))) return true;
    return false;
}

PropertySet cardProperties(const State& s, CardIndex card) {
    return FilteredProperties(s, static_cast<PropertySet>(~PropertySet{0})).of(card);
}

void FilteredProperties::gather() {
    if (skillsSuppressed(s_)) return;
    // In the order the skills were gained, so a later filter has the last word; those that leave
    // `mask` alone cannot change the answer.
    heldOfType(s_, SkillType::Filter, [&](std::uint32_t i) {
        const SkillDef& d = s_.content().skills[s_.skills[i].skill];
        if ((d.addProperties | d.removeProperties) & mask_) filters_.push_back(&d);
        return false;
    });
}

PropertySet FilteredProperties::filtered(CardIndex card) const {
    PropertySet p = s_.def(card).properties;
    for (const SkillDef* d : filters_) {
        const auto changed = static_cast<PropertySet>((p | d->addProperties) & ~d->removeProperties);
        // A filter that would change nothing here need not be matched (say, one that takes away
        // Fleeting, asked about a card that is not): every SPEAK asks this of the whole hand.
        if (changed != p && skillMatches(s_, *d, card)) p = changed;
    }
    return static_cast<PropertySet>(p & mask_);
}

int cardDifficulty(const State& s, CardIndex card, const SkillInst** by) {
    int diff = s.def(card).difficulty;
    if (by) *by = nullptr;
    if (!(s.skillTypes & kSkillMaskDifficultyFilter) || skillsSuppressed(s)) return diff;
    heldOfType(s, SkillType::Filter, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        if (d.difficulty >= 0 && skillMatches(s, d, card)) {
            diff = d.difficulty;
            if (by) *by = &s.skills[i];
        }
        return false;
    });
    return diff;
}

const SkillDef* prohibitedByHeld(const State& s, std::uint8_t action, int card) {
    const SkillDef* by = nullptr;
    heldOfType(s, SkillType::Prohibit, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        // An action with no card (LISTEN) is forbidden only by a skill that names no cards.
        if (!(d.prohibits & action) || !skillMatches(s, d, card)) return false;
        by = &d;
        return true;
    });
    return by;
}

namespace {
std::uint8_t listBit(EffectList l) {
    if (l.isSlot()) return static_cast<std::uint8_t>(1u << l.id);
    if (l.isTrigger()) return 1u << 3;
    if (l.isAbility()) return 1u << 4;
    return 1u << 5;
}

bool invalidityCovers(const State& s, const SkillDef& d, CardIndex card, EffectList list, std::uint8_t index) {
    if (d.invalidLists && !(d.invalidLists & listBit(list))) return false;
    const EffectType type = s.content().effectList(card, list)[index].type;
    if (!d.invalidTypes.empty() && std::find(d.invalidTypes.begin(), d.invalidTypes.end(), type) == d.invalidTypes.end())
        return false;
    return true;
}
} // namespace

const SkillDef* invalidatedByHeld(const State& s, CardIndex card, EffectList list, std::uint8_t index) {
    const SkillDef* by = nullptr;
    heldOfType(s, SkillType::Invalidity, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        if (d.perTarget || !invalidityCovers(s, d, card, list, index)) return false;
        // The match is about the effect's source card; a skill's own effects have none.
        if (!skillMatches(s, d, list.isSkill() ? -1 : card)) return false;
        by = &d;
        return true;
    });
    return by;
}

const SkillDef* protectedBy(const State& s, CardIndex card, EffectList list, std::uint8_t index, CardIndex target) {
    const SkillDef* by = nullptr;
    heldOfType(s, SkillType::Invalidity, [&](std::uint32_t i) {
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        if (!d.perTarget || !invalidityCovers(s, d, card, list, index) || !skillMatches(s, d, target))
            return false;
        by = &d;
        return true;
    });
    return by;
}

} // namespace parley
