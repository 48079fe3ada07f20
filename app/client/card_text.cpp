#include "card_text.h"

#include "effect_text.h"

#include <QCoreApplication>

namespace parley::client {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(CardText)
};
} // namespace

QString difficultyName(const std::string& id) {
    static const std::pair<const char*, const char*> standard[] = {
        {"VeryEasy", QT_TRANSLATE_NOOP("CardText", "Very easy")}, {"Easy", QT_TRANSLATE_NOOP("CardText", "Easy")},
        {"Medium", QT_TRANSLATE_NOOP("CardText", "Medium")},      {"Hard", QT_TRANSLATE_NOOP("CardText", "Hard")},
        {"VeryHard", QT_TRANSLATE_NOOP("CardText", "Very hard")},
    };
    for (const auto& [key, words] : standard)
        if (id == key) return Words::tr(words);
    return wordsOfId(id);
}

QString tokenName(const std::string& id) {
    static const std::pair<const char*, const char*> standard[] = {
        {"Trust", QT_TRANSLATE_NOOP("CardText", "Trust")},
        {"Commerce", QT_TRANSLATE_NOOP("CardText", "Commerce")},
        {"Status", QT_TRANSLATE_NOOP("CardText", "Status")},
        {"Shadow", QT_TRANSLATE_NOOP("CardText", "Shadow")},
    };
    for (const auto& [key, words] : standard)
        if (id == key) return Words::tr(words);
    return wordsOfId(id);
}

QString tokenCardName(const Content& c, std::uint16_t tokenType, const QString& locale) {
    for (const CardDef& d : c.cards)
        if (d.tokenType == tokenType) return cardName(d, locale);
    return tokenType >= 1 && tokenType <= c.tokenTypes.size() ? wordsOfId(c.tokenTypes[tokenType - 1]) : QString();
}

QString outcomeName(const std::string& id) {
    static const std::pair<const char*, const char*> standard[] = {
        {"success", QT_TRANSLATE_NOOP("CardText", "success")},
        {"failure", QT_TRANSLATE_NOOP("CardText", "failure")},
        {"abandoned", QT_TRANSLATE_NOOP("CardText", "abandoned")},
        // Not a standard outcome, but the built-in pack's (Marcus's "Walk Away"): its words are
        // translated here, as a pack's own outcome ids have no names of their own.
        {"walked_away", QT_TRANSLATE_NOOP("CardText", "walked away")},
    };
    for (const auto& [key, words] : standard)
        if (id == key) return Words::tr(words);
    return wordsOfId(id).toLower();
}

QString wordsOfId(const std::string& id) {
    // CamelCase or snake_case into words, only the first capitalized.
    const QString text = QString::fromStdString(id);
    QString out;
    for (const QChar c : text) {
        if (c == QLatin1Char('_')) {
            out += QLatin1Char(' ');
            continue;
        }
        if (!out.isEmpty() && c.isUpper() && !out.endsWith(QLatin1Char(' '))) out += QLatin1Char(' ');
        out += out.isEmpty() ? c.toUpper() : c.toLower();
    }
    return out;
}

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
