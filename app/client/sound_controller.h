#pragma once
// The game's sounds: after every action, the sounds of what happened (a card drawn, spoken,
// succeeding or failing, exhausted, and the end), one after another a short gap apart. The WAV
// files are made for Parley by resources/sounds/make_sounds.py and built into the binary.
//
// Nothing touches the audio system until the first sound is due, so start-up, screenshots and
// scenario runs cost what they did without sound; the first sound waits the few milliseconds
// its file takes to load. A machine with no audio output (CI, tests, a headless box) plays
// nothing and says nothing more than Qt Multimedia's own one line; which sound was due still
// shows through played(), so that the mapping can be tested anywhere.
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <array>

class QMediaDevices;
class QSoundEffect;

namespace parley::client {

class GameController;

class SoundController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(parley::client::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    // The loudness the player chose, 0 to 1, as heard (the effects get it on a linear scale).
    Q_PROPERTY(double volume READ volume WRITE setVolume NOTIFY volumeChanged)
    Q_PROPERTY(bool muted READ muted WRITE setMuted NOTIFY mutedChanged)
    // Milliseconds between the sounds of one action: the speak tone, then its result.
    Q_PROPERTY(int gap READ gap WRITE setGap NOTIFY gapChanged)
    // An audio output was found when the sounds were made ready (false before that).
    Q_PROPERTY(bool hasOutput READ hasOutput NOTIFY outputChanged)
    // A sound is coming out now (never without an output).
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)

public:
    enum class Sound { Draw, Speak, Success, Failure, Exhaust, End };
    Q_ENUM(Sound)
    static constexpr int soundCount = 6;
    static constexpr int defaultGap = 180;

    explicit SoundController(QObject* parent = nullptr);
    ~SoundController() override;

    GameController* game() const { return game_; }
    void setGame(GameController* game);
    double volume() const { return volume_; }
    void setVolume(double v);
    bool muted() const { return muted_; }
    void setMuted(bool m);
    int gap() const { return gap_; }
    void setGap(int ms);
    bool hasOutput() const { return hasOutput_; }
    bool playing() const;

    // The sounds an action's events (GameController::acted, the engine's event type names in
    // order) call for, in the order they happened, each at most once; the end always last.
    static QList<Sound> soundsFor(const QStringList& events);
    // The resource each sound is played from.
    static QString source(Sound s);
    // Plays `s` now (the settings panel's volume test, for one), unless silent.
    Q_INVOKABLE void play(parley::client::SoundController::Sound s);
    // Connects to the audio system and loads the sounds, if not done yet (the first sound
    // does it).
    void prepare();

signals:
    void gameChanged();
    void volumeChanged();
    void mutedChanged();
    void gapChanged();
    void outputChanged();
    void playingChanged();
    // A sound started (or would have, on a machine with no audio output).
    void played(parley::client::SoundController::Sound sound);

private:
    bool silent() const { return muted_ || volume_ <= 0; }
    void onActed(const QStringList& events);
    void playNext();
    void applyVolume();
    void stopAll();
    void findOutput();

    QPointer<GameController> game_;
    QMetaObject::Connection actedConnection_;
    double volume_ = 0.8;
    bool muted_ = false;
    int gap_ = defaultGap;
    bool prepared_ = false;
    bool hasOutput_ = false;
    QMediaDevices* devices_ = nullptr;
    std::array<QSoundEffect*, soundCount> effects_{};
    QList<Sound> queue_;
    QTimer next_;
};

} // namespace parley::client
