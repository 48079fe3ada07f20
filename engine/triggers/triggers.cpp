#include "triggers/triggers.h"

#include "queries/formula_vars.h"
#include "queries/targets.h"
#include "state/held_skills.h"
#include "triggers/skill_triggers.h"

#include <array>
#include <bit>
#include <iterator>

namespace parley {

namespace {

bool conditionHolds(const State& s, const TriggerDef& t) {
    return t.condition.empty() || evalFormula(t.condition, s) != 0;
}

Task triggerTask(Uid uid, CardIndex card, std::size_t trigger) {
    Task t = Task::of(TaskKind::Trigger, uid);
    t.trigger = {card, EffectList::trigger(static_cast<int>(trigger))};
    return t;
}

// The triggers of one card that listen for `k`: its zone listeners, or (selfOnly) its self ones.
// Queued, not pushed, onto `out` (the state's firedTriggers): they go on the stack when the current
// step is over (see runTasks), so whatever the step itself still queues for later never overtakes
// them. No condition reads the queue, so queueing while collecting changes no answer.
void collectFromCard(const State& s, TriggerKind k, Uid uid, CardIndex card, Zone where, Uid subject,
                     SmallVec<Task, 4>& out, bool selfOnly) {
    const CardDef& def = s.def(card);
    for (std::size_t i = 0; i < def.triggers.size(); ++i) {
        const TriggerDef& t = def.triggers[i];
        if (t.kind != k || t.self != selfOnly) continue;
        if (t.self ? uid != subject : t.zone != where) continue;
        if (!conditionHolds(s, t)) continue;
        out.push_back(triggerTask(uid, card, i));
    }
}

// The zones whose cards are asked, in their fixed order (the table, the hand, then the discard
// and exhausted piles and the deck), as bits 0..4 of the result from a mask of Zone bits.
constexpr Zone kListenOrder[] = {Zone::Table, Zone::Hand, Zone::Discard, Zone::Exhausted, Zone::Deck};
constexpr unsigned zoneBit(Zone z) { return 1u << unsigned(z); }
constexpr unsigned inListenOrder(unsigned zones) {
    unsigned out = 0;
    for (unsigned i = 0; i < std::size(kListenOrder); ++i)
        if (zones & zoneBit(kListenOrder[i])) out |= 1u << i;
    return out;
}
// Every mask of the six zones, mapped once.
constexpr auto kListenOrderOf = [] {
    std::array<std::uint8_t, 1u << kZoneCount> t{};
    for (unsigned m = 0; m < t.size(); ++m) t[m] = static_cast<std::uint8_t>(inListenOrder(m));
    return t;
}();

void fireCardTriggers(Ctx& c, TriggerKind k, Uid subject, Zone zone, int goneCard);

// Whether a card of this conversation may have a trigger for `k` where it would be heard: a kind
// some card has, and a zone where some card of the pack listens for it (for enteredZone /
// leftZone, the zone entered or left), or the subject's own trigger.
bool cardsMayListen(const State& s, TriggerKind k, Uid subject, Zone zone) {
    const unsigned bit = 1u << unsigned(k);
    if (!(s.cardEvents & bit)) return false;
    const Content& content = s.content();
    const unsigned zones = content.triggerZones[static_cast<int>(k)];
    if (k == TriggerKind::EnteredZone || k == TriggerKind::LeftZone) return zones & zoneBit(zone);
    return zones != 0 || (subject && (content.selfTriggerKinds & bit));
}

// The skills around the cards' own triggers, by timing (see SkillTiming). Out of line: its lists
// are a cost that the events no skill hears should not pay.
[[gnu::noinline]] void fireWithSkills(Ctx& c, TriggerKind k, Uid subject, Zone zone, int goneCard) {
    const State& s = c.s;
    SkillEvent e{k, subject, goneCard, 0};
    Zone at;
    std::uint32_t pos;
    if (subject && s.locate(subject, at, pos)) e.card = s.zone(at)[pos].card;
    SkillFiring firing;
    collectSkillTriggers(s, e, firing);
    queueSkillTriggers(c, firing.byTiming[0], SkillTiming::Before);
    if (cardsMayListen(s, k, subject, zone)) fireCardTriggers(c, k, subject, zone, goneCard);
    queueSkillTriggers(c, firing.byTiming[1], SkillTiming::Proceeding);
    queueSkillTriggers(c, firing.byTiming[2], SkillTiming::After);
}
} // namespace

void fireListeners(Ctx& c, TriggerKind k, Uid subject, Zone zone, int goneCard) {
    const State& s = c.s;
    if (s.ended()) return;
    // The cards' test before the call: most moves fire enteredZone and leftZone for zones where
    // no card listens.
    if (s.skillEvents & (1u << unsigned(k))) fireWithSkills(c, k, subject, zone, goneCard);
    else if (cardsMayListen(s, k, subject, zone)) fireCardTriggers(c, k, subject, zone, goneCard);
}

namespace {
// Its callers have asked cardsMayListen.
void fireCardTriggers(Ctx& c, TriggerKind k, Uid subject, Zone zone, int goneCard) {
    const State& s = c.s;
    SmallVec<Task, 4>& fired = c.s.firedTriggers; // see collectFromCard
    if (k == TriggerKind::EnteredZone || k == TriggerKind::LeftZone) {
        // A card's own arrival or departure: only its triggers for that zone.
        Zone at;
        const CardInst* inst = nullptr;
        std::uint32_t pos;
        if (s.locate(subject, at, pos)) inst = &s.zone(at)[pos];
        const int card = inst ? inst->card : goneCard;
        if (card < 0) return;
        const CardDef& def = s.def(static_cast<CardIndex>(card));
        for (std::size_t i = 0; i < def.triggers.size(); ++i) {
            const TriggerDef& t = def.triggers[i];
            if (t.kind == k && t.zone == zone && conditionHolds(s, t))
                fired.push_back(triggerTask(subject, static_cast<CardIndex>(card), i));
        }
    } else {
        // Live triggers, in a fixed order: the table, the hand, then the piles and the deck. Only
        // zones where some card listens for this kind are scanned; `self` listeners are reached
        // through the subject itself.
        const Content& content = s.content();
        for (unsigned zones = kListenOrderOf[content.triggerZones[static_cast<int>(k)] & ((1u << kZoneCount) - 1)]; zones;
             zones &= zones - 1) {
            const Zone z = kListenOrder[std::countr_zero(zones)];
            for (const CardInst& ci : s.zone(z))
                if (s.def(ci.card).triggerMask & (1u << unsigned(k)))
                    collectFromCard(s, k, ci.uid, ci.card, z, 0, fired, false);
        }
        if (subject && (content.selfTriggerKinds & (1u << unsigned(k)))) {
            Zone at;
            std::uint32_t pos;
            if (s.locate(subject, at, pos)) {
                const CardInst& ci = s.zone(at)[pos];
                collectFromCard(s, k, ci.uid, ci.card, at, subject, fired, true);
            }
        }
    }
}
} // namespace

void stepTrigger(Ctx& c, const Task& t) {
    State& s = c.s;
    const TriggerWork& w = t.trigger;
    const TriggerDef& def = s.def(w.card).triggers[w.list.index()];
    if (def.optional) {
        // Not offered at all when its costs could not be paid now (seed 000).
        if (!costEffectsPayable(s, t.uid, def.effects)) return;
        s.decision = {DecisionPurpose::OptionalTrigger,
                      DecisionKind::OptionalTrigger,
                      1,
                      1,
                      t.uid,
                      w.card,
                      w.list,
                      0};
        c.emit(ev::DecisionRequested{DecisionKind::OptionalTrigger});
        return;
    }
    c.emit(ev::TriggerFired{t.uid, w.card, static_cast<std::uint8_t>(w.list.index())});
    pushTask(s, resolveTask(w.card, w.list, 1, t.uid));
}

void answerOptionalTrigger(Ctx& c, bool yes) {
    const PendingDecisionData d = c.s.decision;
    c.s.decision = {};
    if (!yes) {
        c.emit(ev::TriggerDeclined{d.uid, d.card, static_cast<std::uint8_t>(d.list.index())});
        return;
    }
    c.emit(ev::TriggerFired{d.uid, d.card, static_cast<std::uint8_t>(d.list.index())});
    pushTask(c.s, resolveTask(d.card, d.list, 1, d.uid));
}

} // namespace parley
