#pragma once
// The engine's event log lines (engine/sim/event_text.cpp), rendered in the player's language
// from the typed event. The English source strings mirror the engine's wording.
#include "state/events.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

struct EventLine {
    QString text;   // empty: the event has no line of its own
    int indent = 0; // 0 an action, 1 what it caused, 2 an effect and its consequences
};

class EventText {
    Q_DECLARE_TR_FUNCTIONS(EventText)
public:
    // `npc` is the conversation partner (State::npc); `locale` is for content text.
    static EventLine line(const Content& c, std::uint16_t npc, const Event& event,
                          const QString& locale);
};

} // namespace parley::client
