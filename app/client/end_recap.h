#pragma once
// The conversation told back at its end (issue 11): comfort over the actions, for the end
// screen's chart, and the key moments in words (the first success, the biggest swing, the state
// changes, the goal, the last action). Built by replaying the history's actions from its start,
// so every step's state is at hand.
#include "session/history.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantList>

namespace parley::client {

struct Recap {
    // Each: {action, comfort, state (its name), level}. Action 0 is the start. The level puts
    // comfort on the state ladder (state * span + comfort), so a climb through a state change
    // reads as one climb: Neutral +3 is Open 0.
    QVariantList points;
    // The ladder's rungs in sight: each {name, level}, the level of the state's comfort 0.
    QVariantList states;
    int low = 0, high = 0; // the levels the chart shows
    // Each: {action, text, tone ("up", "down", "goal" or "plain"), level}, in order of action.
    QVariantList moments;
};

class EndRecap {
    Q_DECLARE_TR_FUNCTIONS(EndRecap)

public:
    // Up to the history's current position; `partner` names the NPC in the sentences.
    static Recap build(const History& history, const QString& locale);
    // From a state alone (no history to replay): its one point.
    static Recap single(const State& s, const QString& locale);
};

} // namespace parley::client
