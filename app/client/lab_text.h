#pragma once
// The balance lab's words: policies, outcomes, end reasons, rates and changes, in the player's
// language. Ids never reach the screen: an outcome or end reason a pack defines becomes words.
#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <string>

namespace parley::client {

class LabText {
    Q_DECLARE_TR_FUNCTIONS(LabText)
public:
    // "random", "greedy", "lookahead" as a designer reads them ("Random", "Greedy", ...).
    static QString policy(const std::string& name);
    // What the policy does, for a tooltip.
    static QString policyDescription(const std::string& name);
    // An outcome ("success") or end reason ("PatienceExhausted") as a label: the wording the end
    // screen and the steps panel use, first letter capitalized.
    static QString outcome(const std::string& id);
    static QString endReason(const std::string& name);
    // 0.4567 -> "45.7%" in `locale`'s digits.
    static QString percent(double rate, const QString& locale);
    // A change of a rate, in points: "+3.2 pts" / "−1.0 pts".
    static QString points(double difference, const QString& locale);
    // A count with the locale's group separators: "12,000".
    static QString count(long long n, const QString& locale);
    // The change of a rate against the previous run, with whether chance explains it.
    static QString change(double difference, bool significant, const QString& locale);
    // "Average length: 10.7 turns".
    static QString averageLength(double turns, const QString& locale);
    // The change of the average length: "+0.4 turns, significant" / "−0.1 turns, within chance".
    static QString lengthChange(double difference, bool significant, const QString& locale);
    // Which turns' average comfort and state changed by more than chance, from the counts of
    // turns and their lists ("2, 3 and 5"); or that none did.
    static QString turnChanges(int comfortCount, const QString& comfortTurns, int stateCount,
                               const QString& stateTurns);
};

} // namespace parley::client
