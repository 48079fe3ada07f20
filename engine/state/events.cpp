#include "state/events.h"

namespace parley {

namespace {
// Index-aligned with the Event variant's alternatives.
const std::vector<std::string_view> kNames = {"ConversationStarted",
                                              "CardDrawn",
                                              "DeckEmpty",
                                              "DeckReshuffled",
                                              "CardSpoken",
                                              "RollMade",
                                              "CardSucceeded",
                                              "CardFailed",
                                              "EffectResolved",
                                              "ComfortChanged",
                                              "StateChanged",
                                              "AtmosphereChanged",
                                              "WeightChanged",
                                              "PatienceChanged",
                                              "FreeActionGranted",
                                              "FreeActionUsed",
                                              "Listened",
                                              "CardExhausted",
                                              "CardDiscarded",
                                              "TurnEnded",
                                              "DecisionRequested",
                                              "ConversationEnded",
                                              "EffectFizzled",
                                              "CardMoved",
                                              "CardTapped",
                                              "CardUntapped",
                                              "CardRevealed",
                                              "TokenCreated",
                                              "TokenCeased",
                                              "TokensChanged",
                                              "CostPaid",
                                              "AbilityActivated",
                                              "TriggerFired",
                                              "TriggerDeclined",
                                              "ActionCancelled",
                                              "LoopStopped",
                                              "SkillGained",
                                              "SkillLost",
                                              "SkillUsed",
                                              "SkillDeclined",
                                              "EffectNullified",
                                              "EffectCancelled",
                                              "EffectAdjusted",
                                              "RollRerolled",
                                              "RollAdjusted",
                                              "MarkChanged",
                                              "CardViewedAs",
                                              "RepeatRefused",
                                              "CancellationAnswered",
                                              "EffectsRemoved",
                                              "EffectActed",
                                              "SkillRecorded"};
static_assert(std::variant_size_v<Event> == 52, "update kNames with the Event variant");
} // namespace

std::string_view eventName(const Event& e) { return kNames[e.index()]; }
const std::vector<std::string_view>& allEventNames() { return kNames; }

} // namespace parley
