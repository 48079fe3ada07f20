#pragma once
// The work stack that carries an action to completion (see TaskKind).
#include "state/context.h"

namespace parley {

// Content can make effects cause each other forever (a card that bounces itself between zones
// with triggers, a token that makes itself, a skill that answers its own event). One action may
// take this many steps; beyond them every effect, trigger, skill trigger, pipeline stage and judge
// still pending is dropped, with a LoopStopped event, and the action finishes normally. Should
// what is left set a loop off again and use up the budget a second time, nothing more runs: a
// second LoopStopped, and the action ends there (view-as cards turn back, the turn ends when the
// action was to end it), so no action, preview or AI rollout runs unbounded.
inline constexpr int kMaxStepsPerAction = 20000;

// The judged roll of a SPEAK counts: success or failure, and the effects that follow.
void finishJudge(Ctx& c, const Task& judge);
// Cards per SPEAK: asks for another card to speak in the same SPEAK when more may be played and
// one can be; true when it asked (see actions.cpp).
bool offerFollowUpSpeak(Ctx& c);

// Runs queued work until it is done, the conversation ends, or a decision is needed.
void runTasks(Ctx& c);

} // namespace parley
