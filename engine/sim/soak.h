#pragma once
// The soak test behind `parley-cli soak`: random conversations with every NPC and every policy in
// turn, every invariant (sim/invariants.h) checked before and after every action, and a report of
// what was covered, or of the first violation with what it takes to reproduce it.
#include "content/content.h"
#include "sim/invariants.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parley {

struct SoakRequest {
    long long actions = 100000;         // stop after this many actions (the last conversation is cut short)
    std::vector<std::uint16_t> npcs;    // empty: every NPC of the content
    std::vector<std::string> policies;  // empty: every policy (policyNames())
    std::uint64_t seed = 1;             // conversation k plays with seed + k
    int maxActionsPerConversation = 1000; // a conversation that runs longer stops with reason "actionLimit"
    int lookaheadRollouts = 4;          // the lookahead policy's rollouts per legal action (its default is 24)
    // One action (the policy's choice, apply and its checks) that takes longer fails the soak:
    // content that slow stalls the window too, and a soak must end in bounded time.
    double maxSecondsPerAction = 10;
    InvariantOptions checks;
};

struct SoakFailure {
    std::string npc;
    std::string policy;
    std::uint64_t seed = 0;     // the conversation's seed: soak --npc N --policy P --seed S replays it first
    long long conversation = 0; // its number in this run (0-based)
    int actionIndex = 0;        // actions applied in that conversation before the violation (-1: at the start)
    std::string action;         // the action being checked, in words (empty: the state before it)
    std::string violation;
};

struct SoakCounts {
    long long conversations = 0;
    long long actions = 0;
};

struct SoakStats {
    long long actions = 0;
    long long conversations = 0;        // started (the last may be cut short by the budget)
    std::map<std::string, SoakCounts> byNpc, byPolicy;
    std::vector<long long> cardPlays;   // by CardIndex: how often it was spoken
    long long decisions = 0;            // decisions answered (Choose actions)
    long long probes = 0;               // illegal actions tried and refused
    long long loopsStopped = 0;         // LoopStopped events
    std::map<std::string, long long> outcomes; // finished conversations by outcome; "actionLimit" for ones cut off
    std::map<std::string, long long> endReasons;
    double seconds = 0;
    double actionsPerSecond = 0;
    std::optional<SoakFailure> failure;
    int distinctCardsPlayed() const;
};

// Plays until `req.actions` actions are done or an invariant fails. The NPCs and the policies go
// round-robin by conversation: every (NPC, policy) pair in turn.
SoakStats runSoak(const std::shared_ptr<const Content>& content, const SoakRequest& req);

} // namespace parley
