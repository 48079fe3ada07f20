#pragma once
// The conversation in progress and the files it goes to: replays (Ctrl+S, Ctrl+O, --replay), the
// autosave after every action with its offer to resume, and "Save as scenario…". It follows a
// GameController through its signals and hands it the histories it reads back; the game itself
// knows nothing of files.
#include "game_controller.h"

#include "session/replay.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <optional>

namespace parley::client {

class ConversationFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(parley::client::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    // The packs the game's content was loaded from, layered on the built-in pack (PackSession's
    // paths); empty: the built-in pack alone. A saved scenario names them as its content.
    Q_PROPERTY(QStringList contentPaths READ contentPaths WRITE setContentPaths NOTIFY contentPathsChanged)
    // The autosave: the conversation in progress is saved after every action (as a replay under
    // QStandardPaths::AppDataLocation) while this is on; the window turns it on, tests and
    // screenshots leave it off. Turning it on looks for a conversation to resume.
    Q_PROPERTY(bool autosaveEnabled READ autosaveEnabled WRITE setAutosaveEnabled NOTIFY autosaveChanged)
    // A conversation saved last time can be resumed; resumeText says which.
    Q_PROPERTY(bool resumable READ resumable NOTIFY autosaveChanged)
    Q_PROPERTY(QString resumeText READ resumeText NOTIFY autosaveChanged)
    // Why a saved conversation was not offered, or why the autosave failed; empty when all is well.
    Q_PROPERTY(QString autosaveMessage READ autosaveMessage NOTIFY autosaveChanged)
    // The conversation shown has a history from its start, so it can be saved as a replay or a
    // scenario (a scenario's set-up played on by hand has none).
    Q_PROPERTY(bool canSave READ canSave NOTIFY canSaveChanged)

public:
    explicit ConversationFiles(QObject* parent = nullptr);

    GameController* game() const { return game_; }
    void setGame(GameController* game);
    QStringList contentPaths() const { return contentPaths_; }
    void setContentPaths(const QStringList& paths);
    bool autosaveEnabled() const { return autosaveEnabled_; }
    void setAutosaveEnabled(bool on);
    bool resumable() const { return resume_.has_value(); }
    // Worded on read, in the game's language (a change of language re-emits autosaveChanged).
    QString resumeText() const;
    QString autosaveMessage() const;
    bool canSave() const { return game_ && game_->hasStart(); }

    // Writes the conversation up to the moment shown as a replay (parley-replay/1) to `file` (a
    // path or a file: URL), whole or not at all. False, with the reason in the game's lastError,
    // when it cannot be written; the game goes on either way.
    Q_INVOKABLE bool saveReplay(const QString& file);
    // Plays a replay back onto the timeline, on the game's content, and shows the moment after
    // `step` actions (-1: the end). The game's notice says how it went, and where it diverges
    // when the content has changed. False, with the problems in lastError, when the file is not
    // a replay or the conversation cannot start here; the game in progress is kept then.
    Q_INVOKABLE bool openReplay(const QString& file, int step = -1);
    // Writes the conversation up to the moment shown as a parley-scenario/1 file: its start as
    // the set-up and every action a step with its roll forced as it fell, or, with
    // `fromCurrentMoment`, the moment shown as the set-up (no steps). Either way it ends with
    // checks of the moment shown, and it passes `parley-cli scenario` (it is run before it is
    // written). False, with the reason in lastError, when it cannot be made or written.
    Q_INVOKABLE bool saveScenario(const QString& file, bool fromCurrentMoment);
    // Resumes the conversation saved last time, or forgets it.
    Q_INVOKABLE bool resume();
    Q_INVOKABLE void discardAutosave();
    // Looks again for a conversation to resume (done whenever the start screen comes back).
    Q_INVOKABLE void checkAutosave();

signals:
    void gameChanged();
    void contentPathsChanged();
    void autosaveChanged();
    void canSaveChanged();

private:
    // After anything the game did: a conversation started, an action, a move on the timeline,
    // back to the start screen.
    void follow();
    // Plays `r` back onto the game's timeline; how to word the report, or nothing when it cannot
    // start.
    std::optional<Wording> playBack(const Replay& r, int step);
    void autosave();

    QPointer<GameController> game_;
    QStringList contentPaths_;
    bool autosaveEnabled_ = false;
    bool couldSave_ = false;
    std::optional<Replay> resume_; // the conversation saved last time, when it can be resumed
    Wording autosaveMessage_; // what reading or writing the autosave said, if anything
    bool otherContent_ = false; // the autosave was of other content, so it was dropped
};

} // namespace parley::client
