#pragma once
// Typed events. Every change the engine makes is reported as one of these structs, each with its
// own payload; the client animates and logs from them, and scenarios assert on their order.
#include "content/content.h"
#include "state/registry.h"

#include <cstdint>
#include <string_view>
#include <variant>
#include <vector>

namespace parley {

using Uid = std::uint16_t; // a card instance within one conversation

enum class EndReason : std::uint8_t { None, Effect, Desperate, PatienceExhausted, FinalAtmosphere };
inline constexpr std::array<std::string_view, 5> kEndReasonNames = {
    "None", "EndConversation", "Desperate", "PatienceExhausted", "FinalAtmosphere"};
inline std::string_view name(EndReason r) { return enumName(kEndReasonNames, r); }

enum class DecisionKind : std::uint8_t { OptionalTrigger, ChooseCards, ChooseAmount, ChooseOption, Respond };
inline constexpr std::array<std::string_view, 5> kDecisionKindNames = {
    "optionalTrigger", "chooseCards", "chooseAmount", "chooseOption", "respond"};
inline std::string_view name(DecisionKind k) { return enumName(kDecisionKindNames, k); }

// Why effects left the registry (seed 004's lifecycle): the card that provided them left the
// table, their duration ran out, or the skill that held them was lost. An atmosphere's effects
// going is told by AtmosphereChanged instead.
// NoRoom: the effects never came into force, because the registry was full (limits.h).
enum class EffectsGone : std::uint8_t { SourceLeft, Expired, SkillLost, NoRoom };
inline constexpr std::array<std::string_view, 4> kEffectsGoneNames = {"sourceLeft", "expired", "skillLost", "noRoom"};
inline std::string_view name(EffectsGone g) { return enumName(kEffectsGoneNames, g); }

namespace ev {
struct ConversationStarted { std::uint16_t npc; };
struct CardDrawn { Uid uid; CardIndex card; };
struct DeckEmpty {};
struct DeckReshuffled { std::uint16_t cards; };
struct CardSpoken { Uid uid; CardIndex card; int weight; };
struct RollMade { Uid uid; CardIndex card; int chance; int roll; bool success; bool forced; };
struct CardSucceeded { Uid uid; CardIndex card; };
struct CardFailed { Uid uid; CardIndex card; };
struct EffectResolved { CardIndex card; EffectList list; std::uint8_t index; EffectType type; int amount; };
struct EffectFizzled { CardIndex card; EffectList list; std::uint8_t index; };
struct CardMoved { Uid uid; CardIndex card; Zone from; Zone to; };
struct CardTapped { Uid uid; CardIndex card; };
struct CardUntapped { Uid uid; CardIndex card; };
struct CardRevealed { Uid uid; CardIndex card; };
struct TokenCreated { Uid uid; CardIndex card; bool npc; };
struct TokenCeased { Uid uid; CardIndex card; };
struct TokensChanged { std::uint8_t type; int from; int to; };
struct CostPaid { CostKind kind; int amount; };
struct AbilityActivated { Uid uid; CardIndex card; std::uint8_t ability; };
struct TriggerFired { Uid uid; CardIndex card; std::uint8_t trigger; };
struct TriggerDeclined { Uid uid; CardIndex card; std::uint8_t trigger; };
struct ActionCancelled {};
// Effects that kept causing each other were stopped (see kMaxStepsPerAction).
struct LoopStopped { int steps; };
struct ComfortChanged { int from; int to; int requested; int applied; };
struct StateChanged { std::uint8_t from; std::uint8_t to; };
struct AtmosphereChanged { std::uint16_t from; std::uint16_t to; };
struct WeightChanged { int from; int to; };
struct PatienceChanged { int from; int to; };
struct FreeActionGranted {};
struct FreeActionUsed {};
struct Listened {};
struct CardExhausted { Uid uid; CardIndex card; };
struct CardDiscarded { Uid uid; CardIndex card; };
struct TurnEnded { int turn; };
struct DecisionRequested { DecisionKind kind; };
struct ConversationEnded { EndReason reason; std::uint16_t outcome; };
// Seed 003: skills, the resolution pipeline, the judge and marks. `side` is 0 player, 1 NPC.
struct SkillGained { std::uint16_t skill; std::uint8_t side; };
struct SkillLost { std::uint16_t skill; std::uint8_t side; };
struct SkillUsed { std::uint16_t skill; std::uint8_t side; Uid subject; };
struct SkillDeclined { std::uint16_t skill; std::uint8_t side; };
// An effect did nothing: an invalidity skill (`skill`), or a Nullify by a skill's effect. For a
// per-target nullification, `target` is the protected card (0 otherwise).
struct EffectNullified { CardIndex card; EffectList list; std::uint8_t index; std::int16_t skill; Uid target; };
// A response in the cancel window stopped the effect.
struct EffectCancelled { CardIndex card; EffectList list; std::uint8_t index; std::uint16_t skill; };
struct EffectAdjusted { CardIndex card; EffectList list; std::uint8_t index; int by; };
struct RollRerolled { Uid uid; int from; int to; };
struct RollAdjusted { Uid uid; int from; int to; };
struct MarkChanged { Uid holder; std::uint8_t mark; int from; int to; };
// A card played through a view-as skill: `from` became `as`, or (made) `as` came from nothing.
struct CardViewedAs { Uid uid; CardIndex from; CardIndex as; std::uint16_t skill; bool made; };
// A repeated resolution asked to repeat itself: refused, so effects cannot loop through it.
struct RepeatRefused { CardIndex card; };
// Skill `skill` of `side` answered the cancellation of an effect: unless that is answered in turn,
// the effect resolves after all.
struct CancellationAnswered { CardIndex card; EffectList list; std::uint8_t index; std::uint16_t skill; std::uint8_t side; };
// `count` effects of one source left the registry (or, why NoRoom, were refused entry). `card`: the card that provided them (an aura,
// or a lasting effect a card gave), else -1; `skill`: the skill that did, else -1; `side`: whose
// the source is (0 player, 1 NPC); `uid`: the card instance, 0 for a skill.
struct EffectsRemoved { EffectSource source; EffectsGone why; std::uint8_t side; Uid uid; std::int32_t card; std::int16_t skill; std::uint16_t count; };
// A modifier with a turnStart or turnEnd trigger acted: `target` (comfort, patience or weight)
// was asked to change by `value`; the change itself follows as its own event. The source as in
// EffectsRemoved, and `atmosphere` when an atmosphere's modifier acted (else -1).
struct EffectActed { ModTarget target; EffectTrigger when; std::int16_t value; EffectSource source; std::uint8_t side; std::int32_t card; std::int16_t skill; std::int16_t atmosphere; };
// Skill `skill` of `side` recorded `card` (its description's "{record}").
struct SkillRecorded { std::uint16_t skill; std::uint8_t side; CardIndex card; };
} // namespace ev

using Event = std::variant<ev::ConversationStarted, ev::CardDrawn, ev::DeckEmpty, ev::DeckReshuffled,
                           ev::CardSpoken, ev::RollMade, ev::CardSucceeded, ev::CardFailed,
                           ev::EffectResolved, ev::ComfortChanged, ev::StateChanged,
                           ev::AtmosphereChanged, ev::WeightChanged, ev::PatienceChanged,
                           ev::FreeActionGranted, ev::FreeActionUsed, ev::Listened, ev::CardExhausted,
                           ev::CardDiscarded, ev::TurnEnded, ev::DecisionRequested,
                           ev::ConversationEnded, ev::EffectFizzled, ev::CardMoved, ev::CardTapped,
                           ev::CardUntapped, ev::CardRevealed, ev::TokenCreated, ev::TokenCeased,
                           ev::TokensChanged, ev::CostPaid, ev::AbilityActivated, ev::TriggerFired,
                           ev::TriggerDeclined, ev::ActionCancelled, ev::LoopStopped, ev::SkillGained,
                           ev::SkillLost, ev::SkillUsed, ev::SkillDeclined, ev::EffectNullified,
                           ev::EffectCancelled, ev::EffectAdjusted, ev::RollRerolled, ev::RollAdjusted,
                           ev::MarkChanged, ev::CardViewedAs, ev::RepeatRefused, ev::CancellationAnswered,
                           ev::EffectsRemoved, ev::EffectActed, ev::SkillRecorded>;

// The event's type name as scenarios write it, e.g. "CardExhausted".
std::string_view eventName(const Event& e);
const std::vector<std::string_view>& allEventNames();

using EventLog = std::vector<Event>;

} // namespace parley
