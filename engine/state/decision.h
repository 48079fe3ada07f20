#pragma once
// A selection prompt, described as data so that the client, the AI and scenarios answer it alike.
#include "content/enums.h"
#include "state/events.h"

#include <cstdint>
#include <string>
#include <vector>

namespace parley {

// Why the engine is asking; stored in the State (which stays plain data), while the full prompt
// with labels is built on request by pendingDecision().
enum class DecisionPurpose : std::uint8_t {
    None,
    DiscardToHandLimit, // after LISTEN: choose cards to discard
    OptionalTrigger,    // yes or no for the trigger `list` of `uid`
    EffectChoice,       // the effect `index` of `uid`'s list `list` needs cards picked
    PaymentOption,      // which cost set (standard or an alternative) pays the pending action
    PaymentX,           // X for the pending action
    PaymentCards,       // cards for the pending action's cost number `index`
    OptionalSkill,      // yes or no for skill `card` of side `index`, about the card `uid`
    CancelWindow,       // a response may cancel effect `index` of `card`'s `list` (seed 003)
    FollowUpSpeak,      // cards per SPEAK: another card may be spoken, or none
    CancelAnswer,       // the other side cancelled effect `index` of `card`'s `list`: a response
                        // may answer the cancellation, and the effect resolves after all
    ViewAsCards,        // a multi-card view-as: the other cards to play with `uid`, through held
                        // skill `index`; `card` keeps the action's forced Roll
};

struct PendingDecisionData {
    PendingDecisionData() = default;
    PendingDecisionData(DecisionPurpose purpose, DecisionKind kind, std::uint8_t min, std::uint8_t max, Uid uid,
                        CardIndex card, EffectList list, std::uint8_t index)
        : purpose(purpose), kind(kind), min(min), max(max), uid(uid), card(card), list(list), index(index) {}

    // Four bits each (12 purposes, 5 kinds), and `options` in the byte before `uid`: the count
    // costs a State no room.
    DecisionPurpose purpose : 4 = DecisionPurpose::None;
    DecisionKind kind : 4 = DecisionKind::ChooseCards;
    std::uint8_t min = 0;
    std::uint8_t max = 0;
    // How many options the decision offers, counted where it was raised when the raiser had the
    // candidates at hand (an effect's or a cost's cards, a cost's sets or amounts); kUncounted
    // otherwise, after a state is read, and from 255 options up. Counting again costs as much as
    // raising did, and an AI asks for the count before every answer. A cache: operator== ignores
    // it, and the invariants (sim/invariants.cpp) check it against a count made afresh.
    static constexpr std::uint8_t kUncounted = 0xFF;
    std::uint8_t options = kUncounted;
    Uid uid = 0;
    CardIndex card = 0;
    EffectList list;
    std::uint8_t index = 0;
    friend bool operator==(const PendingDecisionData& a, const PendingDecisionData& b) {
        return a.purpose == b.purpose && a.kind == b.kind && a.min == b.min && a.max == b.max &&
               a.uid == b.uid && a.card == b.card && a.list == b.list && a.index == b.index;
    }
    // The count for `options`: kUncounted when it does not fit.
    static std::uint8_t counted(std::size_t n) { return n < kUncounted ? static_cast<std::uint8_t>(n) : kUncounted; }
};

struct DecisionOption {
    std::string id;    // card id for card options, "yes"/"no", an amount, ...
    std::string label; // what a player reads
    Uid uid = 0;       // the card instance, for chooseCards
};

struct Decision {
    DecisionKind kind = DecisionKind::ChooseCards;
    bool cancellable = false; // a cost choice: cancelling leaves everything as before the action
    std::string prompt;
    std::vector<DecisionOption> options;
    int min = 0; // how many options to pick
    int max = 0;
};

} // namespace parley
