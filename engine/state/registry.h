#pragma once
// The active-effects registry: every persistent modifier in force (the ruleset's, the atmosphere's,
// auras of cards on the table, card effects with a duration, NPC skills) in one place, so each
// derived number is a query over it and can explain itself.
//
// It lives inside State, which is copied for every AI rollout, so it is plain data: no pointers,
// trivially copyable entries in a SmallVec, and queries that never allocate (except to build an
// explanation, which only happens when one is asked for).
//
// Storage is ordered by (target, id). A query concerns one target, so it finds its effects by
// binary search and its cost follows the effects on that target, not the size of the registry.
//
// Combining (seed 004's open question 2, "is order significant?" - yes, and it is fixed here):
//   1. stacking groups are resolved first: effects with the same non-zero stackingKey on the same
//      target form a group; the group's mode is that of its earliest registered applicable member:
//        Additive - every member applies;
//        MaxOnly  - only the member with the largest value applies (ties: the earliest);
//        MinOnly  - only the member with the smallest value applies (ties: the earliest);
//        NoStack  - only the earliest registered member applies.
//      Key 0 puts an effect in a group of its own, so it always applies.
//   2. the effects that apply then change the value by operation, in this order:
//        set (only the last registered one: a later "= x" overrides an earlier one),
//        add and addMagnitude, multiply, min ("at most"), max ("at least");
//      within one operation class, in registration order.
//   So "= 0" resets before bonuses, a bonus is scaled by a multiplier whatever the order the
//   cards came into play, and caps are applied last so nothing can push past them.
#include "content/enums.h"
#include "content/limits.h"
#include "state/breakdown.h"
#include "util/small_vec.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace parley {


// What a breakdown step of an effect from `source` names.
constexpr StepOrigin stepOrigin(EffectSource source) {
    switch (source) {
    case EffectSource::Rule: return StepOrigin::RuleEffect;
    case EffectSource::Atmosphere: return StepOrigin::Atmosphere;
    case EffectSource::Skill: return StepOrigin::Skill;
    case EffectSource::Aura:
    case EffectSource::CardEffect: break;
    }
    return StepOrigin::Card;
}
inline std::string_view name(Side v) { return enumName(kSideNames, v); }

// One effect in force. 24 bytes, fields ordered to avoid padding; trivially copyable so that
// copying a State copies the registry with a memcpy.
struct ActiveEffect {
    std::uint16_t id = 0;               // unique among live effects; assigned by Registry::add
    ModTarget target = ModTarget::SuccessChance; // the derived number it changes
    ModOp op = ModOp::Add;
    std::int16_t value = 0;
    EffectSource source = EffectSource::Rule;
    Side side = Side::Player;           // whose side the source is on
    std::uint16_t sourceUid = 0;        // the card instance providing it; 0 = none (the rules)
    std::uint16_t sourceCard = 0;       // that card's CardIndex, for explanations
    std::uint8_t sourceIndex = 0;       // which modifier of the source (a card may have several)
    EffectScope scope = EffectScope::Global;
    EffectTrigger trigger = EffectTrigger::Continuous;
    Stacking stacking = Stacking::Additive;
    std::uint16_t stackingKey = 0;      // same key and target: combined by `stacking`; 0 = alone
    std::int16_t expiresTurn = 0;       // 0: until its source removes it; else gone at that turn
    std::uint16_t condition = 0;        // opaque here (the caller maps it to a formula); 0 = none
    bool suppressed = false;            // kept but ignored by queries (e.g. an ability lock)
    friend bool operator==(const ActiveEffect&, const ActiveEffect&) = default;
};
static_assert(std::is_trivially_copyable_v<ActiveEffect>);
static_assert(sizeof(ActiveEffect) == 24);

