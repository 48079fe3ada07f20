#include "modifiers/lifecycle.h"

namespace parley {

namespace {
ActiveEffect fromModifier(const ModifierDef& m, EffectSource source, Uid uid, std::uint16_t card, std::size_t index) {
    ActiveEffect e;
    e.target = m.target;
    e.op = m.op;
    e.value = static_cast<std::int16_t>(m.value);
    e.source = source;
    e.sourceUid = uid;
    e.sourceCard = card;
    e.sourceIndex = static_cast<std::uint8_t>(index);
    e.scope = static_cast<EffectScope>(m.scope);
    e.stacking = static_cast<Stacking>(m.stacking);
    e.stackingKey = m.stackingKey;
    e.condition = m.condition;
    return e;
}
} // namespace

void installAtmosphere(State& s, std::uint16_t atm) {
    s.effects.removeBySourceType(EffectSource::Atmosphere);
    const AtmosphereDef& def = s.rules().atmospheres[atm];
    // For atmospheres, sourceCard holds the atmosphere's index (explanations name it).
    for (std::size_t i = 0; i < def.modifiers.size(); ++i)
        s.effects.add(fromModifier(def.modifiers[i], EffectSource::Atmosphere, 0, atm, i));
    refreshSuppression(s);
}

void registerAuras(State& s, Uid uid, CardIndex card) {
    const CardDef& def = s.def(card);
    for (std::size_t i = 0; i < def.auras.size(); ++i)
        s.effects.add(fromModifier(def.auras[i], EffectSource::Aura, uid, card, i));
    if (!def.auras.empty() || def.suppresses) refreshSuppression(s);
}

void removeEffectsOf(State& s, Uid uid, CardIndex card) {
    const bool wasSuppressor = s.def(card).suppresses != 0;
    if (s.effects.removeBySource(uid) > 0 || wasSuppressor) refreshSuppression(s);
}

void addTimedModifiers(State& s, const EffectDef& e, EffectSource source, Uid uid, std::uint16_t index, Side side) {
    for (std::size_t i = 0; i < e.modifiers.size(); ++i) {
        ActiveEffect a = fromModifier(e.modifiers[i], source, uid, index, i);
        a.side = side;
        // Gone when the turn after the last covered one begins.
        a.expiresTurn = static_cast<std::int16_t>(s.turn + e.duration + 1);
        s.effects.add(a);
    }
    refreshSuppression(s);
}

void registerSkillModifiers(State& s, const std::vector<ModifierDef>& mods, Uid key, std::uint16_t skill, Side owner) {
    // sourceCard holds the skill's index for skills (explanations name it).
    for (std::size_t i = 0; i < mods.size(); ++i) {
        ActiveEffect e = fromModifier(mods[i], EffectSource::Skill, key, skill, i);
        e.side = owner;
        s.effects.add(e);
    }
    if (!mods.empty()) refreshSuppression(s);
}

void refreshSuppression(State& s) {
    // The suppressors on the table: an effect is silenced by any of them but its own source.
    struct Suppressor {
        Uid uid;
        std::uint8_t mask;
    };
    SmallVec<Suppressor, 4> suppressors;
    for (const CardInst& ci : s.zone(Zone::Table))
        if (const std::uint8_t sup = s.def(ci.card).suppresses) suppressors.push_back({ci.uid, sup});
    for (std::uint32_t i = 0; i < s.effects.size(); ++i) {
        const ActiveEffect& e = s.effects.all()[i];
        bool want = false;
        for (const Suppressor& sup : suppressors)
            want = want || (sup.uid != e.sourceUid && (sup.mask & (1u << unsigned(e.source))));
        if (e.suppressed != want) s.effects.setSuppressedAt(i, want);
    }
}

void expireEffects(State& s) {
    if (s.effects.removeExpired(s.turn) > 0) refreshSuppression(s);
}

std::string effectLabel(const State& s, const ActiveEffect& e) {
    switch (e.source) {
    case EffectSource::Atmosphere: return s.rules().atmospheres[e.sourceCard].id + " atmosphere";
    case EffectSource::Rule: return "rule";
    case EffectSource::Skill:
        return s.content().skills[e.sourceCard].name.text + (e.side == Side::Player ? " (your trait)" : " (their skill)");
    default: return s.def(e.sourceCard).name.text;
    }
}

} // namespace parley
