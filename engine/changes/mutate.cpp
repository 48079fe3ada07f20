#include "changes/mutate.h"

#include "modifiers/lifecycle.h"
#include "queries/queries.h"
#include "triggers/triggers.h"

#include <algorithm>

namespace parley {

// The State keeps weight and patience in 16 bits, and a saved state holds at most 30,000 of each
// (serialize.cpp); a derived number such as the capacity may reach limits::kMaxDerivedNumber, so
// each saturates here rather than wrap, or make a state that cannot be read back.
constexpr int kMaxStored = 30000;

void setWeight(Ctx& c, int to) {
    to = std::clamp(to, 0, kMaxStored);
    if (to == c.s.weight) return;
    c.emit(ev::WeightChanged{c.s.weight, to});
    c.s.weight = static_cast<std::int16_t>(to);
}

void clampWeight(Ctx& c) {
    const int cap = weightCapacity(c.s);
    if (c.s.weight > cap) setWeight(c, cap);
}

void setPatience(Ctx& c, int to) {
    to = std::clamp(to, 0, kMaxStored);
    if (to == c.s.patience) return;
    c.emit(ev::PatienceChanged{c.s.patience, to});
    c.s.patience = static_cast<std::int16_t>(to);
}

void setEmotion(Ctx& c, std::uint8_t to) {
    if (to == c.s.emotion) return;
    c.emit(ev::StateChanged{c.s.emotion, to});
    c.s.emotion = to;
    clampWeight(c);
    fireTriggers(c, TriggerKind::StateChanged);
}

void setAtmosphere(Ctx& c, std::uint16_t to) {
    c.s.atmosphereSet = true;
    if (to == c.s.atmosphere) return;
    c.emit(ev::AtmosphereChanged{c.s.atmosphere, to});
    c.s.atmosphere = to;
    installAtmosphere(c, to);
    clampWeight(c);
    fireTriggers(c, TriggerKind::AtmosphereChanged);
}

namespace {
void setComfort(Ctx& c, int to, int requested) {
    c.emit(ev::ComfortChanged{c.s.comfort, to, requested, to - c.s.comfort});
    c.s.comfort = static_cast<std::int16_t>(to);
}
} // namespace

void changeComfort(Ctx& c, int requested) {
    const Ruleset& rules = c.s.rules();
    const int delta = comfortChange(c.s, requested);
    if (delta == 0) return;
    const int to = std::clamp(c.s.comfort + delta, rules.comfortMin, rules.comfortMax);
    if (to != c.s.comfort) {
        setComfort(c, to, requested);
        fireTriggers(c, TriggerKind::ComfortChanged);
    }
    // The battery: a full charge moves the state up, an empty one down; comfort starts over.
    const int top = static_cast<int>(rules.states.size()) - 1;
    if (to >= rules.comfortMax && c.s.emotion < top) {
        setEmotion(c, static_cast<std::uint8_t>(c.s.emotion + 1));
        setComfort(c, 0, 0);
    } else if (to <= rules.comfortMin) {
        if (c.s.emotion > 0) {
            setEmotion(c, static_cast<std::uint8_t>(c.s.emotion - 1));
            setComfort(c, 0, 0);
        } else {
            endConversation(c, EndReason::Desperate, rules.desperateOutcome);
        }
    }
}

void resetComfort(Ctx& c) {
    if (c.s.comfort == 0) return;
    setComfort(c, 0, -c.s.comfort);
    fireTriggers(c, TriggerKind::ComfortChanged);
}

void endConversation(Ctx& c, EndReason reason, std::uint16_t outcome) {
    if (c.s.ended()) return;
    c.s.end.reason = reason;
    c.s.end.outcome = outcome;
    c.s.decision = {};
    // Everything pending stops; a card that already left the hand still reaches its pile, and
    // the action that ended the conversation still counts as a turn.
    auto& tasks = c.s.tasks;
    std::uint32_t keep = 0;
    for (std::uint32_t i = 0; i < tasks.size(); ++i)
        if (survivesEnd(tasks[i].kind)) tasks[keep++] = tasks[i];
    tasks.resize(keep);
    c.s.firedTriggers.clear();
    c.emit(ev::ConversationEnded{reason, outcome});
}

void endByEffect(Ctx& c, CardIndex card, EffectList list, std::uint8_t index, std::uint16_t outcome) {
    if (c.s.ended()) return;
    c.s.end.card = card;
    c.s.end.list = list;
    c.s.end.effectIndex = index;
    endConversation(c, EndReason::Effect, outcome);
}

void changeTokens(Ctx& c, int type, int delta) {
    const int from = c.s.tokens[type];
    const int to = std::clamp(from + delta, 0, 999);
    if (to == from) return;
    c.s.tokens[type] = static_cast<std::int16_t>(to);
    c.emit(ev::TokensChanged{static_cast<std::uint8_t>(type), from, to});
    fireTriggers(c, to > from ? TriggerKind::TokenGained : TriggerKind::TokenSpent);
}

} // namespace parley
