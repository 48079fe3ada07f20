#pragma once
// What a player (human, AI or scenario) can ask of the engine, and how the engine says no.
#include "state/events.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/small_vec.h"

namespace parley {

enum class ActionKind : std::uint8_t { Speak, Listen, Choose, Activate, Cancel, UseSkill };

// Chance as explicit data: a SPEAK may carry a forced roll (scenarios, tests, AI lookahead).
enum class Roll : std::uint8_t { Random, Success, Failure };

struct Action {
    ActionKind kind = ActionKind::Listen;
    Uid uid = 0;                       // Speak: the hand card; Activate: the table card; UseSkill: the hand card or 0
    Roll roll = Roll::Random;          // Speak only
    std::uint8_t ability = 0;          // Activate: the ability; UseSkill: the held skill (State::skills)
    // Choose: option indexes. Inline for the usual few, so that listing and copying the answers
    // to a decision does not touch the heap.
    SmallVec<std::uint16_t, 6> choices;

    static Action speak(Uid uid, Roll roll = Roll::Random) { return {ActionKind::Speak, uid, roll, 0, {}}; }
    static Action listen() { return {ActionKind::Listen, 0, Roll::Random, 0, {}}; }
    static Action choose(std::initializer_list<std::uint16_t> picks) {
        Action a{ActionKind::Choose, 0, Roll::Random, 0, {}};
        for (std::uint16_t p : picks) a.choices.push_back(p);
        return a;
    }
    template <class Picks>
        requires requires(const Picks& p) { p.begin(); p.end(); }
    static Action choose(const Picks& picks) {
        Action a{ActionKind::Choose, 0, Roll::Random, 0, {}};
        for (auto p : picks) a.choices.push_back(static_cast<std::uint16_t>(p));
        return a;
    }
    static Action activate(Uid uid, std::uint8_t ability) {
        return {ActionKind::Activate, uid, Roll::Random, ability, {}};
    }
    // Plays a hand card (or, for a zero-card skill, nothing) as another card through a view-as skill.
    static Action useSkill(std::uint8_t skill, Uid uid = 0, Roll roll = Roll::Random) {
        return {ActionKind::UseSkill, uid, roll, skill, {}};
    }
    // Withdraws an action whose costs are still being chosen.
    static Action cancel() { return {ActionKind::Cancel, 0, Roll::Random, 0, {}}; }
    friend bool operator==(const Action&, const Action&) = default;
};

enum class ErrorCode : std::uint8_t {
    None,
    ConversationOver,
    NotInHand,
    NotOnTable,
    InsufficientWeight,
    CostUnpayable,
    Prohibited,
    DecisionPending,
    NoDecisionPending,
    InvalidChoice,
    UnknownCard,
    NoSuchAbility,
    // Seed 001's cost errors.
    PermanentNotFound,
    PermanentAlreadyTapped,
    PermanentNotControlled,
    InsufficientTokens,
    LimitReached,
    NothingToCancel,
};
inline constexpr std::array<std::string_view, 18> kErrorCodeNames = {
    "None",          "ConversationOver", "NotInHand",       "NotOnTable",
    "InsufficientWeight", "CostUnpayable", "Prohibited",      "DecisionPending",
    "NoDecisionPending", "InvalidChoice",  "UnknownCard",     "NoSuchAbility",
    "PermanentNotFound", "PermanentAlreadyTapped", "PermanentNotControlled", "InsufficientTokens",
    "LimitReached",  "NothingToCancel"};
inline std::string_view name(ErrorCode c) { return enumName(kErrorCodeNames, c); }

// Whether a refusal's sentence is wanted. Listing the legal actions asks only yes or no, so the
// checks build no sentence there: no allocation on the AI's hot path.
enum class Explain : bool { No, Yes };

// The result of apply(): success, or a typed error with a sentence for people.
struct ApplyResult {
    ErrorCode error = ErrorCode::None;
    std::string message;
    bool ok() const { return error == ErrorCode::None; }
    static ApplyResult fail(ErrorCode c, std::string why) { return {c, std::move(why)}; }
    // The sentence is built (by calling `why`) only when it is wanted.
    template <class Why> static ApplyResult refuse(Explain e, ErrorCode c, Why&& why) {
        ApplyResult r;
        r.error = c;
        if (e == Explain::Yes) r.message = why();
        return r;
    }
};

} // namespace parley