// The operations of a modifier. addMagnitude moves a value away from zero by `by` (a bonus to a
// gain or to a loss alike); zero stays zero because there is no direction to grow in.
// Inline because it is on every query's path.
// Every result saturates at +/-limits::kMaxDerivedNumber: modifiers compound (x1000 four times is
// 10^12), and a wrapped int could turn a cost into 0 or a chance into its opposite. Computed in 64
// bits, which costs the same as 32 on the targets we build for, and clamped without a branch.
constexpr int saturatedDerived(long long v) {
    constexpr long long m = limits::kMaxDerivedNumber;
    return static_cast<int>(v < -m ? -m : v > m ? m : v);
}
constexpr int applyModOp(ModOp op, int value, int by) {
    const long long v = value;
    switch (op) {
    case ModOp::Add: return saturatedDerived(v + by);
    case ModOp::Multiply: return saturatedDerived(v * by);
    case ModOp::Set: return saturatedDerived(by);
    case ModOp::Min: return saturatedDerived(std::min(v, static_cast<long long>(by)));
    case ModOp::Max: return saturatedDerived(std::max(v, static_cast<long long>(by)));
    case ModOp::AddMagnitude: return saturatedDerived(v > 0 ? v + by : v < 0 ? v - by : 0);
    }
    return value;
}
// How an operation reads in an explanation: "+20", "-5", "x2", "= 0", "at most 3", "at least 1".
std::string modOpText(ModOp op, int by);

namespace registry_detail {
// The state of one stacking group during a query: its mode and the member that applies.
struct Group {
    std::uint16_t key = 0;
    Stacking mode = Stacking::Additive;
    std::uint16_t winner = 0; // id of the applying member (unused for Additive)
    std::int16_t best = 0;    // its value
    void offer(const ActiveEffect& e) { // members are offered in id order
        if ((mode == Stacking::MaxOnly && e.value > best) ||
            (mode == Stacking::MinOnly && e.value < best)) {
            winner = e.id;
            best = e.value;
        }
    }
    bool applies(const ActiveEffect& e) const {
        return mode == Stacking::Additive || e.id == winner;
    }
};
inline Group startGroup(const ActiveEffect& e) {
    return {e.stackingKey, e.stacking, e.id, e.value};
}

// A query's groups, on the stack. A target rarely has more than a few groups; beyond kCapacity
// a group is resolved by rescanning the target's effects instead, which is slower but still
// allocation-free and correct.
struct Groups {
    static constexpr int kCapacity = 16;
    std::array<Group, kCapacity> g;
    int n = 0;
    Group* find(std::uint16_t key) {
        for (int i = 0; i < n; ++i)
            if (g[i].key == key) return &g[i];
        return nullptr;
    }
    const Group* find(std::uint16_t key) const { return const_cast<Groups*>(this)->find(key); }
    // A group that does not fit is left out; find() then misses it and the caller rescans.
    void offer(const ActiveEffect& e) {
        if (Group* grp = find(e.stackingKey)) grp->offer(e);
        else if (n < kCapacity) g[n++] = startGroup(e);
    }
};

// The operation classes in the order they are applied (see the top of this file).
constexpr int opPhase(ModOp op) {
    switch (op) {
    case ModOp::Set: return 0;
    case ModOp::Add:
    case ModOp::AddMagnitude: return 1;
    case ModOp::Multiply: return 2;
    case ModOp::Min: return 3;
    case ModOp::Max: return 4;
    }
    return 1;
}
inline constexpr int kPhases = 5;
} // namespace registry_detail

class Registry {
public:
    // At most this many effects are in force; add() refuses one more (see limits.h).
    static constexpr std::uint32_t kCapacity = limits::kMaxActiveEffects;
    static_assert(kCapacity < 0xFFFF, "ids and the index below are 16 bits");
    // Registers `e` (its id is ignored and assigned) and returns its id, or 0 when kCapacity
    // effects are in force already: the caller reports the refusal, nothing else changes. Ids
    // increase with each registration; if they run out the live effects are renumbered 1..n in
    // their order (not expected within one conversation, but it keeps ids unique rather than
    // wrapping into a clash). A new effect is suppressed only if e.suppressed says so (a caller
    // with a lock in force sets it).
    std::uint16_t add(ActiveEffect e);
    bool full() const { return effects_.size() >= kCapacity; }
    int remove(std::uint16_t id); // one effect; returns 1 if it was there
    // When a card leaves play, everything it provided goes with it. Returns how many were removed.
    int removeBySource(std::uint16_t sourceUid);
    int removeBySourceType(EffectSource type); // e.g. the old atmosphere's effects
    // Removes the effects whose duration is over: expiresTurn != 0 and turn >= expiresTurn.
    int removeExpired(int turn);
    // Suppresses (on) or lifts (off) every effect of a source type, except those provided by
    // exceptSourceUid (a suppressor does not switch off its own effects; 0 = no exception).
    // Returns how many effects changed. Lifting lifts them all: with several suppressors the
    // caller re-applies the ones still in force.
    int setSuppressed(EffectSource type, bool on, std::uint16_t exceptSourceUid = 0);
    // One effect, by its place in all() (order and ids are unaffected).
    void setSuppressedAt(std::uint32_t index, bool on) { effects_[index].suppressed = on; }

