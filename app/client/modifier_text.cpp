#include "modifier_text.h"

#include "formula_words.h"
#include "state/registry.h"

#include <QStringList>

namespace parley::client {

namespace {
using Op = Formula::Op;

// Which way a comfort-change condition of the form "value < 0" or "value > 0" points: -1 for
// losses, +1 for gains, 0 for anything else.
int comfortDirection(const Content& c, std::uint16_t condition) {
    if (condition == 0 || condition > c.conditions.size()) return 0;
    const auto& p = c.conditions[condition - 1].program();
    if (p.size() != 3 || p[0].op != Op::Var || p[0].var != kVarValue || p[1].op != Op::Push ||
        p[1].value != 0)
        return 0;
    if (p[2].op == Op::Lt || p[2].op == Op::Le) return -1;
    if (p[2].op == Op::Gt || p[2].op == Op::Ge) return 1;
    return 0;
}

QString targetNoun(ModTarget t) {
    switch (t) {
    case ModTarget::SuccessChance:
        return ModifierText::tr("Success chance");
    case ModTarget::WeightCapacity:
        return ModifierText::tr("Weight capacity");
    case ModTarget::ListenDraw:
        return ModifierText::tr("Cards drawn on LISTEN");
    case ModTarget::PatienceCost:
        return ModifierText::tr("Patience cost of each action");
    case ModTarget::ComfortChange:
        return ModifierText::tr("Every comfort change");
    case ModTarget::WeightCost:
        return ModifierText::tr("Weight costs");
    case ModTarget::TokenCost:
        return ModifierText::tr("Token costs");
    case ModTarget::TokenCount:
        return ModifierText::tr("Tokens that count for success");
    case ModTarget::HandLimit:
        return ModifierText::tr("Hand limit");
    case ModTarget::Reach:
        return ModifierText::tr("Reach");
    case ModTarget::CardsPerSpeak:
        return ModifierText::tr("Cards per SPEAK");
    case ModTarget::UsesPerTurn:
        return ModifierText::tr("Uses per turn of abilities");
    case ModTarget::Depth:
        return ModifierText::tr("Depth of cards");
    case ModTarget::Comfort:
        return ModifierText::tr("Comfort");
    case ModTarget::Patience:
        return ModifierText::tr("Patience");
    case ModTarget::Weight:
        return ModifierText::tr("Weight in the pool");
    }
    return {};
}

QString change(const ModifierDef& m) {
    const QString n = QString::number(std::abs(m.value));
    const QString pct = m.target == ModTarget::SuccessChance ? QStringLiteral("%") : QString();
    const QString noun = targetNoun(m.target);
    switch (m.op) {
    case ModOp::Add:
        return m.value >= 0 ? ModifierText::tr("%1 +%2%3").arg(noun, n, pct)
                            : ModifierText::tr("%1 \u2212%2%3").arg(noun, n, pct);
    case ModOp::Multiply:
        return ModifierText::tr("%1 \u00D7%2").arg(noun).arg(m.value);
    case ModOp::Set:
        return ModifierText::tr("%1 is %2%3").arg(noun).arg(m.value).arg(pct);
    case ModOp::Min:
        return ModifierText::tr("%1 is at most %2%3").arg(noun).arg(m.value).arg(pct);
    case ModOp::Max:
        return ModifierText::tr("%1 is at least %2%3").arg(noun).arg(m.value).arg(pct);
    case ModOp::AddMagnitude:
        return ModifierText::tr("%1 is %2 bigger, up or down").arg(noun, n);
    }
    return {};
}

// Comfort changes read as losses and gains, the way a player thinks of them.
QString comfortChange(const ModifierDef& m, int direction) {
    const QString n = QString::number(std::abs(m.value));
    if (direction < 0)
        return m.value >= 0 ? ModifierText::tr("Comfort losses are %1 smaller").arg(n)
                            : ModifierText::tr("Comfort losses are %1 bigger").arg(n);
    return m.value >= 0 ? ModifierText::tr("Comfort gains are %1 bigger").arg(n)
                        : ModifierText::tr("Comfort gains are %1 smaller").arg(n);
}

QString scoped(const QString& text, std::uint8_t scope) {
    switch (static_cast<EffectScope>(scope)) {
    case EffectScope::Source:
        return ModifierText::tr("%1 (this card)").arg(text);
    case EffectScope::Hand:
        return ModifierText::tr("%1 for cards in your hand").arg(text);
    case EffectScope::Table:
        return ModifierText::tr("%1 for cards on the table").arg(text);
    case EffectScope::Player:
        return ModifierText::tr("%1 for you").arg(text);
    case EffectScope::Npc:
        return ModifierText::tr("%1 for them").arg(text);
    case EffectScope::Global:
        break;
    }
    return text;
}
} // namespace

QString ModifierText::modifier(const Content& c, const ModifierDef& m, const QString& locale) {
    const int direction = m.target == ModTarget::ComfortChange && m.op == ModOp::Add
                              ? comfortDirection(c, m.condition)
                              : 0;
    QString text = direction != 0 ? comfortChange(m, direction) : change(m);
    if (direction == 0 && m.condition != 0 && m.condition <= c.conditions.size())
        text =
            tr("%1 when %2").arg(text, FormulaWords::condition(c, c.conditions[m.condition - 1], locale));
    text = scoped(text, m.scope);
    // A modifier that acts at a turn boundary says when.
    switch (static_cast<EffectTrigger>(m.trigger)) {
    case EffectTrigger::TurnStart:
        return tr("At the start of each turn: %1").arg(text);
    case EffectTrigger::TurnEnd:
        return tr("At the end of each turn: %1").arg(text);
    case EffectTrigger::Continuous:
        break;
    }
    return text;
}

QString ModifierText::modifiers(const Content& c, const std::vector<ModifierDef>& mods,
                                const QString& locale) {
    QStringList out;
    for (const ModifierDef& m : mods)
        out << modifier(c, m, locale);
    return out.join(QStringLiteral("; "));
}

QString ModifierText::lasting(const QString& what, int duration) {
    if (duration <= 0) return tr("%1 this turn").arg(what);
    if (duration == 1) return tr("%1 until the end of your next turn").arg(what);
    return tr("%1 for %2 more turns").arg(what).arg(duration);
}

} // namespace parley::client
