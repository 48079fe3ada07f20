#include "costs/payment.h"

#include "costs/after_payment.h"

#include "changes/mutate.h"
#include "changes/zones.h"
#include "queries/queries.h"

namespace parley {

namespace {

const CardInst* source(const State& s, Uid uid) { return findCard(s, uid); }

CostDef make(CostKind k, int amount) {
    CostDef c;
    c.kind = k;
    c.amount = amount;
    return c;
}

ContextSet contextsFor(const State& s, const PendingPayment& p, const CostSet& costs, bool withPicks) {
    ContextSet ctxs;
    ctxs.resize(costs.size());
    std::uint32_t at = 0;
    const CardInst* ci = source(s, p.uid);
    for (std::uint32_t i = 0; i < costs.size(); ++i) {
        ctxs[i].source = p.uid;
        if (ci) ctxs[i].sourceCard = ci->card;
        ctxs[i].sourceOnTable = p.kind == ActionKind::Activate;
        ctxs[i].x = std::max<int>(0, p.x);
        if (withPicks && needsPicks(costs[i]))
            for (int k = 0; k < costs[i].amount && at < p.picks.size(); ++k) ctxs[i].picks.push_back(p.picks[at++]);
    }
    return ctxs;
}

int xIndex(const CostSet& costs) {
    for (std::uint32_t i = 0; i < costs.size(); ++i)
        if (costs[i].kind == CostKind::X) return static_cast<int>(i);
    return -1;
}

// Whether a cost set can be paid with the smallest X and automatic picks.
CostCheck affordable(const State& s, const PendingPayment& p, const CostSet& costs,
                     Explain e = Explain::Yes) {
    PendingPayment probe = p;
    if (const int xi = xIndex(costs); xi >= 0) probe.x = static_cast<std::int16_t>(costs[xi].xMin);
    return canPayAll(s, costs, contextsFor(s, probe, costs, false), e);
}

// `options`: how many choices paymentChoices() lists for it, which the caller has just found.
void ask(Ctx& c, DecisionPurpose purpose, DecisionKind kind, int min, int max, std::size_t options,
         std::uint8_t index = 0) {
    const PendingPayment& p = c.s.payment;
    const CardInst* ci = source(c.s, p.uid);
    c.s.decision = {purpose, kind, static_cast<std::uint8_t>(min), static_cast<std::uint8_t>(max), p.uid,
                    ci ? ci->card : CardIndex(0), EffectList{}, index};
    c.s.decision.options = PendingDecisionData::counted(options);
    c.emit(ev::DecisionRequested{kind});
}

// The largest X for which the whole set can still be paid: other costs may draw on the same
// resource (a card's own weight and an X of weight).
int maxAffordableX(const State& s, const PendingPayment& p, const CostSet& costs) {
    const CostDef& x = costs[xIndex(costs)];
    PendingPayment probe = p;
    for (int v = maxPayableX(s, x); v > x.xMin; --v) {
        probe.x = static_cast<std::int16_t>(v);
        if (canPayAll(s, costs, contextsFor(s, probe, costs, false), Explain::No).ok()) return v;
    }
    return x.xMin;
}

// Alternatives that could be paid now; -1 is the standard set.
SmallVec<std::int8_t, 8> payableSets(const State& s, const PendingPayment& p) {
    SmallVec<std::int8_t, 8> out;
    const int n = alternativeCount(s, p.kind, p.uid, p.ability);
    for (int alt = -1; alt < n; ++alt)
        if (affordable(s, p, actionCosts(s, p.kind, p.uid, p.ability, alt), Explain::No).ok())
            out.push_back(static_cast<std::int8_t>(alt));
    return out;
}

SmallVec<Uid, 32> openCandidates(const State& s, const PendingPayment& p, const CostSet& costs, std::uint32_t i) {
    const ContextSet ctxs = contextsFor(s, p, costs, false);
    SmallVec<Uid, 32> out;
    for (Uid u : costCandidates(s, costs[i], ctxs[i]))
        if (std::find(p.picks.begin(), p.picks.end(), u) == p.picks.end()) out.push_back(u);
    return out;
}

void continuePayment(Ctx& c) {
    State& s = c.s;
    PendingPayment& p = s.payment;
    if (p.alternative == -2) {
        // Without alternatives there is only the standard set, which the action's legality found
        // payable (canAfford); should it not be, paying below cancels the action.
        if (alternativeCount(s, p.kind, p.uid, p.ability) == 0) {
            p.alternative = -1;
        } else if (const auto sets = payableSets(s, p); sets.size() == 1) {
            p.alternative = sets[0];
        } else {
            ask(c, DecisionPurpose::PaymentOption, DecisionKind::ChooseOption, 1, 1, sets.size());
            return;
        }
    }
    const CostSet costs = actionCosts(s, p.kind, p.uid, p.ability, p.alternative);
    if (const int xi = xIndex(costs); xi >= 0 && p.x < 0) {
        const int lo = costs[xi].xMin, hi = maxAffordableX(s, p, costs);
        if (lo == hi) p.x = static_cast<std::int16_t>(lo);
        else {
            ask(c, DecisionPurpose::PaymentX, DecisionKind::ChooseAmount, 1, 1, static_cast<std::size_t>(hi - lo + 1));
            return;
        }
    }
    for (std::uint32_t i = p.nextCost; i < costs.size(); ++i) {
        if (!needsPicks(costs[i])) continue;
        const auto cands = openCandidates(s, p, costs, i);
        p.nextCost = static_cast<std::uint8_t>(i);
        // Exactly enough matching cards: they are picked without asking (seed 000's auto-pay).
        if (static_cast<int>(cands.size()) <= costs[i].amount) {
            for (Uid u : cands) p.picks.push_back(u);
            continue;
        }
        p.nextCost = static_cast<std::uint8_t>(i + 1);
        ask(c, DecisionPurpose::PaymentCards, DecisionKind::ChooseCards, costs[i].amount, costs[i].amount,
            cands.size(), static_cast<std::uint8_t>(i));
        return;
    }
    // Everything is chosen: pay it all, or (should the choices not add up) nothing.
    const PendingPayment done = p;
    const ContextSet ctxs = contextsFor(s, done, costs, true);
    if (!canPayAll(s, costs, ctxs, Explain::No).ok()) {
        undoViewAs(s, done);
        s.payment = {};
        c.emit(ev::ActionCancelled{});
        return;
    }
    const bool hadFree = s.freeNextAction;
    const CardIndex sourceCard = source(s, done.uid)->card; // paying may remove the source
    s.payment = {};
    const auto exhaustSnapshot = done.kind == ActionKind::Speak ? speakExhaustSnapshot(s, done.uid) : SmallVec<Uid, 16>{};
    if (done.kind == ActionKind::Speak) c.emit(ev::CardSpoken{done.uid, findCard(s, done.uid)->card, costAmount(s, costs[0], ctxs[0])});
    payAll(c, costs, ctxs);
    if (!s.converted.empty()) spendViewAsCards(c); // a multi-card view-as: the cards played along
    // A pending free action is used up only when it actually waived a cost (not under Patient).
    if (hadFree && done.kind == ActionKind::Speak && patienceCost(s, ActionKind::Speak, nullptr, false) > 0) {
        s.freeNextAction = false;
        c.emit(ev::FreeActionUsed{});
    }
    if (done.kind == ActionKind::Speak) startSpeakResolution(c, done.uid, done.roll, exhaustSnapshot, std::max<int>(0, done.x));
    else startAbility(c, done.uid, sourceCard, done.ability, std::max<int>(0, done.x));
}

} // namespace

int alternativeCount(const State& s, ActionKind kind, Uid uid, std::uint8_t ability) {
    const CardInst* ci = source(s, uid);
    if (!ci) return 0;
    const CardDef& d = s.def(ci->card);
    if (kind == ActionKind::Speak) return static_cast<int>(d.alternativeCosts.size());
    return ability < d.abilities.size() ? static_cast<int>(d.abilities[ability].alternatives.size()) : 0;
}

CostSet actionCosts(const State& s, ActionKind kind, Uid uid, std::uint8_t ability, int alt) {
    CostSet out;
    const CardInst* ci = source(s, uid);
    if (!ci) return out;
    const CardDef& d = s.def(ci->card);
    if (kind == ActionKind::Speak) {
        // The first cost is SPEAK's weight (zero under an alternative) so events can report it.
        out.push_back(make(CostKind::Weight, alt < 0 ? d.weight : 0));
        out.push_back(make(CostKind::Patience, patienceCost(s, ActionKind::Speak)));
        for (const CostDef& cd : alt < 0 ? d.costs : d.alternativeCosts[alt]) out.push_back(cd);
        return out;
    }
    if (ability >= d.abilities.size()) return out;
    const AbilityDef& a = d.abilities[ability];
    for (const CostDef& cd : alt < 0 ? a.costs : a.alternatives[alt]) out.push_back(cd);
    return out;
}

CostCheck canAfford(const State& s, ActionKind kind, Uid uid, std::uint8_t ability, Explain e) {
    PendingPayment p;
    p.kind = kind;
    p.uid = uid;
    p.ability = ability;
    // Yes or no first; the standard set's sentence is built only when no set can be paid.
    const CostCheck standard =
        affordable(s, p, actionCosts(s, kind, uid, ability, -1), Explain::No);
    if (standard.ok()) return standard;
    const int n = alternativeCount(s, kind, uid, ability);
    for (int alt = 0; alt < n; ++alt)
        if (affordable(s, p, actionCosts(s, kind, uid, ability, alt), Explain::No).ok()) return {};
    return e == Explain::Yes ? affordable(s, p, actionCosts(s, kind, uid, ability, -1), e)
                             : standard;
}

void beginPayment(Ctx& c, ActionKind kind, Uid uid, std::uint8_t ability, Roll roll) {
    State& s = c.s;
    const CardInst* ci = source(s, uid);
    if (kind == ActionKind::Speak && ci && s.def(ci->card).costs.empty() && s.def(ci->card).alternativeCosts.empty()) {
        // The common SPEAK (weight and patience, nothing to choose) pays directly: no cost sets,
        // no scratch state, no allocation on the AI's hot path.
        const CardIndex card = ci->card;
        const auto exhaust = speakExhaustSnapshot(s, uid);
        const CostDef weight = make(CostKind::Weight, s.def(card).weight);
        const CostDef patience = make(CostKind::Patience, patienceCost(s, ActionKind::Speak));
        CostContext ctx;
        ctx.source = uid;
        ctx.sourceCard = card;
        c.emit(ev::CardSpoken{uid, card, costAmount(s, weight, ctx)});
        const bool waived = s.freeNextAction && patienceCost(s, ActionKind::Speak, nullptr, false) > 0;
        pay(c, weight, ctx); // weight and patience draw on different resources: no joint check needed
        pay(c, patience, ctx);
        if (!s.converted.empty())
            spendViewAsCards(c); // a multi-card view-as: the cards played along
        if (waived) {
            s.freeNextAction = false;
            c.emit(ev::FreeActionUsed{});
        }
        startSpeakResolution(c, uid, roll, exhaust);
        return;
    }
    PendingPayment& p = c.s.payment;
    p = {};
    p.active = true;
    p.kind = kind;
    p.uid = uid;
    p.ability = ability;
    p.roll = roll;
    continuePayment(c);
}

ApplyResult checkPaymentAnswer(const State& s, const Action& a, Explain e) {
    const PendingDecisionData& d = s.decision;
    const std::uint32_t options =
        d.options != PendingDecisionData::kUncounted ? d.options : paymentChoices(s).size();
    if (a.choices.size() != 1 && d.purpose != DecisionPurpose::PaymentCards)
        return ApplyResult::refuse(e, ErrorCode::InvalidChoice,
                                   [] { return std::string("choose exactly one option"); });
    if (d.purpose == DecisionPurpose::PaymentCards && a.choices.size() != d.min)
        return ApplyResult::refuse(e, ErrorCode::InvalidChoice,
                                   [&] { return "choose " + std::to_string(d.min) + " card(s)"; });
    for (std::size_t i = 0; i < a.choices.size(); ++i) {
        if (a.choices[i] >= options)
            return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                return "option " + std::to_string(a.choices[i]) + " does not exist";
            });
        for (std::size_t j = 0; j < i; ++j)
            if (a.choices[j] == a.choices[i])
                return ApplyResult::refuse(e, ErrorCode::InvalidChoice,
                                           [] { return std::string("an option is chosen twice"); });
    }
    return {};
}

