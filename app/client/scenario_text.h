#pragma once
// Scenario files in the player's language, for the steps panel: the set-up, each step and each
// check, built from the scenario's structured data and the content's localized names. The
// engine's describeStep/CheckResult texts are English, for the command line; these mirror them.
#include "sim/scenario.h"
#include "sim/scenario_stepper.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace parley::client {

// One check of an expect step, side by side.
struct CheckLine {
    QString text;     // the expectation in words: "Comfort is 2"
    QString expected; // display strings
    QString found;
    bool passed = false;
};

class ScenarioText {
    Q_DECLARE_TR_FUNCTIONS(ScenarioText)
public:
    // "SPEAK Offer Tea (forced success)", "LISTEN", "Check the state" ...
    static QString step(const Content& c, const ScenarioStep& step, const QString& locale);
    // The set-up as lines: the partner, the numbers, the tokens, each zone.
    static QStringList setup(const State& s, const QString& locale);
    // A check the runner made, in words: `s` is the state it was made on, `expect` the object
    // the check came from (what the file asked for, by id).
    static CheckLine check(const State& s, const nlohmann::ordered_json& expect, const CheckResult& r,
                           const QString& locale);
    // Why a step failed, in a sentence: the failed checks side by side, or what went wrong with
    // the action. `at` is the state the step left; empty when the step passed.
    static QString failure(const Scenario& sc, int index, const State& at, const StepResult& r,
                           const QString& locale);
    // What the run said about an action step: refused as expected, refused, accepted when it
    // should not have been. Empty for an accepted action and for checks.
    static QString actionDetail(const ScenarioStep& step, const StepResult& r);
    // The expect object of step `index` (the final expectations after the last step), if any.
    static const nlohmann::ordered_json* expectOf(const Scenario& sc, int index);
    // An action's error code, in words ("the card is not in the hand").
    static QString error(const std::string& code);
    // An event type as a scenario names it ("TriggerDeclined"), in words ("a trigger was
    // declined"); a name the engine does not have comes back as written.
    static QString event(const std::string& typeName);
    // Why a conversation ended, by the engine's name for it ("PatienceExhausted"), in words
    // ("patience ran out"), lower case as it reads inside a sentence; the balance lab too.
    static QString endReason(const std::string& name);
    // A card id in the player's language (the id itself if the content lacks it).
    static QString card(const Content& c, const std::string& id, const QString& locale);
};

} // namespace parley::client
