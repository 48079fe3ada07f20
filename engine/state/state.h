#pragma once
// The value-semantic game state, in the style of OpenSpiel's State: plain data over shared,
// immutable content. Copying a State is the clone; the rules live in rules/ and operate on it.
#include "content/content.h"
#include "state/actions.h"
#include "state/decision.h"
#include "state/events.h"
#include "state/registry.h"
#include "state/task.h"
#include "util/rng.h"
#include "util/small_vec.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>

namespace parley {


struct CardInst {
    CardIndex card;
    Uid uid;
    std::uint8_t flags; // CardFlag bits
    std::uint8_t pile;  // in Zone::Pile: the skill whose pile it is, + 1; otherwise 0
    bool has(std::uint8_t f) const { return flags & f; }
    friend bool operator==(const CardInst&, const CardInst&) = default;
};

namespace CardFlag {
inline constexpr std::uint8_t Tapped = 1;
inline constexpr std::uint8_t Revealed = 2;
inline constexpr std::uint8_t NpcControlled = 4;
inline constexpr std::uint8_t Token = 8; // created by an effect: ceases to exist off the table
} // namespace CardFlag

using ZoneCards = SmallVec<CardInst, 24>;

struct EndInfo {
    EndReason reason = EndReason::None;
    std::uint16_t outcome = 0;
    // The effect that ended it, when an EndConversation effect did.
    CardIndex card = 0;
    EffectList list;
    std::uint8_t effectIndex = 0;
    friend bool operator==(const EndInfo&, const EndInfo&) = default;
};

// A SPEAK or an activation whose costs are being chosen (alternative, X, which cards). Nothing is
// paid until every choice is made; cancelling drops it.
struct PendingPayment {
    bool active = false;
    ActionKind kind = ActionKind::Speak;
    Uid uid = 0;
    std::uint8_t ability = 0;
    Roll roll = Roll::Random;
    std::int8_t alternative = -2; // -2 not chosen yet, -1 the standard costs, k an alternative
    std::int16_t viewAs = -1;     // the held skill (index into State::skills) playing it, or -1
    bool viewAsMade = false;      // the card was made from nothing (zero-card view-as)
    std::int16_t x = -1;          // -1 not chosen yet
    std::uint8_t nextCost = 0;    // the next cost whose cards are to be picked
    SmallVec<Uid, 8> picks;       // cards picked for the costs, in cost order
    friend bool operator==(const PendingPayment&, const PendingPayment&) = default;
};

// A skill held by the player or the NPC, with its uses so far (seed 003's limits).
struct SkillInst {
    std::uint16_t skill; // index into Content::skills
    Side owner;
    std::uint8_t usesThisTurn;
    std::uint8_t usesTotal;
    // A trigger skill's event + 1 (one that cancels or answers a cancellation does not count: it
    // answers the pipeline's cancel window instead); 0 for every other skill. From the skill's
    // definition (see skillHears), copied here so that events skip the skills that do not hear
    // them without reading a definition.
    std::uint8_t hears;
    friend bool operator==(const SkillInst&, const SkillInst&) = default;
};

// A named counter (seed 003's marks) on the player, the NPC or a card instance.
inline constexpr Uid kHolderPlayer = 0xFFFF;
inline constexpr Uid kHolderNpc = 0xFFFE;
struct Mark {
    Uid holder;          // kHolderPlayer, kHolderNpc, or a card's uid
    std::uint8_t mark;   // index into Content::markNames
    std::uint8_t pad;
    std::int16_t value;
    friend bool operator==(const Mark&, const Mark&) = default;
};

// A hand card being played as another card (view-as): it turns back when the action is over.
// With a multi-card view-as, the other cards played with it are `spent`: they stay themselves and
// go to the discard pile once the payment is made (or back to nothing, if it is cancelled).
struct Converted {
    Uid uid;
    CardIndex original;
    bool spent = false;
    friend bool operator==(const Converted&, const Converted&) = default;
};

// One card in a skill's record (seed 003's SkillDescriptionRecord): what its description's
// "{record}" lists. Card indexes, not names, so that the State stays cheap to copy.
struct SkillRecord {
    std::uint16_t skill : 15; // index into Content::skills (a pack has at most 250)
    std::uint16_t npc : 1;    // the skill is the NPC's
    CardIndex card;
    Side owner() const { return npc ? Side::Npc : Side::Player; }
    static SkillRecord of(std::uint16_t skill, Side owner, CardIndex card) {
        return {static_cast<std::uint16_t>(skill & 0x7FFF), static_cast<std::uint16_t>(owner == Side::Npc), card};
    }
    friend bool operator==(const SkillRecord&, const SkillRecord&) = default;
};
inline constexpr int kMaxRecordPerSkill = 12;

struct AbilityUse {
    Uid uid;
    std::uint8_t ability;
    std::uint8_t count;
    friend bool operator==(const AbilityUse&, const AbilityUse&) = default;
};

class State {
public:
    explicit State(std::shared_ptr<const Content> content) : content_(std::move(content)) {}