    // The effects on `target`, in registration order (suppressed ones included).
    std::span<const ActiveEffect> ofTarget(ModTarget target) const;
    // Whether any effect is on `target`: one bit test, for the queries' common "nothing here" case.
    bool hasTarget(ModTarget target) const { return targets_ & (1u << unsigned(target)); }
    // Whether any effect acts at `when` (turnStart or turnEnd; for continuous, whether any effect
    // is), and whether any has a duration: the turn boundaries' common "nothing to do" case.
    bool hasTrigger(EffectTrigger when) const { return kinds_ & (1u << unsigned(when)); }
    bool hasExpiring() const { return kinds_ & kExpiringBit; }

    // Calls visit(effect) for each effect on `target`, in registration order, skipping suppressed
    // ones unless includeSuppressed. The visitor applies its own scope/condition tests.
    // Cost: O(log n + effects on that target).
    template <class F> void forEach(ModTarget target, bool includeSuppressed, F&& visit) const {
        for (const ActiveEffect& e : ofTarget(target))
            if (includeSuppressed || !e.suppressed) visit(e);
    }

    // `base` changed by the unsuppressed effects on `target` that pass accept(effect) (the
    // caller's scope, trigger and condition tests), by the stacking and ordering rules at the top
    // of this file. accept must be a pure test: it may be called more than once per effect.
    // When `why` is given, each applied effect adds a step "<change> <label(effect)>" with the
    // value after. No allocation unless `why` is given; O(log n + effects on that target) for up
    // to registry_detail::Groups::kCapacity stacking groups on the target.
    template <class Accept, class Label>
    int combined(ModTarget target, int base, Accept&& accept, Label&& label, Breakdown* why) const;
    // Every unsuppressed effect on the target, no explanation.
    int combined(ModTarget target, int base) const;
    // Calls visit(effect) for each unsuppressed effect on `target` that passes accept(effect) and
    // survives its stacking group (the rules at the top of this file), in registration order: for
    // effects that act one by one rather than combine into a number (turnStart/turnEnd ones).
    template <class Accept, class Visit> void forEachApplying(ModTarget target, Accept&& accept, Visit&& visit) const;

    std::uint32_t size() const { return effects_.size(); }
    bool empty() const { return effects_.empty(); }
    const ActiveEffect* find(std::uint16_t id) const; // linear: lookups by id are rare
    const SmallVec<ActiveEffect, 8>& all() const { return effects_; }
    std::uint16_t nextId() const { return nextId_; }
    // Rebuilds a saved registry exactly (ids included). False when the entries cannot have come
    // from a registry: more than kCapacity, duplicate ids, or ids not below nextId.
    bool restore(const std::vector<ActiveEffect>& entries, std::uint16_t nextId);

    friend bool operator==(const Registry&, const Registry&) = default;

private:
    template <class Pred> int removeIf(Pred pred);
    void renumber();

    // Recomputes the index below from effects_, after a removal or a restore (an insertion moves
    // the starts after its target itself).
    void reindex();
    static constexpr unsigned kExpiringBit = 1u << 7;
    static_assert(kEffectTriggerNames.size() < 7);
    static constexpr std::size_t kTargets = kModTargetNames.size();

