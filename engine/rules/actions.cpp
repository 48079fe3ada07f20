// The actions: SPEAK, LISTEN, activating an ability, answering a decision, cancelling a payment.
// Each is validated first, so a rejected action changes nothing; then it is paid for and its
// resolution is queued as tasks.
#include "changes/mutate.h"
#include "changes/zones.h"
#include "costs/payment.h"
#include "effects/pipeline.h"
#include "effects/resolve.h"
#include "queries/queries.h"
#include "rules/actions_start.h"
#include "rules/decision_text.h"
#include "rules/tasks.h"
#include "rules/view_as.h"
#include "skills/skills.h"
#include "triggers/skill_triggers.h"
#include "triggers/triggers.h"

#include <algorithm>
#include <cassert>

namespace parley {

namespace {

std::string cardName(const State& s, CardIndex c) { return "'" + s.def(c).name.text + "'"; }

// A cost's refusal, with what it was for in front (built only when the sentence is wanted).
template <class What> ApplyResult fromCost(Explain e, const CostCheck& c, What&& what) {
    return ApplyResult::refuse(e, c.code, [&] { return what() + ": " + c.why; });
}

std::string skillText(const SkillDef& k) { return "'" + k.name.text + "'"; }

// SPEAK of a card known to be in hand.
ApplyResult checkSpeakCard(const State& s, const CardInst* ci, Explain e) {
    const CardDef& def = s.def(ci->card);
    auto speakName = [&] { return "SPEAK " + cardName(s, ci->card); };
    if (cardProperties(s, ci->card) & s.rules().unplayable)
        return ApplyResult::refuse(e, ErrorCode::Prohibited, [&] {
            return cardName(s, ci->card) + " is a Skeleton card and cannot be spoken";
        });
    if (const SkillDef* by = prohibitedBy(s, SkillAction::Speak, ci->card))
        return ApplyResult::refuse(e, ErrorCode::Prohibited, [&] {
            return cardName(s, ci->card) + " cannot be spoken: " + skillText(*by);
        });
    // Depth is a query too (distance skills), so a card without depth may still be too far.
    if (def.depth > 0 || s.effects.hasTarget(ModTarget::Depth)) {
        const int depth = cardDepth(s, ci->card);
        const int r = reach(s);
        if (depth > r)
            return ApplyResult::refuse(e, ErrorCode::Prohibited, [&] {
                return cardName(s, ci->card) + " goes deeper (depth " + std::to_string(depth) +
                       ") than the conversation reaches now (" + std::to_string(r) + ")";
            });
    }
    // The common case (weight and patience only) checks its two costs one by one: it is the AI's
    // hot path, and the two draw on different resources.
    if (def.costs.empty() && def.alternativeCosts.empty()) {
        CostDef weight;
        weight.kind = CostKind::Weight;
        weight.amount = def.weight;
        CostDef patience;
        patience.kind = CostKind::Patience;
        patience.amount = patienceCost(s, ActionKind::Speak);
        CostContext ctx;
        ctx.source = ci->uid;
        ctx.sourceCard = ci->card;
        if (CostCheck c = canPay(s, weight, ctx, e); !c.ok()) return fromCost(e, c, speakName);
        if (CostCheck c = canPay(s, patience, ctx, e); !c.ok()) return fromCost(e, c, speakName);
        return {};
    }
    if (CostCheck c = canAfford(s, ActionKind::Speak, ci->uid, 0, e); !c.ok())
        return fromCost(e, c, speakName);
    return {};
}

} // namespace

// checkSpeakCard's answer without building the sentences of a refusal: what legalActions() and
// the policies need.
bool SpeakCheck::operator()(const CardInst& ci) {
    const State& s = s_;
    const CardDef& def = s.def(ci.card);
    if (!def.costs.empty() || !def.alternativeCosts.empty())
        return checkSpeakCard(s, &ci, Explain::No).ok();
    if (!patience_) patience_ = patienceCost(s, ActionKind::Speak);
    if (*patience_ > s.patience) return false;
    if (!weight_) weight_ = availableWeight(s);
    if (std::max(0, applyModifiers(s, ModTarget::WeightCost, def.weight, nullptr, ci.card)) > *weight_) return false;
    if (!unplayable_) unplayable_.emplace(s, s.rules().unplayable);
    if (unplayable_->of(ci.card)) return false;
    if (prohibitedBy(s, SkillAction::Speak, ci.card)) return false;
    if (def.depth > 0 || s.effects.hasTarget(ModTarget::Depth)) {
        if (!reach_) reach_ = reach(s);
        if (cardDepth(s, ci.card) > *reach_) return false;
    }
    return true;
}

bool canSpeakInstance(const State& s, const CardInst& ci) { return SpeakCheck(s)(ci); }

namespace {

ApplyResult checkSpeak(const State& s, const Action& a, Explain e) {
    Zone z;
    const CardInst* ci = findCard(s, a.uid, &z);
    if (!ci || z != Zone::Hand)
        return ApplyResult::refuse(e, ErrorCode::NotInHand, [&] {
            return "card #" + std::to_string(a.uid) + " is not in hand";
        });
    return checkSpeakCard(s, ci, e);
}

ApplyResult checkListen(const State& s, Explain e) {
    if (const SkillDef* by = prohibitedBy(s, SkillAction::Listen))
        return ApplyResult::refuse(e, ErrorCode::Prohibited,
                                   [&] { return "LISTEN is forbidden: " + skillText(*by); });
    // Never refused for its patience: a LISTEN that costs more than is left takes what is left,
    // and the conversation ends (patience exhausted). Refused, a cost that modifiers raised past
    // the patience (up to 10^6, registry.h) would leave no action at all, and a conversation that
    // can neither go on nor end.
    return {};
}

int usesThisTurn(const State& s, Uid uid, std::uint8_t ability) {
    for (const AbilityUse& u : s.abilityUses)
        if (u.uid == uid && u.ability == ability) return u.count;
    return 0;
}

ApplyResult checkActivate(const State& s, const Action& a, Explain e) {
    Zone z;
    const CardInst* ci = findCard(s, a.uid, &z);
    if (!ci)
        return ApplyResult::refuse(e, ErrorCode::PermanentNotFound, [&] {
            return "card #" + std::to_string(a.uid) + " does not exist";
        });
    auto named = [&] { return cardName(s, ci->card); };
    if (z != Zone::Table)
        return ApplyResult::refuse(e, ErrorCode::NotOnTable,
                                   [&] { return named() + " is not on the table"; });
    const CardDef& def = s.def(ci->card);
    if (a.ability >= def.abilities.size())
        return ApplyResult::refuse(e, ErrorCode::NoSuchAbility, [&] {
            return named() + " has no ability " + std::to_string(a.ability);
        });
    if (ci->has(CardFlag::NpcControlled))
        return ApplyResult::refuse(e, ErrorCode::PermanentNotControlled,
                                   [&] { return named() + " is not yours"; });
    if (const SkillDef* by = prohibitedBy(s, SkillAction::Activate, ci->card))
        return ApplyResult::refuse(e, ErrorCode::Prohibited, [&] {
            return named() + " cannot be activated: " + skillText(*by);
        });
    const AbilityDef& ab = def.abilities[a.ability];
    if (ab.usesPerTurn > 0 && usesThisTurn(s, a.uid, a.ability) >= usesPerTurn(s, ci->card, ab.usesPerTurn))
        return ApplyResult::refuse(e, ErrorCode::LimitReached,
                                   [&] { return named() + "'s ability is used up this turn"; });
    if (CostCheck c = canAfford(s, ActionKind::Activate, a.uid, a.ability, e); !c.ok())
        return fromCost(e, c, named);
    return {};
}

// Options of the pending (non-payment) decision, and whether the picks are valid.
std::uint32_t optionCount(const State& s) { return decisionOptionCount(s); }

ApplyResult checkChoose(const State& s, const Action& a, Explain e) {
    const PendingDecisionData& d = s.decision;
    if (d.purpose == DecisionPurpose::PaymentOption || d.purpose == DecisionPurpose::PaymentX ||
        d.purpose == DecisionPurpose::PaymentCards)
        return checkPaymentAnswer(s, a, e);
    const std::uint32_t options = optionCount(s);
    if (a.choices.size() < d.min || a.choices.size() > d.max)
        return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
            return "choose " +
                   (d.min == d.max ? std::to_string(d.min)
                                   : std::to_string(d.min) + " to " + std::to_string(d.max)) +
                   " option(s); " + std::to_string(a.choices.size()) + " given";
        });
    for (std::size_t i = 0; i < a.choices.size(); ++i) {
        if (a.choices[i] >= options)
            return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                return "option " + std::to_string(a.choices[i]) + " does not exist (there are " +
                       std::to_string(options) + ")";
            });
        for (std::size_t j = 0; j < i; ++j)
            if (a.choices[j] == a.choices[i])
                return ApplyResult::refuse(e, ErrorCode::InvalidChoice, [&] {
                    return "option " + std::to_string(a.choices[i]) + " is chosen twice";
                });
    }
    if (d.purpose == DecisionPurpose::ViewAsCards) return checkViewAsCards(s, a, e);
    return {};
}

