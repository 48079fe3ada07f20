#include "card_text.h"

#include "effect_text.h"

namespace parley::client {

QString localized(const LocalizedText& text, const QString& locale) {
    return QString::fromStdString(text.get(locale.toStdString()));
}

QString cardName(const CardDef& card, const QString& locale) {
    return localized(card.name, locale);
}

QString effectsText(const Content& content, const std::vector<EffectDef>& effects,
                    const QString& locale) {
    if (effects.empty()) return {};
    // A lone "None" effect is how content spells "nothing happens"; show it as no effect.
    if (effects.size() == 1 && effects.front().type == EffectType::None) return {};
    return EffectText::effects(content, effects, locale);
}

QStringList propertyNames(PropertySet properties) {
    QStringList names;
    for (std::size_t i = 0; i < kCardPropertyNames.size(); ++i)
        if (properties & propertyBit(static_cast<CardProperty>(i)))
            names << QString::fromUtf8(kCardPropertyNames[i].data(),
                                       qsizetype(kCardPropertyNames[i].size()));
    return names;
}

bool endsConversation(const std::vector<EffectDef>& effects) {
    for (const EffectDef& e : effects)
        if (e.type == EffectType::EndConversation) return true;
    return false;
}

} // namespace parley::client
