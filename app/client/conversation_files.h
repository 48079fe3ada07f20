#pragma once
// The conversation in progress and the files it goes to: replays (Ctrl+S, Ctrl+O, --replay), the
// autosave after every action with its offer to resume, and "Save as scenario…". It follows a
// GameController through its signals and hands it the histories it reads back; the game itself
// knows nothing of files.
#include "game_controller.h"
#include "unfinished_model.h"

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
    // The autosave: the conversation in progress is saved after every action (as a replay in
    // UnfinishedStore's folder) while this is on; the window turns it on, tests and screenshots
    // leave it off. Turning it on lists the unfinished conversations to resume.
    Q_PROPERTY(bool autosaveEnabled READ autosaveEnabled WRITE setAutosaveEnabled NOTIFY autosaveChanged)
    // The player's unfinished conversations (listed on the start screen, empty elsewhere).
    Q_PROPERTY(parley::client::UnfinishedModel* unfinished READ unfinished CONSTANT)
    // Files that could not be read and were set aside, or why the autosave failed; empty when all
    // is well.
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
    UnfinishedModel* unfinished() const { return unfinished_; }
    // Worded on read, in the game's language (a change of language re-emits autosaveChanged).
    QString autosaveMessage() const { return worded(autosaveMessage_); }
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
    // Resumes unfinished conversation `row`, or discards it (its file is removed). A
    // conversation that cannot be resumed here stays, and stays offered.
    Q_INVOKABLE bool resume(int row = 0);
    Q_INVOKABLE bool discard(int row = 0);
    // Looks again for conversations to resume (done whenever the start screen comes back).
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
    // `path` is one of the open packs' files, or inside a pack's folder: the game's error says
    // so, and nothing is written.
    bool refuseOpenPack(const QString& path);
    // How each unfinished conversation fits the content in use now.
    void judge();

    QPointer<GameController> game_;
    QStringList contentPaths_;
    bool autosaveEnabled_ = false;
    bool couldSave_ = false;
    UnfinishedModel* unfinished_;
    Wording autosaveMessage_; // what reading or writing the autosave said, if anything
    // The conversation shown (GameController::conversation()), the file it is saved to (empty
    // until its first save), and whether it is the player's to save: one started or resumed
    // here is; a replay opened becomes theirs with their first action in it.
    quint64 following_ = 0;
    QString file_;
    bool owned_ = false;
    // Set just before this class plays a conversation back: what the next one shown is.
    std::optional<QString> nextFile_;
    bool nextOwned_ = true;
};

} // namespace parley::client
