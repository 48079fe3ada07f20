#pragma once
// One engine event as a rule step the player can read (the log's fold-out, issue 11): a sentence
// in the player's language, built from the typed event and the content's localized names, with
// no ids, enum names or arrows.
#include "state/events.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class EventText {
    Q_DECLARE_TR_FUNCTIONS(EventText)
public:
    // `npc` is the conversation partner (State::npc); `locale` is for content text. Empty for an
    // event that is no step of its own (a turn's end, a question asked, a cost's bookkeeping).
    static QString step(const Content& c, std::uint16_t npc, const Event& event,
                        const QString& locale);
    // A state's and an atmosphere's names for players, in `locale`.
    static QString stateName(const Content& c, std::size_t state, const QString& locale);
    static QString atmosphereName(const Content& c, std::size_t atmosphere, const QString& locale);
};

} // namespace parley::client
