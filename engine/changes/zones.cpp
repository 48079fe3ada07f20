#include "changes/zones.h"

#include "modifiers/lifecycle.h"
#include "triggers/triggers.h"

namespace parley {

namespace {
// A view-as card turns back into its own card; true when `uid` was one.
bool revertConverted(State& s, Uid uid, CardInst& inst) {
    for (std::uint32_t i = 0; i < s.converted.size(); ++i)
        if (s.converted[i].uid == uid) {
            inst.card = s.converted[i].original;
            s.converted.erase(i);
            return true;
        }
    return false;
}

// Moves the card at `pos` of `from` (found by the caller).
bool moveCardAt(Ctx& c, Zone from, std::uint32_t pos, Zone to, bool top, std::uint8_t pile) {
    State& s = c.s;
    CardInst inst = s.zone(from)[pos];
    const Uid uid = inst.uid;
    s.zone(from).erase(pos);
    s.reindex(from, pos);
    // Being tapped or revealed belongs to a place; a card arrives fresh.
    inst.flags &= static_cast<std::uint8_t>(~(CardFlag::Tapped | CardFlag::Revealed));
    inst.pile = pile;
    if (from == Zone::Table) removeEffectsOf(c, uid, inst.card);
    if (from == Zone::Table && !s.converted.empty()) revertConverted(s, uid, inst);
    if (from == Zone::Table && inst.has(CardFlag::Token)) {
        s.forgetSlot(uid);
        c.emit(ev::TokenCeased{inst.uid, inst.card});
        fireTriggers(c, TriggerKind::LeftZone, uid, Zone::Table, inst.card);
        return true;
    }
    if (inst.has(CardFlag::Token) && to != Zone::Hand && to != Zone::Table) s.strayTokens = true; // for settleViewAs
    if (to == Zone::Deck && top) {
        s.zone(to).insert(0, inst);
        s.placed(to, 0);
    } else {
        s.zone(to).push_back(inst);
        s.placed(to, s.zone(to).size() - 1);
    }
    if (to == Zone::Table) registerAuras(c, uid, inst.card);
    c.emit(ev::CardMoved{uid, inst.card, from, to});
    fireTriggers(c, TriggerKind::LeftZone, uid, from);
    fireTriggers(c, TriggerKind::EnteredZone, uid, to);
    return true;
}
bool moveCardImpl(Ctx& c, Uid uid, Zone to, bool top, std::uint8_t pile) {
    Zone from;
    std::uint32_t pos;
    if (!c.s.locate(uid, from, pos)) return false;
    return moveCardAt(c, from, pos, to, top, pile);
}
} // namespace

bool moveCard(Ctx& c, Uid uid, Zone to, bool top) { return moveCardImpl(c, uid, to, top, 0); }
bool moveFoundCard(Ctx& c, Zone from, const CardInst* at, Zone to, bool top) {
    return moveCardAt(c, from, static_cast<std::uint32_t>(at - c.s.zone(from).data()), to, top, 0);
}

bool moveToPile(Ctx& c, Uid uid, std::uint16_t skill) {
    return moveCardImpl(c, uid, Zone::Pile, false, static_cast<std::uint8_t>(skill + 1));
}

void settleViewAsNow(Ctx& c) {
    State& s = c.s;
    for (std::uint32_t i = s.converted.size(); i-- > 0;) {
        Zone where;
        CardInst* ci = findCard(s, s.converted[i].uid, &where);
        if (ci && where == Zone::Table) continue; // a permanent stays what it was played as
        if (ci) ci->card = s.converted[i].original;
        s.converted.erase(i);
    }
    // Cards made from nothing exist only while they are played or on the table.
    if (!s.strayTokens) return;
    s.strayTokens = false;
    for (Zone z : {Zone::Discard, Zone::Exhausted, Zone::Deck, Zone::Pile}) {
        ZoneCards& zone = s.zone(z);
        for (std::uint32_t i = zone.size(); i-- > 0;)
            if (zone[i].has(CardFlag::Token)) {
                const CardInst gone = zone[i];
                zone.erase(i);
                s.reindex(z, i);
                s.forgetSlot(gone.uid);
                c.emit(ev::TokenCeased{gone.uid, gone.card});
            }
    }
}

void shuffleZone(State& s, Zone z) {
    ZoneCards& zone = s.zone(z);
    // The generator is copied out and back: through the loop it stays in registers, where writes
    // to the zone might otherwise reach it (as the compiler must assume).
    Rng rng = s.rng;
    for (std::uint32_t i = zone.size(); i > 1; --i) std::swap(zone[i - 1], zone[rng.below(i)]);
    s.rng = rng;
    s.reindex(z);
}

void drawCards(Ctx& c, int n) {
    State& s = c.s;
    for (int i = 0; i < n && !s.ended(); ++i) {
        if (s.deck().empty()) {
            if (s.rules().emptyDeck == EmptyDeckRule::ReshuffleDiscard && !s.zone(Zone::Discard).empty()) {
                // A reshuffle is not a series of card moves: no zone triggers fire for it.
                ZoneCards& discard = s.zone(Zone::Discard);
                const auto count = static_cast<std::uint16_t>(discard.size());
                for (const CardInst& ci : discard) {
                    s.deck().push_back(ci);
                    s.placed(Zone::Deck, s.deck().size() - 1);
                }
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
        moveCardAt(c, Zone::Deck, 0, Zone::Hand, false, 0); // the top card: no search needed
    }
}

Uid createToken(Ctx& c, CardIndex card, Controller who) {
    State& s = c.s;
    if (s.nextUid >= kUidLimit) return 0;
    const Uid uid = s.newUid();
    std::uint8_t flags = CardFlag::Token;
    if (who == Controller::Npc) flags |= CardFlag::NpcControlled;
    s.zone(Zone::Table).push_back({card, uid, flags, 0});
    s.placed(Zone::Table, s.zone(Zone::Table).size() - 1);
    s.noteCard(card);
    registerAuras(c, uid, card);
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
