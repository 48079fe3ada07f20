// SPEAK, LISTEN, answering a decision and activating: validation first (so a rejected action
// changes nothing), then payment and the queued resolution.
#include "modifiers/queries.h"
#include "rules/mutate.h"
#include "rules/tasks.h"

#include <algorithm>

namespace parley {

namespace {

std::string cardName(const State& s, CardIndex c) { return "'" + s.def(c).name.text + "'"; }

ApplyResult checkSpeak(const State& s, const Action& a, std::uint32_t& pos) {
    Zone z;
    if (!s.locate(a.uid, z, pos) || z != Zone::Hand)
        return ApplyResult::fail(ErrorCode::NotInHand, "card #" + std::to_string(a.uid) + " is not in hand");
    const CardIndex card = s.hand()[pos].card;
    const CardDef& def = s.def(card);
    if (def.properties & s.rules().unplayable)
        return ApplyResult::fail(ErrorCode::Prohibited, cardName(s, card) + " cannot be spoken (placeholder)");
    const int w = speakWeight(s, card);
    const int avail = availableWeight(s);
    if (w > avail)
        return ApplyResult::fail(ErrorCode::InsufficientWeight, cardName(s, card) + " needs " + std::to_string(w) +
                                                                    " weight; " + std::to_string(avail) + " is available");
    const int p = patienceCost(s, ActionKind::Speak);
    if (p > s.patience)
        return ApplyResult::fail(ErrorCode::CostUnpayable, "SPEAK costs " + std::to_string(p) + " patience; " +
                                                               std::to_string(s.patience) + " is left");
    return {};
}

ApplyResult checkListen(const State& s) {
    const int p = patienceCost(s, ActionKind::Listen);
    if (p > s.patience)
        return ApplyResult::fail(ErrorCode::CostUnpayable, "LISTEN costs " + std::to_string(p) + " patience; " +
                                                               std::to_string(s.patience) + " is left");
    return {};
}

ApplyResult checkChoose(const State& s, const Action& a) {
    const PendingDecisionData& d = s.decision;
    const std::uint32_t options = s.hand().size(); // the only decision so far picks hand cards
    if (a.choices.size() < d.min || a.choices.size() > d.max)
        return ApplyResult::fail(ErrorCode::InvalidChoice,
                                 "choose " + (d.min == d.max ? std::to_string(d.min)
                                                             : std::to_string(d.min) + " to " + std::to_string(d.max)) +
                                     " option(s); " + std::to_string(a.choices.size()) + " given");
    for (std::size_t i = 0; i < a.choices.size(); ++i) {
        if (a.choices[i] >= options)
            return ApplyResult::fail(ErrorCode::InvalidChoice, "option " + std::to_string(a.choices[i]) +
                                                                   " does not exist (there are " +
                                                                   std::to_string(options) + ")");
        for (std::size_t j = 0; j < i; ++j)
            if (a.choices[j] == a.choices[i])
                return ApplyResult::fail(ErrorCode::InvalidChoice,
                                         "option " + std::to_string(a.choices[i]) + " is chosen twice");
    }
    return {};
}

// Pays the patience of an action; a pending free action absorbs it.
void payPatience(Ctx& c, ActionKind kind) {
    const int cost = patienceCost(c.s, kind);
    // The free action is used up only when it actually waived a cost (not under Patient).
    if (c.s.freeNextAction && patienceCost(c.s, kind, nullptr, false) > 0) {
        c.s.freeNextAction = false;
        c.emit(ev::FreeActionUsed{});
    }
    setPatience(c, c.s.patience - cost);
}

void startSpeak(Ctx& c, const Action& a, std::uint32_t pos) {
    State& s = c.s;
    const CardIndex card = s.hand()[pos].card;
    // Which cards exhaust is fixed now, when the action is chosen: the Fleeting cards in hand
    // other than the one spoken. Cards drawn during the action stay.
    SmallVec<Uid, 16> fleeting;
    for (std::uint32_t i = 0; i < s.hand().size(); ++i)
        if (i != pos && s.def(s.hand()[i].card).has(CardProperty::Fleeting)) fleeting.push_back(s.hand()[i].uid);

    const int w = speakWeight(s, card);
    c.emit(ev::CardSpoken{s.hand()[pos].uid, card, w});
    setWeight(c, availableWeight(s) - w);
    payPatience(c, ActionKind::Speak);

    const CardInst inst = takeFrom(s, Zone::Hand, pos);
    s.zone(Zone::Discard).push_back(inst);

    const int chance = successChance(s, card);
    int roll = -1;
    bool success;
    if (cannotFail(s)) success = true;
    else if (a.roll == Roll::Success) success = true;
    else if (a.roll == Roll::Failure) success = false;
    else {
        roll = static_cast<int>(s.rng.below(100));
        success = roll < chance;
    }
    c.emit(ev::RollMade{inst.uid, card, chance, roll, success, a.roll != Roll::Random});
    if (success) c.emit(ev::CardSucceeded{inst.uid, card});
    else c.emit(ev::CardFailed{inst.uid, card});

    const AtmosphereDef& atm = s.rules().atmospheres[s.atmosphere];
    s.atmosphereSet = false;
    pushTask(s, {TaskKind::EndAction, static_cast<std::uint8_t>(ActionKind::Speak), 0, 0, 0, 0});
    for (std::uint32_t i = fleeting.size(); i-- > 0;)
        pushTask(s, {TaskKind::Exhaust, 0, fleeting[i], 0, 0, 0});
    pushTask(s, {TaskKind::AfterOutcome, static_cast<std::uint8_t>(success), inst.uid, card, 0,
                 static_cast<std::int16_t>(s.atmosphere)});
    pushTask(s, resolveTask(card, success ? EffectSlot::Success : EffectSlot::Failure, atm.resolveTwice ? 2 : 1));
}

void startListen(Ctx& c) {
    State& s = c.s;
    SmallVec<Uid, 16> opportunities;
    for (const CardInst& ci : s.hand())
        if (s.def(ci.card).has(CardProperty::Opportunity)) opportunities.push_back(ci.uid);
    c.emit(ev::Listened{});
    payPatience(c, ActionKind::Listen);
    pushTask(s, {TaskKind::EndAction, static_cast<std::uint8_t>(ActionKind::Listen), 0, 0, 0, 0});
    // The draw count is read when the draw happens, so an exhaust effect that changes it (a
    // chain reaction such as Interrupt's Pressured) applies to this LISTEN.
    pushTask(s, {TaskKind::Draw, 0, 0, 0, 0, -1});
    pushTask(s, {TaskKind::RefillWeight, 0, 0, 0, 0, 0});
    for (std::uint32_t i = opportunities.size(); i-- > 0;)
        pushTask(s, {TaskKind::Exhaust, 0, opportunities[i], 0, 0, 0});
}

void answerDecision(Ctx& c, const Action& a) {
    State& s = c.s;
    const PendingDecisionData d = s.decision;
    s.decision = {};
    if (d.purpose == DecisionPurpose::DiscardToHandLimit) {
        // Resolve indexes to instances first: removing cards shifts positions.
        SmallVec<Uid, 16> uids;
        for (auto idx : a.choices) uids.push_back(s.hand()[idx].uid);
        for (Uid uid : uids) {
            Zone z;
            std::uint32_t pos;
            if (!s.locate(uid, z, pos)) continue;
            const CardInst inst = takeFrom(s, Zone::Hand, pos);
            s.zone(Zone::Discard).push_back(inst);
            c.emit(ev::CardDiscarded{inst.uid, inst.card});
        }
    }
}

} // namespace

ApplyResult State::apply(const Action& a, EventLog* events) {
    if (ended()) return ApplyResult::fail(ErrorCode::ConversationOver, "the conversation is over");
    const bool deciding = decision.purpose != DecisionPurpose::None;
    if (a.kind != ActionKind::Choose && deciding)
        return ApplyResult::fail(ErrorCode::DecisionPending, "a decision must be answered first");
    Ctx c{*this, events};
    switch (a.kind) {
    case ActionKind::Speak: {
        std::uint32_t pos = 0;
        if (ApplyResult r = checkSpeak(*this, a, pos); !r.ok()) return r;
        startSpeak(c, a, pos);
        break;
    }
    case ActionKind::Listen: {
        if (ApplyResult r = checkListen(*this); !r.ok()) return r;
        startListen(c);
        break;
    }
    case ActionKind::Choose: {
        if (!deciding) return ApplyResult::fail(ErrorCode::NoDecisionPending, "there is no decision to answer");
        if (ApplyResult r = checkChoose(*this, a); !r.ok()) return r;
        answerDecision(c, a);
        break;
    }
    case ActionKind::Activate: {
        Zone z;
        std::uint32_t pos;
        if (!locate(a.uid, z, pos) || z != Zone::Table)
            return ApplyResult::fail(ErrorCode::NotOnTable, "card #" + std::to_string(a.uid) + " is not on the table");
        return ApplyResult::fail(ErrorCode::NoSuchAbility,
                                 "'" + def(zone(Zone::Table)[pos].card).name.text + "' has no ability " +
                                     std::to_string(a.ability));
    }
    }
    runTasks(c);
    return {};
}

bool State::isLegal(const Action& a) const {
    if (ended()) return false;
    const bool deciding = decision.purpose != DecisionPurpose::None;
    switch (a.kind) {
    case ActionKind::Speak: {
        std::uint32_t pos;
        return !deciding && checkSpeak(*this, a, pos).ok();
    }
    case ActionKind::Listen: return !deciding && checkListen(*this).ok();
    case ActionKind::Choose: return deciding && checkChoose(*this, a).ok();
    case ActionKind::Activate: return false;
    }
    return false;
}

void State::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (ended()) return;
    if (decision.purpose != DecisionPurpose::None) {
        // Every way to pick `min` of the hand cards, in lexicographic order.
        const int n = static_cast<int>(hand().size());
        const int k = decision.min;
        if (k > n) return;
        std::vector<std::uint16_t> pick(k);
        for (int i = 0; i < k; ++i) pick[i] = static_cast<std::uint16_t>(i);
        for (;;) {
            out.push_back(Action::choose(pick));
            int i = k - 1;
            while (i >= 0 && pick[i] == n - k + i) --i;
            if (i < 0) break;
            ++pick[i];
            for (int j = i + 1; j < k; ++j) pick[j] = static_cast<std::uint16_t>(pick[j - 1] + 1);
        }
        return;
    }
    for (std::uint32_t i = 0; i < hand().size(); ++i) {
        std::uint32_t pos;
        const Action a = Action::speak(hand()[i].uid);
        if (checkSpeak(*this, a, pos).ok()) out.push_back(a);
    }
    if (checkListen(*this).ok()) out.push_back(Action::listen());
}

std::vector<Action> State::legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
}

} // namespace parley
