#pragma once
// What a card does beyond its three effects, in the player's language: its extra and alternative
// costs, its abilities, its triggers, its auras and what it silences. The hand shows these before
// the card is played, the table while it lies there, so that nothing (a hidden downside included)
// is learnt only after the fact.
#include "content/content.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

namespace parley::client {

class CardRulesText {
    Q_DECLARE_TR_FUNCTIONS(CardRulesText)
public:
    // An ability: "X weight (1 to 3): Comfort up by X. Once a turn."
    static QString ability(const Content& c, const AbilityDef& a, const QString& locale);
    // The ability's name for the player: its own, or "Use" when the content gives none.
    static QString abilityName(const AbilityDef& a, const QString& locale);
    // A trigger: "When a card fails: −1 comfort".
    static QString trigger(const Content& c, const TriggerDef& t, const QString& locale);
    // Every rule line of the card, in the order a player reads them; each
    // {kind: "cost" | "ability" | "trigger" | "aura" | "silence", title, text}.
    static QVariantList lines(const Content& c, const CardDef& card, const QString& locale);
    // What a small card view shows of a card as printed (a choice among cards in the deck):
    // {cardId, name, weight, difficulty, success, failure, exhaust, rules, rulesText, goal,
    // permanent, dialogue, badges}.
    static QVariantMap summary(const Content& c, const CardDef& card, const QString& locale);

private:
    static QString when(const TriggerDef& t);
};

} // namespace parley::client
