// Trigger skills (seed 003's TriggerSkill): held skills that react to events, with a timing
// (before, proceeding, after), a priority, limits per turn and per conversation, a condition,
// and optional ones the player is asked about.
#include "triggers/skill_triggers.h"
#include "queries/card_view.h"
#include "queries/formula_vars.h"
#include "queries/targets.h"
#include "state/held_skills.h"

#include <algorithm>
#include <bit>

namespace parley {

namespace {

bool conditionHolds(const State& s, const SkillDef& d, const SkillEvent& e) {
    if (d.condition.empty()) return true;
    FormulaVars vars(s);
    vars.setValue(e.value);
    vars.setFrame(0, 0, e.subject);
    if (e.card >= 0) vars.setCard(&s.def(static_cast<CardIndex>(e.card)));
    return d.condition.eval(vars) != 0;
}

} // namespace

void collectSkillTriggers(const State& s, const SkillEvent& e, SkillFiring& out) {
    std::uint32_t before[3];
    for (int t = 0; t < 3; ++t) before[t] = out.byTiming[t].size();
    bool several = false; // whether some timing got two or more, which their priorities order
    auto consider = [&](const SkillInst& k, std::uint32_t slot) {
        const SkillDef& d = s.content().skills[k.skill];
        if (!skillUsable(s, k)) return;
        // A skill that names cards reacts only to events about a matching card.
        if (!(d.match.empty() && d.matchCondition == 0) && (e.card < 0 || !skillMatches(s, d, e.card))) return;
        if (!conditionHolds(s, d, e)) return;
        Task t = Task::of(TaskKind::SkillTrigger, e.subject);
        t.skillTrigger = {k.skill, k.owner, static_cast<std::int16_t>(e.value), static_cast<std::int16_t>(e.card),
                          static_cast<std::uint8_t>(std::min<std::uint32_t>(slot, 0xFF))};
        SmallVec<Task, 4>& list = out.byTiming[static_cast<int>(d.timing)];
        list.push_back(t);
        several = several || list.size() > before[static_cast<int>(d.timing)] + 1;
    };
    // In the order the skills were gained: through the event's hearers, or all of them when more
    // are held than the hearers' masks cover.
    if (s.skills.size() <= State::kHearerSlots) {
        for (unsigned m = s.hearers[static_cast<std::size_t>(e.kind)]; m; m &= m - 1) {
            const auto slot = static_cast<std::uint32_t>(std::countr_zero(m));
            consider(s.skills[slot], slot);
        }
    } else {
        const auto hears = static_cast<std::uint8_t>(static_cast<unsigned>(e.kind) + 1);
        for (std::uint32_t i = 0; i < s.skills.size(); ++i)
            if (s.skills[i].hears == hears) consider(s.skills[i], i);
    }
    if (!several) return;
    // Within a timing, higher priority first; equal priorities keep the order the skills were
    // gained. An insertion sort: stable, and (unlike std::stable_sort's buffer) no heap for these few.
    auto priority = [&](const Task& t) { return s.content().skills[t.skillTrigger.skill].priority; };
    for (int timing = 0; timing < 3; ++timing) {
        SmallVec<Task, 4>& list = out.byTiming[timing];
        for (std::uint32_t i = before[timing] + 1; i < list.size(); ++i)
            for (std::uint32_t j = i; j > before[timing] && priority(list[j - 1]) < priority(list[j]); --j)
                std::swap(list[j - 1], list[j]);
    }
}

namespace {
// Where an `after` skill goes: below everything the current step queued, so that it runs once the
// event's consequences are over, but above the end of the turn if this step queued it (LISTEN,
// SPEAK and turnEnd queue the turn's end with their consequences): an `after` skill runs within
// the turn of its event, before TurnEnded, the turn's advance and the next turn's start.
std::uint32_t afterSlot(const State& s, std::uint32_t stepBase) {
    std::uint32_t at = std::min(stepBase, s.tasks.size());
    for (std::uint32_t i = s.tasks.size(); i-- > at;) {
        const TaskKind k = s.tasks[i].kind;
        if (k == TaskKind::EndAction || k == TaskKind::NextTurn) return i + 1;
    }
    return at;
}
} // namespace

void queueSkillTriggers(Ctx& c, SmallVec<Task, 4>& tasks, SkillTiming timing) {
    if (tasks.empty()) return; // the usual case: nothing to place
    State& s = c.s;
    std::uint32_t at = timing == SkillTiming::After ? afterSlot(s, c.stepBase) : 0;
    for (const Task& t : tasks) {
        if (timing == SkillTiming::After) {
            s.tasks.insert(at, t);
            // Below the step's own tasks: they start one higher now.
            if (at == c.stepBase) ++c.stepBase;
            ++at;
        } else {
            s.firedTriggers.push_back(t);
        }
    }
}

namespace {
// `at`: where the skill is held, when the caller has just looked (-1: look it up).
void useSkill(Ctx& c, std::uint16_t skill, Side owner, Uid subject, int at = -1) {
    State& s = c.s;
    if (at >= 0) countSkillUseAt(s, static_cast<std::uint32_t>(at));
    else countSkillUse(s, skill, owner);
    c.emit(ev::SkillUsed{skill, sideIndex(owner), subject});
    Task r = resolveTask(skill, EffectList::skill(), 1, subject);
    r.effect.npcOwned = owner == Side::Npc;
    pushTask(s, r);
}
} // namespace

void stepSkillTrigger(Ctx& c, const Task& t) {
    State& s = c.s;
    const std::uint16_t skill = t.skillTrigger.skill;
    const Side owner = t.skillTrigger.owner;
    const std::uint32_t hint = t.skillTrigger.slotHint;
    const int at = hint < s.skills.size() && s.skills[hint].skill == skill && s.skills[hint].owner == owner
                       ? static_cast<int>(hint)
                       : heldSkill(s, skill, owner);
    // Lost meanwhile, or used up by an earlier firing in the same step.
    if (at < 0 || !skillUsable(s, s.skills[static_cast<std::uint32_t>(at)])) return;
    const SkillDef& d = s.content().skills[skill];
    if (d.optional) {
        if (!costEffectsPayable(s, t.uid, d.effects)) return; // not offered when it cannot be paid
        // Nor when it would take from an empty pile: the question would be empty.
        for (const EffectDef& e : d.effects)
            if (e.type == EffectType::TakeFromPile &&
                effectCandidates(s, e, t.uid, e.skill >= 0 ? e.skill : skill).empty())
                return;
        if (owner == Side::Player) {
            s.decision = {DecisionPurpose::OptionalSkill,
                          DecisionKind::OptionalTrigger,
                          1,
                          1,
                          t.uid,
                          skill,
                          EffectList::skill(),
                          sideIndex(owner)};
            c.emit(ev::DecisionRequested{DecisionKind::OptionalTrigger});
            return;
        }
        // The NPC uses its optional skills whenever their condition holds.
    }
    useSkill(c, skill, owner, t.uid, at);
}

void answerOptionalSkill(Ctx& c, bool yes) {
    const PendingDecisionData d = c.s.decision;
    c.s.decision = {};
    const auto owner = static_cast<Side>(d.index);
    if (!yes) {
        c.emit(ev::SkillDeclined{d.card, d.index});
        return;
    }
    useSkill(c, d.card, owner, d.uid);
}

} // namespace parley
