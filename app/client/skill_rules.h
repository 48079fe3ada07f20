#pragma once
// Seed 003's skills for the client: the engine's skill queries behind plain functions. Kept apart
// from Qt code (like cost_text.h): the engine's skill headers reach rules/context.h, whose emit()
// clashes with Qt's `emit` keyword.
#include "state/state.h"

#include <string>
#include <vector>

namespace parley::client {

// The skill's live description: "{mark}" placeholders filled from its owner's marks.
std::string skillDescription(const State& s, const SkillInst& k, const std::string& locale = {});
// Whether the skill is within its limits now (per turn, per conversation).
bool skillUsableNow(const State& s, const SkillInst& k);
// The engine's own list of the cards a SPEAK of `played` (0: a card made from nothing) exhausts,
// fixed when the action is chosen (speakExhaustSnapshot).
std::vector<Uid> speakExhausts(const State& s, Uid played);
// The effect a cancel window is about (the pending decision's card, list and index), or null.
const EffectDef* cancelWindowEffect(const State& s); // also the effect of a cancellation to answer

} // namespace parley::client
