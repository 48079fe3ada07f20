#pragma once
// Modifiers (auras, skills' modifiers, AddModifier effects) in the player's language, conditions
// included: a comfort-change modifier with the condition "value < 0" reads "comfort losses are 1
// smaller", not "comfort change add 1".
#include "content/content.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class ModifierText {
    Q_DECLARE_TR_FUNCTIONS(ModifierText)
public:
    // `locale` is for the content's own names in a condition (a token card's name).
    static QString modifier(const Content& c, const ModifierDef& m, const QString& locale = QString());
    // Several joined with "; ".
    static QString modifiers(const Content& c, const std::vector<ModifierDef>& mods,
                             const QString& locale = QString());
    // `what` for `duration` turns after this one: "… this turn", "… until the end of your next
    // turn".
    static QString lasting(const QString& what, int duration);
};

} // namespace parley::client
