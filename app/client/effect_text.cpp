#include "effect_text.h"

#include "card_text.h"

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
    const QString value = qs(e.valueText);
    const bool constant = e.amount.isConstant();
    // How many cards: a number (or formula), or "any number of".
    const QString amount = e.amountIsChoice ? tr("any number of")
                           : e.amount.empty() ? QStringLiteral("1")
                                              : qs(e.amount.text());
    const auto card = [&](int i) { return cardName(c.cards[static_cast<std::size_t>(i)], locale); };
    const auto filter = [&](const CardFilter& f) {
        if (f.card >= 0) return card(f.card);
        if (f.tokenType) return qs(c.tokenTypes[f.tokenType - 1]);
        if (f.properties) return tr("%1 card(s)").arg(properties(f.properties));
        return tr("card(s)");
    };
    switch (e.type) {
    case EffectType::None: return tr("No effect");
    case EffectType::AddComfort:
        if (constant) return tr("%1 comfort").arg(signedValue(e));
        return tr("+X comfort (X = %1)").arg(value);
    case EffectType::DrawCards:
        if (constant) return value == QLatin1String("1") ? tr("Draw %1 card").arg(value) : tr("Draw %1 cards").arg(value);
        return tr("Draw X cards (X = %1)").arg(value);
    case EffectType::AddWeight:
        if (constant) return tr("Regain %1 weight").arg(value);
        return tr("Regain X weight (X = %1)").arg(value);
    case EffectType::SetAtmosphere: return tr("Atmosphere: %1").arg(qs(c.ruleset.atmospheres[e.atmosphere].id));
    case EffectType::EndConversation: return tr("End the conversation (%1)").arg(qs(c.outcomes[e.outcome]));
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight: return tr("+X comfort (X = %1)").arg(value);
    case EffectType::ComfortReset: return tr("Reset comfort to 0");
    case EffectType::WeightRefresh: return tr("Refill weight to capacity");
    case EffectType::FreeNextAction: return tr("Next action costs no patience");
    case EffectType::Reveal: return e.selfOnly ? tr("Reveal this card") : tr("Reveal %1 card(s)").arg(amount);
    case EffectType::Sacrifice:
        return e.selfOnly ? tr("Sacrifice this card") : tr("Sacrifice %1 %2").arg(amount, filter(e.filter));
    case EffectType::Discard: return tr("Discard %1 card(s)").arg(amount);
    case EffectType::CreateToken: {
        const QString token = e.tokenCard >= 0 ? card(e.tokenCard) : tr("token");
        return e.controller == Controller::Npc ? tr("Create %1 %2 for them").arg(amount, token)
                                               : tr("Create %1 %2").arg(amount, token);
    }
    case EffectType::SendToZone: return tr("Put this card into the %1").arg(zone(e.zone));
    case EffectType::Tutor: return tr("Search the deck for %1 %2").arg(amount, filter(e.filter));
    case EffectType::AddModifier: {
        QStringList mods;
        for (const ModifierDef& m : e.modifiers)
            mods << tr("%1 %2 %3").arg(modTarget(m.target), modOp(m.op)).arg(m.value);
        const QString out = mods.join(QStringLiteral(", "));
        if (e.duration == 0) return tr("%1 this turn").arg(out);
        if (e.duration == 1) return tr("%1 until the end of the next turn").arg(out);
        return tr("%1 until the end of %2 more turns").arg(out).arg(e.duration);
    }
    case EffectType::AddTokens: {
        QStringList out;
        for (std::size_t t = 0; t < c.ruleset.tokens.size(); ++t)
            if (e.tokens[t] != 0)
                out << QStringLiteral("%1%2 %3")
                           .arg(e.tokens[t] > 0 ? QStringLiteral("+") : QString())
                           .arg(e.tokens[t])
                           .arg(qs(c.ruleset.tokens[t]));
        return out.isEmpty() ? tr("No effect") : out.join(QStringLiteral(", "));
    }
    case EffectType::Nullify: return tr("The effect does nothing");
    case EffectType::AdjustEffect: return tr("The effect's number changes by %1").arg(value);
    case EffectType::Reroll: return tr("Roll again");
    case EffectType::AdjustRoll: return tr("The roll changes by %1").arg(value);
    case EffectType::AddMark: {
        const QString mark = qs(c.markNames[e.mark]);
        const QString v = (e.valueText.rfind('-', 0) == 0 ? QString() : QStringLiteral("+")) + value;
        switch (e.markHolder & 3) {
        case 0: return tr("Mark '%1' %2 on you").arg(mark, v);
        case 1: return tr("Mark '%1' %2 on them").arg(mark, v);
        case 2: return tr("Mark '%1' %2 on this card").arg(mark, v);
        default: return tr("Mark '%1' %2 on the skill's owner").arg(mark, v);
        }
    }
    case EffectType::GrantSkill:
    case EffectType::RemoveSkill: {
        const QString skill = localized(c.skills[static_cast<std::size_t>(e.skill)].name, locale);
        const QString side = e.side % 3 == 0 ? tr("you") : e.side % 3 == 1 ? tr("them") : tr("its owner");
        return e.type == EffectType::GrantSkill ? tr("Gain the skill %1 (%2)").arg(skill, side)
                                                : tr("Lose the skill %1 (%2)").arg(skill, side);
    }
    case EffectType::PutOnPile:
        return e.selfOnly ? tr("Set this card aside on the pile") : tr("Set %1 card(s) aside on the pile").arg(amount);
    case EffectType::TakeFromPile: return tr("Take %1 card(s) back from the pile").arg(amount);
    case EffectType::RepeatEffects: return tr("Its outcome resolves once more");
    }
    return {};
}

} // namespace parley::client
