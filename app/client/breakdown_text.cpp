#include "breakdown_text.h"

#include "card_text.h"
#include "state/actions.h"

#include <QVariantMap>

namespace parley::client {

namespace {
// Steps that start the number rather than change it: their change is the number itself.
bool isStart(StepOrigin o) {
    switch (o) {
    case StepOrigin::Rules:
    case StepOrigin::Action:
    case StepOrigin::State:
    case StepOrigin::Difficulty:
    case StepOrigin::CardValue:
    case StepOrigin::Ability:
    case StepOrigin::CannotFail:
        return true;
    default:
        return false;
    }
}

QString signedNumber(int n) {
    return n >= 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

// The content item a step names, or an empty string when the index is out of the table (a
// breakdown of another content's state must not read past this one's tables).
template <class Table, class Name>
QString itemName(const Table& table, std::uint16_t index, Name&& name) {
    return index < table.size() ? name(table[index]) : QString();
}
} // namespace

QString BreakdownText::change(const Contribution& c) {
    if (isStart(c.origin)) return QString::number(c.by);
    switch (c.op) {
    case ModOp::Add:
        return signedNumber(c.by);
    case ModOp::AddMagnitude:
        return QStringLiteral("±%1").arg(c.by);
    case ModOp::Multiply:
        return QStringLiteral("×%1").arg(c.by);
    case ModOp::Set:
        return QStringLiteral("= %1").arg(c.by);
    case ModOp::Min:
        return tr("at most %1").arg(c.by);
    case ModOp::Max:
        return tr("at least %1").arg(c.by);
    }
    return QString::number(c.by);
}

QString BreakdownText::source(const State& s, const Contribution& c, const QString& locale) {
    const Content& content = s.content();
    const Ruleset& rules = s.rules();
    const auto atmosphere = [&] {
        return itemName(rules.atmospheres, c.index,
                        [&](const AtmosphereDef& d) { return localized(d.name, locale); });
    };
    switch (c.origin) {
    case StepOrigin::Rules:
    case StepOrigin::RuleEffect:
        return tr("by the rules");
    case StepOrigin::Action:
        return c.index == std::uint16_t(ActionKind::Listen) ? tr("per LISTEN") : tr("per SPEAK");
    case StepOrigin::State:
        return tr("while %1").arg(itemName(rules.states, c.index, [&](const StateDef& d) {
            return localized(d.name, locale);
        }));
    case StepOrigin::Difficulty:
        return tr("base (%1)")
            .arg(itemName(rules.difficulties, c.index,
                          [](const DifficultyDef& d) { return difficultyName(d.id); }));
    case StepOrigin::Tokens: {
        const QString token =
            itemName(rules.tokens, c.index, [](const std::string& id) { return tokenName(id); });
        return c.counted != c.held
                   ? tr("from %1 %2, counting as %3").arg(c.held).arg(token).arg(c.counted)
                   : tr("from %1 %2").arg(c.held).arg(token);
    }
    case StepOrigin::CardValue:
        return tr("on the card");
    case StepOrigin::Ability:
        return tr("per turn for the ability");
    case StepOrigin::Effect:
        return tr("asked by the effect");
    case StepOrigin::SameSpeak:
        return tr("(the same SPEAK)");
    case StepOrigin::FreeAction:
        return tr("(a free action)");
    case StepOrigin::Limit:
        return tr("(limited to %1 to %2)").arg(rules.successMin).arg(rules.successMax);
    case StepOrigin::Floor:
        //: A breakdown's step when the number would go below the least it can be: "= 0 (the least it can be)"
        return tr("(the least it can be)");
    case StepOrigin::CannotFail:
        return tr("(%1: no card can fail)").arg(atmosphere());
    case StepOrigin::Atmosphere:
        return atmosphere();
    case StepOrigin::Card:
        return itemName(content.cards, c.index,
                        [&](const CardDef& d) { return cardName(d, locale); });
    case StepOrigin::Skill: {
        const QString skill = itemName(
            content.skills, c.index, [&](const SkillDef& d) { return localized(d.name, locale); });
        return c.side == Side::Player ? tr("%1 (your trait)").arg(skill)
                                      : tr("%1 (their skill)").arg(skill);
    }
    }
    return {};
}

QString BreakdownText::step(const State& s, const Contribution& c, const QString& locale) {
    //: A step of a breakdown: %1 the change ("+10"), %2 where it comes from ("from 2 Trust")
    return tr("%1 %2").arg(change(c), source(s, c, locale));
}

QString BreakdownText::text(const State& s, const Breakdown& b, const QString& locale) {
    if (b.parts.empty()) return QString::number(b.result);
    QStringList steps;
    for (const Contribution& c : b.parts)
        steps << step(s, c, locale);
    //: Between the steps of a breakdown
    const QString comma = tr(", ");
    //: A breakdown: %1 its steps, %2 the result
    return tr("%1 = %2").arg(steps.join(comma), QString::number(b.result));
}

QVariantList BreakdownText::parts(const State& s, const Breakdown& b, const QString& locale) {
    QVariantList out;
    for (const Contribution& c : b.parts)
        out.push_back(QVariantMap{{QStringLiteral("source"), source(s, c, locale)},
                                  {QStringLiteral("change"), change(c)},
                                  {QStringLiteral("after"), c.after}});
    return out;
}

} // namespace parley::client
