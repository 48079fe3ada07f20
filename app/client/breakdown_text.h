#pragma once
// A derived number's breakdown in the player's language: "70 base (Easy), +10 from 2 Trust,
// +20 Focused = 95", written from the steps' data (StepOrigin), never from the engine's English.
#include "state/breakdown.h"
#include "state/state.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantList>

namespace parley::client {

class BreakdownText {
    Q_DECLARE_TR_FUNCTIONS(BreakdownText)

public:
    // How a step changed the number: "+10", "×2", "= 0", "at most 3".
    static QString change(const Contribution& c);
    // Where a step comes from: "base (Easy)", "from 2 Trust", "Focused", "Lucky Charm".
    static QString source(const State& s, const Contribution& c, const QString& locale);
    // One step: its change, then where it comes from.
    static QString step(const State& s, const Contribution& c, const QString& locale);
    // The whole breakdown, ending "= result"; just the number when nothing changed it.
    static QString text(const State& s, const Breakdown& b, const QString& locale);
    // The steps as {source, change, after} maps, for the explanation panel.
    static QVariantList parts(const State& s, const Breakdown& b, const QString& locale);
};

} // namespace parley::client
