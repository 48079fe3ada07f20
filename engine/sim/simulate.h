#pragma once
// Headless simulation for designers: many conversations with one policy, and what happened.
//
// Every figure is kept as a raw count (wins, games, sums), never only as a rate, so that the
// statistics of disjoint slices of one run add up to those of the whole run exactly: threads
// within a run and shards of a run on several machines (see simulation_merge.h) combine the same
// way, through addStats.
#include "content/content.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace parley {

struct CardStats {
    std::string id;   // the card's id, which is what results from several runs are matched by
    std::string name; // its display name
    long long drawn = 0;
    long long played = 0;
    long long succeeded = 0;
    long long exhausted = 0;
    // Instances exhausted from the hand without having been spoken in that conversation: copies
    // that were drawn and never found a use.
    long long exhaustedUnplayed = 0;
    // Conversations in which the card was spoken at least once, and how many of them were won.
    // Those in which it was not are the rest of the run: games - gamesPlayed, wins - winsPlayed.
    long long gamesPlayed = 0;
    long long winsPlayed = 0;
    bool any() const {
        return drawn || played || succeeded || exhausted || exhaustedUnplayed || gamesPlayed;
    }
};

// Where a run stands after turn t, summed over the conversations that got that far.
struct TurnSample {
    long long games = 0;      // conversations that reached the end of turn t (or ended during it)
    long long comfortSum = 0; // their comfort then
    long long stateSum =
        0; // their emotional state then, as its index (ruleset states, worst first)
    // The sums of their squares, for the spread (an A/B's test of a turn's averages). A file from
    // before they were written has none: SimulationStats::turnSquares is false then.
    long long comfortSquares = 0;
    long long stateSquares = 0;
    double averageComfort() const { return games ? static_cast<double>(comfortSum) / games : 0; }
    double averageState() const { return games ? static_cast<double>(stateSum) / games : 0; }
};

struct SimulationStats {
    std::string npc;
    std::string deck;
    std::string policy;
    int games = 0; // conversations in these statistics (a shard's own games for a shard)
    std::map<std::string, int> outcomes;   // outcome -> count
    std::map<std::string, int> endReasons; // end reason -> count
    double averageTurns = 0;
    double winRate = 0; // share of conversations whose outcome is "success"
    std::vector<CardStats> cards; // simulate(): by CardIndex; read from a file: as listed there
    double seconds = 0;

    // The run these statistics are (a slice of): everything that decides which games are played.
    std::vector<std::string> packs; // ContentIdentity::packs
    std::string contentHash;        // ContentIdentity::hash
    std::uint64_t seed = 1;
    int totalGames = 0; // the whole run's games
    int shardIndex = 1; // 1-based
    int shardCount = 1;
    int firstGame = 0; // these are games [firstGame, firstGame + games) of the run

    long long wins = 0;
    long long turns = 0; // summed over the conversations: averageTurns = turns / games
    // lengths[t]: conversations that lasted t turns (the turns averageTurns counts)
    std::vector<long long> lengths;
    // perTurn[t]: after turn t; perTurn[0] is the opening, before any action
    std::vector<TurnSample> perTurn;
    std::vector<std::string> stateNames; // the ruleset's states by index, to read stateSum by
    // perTurn holds the sums of squares (false for a result read from a file without them).
    bool turnSquares = true;
    // SimulationRequest::cancel stopped the run: these are the games played until then, not the
    // run asked for, and must not be reported as it.
    bool cancelled = false;

    bool sameRun(const SimulationStats& o) const {
        return npc == o.npc && deck == o.deck && policy == o.policy && packs == o.packs &&
               contentHash == o.contentHash && seed == o.seed && totalGames == o.totalGames;
    }
};

// Adds the counts of `part`, a disjoint slice of the same run, to `into` (cards matched by id) and
// recomputes the rates. False, with `into` unusable, when a count would overflow.
bool addStats(SimulationStats& into, const SimulationStats& part);
// averageTurns and winRate from the counts.
void updateRates(SimulationStats& st);
// The cards that came up at all, by id: the order every report uses, so that a run and the merge
// of its shards list them alike.
std::vector<const CardStats*> reportedCards(const SimulationStats& st);

struct GameRange {
    int first = 0;
    int last = 0; // exclusive
};
// The games of shard `index` (1-based) of `count` of a run of `games`: consecutive, disjoint, and
// together all of them; no shard is empty while count <= games.
GameRange shardRange(int games, int index, int count);

struct SimulationRequest {
    std::uint16_t npc = 0;
    const DeckDef* deck = nullptr; // null: the NPC's own deck
    std::string policy = "random";
    int games = 1000; // the whole run's
    std::uint64_t seed = 1;
    int threads = 1; // the result does not depend on it: every game has its own seeds
    // Play only this slice of the run's games, with the seeds they have in the whole run.
    int shardIndex = 1;
    int shardCount = 1;
    // For a caller that watches from another thread (the window's balance lab). Both are touched
    // only between games, so a game is never cut in half and the figures stay per whole game.
    // progress: each thread adds 1 per game it finishes (the caller zeroes it first).
    std::atomic<long long>* progress = nullptr;
    // Once true, every thread stops before its next game; the result says `cancelled`.
    const std::atomic<bool>* cancel = nullptr;
};

SimulationStats simulate(const std::shared_ptr<const Content>& content, const SimulationRequest& req);

} // namespace parley
