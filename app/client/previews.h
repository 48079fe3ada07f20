#pragma once
// What SPEAK and LISTEN would do, computed from the engine before the player commits (seed 002,
// Phase 3.3). Plain C++ over engine queries, so the view never works out a rule itself.
#include "state/breakdown.h"
#include "state/state.h"

#include <string>
#include <vector>

namespace parley::client {

struct ExhaustingCard {
    Uid uid = 0;
    CardIndex card = 0;
    bool goal = false;
    bool endsConversation = false; // its exhaust effect ends the conversation
};

struct SpeakPreview {
    bool hasCard = false; // a card is selected and still in hand
    Uid uid = 0;
    CardIndex card = 0;
    int weight = 0;
    Breakdown weightWhy;
    int patience = 0;
    Breakdown patienceWhy;
    bool legal = false;
    std::string whyNot; // the engine's reason when the card cannot be spoken now
    std::vector<ExhaustingCard> exhausting;
    // A view-as play (seed 003): the held skill (State::skills) that plays `card`, and the hand
    // card played as it (`hasSource`; a zero-card skill makes the card from nothing).
    int skillSlot = -1;
    bool hasSource = false;
    CardIndex source = 0;
};

struct ListenPreview {
    int draw = 0;
    Breakdown drawWhy;
    int capacity = 0;
    Breakdown capacityWhy;
    int patience = 0;
    Breakdown patienceWhy;
    int deck = 0; // cards left to draw from
    bool legal = false;
    std::vector<ExhaustingCard> exhausting;
};

// `selected` is the uid of the chosen hand card, or 0.
SpeakPreview previewSpeak(const State& s, Uid selected);
ListenPreview previewListen(const State& s);
// Playing hand card `uid` (0 for a zero-card skill) through the view-as skill in `slot`: the
// converted card, its cost, and the cards that exhaust (the engine's SPEAK snapshot).
SpeakPreview previewSkillPlay(const State& s, int slot, Uid uid);
// Why an action would be refused now, or empty when the engine would accept it. Tried on a copy
// of the state with a forced roll, so the answer is the engine's own.
std::string refusal(const State& s, const Action& a);

} // namespace parley::client