void answerDecision(Ctx& c, const Action& a) {
    State& s = c.s;
    const PendingDecisionData d = s.decision;
    switch (d.purpose) {
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards: answerPayment(c, a); return;
    case DecisionPurpose::OptionalTrigger: answerOptionalTrigger(c, a.choices[0] == 0); return;
    case DecisionPurpose::OptionalSkill: answerOptionalSkill(c, a.choices[0] == 0); return;
    case DecisionPurpose::CancelWindow: answerCancelWindow(c, a.choices[0]); return;
    case DecisionPurpose::CancelAnswer: answerCancellation(c, a.choices[0]); return;
    default: break;
    }
    // Card picks: resolve option indexes to instances first, since moving cards shifts positions.
    const SmallVec<Uid, 32> options = decisionCards(s);
    SmallVec<Uid, 8> picks;
    for (auto idx : a.choices) picks.push_back(options[idx]);
    s.decision = {};
    if (d.purpose == DecisionPurpose::DiscardToHandLimit) {
        for (Uid uid : picks) {
            Zone z;
            if (const CardInst* ci = findCard(s, uid, &z)) {
                c.emit(ev::CardDiscarded{uid, ci->card});
                moveFoundCard(c, z, ci, Zone::Discard);
            }
        }
    } else if (d.purpose == DecisionPurpose::EffectChoice) {
        applyEffectChoice(c, d, std::span<const Uid>(picks.data(), picks.size()));
    } else if (d.purpose == DecisionPurpose::ViewAsCards) {
        finishViewAsCards(c, d, std::span<const Uid>(picks.data(), picks.size()));
    } else if (d.purpose == DecisionPurpose::FollowUpSpeak) {
        // None: this SPEAK is over. A card: it is spoken as part of the same SPEAK.
        if (picks.empty()) s.spokenThisAction = 255;
        else beginPayment(c, ActionKind::Speak, picks[0], 0, Roll::Random);
    }
}