void answerPayment(Ctx& c, const Action& a) {
    State& s = c.s;
    const PaymentChoices choices = paymentChoices(s);
    const DecisionPurpose purpose = s.decision.purpose;
    s.decision = {};
    PendingPayment& p = s.payment;
    if (purpose == DecisionPurpose::PaymentOption)
        p.alternative = static_cast<std::int8_t>(choices[a.choices[0]]);
    else if (purpose == DecisionPurpose::PaymentX)
        p.x = static_cast<std::int16_t>(choices[a.choices[0]]);
    else
        for (auto idx : a.choices)
            p.picks.push_back(static_cast<Uid>(choices[idx]));
    continuePayment(c);
}

void cancelPayment(Ctx& c) {
    undoViewAs(c.s, c.s.payment);
    c.s.payment = {};
    c.s.decision = {};
    c.emit(ev::ActionCancelled{});
}

PaymentChoices paymentChoices(const State& s) {
    const PendingDecisionData& dd = s.decision;
    const PendingPayment& p = s.payment;
    PaymentChoices out;
    switch (dd.purpose) {
    case DecisionPurpose::PaymentOption:
        for (std::int8_t alt : payableSets(s, p))
            out.push_back(alt);
        break;
    case DecisionPurpose::PaymentX: {
        const CostSet costs = actionCosts(s, p.kind, p.uid, p.ability, p.alternative);
        if (const int xi = xIndex(costs); xi >= 0)
            for (int v = costs[xi].xMin, hi = maxAffordableX(s, p, costs); v <= hi; ++v)
                out.push_back(v);
        break;
    }
    case DecisionPurpose::PaymentCards: {
        const CostSet costs = actionCosts(s, p.kind, p.uid, p.ability, p.alternative);
        // Candidates still open: those not picked for earlier costs.
        if (dd.index < costs.size())
            for (Uid u : openCandidates(s, p, costs, dd.index))
                out.push_back(u);
        break;
    }
    default:
        break;
    }
    return out;
}

