#include "card_rules_text.h"

#include "card_text.h"
#include "cost_text.h"
#include "effect_text.h"
#include "formula_words.h"
#include "modifier_text.h"
#include "state/registry.h"

#include <QStringList>
#include <QVariantMap>

namespace parley::client {

namespace {
QVariantMap line(const char* kind, const QString& title, const QString& text) {
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)},
            {QStringLiteral("title"), title},
            {QStringLiteral("text"), text}};
}
} // namespace

QString CardRulesText::abilityName(const AbilityDef& a, const QString& locale) {
    const QString name = localized(a.name, locale);
    return name.isEmpty() ? tr("Use") : name;
}

QString CardRulesText::ability(const Content& c, const AbilityDef& a, const QString& locale) {
    QString costs = CostText::costs(c, a.costs, locale);
    for (const CostList& alt : a.alternatives)
        costs += (costs.isEmpty() ? QString() : tr(" or ")) + CostText::costs(c, alt, locale);
    const QString effects = EffectText::effects(c, a.effects, locale);
    QString out =
        costs.isEmpty() ? tr("Free: %1.").arg(effects) : tr("%1: %2.").arg(costs, effects);
    if (a.usesPerTurn == 1)
        out += QLatin1Char(' ') + tr("Once a turn.");
    else if (a.usesPerTurn > 1)
        out += QLatin1Char(' ') + tr("%1 times a turn.").arg(a.usesPerTurn);
    return out;
}

QString CardRulesText::when(const TriggerDef& t) {
    const bool self = t.self;
    switch (t.kind) {
    case TriggerKind::OpeningHand:
        return tr("If it is in your opening hand");
    case TriggerKind::ConversationStart:
        return tr("When the conversation starts");
    case TriggerKind::EnteredZone:
        return self ? tr("When this card enters the %1").arg(EffectText::zone(t.zone))
                    : tr("When a card enters the %1").arg(EffectText::zone(t.zone));
    case TriggerKind::LeftZone:
        return self ? tr("When this card leaves the %1").arg(EffectText::zone(t.zone))
                    : tr("When a card leaves the %1").arg(EffectText::zone(t.zone));
    case TriggerKind::BeforeSpeak:
        return self ? tr("Before you speak this card") : tr("Before each SPEAK");
    case TriggerKind::AfterSpeak:
        return self ? tr("After you speak this card") : tr("After each SPEAK");
    case TriggerKind::CardSucceeded:
        return self ? tr("When this card succeeds") : tr("When a card succeeds");
    case TriggerKind::CardFailed:
        return self ? tr("When this card fails") : tr("When a card fails");
    case TriggerKind::CardExhausted:
        return self ? tr("When this card exhausts") : tr("When a card exhausts");
    case TriggerKind::Listen:
        return tr("When you LISTEN");
    case TriggerKind::ComfortChanged:
        return tr("When the comfort changes");
    case TriggerKind::StateChanged:
        return tr("When their mood changes");
    case TriggerKind::AtmosphereChanged:
        return tr("When the atmosphere changes");
    case TriggerKind::TokenGained:
        return tr("When you gain tokens");
    case TriggerKind::TokenSpent:
        return tr("When you spend tokens");
    case TriggerKind::TurnStart:
        return tr("At the start of each turn");
    case TriggerKind::TurnEnd:
        return tr("At the end of each turn");
    case TriggerKind::EffectResolving:
        return tr("When an effect resolves");
    case TriggerKind::Judge:
        return tr("When a card's roll is made");
    }
    return {};
}

QString CardRulesText::trigger(const Content& c, const TriggerDef& t, const QString& locale) {
    QString event = when(t);
    // Where the card must be, when that is not where a permanent lies anyway.
    const bool zoneEvent = t.kind == TriggerKind::EnteredZone || t.kind == TriggerKind::LeftZone ||
                           t.kind == TriggerKind::OpeningHand;
    if (!zoneEvent && t.zone != Zone::Table)
        event = tr("%1, while this card is in your %2").arg(event, EffectText::zone(t.zone));
    if (!t.condition.empty())
        event = tr("%1, if %2").arg(event, FormulaWords::condition(c, t.condition, locale));
    const QString effects = EffectText::effects(c, t.effects, locale);
    return t.optional ? tr("%1, you may: %2.").arg(event, effects)
                      : tr("%1: %2.").arg(event, effects);
}

QVariantList CardRulesText::lines(const Content& c, const CardDef& card, const QString& locale) {
    QVariantList out;
    if (!card.costs.empty())
        out << line("cost", tr("Also costs"), CostText::costs(c, card.costs, locale));
    for (const CostList& alt : card.alternativeCosts)
        out << line("cost", tr("Or instead of its weight"), CostText::costs(c, alt, locale));
    for (const AbilityDef& a : card.abilities)
        out << line("ability", abilityName(a, locale), ability(c, a, locale));
    for (const TriggerDef& t : card.triggers)
        out << line("trigger", tr("Trigger"), trigger(c, t, locale));
    if (!card.auras.empty())
        out << line("aura", tr("While on the table"),
                    ModifierText::modifiers(c, card.auras, locale) + QLatin1Char('.'));
    if (card.suppresses) {
        QStringList what;
        if (card.suppresses & (1u << unsigned(EffectSource::Aura)))
            what << tr("other cards' auras");
        if (card.suppresses & (1u << unsigned(EffectSource::Skill))) what << tr("skills");
        if (card.suppresses & (1u << unsigned(EffectSource::Atmosphere)))
            what << tr("the atmosphere");
        if (card.suppresses & (1u << unsigned(EffectSource::CardEffect)))
            what << tr("lasting card effects");
        QString text = tr("%1 do nothing.").arg(what.join(tr(", ", "between things silenced")));
        text[0] = text[0].toUpper();
        out << line("silence", tr("While on the table"), text);
    }
    return out;
}

QVariantMap CardRulesText::summary(const Content& c, const CardDef& card, const QString& locale) {
    QStringList rulesText;
    const QVariantList rules = lines(c, card, locale);
    for (const QVariant& l : rules)
        rulesText << l.toMap().value(QStringLiteral("text")).toString();
    return {
        {QStringLiteral("cardId"), QString::fromStdString(card.id)},
        {QStringLiteral("name"), cardName(card, locale)},
        {QStringLiteral("weight"), card.weight},
        {QStringLiteral("difficulty"),
         difficultyName(c.ruleset.difficulties.at(card.difficulty).id)},
        {QStringLiteral("success"), effectsText(c, card.effectsFor(EffectSlot::Success), locale)},
        {QStringLiteral("failure"), effectsText(c, card.effectsFor(EffectSlot::Failure), locale)},
        {QStringLiteral("exhaust"), effectsText(c, card.effectsFor(EffectSlot::Exhaust), locale)},
        {QStringLiteral("rules"), rules},
        {QStringLiteral("rulesText"), rulesText.join(QLatin1Char('\n'))},
        {QStringLiteral("goal"), card.isGoal()},
        {QStringLiteral("permanent"), card.isPermanent()},
        {QStringLiteral("dialogue"), localized(card.dialogue, locale)},
        {QStringLiteral("badges"), propertyNames(card.properties)}};
}

} // namespace parley::client