Task endAction(ActionKind action) {
    Task t = Task::of(TaskKind::EndAction);
    t.ending.action = action;
    return t;
}

void startListen(Ctx& c) {
    State& s = c.s;
    SmallVec<Uid, 16> opportunities;
    for (const CardInst& ci : s.hand())
        if (cardHas(s, ci.card, CardProperty::Opportunity)) opportunities.push_back(ci.uid);
    c.emit(ev::Listened{});
    const int cost = patienceCost(s, ActionKind::Listen);
    if (s.freeNextAction && patienceCost(s, ActionKind::Listen, nullptr, false) > 0) {
        s.freeNextAction = false;
        c.emit(ev::FreeActionUsed{});
    }
    setPatience(c, s.patience - cost);
    pushTask(s, endAction(ActionKind::Listen));
    pushTask(s, Task::of(TaskKind::HandLimit));
    // The draw count is read when the draw happens, so an exhaust effect that changes it (a
    // chain reaction such as Interrupt's Pressured) applies to this LISTEN.
    Task draw = Task::of(TaskKind::Draw);
    draw.draw.count = -1;
    pushTask(s, draw);
    pushTask(s, Task::of(TaskKind::RefillWeight));
    pushTask(s, Task::of(TaskKind::Untap));
    for (std::uint32_t i = opportunities.size(); i-- > 0;)
        pushTask(s, Task::of(TaskKind::Exhaust, opportunities[i]));
    fireTriggers(c, TriggerKind::Listen);
}

} // namespace

SmallVec<Uid, 16> speakExhaustSnapshot(const State& s, Uid played) {
    const ZoneCards& hand = s.hand();
    SmallVec<Uid, 16> out;
    out.resizeForOverwrite(hand.size()); // room for every card, trimmed to the Fleeting ones below
    const FilteredProperties fleeting(s, propertyBit(CardProperty::Fleeting));
    // Every uid is written and only a Fleeting one kept: which cards are Fleeting is as good as
    // random, and a branch on it was mispredicted about once a SPEAK.
    std::uint32_t kept = 0;
    for (const CardInst& ci : hand) {
        out[kept] = ci.uid;
        kept += static_cast<std::uint32_t>((ci.uid != played) & (fleeting.of(ci.card) != 0));
    }
    out.resize(kept);
    return out;
}

ApplyResult checkSpeakInstance(const State& s, const CardInst& ci, Explain e) {
    return checkSpeakCard(s, &ci, e);
}

