#include "effect_text.h"

#include "card_text.h"
#include "formula_words.h"
#include "modifier_text.h"

namespace parley::client {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QString signedValue(const EffectDef& e) {
    if (e.amount.isConstant()) {
        const QString t = qs(e.valueText);
        return (t.contains('-') ? QString() : QStringLiteral("+")) + t;
    }
    return QStringLiteral("+X");
}
} // namespace

QString EffectText::zone(Zone z) {
    switch (z) {
    case Zone::Hand: return tr("hand");
    case Zone::Deck: return tr("deck");
    case Zone::Discard: return tr("discard");
    case Zone::Exhausted: return tr("exhausted");
    case Zone::Table: return tr("table");
    case Zone::Pile: return tr("pile");
    }
    return {};
}

QString EffectText::property(CardProperty p) {
    switch (p) {
    case CardProperty::Persistent: return tr("Persistent");
    case CardProperty::Fleeting: return tr("Fleeting");
    case CardProperty::Opportunity: return tr("Opportunity");
    case CardProperty::Skeleton: return tr("Skeleton");
    case CardProperty::Burden: return tr("Burden");
    case CardProperty::Observable: return tr("Observable");
    }
    return {};
}

QString EffectText::properties(PropertySet props) {
    QStringList out;
    for (std::size_t i = 0; i < kCardPropertyNames.size(); ++i)
        if (props & (1u << i)) out << property(static_cast<CardProperty>(i));
    return out.join(QStringLiteral(", "));
}

QString EffectText::modTarget(ModTarget t) {
    switch (t) {
    case ModTarget::SuccessChance: return tr("success chance");
    case ModTarget::WeightCapacity: return tr("weight capacity");
    case ModTarget::ListenDraw: return tr("cards drawn on LISTEN");
    case ModTarget::PatienceCost: return tr("patience cost");
    case ModTarget::ComfortChange: return tr("comfort change");
    case ModTarget::WeightCost: return tr("weight cost");
    case ModTarget::TokenCost: return tr("token cost");
    case ModTarget::TokenCount: return tr("token count");
    case ModTarget::HandLimit: return tr("hand limit");
    case ModTarget::Reach: return tr("reach");
    case ModTarget::CardsPerSpeak: return tr("cards per SPEAK");
    case ModTarget::UsesPerTurn: return tr("uses per turn");
    case ModTarget::Depth: return tr("depth");
    case ModTarget::Comfort: return tr("comfort");
    case ModTarget::Patience: return tr("patience");
    case ModTarget::Weight: return tr("weight");
    }
    return {};
}

QString EffectText::modOp(ModOp o) {
    switch (o) {
    case ModOp::Add: return tr("add");
    case ModOp::Multiply: return tr("multiply");
    case ModOp::Set: return tr("set");
    case ModOp::Min: return tr("min");
    case ModOp::Max: return tr("max");
    case ModOp::AddMagnitude: return tr("add magnitude");
    }
    return {};
}

QString EffectText::list(EffectList l) {
    if (l.isSlot()) {
        switch (l.asSlot()) {
        case EffectSlot::Success: return tr("success");
        case EffectSlot::Failure: return tr("failure");
        case EffectSlot::Exhaust: return tr("exhaust");
        }
    }
    if (l.isSkill()) return tr("skill");
    return l.isTrigger() ? tr("trigger %1").arg(l.index()) : tr("ability %1").arg(l.index());
}

QString EffectText::effect(const Content& c, const EffectDef& e, const QString& locale) {
    if (e.isCost) return tr("Cost: %1").arg(body(c, e, locale));
    return body(c, e, locale);
}

QString EffectText::effects(const Content& c, const std::vector<EffectDef>& effects,
                            const QString& locale) {
    if (effects.empty()) return tr("No effect");
    QStringList out;
    for (const EffectDef& e : effects) out << effect(c, e, locale);
    return out.join(QStringLiteral("; "));
}

