#pragma once
// Starting a conversation.
#include "state/state.h"

namespace parley {

// A conversation with `npc` as it stands before anything is dealt: the NPC's patience, state and
// tokens, full weight, the default atmosphere, and the NPC's deck (unshuffled) as card instances.
// `deck` replaces the NPC's own deck when given.
State blankConversation(std::shared_ptr<const Content> content, std::uint16_t npc, std::uint64_t seed,
                        const DeckDef* deck = nullptr);

// A conversation ready to play: the deck shuffled, the opening hand dealt, and the start's
// triggers run (which may leave a decision pending, such as an optional openingHand trigger).
State newConversation(std::shared_ptr<const Content> content, std::uint16_t npc, std::uint64_t seed,
                      EventLog* events = nullptr, const DeckDef* deck = nullptr);
// The same from a blank conversation (blankConversation's), seeded with `seed`: a caller that
// starts many conversations with one NPC and deck builds the blank once and passes copies, which
// is cheaper than granting the skills and making the deck's cards again each time. The blank is
// copied once, into the result. The result is the one newConversation gives.
State startConversation(const State& blank, std::uint64_t seed, EventLog* events = nullptr);

struct Ctx;
// Deals the ruleset's opening hand from the top of the deck.
void dealOpeningHand(Ctx& c);
// Runs the openingHand triggers of the cards in hand (scenarios that write their hand).
void runOpeningHand(Ctx& c);

// Adds a new instance of `card` to the end of zone `z`.
Uid addCard(State& s, Zone z, CardIndex card);

} // namespace parley
