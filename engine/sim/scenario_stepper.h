#pragma once
// A scenario run one step at a time, for the client's steps panel (Step, Run to here, Run to end,
// Back) and, as a plain loop, for runScenario: the window and `parley-cli scenario` share this
// runner, so their results are equal by construction. No Qt.
#include "sim/scenario.h"

#include <string>
#include <vector>

namespace parley {

// What one step did. The final expectations count as the last step.
struct StepResult {
    int index = 0;            // 0-based place of the step in ScenarioRun's numbering
    bool passed = false;
    std::string error;        // action steps: the error code the action got; empty when accepted
    std::string errorMessage; // the engine's sentence for that error
    std::vector<CheckResult> checks; // expect steps and the final expectations: one per key
    std::string message;      // why it failed, worded as `parley-cli scenario` prints it; empty when passed
};

class ScenarioRun {
public:
    // `sc` must outlive the run: the steps point into its document.
    explicit ScenarioRun(const Scenario& sc);

    // The file's steps, plus one for its final expectations when it has them.
    int stepCount() const;
    // The step that runs next (0-based); stepCount() once every step has run.
    int next() const { return static_cast<int>(results_.size()); }
    bool atEnd() const { return next() >= stepCount(); }
    bool isFinalExpect(int index) const;
    // Some step run so far has failed.
    bool failed() const;

    // Runs step next(). A failed step still counts as run: the tester may go on past it.
    StepResult step();
    // Runs steps until next() == index, stopping after the first step that fails; true when it
    // got there without a failure. An index before next() goes back.
    bool runTo(int index);
    bool runToEnd() { return runTo(stepCount()); }
    // Undoes the last step run, exactly (the states before each step are kept); false at the start.
    bool back();

    // The state now: a copy of it is a game the tester can play on by hand.
    const State& state() const { return states_.back(); }
    // Every event since the set-up, as `events` expectations see them.
    const EventLog& events() const { return events_; }
    // The results of the steps run, in order.
    const std::vector<StepResult>& results() const { return results_; }
    const Scenario& scenario() const { return sc_; }

    // For people: no JSON, no raw ids. "SPEAK Offer Tea (forced success)", "Expect: comfort is 2".
    std::string describeStep(int index) const;
    // The set-up as lines: the partner, the numbers, the tokens, each zone, the skills.
    std::vector<std::string> describeSetup() const;

private:
    StepResult runAction(const ScenarioStep& step, State& s);

    const Scenario& sc_;
    std::vector<State> states_;            // states_[k]: the state before step k; back() is now
    std::vector<std::size_t> eventMarks_;  // events_.size() before each step run
    EventLog events_;
    std::vector<StepResult> results_;
};

// A step in words, in the content's names (also used for the set-up's description).
std::string describeScenarioStep(const Content& c, const ScenarioStep& step);
std::vector<std::string> describeScenarioState(const State& s);

} // namespace parley
