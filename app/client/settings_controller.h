#pragma once
// The player's settings, kept in QSettings: language, last NPC and deck, window geometry and
// full screen, animation speed, sound volume and mute, and the packs opened lately. Every change
// is written at once, so nothing is lost if the game is killed.
// The file is the player's to edit: every value read that is not one the game could have
// written reads as the default.
#include "settings_file.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <QWindow>

namespace parley::client {

class SettingsController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    Q_PROPERTY(QString lastNpc READ lastNpc WRITE setLastNpc NOTIFY changed)
    Q_PROPERTY(QString lastDeck READ lastDeck WRITE setLastDeck NOTIFY changed)
    // 0 turns animations off; 1 is normal; 2 is twice as fast.
    Q_PROPERTY(double animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    // The sounds' loudness, 0 to 1 as heard, and whether they are off.
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY changed)
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY changed)
    Q_PROPERTY(bool fullscreen READ fullscreen WRITE setFullscreen NOTIFY changed)
    // "How to play" was finished or skipped: it no longer opens by itself.
    Q_PROPERTY(bool howToPlaySeen READ howToPlaySeen WRITE setHowToPlaySeen NOTIFY changed)
    // The packs opened lately, the latest first, those still on disk: each {paths, name} (name:
    // the file and folder names, for the start screen).
    Q_PROPERTY(QVariantList recentPacks READ recentPacks NOTIFY changed)

public:
    explicit SettingsController(QObject* parent = nullptr);

    QString language() const;
    void setLanguage(const QString& v);
    QString lastNpc() const;
    void setLastNpc(const QString& v);
    QString lastDeck() const;
    void setLastDeck(const QString& v);
    double animationSpeed() const;
    void setAnimationSpeed(double v);
    double volume() const;
    void setVolume(double v);
    bool muted() const;
    void setMuted(bool v);
    bool fullscreen() const;
    void setFullscreen(bool v);
    bool howToPlaySeen() const;
    void setHowToPlaySeen(bool v);
    QVariantList recentPacks() const;
    // Puts these packs (as opened together) first among the recent ones.
    Q_INVOKABLE void rememberPacks(const QStringList& paths);

    static constexpr int maxRecentPacks = 6;

    // Puts the window where it was last time, if that is still on a screen, fitted to it.
    Q_INVOKABLE void restoreGeometry(QWindow* window) const;
    Q_INVOKABLE void saveGeometry(QWindow* window);

signals:
    void changed();

private:
    QList<QStringList> recentPackLists() const;
    // `notify`: the value is one of the properties (the window's geometry is not).
    void put(const QString& key, const QVariant& value, bool notify = true);
    SettingsFile file_;
};

} // namespace parley::client
