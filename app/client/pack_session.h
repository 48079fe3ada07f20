#pragma once
// The packs a designer has open, layered on the built-in pack, kept live: every file of the packs
// and their folders is watched, and a change (a burst of saves is one) validates the packs again.
// Valid content goes to the game, which rebuilds the conversation in progress on it and says how
// (the report); invalid content leaves the game on what it had and lists the problems.
#include "diagnostics_model.h"
#include "game_controller.h"

#include "content/content.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class PackSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where new content goes. Without one, the session only loads and reports.
    Q_PROPERTY(parley::client::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QStringList paths READ paths NOTIFY pathsChanged)
    // Some pack is open (else the game plays the built-in content alone).
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY pathsChanged)
    // The open packs by their file or folder names, for the window to say what is open.
    Q_PROPERTY(QString name READ name NOTIFY pathsChanged)
    // The last load found errors: the game goes on with what it had, and `diagnostics` says why.
    Q_PROPERTY(bool broken READ broken NOTIFY stateChanged)
    // A conversation can start: no pack is open, or the open packs have loaded at least once.
    Q_PROPERTY(bool playable READ playable NOTIFY stateChanged)
    // In words: why the open packs cannot be used now (empty when they can).
    Q_PROPERTY(QString problem READ problem NOTIFY stateChanged)
    // The player's language: `problem` is worded again when it changes.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY stateChanged)
    // What the last successful reload did, in words (for a short banner).
    Q_PROPERTY(QString report READ report NOTIFY reloaded)
    Q_PROPERTY(parley::client::DiagnosticsModel* diagnostics READ diagnostics CONSTANT)

public:
    // How long the session waits after a change for more before it reloads.
    static constexpr int debounceMs = 100;

    explicit PackSession(QObject* parent = nullptr);
    ~PackSession() override;

    GameController* game() const { return game_; }
    void setGame(GameController* game);
    QStringList paths() const { return paths_; }
    bool isOpen() const { return !paths_.isEmpty(); }
    QString name() const;
    bool broken() const { return broken_; }
    bool playable() const { return paths_.isEmpty() || content_ != nullptr; }
    QString problem() const;
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    QString report() const { return worded(report_); } // worded on read: it follows the language
    DiagnosticsModel* diagnostics() const { return diagnostics_; }

    // Opens these packs (files or folders; file URLs too, as QML's dialogs give) in place of the
    // open ones, and watches them. False when they do not load; they stay open and watched, so
    // that fixing them loads them.
    Q_INVOKABLE bool open(const QStringList& paths);
    // Back to the built-in content alone.
    Q_INVOKABLE void close();
    // Validates the open packs again now (a change on disk does this after debounceMs).
    Q_INVOKABLE void reload();

    // The content of the open packs as last loaded, layered on the built-in pack; null when no
    // pack is open or it never loaded.
    std::shared_ptr<const Content> content() const { return content_; }
    // The time the last load took (read, validate, build) and the game's rebuild after it, in ms.
    double lastLoadMs() const { return lastLoadMs_; }
    double lastRebuildMs() const { return lastRebuildMs_; }
    // What is watched now (for tests).
    QStringList watched() const;

signals:
    void gameChanged();
    void pathsChanged();
    void stateChanged();
    // New content loaded and handed to the game (after open and after each valid change).
    void contentLoaded(std::shared_ptr<const parley::Content> content);
    // A change on disk was loaded and applied; `report` says what happened to the conversation.
    void reloaded(const QString& report);
    // A load found errors; the game was not touched.
    void failed();

private:
    enum class Cause { Opened, Changed };
    // Why the packs cannot be used, kept as a kind so that it can be worded in any language.
    enum class Problem { None, Gone, Broken, NeverLoaded };
    bool load(Cause cause);
    void apply(std::shared_ptr<const Content> content, Cause cause);
    void watch();
    void setState(bool broken, Problem problem, const QString& subject = {});
    QStringList missingPaths() const;

    QPointer<GameController> game_;
    QStringList paths_;
    std::shared_ptr<const Content> content_;
    bool broken_ = false;
    Problem problem_ = Problem::None;
    QString subject_, locale_;
    Wording report_;
    DiagnosticsModel* diagnostics_;
    QFileSystemWatcher watcher_;
    QTimer debounce_;
    double lastLoadMs_ = 0, lastRebuildMs_ = 0;
};

} // namespace parley::client

Q_DECLARE_METATYPE(std::shared_ptr<const parley::Content>)
