#pragma once
// One balance-lab run: every chosen partner against every chosen policy, each pairing a headless
// simulation (engine/sim/simulate.h) on the same games (the same seeds), so that the policies
// are compared on equal footing. Plain C++ without QObject: it runs on a worker thread, and tests
// call it directly.
#include "sim/simulate.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace parley::client {

struct LabRequest {
    std::vector<std::string> npcs;     // ids, at least one
    std::string deck;                  // "" plays each partner's own deck
    std::vector<std::string> policies; // names makePolicy knows, at least one
    int games = 1000;                  // per partner and policy
    std::uint64_t seed = 1;
    int threads = 1; // the figures do not depend on it
};

// What makes two runs comparable figure by figure (an A/B): the same partners, deck and
// policies. The content may differ (that is the point), and so may the games and the seed.
struct LabSetup {
    std::vector<std::string> npcs; // sorted
    std::string deck;
    std::vector<std::string> policies; // as chosen
    bool operator==(const LabSetup&) const = default;
};

struct LabResult {
    LabSetup setup;
    std::shared_ptr<const Content> content; // what was played on, for names in any language
    // One per policy, in the request's order: its partners' runs added up.
    std::vector<SimulationStats> policies;
    // Every pairing added up: the figures that are not per policy.
    SimulationStats all;
    // Each pairing by itself (partner-major), for the JSON export.
    std::vector<SimulationStats> runs;
    bool cancelled = false;
    long long games = 0; // played
    double seconds = 0;
    std::string error; // why nothing was played (an unknown partner, deck or policy)
};

// How many games the request asks for in all.
long long labGames(const LabRequest& req);

// Plays the request on `content`. `progress` (zeroed by the caller) counts finished games; once
// `cancel` is true the run stops between games and says `cancelled`. Safe on any thread.
LabResult runLab(std::shared_ptr<const Content> content, const LabRequest& req,
                 std::atomic<long long>* progress = nullptr,
                 const std::atomic<bool>* cancel = nullptr);

} // namespace parley::client
