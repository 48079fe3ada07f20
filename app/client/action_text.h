#pragma once
// The conversation's actions in the player's language: a timeline entry's label ("SPEAK Offer
// Tea", "LISTEN", "Choose: Yes") and the report of a replay or a rebuild on new content. Built
// from the content's localized names, never from the engine's English labels, ids or enum names.
#include "session/rebuild.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class ActionText {
    Q_DECLARE_TR_FUNCTIONS(ActionText)
public:
    // `rec` as it was (or is about to be) taken on `before`, the state just before it: a choice's
    // options are named from the question `before` asks.
    static QString label(const State& before, const ActionRecord& rec, const QString& locale);

    // "Replayed 7 of 9 actions; action 8 (SPEAK Offer Tea) is no longer legal: Offer Tea is not in
    // your hand." `at` is the state the stopping action was tried on (nothing when the
    // conversation could not start); `label` names that action, as label() does.
    static QString report(const ReplayReport& r, const State* at, const ActionRecord* rec,
                          const QString& label, const QString& locale);
};

} // namespace parley::client
