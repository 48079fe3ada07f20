#pragma once
// The conversation told as a story (the log, issue 11): each action becomes a line saying what
// you said or did and how it landed, what the partner answered (their content reactions) and
// how they feel now; the rule steps behind it (EventText) fold out beneath. An action that ends
// the conversation gets a second line for the ending and the partner's last word.
#include "state/events.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <vector>

namespace parley::client {

struct StoryRow {
    QString kind;  // Start, Speak, Listen, Activate, Answer or End: what the line is about
    QString tone;  // success, failure, or empty: how it went
    QString text;  // the line itself
    QString reply; // what the partner says to it, with their name; empty when they say nothing
    QString mood;  // how the partner feels after it, when that changed
    QStringList steps;
};

class StoryText {
    Q_DECLARE_TR_FUNCTIONS(StoryText)
public:
    // The lines one action's `events` tell (none when nothing in them is worth a line).
    static std::vector<StoryRow> rows(const Content& c, std::uint16_t npc, const EventLog& events,
                                      const QString& locale);
    // Sentences one after another: spaced, except in Chinese and Japanese.
    static QString sentences(const QStringList& parts, const QString& locale);
};

} // namespace parley::client
