#pragma once
// Headless simulation for designers: many conversations with one policy, and what happened.
#include "content/content.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace parley {

struct CardStats {
    long long drawn = 0;
    long long played = 0;
    long long succeeded = 0;
    long long exhausted = 0;
};

struct SimulationStats {
    std::string npc;
    std::string deck;
    std::string policy;
    int games = 0;
    std::map<std::string, int> outcomes;   // outcome -> count
    std::map<std::string, int> endReasons; // end reason -> count
    double averageTurns = 0;
    double winRate = 0; // share of conversations whose outcome is "success"
    std::vector<CardStats> cards; // by CardIndex
    double seconds = 0;
};

struct SimulationRequest {
    std::uint16_t npc = 0;
    const DeckDef* deck = nullptr; // null: the NPC's own deck
    std::string policy = "random";
    int games = 1000;
    std::uint64_t seed = 1;
    int threads = 1; // the result does not depend on it: every game has its own seeds
};

SimulationStats simulate(const std::shared_ptr<const Content>& content, const SimulationRequest& req);

} // namespace parley
