#include "rules/turn_effects.h"

#include "changes/mutate.h"
#include "queries/formula_vars.h"
#include "queries/queries.h"

#include <algorithm>

namespace parley {

namespace {
// Whose number a target is, for the player and npc scopes: comfort and patience are the
// partner's, the weight pool is the player's.
Side owner(ModTarget t) {
    return t == ModTarget::Weight ? Side::Player : Side::Npc;
}

void act(Ctx& c, const ActiveEffect& e, EffectTrigger when) {
    State& s = c.s;
    const bool card = e.source == EffectSource::Aura || e.source == EffectSource::CardEffect;
    c.emit(ev::EffectActed{
        e.target, when, e.value, e.source, static_cast<std::uint8_t>(e.side),
        card ? std::int32_t(e.sourceCard) : -1,
        e.source == EffectSource::Skill ? std::int16_t(e.sourceCard) : std::int16_t(-1),
        e.source == EffectSource::Atmosphere ? std::int16_t(e.sourceCard) : std::int16_t(-1)});
    switch (e.target) {
    // Through the comfort-change modifiers and the battery, like any comfort change.
    case ModTarget::Comfort:
        changeComfort(c, e.value);
        break;
    case ModTarget::Patience:
        setPatience(c, s.patience + e.value);
        break;
    // Like AddWeight: never above the capacity, never below nothing.
    case ModTarget::Weight:
        setWeight(c, std::clamp(s.weight + e.value, 0, std::max<int>(s.weight, weightCapacity(s))));
        break;
    default:
        break;
    }
}
} // namespace

void actTurnEffectsNow(Ctx& c, EffectTrigger when) {
    State& s = c.s;
    // Which act is settled before any does: acting changes the state that conditions read (a
    // comfort change may move the emotional state), and each one in force at the boundary acts
    // exactly once.
    SmallVec<ActiveEffect, 4> acting;
    for (const ModTarget target : {ModTarget::Comfort, ModTarget::Patience, ModTarget::Weight}) {
        if (!s.effects.hasTarget(target)) continue;
        const EffectScope own =
            owner(target) == Side::Player ? EffectScope::Player : EffectScope::Npc;
        auto accept = [&](const ActiveEffect& e) {
            if (e.trigger != when) return false;
            if ((e.scope == EffectScope::Player || e.scope == EffectScope::Npc) && e.scope != own)
                return false;
            if (e.condition == 0) return true;
            FormulaVars vars(s);
            return s.content().conditions[e.condition - 1].eval(vars) != 0;
        };
        s.effects.forEachApplying(target, accept,
                                  [&](const ActiveEffect& e) { acting.push_back(e); });
    }
    for (const ActiveEffect& e : acting) {
        if (s.ended()) return;
        act(c, e, when);
    }
}

} // namespace parley
