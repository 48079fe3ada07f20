#pragma once
// Seed 003's resolution pipeline, for every effect that is not a cost: is it nullified (an
// invalidity skill)? Then the cancel window (a response skill may cancel it), then the on-effect
// skills (which may adjust it, nullify it, or replace it with their own effects), then the
// effect itself unless something said to skip it. Costs are paid once per use and never enter
// the pipeline; effects that act on picked cards are checked again for each target.
//
// And the judge: the success roll is a Judge task that skills of the event "roll" see before it
// counts, and may re-roll once or shift.
#include "state/context.h"

namespace parley {

// Whether any held skill takes part in the pipeline (otherwise effects resolve directly).
bool pipelineActive(const State& s);
// Carries the effect `frame` addresses (a ResolveEffects frame) into the pipeline, from its first
// stage; a stage that waits (a decision, skills to resolve first) leaves a Pipeline task.
void runPipeline(Ctx& c, const Task& frame);
void stepPipeline(Ctx& c, const Task& t);

// A response the player may give: held skill `skill` (an index into State::skills), and for a
// view-as skill used in answer (atResponse) the hand card it plays, else 0.
struct Response {
    std::uint16_t skill;
    Uid card;
};
// The responses the player may give in the pending cancel window.
SmallVec<Response, 4> cancelResponses(const State& s);
void answerCancelWindow(Ctx& c, int option); // 0: let it resolve; k: response k - 1
// The player's answers to a cancellation of the effect waiting in the Answer stage (indexes into
// State::skills), and the answer to that decision: 0 lets the cancellation stand; k answers with k - 1.
SmallVec<Response, 4> cancellationAnswers(const State& s);
void answerCancellation(Ctx& c, int option);

// Starts judging the roll of `uid` (see TaskKind::Judge); the judge finishes in finishJudge.
void startJudge(Ctx& c, Task judge);

// The effects only skills use, resolved for `frame` (a skill's effect list).
void resolveSkillEffect(Ctx& c, const Task& frame, const EffectDef& e, int amount);

} // namespace parley
