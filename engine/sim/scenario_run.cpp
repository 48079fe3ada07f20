// Running a loaded scenario to its end: a plain loop over ScenarioRun, the stepping runner the
// window uses, so `parley-cli scenario` and the steps panel cannot disagree.
#include "sim/scenario_stepper.h"

namespace parley {

ScenarioResult runScenario(const Scenario& sc) {
    ScenarioResult r;
    r.name = sc.name;
    r.file = sc.source->name();
    ScenarioRun run(sc);
    while (!run.atEnd()) {
        const StepResult step = run.step();
        if (!step.passed) {
            r.failedStep = step.index + 1;
            r.message = step.message;
            return r;
        }
    }
    r.passed = true;
    return r;
}

} // namespace parley
