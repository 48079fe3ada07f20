#pragma once
// Seed 003's skills in play: which side holds which skill, their limits, marks and piles, and
// what the rules ask of them. Skills live in the State as plain data (SkillInst); skills that
// change numbers are registry effects with source Skill while they are held.
#include "queries/card_view.h"
#include "state/context.h"
#include "state/held_skills.h"

namespace parley {

// Gains a skill (nothing if already held): its modifiers go into the registry.
void grantSkill(Ctx& c, std::uint16_t skill, Side owner);
// Loses a skill and cleans up what it kept: its registry effects, its marks (except "-Keep"
// ones) on the owner and on cards, and its pile, whose cards go to the discard pile.
void removeSkill(Ctx& c, std::uint16_t skill, Side owner);
// The skill's description with "{mark}" placeholders filled from its owner's marks, "{uses}"
// with its uses, and "{record}" with the names of the cards in its record, joined by `separator`
// (`none` when it is empty): the client passes both in the player's language.
std::string describeSkill(const State& s, const SkillInst& k, std::string_view locale = {}, std::string_view separator = ", ",
                          std::string_view none = "none yet");
// Adds the card to the skill's record (nothing if it is there already, or the record is full).
void recordCard(Ctx& c, std::uint16_t skill, Side owner, CardIndex card);
// Marks: changes a named counter (never below 0; a mark at 0 is removed).
void addMark(Ctx& c, Uid holder, std::uint8_t mark, int delta);

} // namespace parley
