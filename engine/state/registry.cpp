#include "state/registry.h"

#include <cassert>

namespace parley {

std::string modOpText(ModOp op, int by) {
    switch (op) {
    case ModOp::Add: return by >= 0 ? "+" + std::to_string(by) : std::to_string(by);
    case ModOp::Multiply: return "x" + std::to_string(by);
    case ModOp::Set: return "= " + std::to_string(by);
    case ModOp::Min: return "at most " + std::to_string(by);
    case ModOp::Max: return "at least " + std::to_string(by);
    case ModOp::AddMagnitude: return "+/-" + std::to_string(by);
    }
    return {};
}

namespace {
// An effect's bits in the registry's summary of kinds: its trigger, and `expiring` when it has a
// duration.
std::uint8_t kindBits(const ActiveEffect& e, unsigned expiring) {
    return static_cast<std::uint8_t>((1u << unsigned(e.trigger)) | (e.expiresTurn != 0 ? expiring : 0u));
}
} // namespace

std::uint16_t Registry::add(ActiveEffect e) {
    // A full registry is a state of the rules, not an error: the effect stays out, and the caller
    // tells the log. Below kCapacity the ids and the 16-bit index cannot overflow.
    if (full()) return 0;
    if (nextId_ == 0) renumber();
    e.id = nextId_++; // wraps to 0 after 65535, which makes the next add renumber
    // The new id is the largest on its target, so it belongs at the end of the target's range;
    // inserting there keeps the (target, id) order without sorting.
    // Every target is a named one (the loader and the saved-state reader read them by name).
    const auto t = static_cast<std::size_t>(e.target);
    assert(t < kTargets);
    // The index follows without being rebuilt: the ranges after this target start one later.
    effects_.insert(starts_[t + 1], e);
    for (std::size_t u = t + 1; u <= kTargets; ++u) ++starts_[u];
    targets_ |= 1u << unsigned(e.target);
    kinds_ |= kindBits(e, kExpiringBit);
    return e.id;
}

void Registry::reindex() {
    targets_ = 0;
    kinds_ = 0;
    std::uint32_t i = 0;
    for (std::size_t t = 0; t < kTargets; ++t) {
        starts_[t] = static_cast<std::uint16_t>(i);
        for (; i < effects_.size() && static_cast<std::size_t>(effects_[i].target) == t; ++i) {
            const ActiveEffect& e = effects_[i];
            targets_ |= 1u << unsigned(e.target);
            kinds_ |= kindBits(e, kExpiringBit);
        }
    }
    starts_[kTargets] = static_cast<std::uint16_t>(effects_.size());
}

// Gives the live effects ids 1..n in their current id order. Each target's range is already in
// id order, so merging the ranges visits all effects by increasing id without extra memory.
void Registry::renumber() {
    const std::uint32_t n = effects_.size(); // below kCapacity (add), so n + 1 is a valid id
    std::array<std::uint32_t, 256> cur{}, end{}; // one range per ModTarget value at most
    int ranges = 0;
    for (std::uint32_t i = 0; i < n; ++i) {
        if (i == 0 || effects_[i].target != effects_[i - 1].target) {
            cur[ranges] = i;
            ++ranges;
        }
        end[ranges - 1] = i + 1;
    }
    for (std::uint32_t next = 1; next <= n; ++next) {
        int pick = -1;
        for (int r = 0; r < ranges; ++r)
            if (cur[r] < end[r] &&
                (pick < 0 || effects_[cur[r]].id < effects_[cur[pick]].id))
                pick = r;
        effects_[cur[pick]++].id = static_cast<std::uint16_t>(next);
    }
    nextId_ = static_cast<std::uint16_t>(n + 1);
}

bool Registry::restore(const std::vector<ActiveEffect>& entries, std::uint16_t nextId) {
    if (entries.size() > kCapacity) return false;
    std::vector<ActiveEffect> sorted = entries;
    std::sort(sorted.begin(), sorted.end(), [](const ActiveEffect& a, const ActiveEffect& b) {
        return a.target != b.target ? a.target < b.target : a.id < b.id;
    });
    std::vector<std::uint16_t> ids;
    for (const ActiveEffect& e : sorted) {
        if (e.id == 0 || (nextId != 0 && e.id >= nextId)) return false;
        ids.push_back(e.id);
    }
    std::sort(ids.begin(), ids.end());
    if (std::adjacent_find(ids.begin(), ids.end()) != ids.end()) return false;
    effects_.clear();
    for (const ActiveEffect& e : sorted) effects_.push_back(e);
    nextId_ = nextId;
    reindex();
    return true;
}

// Removal keeps the survivors in order, so the (target, id) order needs no repair.
template <class Pred> int Registry::removeIf(Pred pred) {
    std::uint32_t kept = 0;
    for (std::uint32_t i = 0; i < effects_.size(); ++i)
        if (!pred(effects_[i])) effects_[kept++] = effects_[i];
    const int removed = static_cast<int>(effects_.size() - kept);
    effects_.resize(kept);
    if (removed) reindex();
    return removed;
}

int Registry::remove(std::uint16_t id) {
    return removeIf([id](const ActiveEffect& e) { return e.id == id; });
}

int Registry::removeBySource(std::uint16_t sourceUid) {
    return removeIf([sourceUid](const ActiveEffect& e) { return e.sourceUid == sourceUid; });
}

int Registry::removeBySourceType(EffectSource type) {
    return removeIf([type](const ActiveEffect& e) { return e.source == type; });
}

int Registry::removeExpired(int turn) {
    return removeIf(
        [turn](const ActiveEffect& e) { return e.expiresTurn != 0 && turn >= e.expiresTurn; });
}

int Registry::setSuppressed(EffectSource type, bool on, std::uint16_t exceptSourceUid) {
    int changed = 0;
    for (ActiveEffect& e : effects_) {
        if (e.source != type || e.suppressed == on) continue;
        if (exceptSourceUid != 0 && e.sourceUid == exceptSourceUid) continue;
        e.suppressed = on;
        ++changed;
    }
    return changed;
}

std::span<const ActiveEffect> Registry::ofTarget(ModTarget target) const {
    const auto t = static_cast<std::size_t>(target);
    if (t >= kTargets) return {};
    return {effects_.begin() + starts_[t], effects_.begin() + starts_[t + 1]};
}

int Registry::combined(ModTarget target, int base) const {
    return combined(
        target, base, [](const ActiveEffect&) { return true; },
        [](const ActiveEffect&) { return std::string(); }, nullptr);
}

const ActiveEffect* Registry::find(std::uint16_t id) const {
    for (const ActiveEffect& e : effects_)
        if (e.id == id) return &e;
    return nullptr;
}

} // namespace parley
