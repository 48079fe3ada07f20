#include "rules/decision_text.h"

#include "changes/zones.h"
#include "costs/payment.h"
#include "effects/pipeline.h"
#include "queries/queries.h"
#include "queries/targets.h"
#include "rules/actions_start.h"
#include "rules/view_as.h"
#include "skills/skills.h"

namespace parley {

namespace {
void cardOptions(const State& s, const UidList& uids, Decision& d) {
    for (Uid u : uids) {
        Zone z;
        std::uint32_t pos;
        if (!s.locate(u, z, pos)) continue;
        const CardDef& def = s.def(s.zone(z)[pos].card);
        d.options.push_back({def.id, def.name.text, u});
    }
}
// A response in the cancel window: a skill (its id), or a hand card played through a view-as skill
// (the card's id and instance).
void responseOption(const State& s, const Response& r, const std::string& verb, Decision& d) {
    const SkillDef& k = s.content().skills[s.skills[r.skill].skill];
    const CardInst* ci = r.card ? findCard(s, r.card) : nullptr;
    if (ci) {
        const CardDef& card = s.def(ci->card);
        d.options.push_back({card.id,
                             verb + ": play " + card.name.text + " as " +
                                 s.def(static_cast<CardIndex>(k.asCard)).name.text,
                             r.card});
        return;
    }
    d.options.push_back(
        {k.id, k.optionMessage.text.empty() ? verb + " with " + k.name.text : k.optionMessage.text,
         0});
}
} // namespace

void describeDecision(const State& s, Decision& d) {
    const PendingDecisionData& dd = s.decision;
    switch (dd.purpose) {
    case DecisionPurpose::None: return;
    case DecisionPurpose::DiscardToHandLimit: {
        d.prompt = "Your hand holds more than " + std::to_string(handLimit(s)) + " cards: discard " +
                   std::to_string(dd.min) + ".";
        UidList hand;
        for (const CardInst& ci : s.hand()) hand.push_back(ci.uid);
        cardOptions(s, hand, d);
        return;
    }
    case DecisionPurpose::OptionalTrigger: {
        const TriggerDef& t = s.def(dd.card).triggers[dd.list.index()];
        d.prompt = t.optionMessage.text.empty() ? "Use " + s.def(dd.card).name.text + "'s ability?" : t.optionMessage.text;
        d.options = {{"yes", "Yes", 0}, {"no", "No", 0}};
        return;
    }
    case DecisionPurpose::OptionalSkill: {
        const SkillDef& k = s.content().skills[dd.card];
        d.prompt = k.optionMessage.text.empty() ? "Use " + k.name.text + "?" : k.optionMessage.text;
        d.options = {{"yes", "Yes", 0}, {"no", "No", 0}};
        return;
    }
    case DecisionPurpose::CancelWindow: {
        const std::string source = dd.list.isSkill() ? s.content().skills[dd.card].name.text : s.def(dd.card).name.text;
        d.prompt = source + " is about to resolve: respond?";
        d.options = {{"resolve", "Let it resolve", 0}};
        for (const Response& r : cancelResponses(s))
            responseOption(s, r, "Cancel it", d);
        return;
    }
    case DecisionPurpose::CancelAnswer: {
        const std::string source = dd.list.isSkill() ? s.content().skills[dd.card].name.text : s.def(dd.card).name.text;
        d.prompt = "What " + source + " would do was cancelled: answer?";
        d.options = {{"stand", "Let the cancellation stand", 0}};
        for (const Response& r : cancellationAnswers(s))
            responseOption(s, r, "Answer it", d);
        return;
    }
    case DecisionPurpose::FollowUpSpeak: {
        d.prompt = "This SPEAK may play another card (" + std::to_string(cardsPerSpeak(s)) + " in all): choose one, or none.";
        UidList cards;
        for (Uid u : followUpCandidates(s)) cards.push_back(u);
        cardOptions(s, cards, d);
        return;
    }
    case DecisionPurpose::EffectChoice: {
        const EffectDef& e = s.content().effectList(dd.card, dd.list)[dd.index];
        static const char* verbs[] = {"choose", "sacrifice", "discard", "reveal", "take"};
        const char* verb = e.type == EffectType::Sacrifice ? verbs[1]
                           : e.type == EffectType::Discard ? verbs[2]
                           : e.type == EffectType::Reveal  ? verbs[3]
                           : e.type == EffectType::Tutor   ? verbs[4]
                                                           : verbs[0];
        const std::string count = dd.min == dd.max ? std::to_string(dd.min) : "up to " + std::to_string(dd.max);
        const std::string source = dd.list.isSkill() ? s.content().skills[dd.card].name.text : s.def(dd.card).name.text;
        d.prompt = source + ": " + verb + " " + count + " card(s).";
        cardOptions(s, effectCandidates(s, e, dd.uid, e.skill >= 0 ? e.skill : dd.list.isSkill() ? dd.card : -1), d);
        return;
    }
    case DecisionPurpose::ViewAsCards: {
        const CardInst* lead = findCard(s, dd.uid);
        const std::string as =
            dd.index < s.skills.size()
                ? s.def(static_cast<CardIndex>(s.content().skills[s.skills[dd.index].skill].asCard))
                      .name.text
                : "another card";
        d.prompt = "Choose " + std::to_string(dd.min) + " more card(s) to play with " +
                   (lead ? s.def(lead->card).name.text : "it") + " as " + as + ".";
        d.cancellable = true;
        UidList cards;
        for (Uid u : viewAsDecisionCards(s))
            cards.push_back(u);
        cardOptions(s, cards, d);
        return;
    }
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards: paymentOptions(s, d); return;
    }
}

SmallVec<Uid, 32> decisionCards(const State& s) {
    const PendingDecisionData& dd = s.decision;
    UidList out;
    switch (dd.purpose) {
    case DecisionPurpose::DiscardToHandLimit:
        for (const CardInst& ci : s.hand()) out.push_back(ci.uid);
        break;
    case DecisionPurpose::FollowUpSpeak:
        for (Uid u : followUpCandidates(s)) out.push_back(u);
        break;
    case DecisionPurpose::ViewAsCards:
        for (Uid u : viewAsDecisionCards(s))
            out.push_back(u);
        break;
    case DecisionPurpose::EffectChoice: {
        const EffectDef& e = s.content().effectList(dd.card, dd.list)[dd.index];
        out = effectCandidates(s, e, dd.uid, e.skill >= 0 ? e.skill : dd.list.isSkill() ? dd.card : -1);
        break;
    }
    default: break;
    }
    return out;
}

std::uint32_t decisionOptionCount(const State& s) {
    if (s.decision.options != PendingDecisionData::kUncounted) return s.decision.options;
    return countDecisionOptions(s);
}

std::uint32_t countDecisionOptions(const State& s) {
    const PendingDecisionData& dd = s.decision;
    switch (dd.purpose) {
    case DecisionPurpose::None: return 0;
    case DecisionPurpose::DiscardToHandLimit: return s.hand().size();
    case DecisionPurpose::OptionalTrigger:
    case DecisionPurpose::OptionalSkill: return 2;
    case DecisionPurpose::CancelWindow: return 1 + cancelResponses(s).size();
    case DecisionPurpose::CancelAnswer: return 1 + cancellationAnswers(s).size();
    case DecisionPurpose::FollowUpSpeak: return followUpCandidates(s).size();
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards:
        return paymentChoices(s).size();
    case DecisionPurpose::ViewAsCards:
        return viewAsDecisionCards(s).size();
    case DecisionPurpose::EffectChoice:
    {
        const EffectDef& e = s.content().effectList(dd.card, dd.list)[dd.index];
        return effectCandidates(s, e, dd.uid, e.skill >= 0 ? e.skill : dd.list.isSkill() ? dd.card : -1).size();
    }
    default: {
        Decision d;
        describeDecision(s, d);
        return static_cast<std::uint32_t>(d.options.size());
    }
    }
}

// Declared with State (its public contract); defined here, where the decisions are worded.
std::optional<Decision> State::pendingDecision() const {
    if (decision.purpose == DecisionPurpose::None) return std::nullopt;
    Decision d;
    d.kind = decision.kind;
    d.min = decision.min;
    d.max = decision.max;
    describeDecision(*this, d);
    return d;
}

} // namespace parley
