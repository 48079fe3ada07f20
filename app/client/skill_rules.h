#pragma once
// Seed 003's skills for the client: the engine's skill queries behind plain functions. Kept apart
// from Qt code (like cost_text.h): the engine's skill headers reach state/context.h, whose emit()
// clashes with Qt's `emit` keyword.
#include "state/state.h"

#include <string>
#include <vector>

namespace parley::client {

// The skill's live description: "{mark}" placeholders filled from its owner's marks, "{record}"
// with the names of the recorded cards joined by `separator` (or `none`), both in the player's
// language (see SkillsModel::describe).
std::string skillDescription(const State& s, const SkillInst& k, const std::string& locale = {},
                             const std::string& separator = ", ", const std::string& none = {});
// Seed 003's view-as in answer to an effect: for a pending cancel window (or cancellation to
// answer), the view-as skill that plays the hand card `uid` in answer, or null.
const SkillDef* responseSkillFor(const State& s, Uid uid);
// Whether the skill is within its limits now (per turn, per conversation).
bool skillUsableNow(const State& s, const SkillInst& k);
// The engine's own list of the cards a SPEAK of `played` (0: a card made from nothing) exhausts,
// fixed when the action is chosen (speakExhaustSnapshot).
std::vector<Uid> speakExhausts(const State& s, Uid played);
// The effect a cancel window is about (the pending decision's card, list and index), or null.
const EffectDef* cancelWindowEffect(const State& s); // also the effect of a cancellation to answer

} // namespace parley::client
