#pragma once
// Why the engine refuses an action, in the player's language. The engine's refusal is typed
// (ErrorCode) with a sentence in English for logs and the command line; the window words it
// again from the code and the state ("Needs 3 weight; you have 2."), never from that English.
#include "state/state.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(RefusalText)
public:
    // Empty when `r` is no refusal.
    static QString why(const State& s, const Action& a, const ApplyResult& r,
                       const QString& locale);
    // Tries `a` on a copy of `s` (with the roll forced, so the answer is the engine's own) and
    // says why it would be refused; empty when it would be accepted.
    static QString of(const State& s, const Action& a, const QString& locale);
};

} // namespace parley::client
