#pragma once
// Seed 003's trigger skills: the held skills an event sets off, by timing, priority and limits,
// and their resolution (fireTriggers in triggers.cpp calls them around the cards' own triggers).
#include "state/context.h"

namespace parley {

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
