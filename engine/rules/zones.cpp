#include "rules/zones.h"

#include "modifiers/lifecycle.h"
#include "triggers/triggers.h"

namespace parley {

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

bool moveCard(Ctx& c, Uid uid, Zone to, bool top) {
    State& s = c.s;
    Zone from;
    std::uint32_t pos;
    if (!s.locate(uid, from, pos)) return false;
    CardInst inst = s.zone(from)[pos];
    s.zone(from).erase(pos);
    // Being tapped or revealed belongs to a place; a card arrives fresh.
    inst.flags &= static_cast<std::uint8_t>(~(CardFlag::Tapped | CardFlag::Revealed));
    if (from == Zone::Table) removeEffectsOf(s, uid, inst.card);
    if (from == Zone::Table && inst.has(CardFlag::Token)) {
        c.emit(ev::TokenCeased{inst.uid, inst.card});
        fireTriggers(c, TriggerKind::LeftZone, uid, Zone::Table, inst.card);
        return true;
    }
    if (to == Zone::Deck && top) s.zone(to).insert(0, inst);
    else s.zone(to).push_back(inst);
    if (to == Zone::Table) registerAuras(s, uid, inst.card);
    c.emit(ev::CardMoved{uid, inst.card, from, to});
    fireTriggers(c, TriggerKind::LeftZone, uid, from);
    fireTriggers(c, TriggerKind::EnteredZone, uid, to);
    return true;
}

void shuffleZone(State& s, Zone z) {
    ZoneCards& zone = s.zone(z);
    for (std::uint32_t i = zone.size(); i > 1; --i) std::swap(zone[i - 1], zone[s.rng.below(i)]);
}

void drawCards(Ctx& c, int n) {
    State& s = c.s;
    for (int i = 0; i < n && !s.ended(); ++i) {
        if (s.deck().empty()) {
            if (s.rules().emptyDeck == EmptyDeckRule::ReshuffleDiscard && !s.zone(Zone::Discard).empty()) {
                // A reshuffle is not a series of card moves: no zone triggers fire for it.
                ZoneCards& discard = s.zone(Zone::Discard);
                const auto count = static_cast<std::uint16_t>(discard.size());
                for (const CardInst& ci : discard) s.deck().push_back(ci);
                discard.clear();
                shuffleZone(s, Zone::Deck);
                c.emit(ev::DeckReshuffled{count});
            } else {
                c.emit(ev::DeckEmpty{});
                return;
            }
        }
        const CardInst top = s.deck()[0];
        c.emit(ev::CardDrawn{top.uid, top.card});
        moveCard(c, top.uid, Zone::Hand);
    }
}

Uid createToken(Ctx& c, CardIndex card, Controller who) {
    State& s = c.s;
    const Uid uid = s.newUid();
    std::uint8_t flags = CardFlag::Token;
    if (who == Controller::Npc) flags |= CardFlag::NpcControlled;
    s.zone(Zone::Table).push_back({card, uid, flags, 0});
    registerAuras(s, uid, card);
    c.emit(ev::TokenCreated{uid, card, who == Controller::Npc});
    fireTriggers(c, TriggerKind::EnteredZone, uid, Zone::Table);
    return uid;
}

void tapCard(Ctx& c, Uid uid) {
    if (CardInst* ci = findCard(c.s, uid)) {
        ci->flags |= CardFlag::Tapped;
        c.emit(ev::CardTapped{uid, ci->card});
    }
}

void untapTable(Ctx& c) {
    for (CardInst& ci : c.s.zone(Zone::Table)) {
        if (!ci.has(CardFlag::Tapped)) continue;
        ci.flags &= static_cast<std::uint8_t>(~CardFlag::Tapped);
        c.emit(ev::CardUntapped{ci.uid, ci.card});
    }
}

void revealCard(Ctx& c, Uid uid) {
    if (CardInst* ci = findCard(c.s, uid)) {
        ci->flags |= CardFlag::Revealed;
        c.emit(ev::CardRevealed{uid, ci->card});
    }
}

} // namespace parley
