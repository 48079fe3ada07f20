#include "queries/targets.h"

#include "queries/card_view.h"
#include "queries/formula_vars.h"
#include "state/held_skills.h"

namespace parley {

bool isOwnPermanent(const State& s, Uid uid) {
    Zone z;
    const CardInst* ci = findCard(s, uid, &z);
    return ci && z == Zone::Table && !ci->has(CardFlag::NpcControlled);
}

UidList effectCandidates(const State& s, const EffectDef& e, Uid source, int pile) {
    UidList out;
    Zone from = Zone::Hand;
    switch (e.type) {
    case EffectType::Sacrifice: from = Zone::Table; break;
    case EffectType::Tutor: from = Zone::Deck; break;
    case EffectType::TakeFromPile: from = Zone::Pile; break;
    default: break;
    }
    const bool prohibits = s.hasSkillType(SkillType::Prohibit);
    for (const CardInst& ci : s.zone(from)) {
        if (from == Zone::Pile && ci.pile != pile + 1) continue; // another skill's pile
        if (from == Zone::Table && ci.has(CardFlag::NpcControlled)) continue;
        if (prohibits && prohibitedBy(s, SkillAction::Choose, ci.card)) continue;
        if (e.type == EffectType::Reveal && ci.has(CardFlag::Revealed)) continue;
        if (e.type == EffectType::Discard && ci.uid == source) continue; // a card does not discard itself
        if (cardMatches(s, ci.card, e.filter)) out.push_back(ci.uid);
    }
    return out;
}

int effectAmount(const State& s, const EffectDef& e, int x, int amount) {
    if (e.amount.empty()) return 1;
    FormulaVars vars(s);
    vars.setFrame(x, amount);
    return std::max<int>(0, static_cast<int>(e.amount.eval(vars)));
}

bool costEffectPayable(const State& s, const EffectDef& e, Uid source, int x, int amount) {
    if (!e.isCost) return true;
    switch (e.type) {
    case EffectType::Reveal:
        if (e.selfOnly) {
            Zone z;
            return findCard(s, source, &z) && z == Zone::Hand;
        }
        return effectCandidates(s, e, source).size() >= static_cast<std::uint32_t>(effectAmount(s, e, x, amount));
    case EffectType::Sacrifice:
        if (e.selfOnly) return isOwnPermanent(s, source);
        return effectCandidates(s, e, source).size() >= static_cast<std::uint32_t>(effectAmount(s, e, x, amount));
    case EffectType::Discard:
        if (e.amountIsChoice) return true; // "any number" includes none
        return effectCandidates(s, e, source).size() >= static_cast<std::uint32_t>(effectAmount(s, e, x, amount));
    case EffectType::AddTokens:
        for (std::size_t t = 0; t < e.tokens.size(); ++t)
            if (s.tokens[t] + e.tokens[t] < 0) return false;
        return true;
    default: return true;
    }
}

bool costEffectsPayable(const State& s, Uid source, const std::vector<EffectDef>& effects) {
    for (const EffectDef& e : effects)
        if (!costEffectPayable(s, e, source)) return false;
    return true;
}

} // namespace parley
