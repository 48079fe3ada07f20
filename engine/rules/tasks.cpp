#include "rules/tasks.h"

#include "effects/resolve.h"
#include "modifiers/queries.h"
#include "rules/mutate.h"

namespace parley {

Task resolveTask(CardIndex card, EffectSlot slot, int passes) {
    return {TaskKind::ResolveEffects, static_cast<std::uint8_t>(slot), 0, card, 0, static_cast<std::int16_t>(passes)};
}

namespace {

void stepResolve(Ctx& c, Task t) {
    const auto slot = static_cast<EffectSlot>(t.aux);
    const auto& effects = c.s.def(t.card).effectsFor(slot);
    if (t.index >= effects.size()) {
        // Another pass (Synchronized) only while the conversation is still running.
        if (t.value > 1 && !c.s.ended() && !effects.empty()) pushTask(c.s, resolveTask(t.card, slot, t.value - 1));
        return;
    }
    Task next = t;
    ++next.index;
    pushTask(c.s, next);
    resolveEffect(c, t.card, slot, t.index);
}

void stepAfterOutcome(Ctx& c, Task t) {
    State& s = c.s;
    const Ruleset& rules = s.rules();
    const bool success = t.aux != 0;
    const AtmosphereDef& before = rules.atmospheres[static_cast<std::uint16_t>(t.value)];
    if (!success && before.failureEndsConversation) {
        endConversation(c, EndReason::FinalAtmosphere, rules.finalOutcome);
        return;
    }
    // A failure clears the atmosphere, and a one-card atmosphere is used up, unless the card
    // itself set a new one.
    if (!s.atmosphereSet && (!success || before.lastsOneCard))
        setAtmosphere(c, rules.defaultAtmosphere);
    s.atmosphereSet = false;
}

void stepExhaust(Ctx& c, Task t) {
    Zone z;
    std::uint32_t pos;
    if (!c.s.locate(t.uid, z, pos) || z != Zone::Hand) return; // it left the hand meanwhile
    const CardIndex card = c.s.hand()[pos].card;
    pushTask(c.s, {TaskKind::FinishExhaust, 0, t.uid, card, 0, 0});
    pushTask(c.s, resolveTask(card, EffectSlot::Exhaust, 1));
}

void stepFinishExhaust(Ctx& c, Task t) {
    Zone z;
    std::uint32_t pos;
    if (!c.s.locate(t.uid, z, pos) || z != Zone::Hand) return;
    const CardInst inst = takeFrom(c.s, Zone::Hand, pos);
    c.s.zone(Zone::Exhausted).push_back(inst);
    c.emit(ev::CardExhausted{inst.uid, inst.card});
}

void stepEndAction(Ctx& c, Task t) {
    State& s = c.s;
    c.emit(ev::TurnEnded{s.turn});
    ++s.turn;
    if (s.ended()) return;
    if (s.patience <= 0) {
        endConversation(c, EndReason::PatienceExhausted, s.rules().patienceOutcome);
        return;
    }
    const int limit = s.rules().handLimit;
    const int excess = static_cast<int>(s.hand().size()) - limit;
    if (static_cast<ActionKind>(t.aux) == ActionKind::Listen && excess > 0) {
        s.decision = {DecisionPurpose::DiscardToHandLimit, DecisionKind::ChooseCards,
                      static_cast<std::uint8_t>(excess), static_cast<std::uint8_t>(excess)};
        c.emit(ev::DecisionRequested{DecisionKind::ChooseCards});
    }
}

} // namespace

void runTasks(Ctx& c) {
    State& s = c.s;
    while (!s.tasks.empty() && s.decision.purpose == DecisionPurpose::None) {
        const Task t = s.tasks.back();
        s.tasks.pop_back();
        if (s.ended() && !survivesEnd(t.kind)) continue;
        switch (t.kind) {
        case TaskKind::ResolveEffects: stepResolve(c, t); break;
        case TaskKind::AfterOutcome: stepAfterOutcome(c, t); break;
        case TaskKind::Exhaust: stepExhaust(c, t); break;
        case TaskKind::FinishExhaust: stepFinishExhaust(c, t); break;
        case TaskKind::RefillWeight: setWeight(c, weightCapacity(s)); break;
        case TaskKind::Draw: drawCards(c, t.value < 0 ? listenDraw(s) : t.value); break;
        case TaskKind::EndAction: stepEndAction(c, t); break;
        }
    }
}

} // namespace parley