QString EffectText::body(const Content& c, const EffectDef& e, const QString& locale) {
    const bool constant = e.amount.isConstant();
    const QString value = constant ? qs(e.valueText) : FormulaWords::phrase(c, e.amount, locale);
    // How many cards: a number (or a formula in words), or "any number of".
    const QString amount = e.amountIsChoice ? tr("any number of")
                           : e.amount.empty() ? QStringLiteral("1")
                                              : (constant ? qs(e.amount.text()) : FormulaWords::phrase(c, e.amount, locale));
    const bool one = amount == QLatin1String("1");
    const auto card = [&](int i) { return cardName(c.cards[static_cast<std::size_t>(i)], locale); };
    const auto cards = [&](const CardFilter& f) {
        if (f.card >= 0) return card(f.card);
        if (f.tokenType) return tokenCardName(c, f.tokenType, locale);
        if (f.properties) return one ? tr("%1 card").arg(properties(f.properties)) : tr("%1 cards").arg(properties(f.properties));
        if (f.connectionType >= 0 && std::size_t(f.connectionType) < c.ruleset.tokens.size()) {
            const QString token = tokenName(c.ruleset.tokens[std::size_t(f.connectionType)]);
            return one ? tr("%1 card").arg(token) : tr("%1 cards").arg(token);
        }
        return one ? tr("card") : tr("cards");
    };
    switch (e.type) {
    case EffectType::None: return tr("No effect");
    case EffectType::AddComfort:
        if (constant) return tr("%1 comfort").arg(signedValue(e));
        return tr("Comfort up by %1").arg(value);
    case EffectType::DrawCards:
        if (constant) return value == QLatin1String("1") ? tr("Draw 1 card") : tr("Draw %1 cards").arg(value);
        return tr("Draw cards: %1").arg(value);
    case EffectType::AddWeight:
        if (constant) return tr("Regain %1 weight").arg(value);
        return tr("Regain weight: %1").arg(value);
    case EffectType::SetAtmosphere:
        return tr("The atmosphere becomes %1").arg(localized(c.ruleset.atmospheres[e.atmosphere].name, locale));
    case EffectType::EndConversation:
        return tr("The conversation ends: %1").arg(outcomeName(c.outcomes[e.outcome]));
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight: return tr("Comfort up by %1").arg(value);
    case EffectType::ComfortReset: return tr("Reset comfort to 0");
    case EffectType::WeightRefresh: return tr("Refill weight to capacity");
    case EffectType::FreeNextAction: return tr("Your next action costs no patience");
    case EffectType::Reveal:
        if (e.selfOnly) return tr("Show this card");
        return one ? tr("Show 1 card from your hand") : tr("Show %1 cards from your hand").arg(amount);
    case EffectType::Sacrifice:
        return e.selfOnly ? tr("Sacrifice this card") : tr("Sacrifice %1 %2").arg(amount, cards(e.filter));
    case EffectType::Discard: return one ? tr("Discard 1 card") : tr("Discard %1 cards").arg(amount);
    case EffectType::CreateToken: {
        const QString token = e.tokenCard >= 0 ? card(e.tokenCard) : tr("token");
        return e.controller == Controller::Npc ? tr("Create %1 %2 for them").arg(amount, token)
                                               : tr("Create %1 %2").arg(amount, token);
    }
    case EffectType::SendToZone:
        switch (e.zone) {
        case Zone::Hand: return tr("Return this card to your hand");
        case Zone::Deck: return tr("Shuffle this card into the deck");
        case Zone::Discard: return tr("Put this card on the discard pile");
        case Zone::Exhausted: return tr("Exhaust this card");
        case Zone::Table: return tr("Put this card on the table");
        case Zone::Pile: return tr("Set this card aside on the pile");
        }
        return {};
    case EffectType::Tutor: return tr("Search the deck for %1 %2 and take it into your hand").arg(amount, cards(e.filter));
    case EffectType::AddModifier:
        return ModifierText::lasting(ModifierText::modifiers(c, e.modifiers, locale), e.duration);
    case EffectType::AddTokens: {
        QStringList out;
        for (std::size_t t = 0; t < c.ruleset.tokens.size(); ++t)
            if (e.tokens[t] != 0)
                out << (e.tokens[t] > 0 ? tr("+%1 %2").arg(e.tokens[t]).arg(tokenName(c.ruleset.tokens[t]))
                                        : tr("\u2212%1 %2").arg(-e.tokens[t]).arg(tokenName(c.ruleset.tokens[t])));
        return out.isEmpty() ? tr("No effect") : out.join(QStringLiteral(", "));
    }
    case EffectType::Nullify: return tr("That effect does nothing");
    case EffectType::AdjustEffect:
        return e.valueText.rfind('-', 0) == 0 ? tr("That effect's number is %1 smaller").arg(value.mid(1))
                                               : tr("That effect's number is %1 bigger").arg(value);
    case EffectType::Reroll: return tr("Roll again");
    case EffectType::AdjustRoll:
        return e.valueText.rfind('-', 0) == 0 ? tr("The roll is %1 better").arg(value.mid(1))
                                               : tr("The roll is %1 worse").arg(value);
    case EffectType::AddMark: {
        const QString mark = wordsOfId(c.markNames[e.mark]);
        const QString v = (e.valueText.rfind('-', 0) == 0 ? QString() : QStringLiteral("+")) + value;
        switch (e.markHolder & 3) {
        case 0: return tr("%1 %2 on you").arg(v, mark);
        case 1: return tr("%1 %2 on them").arg(v, mark);
        case 2: return tr("%1 %2 on this card").arg(v, mark);
        default: return tr("%1 %2 on the skill's owner").arg(v, mark);
        }
    }
    case EffectType::GrantSkill:
    case EffectType::RemoveSkill: {
        const QString skill = localized(c.skills[static_cast<std::size_t>(e.skill)].name, locale);
        switch (e.side % 3) {
        case 0: return e.type == EffectType::GrantSkill ? tr("You gain %1").arg(skill) : tr("You lose %1").arg(skill);
        case 1: return e.type == EffectType::GrantSkill ? tr("They gain %1").arg(skill) : tr("They lose %1").arg(skill);
        default: return e.type == EffectType::GrantSkill ? tr("Its owner gains %1").arg(skill) : tr("Its owner loses %1").arg(skill);
        }
    }
    case EffectType::PutOnPile:
        if (e.selfOnly) return tr("Set this card aside on the pile");
        return one ? tr("Set 1 card aside on the pile") : tr("Set %1 cards aside on the pile").arg(amount);
    case EffectType::TakeFromPile:
        return one ? tr("Take 1 card back from the pile") : tr("Take %1 cards back from the pile").arg(amount);
    case EffectType::RepeatEffects: return tr("Its outcome resolves once more");
    case EffectType::RecordCard: return tr("Note the card in this skill's record");
    }
    return {};
}

} // namespace parley::client
