#include "lab_text.h"

#include "card_text.h"
#include "scenario_text.h"

#include <QLocale>
#include <cmath>

namespace parley::client {

namespace {
QString capitalized(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}
} // namespace

QString LabText::policy(const std::string& name) {
    if (name == "random") return tr("Random");
    if (name == "greedy") return tr("Greedy");
    if (name == "lookahead") return tr("Lookahead");
    return wordsOfId(name);
}

QString LabText::policyDescription(const std::string& name) {
    if (name == "random") return tr("Picks any legal action at random: a floor for the figures.");
    if (name == "greedy")
        return tr("Picks the action with the best expected result one step ahead.");
    if (name == "lookahead")
        return tr("Tries every action many times to the end of the conversation: the strongest "
                  "and slowest player.");
    return {};
}

QString LabText::outcome(const std::string& id) {
    if (id == "actionLimit") return tr("Cut off at the action limit");
    return capitalized(outcomeName(id));
}

QString LabText::endReason(const std::string& name) {
    if (name == "actionLimit") return tr("Cut off at the action limit");
    const QString words = ScenarioText::endReason(name);
    // A name the engine does not have comes back as written: made into words, never shown raw.
    return capitalized(words == QString::fromStdString(name) ? wordsOfId(name) : words);
}

QString LabText::percent(double rate, const QString& locale) {
    return tr("%1%").arg(QLocale(locale).toString(rate * 100, 'f', 1));
}

QString LabText::points(double difference, const QString& locale) {
    const QString n = QLocale(locale).toString(std::abs(difference) * 100, 'f', 1);
    return difference < 0 ? tr("\u2212%1 pts").arg(n) : tr("+%1 pts").arg(n);
}

QString LabText::averageLength(double turns, const QString& locale) {
    return tr("Average length: %1 turns").arg(QLocale(locale).toString(turns, 'f', 1));
}

QString LabText::lengthChange(double difference, bool significant, const QString& locale) {
    const QString n = QLocale(locale).toString(std::abs(difference), 'f', 2);
    const QString signed_ = difference < 0 ? QStringLiteral("\u2212") + n : QStringLiteral("+") + n;
    return significant ? tr("%1 turns against the run before, significant").arg(signed_)
                       : tr("%1 turns against the run before, within chance").arg(signed_);
}

QString LabText::turnChanges(int comfortCount, const QString& comfortTurns, int stateCount,
                             const QString& stateTurns) {
    if (comfortCount == 0 && stateCount == 0)
        return tr("Against the run before, no turn's average comfort or state changed by more "
                  "than chance.");
    QStringList out;
    if (comfortCount == 1)
        out << tr("Average comfort changed by more than chance after turn %1.").arg(comfortTurns);
    else if (comfortCount > 1)
        out << tr("Average comfort changed by more than chance after turns %1.").arg(comfortTurns);
    if (stateCount == 1)
        out << tr("The average state changed by more than chance after turn %1.").arg(stateTurns);
    else if (stateCount > 1)
        out << tr("The average state changed by more than chance after turns %1.").arg(stateTurns);
    return out.join(QLatin1Char(' '));
}

QString LabText::count(long long n, const QString& locale) {
    return QLocale(locale).toString(n);
}

QString LabText::change(double difference, bool significant, const QString& locale) {
    return significant ? tr("%1, significant").arg(points(difference, locale))
                       : tr("%1, within chance").arg(points(difference, locale));
}

} // namespace parley::client
