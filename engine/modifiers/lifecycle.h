#pragma once
// Putting modifiers into the active-effects registry and taking them out as their sources come
// and go. Today's source is the atmosphere; auras, timed effects and skills join here.
#include "state/context.h"

namespace parley {

// Each function that puts effects in force takes a Ctx for the one thing that can go wrong: the
// registry is full (limits::kMaxActiveEffects). The effects that do not fit stay out and an
// EffectsRemoved event (why NoRoom) per source says how many; nothing throws, and what did fit
// stays in force.

// Replaces the atmosphere's effects in the registry with those of atmosphere `atm`.
void installAtmosphere(Ctx& c, std::uint16_t atm);
// A card on the table: its auras are in force while it stays there.
void registerAuras(Ctx& c, Uid uid, CardIndex card);
// A card leaving the table takes its auras (and any timed effects it gave) with it; an
// EffectsRemoved event per source type tells the log.
void removeEffectsOf(Ctx& c, Uid uid, CardIndex card);
// A lost skill takes the effects it held with it (`key`: the skill's registry source uid).
void removeSkillEffects(Ctx& c, Uid key);
// Effects with a duration, from an addModifier effect: in force for the rest of this turn and
// `duration` more turns (see README: "until the end of the next turn" is duration 1).
// Their source: a card's effect (CardEffect, the card instance `uid` and CardIndex `index`), or a
// skill's (Skill, its registry source uid and skill index, and its owner `side`), so that a
// skill's go when the skill is lost, stay when the card that set it off leaves, and explanations
// name the skill.
void addTimedModifiers(Ctx& c, const EffectDef& e, EffectSource source, Uid uid, std::uint16_t index,
                       Side side = Side::Player);
// A held skill's modifiers (seed 003's filter, target-mod, max-cards, distance, attack range),
// in force until the skill is lost; `key` is the skill's registry source uid.
void registerSkillModifiers(Ctx& c, const std::vector<ModifierDef>& mods, Uid key, std::uint16_t skill, Side owner);
// Suppression follows the table: an effect is suppressed while a card on the table suppresses its
// source type (a suppressor never silences itself).
void refreshSuppression(State& s);
// The start of a turn: timed effects that ran out go, each source's with an EffectsRemoved.
void expireEffectsNow(Ctx& c);
// The same; inline, because most turns have no timed effect in force and that test is all.
inline void expireEffects(Ctx& c) {
    if (c.s.effects.hasExpiring()) expireEffectsNow(c);
}

} // namespace parley
