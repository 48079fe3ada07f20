// The sounds: which one each action's events call for, in which order, that mute and a zero
// volume silence them, and that a machine with no audio output (this one, in CI) plays a whole
// conversation without crashing, hanging or warning at every sound.
#include "client_test_support.h"
#include "sound_controller.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtEndian>

using namespace parley::client::test;
using Sound = SoundController::Sound;

namespace {

QList<Sound> sounds(const QSignalSpy& spy) {
    QList<Sound> out;
    for (const QList<QVariant>& args : spy)
        out << args.first().value<Sound>();
    return out;
}

// Answers any open decision with the fewest picks it allows.
void settle(GameController& game) {
    for (int i = 0; i < 10 && game.decision()->active(); ++i) {
        QVariantList picks;
        for (int p = 0; p < game.decision()->min(); ++p)
            picks << p;
        QVERIFY2(game.decision()->choose(picks), qPrintable(game.lastError()));
    }
}

// Counts the messages Qt prints while alive (the sound test must not spam them).
struct MessageCounter {
    static inline int count = 0;
    static inline QStringList seen;
    QtMessageHandler previous;
    MessageCounter() {
        count = 0;
        seen.clear();
        previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& m) {
                ++count;
                seen << m;
            });
    }
    ~MessageCounter() { qInstallMessageHandler(previous); }
};

} // namespace

