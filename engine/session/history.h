#pragma once
// One conversation's history: how it started and every action taken, each with what it meant, so
// that a timeline can undo, redo and seek, a replay file can be written, and the same actions can
// be re-resolved on edited content (live reload). It sits on top of State::apply and never
// changes how an action runs.
#include "state/state.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace parley {

// How a conversation starts: everything newConversation needs, by id, so that it can be started
// again on other content.
struct ConversationStart {
    std::shared_ptr<const Content> content;
    std::string npc;        // the NPC's id
    std::string deck;       // the player's deck id; empty: the NPC's own deck
    std::uint64_t seed = 1;
};

// The success or failure of the card roll made during an action (a SPEAK, or the choice that
// finished paying for one), or None when no roll was made.
enum class RollOutcome : std::uint8_t { None, Success, Failure };
std::string_view name(RollOutcome o); // "none", "success", "failure"

// One action with its meaning: what it did in words that survive a content edit (card, skill and
// option ids instead of instance uids and option indexes).
struct ActionRecord {
    Action action;           // as applied
    ActionKind kind = ActionKind::Listen;
    std::string card;        // Speak, Activate, UseSkill with a card: the card's id
    std::uint16_t instance = 0; // which of the same-id cards (hand for Speak/UseSkill, table for Activate), in zone order
    std::string skill;       // UseSkill: the held skill's id
    std::vector<std::string> options;        // Choose: the chosen options' ids, in the order picked
    std::vector<std::uint16_t> optionInstances; // each one's rank among the options with the same id
    RollOutcome outcome = RollOutcome::None;
    std::string label;       // for a timeline: "SPEAK Offer Tea", "LISTEN", "Choose: Haggle, Flatter"
};

// Describes `a`, about to be applied to `before`, by its meaning (outcome left None). False, with
// `why`, when `a` names nothing that exists in `before` (a rejected action is recorded by no one).
bool describeAction(const State& before, const Action& a, ActionRecord& out, std::string* why = nullptr);
// The outcome of the first card roll in `events`.
RollOutcome rollOutcome(std::span<const Event> events);

class History {
public:
    // Snapshots of the state are kept every this many actions; seeking replays from the nearest
    // one. Measured with `parley-cli bench --history` (a 200-action conversation, built-in pack):
    // 16 seeks anywhere in 10 us at worst for 445 bytes per action, records included; every
    // action costs 2.6 KB for 0.1 us, none 310 bytes for 140 us. Seeking is cheap either way, so
    // the interval is set where snapshots stop dominating the memory.
    static constexpr int kDefaultSnapshotInterval = 16;

    // Starts a conversation. Nothing (and `error` says why) when the NPC or the deck is unknown.
    static std::optional<History> begin(ConversationStart start, EventLog* events = nullptr,
                                        std::string* error = nullptr,
                                        int snapshotInterval = kDefaultSnapshotInterval);

    // A history that starts from `initial`, any state (a scenario's set-up), instead of a new
    // conversation: it undoes, redoes and seeks like any other, but there is no start to play
    // again, so it cannot become a replay or be rebuilt on other content (fromSetUp() is true).
    static History fromState(State initial, int snapshotInterval = kDefaultSnapshotInterval);

    // Applies `a` to the current state. A rejected action changes nothing; an accepted one after
    // an undo drops the actions that could have been redone.
    ApplyResult apply(const Action& a, EventLog* events = nullptr);
    bool undo();               // false at the start
    bool redo();               // false at the end
    bool seek(std::size_t n);  // to the state after n actions (0: the start); false if n > size()
    void truncate();           // drops the actions after the current position (the redo tail)

    std::size_t position() const { return position_; }
    std::size_t size() const { return records_.size(); } // actions recorded, redoable ones included
    const State& current() const { return current_; }
    const State& initial() const { return snapshots_.front(); }
    // How the conversation started; for a history fromState, only the content and the NPC.
    const ConversationStart& start() const { return start_; }
    bool fromSetUp() const { return fromSetUp_; }
    const std::vector<ActionRecord>& records() const { return records_; }
    int snapshotInterval() const { return interval_; }

    // Memory held by the history: its snapshots and records, heap included.
    std::size_t memoryBytes() const;
    // memoryBytes() / size() (the snapshot at the start included), 0 when empty.
    double memoryPerAction() const;

private:
    History(ConversationStart start, State initial, int interval);
    void replayTo(std::size_t n);

    ConversationStart start_;
    bool fromSetUp_ = false;
    int interval_;
    std::vector<ActionRecord> records_;
    std::vector<State> snapshots_; // snapshots_[i]: the state after i * interval_ actions
    State current_;
    std::size_t position_ = 0;
};

// Bytes a State holds: itself and whatever its small vectors spilled to the heap.
std::size_t stateMemoryBytes(const State& s);

} // namespace parley
