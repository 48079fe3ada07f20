#include "rules/tasks.h"

#include "changes/mutate.h"
#include "changes/zones.h"
#include "costs/payment.h"
#include "effects/pipeline.h"
#include "effects/resolve.h"
#include "modifiers/lifecycle.h"
#include "queries/formula_vars.h"
#include "queries/queries.h"
#include "rules/turn_effects.h"
#include "skills/skills.h"
#include "triggers/skill_triggers.h"
#include "triggers/triggers.h"

#include <algorithm>
#include <cstring>

namespace parley {

namespace {

void stepResolve(Ctx& c, Task t) {
    const EffectWork& w = t.effect;
    const auto& effects = c.s.content().effectList(w.card, w.list);
    if (w.index >= effects.size()) {
        // Another pass (Synchronized) only while the conversation is still running.
        if (w.passes > 1 && !c.s.ended() && !effects.empty()) {
            Task again = resolveTask(w.card, w.list, w.passes - 1, t.uid);
            again.effect.x = w.x;
            pushTask(c.s, again);
        }
        return;
    }
    if (leavesRest(w, effects.size())) {
        Task next = t;
        ++next.effect.index;
        pushTask(c.s, next);
    }
    // Costs are paid once per use and cannot be nullified; everything else goes through the
    // pipeline when some skill takes part in it.
    if (!effects[w.index].isCost && pipelineActive(c.s))
        runPipeline(c, t);
    else resolveEffect(c, t);
}

// The roll is made, then judged: skills of the event "roll" may see it first (startJudge).
void stepRoll(Ctx& c, Task t) {
    State& s = c.s;
    const CardInst* ci = findCard(s, t.uid);
    if (!ci) return;
    const Roll forced = t.roll.forced;
    Task judge = Task::of(TaskKind::Judge, t.uid);
    JudgeWork& j = judge.judge;
    j.card = ci->card;
    j.x = t.roll.x;
    j.forced = forced;
    j.rerolled = false;
    j.chance = static_cast<std::int16_t>(successChance(s, ci->card));
    // A forced outcome stands for the roll that gives it, so judge conditions can read it.
    j.roll = forced == Roll::Success   ? 0
             : forced == Roll::Failure ? 99
             : cannotFail(s)           ? 0
                                       : static_cast<std::int16_t>(s.rng.below(100));
    if (!cannotFail(s) && (s.skillEvents & (1u << unsigned(TriggerKind::Judge)))) startJudge(c, judge);
    else finishJudge(c, judge);
}

} // namespace

void finishJudge(Ctx& c, const Task& t) {
    State& s = c.s;
    const JudgeWork& j = t.judge;
    const CardIndex card = j.card;
    const Roll forced = j.forced;
    const int chance = j.chance;
    int roll = -1;
    bool success;
    if (cannotFail(s)) success = true;
    else if (forced == Roll::Success) success = true;
    else if (forced == Roll::Failure) success = false;
    else {
        roll = j.roll;
        success = roll < chance;
    }
    c.emit(ev::RollMade{t.uid, card, chance, roll, success, forced != Roll::Random});
    if (success) c.emit(ev::CardSucceeded{t.uid, card});
    else c.emit(ev::CardFailed{t.uid, card});
    const AtmosphereDef& atm = s.rules().atmospheres[s.atmosphere];
    s.atmosphereSet = false;
    Task after = Task::of(TaskKind::AfterOutcome, t.uid);
    after.outcome = {card, s.atmosphere, success};
    pushTask(s, after);
    Task resolve = resolveTask(card, EffectList::slot(success ? EffectSlot::Success : EffectSlot::Failure),
                               atm.resolveTwice ? 2 : 1, t.uid);
    resolve.effect.x = j.x; // the X paid for this SPEAK
    pushTask(s, resolve);
    fireTriggers(c, success ? TriggerKind::CardSucceeded : TriggerKind::CardFailed, t.uid);
}

namespace {

void stepAfterOutcome(Ctx& c, Task t) {
    State& s = c.s;
    const Ruleset& rules = s.rules();
    const bool success = t.outcome.success;
    const AtmosphereDef& before = rules.atmospheres[t.outcome.atmosphere];
    if (!success && before.failureEndsConversation) {
        endConversation(c, EndReason::FinalAtmosphere, rules.finalOutcome);
        return;
    }
    // A failure clears the atmosphere, and a one-card atmosphere is used up, unless the card
    // itself set a new one.
    if (!s.atmosphereSet && (!success || before.lastsOneCard)) setAtmosphere(c, rules.defaultAtmosphere);
    s.atmosphereSet = false;
}

void stepExhaust(Ctx& c, Task t) {
    Zone z;
    const CardInst* ci = findCard(c.s, t.uid, &z);
    if (!ci || z != Zone::Hand) return; // it left the hand meanwhile
    Task finish = Task::of(TaskKind::FinishExhaust, t.uid);
    finish.exhausting.card = ci->card;
    pushTask(c.s, finish);
    pushTask(c.s, resolveTask(ci->card, EffectList::slot(EffectSlot::Exhaust), 1, t.uid));
}

void stepFinishExhaust(Ctx& c, Task t) {
    Zone z;
    const CardInst* ci = findCard(c.s, t.uid, &z);
    if (!ci || z != Zone::Hand) return;
    const CardIndex card = ci->card;
    c.emit(ev::CardExhausted{t.uid, card});
    moveFoundCard(c, z, ci, Zone::Exhausted);
    fireTriggers(c, TriggerKind::CardExhausted, t.uid);
}

void stepHandLimit(Ctx& c) {
    State& s = c.s;
    const int excess = static_cast<int>(s.hand().size()) - handLimit(s);
    if (excess <= 0 || s.patience <= 0) return; // the conversation ends with the turn anyway
    s.decision = {DecisionPurpose::DiscardToHandLimit, DecisionKind::ChooseCards, static_cast<std::uint8_t>(excess),
                  static_cast<std::uint8_t>(excess), 0, 0, EffectList{}, 0};
    s.decision.options = PendingDecisionData::counted(s.hand().size());
    c.emit(ev::DecisionRequested{DecisionKind::ChooseCards});
}

void stepEndAction(Ctx& c, Task t) {
    State& s = c.s;
    // Cards per SPEAK: while more may be played, offer the next one before the turn ends.
    if (t.ending.action == ActionKind::Speak && offerFollowUpSpeak(c)) {
        pushTask(s, t);
        return;
    }
    s.spokenThisAction = 0;
    settleViewAs(c);
    Task next = Task::of(TaskKind::NextTurn);
    next.ending = t.ending;
    pushTask(s, next);
    if (!s.ended()) actTurnEffects(c, EffectTrigger::TurnEnd);
    if (!s.ended()) fireTriggers(c, TriggerKind::TurnEnd);
}

void stepNextTurn(Ctx& c) {
    State& s = c.s;
    c.emit(ev::TurnEnded{s.turn});
    ++s.turn;
    s.abilityUses.clear();
    newTurnForSkills(s);
    expireEffects(c);
    if (s.ended()) return;
    if (s.patience <= 0) {
        endConversation(c, EndReason::PatienceExhausted, s.rules().patienceOutcome);
        return;
    }
    actTurnEffects(c, EffectTrigger::TurnStart);
    if (!s.ended()) fireTriggers(c, TriggerKind::TurnStart);
}

void stepOpeningHand(Ctx& c) {
    // No card of this conversation has an openingHand trigger: nothing to look at (most decks).
    if (!(c.s.cardEvents & (1u << unsigned(TriggerKind::OpeningHand)))) return;
    // Each card of the opening hand, in hand order.
    SmallVec<Uid, 16> hand;
    for (const CardInst& ci : c.s.hand()) hand.push_back(ci.uid);
    for (std::uint32_t i = hand.size(); i-- > 0;) {
        // Fired per card so that "zone": "hand" triggers of exactly the dealt cards run.
        Zone z;
        const CardInst* ci = findCard(c.s, hand[i], &z);
        if (!ci || z != Zone::Hand) continue;
        const CardDef& def = c.s.def(ci->card);
        if (!(def.triggerMask & (1u << unsigned(TriggerKind::OpeningHand)))) continue;
        for (std::size_t k = def.triggers.size(); k-- > 0;) {
            const TriggerDef& t = def.triggers[k];
            if (t.kind != TriggerKind::OpeningHand || !(t.condition.empty() || evalFormula(t.condition, c.s) != 0)) continue;
            Task trig = Task::of(TaskKind::Trigger, ci->uid);
            trig.trigger = {ci->card, EffectList::trigger(static_cast<int>(k))};
            pushTask(c.s, trig);
        }
    }
}

// The task on top of the stack, read as two 8-byte words. The task was most often pushed a step
// earlier, and a push stores it as two words; one 16-byte load of two such stores cannot take
// their data on the way to the cache (no store-to-load forwarding) and waits, once per step. The
// empty asm keeps the compiler from merging the two loads back into one.
Task topTask(const State& s) {
    std::uint64_t words[2];
    std::memcpy(words, &s.tasks.back(), sizeof words);
    asm("" : "+r"(words[0]), "+r"(words[1]));
    Task t;
    std::memcpy(&t, words, sizeof t);
    return t;
}

// Work that resolves effects or sets more of them off: what a loop of effects is made of. The rest
// is the action's own frame (exhausting, the outcome's bookkeeping, the end of the turn), which is
// bounded by the action and keeps the state whole.
constexpr bool isEffectWork(TaskKind k) {
    switch (k) {
    case TaskKind::ResolveEffects:
    case TaskKind::Trigger:
    case TaskKind::SkillTrigger:
    case TaskKind::Pipeline:
    case TaskKind::Judge: return true;
    case TaskKind::AfterOutcome:
    case TaskKind::Exhaust:
    case TaskKind::FinishExhaust:
    case TaskKind::RefillWeight:
    case TaskKind::Draw:
    case TaskKind::EndAction:
    case TaskKind::NextTurn:
    case TaskKind::Roll:
    case TaskKind::AfterSpeak:
    case TaskKind::Untap:
    case TaskKind::HandLimit:
    case TaskKind::OpeningHand:
    case TaskKind::FirstTurn: return false;
    }
    return true;
}

// The budget ran out once: every effect and trigger still pending is dropped; the action's frame
// goes on (and may set effects off again).
void stopLoop(Ctx& c, int steps) {
    State& s = c.s;
    s.firedTriggers.clear();
    std::uint32_t keep = 0;
    for (std::uint32_t i = 0; i < s.tasks.size(); ++i)
        if (!isEffectWork(s.tasks[i].kind)) s.tasks[keep++] = s.tasks[i];
    s.tasks.resize(keep);
    c.emit(ev::LoopStopped{steps});
}

// The budget ran out again within the same action: nothing more runs. The action still ends as
// an action does, without firing anything: view-as cards turn back, and when the action was to
// end its turn the turn ends (limits renew, timed effects expire, no patience ends it).
void abandonAction(Ctx& c, int steps) {
    State& s = c.s;
    bool endsTurn = false;
    for (const Task& t : s.tasks) endsTurn = endsTurn || t.kind == TaskKind::EndAction || t.kind == TaskKind::NextTurn;
    s.tasks.clear();
    s.firedTriggers.clear();
    c.emit(ev::LoopStopped{steps});
    if (s.payment.active) cancelPayment(c);
    s.spokenThisAction = 0;
    s.atmosphereSet = false;
    settleViewAs(c);
    if (endsTurn) {
        c.emit(ev::TurnEnded{s.turn});
        ++s.turn;
        s.abilityUses.clear();
        newTurnForSkills(s);
        expireEffects(c);
        if (!s.ended() && s.patience <= 0) endConversation(c, EndReason::PatienceExhausted, s.rules().patienceOutcome);
    }
    s.tasks.clear(); // what ending the conversation kept has nothing left to do
    s.firedTriggers.clear();
}

} // namespace

void runTasks(Ctx& c) {
    State& s = c.s;
    int steps = 0;
    bool stopped = false;
    for (;;) {
        if (s.decision.purpose != DecisionPurpose::None) return;
        if (++steps > kMaxStepsPerAction) {
            if (stopped) {
                abandonAction(c, steps);
                return;
            }
            stopLoop(c, steps);
            stopped = true;
            steps = 0;
        }
        // Triggers fired by the last step resolve next, first fired first.
        if (!s.firedTriggers.empty()) {
            if (!s.ended())
                for (std::uint32_t i = s.firedTriggers.size(); i-- > 0;) pushTask(s, s.firedTriggers[i]);
            s.firedTriggers.clear();
        }
        if (s.tasks.empty()) return;
        const Task t = topTask(s);
        s.tasks.pop_back();
        c.stepBase = s.tasks.size();
        if (s.ended() && !survivesEnd(t.kind)) continue;
        switch (t.kind) {
        case TaskKind::ResolveEffects: stepResolve(c, t); break;
        case TaskKind::AfterOutcome: stepAfterOutcome(c, t); break;
        case TaskKind::Exhaust: stepExhaust(c, t); break;
        case TaskKind::FinishExhaust: stepFinishExhaust(c, t); break;
        case TaskKind::RefillWeight: setWeight(c, weightCapacity(s)); break;
        case TaskKind::Draw:
            drawCards(c, t.draw.count < 0 ? listenDraw(s) : t.draw.count);
            break;
        case TaskKind::EndAction: stepEndAction(c, t); break;
        case TaskKind::NextTurn: stepNextTurn(c); break;
        case TaskKind::Roll: stepRoll(c, t); break;
        case TaskKind::AfterSpeak: fireTriggers(c, TriggerKind::AfterSpeak, t.uid); break;
        case TaskKind::Untap: untapTable(c); break;
        case TaskKind::HandLimit: stepHandLimit(c); break;
        case TaskKind::Trigger: stepTrigger(c, t); break;
        case TaskKind::OpeningHand: stepOpeningHand(c); break;
        case TaskKind::FirstTurn:
            actTurnEffects(c, EffectTrigger::TurnStart);
            if (!s.ended()) fireTriggers(c, TriggerKind::TurnStart);
            break;
        case TaskKind::SkillTrigger: stepSkillTrigger(c, t); break;
        case TaskKind::Pipeline: stepPipeline(c, t); break;
        case TaskKind::Judge: finishJudge(c, t); break;
        }
    }
}

} // namespace parley
