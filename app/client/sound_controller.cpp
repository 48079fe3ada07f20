#include "sound_controller.h"

#include "game_controller.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <algorithm>
#include <cmath>

namespace parley::client {

SoundController::SoundController(QObject* parent) : QObject(parent) {
    next_.setSingleShot(true);
    connect(&next_, &QTimer::timeout, this, &SoundController::playNext);
}

SoundController::~SoundController() = default;

void SoundController::setGame(GameController* game) {
    if (game == game_) return;
    disconnect(actedConnection_);
    queue_.clear();
    game_ = game;
    if (game_)
        actedConnection_ = connect(game_, &GameController::acted, this, &SoundController::onActed);
    emit gameChanged();
}

void SoundController::setVolume(double v) {
    v = std::isfinite(v) ? qBound(0.0, v, 1.0) : 0.0;
    if (qFuzzyCompare(v + 1, volume_ + 1)) return;
    volume_ = v;
    applyVolume();
    if (silent()) stopAll();
    emit volumeChanged();
}

void SoundController::setMuted(bool m) {
    if (m == muted_) return;
    muted_ = m;
    if (silent()) stopAll();
    emit mutedChanged();
}

void SoundController::setGap(int ms) {
    ms = qBound(0, ms, 2000);
    if (ms == gap_) return;
    gap_ = ms;
    emit gapChanged();
}

QList<SoundController::Sound> SoundController::soundsFor(const QStringList& events) {
    QList<Sound> out;
    const auto once = [&out](Sound s) {
        if (!out.contains(s)) out << s;
    };
    bool ended = false;
    for (const QString& e : events) {
        if (e == u"CardSpoken")
            once(Sound::Speak);
        else if (e == u"CardSucceeded")
            once(Sound::Success);
        else if (e == u"CardFailed")
            once(Sound::Failure);
        else if (e == u"CardExhausted")
            once(Sound::Exhaust);
        // LISTEN draws; an empty deck still makes the gesture.
        else if (e == u"CardDrawn" || e == u"Listened")
            once(Sound::Draw);
        else if (e == u"ConversationEnded")
            ended = true;
    }
    if (ended) out << Sound::End;
    return out;
}

QString SoundController::source(Sound s) {
    static const std::array<const char*, soundCount> names = {"draw",    "speak",   "success",
                                                              "failure", "exhaust", "end"};
    return QStringLiteral("qrc:/parley/sounds/%1.wav").arg(QLatin1String(names[int(s)]));
}

void SoundController::onActed(const QStringList& events) {
    next_.stop();
    // A new action cuts the last one's tail short: no backlog of sounds behind a quick player.
    queue_ = silent() ? QList<Sound>{} : soundsFor(events);
    playNext();
}

void SoundController::playNext() {
    if (queue_.isEmpty()) return;
    play(queue_.takeFirst());
    if (!queue_.isEmpty()) next_.start(gap_);
}

void SoundController::play(Sound s) {
    if (silent() || int(s) < 0 || int(s) >= soundCount) return;
    prepare();
    if (QSoundEffect* e = effects_[std::size_t(s)]) e->play();
    emit played(s);
}

void SoundController::prepare() {
    if (prepared_) return;
    prepared_ = true;
    devices_ = new QMediaDevices(this);
    connect(devices_, &QMediaDevices::audioOutputsChanged, this, &SoundController::findOutput);
    findOutput();
}

// Effects are made only with an output to play on: without one, QSoundEffect warns at every
// play ("No audio device detected").
void SoundController::findOutput() {
    const bool has = !QMediaDevices::audioOutputs().isEmpty();
    if (has && !effects_[0]) {
        for (int i = 0; i < soundCount; ++i) {
            auto* e = new QSoundEffect(this);
            e->setSource(QUrl(source(Sound(i))));
            connect(e, &QSoundEffect::playingChanged, this, &SoundController::playingChanged);
            effects_[std::size_t(i)] = e;
        }
        applyVolume();
    }
    if (has != hasOutput_) {
        hasOutput_ = has;
        emit outputChanged();
    }
}

bool SoundController::playing() const {
    return std::any_of(effects_.begin(), effects_.end(),
                       [](const QSoundEffect* e) { return e && e->isPlaying(); });
}

void SoundController::applyVolume() {
    const double linear = QAudio::convertVolume(float(volume_), QAudio::LogarithmicVolumeScale,
                                                QAudio::LinearVolumeScale);
    for (QSoundEffect* e : effects_)
        if (e) e->setVolume(float(linear));
}

void SoundController::stopAll() {
    next_.stop();
    queue_.clear();
    for (QSoundEffect* e : effects_)
        if (e) e->stop();
}

} // namespace parley::client