class TestClientSound : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useScratchSettings("tst_client_sound"); }

    void eventsMapToSounds_data() {
        QTest::addColumn<QStringList>("events");
        QTest::addColumn<QList<Sound>>("expected");
        QTest::newRow("listen") << QStringList{"Listened", "CardDrawn", "CardDrawn", "TurnEnded"}
                                << QList<Sound>{Sound::Draw};
        QTest::newRow("listen, empty deck")
            << QStringList{"Listened", "DeckEmpty"} << QList<Sound>{Sound::Draw};
        QTest::newRow("speak, success") << QStringList{"CardSpoken", "RollMade", "CardSucceeded",
                                                       "ComfortChanged", "CardDiscarded"}
                                        << QList<Sound>{Sound::Speak, Sound::Success};
        QTest::newRow("speak, failure, exhausted")
            << QStringList{"CardSpoken", "RollMade", "CardFailed", "CardExhausted",
                           "PatienceChanged"}
            << QList<Sound>{Sound::Speak, Sound::Failure, Sound::Exhaust};
        QTest::newRow("speak that draws")
            << QStringList{"CardSpoken", "CardSucceeded", "CardDrawn", "CardDrawn"}
            << QList<Sound>{Sound::Speak, Sound::Success, Sound::Draw};
        // The end comes last even when the engine reports something after it.
        QTest::newRow("the end") << QStringList{"CardSpoken", "CardSucceeded", "ConversationEnded",
                                                "CardExhausted"}
                                 << QList<Sound>{Sound::Speak, Sound::Success, Sound::Exhaust,
                                                 Sound::End};
        QTest::newRow("nothing to hear")
            << QStringList{"TokensChanged", "TurnEnded"} << QList<Sound>{};
        QTest::newRow("none") << QStringList{} << QList<Sound>{};
    }
    void eventsMapToSounds() {
        QFETCH(QStringList, events);
        QFETCH(QList<Sound>, expected);
        QCOMPARE(SoundController::soundsFor(events), expected);
    }

    // Every sound is built in, as a short mono 16-bit WAV.
    void soundsAreBuiltIn() {
        for (int i = 0; i < SoundController::soundCount; ++i) {
            const QString url = SoundController::source(Sound(i));
            QVERIFY(url.startsWith("qrc:"));
            QFile f(url.mid(3));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(url));
            const QByteArray head = f.read(44);
            QVERIFY(head.startsWith("RIFF") && head.mid(8, 4) == "WAVE");
            QCOMPARE(qFromLittleEndian<quint16>(head.constData() + 22), quint16(1));  // mono
            QCOMPARE(qFromLittleEndian<quint16>(head.constData() + 34), quint16(16)); // 16-bit
            QVERIFY2(f.size() < 100 * 1024, qPrintable(url));
        }
    }

    // The real game: a LISTEN draws, a SPEAK speaks then succeeds or fails, the end ends.
    void actionsPlayTheirSounds() {
        GameController game;
        SoundController sound;
        sound.setGap(1);
        sound.setGame(&game);
        QSignalSpy played(&sound, &SoundController::played);
        QVERIFY(game.start("marcus", "", 5));
        settle(game);
        played.clear();

        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        QCOMPARE(sounds(played), QList<Sound>{Sound::Draw}); // the first at once
        played.clear();

        game.select(0);
        QVERIFY2(game.speak(), qPrintable(game.lastError()));
        QCOMPARE(sounds(played), QList<Sound>{Sound::Speak});
        QTRY_VERIFY(played.count() >= 2); // the result a gap later
        const Sound result = sounds(played).at(1);
        QVERIFY(result == Sound::Success || result == Sound::Failure);
        QCOMPARE(result == Sound::Success, game.summary()->succeeded() == 1);

        // To the end: the last sound is the end's.
        int actions = 0;
        while (game.phase() == GameController::Phase::Playing && actions++ < 100) {
            if (game.decision()->active()) {
                settle(game);
            } else {
                QVERIFY2(game.listen(), qPrintable(game.lastError()));
            }
        }
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QTRY_COMPARE(sounds(played).constLast(), Sound::End);

        // Moving on the timeline replays nothing.
        played.clear();
        QVERIFY(game.undo());
        QVERIFY(game.redo());
        QTest::qWait(20);
        QCOMPARE(played.count(), 0);
    }

    void muteAndZeroVolumeAreSilent() {
        GameController game;
        SoundController sound;
        sound.setGap(1);
        sound.setGame(&game);
        QSignalSpy played(&sound, &SoundController::played);
        QVERIFY(game.start("marcus", "", 5));
        settle(game);
        played.clear();

        sound.setMuted(true);
        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        sound.play(Sound::Success);
        QTest::qWait(20);
        QCOMPARE(played.count(), 0);
        QVERIFY(game.undo()); // back, to play the same again (the timeline itself is silent)

        sound.setMuted(false);
        sound.setVolume(0);
        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        QTest::qWait(20);
        QCOMPARE(played.count(), 0);
        QVERIFY(game.undo());

        sound.setVolume(0.5);
        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        QCOMPARE(sounds(played), QList<Sound>{Sound::Draw});
        QVERIFY(game.undo());

        // Muting mid-action drops the rest of it.
        played.clear();
        sound.setGap(50);
        game.select(0);
        QVERIFY(game.speak());
        QCOMPARE(sounds(played), QList<Sound>{Sound::Speak});
        sound.setMuted(true);
        QTest::qWait(120);
        QCOMPARE(played.count(), 1);
    }

    void volumeIsKeptInRange() {
        SoundController sound;
        QSignalSpy changed(&sound, &SoundController::volumeChanged);
        sound.setVolume(2);
        QCOMPARE(sound.volume(), 1.0);
        sound.setVolume(-1);
        QCOMPARE(sound.volume(), 0.0);
        sound.setVolume(std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(sound.volume(), 0.0);
        QCOMPARE(changed.count(), 2);
    }

    // No audio output here: a whole conversation's sounds cost no time and at most Qt
    // Multimedia's one line about the missing sound server, not one per sound.
    void noAudioOutputIsQuietAndQuick() {
        MessageCounter messages;
        QElapsedTimer timer;
        timer.start();
        GameController game;
        SoundController sound;
        sound.setGap(0);
        sound.setGame(&game);
        QSignalSpy played(&sound, &SoundController::played);
        QVERIFY(game.start("marcus", "", 3));
        for (int i = 0; i < 20 && game.phase() == GameController::Phase::Playing; ++i) {
            if (game.decision()->active()) break;
            QVERIFY2(game.listen(), qPrintable(game.lastError()));
            QCoreApplication::processEvents();
        }
        QVERIFY(played.count() >= 3);
        QVERIFY2(messages.count <= 2, qPrintable(MessageCounter::seen.join("\n")));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        if (!sound.hasOutput()) qInfo("no audio output: the sounds were due, none was played");
    }

    // Where there is an audio output (a desktop; not CI), the sound comes out and ends.
    void soundsComeOutOfAnOutput() {
        SoundController sound;
        sound.prepare();
        if (!sound.hasOutput()) QSKIP("no audio output on this machine");
        QSignalSpy playing(&sound, &SoundController::playingChanged);
        sound.play(Sound::End);
        QTRY_VERIFY_WITH_TIMEOUT(sound.playing(), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(!sound.playing(), 5000);
        QVERIFY(playing.count() >= 2);
    }

    // Nothing happens without a game, and a game deleted under the controller is let go.
    void survivesItsGameGoing() {
        SoundController sound;
        sound.play(Sound::Draw);
        auto* game = new GameController;
        sound.setGame(game);
        QVERIFY(game->start("sera", "", 1));
        delete game;
        QCOMPARE(sound.game(), nullptr);
    }
};

QTEST_MAIN(TestClientSound)
#include "tst_client_sound.moc"
