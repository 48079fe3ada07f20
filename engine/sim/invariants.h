#pragma once
// The generic invariants of a conversation (OpenSpiel style), as plain checks that return the first
// violation as a sentence, or an empty string when everything holds. The state-invariant tests,
// `parley-cli soak` and the action fuzz target share them:
// - cards are conserved (every instance that is not a token stays somewhere);
// - numbers stay in bounds, uids are unique, tokens and view-as conversions live where they may;
// - a clone is equal, and serialize -> deserialize -> serialize is identical;
// - isLegal() agrees with legalActions(), every legal action is accepted, and an action that is
//   refused leaves the state (and its serialization) exactly as it was.
#include "state/state.h"

#include <cstddef>
#include <string>
#include <vector>

namespace parley {

// Card instances that are not tokens, in every zone (skills' piles included).
std::size_t countCards(const State& s);

// What must hold of any state reached through apply(), between actions or with a decision
// pending: `expectedCards` is countCards() of the conversation's start.
std::string checkStateInvariants(const State& s, std::size_t expectedCards);

// A clone equals the state, and serialize -> deserialize -> serialize gives the same text.
// `text` is s.serialize() when the caller has it already (or empty).
std::string checkRoundTrip(const State& s, const std::string& text = {});

// A handful of actions that are usually illegal: unknown uids, wrong kinds, bad choices, cards in
// the wrong zone, skills that are not view-as skills, Cancel. Some may be legal; the checks ask.
void probeActions(const State& s, std::vector<Action>& out);

// isLegal() agrees with `legal` (= s.legalActions()) for every legal action and every probe; a
// probe that isLegal() refuses is refused by apply() without changing anything. With
// `applyEveryLegal`, each legal action is also applied to a copy and must be accepted.
std::string checkLegality(const State& s, const std::vector<Action>& legal, const std::vector<Action>& probes,
                          bool applyEveryLegal);

struct InvariantOptions {
    bool roundTrip = true;       // clone and serialization round trip before every action
    bool probes = true;          // refused actions change nothing; isLegal agrees on them
    bool applyEveryLegal = true; // every legal action is accepted (each on a copy)
};

// Walks one conversation action by action: check() the state, pick an action (from legal(), or
// anything), then step() applies it and checks the result. Buffers are reused, so it is cheap
// enough to run after each of a million actions.
class InvariantChecker {
public:
    explicit InvariantChecker(const State& start, InvariantOptions options = {});

    // Everything that must hold of `s` before the next action; fills legal().
    std::string check(const State& s);
    // Applies `a` to `s`: it must be accepted exactly when isLegal(a) says so, a refusal must leave
    // `s` unchanged, and the state after must keep the state invariants. `result`, when given,
    // receives apply()'s answer.
    std::string step(State& s, const Action& a, EventLog* events = nullptr, ApplyResult* result = nullptr);

    // What check() looks at; may be changed between steps (a round trip every few steps, say).
    InvariantOptions& options() { return options_; }
    const std::vector<Action>& legal() const { return legal_; }
    const std::vector<Action>& probes() const { return probes_; }
    std::size_t expectedCards() const { return cards_; }

private:
    InvariantOptions options_;
    std::size_t cards_;
    std::vector<Action> legal_, probes_;
};

// An action in words, for reports: "SPEAK #12 (small_talk)", "CHOOSE [0, 2]", ...
std::string describeAction(const State& s, const Action& a);

} // namespace parley
