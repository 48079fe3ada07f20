#include "state/state.h"

namespace parley {

bool State::locate(Uid uid, Zone& z, std::uint32_t& pos) const {
    Zone at;
    std::uint32_t kept;
    if (slot(uid, at, kept)) {
        const ZoneCards& cards = zones_[static_cast<int>(at)];
        if (kept < cards.size() && cards[kept].uid == uid) {
            z = at;
            pos = kept;
            return true;
        }
    }
    // Not indexed (a uid past the index, a deck card, a position past kSlotPositions, or a stale
    // slot). Most lookups are for the hand and the table; the deck, the largest zone, comes last.
    static constexpr int order[] = {0, 4, 2, 3, 5, 1};
    for (int zi : order) {
        const ZoneCards& cards = zones_[zi];
        for (std::uint32_t i = 0; i < cards.size(); ++i) {
            if (cards[i].uid == uid) {
                z = static_cast<Zone>(zi);
                pos = i;
                return true;
            }
        }
    }
    return false;
}

const CardInst* findCard(const State& s, Uid uid, Zone* zone) {
    Zone z;
    std::uint32_t pos;
    if (!s.locate(uid, z, pos)) return nullptr;
    if (zone) *zone = z;
    return &s.zone(z)[pos];
}

CardInst* findCard(State& s, Uid uid, Zone* zone) {
    return const_cast<CardInst*>(findCard(static_cast<const State&>(s), uid, zone));
}

const std::string& State::outcome() const {
    static const std::string none;
    return ended() ? content_->outcomes[end.outcome] : none;
}

const nlohmann::ordered_json* State::endData() const {
    if (end.reason != EndReason::Effect) return nullptr;
    const auto& effects = content_->effectList(end.card, end.list);
    if (end.effectIndex >= effects.size() || effects[end.effectIndex].data.is_null()) return nullptr;
    return &effects[end.effectIndex].data;
}

bool operator==(const State& a, const State& b) {
    return a.content_ == b.content_ && a.rng == b.rng && a.npc == b.npc && a.turn == b.turn &&
           a.comfort == b.comfort && a.emotion == b.emotion && a.patience == b.patience &&
           a.weight == b.weight && a.atmosphere == b.atmosphere && a.tokens == b.tokens &&
           a.freeNextAction == b.freeNextAction && a.atmosphereSet == b.atmosphereSet &&
           a.nextUid == b.nextUid && a.end == b.end && a.decision == b.decision &&
           a.tasks == b.tasks && a.zones_ == b.zones_ && a.payment == b.payment &&
           a.abilityUses == b.abilityUses && a.firedTriggers == b.firedTriggers &&
           a.effects == b.effects && a.skills == b.skills && a.marks == b.marks &&
           a.converted == b.converted && a.records == b.records &&
           a.spokenThisAction == b.spokenThisAction && a.skillTypes == b.skillTypes &&
           a.skillEvents == b.skillEvents;
}

void State::refreshCardCaches() {
    cardEvents = 0;
    strayTokens = false;
    slots_ = {};
    for (int z = 0; z < kZoneCount; ++z)
        for (std::uint32_t i = 0; i < zones_[z].size(); ++i) {
            const CardInst& ci = zones_[z][i];
            placed(static_cast<Zone>(z), i);
            noteCard(ci.card);
            if (ci.has(CardFlag::Token) && z != int(Zone::Table) && z != int(Zone::Hand)) strayTokens = true;
        }
}

int State::mark(Uid holder, std::uint8_t m) const {
    for (const Mark& k : marks)
        if (k.holder == holder && k.mark == m) return k.value;
    return 0;
}

} // namespace parley