ApplyResult checkSpeakable(const State& s, Uid uid, Explain e) {
    return checkSpeak(s, Action::speak(uid), e);
}

namespace {
// Passes the cards that may follow in the same SPEAK (speakable hand cards, while the SPEAK has
// room) to `take`, until it returns false.
template <class Take> void visitFollowUps(const State& s, Take take) {
    if (s.ended() || s.spokenThisAction == 0 || s.spokenThisAction >= cardsPerSpeak(s)) return;
    SpeakCheck speakable(s);
    for (const CardInst& ci : s.hand())
        if (speakable(ci) && !take(ci.uid)) return;
}
} // namespace

SmallVec<Uid, 16> followUpCandidates(const State& s) {
    SmallVec<Uid, 16> out;
    visitFollowUps(s, [&](Uid u) {
        out.push_back(u);
        return true;
    });
    return out;
}

bool offerFollowUpSpeak(Ctx& c) {
    State& s = c.s;
    if (s.spokenThisAction <= 1 && !s.effects.hasTarget(ModTarget::CardsPerSpeak)) return false; // one card
    // All of them are counted (not just whether there is one): the count is the decision's, and
    // an AI asks for it next.
    std::size_t candidates = 0;
    visitFollowUps(s, [&](Uid) { return ++candidates, true; });
    if (candidates == 0) return false;
    s.decision = {DecisionPurpose::FollowUpSpeak, DecisionKind::ChooseCards, 0, 1, 0, 0, EffectList{}, 0};
    s.decision.options = PendingDecisionData::counted(candidates);
    c.emit(ev::DecisionRequested{DecisionKind::ChooseCards});
    return true;
}

void startSpeakResolution(Ctx& c, Uid uid, Roll roll, const SmallVec<Uid, 16>& exhaust, int x) {
    State& s = c.s;
    Zone from;
    const CardInst* ci = findCard(s, uid, &from);
    if (!ci) return; // a payment trigger removed it; nothing is left to say
    const bool permanent = s.def(ci->card).isPermanent();
    // A card that follows in the same SPEAK shares the first one's end of the action.
    if (s.spokenThisAction == 0) pushTask(s, endAction(ActionKind::Speak));
    if (s.spokenThisAction < 254) ++s.spokenThisAction;
    pushTask(s, Task::of(TaskKind::AfterSpeak, uid));
    for (std::uint32_t i = exhaust.size(); i-- > 0;)
        pushTask(s, Task::of(TaskKind::Exhaust, exhaust[i]));
    Task rollTask = Task::of(TaskKind::Roll, uid);
    rollTask.roll = {roll, static_cast<std::int16_t>(x)};
    pushTask(s, rollTask);
    // The card lands (a permanent's enteredZone fires), then beforeSpeak; both resolve before the roll.
    moveFoundCard(c, from, ci, permanent ? Zone::Table : Zone::Discard); // the tasks moved no card
    fireTriggers(c, TriggerKind::BeforeSpeak, uid);
}

void startAbility(Ctx& c, Uid uid, CardIndex card, std::uint8_t ability, int x) {
    State& s = c.s;
    bool counted = false;
    for (AbilityUse& u : s.abilityUses)
        if (u.uid == uid && u.ability == ability) {
            ++u.count;
            counted = true;
        }
    if (!counted) s.abilityUses.push_back({uid, ability, 1});
    c.emit(ev::AbilityActivated{uid, card, ability});
    Task t = resolveTask(card, EffectList::ability(ability), 1, uid);
    t.effect.x = static_cast<std::int16_t>(x);
    pushTask(s, t);
}

