#pragma once
// Seed 003's skills in play: which side holds which skill, their limits, marks and piles, and
// what the rules ask of them. Skills live in the State as plain data (SkillInst); skills that
// change numbers are registry effects with source Skill while they are held.
#include "rules/context.h"
#include "skills/card_view.h"

namespace parley {

// Bits of State::skillTypes beyond one per SkillType: facts about the held skills that the hot
// paths test without a loop.
inline constexpr std::uint16_t kSkillMaskConnectionFilter = 1u << 14; // a filter changes connection types
inline constexpr std::uint16_t kSkillMaskResponse = 1u << 15;         // a view-as answers in the cancel window
static_assert(kSkillTypeNames.size() < 14);

inline std::uint8_t sideIndex(Side s) { return static_cast<std::uint8_t>(s); }
inline Uid sideHolder(Side s) { return s == Side::Player ? kHolderPlayer : kHolderNpc; }

// --- held skills (held.cpp) ---
// The held skill's place in State::skills, or -1.
int heldSkill(const State& s, std::uint16_t skill, Side owner);
// Gains a skill (nothing if already held): its modifiers go into the registry.
void grantSkill(Ctx& c, std::uint16_t skill, Side owner);
// Loses a skill and cleans up what it kept: its registry effects, its marks (except "-Keep"
// ones) on the owner and on cards, and its pile, whose cards go to the discard pile.
void removeSkill(Ctx& c, std::uint16_t skill, Side owner);
// Within its limits per turn and per conversation.
bool skillUsable(const State& s, const SkillInst& k);
void countSkillUse(State& s, std::uint16_t skill, Side owner);
void newTurnForSkills(State& s);
// Recomputes State::skillTypes and skillEvents from the held skills.
void refreshSkillMasks(State& s);
// The skill's description with "{mark}" placeholders filled from its owner's marks, "{uses}"
// with its uses, and "{record}" with the names of the cards in its record, joined by `separator`
// (`none` when it is empty): the client passes both in the player's language.
std::string describeSkill(const State& s, const SkillInst& k, std::string_view locale = {}, std::string_view separator = ", ",
                          std::string_view none = "none yet");
// Adds the card to the skill's record (nothing if it is there already, or the record is full).
void recordCard(Ctx& c, std::uint16_t skill, Side owner, CardIndex card);
// The registry's source key for a held skill's modifiers.
Uid skillSourceUid(std::uint16_t skill, Side owner);
// Marks: changes a named counter (never below 0; a mark at 0 is removed).
void addMark(Ctx& c, Uid holder, std::uint8_t mark, int delta);

// --- trigger skills (skill_triggers.cpp) ---
struct SkillEvent {
    TriggerKind kind;
    Uid subject = 0; // the card the event is about, or 0
    int card = -1;   // that card's CardIndex, or -1
    int value = 0;   // the effect's amount (event "effect")
};
// The held trigger skills an event sets off, by timing (see SkillTiming), found in one pass.
struct SkillFiring {
    std::array<SmallVec<Task, 4>, 3> byTiming;
    bool empty() const { return byTiming[0].empty() && byTiming[1].empty() && byTiming[2].empty(); }
};
void collectSkillTriggers(const State& s, const SkillEvent& e, SkillFiring& out);
// Queues one timing's skills: before and proceeding go with the fired triggers (after whatever
// was fired before them), after goes below everything the current step queued.
void queueSkillTriggers(Ctx& c, SmallVec<Task, 4>& tasks, SkillTiming timing);
void stepSkillTrigger(Ctx& c, const Task& t);
void answerOptionalSkill(Ctx& c, bool yes);

} // namespace parley