    // OpenSpiel-style interface; each delegates to the rules.
    std::vector<Action> legalActions() const;
    void legalActions(std::vector<Action>& out) const; // reuses `out`'s storage
    bool isLegal(const Action& a) const;
    // Applies an action, or rejects it with a typed error and leaves the state untouched.
    ApplyResult apply(const Action& a, EventLog* events = nullptr);
    // apply for an action known to be legal (from legalActions, or isLegal just asked): the same
    // change without checking it again. Anything else is undefined; debug builds assert it.
    void applyLegal(const Action& a, EventLog* events = nullptr);
    std::optional<Decision> pendingDecision() const;
    State clone() const { return *this; }
    std::string serialize() const;
    static std::optional<State> deserialize(std::shared_ptr<const Content> content,
                                            const std::string& text, std::string& error);

    bool ended() const { return end.reason != EndReason::None; }
    const std::string& outcome() const;        // empty while running
    const nlohmann::ordered_json* endData() const;     // the ending effect's data, if any

    const Content& content() const { return *content_; }
    const std::shared_ptr<const Content>& contentPtr() const { return content_; }
    const CardDef& def(CardIndex c) const { return content_->cards[c]; }
    const Ruleset& rules() const { return content_->ruleset; }

    ZoneCards& zone(Zone z) { return zones_[static_cast<int>(z)]; }
    const ZoneCards& zone(Zone z) const { return zones_[static_cast<int>(z)]; }
    ZoneCards& hand() { return zone(Zone::Hand); }
    const ZoneCards& hand() const { return zone(Zone::Hand); }
    ZoneCards& deck() { return zone(Zone::Deck); }
    const ZoneCards& deck() const { return zone(Zone::Deck); }
    // Where a card instance is: its zone and position, or false.
    bool locate(Uid uid, Zone& z, std::uint32_t& pos) const;
    // The slot index: for each uid below kSlotUids, the zone and position of its card, which
    // locate() reads before it scans (a SPEAK looks its cards up by uid a few times over; scanning
    // the zones was a twentieth of a playout, most of it in mispredicted loop exits). A cache, kept
    // by whatever adds, removes or reorders the cards of a zone (changes/zones.cpp, setup,
    // view-as): placed() for a card put in a zone, reindex() for the cards that moved up when one
    // was taken out, forgetSlot() for a card that leaves the game. It is rebuilt when a state is
    // read (refreshCardCaches). A stale slot costs time, never an answer: locate falls back to
    // scanning. operator== ignores it; the invariants check it (checkUids).
    // The deck's positions are not kept: every draw takes its first card and would move them all,
    // and its cards are seldom looked up. A deck card's slot says only "in the deck".
    static constexpr Uid kSlotUids = 128;
    static constexpr std::uint32_t kSlotPositions = 31; // a position from here on means "in the zone"
    void placed(Zone z, std::uint32_t at) { setSlot(zones_[static_cast<int>(z)][at].uid, z, at); }
    void reindex(Zone z, std::uint32_t from = 0) {
        if (z == Zone::Deck) return;
        const ZoneCards& cards = zones_[static_cast<int>(z)];
        for (std::uint32_t i = from; i < cards.size(); ++i) setSlot(cards[i].uid, z, i);
    }
    void forgetSlot(Uid uid) {
        if (uid < kSlotUids) slots_[uid] = 0;
    }
    // The position the index keeps for a card at `pos` of `z`: kSlotPositions for a deck card or
    // one past it.
    static constexpr std::uint32_t keptPosition(Zone z, std::uint32_t pos) {
        return z == Zone::Deck ? kSlotPositions : std::min(pos, kSlotPositions);
    }
    // The indexed zone and position of `uid`: false when it has none (or a uid past the index).
    bool slot(Uid uid, Zone& z, std::uint32_t& pos) const {
        const std::uint8_t v = uid < kSlotUids ? slots_[uid] : 0;
        if (!v) return false;
        z = static_cast<Zone>((v & 7u) - 1);
        pos = v >> 3;
        return true;
    }
    Uid newUid() { return nextUid++; }

    friend bool operator==(const State& a, const State& b);

