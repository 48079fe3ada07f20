#pragma once
// The engine's effect descriptions (engine/content/describe.cpp), rendered in the player's
// language from the effect's data. The English source strings mirror the engine's wording.
#include "content/content.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class EffectText {
    Q_DECLARE_TR_FUNCTIONS(EffectText)
public:
    // One effect, with "Cost: " in front of a cost paid in its place. `locale` is for content
    // text (card and skill names).
    static QString effect(const Content& c, const EffectDef& e, const QString& locale);
    // A whole list joined with "; "; "No effect" for an empty list.
    static QString effects(const Content& c, const std::vector<EffectDef>& effects,
                           const QString& locale);
    // Names of the closed vocabularies, translated.
    static QString zone(Zone z);
    static QString property(CardProperty p);
    static QString properties(PropertySet props);
    static QString modTarget(ModTarget t);
    static QString modOp(ModOp o);
    // "success", "failure", "exhaust", "trigger 0", "ability 0", "skill".
    static QString list(EffectList l);

private:
    static QString body(const Content& c, const EffectDef& e, const QString& locale);
};

} // namespace parley::client
