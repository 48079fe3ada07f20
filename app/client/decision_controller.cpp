#include "decision_controller.h"

#include "card_text.h"
#include "content/describe.h"
#include "modifiers/queries.h"
#include "skill_rules.h"

namespace parley::client {

namespace {
// The held skill of `owner` with content index `skill`, or null.
const SkillInst* heldSkillOf(const State& s, std::uint16_t skill, Side owner) {
    for (const SkillInst& k : s.skills)
        if (k.skill == skill && k.owner == owner) return &k;
    return nullptr;
}
const SkillInst* playerSkillById(const State& s, const std::string& id) {
    for (const SkillInst& k : s.skills)
        if (k.owner == Side::Player && s.content().skills[k.skill].id == id) return &k;
    return nullptr;
}
} // namespace

void DecisionController::sync(const State& s, const QString& locale) {
    const std::optional<Decision> d = s.ended() ? std::nullopt : s.pendingDecision();
    const bool wasActive = active_;
    const QString before = prompt_;
    active_ = d.has_value();
    options_.clear();
    if (d) {
        const std::string_view k = name(d->kind);
        kind_ = QString::fromUtf8(k.data(), qsizetype(k.size()));
        prompt_ = QString::fromStdString(d->prompt);
        detail_.clear();
        const PendingDecisionData& dd = s.decision;
        const bool yesNo = dd.purpose == DecisionPurpose::OptionalTrigger ||
                           dd.purpose == DecisionPurpose::OptionalSkill;
        for (const DecisionOption& o : d->options) {
            QString label = QString::fromStdString(o.label), hint;
            // The engine's fixed answers, in the player's language.
            if (yesNo && o.id == "yes") label = tr("Yes");
            else if (yesNo && o.id == "no") label = tr("No");
            else if (dd.purpose == DecisionPurpose::CancelWindow && o.id == "resolve")
                label = tr("Let it resolve");
            else if (dd.purpose == DecisionPurpose::CancelWindow) {
                if (const SkillInst* k = playerSkillById(s, o.id)) {
                    // Which skill answers, and what it says it does.
                    const QString skill = localized(s.content().skills[k->skill].name, locale);
                    label = QStringLiteral("%1: %2").arg(skill, label);
                    hint = QStringLiteral("%1: %2").arg(skill, QString::fromStdString(skillDescription(s, *k)));
                }
            }
            options_.push_back(QVariantMap{{"id", QString::fromStdString(o.id)}, {"label", label}, {"hint", hint}});
        }
        // Seed 003's questions, told in the player's language with what is at stake.
        if (dd.purpose == DecisionPurpose::OptionalSkill && dd.card < s.content().skills.size()) {
            const SkillDef& k = s.content().skills[dd.card];
            const Side side = dd.index == 0 ? Side::Player : Side::Npc;
            const SkillInst* held = heldSkillOf(s, dd.card, side);
            detail_ = tr("%1 (your trait): %2")
                          .arg(localized(k.name, locale),
                               held ? QString::fromStdString(skillDescription(s, *held))
                                    : QString::fromStdString(k.description));
        } else if (dd.purpose == DecisionPurpose::CancelWindow) {
            const QString source = dd.list.isSkill() && dd.card < s.content().skills.size()
                                       ? localized(s.content().skills[dd.card].name, locale)
                                       : cardName(s.def(dd.card), locale);
            const EffectDef* e = cancelWindowEffect(s);
            prompt_ = e ? tr("%1 is about to resolve: %2. Respond?")
                              .arg(source, QString::fromStdString(describeEffect(s.content(), *e)))
                        : tr("%1 is about to resolve. Respond?").arg(source);
            detail_ = tr("Let it resolve, or cancel it with one of your skills (it costs what the skill says).");
        } else if (dd.purpose == DecisionPurpose::FollowUpSpeak) {
            prompt_ = tr("This SPEAK may play another card (%1 in all): choose one, or None.")
                          .arg(cardsPerSpeak(s));
            detail_ = tr("Another card costs its weight but no patience.");
        }
        min_ = d->min;
        max_ = d->max;
        cancellable_ = d->cancellable;
    } else {
        kind_.clear();
        prompt_.clear();
        detail_.clear();
        min_ = max_ = 0;
        cancellable_ = false;
    }
    emit changed();
    if (active_ && (!wasActive || prompt_ != before)) emit requested();
}

bool DecisionController::choose(const QVariantList& indexes) {
    std::vector<std::uint16_t> picks;
    for (const QVariant& v : indexes) {
        bool ok = false;
        const int i = v.toInt(&ok);
        if (!ok || i < 0 || i > 0xffff) return false;
        picks.push_back(static_cast<std::uint16_t>(i));
    }
    return submit_(Action::choose(std::move(picks)));
}

bool DecisionController::cancel() {
    return cancellable_ && submit_(Action::cancel());
}

} // namespace parley::client
