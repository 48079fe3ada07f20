#pragma once
// The closed vocabularies of the content format. Loading rejects any name not listed here, so a
// typo in a card fails when content loads rather than silently doing nothing in play.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parley {

template <typename E, std::size_t N>
std::optional<E> enumFromName(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

template <typename E, std::size_t N>
std::string_view enumName(const std::array<std::string_view, N>& names, E e) {
    return names[static_cast<std::size_t>(e)];
}


enum class CardProperty : std::uint8_t {
    Persistent,
    Fleeting,
    Opportunity,
    Skeleton,
    Burden,
    Observable,
};
inline constexpr std::array<std::string_view, 6> kCardPropertyNames = {
    "Persistent", "Fleeting", "Opportunity", "Skeleton", "Burden", "Observable"};

using PropertySet = std::uint16_t;
constexpr PropertySet propertyBit(CardProperty p) { return PropertySet(1u << unsigned(p)); }

enum class EffectType : std::uint8_t {
    None,
    AddComfort,
    DrawCards,
    AddWeight,
    SetAtmosphere,
    EndConversation,
    ScaleByTokens,
    ScaleByComfort,
    ScaleByPatience,
    ScaleByWeight,
    ComfortReset,
    WeightRefresh,
    FreeNextAction,
    // Seed 000's effects, in conversation terms.
    Reveal,
    Sacrifice,
    Discard,
    CreateToken,
    SendToZone,
    Tutor,
    AddTokens,
    AddModifier, // seed 004: a modifier in force for some turns
    // Seed 003's skill effects.
    Nullify,       // on-effect skills: the effect being resolved does nothing
    AdjustEffect,  // on-effect skills: the effect being resolved changes by `value` (ConfirmDamage)
    Reroll,        // judge skills: roll the success roll again, once per roll
    AdjustRoll,    // judge skills: add `value` to the roll (lower is better)
    AddMark,       // a named counter on the player, the NPC or a card changes by `value`
    GrantSkill,    // a side gains a skill
    RemoveSkill,   // a side loses a skill, and what the skill kept goes with it
    PutOnPile,     // cards go onto the skill's own pile
    TakeFromPile,  // cards come back from the skill's pile to the hand
    RepeatEffects, // the event's card resolves its success or failure effects once more
    RecordCard,    // the event's card goes into the skill's record (its description's "{record}")
};
inline constexpr std::array<std::string_view, 32> kEffectTypeNames = {
    "None",          "AddComfort",     "DrawCards",       "AddWeight",     "SetAtmosphere",
    "EndConversation", "ScaleByTokens", "ScaleByComfort", "ScaleByPatience", "ScaleByWeight",
    "ComfortReset",  "WeightRefresh",  "FreeNextAction",  "Reveal",        "Sacrifice",
    "Discard",       "CreateToken",    "SendToZone",      "Tutor",         "AddTokens",
    "AddModifier",   "Nullify",        "AdjustEffect",    "Reroll",        "AdjustRoll",
    "AddMark",       "GrantSkill",     "RemoveSkill",     "PutOnPile",     "TakeFromPile",
    "RepeatEffects", "RecordCard"};
// Effects only skills may use, and only some skills: checked when content loads.
constexpr bool isSkillOnlyEffect(EffectType t) { return t >= EffectType::Nullify && t != EffectType::AddMark &&
                                                         t != EffectType::GrantSkill && t != EffectType::RemoveSkill; }
// Seed 000 writes effect names in lower camel case; "draw" is DrawCards.
std::optional<EffectType> effectTypeFromName(std::string_view s);

// Pile: cards a skill has set aside (seed 003's extend_pile); each card remembers whose pile.
enum class Zone : std::uint8_t { Hand, Deck, Discard, Exhausted, Table, Pile };
inline constexpr int kZoneCount = 6;
inline constexpr std::array<std::string_view, kZoneCount> kZoneNames = {"hand", "deck", "discard",
                                                                        "exhausted", "table", "pile"};
inline std::string_view name(Zone z) { return enumName(kZoneNames, z); }

enum class CostKind : std::uint8_t {
    Weight, Patience, Tokens, TapSelf, SacrificeSelf, RevealSelf, Reveal, Discard, Sacrifice, Tap, X,
};
inline constexpr std::array<std::string_view, 11> kCostKindNames = {
    "weight", "patience", "tokens", "tapSelf", "sacrificeSelf", "revealSelf", "reveal",
    "discard", "sacrifice", "tap", "x"};
inline std::string_view name(CostKind k) { return enumName(kCostKindNames, k); }

enum class TriggerKind : std::uint8_t {
    OpeningHand, ConversationStart, EnteredZone, LeftZone, BeforeSpeak, AfterSpeak, CardSucceeded,
    CardFailed, CardExhausted, Listen, ComfortChanged, StateChanged, AtmosphereChanged, TokenGained,
    TokenSpent, TurnStart, TurnEnd,
    // Skill-only events (seed 003): an effect about to resolve (the resolution pipeline), and the
    // success roll before it counts (the judge).
    EffectResolving, Judge,
};
inline constexpr int kTriggerKindCount = 19;
inline constexpr int kCardTriggerKindCount = 17; // the ones cards may listen for
inline constexpr std::array<std::string_view, kTriggerKindCount> kTriggerKindNames = {
    "openingHand", "conversationStart", "enteredZone", "leftZone", "beforeSpeak", "afterSpeak",
    "cardSucceeded", "cardFailed", "cardExhausted", "listen", "comfortChanged", "stateChanged",
    "atmosphereChanged", "tokenGained", "tokenSpent", "turnStart", "turnEnd", "effect", "roll"};
inline std::string_view name(TriggerKind k) { return enumName(kTriggerKindNames, k); }

// Which of a card's three effects.
enum class EffectSlot : std::uint8_t { Success, Failure, Exhaust };
inline constexpr std::array<std::string_view, 3> kEffectSlotNames = {"success", "failure",
                                                                     "exhaust"};

// The derived numbers that modifiers can change.
enum class ModTarget : std::uint8_t {
    SuccessChance,
    WeightCapacity,
    ListenDraw,
    PatienceCost,
    ComfortChange,
    WeightCost, // every weight cost: SPEAK's card weight and weight costs of abilities
    TokenCost,  // each connection-token amount of a token cost
    TokenCount, // how many connection tokens count toward a card's success chance
    HandLimit,  // the most cards in hand after a LISTEN
    Reach,      // the deepest card that can be spoken (seed 003's attack range)
    CardsPerSpeak, // how many cards one SPEAK may play (target-mod)
    UsesPerTurn,   // uses per turn of an activated ability that has a limit (target-mod)
    Depth,         // how deep a card counts as being (seed 003's distance)
    // Not derived numbers but the conversation's own: only modifiers with a turnStart or turnEnd
    // trigger name them, and they act on them once at each such moment (rules/turn_effects).
    Comfort,
    Patience,
    Weight, // the weight in the pool
};
inline constexpr std::array<std::string_view, 16> kModTargetNames = {
    "successChance", "weightCapacity", "listenDraw", "patienceCost", "comfortChange", "weightCost",
    "tokenCost", "tokenCount", "handLimit", "reach", "cardsPerSpeak", "usesPerTurn", "depth",
    "comfort", "patience", "weight"};
// Whether a modifier on `t` acts at a turn boundary rather than changing a number when asked.
constexpr bool isActingTarget(ModTarget t) { return t >= ModTarget::Comfort; }

// Whose side something is on: a skill's owner, an effect's source.
enum class Side : std::uint8_t { Player, Npc };
inline constexpr std::array<std::string_view, 2> kSideNames = {"player", "npc"};

enum class ModOp : std::uint8_t { Add, Multiply, Set, Min, Max, AddMagnitude };
inline constexpr std::array<std::string_view, 6> kModOpNames = {"add", "multiply", "set",
                                                                "min", "max", "addMagnitude"};

// The vocabularies of a modifier definition (seed 004), which the registry stores as they are.
// What provides an effect; a whole class can be cleared or suppressed at once.
enum class EffectSource : std::uint8_t { Rule, Atmosphere, Aura, CardEffect, Skill };
inline constexpr std::array<std::string_view, 5> kEffectSourceNames = {
    "rule", "atmosphere", "aura", "cardEffect", "skill"};

// When an effect is evaluated. The registry stores it; the caller's accept test uses it (derived
// numbers read Continuous effects, turn boundaries walk the TurnStart/TurnEnd ones).
enum class EffectTrigger : std::uint8_t { Continuous, TurnStart, TurnEnd };
inline constexpr std::array<std::string_view, 3> kEffectTriggerNames = {"continuous", "turnStart",
                                                                        "turnEnd"};

// What an effect applies to; interpreted by the caller's accept test.
enum class EffectScope : std::uint8_t { Global, Source, Hand, Table, Player, Npc };
inline constexpr std::array<std::string_view, 6> kEffectScopeNames = {
    "global", "source", "hand", "table", "player", "npc"};

enum class Stacking : std::uint8_t { Additive, MaxOnly, MinOnly, NoStack };
inline constexpr std::array<std::string_view, 4> kStackingNames = {"additive", "maxOnly",
                                                                   "minOnly", "noStack"};

inline std::string_view name(EffectSource v) { return enumName(kEffectSourceNames, v); }
inline std::string_view name(EffectTrigger v) { return enumName(kEffectTriggerNames, v); }
inline std::string_view name(EffectScope v) { return enumName(kEffectScopeNames, v); }
inline std::string_view name(Stacking v) { return enumName(kStackingNames, v); }

// Seed 003's skill types.
enum class SkillType : std::uint8_t {
    Trigger, ViewAs, Filter, TargetMod, Prohibit, Invalidity, MaxCards, Distance, AttackRange,
};
inline constexpr std::array<std::string_view, 9> kSkillTypeNames = {
    "trigger", "viewAs", "filter", "targetMod", "prohibit", "invalidity", "maxCards", "distance", "attackRange"};
inline std::string_view name(SkillType t) { return enumName(kSkillTypeNames, t); }

// When a trigger skill resolves relative to the event's other consequences: before the cards'
// own triggers, after them but before the event's effects, or once everything the event caused
// has resolved.
enum class SkillTiming : std::uint8_t { Before, Proceeding, After };
inline constexpr std::array<std::string_view, 3> kSkillTimingNames = {"before", "proceeding", "after"};

enum class EmptyDeckRule : std::uint8_t { DrawNothing, ReshuffleDiscard };
inline constexpr std::array<std::string_view, 2> kEmptyDeckNames = {"drawNothing",
                                                                    "reshuffleDiscard"};

// Which effect list of a card: one of the three slots, a triggered ability, or an activated one.
struct EffectList {
    std::uint8_t id = 0;
    static constexpr std::uint8_t kTriggerBase = 16;
    static constexpr std::uint8_t kAbilityBase = 128;
    static constexpr int kMaxTriggers = kAbilityBase - kTriggerBase;
    static constexpr int kMaxAbilities = 256 - kAbilityBase;
    static constexpr std::uint8_t kSkill = 15; // a skill's effects; the list's "card" is the skill
    static constexpr EffectList slot(EffectSlot s) { return {static_cast<std::uint8_t>(s)}; }
    static constexpr EffectList skill() { return {kSkill}; }
    static constexpr EffectList trigger(int k) { return {static_cast<std::uint8_t>(kTriggerBase + k)}; }
    static constexpr EffectList ability(int k) { return {static_cast<std::uint8_t>(kAbilityBase + k)}; }
    bool isSlot() const { return id < 3; }
    bool isSkill() const { return id == kSkill; }
    bool isTrigger() const { return id >= kTriggerBase && id < kAbilityBase; }
    bool isAbility() const { return id >= kAbilityBase; }
    int index() const { return isAbility() ? id - kAbilityBase : isTrigger() ? id - kTriggerBase : id; }
    EffectSlot asSlot() const { return static_cast<EffectSlot>(id); }
    friend bool operator==(EffectList, EffectList) = default;
};

inline std::string_view name(CardProperty p) { return enumName(kCardPropertyNames, p); }
inline std::string_view name(EffectType t) { return enumName(kEffectTypeNames, t); }
inline std::string_view name(EffectSlot s) { return enumName(kEffectSlotNames, s); }
// "success", "failure", "exhaust", "trigger 0", "ability 0"; parse() reads the same.
std::string name(EffectList l);
std::optional<EffectList> parseEffectList(std::string_view s);
inline std::string_view name(ModTarget t) { return enumName(kModTargetNames, t); }
inline std::string_view name(ModOp o) { return enumName(kModOpNames, o); }

} // namespace parley
