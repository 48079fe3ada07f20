#include "skill_rules.h"

#include "effects/pipeline.h"
#include "rules/actions_start.h"
#include "skills/skills.h"

namespace parley::client {

std::string skillDescription(const State& s, const SkillInst& k, const std::string& locale, const std::string& separator,
                             const std::string& none) {
    return describeSkill(s, k, locale, separator, none);
}

const SkillDef* responseSkillFor(const State& s, Uid uid) {
    const PendingDecisionData& dd = s.decision;
    if (uid == 0 || (dd.purpose != DecisionPurpose::CancelWindow && dd.purpose != DecisionPurpose::CancelAnswer)) return nullptr;
    const auto responses = dd.purpose == DecisionPurpose::CancelWindow ? cancelResponses(s) : cancellationAnswers(s);
    for (const Response& r : responses)
        if (r.card == uid) return &s.content().skills[s.skills[r.skill].skill];
    return nullptr;
}

bool skillUsableNow(const State& s, const SkillInst& k) {
    return skillUsable(s, k);
}

std::vector<Uid> speakExhausts(const State& s, Uid played) {
    const SmallVec<Uid, 16> snap = speakExhaustSnapshot(s, played);
    return std::vector<Uid>(snap.begin(), snap.end());
}

const EffectDef* cancelWindowEffect(const State& s) {
    const PendingDecisionData& dd = s.decision;
    if (dd.purpose != DecisionPurpose::CancelWindow && dd.purpose != DecisionPurpose::CancelAnswer) return nullptr;
    const auto& effects = s.content().effectList(dd.card, dd.list);
    return dd.index < effects.size() ? &effects[dd.index] : nullptr;
}

} // namespace parley::client
