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
    e.trigger = static_cast<EffectTrigger>(m.trigger);
    e.condition = m.condition;
    return e;
}

// One source's share of a removal, for its event.
struct Gone {
    EffectSource source;
    Side side;
    Uid uid;
    std::uint16_t card;
    std::uint16_t count;
};

// Tells the log which effects `doomed` is about to remove, one event per source. Only when there
// is a log: AI rollouts pay nothing for it.
template <class Pred> void reportRemoval(Ctx& c, EffectsGone why, Pred doomed) {
    if (!c.log) return;
    SmallVec<Gone, 4> groups;
    for (const ActiveEffect& e : c.s.effects.all()) {
        if (!doomed(e)) continue;
        Gone* g = std::find_if(groups.begin(), groups.end(), [&](const Gone& x) {
            return x.source == e.source && x.uid == e.sourceUid && x.card == e.sourceCard &&
                   x.side == e.side;
        });
        if (g == groups.end())
            groups.push_back({e.source, e.side, e.sourceUid, e.sourceCard, 1});
        else
            ++g->count;
    }
    for (const Gone& g : groups) {
        const bool skill = g.source == EffectSource::Skill;
        const bool card = g.source == EffectSource::Aura || g.source == EffectSource::CardEffect;
        c.emit(ev::EffectsRemoved{g.source, why, static_cast<std::uint8_t>(g.side),
                                  skill ? Uid(0) : g.uid, card ? std::int32_t(g.card) : -1,
                                  skill ? std::int16_t(g.card) : std::int16_t(-1), g.count});
    }
}
// Puts `e` in force; when the registry is full, counts it in `refused` instead.
void addEffect(State& s, const ActiveEffect& e, std::uint16_t& refused) {
    if (s.effects.add(e) == 0) ++refused;
}

// Tells the log that `refused` effects of one source found the registry full.
void reportNoRoom(Ctx& c, EffectSource source, Side side, Uid uid, std::uint16_t card, std::uint16_t refused) {
    if (refused == 0) return;
    const bool skill = source == EffectSource::Skill;
    const bool ofCard = source == EffectSource::Aura || source == EffectSource::CardEffect;
    c.emit(ev::EffectsRemoved{source, EffectsGone::NoRoom, static_cast<std::uint8_t>(side), skill ? Uid(0) : uid,
                              ofCard ? std::int32_t(card) : -1, skill ? std::int16_t(card) : std::int16_t(-1), refused});
}
} // namespace

void installAtmosphere(Ctx& c, std::uint16_t atm) {
    State& s = c.s;
    const int removed = s.effects.removeBySourceType(EffectSource::Atmosphere);
    const AtmosphereDef& def = s.rules().atmospheres[atm];
    // For atmospheres, sourceCard holds the atmosphere's index (explanations name it).
    std::uint16_t refused = 0;
    for (std::size_t i = 0; i < def.modifiers.size(); ++i)
        addEffect(s, fromModifier(def.modifiers[i], EffectSource::Atmosphere, 0, atm, i), refused);
    reportNoRoom(c, EffectSource::Atmosphere, Side::Player, 0, atm, refused);
    // Between two atmospheres without modifiers the registry is as it was, and so is what it silences.
    if (removed > 0 || !def.modifiers.empty()) refreshSuppression(s);
}

void registerAuras(Ctx& c, Uid uid, CardIndex card) {
    State& s = c.s;
    const CardDef& def = s.def(card);
    std::uint16_t refused = 0;
    for (std::size_t i = 0; i < def.auras.size(); ++i)
        addEffect(s, fromModifier(def.auras[i], EffectSource::Aura, uid, card, i), refused);
    reportNoRoom(c, EffectSource::Aura, Side::Player, uid, card, refused);
    if (!def.auras.empty() || def.suppresses) refreshSuppression(s);
}

void removeEffectsOf(Ctx& c, Uid uid, CardIndex card) {
    State& s = c.s;
    const bool wasSuppressor = s.def(card).suppresses != 0;
    reportRemoval(c, EffectsGone::SourceLeft,
                  [uid](const ActiveEffect& e) { return e.sourceUid == uid; });
    if (s.effects.removeBySource(uid) > 0 || wasSuppressor) refreshSuppression(s);
}

void removeSkillEffects(Ctx& c, Uid key) {
    reportRemoval(c, EffectsGone::SkillLost,
                  [key](const ActiveEffect& e) { return e.sourceUid == key; });
    if (c.s.effects.removeBySource(key) > 0) refreshSuppression(c.s);
}

void addTimedModifiers(Ctx& c, const EffectDef& e, EffectSource source, Uid uid,
                       std::uint16_t index, Side side) {
    State& s = c.s;
    std::uint16_t refused = 0;
    for (std::size_t i = 0; i < e.modifiers.size(); ++i) {
        ActiveEffect a = fromModifier(e.modifiers[i], source, uid, index, i);
        a.side = side;
        // Gone when the turn after the last covered one begins.
        a.expiresTurn = static_cast<std::int16_t>(s.turn + e.duration + 1);
        addEffect(s, a, refused);
    }
    reportNoRoom(c, source, side, uid, index, refused);
    refreshSuppression(s);
}

void registerSkillModifiers(Ctx& c, const std::vector<ModifierDef>& mods, Uid key, std::uint16_t skill, Side owner) {
    State& s = c.s;
    // sourceCard holds the skill's index for skills (explanations name it).
    std::uint16_t refused = 0;
    for (std::size_t i = 0; i < mods.size(); ++i) {
        ActiveEffect e = fromModifier(mods[i], EffectSource::Skill, key, skill, i);
        e.side = owner;
        addEffect(s, e, refused);
    }
    reportNoRoom(c, EffectSource::Skill, owner, key, skill, refused);
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

void expireEffectsNow(Ctx& c) {
    State& s = c.s;
    const int turn = s.turn;
    reportRemoval(c, EffectsGone::Expired, [turn](const ActiveEffect& e) {
        return e.expiresTurn != 0 && turn >= e.expiresTurn;
    });
    if (s.effects.removeExpired(turn) > 0) refreshSuppression(s);
}

} // namespace parley
