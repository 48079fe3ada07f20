#include "effects/pipeline.h"

#include "changes/zones.h"
#include "effects/resolve.h"
#include "queries/formula_vars.h"
#include "queries/targets.h"
#include "skills/skills.h"
#include "triggers/skill_triggers.h"
#include "triggers/triggers.h"

#include <algorithm>

namespace parley {

namespace {

const EffectDef& effectOf(const State& s, const Task& t) {
    return s.content().effectList(t.effect.card, t.effect.list)[t.effect.index];
}

int effectValue(const State& s, const Task& t) {
    const EffectDef& e = effectOf(s, t);
    return e.amount.empty() ? 0 : evalFormula(e.amount, s, t.effect.x, t.effect.amount, t.uid);
}

// The event's card for skills reading card.*: the effect's own card (none for a skill's effects).
int eventCard(const Task& t) {
    return t.effect.list.isSkill() ? -1 : t.effect.card;
}

// Whether held skill `k` of `side` is one that cancels (`answer` false) or answers a cancellation
// (`answer` true): the test before responseFits, which most held skills fail.
bool responds(const State& s, const SkillInst& k, Side side, bool answer) {
    const SkillDef& d = s.content().skills[k.skill];
    return k.owner == side && d.type == SkillType::Trigger && (answer ? d.answersCancel : d.cancels);
}

// Whether held skill `k`, one that responds() (cancels, or answers a cancellation), may do so to
// effect `t` now.
bool responseFits(const State& s, const SkillInst& k, const Task& t) {
    const SkillDef& d = s.content().skills[k.skill];
    if (!skillUsable(s, k)) return false;
    if (!(d.match.empty() && d.matchCondition == 0) &&
        (t.effect.list.isSkill() || !skillMatches(s, d, t.effect.card)))
        return false;
    if (!d.condition.empty()) {
        FormulaVars vars(s);
        vars.setValue(effectValue(s, t));
        vars.setFrame(0, 0, t.uid);
        if (!t.effect.list.isSkill()) vars.setCard(&s.def(t.effect.card));
        if (d.condition.eval(vars) == 0) return false;
    }
    return costEffectsPayable(s, t.uid, d.effects);
}

// Whether held skill `k` is a view-as the player may answer effect `t` with (seed 003's
// enabled_at_response); the hand card is checked by the caller.
bool viewAsResponseFits(const State& s, const SkillInst& k, const Task& t) {
    if (!(s.skillTypes & kSkillMaskResponse) || k.owner != Side::Player || t.effect.list.isSkill())
        return false;
    const SkillDef& d = s.content().skills[k.skill];
    if (d.type != SkillType::ViewAs || !d.atResponse || !skillUsable(s, k)) return false;
    if (d.responseTypes.empty()) return true;
    return std::find(d.responseTypes.begin(), d.responseTypes.end(), effectOf(s, t).type) !=
           d.responseTypes.end();
}

// The player's responses to effect `t`: cancelling (or, `answer`, answering a cancellation) with a
// trigger skill, or with a hand card played through a view-as skill.
SmallVec<Response, 4> playerResponses(const State& s, const Task& t, bool answer) {
    SmallVec<Response, 4> out;
    if (s.skillTypes & cancelMask(Side::Player, answer))
        heldResponders(s, Side::Player, answer, [&](std::uint32_t i) {
            if (responds(s, s.skills[i], Side::Player, answer) && responseFits(s, s.skills[i], t))
                out.push_back({static_cast<std::uint16_t>(i), 0});
            return false;
        });
    if (!(s.skillTypes & kSkillMaskResponse)) return out;
    heldOfType(s, SkillType::ViewAs, [&](std::uint32_t i) {
        if (!viewAsResponseFits(s, s.skills[i], t)) return false;
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        for (const CardInst& ci : s.hand())
            if (skillMatches(s, d, ci.card)) out.push_back({static_cast<std::uint16_t>(i), ci.uid});
        return false;
    });
    return out;
}

// The NPC's response to effect `t` (cancelling it, or with `answer` answering the player's
// cancellation): its first skill that fits, which it uses without being asked; null when none.
const SkillInst* npcResponse(const State& s, const Task& t, bool answer) {
    if (!(s.skillTypes & cancelMask(Side::Npc, answer))) return nullptr;
    const SkillInst* by = nullptr;
    heldResponders(s, Side::Npc, answer, [&](std::uint32_t i) {
        const SkillInst& k = s.skills[i];
        if (!responds(s, k, Side::Npc, answer) || !responseFits(s, k, t)) return false;
        by = &k;
        return true;
    });
    return by;
}

bool playerMayRespond(const State& s, const Task& t, bool answer) {
    if ((s.skillTypes & cancelMask(Side::Player, answer)) &&
        heldResponders(s, Side::Player, answer, [&](std::uint32_t i) {
            return responds(s, s.skills[i], Side::Player, answer) && responseFits(s, s.skills[i], t);
        }))
        return true;
    if (!(s.skillTypes & kSkillMaskResponse)) return false;
    return heldOfType(s, SkillType::ViewAs, [&](std::uint32_t i) {
        if (!viewAsResponseFits(s, s.skills[i], t)) return false;
        const SkillDef& d = s.content().skills[s.skills[i].skill];
        for (const CardInst& ci : s.hand())
            if (skillMatches(s, d, ci.card)) return true;
        return false;
    });
}

// The topmost task of a kind: the pipeline or judge that a skill's effect is about.
Task* innermost(State& s, TaskKind kind) {
    for (std::uint32_t i = s.tasks.size(); i-- > 0;)
        if (s.tasks[i].kind == kind) return &s.tasks[i];
    return nullptr;
}

// The response's own effects (usually its cost) resolve first, above the effect's task. A view-as
// response has none: its card, played as the skill's card, is what it gives.
void pushResponse(Ctx& c, const Task& effect, const SkillInst k, Uid card) {
    State& s = c.s;
    if (card) {
        const SkillDef& d = s.content().skills[k.skill];
        if (const CardInst* ci = findCard(s, card)) {
            c.emit(
                ev::CardViewedAs{card, ci->card, static_cast<CardIndex>(d.asCard), k.skill, false});
            moveCard(c, card, Zone::Discard);
        }
        return;
    }
    Task r = resolveTask(k.skill, EffectList::skill(), 1, effect.uid);
    r.effect.npcOwned = k.owner == Side::Npc;
    pushTask(s, r);
}

void cancelWith(Ctx& c, const Task& effect, const SkillInst k, Uid card = 0) {
    State& s = c.s;
    countSkillUse(s, k.skill, k.owner);
    c.emit(ev::SkillUsed{k.skill, sideIndex(k.owner), card ? card : effect.uid});
    c.emit(
        ev::EffectCancelled{effect.effect.card, effect.effect.list, effect.effect.index, k.skill});
    // The effect waits in the Answer stage: the other side may answer the cancellation.
    Task wait = effect;
    wait.effect.stage = kPipelineAnswer;
    wait.effect.npcCancelledFirst = k.owner == Side::Npc;
    wait.effect.cancellations = 1;
    pushTask(s, wait);
    pushResponse(c, effect, k, card);
}

// Who may answer next: the side that did not make the last cancellation.
Side nextAnswerer(const Task& wait) {
    const Side first = wait.effect.npcCancelledFirst ? Side::Npc : Side::Player;
    const bool firstMadeLast = wait.effect.cancellations % 2 == 1;
    return (first == Side::Npc) == firstMadeLast ? Side::Player : Side::Npc;
}

void answerWith(Ctx& c, Task wait, const SkillInst k, Uid card = 0) {
    State& s = c.s;
    countSkillUse(s, k.skill, k.owner);
    c.emit(ev::SkillUsed{k.skill, sideIndex(k.owner), card ? card : wait.uid});
    c.emit(ev::CancellationAnswered{wait.effect.card, wait.effect.list, wait.effect.index, k.skill,
                                    sideIndex(k.owner)});
    wait.effect.cancellations = static_cast<std::uint16_t>(wait.effect.cancellations + 1);
    pushTask(s, wait);
    pushResponse(c, wait, k, card);
}

void stageOnEffect(Ctx& c, Task t);
void stageResolve(Ctx& c, Task t);

// Nobody answers any more: an odd count of cancellations cancels the effect; an even one means the
// last cancellation was answered, and the effect goes on to the effect skills.
void settleCancellation(Ctx& c, const Task& wait) {
    if (wait.effect.cancellations % 2 == 1) return;
    Task next = wait;
    next.effect.stage = kPipelineOnEffect;
    next.effect.npcCancelledFirst = false;
    next.effect.cancellations = 0;
    stageOnEffect(c, next);
}

void stageAnswer(Ctx& c, const Task& wait) {
    State& s = c.s;
    const Side answerer = nextAnswerer(wait);
    if (wait.effect.cancellations < kMaxCancellations && !s.ended()) {
        if (answerer == Side::Npc) {
            if (const SkillInst* k = npcResponse(s, wait, true)) {
                answerWith(c, wait, *k);
                return;
            }
        } else if (playerMayRespond(s, wait, true)) {
            pushTask(s, wait); // where the answer "let it stand" continues
            s.decision = {DecisionPurpose::CancelAnswer,
                          DecisionKind::Respond,
                          1,
                          1,
                          wait.uid,
                          wait.effect.card,
                          wait.effect.list,
                          wait.effect.index};
            c.emit(ev::DecisionRequested{DecisionKind::Respond});
            return;
        }
    }
    settleCancellation(c, wait);
}

void stageCheck(Ctx& c, Task t) {
    State& s = c.s;
    const EffectWork& w = t.effect;
    if (const SkillDef* by = invalidatedBy(s, w.card, w.list, w.index)) {
        c.emit(
            ev::EffectNullified{w.card, w.list, w.index, static_cast<std::int16_t>(by->index), 0});
        return;
    }
    Task next = t;
    next.effect.stage = kPipelineOnEffect;
    // A skill's own effects are part of some skill's work: only invalidity applies to them, so
    // skills cannot set each other off without end.
    if (w.list.isSkill()) {
        stageResolve(c, next);
        return;
    }
    // The NPC answers first, without being asked.
    if (const SkillInst* k = npcResponse(s, t, false)) {
        cancelWith(c, t, *k);
        return;
    }
    if (playerMayRespond(s, t, false)) {
        pushTask(s, next); // where the answer "let it resolve" continues
        s.decision = {DecisionPurpose::CancelWindow,
                      DecisionKind::Respond,
                      1,
                      1,
                      t.uid,
                      w.card,
                      w.list,
                      w.index};
        c.emit(ev::DecisionRequested{DecisionKind::Respond});
        return;
    }
    stageOnEffect(c, next); // no window opens: straight on, without another step
}

void stageOnEffect(Ctx& c, Task t) {
    Task next = t;
    next.effect.stage = kPipelineResolve;
    SkillFiring firing;
    if (!t.effect.list.isSkill() &&
        (c.s.skillEvents & (1u << unsigned(TriggerKind::EffectResolving))))
        collectSkillTriggers(c.s, SkillEvent{TriggerKind::EffectResolving, t.uid, eventCard(t), effectValue(c.s, t)}, firing);
    if (firing.empty()) {
        stageResolve(c, next); // nothing reacts: resolve now
        return;
    }
    pushTask(c.s, next);
    // On-effect skills see the effect now; they resolve before it (above it on the stack), and
    // "after" ones once the effect itself has resolved (below it).
    const std::uint32_t base = c.stepBase;
    c.stepBase = c.s.tasks.size() - 1;
    for (int timing = 0; timing < 3; ++timing)
        queueSkillTriggers(c, firing.byTiming[timing], static_cast<SkillTiming>(timing));
    c.stepBase = std::max(base, c.stepBase);
}

void stageResolve(Ctx& c, Task t) {
    if (t.effect.skip) {
        c.emit(ev::EffectNullified{t.effect.card, t.effect.list, t.effect.index, -1, 0});
        return;
    }
    // The frame as the effect list left it, and what AdjustEffect added.
    Task frame = t;
    frame.kind = TaskKind::ResolveEffects;
    frame.effect.stage = kPipelineCheck;
    frame.effect.bonus = 0;
    resolveEffect(c, frame, t.effect.bonus);
}

} // namespace

bool pipelineActive(const State& s) {
    constexpr std::uint16_t kWindow = kSkillMaskResponse | kSkillMaskCancelsByNpc | kSkillMaskCancelsByPlayer |
                                      kSkillMaskAnswersByNpc | kSkillMaskAnswersByPlayer;
    return s.hasSkillType(SkillType::Invalidity) || (s.skillTypes & kWindow) ||
           (s.skillEvents & (1u << unsigned(TriggerKind::EffectResolving)));
}

void runPipeline(Ctx& c, const Task& frame) {
    Task t = frame;
    t.kind = TaskKind::Pipeline;
    t.effect.stage = kPipelineCheck;
    t.effect.skip = false;
    t.effect.bonus = 0;
    t.effect.passes = 0; // the list's next task carries the passes; one effect has none
    // The check runs now rather than as a task of its own: nothing has happened since the frame's
    // step began, so the stack and the fired triggers are as that task would find them. What the
    // stages set off goes above the rest of the list, as it would from that task.
    c.stepBase = c.s.tasks.size();
    stageCheck(c, t);
}

void stepPipeline(Ctx& c, const Task& t) {
    switch (t.effect.stage) {
    case kPipelineCheck: stageCheck(c, t); break;
    case kPipelineOnEffect: stageOnEffect(c, t); break;
    case kPipelineAnswer: stageAnswer(c, t); break;
    default: stageResolve(c, t); break;
    }
}

SmallVec<Response, 4> cancelResponses(const State& s) {
    const PendingDecisionData& d = s.decision;
    Task t = Task::of(TaskKind::Pipeline, d.uid);
    t.effect.card = d.card;
    t.effect.list = d.list;
    t.effect.index = d.index;
    // The frame's x and amount are on the pipeline task below the decision.
    for (std::uint32_t i = s.tasks.size(); i-- > 0;)
        if (s.tasks[i].kind == TaskKind::Pipeline) {
            t.effect.x = s.tasks[i].effect.x;
            t.effect.amount = s.tasks[i].effect.amount;
            break;
        }
    return playerResponses(s, t, false);
}

void answerCancelWindow(Ctx& c, int option) {
    State& s = c.s;
    const auto responses = cancelResponses(s);
    s.decision = {};
    if (option <= 0 || option > static_cast<int>(responses.size())) return; // let it resolve
    // The pipeline's next stage is on top: the effect goes no further.
    Task* top = s.tasks.empty() ? nullptr : &s.tasks.back();
    if (!top || top->kind != TaskKind::Pipeline) return;
    const Task effect = *top;
    s.tasks.pop_back();
    const Response r = responses[static_cast<std::uint32_t>(option - 1)];
    cancelWith(c, effect, s.skills[r.skill], r.card);
}

SmallVec<Response, 4> cancellationAnswers(const State& s) {
    const Task* wait = s.tasks.empty() ? nullptr : &s.tasks.back();
    if (!wait || wait->kind != TaskKind::Pipeline || wait->effect.stage != kPipelineAnswer)
        return {};
    return playerResponses(s, *wait, true);
}

void answerCancellation(Ctx& c, int option) {
    State& s = c.s;
    const auto answers = cancellationAnswers(s);
    s.decision = {};
    if (s.tasks.empty() || s.tasks.back().kind != TaskKind::Pipeline) return;
    const Task wait = s.tasks.back();
    s.tasks.pop_back();
    if (option <= 0 || option > static_cast<int>(answers.size())) {
        settleCancellation(c, wait); // the cancellation stands
        return;
    }
    const Response r = answers[static_cast<std::uint32_t>(option - 1)];
    answerWith(c, wait, s.skills[r.skill], r.card);
}

void startJudge(Ctx& c, Task judge) {
    pushTask(c.s, judge);
    fireTriggers(c, TriggerKind::Judge, judge.uid);
}

void resolveSkillEffect(Ctx& c, const Task& frame, const EffectDef& e, int amount) {
    State& s = c.s;
    const EffectWork& w = frame.effect;
    auto resolved = [&](int n) { c.emit(ev::EffectResolved{w.card, w.list, w.index, e.type, n}); };
    const Side owner = w.list.isSkill() && w.npcOwned ? Side::Npc : Side::Player;
    switch (e.type) {
    case EffectType::Nullify:
        resolved(0);
        if (Task* p = innermost(s, TaskKind::Pipeline)) p->effect.skip = true;
        return;
    case EffectType::AdjustEffect:
        resolved(amount);
        if (Task* p = innermost(s, TaskKind::Pipeline)) {
            p->effect.bonus = static_cast<std::int16_t>(p->effect.bonus + amount);
            c.emit(ev::EffectAdjusted{p->effect.card, p->effect.list, p->effect.index, amount});
        }
        return;
    case EffectType::Reroll: {
        Task* t = innermost(s, TaskKind::Judge);
        // A retrial happens once per roll.
        if (!t || t->judge.rerolled) {
            resolved(0);
            return;
        }
        JudgeWork& j = t->judge;
        const int from = j.roll;
        j.roll = static_cast<std::int16_t>(s.rng.below(100));
        j.forced = Roll::Random;
        j.rerolled = true;
        resolved(j.roll);
        c.emit(ev::RollRerolled{t->uid, from, j.roll});
        return;
    }
    case EffectType::AdjustRoll: {
        Task* t = innermost(s, TaskKind::Judge);
        resolved(amount);
        if (!t) return;
        JudgeWork& j = t->judge;
        const int from = j.roll;
        j.roll = static_cast<std::int16_t>(std::clamp(from + amount, 0, 99));
        // A forced roll, once shifted, counts as the roll it stands for (0 or 99).
        j.forced = Roll::Random;
        c.emit(ev::RollAdjusted{t->uid, from, j.roll});
        return;
    }
    case EffectType::AddMark: {
        resolved(amount);
        const Uid holder = e.markHolder == 0   ? kHolderPlayer
                           : e.markHolder == 1 ? kHolderNpc
                           : e.markHolder == 2 ? frame.uid
                                               : sideHolder(owner);
        if (holder) addMark(c, holder, e.mark, amount);
        return;
    }
    case EffectType::GrantSkill:
    case EffectType::RemoveSkill: {
        resolved(0);
        const Side side = e.side == 0 ? Side::Player : e.side == 1 ? Side::Npc : owner;
        if (e.type == EffectType::GrantSkill) grantSkill(c, static_cast<std::uint16_t>(e.skill), side);
        else removeSkill(c, static_cast<std::uint16_t>(e.skill), side);
        return;
    }
    case EffectType::PutOnPile:
        if (e.selfOnly) {
            // The event's card, from wherever it is now (not from another pile).
            Zone z;
            if (findCard(s, frame.uid, &z) && z != Zone::Pile) {
                resolved(1);
                moveToPile(c, frame.uid,
                           static_cast<std::uint16_t>(e.skill >= 0 ? e.skill : w.card));
            }
            return;
        }
        [[fallthrough]];
    case EffectType::TakeFromPile: {
        resolved(0);
        return; // picking effects: see resolvePicking in effects/resolve.cpp
    }
    case EffectType::RecordCard: {
        // The event's card, as it is now (a view-as card is recorded as what it was played as).
        const CardInst* ci = w.list.isSkill() ? findCard(s, frame.uid) : nullptr;
        resolved(ci ? 1 : 0);
        if (ci) recordCard(c, w.card, owner, ci->card);
        return;
    }
    case EffectType::RepeatEffects: {
        Zone z;
        const CardInst* ci = findCard(s, frame.uid, &z);
        // Its card must still exist, and a repeat never repeats itself (seed 003's UseHistory).
        bool repeating = false;
        for (const Task& t : s.tasks)
            repeating = repeating || (t.kind == TaskKind::ResolveEffects && t.uid == frame.uid &&
                                      t.effect.repeat);
        if (!ci || s.ended() || repeating) {
            c.emit(ev::RepeatRefused{ci ? ci->card : CardIndex(0)});
            return;
        }
        const SkillDef& d = s.content().skills[w.card];
        resolved(1);
        Task again = resolveTask(ci->card, EffectList::slot(d.event == TriggerKind::CardFailed ? EffectSlot::Failure : EffectSlot::Success), 1,
                                 frame.uid);
        again.effect.repeat = true;
        pushTask(s, again);
        return;
    }
    default: return;
    }
}

} // namespace parley
