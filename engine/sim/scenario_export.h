#pragma once
// Any moment of a game as a parley-scenario/1 file: the game's start (or a moment of it) as the
// set-up, the actions taken as steps with their SPEAK outcomes forced as they happened, and
// checks of the final state. The input is plain data, so the CLI's `play --save-scenario` and
// the client's history can both feed it.
#include "state/state.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace parley {

// How the game was started: newConversation(content, npc, seed, events, deck).
struct GameStart {
    std::vector<std::string> contentPaths; // files or folders loaded; empty: the built-in pack
    bool addOn = false;                    // they were layered on the built-in pack ("contentMode": "addOn")
    std::string npc;                       // the NPC's id
    std::string deck;                      // the deck's id; empty: the NPC's own deck
    std::uint64_t seed = 1;
};

struct GameRecord {
    GameStart start;
    std::vector<Action> actions; // as applied, in order (each was accepted)
    // Per action, its SPEAK's outcome as it happened (Roll::Success or Roll::Failure); Roll::Random
    // for other actions, or to let the exporter read it off a replay. May be empty.
    std::vector<Roll> outcomes;
    State initial{nullptr}; // the state right after the start
    State final{nullptr};   // the state after the last action
};

struct ScenarioExportOptions {
    std::string name;        // default: "Conversation with <NPC> (seed N)"
    std::string description; // default: a sentence saying where the file came from
    // Where the file will be written: content paths are made relative to it. Empty: absolute.
    std::filesystem::path baseDir;
    // -1: the set-up is the game's start and every action is a step. k >= 0: the set-up is the
    // moment after the first k actions, written out as zones and numbers, and the actions after
    // it are the steps (k = the number of actions: "start from the current moment", no steps).
    int fromAction = -1;
};

struct ScenarioExport {
    bool ok = false;
    std::string error; // why the game cannot be saved as a scenario, in a sentence
    nlohmann::ordered_json doc;
    std::string text() const; // the document as a file's text
};

// Builds the scenario and checks it: the result passes runScenario (it is loaded and run before
// it is returned), or the export fails with the reason.
ScenarioExport exportScenario(const GameRecord& game, const ScenarioExportOptions& options = {});

// The outcome of the SPEAK (or view-as play) in `events`, the events of one action.
Roll spokenOutcome(const EventLog& events);

} // namespace parley
