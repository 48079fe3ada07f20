#pragma once
// Playing recorded actions again by their meaning: on the content they were taken on (a replay
// file) or on edited content (live reload). Each action is re-resolved from its ids (the same
// card, the same instance among same-id cards, the same options), and replay stops at the first
// one that is no longer legal or no longer means the same thing.
#include "session/history.h"

#include <functional>

namespace parley {

struct ReplayReport {
    enum class Stop : std::uint8_t {
        None,           // every action replayed as recorded
        Start,          // the conversation cannot start (no such NPC or deck)
        NotLegal,       // the action cannot be taken any more
        MeaningChanged, // it can, but it would not be the same action (a choice's option is gone)
        OutcomeDiffers, // it was taken, but its roll went the other way
    };
    std::size_t replayed = 0;
    std::size_t total = 0;
    Stop stop = Stop::None;
    std::size_t action = 0; // the 1-based number of the action that stopped it; 0 for the start
    std::string label;      // that action's label, as recorded
    std::string reason;     // why, in words

    bool faithful() const { return stop == Stop::None; }
    // "replayed 7 of 9 actions; action 8 (SPEAK Offer Tea) is no longer legal: Offer Tea is not
    // in your hand"
    std::string text() const;
};
std::string_view name(ReplayReport::Stop s); // "none", "start", "notLegal", "meaningChanged", "outcomeDiffers"

struct Rebuilt {
    std::optional<History> history; // nothing when the conversation could not start
    ReplayReport report;
};

// Called after the start (n = 0) and after each action replayed (n = 1, 2...), with the state
// then and the events it caused.
using ReplayObserver = std::function<void(std::size_t n, const State& s, const EventLog& events)>;

// Starts `start` and replays `records` in order, each re-resolved on the started content.
Rebuilt replayRecords(ConversationStart start, const std::vector<ActionRecord>& records,
                      const ReplayObserver& observer = {});

// The same conversation (NPC, deck and seed) on `newContent`, with every recorded action of `h`
// replayed (redoable ones too), then seeked back to h's position where it got that far.
Rebuilt rebuild(const History& h, std::shared_ptr<const Content> newContent);

// Re-resolves one record on `s`. False, with the kind of stop and the reason, when it no longer
// names anything that is there.
bool resolveRecord(const State& s, const ActionRecord& rec, Action& out, ReplayReport::Stop& stop,
                   std::string& reason);

} // namespace parley