    // --- the data; rules code reads and writes these directly ---
    Rng rng;
    std::uint16_t npc = 0;
    std::int16_t turn = 1;
    std::int16_t comfort = 0;
    std::uint8_t emotion = 0; // index into ruleset.states
    std::int16_t patience = 0;
    std::int16_t weight = 0; // available in the pool now
    std::uint16_t atmosphere = 0;
    std::array<std::int16_t, kMaxTokenTypes> tokens{};
    bool freeNextAction = false;
    bool atmosphereSet = false; // a SetAtmosphere resolved during the current card
    Uid nextUid = 1;
    EndInfo end;
    PendingDecisionData decision;
    // Bit per TriggerKind that some card of this conversation has a trigger for: the events that
    // can fire a card's trigger at all (most of a pack's trigger kinds are on cards this deck does
    // not hold). A cache, not part of the state: every card made (noteCard) adds its kinds, and
    // none are taken away when a token ceases, so it may hold more than the cards now do but
    // never less; operator== ignores it.
    std::uint32_t cardEvents = 0; // here, in the padding after `decision`: a State stays its size
    void noteCard(CardIndex c) { cardEvents |= def(c).triggerMask; }
    // cardEvents, strayTokens and the slot index from the cards in the zones now (after a state is
    // read or set up from data).
    void refreshCardCaches();
    PendingPayment payment;
    SmallVec<AbilityUse, 4> abilityUses; // this turn
    SmallVec<Task, 14> tasks;        // 14 inline: deeper stacks are rare (tst_allocations counts them)
    SmallVec<Task, 4> firedTriggers; // fired during the current step, not yet on the stack
    Registry effects;                // the active effects in force (seed 004)
    SmallVec<SkillInst, 8> skills;   // held skills of both sides (seed 003): 8 inline, as a mid-game state of the built-in pack holds
    SmallVec<Mark, 4> marks;
    SmallVec<Converted, 2> converted;
    SmallVec<SkillRecord, 8> records; // skills' records, in the order the cards were recorded: 8 of 4 bytes inline
    std::uint8_t spokenThisAction = 0; // cards played by the current SPEAK (cards per SPEAK)
    // Whether a token may have left the table and hand for another zone since the last sweep
    // (settleViewAs): a token made from nothing that was played and put away. Set where cards
    // move, cleared by the sweep; true is always safe, so a state read from data sets it. Like
    // cardEvents a cache, in padding, that operator== ignores.
    bool strayTokens = false;
    std::uint16_t skillTypes = 0;      // bit per SkillType among `skills`: a fast skip
    std::uint32_t skillEvents = 0;     // bit per TriggerKind some held trigger skill hears (skillHears)
    // Per trigger event, which of the first kHearerSlots held skills hear it (bit i: skills[i]):
    // an event walks its hearers rather than every held skill. A cache like skillTypes; with more
    // skills held than that, events walk them all.
    std::array<std::uint16_t, kTriggerKindCount> hearers{};
    static constexpr std::uint32_t kHearerSlots = 16;
    // Per skill type, which of the first kHearerSlots held skills have it (bit i: skills[i]): the
    // queries that ask the skills of one type (prohibit, invalidity, filter, view-as) walk those
    // (heldOfType, state/held_skills.h) rather than every held skill. A cache like hearers.
    std::array<std::uint16_t, kSkillTypeNames.size()> typeSlots{};
    // Of those, the trigger skills that cancel an effect (index 2 * side) and that answer a
    // cancellation (2 * side + 1), side as sideIndex: the cancel window's questions walk them.
    std::array<std::uint16_t, 4> responders{};
    // Whether a held skill may have a use counted this turn (SkillInst::usesThisTurn not 0), so
    // that a new turn has counts to clear; most turns use no skill. True is always safe, and a
    // state read from data starts so. A cache, in padding, that operator== ignores.
    bool skillUsesThisTurn = true;

    // Marks; 0 when absent.
    int mark(Uid holder, std::uint8_t m) const;
    bool hasSkillType(SkillType t) const { return skillTypes & (1u << unsigned(t)); }

private:
    void setSlot(Uid uid, Zone z, std::uint32_t pos) {
        if (uid < kSlotUids)
            slots_[uid] = static_cast<std::uint8_t>((static_cast<unsigned>(z) + 1) | (keptPosition(z, pos) << 3));
    }
    std::shared_ptr<const Content> content_;
    std::array<ZoneCards, kZoneCount> zones_;
    // A byte a uid: bits 0-2 its zone + 1 (0: none), bits 3-7 its position (kSlotPositions: past).
    std::array<std::uint8_t, kSlotUids> slots_{};
};

// The card instance `uid` (and its zone when `zone` is given), or null.
const CardInst* findCard(const State& s, Uid uid, Zone* zone = nullptr);
CardInst* findCard(State& s, Uid uid, Zone* zone = nullptr);

} // namespace parley