void paymentOptions(const State& s, Decision& d) {
    const PendingDecisionData& dd = s.decision;
    const PendingPayment& p = s.payment;
    d.cancellable = true;
    const CardInst* ci = source(s, p.uid);
    const std::string what = ci ? s.def(ci->card).name.text : "this";
    const PaymentChoices choices = paymentChoices(s);
    switch (dd.purpose) {
    case DecisionPurpose::PaymentOption:
        d.prompt = "How do you pay for " + what + "?";
        for (int alt : choices) {
            std::string label;
            for (const CostDef& cd : actionCosts(s, p.kind, p.uid, p.ability, alt)) {
                if ((cd.kind == CostKind::Weight || cd.kind == CostKind::Patience) && cd.amount == 0) continue;
                label += (label.empty() ? "" : ", ") + describeCost(s.content(), cd);
            }
            d.options.push_back({alt < 0 ? "standard" : "alternative " + std::to_string(alt), label.empty() ? "nothing" : label, 0});
        }
        break;
    case DecisionPurpose::PaymentX: {
        const CostSet costs = actionCosts(s, p.kind, p.uid, p.ability, p.alternative);
        d.prompt =
            "Choose X for " + what + " (" + describeCost(s.content(), costs[xIndex(costs)]) + ").";
        for (int v : choices)
            d.options.push_back({std::to_string(v), "X = " + std::to_string(v), 0});
        break;
    }
    case DecisionPurpose::PaymentCards: {
        const CostSet costs = actionCosts(s, p.kind, p.uid, p.ability, p.alternative);
        d.prompt = "To pay for " + what + ": " + describeCost(s.content(), costs[dd.index]) + ".";
        for (int u : choices) {
            const CardInst* c = findCard(s, static_cast<Uid>(u));
            d.options.push_back({s.def(c->card).id, s.def(c->card).name.text, static_cast<Uid>(u)});
        }
        break;
    }
    default: break;
    }
}

} // namespace parley