namespace {

// apply and applyLegal: `check` false skips the legality checks, for an action the caller has
// just checked (a policy's choice): checking a SPEAK twice was a twentieth of a random playout.
ApplyResult applyAction(State& s, const Action& a, EventLog* events, bool check) {
    if (s.ended())
        return ApplyResult::fail(ErrorCode::ConversationOver, "the conversation is over");
    const bool deciding = s.decision.purpose != DecisionPurpose::None;
    if (a.kind == ActionKind::Cancel) {
        Ctx c{s, events};
        if (s.decision.purpose == DecisionPurpose::ViewAsCards) { // nothing is converted yet
            s.decision = {};
            c.emit(ev::ActionCancelled{});
            return {};
        }
        if (!s.payment.active)
            return ApplyResult::fail(ErrorCode::NothingToCancel,
                                     "no action is waiting for its costs");
        cancelPayment(c);
        runTasks(c); // a withdrawn follow-up of the same SPEAK returns to its offer
        return {};
    }
    if (a.kind != ActionKind::Choose && deciding)
        return ApplyResult::fail(ErrorCode::DecisionPending, "a decision must be answered first");
    Ctx c{s, events};
    c.stepBase = s.tasks.size();
    switch (a.kind) {
    case ActionKind::Speak: {
        if (ApplyResult r = check ? checkSpeak(s, a, Explain::Yes) : ApplyResult{}; !r.ok())
            return r;
        beginPayment(c, ActionKind::Speak, a.uid, 0, a.roll);
        break;
    }
    case ActionKind::Listen: {
        if (ApplyResult r = check ? checkListen(s, Explain::Yes) : ApplyResult{}; !r.ok()) return r;
        startListen(c);
        break;
    }
    case ActionKind::Choose: {
        if (!deciding) return ApplyResult::fail(ErrorCode::NoDecisionPending, "there is no decision to answer");
        if (ApplyResult r = check ? checkChoose(s, a, Explain::Yes) : ApplyResult{}; !r.ok())
            return r;
        answerDecision(c, a);
        break;
    }
    case ActionKind::Activate: {
        if (ApplyResult r = check ? checkActivate(s, a, Explain::Yes) : ApplyResult{}; !r.ok())
            return r;
        beginPayment(c, ActionKind::Activate, a.uid, a.ability, Roll::Random);
        break;
    }
    case ActionKind::UseSkill: {
        if (ApplyResult r = check ? checkUseSkill(s, a, Explain::Yes) : ApplyResult{}; !r.ok())
            return r;
        startUseSkill(c, a);
        break;
    }
    case ActionKind::Cancel: break;
    }
    runTasks(c);
    return {};
}

} // namespace

ApplyResult State::apply(const Action& a, EventLog* events) {
    return applyAction(*this, a, events, true);
}

void State::applyLegal(const Action& a, EventLog* events) {
    assert(isLegal(a));
    applyAction(*this, a, events, false);
}

bool State::isLegal(const Action& a) const {
    if (ended()) return false;
    const bool deciding = decision.purpose != DecisionPurpose::None;
    switch (a.kind) {
    case ActionKind::Speak: {
        if (deciding) return false;
        // legalActions' own yes or no (the same tests as checkSpeak, without the sentences and
        // the cost records a refusal would need): the random policy asks this for every action.
        Zone z;
        const CardInst* ci = findCard(*this, a.uid, &z);
        return ci && z == Zone::Hand && canSpeakInstance(*this, *ci);
    }
    case ActionKind::Listen:
        return !deciding && checkListen(*this, Explain::No).ok();
    case ActionKind::Choose:
        return deciding && checkChoose(*this, a, Explain::No).ok();
    case ActionKind::Activate:
        return !deciding && checkActivate(*this, a, Explain::No).ok();
    case ActionKind::Cancel:
        return payment.active || decision.purpose == DecisionPurpose::ViewAsCards;
    case ActionKind::UseSkill:
        return !deciding && checkUseSkill(*this, a, Explain::No).ok();
    }
    return false;
}

void State::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (ended()) return;
    if (decision.purpose != DecisionPurpose::None) {
        // Every answer: each allowed count, each combination in lexicographic order. Cancel is
        // not listed: it is a way back, not a move.
        const int n = static_cast<int>(optionCount(*this));
        for (int k = decision.min; k <= std::min<int>(decision.max, n); ++k) {
            SmallVec<std::uint16_t, 8> pick;
            for (int i = 0; i < k; ++i)
                pick.push_back(static_cast<std::uint16_t>(i));
            for (;;) {
                out.push_back(Action::choose(pick));
                if (out.size() >= 4096) return; // enough for any policy; a huge pick is never enumerated
                int i = k - 1;
                while (i >= 0 && pick[i] == n - k + i) --i;
                if (i < 0) break;
                ++pick[i];
                for (int j = i + 1; j < k; ++j) pick[j] = static_cast<std::uint16_t>(pick[j - 1] + 1);
            }
        }
        return;
    }
    SpeakCheck speakable(*this);
    for (const CardInst& ci : hand())
        if (speakable(ci)) out.push_back(Action::speak(ci.uid));
    for (const CardInst& ci : zone(Zone::Table))
        for (std::size_t k = 0; k < def(ci.card).abilities.size(); ++k) {
            const Action a = Action::activate(ci.uid, static_cast<std::uint8_t>(k));
            if (checkActivate(*this, a, Explain::No).ok()) out.push_back(a);
        }
    viewAsActions(*this, out);
    if (checkListen(*this, Explain::No).ok()) out.push_back(Action::listen());
}

std::vector<Action> State::legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
}

} // namespace parley
