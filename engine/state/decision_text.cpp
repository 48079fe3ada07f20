#include "state/decision_text.h"

#include "costs/payment.h"
#include "effects/targets.h"
#include "modifiers/queries.h"

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
        d.prompt = t.optionMessage.empty() ? "Use " + s.def(dd.card).name.text + "'s ability?" : t.optionMessage;
        d.options = {{"yes", "Yes", 0}, {"no", "No", 0}};
        return;
    }
    case DecisionPurpose::EffectChoice: {
        const EffectDef& e = s.def(dd.card).effectsFor(dd.list)[dd.index];
        static const char* verbs[] = {"choose", "sacrifice", "discard", "reveal", "take"};
        const char* verb = e.type == EffectType::Sacrifice ? verbs[1]
                           : e.type == EffectType::Discard ? verbs[2]
                           : e.type == EffectType::Reveal  ? verbs[3]
                           : e.type == EffectType::Tutor   ? verbs[4]
                                                           : verbs[0];
        const std::string count = dd.min == dd.max ? std::to_string(dd.min) : "up to " + std::to_string(dd.max);
        d.prompt = s.def(dd.card).name.text + ": " + verb + " " + count + " card(s).";
        cardOptions(s, effectCandidates(s, e, dd.uid), d);
        return;
    }
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards: paymentOptions(s, d); return;
    }
}

std::uint32_t decisionOptionCount(const State& s) {
    const PendingDecisionData& dd = s.decision;
    switch (dd.purpose) {
    case DecisionPurpose::None: return 0;
    case DecisionPurpose::DiscardToHandLimit: return s.hand().size();
    case DecisionPurpose::OptionalTrigger: return 2;
    case DecisionPurpose::EffectChoice: return effectCandidates(s, s.def(dd.card).effectsFor(dd.list)[dd.index], dd.uid).size();
    default: {
        Decision d;
        describeDecision(s, d);
        return static_cast<std::uint32_t>(d.options.size());
    }
    }
}

} // namespace parley
