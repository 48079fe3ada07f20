#include "state/held_skills.h"

namespace parley {

int heldSkill(const State& s, std::uint16_t skill, Side owner) {
    for (std::uint32_t i = 0; i < s.skills.size(); ++i)
        if (s.skills[i].skill == skill && s.skills[i].owner == owner) return static_cast<int>(i);
    return -1;
}

Uid skillSourceUid(std::uint16_t skill, Side owner) {
    // Above any card uid a conversation reaches (see newUid), one key per skill and side.
    return static_cast<Uid>(0xF000u - 2u * skill - sideIndex(owner) - 2u);
}

void addSkillMasks(State& s, std::uint32_t slot) {
    const SkillInst& k = s.skills[slot];
    const SkillDef& d = s.content().skills[k.skill];
    s.skillTypes |= static_cast<std::uint16_t>(1u << unsigned(d.type));
    if (slot < State::kHearerSlots)
        s.typeSlots[static_cast<std::size_t>(d.type)] |= static_cast<std::uint16_t>(1u << slot);
    if (d.type == SkillType::Filter && d.connectionType >= 0)
        s.skillTypes |= kSkillMaskConnectionFilter;
    if (d.type == SkillType::Filter && d.difficulty >= 0)
        s.skillTypes |= kSkillMaskDifficultyFilter;
    if (d.type == SkillType::ViewAs && d.atResponse && k.owner == Side::Player)
        s.skillTypes |= kSkillMaskResponse;
    if (d.type == SkillType::Trigger) {
        // The events a skill hears (skillHears): one that cancels or answers a cancellation
        // takes part in the cancel window instead, which the masks below tell.
        if (skillHears(d)) {
            s.skillEvents |= 1u << unsigned(d.event);
            if (slot < State::kHearerSlots)
                s.hearers[static_cast<std::size_t>(d.event)] |= static_cast<std::uint16_t>(1u << slot);
        }
        if (d.cancels) s.skillTypes |= cancelMask(k.owner, false);
        if (d.answersCancel) s.skillTypes |= cancelMask(k.owner, true);
        if (slot < State::kHearerSlots) {
            const auto bit = static_cast<std::uint16_t>(1u << slot);
            if (d.cancels) s.responders[2u * sideIndex(k.owner)] |= bit;
            if (d.answersCancel) s.responders[2u * sideIndex(k.owner) + 1] |= bit;
        }
    }
}

void refreshSkillMasks(State& s) {
    s.skillTypes = 0;
    s.skillEvents = 0;
    s.hearers = {};
    s.typeSlots = {};
    s.responders = {};
    for (std::uint32_t slot = 0; slot < s.skills.size(); ++slot) addSkillMasks(s, slot);
}

std::uint8_t skillHears(const SkillDef& d) {
    if (d.type != SkillType::Trigger || d.cancels || d.answersCancel) return 0;
    return static_cast<std::uint8_t>(static_cast<unsigned>(d.event) + 1);
}

bool skillUsable(const State& s, const SkillInst& k) {
    const SkillDef& d = s.content().skills[k.skill];
    return (d.perTurn == 0 || k.usesThisTurn < d.perTurn) && (d.perConversation == 0 || k.usesTotal < d.perConversation);
}

void countSkillUse(State& s, std::uint16_t skill, Side owner) {
    if (const int at = heldSkill(s, skill, owner); at >= 0) countSkillUseAt(s, static_cast<std::uint32_t>(at));
}

void countSkillUseAt(State& s, std::uint32_t slot) {
    SkillInst& k = s.skills[slot];
    if (k.usesThisTurn < 255) ++k.usesThisTurn;
    s.skillUsesThisTurn = true;
    if (k.usesTotal < 255) ++k.usesTotal;
}

void newTurnForSkills(State& s) {
    if (!s.skillUsesThisTurn) return;
    for (SkillInst& k : s.skills) k.usesThisTurn = 0;
    s.skillUsesThisTurn = false;
}

} // namespace parley
