#include "rules/setup.h"

#include "modifiers/queries.h"
#include "rules/context.h"
#include "rules/mutate.h"

namespace parley {

Uid addCard(State& s, Zone z, CardIndex card) {
    const Uid uid = s.newUid();
    s.zone(z).push_back({card, uid, 0, 0});
    return uid;
}

State blankConversation(std::shared_ptr<const Content> content, std::uint16_t npc, std::uint64_t seed,
                        const DeckDef* deck) {
    State s(std::move(content));
    const NpcDef& n = s.content().npcs[npc];
    s.rng.seed(seed);
    s.npc = npc;
    s.emotion = n.initialState;
    s.patience = static_cast<std::int16_t>(n.patience);
    s.tokens = n.tokens;
    s.atmosphere = s.rules().defaultAtmosphere;
    for (CardIndex c : deck ? deck->cards : n.deck) addCard(s, Zone::Deck, c);
    s.weight = static_cast<std::int16_t>(weightCapacity(s));
    return s;
}

void dealOpeningHand(Ctx& c) {
    State& s = c.s;
    if (!s.rules().openingHandAvoidsGoals) {
        drawCards(c, s.rules().openingHand);
        return;
    }
    // A goal dealt at once would end the conversation on its first action, so goals keep their
    // place in the deck and arrive later, with a LISTEN that has just refilled the weight.
    int dealt = 0;
    for (std::uint32_t i = 0; i < s.deck().size() && dealt < s.rules().openingHand;) {
        if (s.def(s.deck()[i].card).isGoal()) {
            ++i;
            continue;
        }
        const CardInst inst = takeFrom(s, Zone::Deck, i);
        s.hand().push_back(inst);
        c.emit(ev::CardDrawn{inst.uid, inst.card});
        ++dealt;
    }
}

State newConversation(std::shared_ptr<const Content> content, std::uint16_t npc, std::uint64_t seed,
                      EventLog* events, const DeckDef* deck) {
    State s = blankConversation(std::move(content), npc, seed, deck);
    Ctx c{s, events};
    c.emit(ev::ConversationStarted{npc});
    shuffleZone(s, Zone::Deck);
    dealOpeningHand(c);
    return s;
}

} // namespace parley
