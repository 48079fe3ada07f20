#pragma once
// Costs in the player's language: "2 weight", "Tap this card", "X weight (1 to 3)". Written from
// the cost's data (content.h), not from the engine's English descriptions.
#include "content/content.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class CostText {
    Q_DECLARE_TR_FUNCTIONS(CostText)
public:
    static QString cost(const Content& c, const CostDef& cost, const QString& locale);
    // Several joined with ", "; empty for none.
    static QString costs(const Content& c, const CostList& costs, const QString& locale);
};

} // namespace parley::client
