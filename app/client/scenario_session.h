#pragma once
// A scenario file open in the window: the steps panel's controller. It runs the file one step at a
// time with the engine's ScenarioRun (the runner `parley-cli scenario` loops over), keeps the
// steps model in step, and shows each state the run reaches in the game, where the tester can
// leave the script and play on by hand.
#include "scenario_steps_model.h"

#include "sim/scenario_stepper.h"
#include "wording.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class GameController;

class ScenarioSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(parley::client::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(parley::client::ScenarioStepsModel* steps READ steps CONSTANT)
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString name READ name NOTIFY loadedChanged)
    Q_PROPERTY(QString description READ description NOTIFY loadedChanged)
    Q_PROPERTY(QString path READ path NOTIFY loadedChanged)
    // Why the last file could not be opened: its file:line:col messages. Empty after a good one.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // The row of the step that runs next (rows: the set-up, then the steps); -1 at the end.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY progressed)
    Q_PROPERTY(bool atStart READ atStart NOTIFY progressed)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY progressed)
    // The row of the first failed step run so far; -1 when none failed.
    Q_PROPERTY(int failedRow READ failedRow NOTIFY progressed)
    // The tester has acted by hand since the script last moved: the game has left the script.
    Q_PROPERTY(bool playingOn READ playingOn NOTIFY playingOnChanged)

public:
    explicit ScenarioSession(QObject* parent = nullptr);
    ~ScenarioSession() override;

    GameController* game() const { return game_; }
    void setGame(GameController* game);
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    ScenarioStepsModel* steps() const { return steps_; }
    bool loaded() const { return run_ != nullptr; }
    QString name() const { return name_; }
    QString description() const { return description_; }
    QString path() const { return path_; }
    QString error() const { return worded(error_); } // worded on read: it follows the language
    int currentRow() const;
    bool atStart() const { return !run_ || run_->next() == 0; }
    bool atEnd() const { return !run_ || run_->atEnd(); }
    int failedRow() const;
    bool playingOn() const { return playingOn_; }

    // Opens a scenario file (a path or a file URL) at its set-up; false, with `error` set and the
    // open scenario kept, when the file cannot be read or is not a valid scenario.
    Q_INVOKABLE bool open(const QString& path);
    Q_INVOKABLE void close();
    // Runs the next step, even past a failure (the tester asked for it).
    Q_INVOKABLE bool step();
    // Runs (or goes back) until every step before row `row`, and the step on it, has run;
    // stops after a failing step. Row 0 is the set-up. True when it got there without a failure.
    Q_INVOKABLE bool runTo(int row);
    Q_INVOKABLE bool runToEnd();
    // Undoes the last step run; false at the start.
    Q_INVOKABLE bool back();
    // Shows the script's state again after playing on by hand.
    Q_INVOKABLE void backToScript();
    // "Play again" on the end screen, when the conversation that ended is this scenario's (its
    // set-up or a step, played on by hand): back to the set-up. False, doing nothing, when the
    // game is playing something else (a conversation started from the start screen, a replay).
    Q_INVOKABLE bool playAgain();

    // For tests: the run, if a scenario is open.
    const ScenarioRun* run() const { return run_.get(); }

signals:
    void gameChanged();
    void localeChanged();
    void loadedChanged();
    void errorChanged();
    void progressed();
    void playingOnChanged();

private:
    bool stepOnce();
    void rebuildRows();
    ScenarioStepsModel::Row rowFor(int row) const;
    void refreshRows();
    void show();
    void setPlayingOn(bool on);

    QPointer<GameController> game_;
    QString locale_ = QStringLiteral("en");
    ScenarioStepsModel* steps_;
    std::unique_ptr<Scenario> scenario_;
    std::unique_ptr<ScenarioRun> run_;
    std::vector<State> after_; // the state each step run left, for its checks' found values
    QString name_, description_, path_;
    Wording error_;
    bool playingOn_ = false;
    bool showing_ = false; // the session itself is moving the game
};

} // namespace parley::client
