#include "action_text.h"

#include "card_text.h"

#include <QStringList>

namespace parley::client {

namespace {

// A card's name on the content, or words for a card the content no longer has (never its id).
QString cardNamed(const Content& c, const std::string& id, const QString& locale) {
    if (const CardDef* d = c.findCard(id)) return cardName(*d, locale);
    return ActionText::tr("a card that is gone");
}

QString skillNamed(const Content& c, const std::string& id, const QString& locale) {
    if (const SkillDef* k = c.findSkill(id)) return localized(k->name, locale);
    return ActionText::tr("a skill that is gone");
}

// The option a record picked, named as the decision view names it.
QString optionNamed(const State& before, const std::optional<Decision>& d, const std::string& id,
                    std::uint16_t instance, const QString& locale) {
    const PendingDecisionData& dd = before.decision;
    const bool yesNo = dd.purpose == DecisionPurpose::OptionalTrigger || dd.purpose == DecisionPurpose::OptionalSkill;
    if (yesNo && id == "yes") return ActionText::tr("Yes");
    if (yesNo && id == "no") return ActionText::tr("No");
    if (dd.purpose == DecisionPurpose::CancelWindow && id == "resolve") return ActionText::tr("Let it resolve");
    if (dd.purpose == DecisionPurpose::CancelAnswer && id == "stand") return ActionText::tr("Let the cancellation stand");
    if (d) {
        std::uint16_t seen = 0;
        for (const DecisionOption& o : d->options) {
            if (o.id != id || seen++ != instance) continue;
            Zone z;
            std::uint32_t pos;
            if (o.uid != 0 && before.locate(o.uid, z, pos)) return cardName(before.def(before.zone(z)[pos].card), locale);
            if (dd.purpose == DecisionPurpose::PaymentOption && o.label == "nothing") return ActionText::tr("nothing");
            break;
        }
    }
    const Content& c = before.content();
    if (const CardDef* card = c.findCard(id)) return cardName(*card, locale);
    if (const SkillDef* k = c.findSkill(id)) return localized(k->name, locale);
    // Amounts and the like: numbers read the same in every language.
    bool number = false;
    QString::fromStdString(id).toInt(&number);
    return number ? QString::fromStdString(id) : ActionText::tr("an option");
}

// How many cards with `id` are in zone `z`.
std::uint16_t countOf(const State& s, const std::string& id, Zone z) {
    const CardDef* d = s.content().findCard(id);
    std::uint16_t n = 0;
    if (d)
        for (const CardInst& ci : s.zone(z))
            if (ci.card == d->index) ++n;
    return n;
}

} // namespace

QString ActionText::label(const State& before, const ActionRecord& rec, const QString& locale) {
    const Content& c = before.content();
    switch (rec.kind) {
    case ActionKind::Listen: return tr("LISTEN");
    case ActionKind::Cancel: return tr("Cancel");
    case ActionKind::Speak: return tr("SPEAK %1").arg(cardNamed(c, rec.card, locale));
    case ActionKind::Activate: return tr("Use %1").arg(cardNamed(c, rec.card, locale));
    case ActionKind::UseSkill:
        if (rec.card.empty()) return tr("Use %1").arg(skillNamed(c, rec.skill, locale));
        return tr("SPEAK %1 through %2").arg(cardNamed(c, rec.card, locale), skillNamed(c, rec.skill, locale));
    case ActionKind::Choose: {
        const std::optional<Decision> d = before.ended() ? std::nullopt : before.pendingDecision();
        QStringList picked;
        for (std::size_t i = 0; i < rec.options.size(); ++i)
            picked << optionNamed(before, d, rec.options[i],
                                  i < rec.optionInstances.size() ? rec.optionInstances[i] : 0, locale);
        return picked.isEmpty() ? tr("Choose: none") : tr("Choose: %1").arg(picked.join(tr(", ")));
    }
    }
    return tr("An action");
}

QString ActionText::report(const ReplayReport& r, const State* at, const ActionRecord* rec,
                           const QString& label, const QString& locale) {
    using Stop = ReplayReport::Stop;
    const QString done = tr("Replayed %1 of %2 actions").arg(r.replayed).arg(r.total);
    if (r.stop == Stop::None) return done + tr(".");
    if (r.stop == Stop::Start || !at || !rec)
        return tr("%1; the conversation cannot start: the partner or the deck is not in the content.").arg(done);
    const Content& c = at->content();
    const int n = int(r.action);
    QString why;
    switch (r.stop) {
    case Stop::NotLegal: {
        const bool usesCard = !rec->card.empty() && rec->kind != ActionKind::Choose;
        if (rec->kind == ActionKind::UseSkill && !c.findSkill(rec->skill))
            why = tr("the content no longer has that skill");
        else if (usesCard && !c.findCard(rec->card))
            why = tr("the content no longer has that card");
        else if (rec->kind == ActionKind::Activate && countOf(*at, rec->card, Zone::Table) <= rec->instance)
            why = tr("%1 is not on the table").arg(cardNamed(c, rec->card, locale));
        else if (usesCard && countOf(*at, rec->card, Zone::Hand) <= rec->instance)
            why = tr("%1 is not in your hand").arg(cardNamed(c, rec->card, locale));
        else if (rec->kind == ActionKind::Choose)
            why = tr("there is no question to answer then");
        else
            why = tr("the rules no longer allow it then");
        return tr("%1; action %2 (%3) is no longer legal: %4.").arg(done).arg(n).arg(label, why);
    }
    case Stop::MeaningChanged:
        return tr("%1; action %2 (%3) no longer means the same: the question no longer offers that answer.")
            .arg(done).arg(n).arg(label);
    case Stop::OutcomeDiffers:
        why = rec->outcome == RollOutcome::Success ? tr("it succeeded when it was played and does not now")
            : rec->outcome == RollOutcome::Failure ? tr("it failed when it was played and does not now")
                                                   : tr("it made no roll when it was played and does now");
        return tr("%1; action %2 (%3) has a different outcome: %4.").arg(done).arg(n).arg(label, why);
    case Stop::None:
    case Stop::Start: break;
    }
    return done + tr(".");
}

} // namespace parley::client
