#pragma once
// Work still to do within the current action. Resolution runs as a stack of small steps so that
// it can stop at a decision and resume when the decision is answered. Each kind of step reads a
// payload of its own, with named fields: no field changes its meaning with the kind.
#include "content/enums.h"
#include "state/actions.h"

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace parley {

enum class TaskKind : std::uint8_t {
    ResolveEffects, // effect
    AfterOutcome,   // outcome: atmosphere bookkeeping after a card's success or failure effects
    Exhaust,        // exhaust `uid` if it is still in hand
    FinishExhaust,  // exhausting: move `uid` to the exhausted pile (survives the end of the
                    // conversation)
    RefillWeight,
    Draw,         // draw
    EndAction,    // ending: fires turnEnd, then NextTurn
    NextTurn,     // ending: the turn counter, the patience check, turnStart
    Roll,         // roll: SPEAK's roll for `uid`
    AfterSpeak,   // fires afterSpeak for `uid`
    Untap,        // LISTEN untaps the table
    HandLimit,    // LISTEN's discard-down decision
    Trigger,      // trigger: a triggered ability of `uid` fires; optional ones ask first
    SkillTrigger, // skillTrigger: a held skill fires for the event about `uid`
    Pipeline,     // effect: seed 003's resolution pipeline for one effect of a list
    Judge, // judge: the success roll of `uid` is judged (skills of the event "roll" may change it)
    OpeningHand, // fires openingHand triggers
    FirstTurn,   // fires turnStart for the first turn
};

// The stages of the resolution pipeline (seed 003): the check (invalidity, the cancel window), the
// answer to a cancellation, the on-effect skills, then the effect itself.
enum PipelineStage : std::uint8_t {
    kPipelineCheck,
    kPipelineOnEffect,
    kPipelineResolve,
    kPipelineAnswer
};

// The longest chain of cancellations (a cancel, its answer, the answer's answer, ...): the last
// one stands.
inline constexpr int kMaxCancellations = 8;

// ResolveEffects and Pipeline: effects of a card's list (or a skill's, EffectList::skill(), whose
// `card` is then the skill). ResolveEffects resolves from `index` on; a Pipeline task carries one
// effect, `index`, through the pipeline's stages.
struct EffectWork {
    CardIndex card;
    EffectList list;
    std::uint8_t index;
    std::int16_t x;      // the X paid for this list
    std::int16_t amount; // how many the last "any number" choice picked
    std::int16_t bonus;  // Pipeline: what AdjustEffect has added to the effect's number so far
    std::uint16_t
        passes : 2; // ResolveEffects: passes left (an atmosphere may resolve a list twice)
    std::uint16_t npcOwned : 1; // a skill's list, whose owner is the NPC
    std::uint16_t repeat : 1; // a repeated resolution (RepeatEffects), which is not repeated again
    std::uint16_t stage : 2;  // Pipeline: a PipelineStage
    std::uint16_t skip : 1;   // Pipeline: nullified or replaced; the default does not run
    std::uint16_t
        npcCancelledFirst : 1; // Pipeline, Answer stage: the NPC made the first cancellation
    std::uint16_t
        cancellations : 4; // Pipeline, Answer stage: the first cancellation and each answer
    friend bool operator==(const EffectWork&, const EffectWork&) = default;
};

// Whether a ResolveEffects task resolving effect `w.index` of a list of `size` effects leaves the
// rest of the list on the stack: not after the list's last effect (a task that would resolve
// nothing is not pushed), unless another pass follows, or the resolution is a repeat, whose task
// marks it as one while its last effect resolves (see RepeatEffects).
constexpr bool leavesRest(const EffectWork& w, std::size_t size) {
    return w.index + 1u < size || w.passes > 1 || w.repeat;
}

struct OutcomeWork {
    CardIndex card;
    std::uint16_t atmosphere; // the atmosphere when the card was played
    bool success;
    friend bool operator==(const OutcomeWork&, const OutcomeWork&) = default;
};

struct ExhaustWork {
    CardIndex card; // the card exhausting (for saved states and the log)
    friend bool operator==(const ExhaustWork&, const ExhaustWork&) = default;
};

struct DrawWork {
    std::int16_t count; // below 0: LISTEN's draw count, read when the draw happens
    friend bool operator==(const DrawWork&, const DrawWork&) = default;
};

struct EndWork {
    ActionKind action; // the action whose turn ends
    friend bool operator==(const EndWork&, const EndWork&) = default;
};

struct RollWork {
    Roll forced;
    std::int16_t x; // the X paid, which the card's effects read
    friend bool operator==(const RollWork&, const RollWork&) = default;
};

struct TriggerWork {
    CardIndex card;
    EffectList list; // EffectList::trigger(k)
    friend bool operator==(const TriggerWork&, const TriggerWork&) = default;
};

struct SkillTriggerWork {
    std::uint16_t skill; // index into Content::skills
    Side owner;
    std::int16_t eventValue; // the event's number (value in the skill's condition)
    std::int16_t eventCard;  // the event's card, or -1
    // Where the skill was held when it fired (in padding): looked at first when the task runs,
    // which checks it (a side holds a skill once), and searched for when the skill moved (one
    // lost before it) or the hint was never known (a saved task: 0). Neither saved nor compared.
    std::uint8_t slotHint;
    friend bool operator==(const SkillTriggerWork& a, const SkillTriggerWork& b) {
        return a.skill == b.skill && a.owner == b.owner && a.eventValue == b.eventValue && a.eventCard == b.eventCard;
    }
};

struct JudgeWork {
    CardIndex card;
    Roll forced;         // Random once a skill has changed the roll
    bool rerolled;       // a retrial happens once per roll
    std::int16_t roll;   // 0-99; a forced outcome stands for the roll that gives it (0 or 99)
    std::int16_t chance; // the success chance
    std::int16_t x;      // the X paid
    friend bool operator==(const JudgeWork&, const JudgeWork&) = default;
};

struct Task {
    Task() : effect{} {}

    TaskKind kind = TaskKind::RefillWeight;
    Uid uid = 0; // the card instance the work is about (the effect's source)
    // The payload of `kind` (see TaskKind); kinds not named there have none.
    union {
        EffectWork effect;
        OutcomeWork outcome;
        ExhaustWork exhausting;
        DrawWork draw;
        EndWork ending;
        RollWork roll;
        TriggerWork trigger;
        SkillTriggerWork skillTrigger;
        JudgeWork judge;
    };

    static Task of(TaskKind k, Uid uid = 0) {
        Task t;
        t.kind = k;
        t.uid = uid;
        return t;
    }
    friend bool operator==(const Task& a, const Task& b);
};
static_assert(
    sizeof(Task) == 16,
    "a Task stays small: the State holds a stack of them and is copied for every rollout");
static_assert(std::is_trivially_copyable_v<Task>);

// Work that still happens after the conversation ends.
constexpr bool survivesEnd(TaskKind k) {
    return k == TaskKind::FinishExhaust || k == TaskKind::EndAction || k == TaskKind::NextTurn;
}

inline bool operator==(const Task& a, const Task& b) {
    if (a.kind != b.kind || a.uid != b.uid) return false;
    switch (a.kind) {
    case TaskKind::ResolveEffects:
    case TaskKind::Pipeline:
        return a.effect == b.effect;
    case TaskKind::AfterOutcome:
        return a.outcome == b.outcome;
    case TaskKind::FinishExhaust:
        return a.exhausting == b.exhausting;
    case TaskKind::Draw:
        return a.draw == b.draw;
    case TaskKind::EndAction:
    case TaskKind::NextTurn:
        return a.ending == b.ending;
    case TaskKind::Roll:
        return a.roll == b.roll;
    case TaskKind::Trigger:
        return a.trigger == b.trigger;
    case TaskKind::SkillTrigger:
        return a.skillTrigger == b.skillTrigger;
    case TaskKind::Judge:
        return a.judge == b.judge;
    default:
        return true;
    }
}

} // namespace parley
