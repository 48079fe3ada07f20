#pragma once
// An ending's terms in the player's language: the sentences engine/sim/ending_text.h plans, each
// a whole sentence for the translators ("You will deliver %1 to %2 within %3."). The English
// source texts are the engine's englishLine() word for word (a test holds them equal), so the
// end screen and parley-cli say the same thing.
#include "sim/ending_text.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class EndingText {
    Q_DECLARE_TR_FUNCTIONS(EndingText)

public:
    static QString line(const Content& content, const EndingLine& line, const QString& locale);
    // Every line, joined as the language joins sentences.
    static QString lines(const Content& content, const std::vector<EndingLine>& lines,
                         const QString& locale);
    // The kind of obligation as a title: "Delivery", "Favour", "Fine", or a pack's own as words.
    static QString obligationTitle(const EndingTerms& terms);
    // How long the deadline gives, as it reads after "within": "73 hours", "4 days", "a day".
    static QString within(int hours);
    // Sentences one after another: a space between them, none after a full-width stop (Chinese).
    static QString joinSentences(const QStringList& sentences);
};

} // namespace parley::client
