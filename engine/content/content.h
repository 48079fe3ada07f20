#pragma once
// Immutable game content: the ruleset, cards, NPCs and decks. Built once by the loader and shared
// by every State (through shared_ptr<const Content>), so states stay small and cheap to copy.
#include "content/enums.h"
#include "content/limits.h"
#include "formula/formula.h"

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace parley {

using CardIndex = std::uint16_t;
inline constexpr int kMaxTokenTypes = 8;

// Text that may be localized: a default plus optional translations keyed by locale ("de", "zh_CN").
struct LocalizedText {
    std::string text;
    std::vector<std::pair<std::string, std::string>> translations;
    // Exact locale, then its language ("de" for "de_AT"), then the default.
    const std::string& get(std::string_view locale) const;
};

// Formula variables. Tokens occupy a block starting at TokenFirst.
enum Var : VarId {
    kVarComfort,
    kVarPatience,
    kVarWeight,
    kVarCapacity,
    kVarTurn,
    kVarHand,
    kVarDeck,
    kVarDiscard,
    kVarExhausted,
    kVarState,
    kVarBase,   // success formula only: the difficulty's base chance
    kVarTokens, // success formula only: tokens of the card's connection type
    kVarX,      // the X chosen for the cost of the effect list being resolved
    kVarAmount, // how many cards the last "any number" choice in this resolution picked
    kVarTable,  // cards on the table
    kVarCardWeight,       // modifier conditions: the card the number is about
    kVarCardConnection,   // its connection type's index, or -1 (compare with "Trust")
    kVarCardDepth,
    kVarCardFleeting,
    kVarCardOpportunity,
    kVarCardGoal,
    kVarCardPermanent,
    kVarValue,            // modifier conditions: the number before modifiers (a comfort change's size)
    kVarRoll,             // judge skills: the success roll being judged (0-99; lower is better)
    kVarChance,           // judge skills: the chance it is judged against
    kVarTokenFirst = 32,
    kVarTokenTypeFirst = 64, // token cards on the table, by token type (stone, insight, ...)
    kVarMarkFirst = 1024,    // marks: kVarMarkFirst + 3 * mark + holder (0 player, 1 NPC, 2 the card)
};

// A modifier of a derived number (seed 004's generic modifier): an atmosphere's, a card's aura,
// or one an effect adds for some turns.
struct ModifierDef {
    ModTarget target = ModTarget::SuccessChance;
    ModOp op = ModOp::Add;
    int value = 0;
    std::uint16_t condition = 0;   // index + 1 into Content::conditions; 0: always
    std::uint8_t scope = 0;        // EffectScope: global, source (the card itself), hand, table, player, npc
    std::uint8_t stacking = 0;     // Stacking
    std::uint16_t stackingKey = 0; // index + 1 into Content::stackingKeys; 0: stacks alone
    std::uint8_t trigger = 0;      // EffectTrigger: continuous, or acting at turnStart / turnEnd
};

// Which cards an effect or cost may pick. Every field given must match; an empty filter matches all.
struct CardFilter {
    int card = -1;              // a CardIndex, or -1
    std::uint16_t tokenType = 0; // index + 1 into Content::tokenTypes, or 0
    PropertySet properties = 0; // all of these
    std::int8_t connectionType = -1;
    bool empty() const { return card < 0 && tokenType == 0 && properties == 0 && connectionType < 0; }
};

enum class Controller : std::uint8_t { Player, Npc };

struct EndingTerms; // content/ending.h

struct EffectDef {
    EffectType type = EffectType::None;
    Formula amount;               // numeric effects; how many cards for seed 000's effects
    bool amountIsChoice = false;  // "amount": "any": the player picks how many
    std::uint16_t atmosphere = 0; // SetAtmosphere
    std::uint16_t outcome = 0;    // EndConversation: index into Content::outcomes
    std::string valueText;        // the value as written, for descriptions
    nlohmann::ordered_json data;  // EndConversation's outcome data
    // EndConversation: `data` read as terms (content/ending.h); null without data.
    std::shared_ptr<const EndingTerms> ending;
    bool isCost = false;          // seed 000: a cost paid in its place during resolution
    bool selfOnly = false;        // "scope": "selfOnly": the effect's own card
    CardFilter filter;            // Sacrifice, Discard, Tutor: which cards qualify
    int tokenCard = -1;           // CreateToken: the card the token is made of
    Zone zone = Zone::Hand;       // SendToZone: where to; Tutor: where the found card goes
    Controller controller = Controller::Player; // CreateToken
    std::array<std::int16_t, 8> tokens{};       // AddTokens: change per connection token type
    std::vector<ModifierDef> modifiers;         // AddModifier: what it adds
    int duration = 1;                           // AddModifier: for how many turns after this one
    std::uint8_t mark = 0;                      // AddMark: index into Content::markNames
    std::uint8_t markHolder = 0;                // AddMark: 0 the player, 1 the NPC, 2 the card, 3 the skill's owner
    int skill = -1;                             // GrantSkill, RemoveSkill: which skill
    std::uint8_t side = 0;                      // GrantSkill, RemoveSkill: 0 the player, 1 the NPC, 2 the owner
};

struct CostDef {
    CostKind kind = CostKind::Weight;
    int amount = 1;
    std::array<std::int16_t, 8> tokens{}; // Tokens: per connection token type
    CardFilter filter;                    // Reveal, Discard, Sacrifice, Tap: which cards qualify
    int xResource = 0;                    // X: 0 weight, 1 patience, 2 + t connection token t
    int xMin = 0;
    int xMax = 0;
};
using CostList = std::vector<CostDef>;

struct AbilityDef {
    LocalizedText name;
    std::string description; // the designer's note; players read the text made from the data
    CostList costs;
    std::vector<CostList> alternatives; // each replaces `costs` when chosen
    std::vector<EffectDef> effects;
    int usesPerTurn = 0; // 0: unlimited
};

struct TriggerDef {
    TriggerKind kind = TriggerKind::TurnStart;
    Zone zone = Zone::Table; // entered/leftZone: the zone; otherwise where the card must be
    bool self = false;       // card events: only this card's
    Formula condition;       // empty: always
    bool optional = false;
    LocalizedText optionMessage; // empty: the client asks in its own words
    std::vector<EffectDef> effects;
};

// What an unknown effect list reads as (constant-initialized: no start-up order to mind).
inline const std::vector<EffectDef> kNoEffects{};

// Aligned so that its size is a power of two (static_assert below): the rules index
// Content::cards and Content::skills on every query, and a power-of-two stride makes that a shift
// instead of a multiplication (measured: 3% of a random playout's instructions).
struct alignas(128) CardDef {
    std::string id;
    CardIndex index = 0; // its place in Content::cards
    LocalizedText name;
    std::string description; // the designer's note ("designerNote"), never shown to players
    int weight = 0;
    std::uint8_t difficulty = 0; // index into Ruleset::difficulties
    PropertySet properties = 0;
    std::array<std::vector<EffectDef>, 3> effects; // by EffectSlot
    LocalizedText dialogue;
    std::int8_t connectionType = -1; // token index or -1
    int depth = 0;
    bool permanent = false;       // goes to the table when spoken
    std::uint16_t tokenType = 0;  // index + 1 into Content::tokenTypes: a token card
    bool synthetic = false;       // made by the loader for a bare token type
    CostList costs;               // SPEAK's costs beyond weight and patience
    std::vector<CostList> alternativeCosts; // each replaces the weight and `costs`
    std::vector<ModifierDef> auras;       // in force while the card is on the table
    std::uint8_t suppresses = 0;          // bit per EffectSource it suppresses while on the table
    std::vector<AbilityDef> abilities;
    std::vector<TriggerDef> triggers;
    std::uint32_t triggerMask = 0; // bit per TriggerKind among `triggers`

    bool has(CardProperty p) const { return properties & propertyBit(p); }
    bool isGoal() const { return has(CardProperty::Fleeting) && has(CardProperty::Opportunity); }
    const std::vector<EffectDef>& effectsFor(EffectSlot s) const {
        return effects[static_cast<std::size_t>(s)];
    }
    // Any effect list; an unknown one is empty. Inline: the pipeline looks a list up for every
    // effect it stages.
    const std::vector<EffectDef>& effectsFor(EffectList l) const {
        if (l.isSlot()) return effects[l.id];
        if (l.isTrigger())
            return l.index() < static_cast<int>(triggers.size()) ? triggers[l.index()].effects
                                                                 : kNoEffects;
        return l.index() < static_cast<int>(abilities.size()) ? abilities[l.index()].effects
                                                              : kNoEffects;
    }
    bool isPermanent() const { return permanent || tokenType != 0; }
    bool matches(const CardFilter& f) const;
};
static_assert(std::has_single_bit(sizeof(CardDef)), "a power of two: see above");

// Seed 003's skills: an NPC's personality and the player's traits. One struct for every type;
// each type reads the fields its comment names.
// Aligned like CardDef, for the same reason.
struct alignas(64) SkillDef {
    std::string id;
    std::uint16_t index = 0;  // its place in Content::skills
    LocalizedText name;
    LocalizedText description; // "{mark}" placeholders read the owner's marks; "{record}" the skill's record
    SkillType type = SkillType::Trigger;
    // trigger: the event, when, in which order, how often, whether to ask, and what it does.
    TriggerKind event = TriggerKind::TurnStart;
    SkillTiming timing = SkillTiming::Proceeding;
    int priority = 0;         // higher first among skills of the same event and timing
    bool optional = false;
    bool cancels = false;     // event "effect": a response that cancels the effect (the cancel window)
    bool answersCancel = false; // event "effect": answers the other side's cancellation of the effect,
                                // which then resolves after all (seed 003's cancel of a cancel)
    LocalizedText optionMessage; // empty: the client asks in its own words
    Formula condition;        // empty: always; reads the state, `value`, `roll`, `chance`, marks
    std::vector<EffectDef> effects;
    int perTurn = 0;          // 0: no limit (trigger, viewAs)
    int perConversation = 0;
    // Which cards it is about (viewAs, filter, prohibit, invalidity, and the event's card for
    // triggers): every given part must match.
    CardFilter match;
    std::uint16_t matchCondition = 0; // index + 1 into Content::conditions; reads card.*
    // viewAs: the card a matching hand card (or nothing, zeroCard) is played as.
    int asCard = -1;
    bool zeroCard = false;
    // viewAs of several cards as one (seed 003's multi-card view-as): how many hand cards, each
    // matching, and whether they must share a connection type (as filters make them look).
    std::uint8_t cardCount = 1;
    bool sameConnection = false;
    // viewAs usable in answer (seed 003's enabled_at_response): in the cancel window, or to answer
    // the other side's cancellation, the converted card cancels (or answers) the effect;
    // `responseTypes` limits which effects it answers (empty: all).
    bool atResponse = false;
    std::vector<EffectType> responseTypes;
    // filter: what cards in hand become.
    PropertySet addProperties = 0;
    PropertySet removeProperties = 0;
    int difficulty = -1;
    std::int8_t connectionType = -1; // the connection type matching cards count as, or -1
    // prohibit: bits of SkillAction.
    std::uint8_t prohibits = 0;
    // invalidity: effect types that do nothing (empty: all), from which lists, and whether it
    // protects picked cards (per target) instead of silencing a source card's effects.
    std::vector<EffectType> invalidTypes;
    std::uint8_t invalidLists = 0; // bit per EffectSlot, 3 triggers, 4 abilities, 5 skills; 0: all
    bool perTarget = false;
    // Modifiers in force while the skill is held (filter weight, targetMod, maxCards, distance,
    // attackRange, and any skill's own "modifiers").
    std::vector<ModifierDef> modifiers;
    std::vector<std::uint8_t> marks; // the marks it keeps (cleaned up when it is lost)
    bool pile = false;               // it keeps a pile of cards
};
static_assert(std::has_single_bit(sizeof(SkillDef)), "see CardDef");

// What a prohibit skill forbids.
namespace SkillAction {
inline constexpr std::uint8_t Speak = 1;
inline constexpr std::uint8_t Choose = 2; // picking the card for a cost or an effect
inline constexpr std::uint8_t Activate = 4;
inline constexpr std::uint8_t Listen = 8;
} // namespace SkillAction

struct DeckDef {
    std::string id;
    LocalizedText name;
    LocalizedText description;
    std::vector<CardIndex> cards;
    std::vector<std::uint16_t> traits; // the player's skills while playing this deck
};

// What an NPC says as the conversation goes (issue 11): a line on reaching an emotional state,
// when the goal card is played, and at the end. Every line is optional; a line written as ""
// is silence, which also keeps the fallback ("default") from speaking.
struct NpcReactions {
    std::vector<std::optional<LocalizedText>> states; // by state index
    std::optional<LocalizedText> anyState;            // "default": a state without its own line
    std::optional<LocalizedText> goalSuccess, goalFailure;
    std::vector<std::pair<std::uint16_t, LocalizedText>> endings; // by outcome index
    std::optional<LocalizedText> anyEnding;
    // The line for each moment; null when the NPC says nothing then.
    const LocalizedText* onState(std::size_t state) const;
    const LocalizedText* onGoal(bool success) const;
    const LocalizedText* onEnd(std::uint16_t outcome) const;
};

// Someone or somewhere an ending's data names (a goal's recipientId, grantsAccess): the "people"
// and "places" sections. `npc`: an NPC's id, registered so that an ending may name a partner
// (its name is the NPC's own).
struct NamedDef {
    std::string id;
    LocalizedText name;
    bool npc = false;
};

struct NpcDef {
    std::string id;
    LocalizedText name;
    LocalizedText description;
    int patience = 10;
    std::uint8_t initialState = 0;
    std::array<std::int16_t, kMaxTokenTypes> tokens{};
    std::vector<CardIndex> deck;
    std::string deckId; // empty when the deck was written inline
    std::vector<std::uint16_t> skills; // its personality (seed 003)
    NpcReactions reactions;
    // SVG portraits from the pack (paths as the loader resolved them): one for every state, and
    // per state. Empty: the client draws one.
    std::string portrait;
    std::vector<std::string> statePortraits; // by state index; empty: `portrait`
    const std::string& portraitFor(std::size_t state) const {
        return state < statePortraits.size() && !statePortraits[state].empty() ? statePortraits[state] : portrait;
    }
};

struct StateDef {
    std::string id;
    int listenDraw = 0;
    int weightCapacity = 0;
    int reach = 100; // the deepest card (its `depth`) that can be spoken in this state
    LocalizedText name; // for players; the id when the content gives none
    LocalizedText description;
};


struct AtmosphereDef {
    std::string id;
    LocalizedText name; // for players; the id when the content gives none
    LocalizedText description;
    std::vector<ModifierDef> modifiers;
    bool failureEndsConversation = false;
    bool cannotFail = false;
    bool resolveTwice = false;
    bool lastsOneCard = false; // returns to the default after the next card resolves
};

struct DifficultyDef {
    std::string id;
    int base = 0;
};

struct Ruleset {
    std::string id;
    std::vector<std::string> tokens;
    std::vector<StateDef> states; // bottom (worst) to top (best)
    std::uint8_t startState = 0;
    int comfortMin = -3;
    int comfortMax = 3;
    int patienceDefault = 10;
    int speakPatienceCost = 1;
    int listenPatienceCost = 1;
    int openingHand = 4;
    bool openingHandAvoidsGoals = true; // goals stay in the deck while the opening hand is dealt
    int handLimit = 9;
    EmptyDeckRule emptyDeck = EmptyDeckRule::DrawNothing;
    PropertySet unplayable = 0;
    std::vector<DifficultyDef> difficulties;
    Formula successFormula;
    int successMin = 5;
    int successMax = 95;
    std::uint16_t desperateOutcome = 0; // indexes into Content::outcomes
    std::uint16_t patienceOutcome = 0;
    std::uint16_t finalOutcome = 0;
    std::uint16_t defaultAtmosphere = 0;
    std::vector<AtmosphereDef> atmospheres;
    std::string defaultNpc;

    int tokenIndex(std::string_view name) const;
    int stateIndex(std::string_view name) const;
    int atmosphereIndex(std::string_view name) const;
    int difficultyIndex(std::string_view name) const;
};

// Which content a game ran on, so that a saved game (a replay) can tell whether it is being
// played back on the same content. Filled by the loader (see ContentLoader for the rules).
struct ContentIdentity {
    // The packs loaded, in load order: "builtin" for the built-in pack, a file's packageId when it
    // has one, else the name of the file or folder it was loaded from.
    std::vector<std::string> packs;
    // 16 hex digits (64-bit FNV-1a) over every loaded text in load order, and not over any file
    // name or path: the same content gives the same hash on any machine.
    std::string hash;
};

struct Content {
    ContentIdentity identity;
    Ruleset ruleset;
    std::vector<CardDef> cards;
    std::vector<NpcDef> npcs;
    std::vector<DeckDef> decks;
    std::vector<SkillDef> skills;
    std::vector<NamedDef> people, places; // see content/ending.h for their names
    std::vector<std::string> markNames;  // every mark some skill declares
    std::vector<std::string> outcomes; // interned EndConversation values
    std::vector<std::string> tokenTypes; // token card types ("stone"), interned
    std::vector<Formula> conditions;     // modifier conditions (they may read card.* fields)
    // Per condition and card, the answer as far as the card alone decides it, computed once at
    // load: conditionByCard[condition index][card] is 0 or 1, or kUndecided when the state decides.
    // A condition that reads nothing but the card's own fields is decided for every card; one
    // that joins such a part to others with `and` ("npc.kindness >= 2 and card.connectionType ==
    // \"Trust\"") for the cards that part rules out (with `or`, for those it lets in). Empty for
    // conditions that no card decides, and beyond limits::kMaxCachedCardAnswers.
    static constexpr std::uint8_t kUndecided = 2;
    std::vector<std::vector<std::uint8_t>> conditionByCard;
    // The answer of condition `index` (1-based, as ModifierDef::condition) for `card`, or -1 when
    // it depends on the state too.
    int cardCondition(std::uint16_t index, CardIndex card) const {
        if (index == 0 || index > conditionByCard.size()) return -1;
        const auto& row = conditionByCard[index - 1];
        return card < row.size() && row[card] != kUndecided ? row[card] : -1;
    }
    // Per skill and card, whether the card as it is (its own connection type) matches the
    // skill's match filter and match condition: 0 or 1, or kUndecided when the state decides.
    // Empty for skills without either, and beyond limits::kMaxCachedCardAnswers.
    std::vector<std::vector<std::uint8_t>> skillMatchByCard;
    int skillMatchOwn(std::uint16_t skill, CardIndex card) const {
        if (skill >= skillMatchByCard.size()) return -1;
        const auto& row = skillMatchByCard[skill];
        return card < row.size() && row[card] != kUndecided ? row[card] : -1;
    }
    // Both tables, once conditions, cards and skills are read (the loader), with up to `budget`
    // answers in all.
    void cacheCardConditions(std::size_t budget = limits::kMaxCachedCardAnswers);
    // The properties some filter skill adds or removes: any other property of a card is its own,
    // whatever skills are held. All of them until summarizeSkills() (the loader) narrows it, so
    // content put together by hand is never read wrong.
    PropertySet filterProperties = static_cast<PropertySet>(~PropertySet{0});
    void summarizeSkills();
    std::vector<std::string> stackingKeys;
    std::uint32_t triggerKinds = 0;      // bit per TriggerKind that some card uses: a fast skip
    // Per TriggerKind: bit per Zone where some card listens for it, and whether any listens as
    // `self` (those are found through the event's own card instead of a scan).
    std::array<std::uint8_t, kTriggerKindCount> triggerZones{};
    std::uint32_t selfTriggerKinds = 0;
    std::unordered_map<std::string, CardIndex> cardIndex;
    std::unordered_map<std::string, std::uint16_t> npcIndex;
    std::unordered_map<std::string, std::uint16_t> deckIndex;
    std::unordered_map<std::string, std::uint16_t> skillIndex;
    std::unordered_map<std::string, std::uint16_t> personIndex, placeIndex;

    const CardDef* findCard(std::string_view id) const;
    const NpcDef* findNpc(std::string_view id) const;
    const DeckDef* findDeck(std::string_view id) const;
    const SkillDef* findSkill(std::string_view id) const;
    int markIndex(std::string_view name) const;
    // Any effect list: a card's slot, trigger or ability, or (list skill()) skill `card`'s effects.
    const std::vector<EffectDef>& effectList(CardIndex card, EffectList list) const {
        if (list.isSkill()) return card < skills.size() ? skills[card].effects : kNoEffects;
        return card < cards.size() ? cards[card].effectsFor(list) : kNoEffects;
    }
    // The ruleset's default NPC, else the first; null when the content has no NPCs.
    const NpcDef* defaultNpc() const;
    // Both return kTooManyOutcomes / 0 once limits::kMaxOutcomes / kMaxTokenTypes are reached.
    static constexpr std::uint16_t kTooManyOutcomes = 0xFFFF;
    std::uint16_t internOutcome(const std::string& outcome);
    std::uint16_t internTokenType(const std::string& type); // returns index + 1
    bool usesTrigger(TriggerKind k) const { return triggerKinds & (1u << unsigned(k)); }

    // While content loads: the names formulas may use (cardFormulaVars, conditionVars,
    // skillConditionVars of this content), built once for the token types and marks known so
    // far, not once per formula (each build is dozens of strings, and a pack has a formula in
    // most cards). Not const, so that no one calls it on content shared between threads.
    enum class Vars : std::uint8_t { Card, Condition, SkillCondition };
    const VarNames& formulaVars(Vars kind);

private:
    struct VarsCache {
        VarNames names;
        std::size_t tokenTypes = 0, marks = 0, tokens = 0; // the sizes it was built for
        bool built = false;
    };
    std::array<VarsCache, 3> varsCache_;
};

// The variable names formulas may use: card formulas get the state variables and token names;
// the success formula also gets `base` and `tokens`.
// Marks are readable as "player.<mark>", "npc.<mark>" and "self.<mark>" (the effect's card).
VarNames cardFormulaVars(const Ruleset& rules, const std::vector<std::string>& tokenTypes = {},
                         const std::vector<std::string>& marks = {});
VarNames successFormulaVars(const Ruleset& rules);
// Modifier conditions: the card variables too, and connection type names as literals.
VarNames conditionVars(const Ruleset& rules, const std::vector<std::string>& tokenTypes,
                       const std::vector<std::string>& marks = {});
// Skill conditions: the condition variables plus the judge's `roll` and `chance`.
VarNames skillConditionVars(const Content& content);

} // namespace parley