    SmallVec<ActiveEffect, 8> effects_; // sorted by (target, id)
    std::uint16_t nextId_ = 1;          // 0 once the ids ran out: the next add renumbers
    std::uint8_t kinds_ = 0;            // bit per EffectTrigger of some effect, and kExpiringBit
    std::uint32_t targets_ = 0;         // bit per ModTarget with some effect
    // Where each target's effects start in effects_ (the last entry: its size), so that a query
    // finds its range with two loads rather than two binary searches.
    std::array<std::uint16_t, kTargets + 1> starts_{};
};

namespace registry_detail {
// Which effects of one target survive their stacking groups, for one query: `usable` is the
// query's test (unsuppressed and accepted). Built in one pass over the target's effects.
template <class Usable> class StackingFilter {
public:
    StackingFilter(std::span<const ActiveEffect> range, const Usable& usable) : range_(range), usable_(usable) {
        for (const ActiveEffect& e : range)
            if (e.stackingKey != 0 && usable(e)) groups_.offer(e);
    }
    // Whether `e` (which the query uses) survives its group's stacking.
    bool applies(const ActiveEffect& e) const {
        if (e.stackingKey == 0) return true;
        if (const Group* g = groups_.find(e.stackingKey)) return g->applies(e);
        // Only a group that did not fit gets here: resolve it by rescanning.
        Group g;
        bool started = false;
        for (const ActiveEffect& m : range_) {
            if (m.stackingKey != e.stackingKey || !usable_(m)) continue;
            if (!started) g = startGroup(m), started = true;
            else g.offer(m);
        }
        return g.applies(e);
    }

private:
    std::span<const ActiveEffect> range_;
    const Usable& usable_;
    Groups groups_;
};
} // namespace registry_detail

template <class Accept, class Label>
int Registry::combined(ModTarget target, int base, Accept&& accept, Label&& label,
                       Breakdown* why) const {
    const std::span<const ActiveEffect> range = ofTarget(target);
    auto usable = [&](const ActiveEffect& e) { return !e.suppressed && accept(e); };
    auto step = [&](const ActiveEffect& e) {
        base = applyModOp(e.op, base, e.value);
        if (why)
            why->add(label(e), modOpText(e.op, e.value), base, stepOrigin(e.source), e.op, e.value, e.sourceCard)
                .side = e.side;
    };
    // One effect on the target, the usual case: it is alone in its stacking group and in its
    // operation class, so it applies exactly when it is usable.
    if (range.size() == 1) {
        if (usable(range[0])) step(range[0]);
        return base;
    }

    // Pass 1: resolve the stacking groups of the effects that pass, and note which operation
    // classes occur so that the passes below skip the absent ones.
    const registry_detail::StackingFilter<decltype(usable)> stacking(range, usable);
    unsigned phases = 0;
    for (const ActiveEffect& e : range)
        if (!e.suppressed) phases |= 1u << registry_detail::opPhase(e.op);
    auto applies = [&](const ActiveEffect& e) { return stacking.applies(e); };

    // Set: only the last registered applying one matters, so look from the end.
    if (phases & 1u)
        for (auto it = range.rbegin(); it != range.rend(); ++it)
            if (it->op == ModOp::Set && usable(*it) && applies(*it)) {
                step(*it);
                break;
            }
    // The other operation classes, each in registration order.
    for (int phase = 1; phase < registry_detail::kPhases; ++phase)
        if (phases & (1u << phase))
            for (const ActiveEffect& e : range)
                if (registry_detail::opPhase(e.op) == phase && usable(e) && applies(e)) step(e);
    return base;
}

template <class Accept, class Visit>
void Registry::forEachApplying(ModTarget target, Accept&& accept, Visit&& visit) const {
    const std::span<const ActiveEffect> range = ofTarget(target);
    auto usable = [&](const ActiveEffect& e) { return !e.suppressed && accept(e); };
    const registry_detail::StackingFilter<decltype(usable)> stacking(range, usable);
    for (const ActiveEffect& e : range)
        if (usable(e) && stacking.applies(e)) visit(e);
}

} // namespace parley
