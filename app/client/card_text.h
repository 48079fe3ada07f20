#pragma once
// Text about cards for the client, taken from the engine's descriptions and localized content.
#include "content/content.h"

#include <QString>
#include <QStringList>

namespace parley::client {

// The card's name in `locale` ("de", "zh_CN"), falling back as the content says.
QString cardName(const CardDef& card, const QString& locale);
QString localized(const LocalizedText& text, const QString& locale);
// The description of an effect list in the player's language (EffectText, mirroring the engine's
// wording); empty when the list is empty, so that the view can say "No effect" itself. `locale` is
// for content text (card and skill names).
QString effectsText(const Content& content, const std::vector<EffectDef>& effects,
                    const QString& locale = QStringLiteral("en"));
QStringList propertyNames(PropertySet properties);
// A difficulty's id as words in the player's language: the ruleset's standard five are
// translated ("VeryHard" -> "Very hard", "Sehr schwer"); another id a pack defines is split into
// words ("NearlyImpossible" -> "Nearly impossible").
QString difficultyName(const std::string& id);
// A connection token type's name ("Trust", "Vertrauen"): the built-in ruleset's four are
// translated, another is split into words.
QString tokenName(const std::string& id);
// A token card type (index + 1 into Content::tokenTypes) by the name of its first token card
// ("Stepping Stone"), or its id in words when no card makes it.
QString tokenCardName(const Content& c, std::uint16_t tokenType, const QString& locale);
// A conversation outcome ("success", "failure", "abandoned", or one a pack defines) as words.
QString outcomeName(const std::string& id);
// An id a pack defines, as words for a player: "NearlyImpossible", "walked_away" -> "Nearly
// impossible", "Walked away". For ids the content gives no name of its own.
QString wordsOfId(const std::string& id);
// Whether resolving this list can end the conversation (a goal's exhaust effect, usually).
bool endsConversation(const std::vector<EffectDef>& effects);

} // namespace parley::client
