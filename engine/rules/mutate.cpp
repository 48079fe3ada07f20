#include "rules/mutate.h"

#include "modifiers/queries.h"

#include <algorithm>

namespace parley {

void setWeight(Ctx& c, int to) {
    to = std::max(0, to);
    if (to == c.s.weight) return;
    c.emit(ev::WeightChanged{c.s.weight, to});
    c.s.weight = static_cast<std::int16_t>(to);
}

void clampWeight(Ctx& c) {
    const int cap = weightCapacity(c.s);
    if (c.s.weight > cap) setWeight(c, cap);
}

void setPatience(Ctx& c, int to) {
    to = std::max(0, to);
    if (to == c.s.patience) return;
    c.emit(ev::PatienceChanged{c.s.patience, to});
    c.s.patience = static_cast<std::int16_t>(to);
}

void setEmotion(Ctx& c, std::uint8_t to) {
    if (to == c.s.emotion) return;
    c.emit(ev::StateChanged{c.s.emotion, to});
    c.s.emotion = to;
    clampWeight(c);
}

void setAtmosphere(Ctx& c, std::uint16_t to) {
    c.s.atmosphereSet = true;
    if (to == c.s.atmosphere) return;
    c.emit(ev::AtmosphereChanged{c.s.atmosphere, to});
    c.s.atmosphere = to;
    clampWeight(c);
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
    if (to != c.s.comfort) setComfort(c, to, requested);
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
    if (c.s.comfort != 0) setComfort(c, 0, -c.s.comfort);
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
    c.emit(ev::ConversationEnded{reason, outcome});
}

void endByEffect(Ctx& c, CardIndex card, EffectSlot slot, std::uint8_t index, std::uint16_t outcome) {
    if (c.s.ended()) return;
    c.s.end.card = card;
    c.s.end.slot = slot;
    c.s.end.effectIndex = index;
    endConversation(c, EndReason::Effect, outcome);
}

CardInst takeFrom(State& s, Zone z, std::uint32_t pos) {
    ZoneCards& zone = s.zone(z);
    const CardInst inst = zone[pos];
    zone.erase(pos);
    return inst;
}

void shuffleZone(State& s, Zone z) {
    ZoneCards& zone = s.zone(z);
    for (std::uint32_t i = zone.size(); i > 1; --i) std::swap(zone[i - 1], zone[s.rng.below(i)]);
}

void drawCards(Ctx& c, int n) {
    State& s = c.s;
    for (int i = 0; i < n; ++i) {
        if (s.deck().empty()) {
            if (s.rules().emptyDeck == EmptyDeckRule::ReshuffleDiscard && !s.zone(Zone::Discard).empty()) {
                ZoneCards& discard = s.zone(Zone::Discard);
                const auto count = static_cast<std::uint16_t>(discard.size());
                for (const CardInst& ci : discard) s.deck().push_back(ci);
                discard.clear();
                shuffleZone(s, Zone::Deck);
                c.emit(ev::DeckReshuffled{count});
            } else {
                c.emit(ev::DeckEmpty{});
                return;
            }
        }
        const CardInst top = takeFrom(s, Zone::Deck, 0);
        s.hand().push_back(top);
        c.emit(ev::CardDrawn{top.uid, top.card});
    }
}

} // namespace parley
