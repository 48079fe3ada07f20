#pragma once
// Plain facts about the skills the two sides hold, read by every layer above the state: where a
// held skill sits, the registry key of its modifiers, the holders of the sides' marks, and the
// masks the hot paths test instead of walking State::skills. Gaining and losing skills, with their
// cleanup, is skills/ (skills.h).
#include "state/state.h"

#include <bit>

namespace parley {

// Bits of State::skillTypes beyond one per SkillType: facts about the held skills that the hot
// paths test without a loop.
inline constexpr std::uint16_t kSkillMaskCancelsByNpc =
    1u << 9; // an NPC's trigger skill cancels effects
inline constexpr std::uint16_t kSkillMaskCancelsByPlayer = 1u << 10; // so does one of the player's
inline constexpr std::uint16_t kSkillMaskAnswersByNpc =
    1u << 11; // an NPC's trigger skill answers a cancellation
inline constexpr std::uint16_t kSkillMaskAnswersByPlayer = 1u << 12;  // so does one of the player's
inline constexpr std::uint16_t kSkillMaskDifficultyFilter = 1u << 13; // a filter changes difficulties
inline constexpr std::uint16_t kSkillMaskConnectionFilter = 1u << 14; // a filter changes connection types
inline constexpr std::uint16_t kSkillMaskResponse = 1u << 15;         // a view-as answers in the cancel window
static_assert(kSkillTypeNames.size() <= 9);
// The mask of the skills that may cancel an effect (`answer` false) or answer a cancellation
// (true), held by `side`.
inline std::uint16_t cancelMask(Side side, bool answer) {
    if (answer) return side == Side::Npc ? kSkillMaskAnswersByNpc : kSkillMaskAnswersByPlayer;
    return side == Side::Npc ? kSkillMaskCancelsByNpc : kSkillMaskCancelsByPlayer;
}

inline std::uint8_t sideIndex(Side s) { return static_cast<std::uint8_t>(s); }
inline Uid sideHolder(Side s) { return s == Side::Player ? kHolderPlayer : kHolderNpc; }

// Calls `f(slot)` for each held skill of type `t`, in the order the skills were gained, until `f`
// returns true; returns whether it did. Through State::typeSlots, or every held skill when more
// are held than its masks cover.
template <class F> bool heldOfType(const State& s, SkillType t, F f) {
    if (!s.hasSkillType(t)) return false;
    if (s.skills.size() <= State::kHearerSlots) {
        for (unsigned m = s.typeSlots[static_cast<std::size_t>(t)]; m; m &= m - 1)
            if (f(static_cast<std::uint32_t>(std::countr_zero(m)))) return true;
        return false;
    }
    for (std::uint32_t i = 0; i < s.skills.size(); ++i)
        if (s.content().skills[s.skills[i].skill].type == t && f(i)) return true;
    return false;
}

// heldOfType's walk for the trigger skills of `side` that cancel an effect (`answer` false) or
// answer a cancellation (true), through State::responders; past its masks `f` sees every held
// skill and must test it itself.
template <class F> bool heldResponders(const State& s, Side side, bool answer, F f) {
    if (s.skills.size() <= State::kHearerSlots) {
        for (unsigned m = s.responders[2u * sideIndex(side) + (answer ? 1u : 0u)]; m; m &= m - 1)
            if (f(static_cast<std::uint32_t>(std::countr_zero(m)))) return true;
        return false;
    }
    for (std::uint32_t i = 0; i < s.skills.size(); ++i)
        if (f(i)) return true;
    return false;
}

// The held skill's place in State::skills, or -1.
int heldSkill(const State& s, std::uint16_t skill, Side owner);
// The registry's source key for a held skill's modifiers.
Uid skillSourceUid(std::uint16_t skill, Side owner);
// Recomputes State::skillTypes, skillEvents and hearers from the held skills.
void refreshSkillMasks(State& s);
// Adds the held skill at `slot` of State::skills to them (gaining only ever sets bits; losing,
// which moves the skills after it, needs the refresh).
void addSkillMasks(State& s, std::uint32_t slot);
// SkillInst::hears for a held `skill`.
std::uint8_t skillHears(const SkillDef& d);
// Within its limits per turn and per conversation.
bool skillUsable(const State& s, const SkillInst& k);
void countSkillUse(State& s, std::uint16_t skill, Side owner);
// countSkillUse for the skill held at `slot` of State::skills.
void countSkillUseAt(State& s, std::uint32_t slot);
void newTurnForSkills(State& s);

} // namespace parley
