#pragma once
// Scenario files (parley-scenario/1, see tests/scenarios/README.md): a set-up state, scripted
// steps and expectations. The runner is here, without Qt, so tests and the CLI share it.
#include "content/diagnostics.h"
#include "content/json_source.h"
#include "state/state.h"

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parley {

class ObjectReader;

struct ScenarioStep {
    enum class Kind { Speak, Listen, Activate, Choose, Cancel, Expect, UseSkill };
    Kind kind = Kind::Expect;
    std::string card;             // speak, activate; useSkill: the skill id
    std::string as;               // speak: view-as target
    Roll roll = Roll::Random;     // speak
    int ability = 0;              // activate
    nlohmann::ordered_json choices;       // choose: ids (strings) or indexes (numbers)
    std::string expectError;      // action steps: the error code the action must get
    int copy = 0;                 // speak, activate: which copy of the card, 0 = the leftmost
    // Action steps of exported games: the game's random generator continues from here after the
    // action, since a forced roll does not draw the die the game drew.
    std::optional<std::array<std::uint32_t, 4>> rngAfter;
    const nlohmann::ordered_json* expect = nullptr; // expect steps
    std::string pointer;          // where the step is, for messages
};

struct Scenario {
    std::shared_ptr<JsonSource> source; // owns the JSON the steps point into
    std::string name;
    std::string description;
    std::uint64_t seed = 1;
    std::shared_ptr<const Content> content;
    std::uint16_t npc = 0;
    const nlohmann::ordered_json* setup = nullptr;
    std::vector<ScenarioStep> steps;
    const nlohmann::ordered_json* expect = nullptr;
    State initial{nullptr}; // the state after setup
};

// Reads and checks a scenario file, builds its content and initial state. Returns nothing (and
// adds diagnostics) when the file cannot be read or is not a valid scenario.
std::optional<Scenario> loadScenario(const std::filesystem::path& file, Diagnostics& diags);
std::optional<Scenario> loadScenarioText(std::string name, std::string text,
                                         const std::filesystem::path& baseDir, Diagnostics& diags);

struct ScenarioResult {
    std::string name;
    std::string file;
    bool passed = false;
    int failedStep = 0; // 1-based; steps.size() + 1 for the final expectations
    std::string message;
};

ScenarioResult runScenario(const Scenario& sc);

// --- parts shared by the runner's files ---
// Builds the initial state from `setup`; false (with diagnostics) on bad set-up data.
bool buildInitialState(Scenario& sc, Diagnostics& diags);
// Checks the keys of an expect object for validity (names and value types) at load time.
// With `content`, names it cannot hold (a state, atmosphere, outcome or end reason it does not
// have) are errors too.
bool validateExpect(const JsonSource& src, const nlohmann::ordered_json& expect, const std::string& ptr,
                    Diagnostics& diags, const Content* content = nullptr);
// One checked expectation: a key of an expect object, or one entry of a map-valued key
// ("tokens.Trust", "handContains.offer_tea"). Values are for people: card names, not ids.
struct CheckResult {
    std::string key;
    std::string text;     // the expectation in words: "comfort is 2"
    std::string expected; // display strings, side by side
    std::string found;
    bool passed = false;
    std::string failure;  // the mismatch as checkExpect words it; empty when passed
};
// Compares the state with an expect object, key by key, in the object's order.
std::vector<CheckResult> checkExpectKeys(const State& s, const EventLog& events, const nlohmann::ordered_json& expect);
// Compares the state with an expect object; returns the mismatches, empty when all hold.
std::string checkExpect(const State& s, const EventLog& events, const nlohmann::ordered_json& expect);
// The expectations of an expect object in words, one sentence per check.
std::vector<std::string> describeExpect(const Content& c, const nlohmann::ordered_json& expect);
// Turns a scenario step into the engine action it stands for in state `s`; an id the content or
// the zone lacks is an error in the engine's own vocabulary.
// A random generator's state written as four 32-bit words under `key` ("rng" in a set-up,
// "rngAfter" in a step); nothing when absent, or (with an error at the key) when malformed.
std::optional<std::array<std::uint32_t, 4>> readRngState(ObjectReader& r, std::string_view key);

ApplyResult scenarioStepAction(const State& s, const ScenarioStep& step, Action& out);

} // namespace parley
