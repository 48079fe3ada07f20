#include "rules/setup.h"

#include "changes/mutate.h"
#include "changes/zones.h"
#include "modifiers/lifecycle.h"
#include "queries/queries.h"
#include "rules/tasks.h"
#include "skills/skills.h"
#include "state/context.h"
#include "triggers/triggers.h"

namespace parley {

Uid addCard(State& s, Zone z, CardIndex card) {
    const Uid uid = s.newUid();
    // A token card set up on the table is a token: it ceases to exist when it leaves.
    const std::uint8_t flags = z == Zone::Table && s.def(card).tokenType != 0 ? CardFlag::Token : 0;
    s.zone(z).push_back({card, uid, flags, 0});
    s.placed(z, s.zone(z).size() - 1);
    s.noteCard(card);
    if (z == Zone::Table) {
        Ctx quiet{s, nullptr}; // setting up reports nothing
        registerAuras(quiet, uid, card);
    }
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
    // The NPC's personality and the player's traits (those of the deck played) are held from the
    // start; no events are reported for them, nor for the atmosphere's effects.
    Ctx quiet{s, nullptr};
    installAtmosphere(quiet, s.atmosphere);
    for (std::uint16_t k : n.skills) grantSkill(quiet, k, Side::Npc);
    const DeckDef* playerDeck = deck ? deck : s.content().findDeck(n.deckId);
    if (playerDeck)
        for (std::uint16_t k : playerDeck->traits) grantSkill(quiet, k, Side::Player);
    for (CardIndex c : deck ? deck->cards : n.deck) addCard(s, Zone::Deck, c);
    s.weight = static_cast<std::int16_t>(weightCapacity(s));
    return s;
}

void dealOpeningHand(Ctx& c) {
    State& s = c.s;
    const bool avoidGoals = s.rules().openingHandAvoidsGoals;
    // A goal dealt at once would end the conversation on its first action, so goals keep their
    // place in the deck and arrive later, with a LISTEN that has just refilled the weight.
    int dealt = 0;
    for (std::uint32_t i = 0; i < s.deck().size() && dealt < s.rules().openingHand;) {
        const CardInst top = s.deck()[i];
        if (avoidGoals && s.def(top.card).isGoal()) {
            ++i;
            continue;
        }
        c.emit(ev::CardDrawn{top.uid, top.card});
        moveFoundCard(c, Zone::Deck, &s.deck()[i], Zone::Hand);
        ++dealt;
    }
}

void runOpeningHand(Ctx& c) {
    Task t{};
    t.kind = TaskKind::OpeningHand;
    pushTask(c.s, t);
    runTasks(c);
}

namespace {
// Shuffles, deals and starts the first turn of a blank conversation, in place.
void begin(State& s, std::uint64_t seed, EventLog* events) {
    s.rng.seed(seed); // nothing in a blank conversation draws on chance
    Ctx c{s, events};
    c.emit(ev::ConversationStarted{s.npc});
    shuffleZone(s, Zone::Deck);
    dealOpeningHand(c);
    // Then, in order: conversationStart, the opening hand's triggers, and the first turn's start.
    Task first{};
    first.kind = TaskKind::FirstTurn;
    pushTask(s, first);
    Task opening{};
    opening.kind = TaskKind::OpeningHand;
    pushTask(s, opening);
    fireTriggers(c, TriggerKind::ConversationStart);
    runTasks(c);
}
} // namespace

State newConversation(std::shared_ptr<const Content> content, std::uint16_t npc, std::uint64_t seed,
                      EventLog* events, const DeckDef* deck) {
    State s = blankConversation(std::move(content), npc, seed, deck);
    begin(s, seed, events);
    return s;
}

State startConversation(const State& blank, std::uint64_t seed, EventLog* events) {
    State s = blank; // the one copy: the result is built in the caller's place
    begin(s, seed, events);
    return s;
}

} // namespace parley
