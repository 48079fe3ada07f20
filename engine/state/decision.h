#pragma once
// A selection prompt, described as data so that the client, the AI and scenarios answer it alike.
#include "state/events.h"

#include <cstdint>
#include <string>
#include <vector>

namespace parley {

// Why the engine is asking; stored in the State (which stays plain data), while the full prompt
// with labels is built on request by pendingDecision().
enum class DecisionPurpose : std::uint8_t { None, DiscardToHandLimit };

struct PendingDecisionData {
    DecisionPurpose purpose = DecisionPurpose::None;
    DecisionKind kind = DecisionKind::ChooseCards;
    std::uint8_t min = 0;
    std::uint8_t max = 0;
    friend bool operator==(const PendingDecisionData&, const PendingDecisionData&) = default;
};

struct DecisionOption {
    std::string id;    // card id for card options, "yes"/"no", an amount, ...
    std::string label; // what a player reads
    Uid uid = 0;       // the card instance, for chooseCards
};

struct Decision {
    DecisionKind kind = DecisionKind::ChooseCards;
    std::string prompt;
    std::vector<DecisionOption> options;
    int min = 0; // how many options to pick
    int max = 0;
};

} // namespace parley
