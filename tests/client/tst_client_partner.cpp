// The partner who answers and the log that tells the conversation (issue 11): which of the NPC's
// reactions fires when (a state reached, the goal played, the end), how long an answer stays in the
// speech bubble, the end line for the end screen, the portrait that follows the state (drawn, or
// the pack's own files), and the log's story lines with their rule steps folding out.
#include "history_test_support.h"

#include "portrait_svg.h"

#include <QSvgRenderer>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <sys/stat.h>

using namespace parley::client::test;

namespace {

// Elena's lines, as resources/content/npcs.json gives them.
const char* kElenaOpen = "You might actually understand. Sit, if you must.";
const char* kElenaOpenDe =
    "Vielleicht verstehen Sie es ja wirklich. Setzen Sie sich, wenn es sein muss.";
const char* kElenaGoalSuccess =
    "Then it's yours. Into Blackwood's hand and no one else's. And don't read it.";
const char* kElenaEndSuccess = "Lord Blackwood, before sunset. I'll be counting the bells.";
const char* kElenaEndSuccessZh = "布莱克伍德勋爵，日落之前。我会数着钟声等。";
const char* kElenaGoalSuccessZh =
    "那就交给你了。只能交到布莱克伍德手里，别人都不行。还有，别拆开看。";
const char* kElenaAbandoned = "You let the moment pass. The sun won't wait either.";

bool speakCard(GameController& game, const char* id) {
    game.select(rowOfCard(*game.hand(), id));
    return game.speak();
}

// The row of the log whose story line contains `text`, or -1.
int rowWith(const LogModel& log, const QString& text) {
    for (int r = 0; r < log.rowCount(); ++r)
        if (log.textAt(r).contains(text)) return r;
    return -1;
}

// Nothing raw reaches the log: no arrows, no list names with numbers, no engine ids.
void verifyReadable(const QString& text) {
    for (const char* raw :
         {"->", "trigger 0", "ability 0", "#", "EndConversation", "CardSpoken", "small_talk", "_"})
        QVERIFY2(!text.contains(QLatin1String(raw)), qPrintable(text));
}

} // namespace

class TestClientPartner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_partner"); }

    // A state reached: the partner says that state's line, the portrait changes with it, and the
    // answer stays until the player speaks again.
    void stateChangeFiresItsLine() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.loadScenario(fixture("partner_moods.json")));
        PartnerController& partner = *game.partner();
        QCOMPARE(partner.line(), QString());
        QCOMPARE(partner.endLine(), QString());
        QCOMPARE(partner.stateName(), QString("Neutral"));
        const QString neutralPortrait = partner.portrait();
        QVERIFY(QSvgRenderer(neutralPortrait.toUtf8()).isValid());
        QVERIFY(!partner.portraitFromContent());
        const int serial = partner.lineSerial();
        QSignalSpy portraitChanged(&partner, &PartnerController::portraitChanged);

        QVERIFY2(speakCard(game, "small_talk"), qPrintable(game.lastError()));
        QCOMPARE(game.status()->emotion(), QString("Open"));
        QCOMPARE(partner.line(), QString(kElenaOpen));
        QCOMPARE(partner.lineSerial(), serial + 1);
        QCOMPARE(partner.endLine(), QString()); // the conversation goes on
        QCOMPARE(partner.stateName(), QString("Open"));
        QCOMPARE(partner.stateLevel(), 3);
        QCOMPARE(partner.stateLevels(), 5);
        QVERIFY(portraitChanged.count() >= 1);
        QVERIFY(partner.portrait() != neutralPortrait);
        QCOMPARE(partner.portrait(), portraitSvg("elena", 3, 5));

        // Listening is no new word from the player: the answer stays, and is not said again.
        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        QCOMPARE(partner.line(), QString(kElenaOpen));
        QCOMPARE(partner.lineSerial(), serial + 1);
        // The player speaks again and the partner has nothing new to say: the bubble empties.
        QVERIFY(game.state()->emotion == 3);
        QVERIFY2(speakCard(game, "gather_thoughts"), qPrintable(game.lastError()));
        QCOMPARE(game.state()->emotion, std::uint8_t(3));
        QCOMPARE(partner.line(), QString());

        // In the player's language, and back.
        game.undo();
        game.undo();
        QCOMPARE(partner.line(), QString(kElenaOpen));
        game.setLocale("de");
        QCOMPARE(partner.line(), QString(kElenaOpenDe));
        game.setLocale("en");
        // Back before the change: no answer yet, the Neutral portrait again.
        game.undo();
        QCOMPARE(partner.line(), QString());
        QCOMPARE(partner.portrait(), neutralPortrait);
        game.redo();
        QCOMPARE(partner.line(), QString(kElenaOpen));
    }

    // The goal played: its line, then the ending's; the ending's line is also the end line.
    void goalPlayedFiresGoalAndEndLines() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        PartnerController& partner = *game.partner();
        QVERIFY2(speakCard(game, "t_goal"), qPrintable(game.lastError()));
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QCOMPARE(partner.line(), QString(kElenaGoalSuccess) + " " + kElenaEndSuccess);
        QCOMPARE(partner.endLine(), QString(kElenaEndSuccess));
        // The end screen shows the same last words.
        QCOMPARE(game.summary()->partnerLine(), QString(kElenaEndSuccess));
        // Chinese sentences follow each other without a space.
        game.setLocale("zh_CN");
        QCOMPARE(partner.line(),
                 QString::fromUtf8(kElenaGoalSuccessZh) + QString::fromUtf8(kElenaEndSuccessZh));
        QCOMPARE(partner.endLine(), QString::fromUtf8(kElenaEndSuccessZh));
        game.setLocale("en");
        // Undone, the conversation goes on and has no last word.
        QVERIFY(game.undo());
        QCOMPARE(partner.endLine(), QString());
        QCOMPARE(partner.line(), QString());
        QVERIFY(game.redo());
        QCOMPARE(partner.endLine(), QString(kElenaEndSuccess));
    }

    // The goal left unplayed slips away and ends the conversation: only the ending speaks (the
    // state Small Talk reached on the way is left to it), and the goal's line does not fire.
    void goalLostFiresTheAbandonedLine() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        QVERIFY2(speakCard(game, "small_talk"), qPrintable(game.lastError()));
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QCOMPARE(game.partner()->line(), QString(kElenaAbandoned));
        QCOMPARE(game.partner()->endLine(), QString(kElenaAbandoned));
    }

    // Portraits: drawn from the id (each partner their own face, each state its own expression),
    // or the pack's SVG files, per state with a fallback; a broken file is drawn instead.
    void portraitsFollowTheStateAndThePack() {
        for (const char* id : {"elena", "marcus", "sera", "a_pack_npc"}) {
            QSet<QString> faces;
            for (int level = 0; level < 5; ++level) {
                const QString svg = portraitSvg(id, level, 5);
                QVERIFY2(QSvgRenderer(svg.toUtf8()).isValid(), id);
                faces.insert(svg);
            }
            QCOMPARE(faces.size(), 5);
            QCOMPARE(portraitSvg(id, 2, 5), portraitSvg(id, 2, 5));
        }
        QVERIFY(portraitSvg("elena", 2, 5) != portraitSvg("marcus", 2, 5));
        // Another ladder spreads over the same range: its top is the top's face.
        QCOMPARE(portraitSvg("elena", 2, 3), portraitSvg("elena", 4, 5));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray calm = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect "
                                "width='10' height='10' fill='#123456'/></svg>";
        const QByteArray open = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 "
                                "10'><circle cx='5' cy='5' r='4' fill='#654321'/></svg>";
        auto write = [&](const char* name, const QByteArray& text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("mira.svg", calm);
        write("mira-open.svg", open);
        write("mira-broken.svg", "<svg this is not");
        write(
            "pack.json",
            R"({"npcs": [{"id": "mira", "name": "Mira", "deck": ["small_talk", "offer_tea", "gather_thoughts"],
            "portrait": {"default": "mira.svg", "Open": "mira-open.svg", "Tense": "mira-broken.svg"}}]})");
        ContentLoader loader;
        loader.addBuiltin();
        Diagnostics diags;
        QVERIFY(loader.addPath(dir.filePath("pack.json").toStdString(), diags));
        auto content = loader.load(diags);
        QVERIFY(content);
        const int open_ = content->ruleset.stateIndex("Open"),
                  tense = content->ruleset.stateIndex("Tense");
        PartnerController partner;
        State s = newConversation(content, content->npcIndex.at("mira"), 1);
        s.emotion = std::uint8_t(content->ruleset.stateIndex("Neutral"));
        partner.sync(s, "en");
        QVERIFY(partner.portraitFromContent());
        QCOMPARE(partner.portrait(), QString::fromUtf8(calm));
        s.emotion = std::uint8_t(open_);
        partner.sync(s, "en");
        QCOMPARE(partner.portrait(), QString::fromUtf8(open));
        s.emotion = std::uint8_t(tense);
        partner.sync(s, "en");
        QVERIFY(!partner.portraitFromContent());
        QCOMPARE(partner.portrait(), portraitSvg("mira", tense, 5));
    }

    // A portrait that is a named pipe, or an SVG that points at one (or at any other file), is
    // not read: opening a pipe waits for a writer, and hung the window before its first frame.
    // An SVG that holds its picture inside itself is read as before.
    void portraitsReadOnlyThemselves() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pipe = dir.filePath("pipe.svg");
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        auto write = [&](const char* name, const QByteArray& text) -> QString {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) return {};
            return dir.filePath(name);
        };
        const QByteArray head = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
                                "viewBox='0 0 10 10'>";
        const QString viaPipe = write("via-pipe.svg", head + "<image width='10' height='10' xlink:href='" +
                                                          QFile::encodeName(pipe) + "'/></svg>");
        const QString viaHref = write("via-href.svg", head + "<image width='10' height='10' href='pipe.svg'/></svg>");
        const QString viaUse = write("via-use.svg", head + "<use xlink:href='other.svg#face'/></svg>");
        const QString inside = write("inside.svg", head + "<defs><rect id='r' width='10' height='10'/></defs>"
                                                          "<use xlink:href='#r'/><image width='1' height='1' "
                                                          "href='data:image/png;base64,iVBORw0KGgo='/></svg>");
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(portraitFile(pipe), QString());
        QCOMPARE(portraitFile(viaPipe), QString());
        QCOMPARE(portraitFile(viaHref), QString());
        QCOMPARE(portraitFile(viaUse), QString());
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(!portraitFile(inside).isEmpty());
    }

    // The log tells the story: what you said and how it landed, the answer and the mood; its
    // rule steps fold out, in readable sentences.
    void logTellsTheConversation() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.loadScenario(fixture("partner_moods.json")));
        QVERIFY2(speakCard(game, "small_talk"), qPrintable(game.lastError()));
        LogModel& log = *game.log();
        const int row = rowWith(log, "Fine weather for the season");
        QVERIFY2(row >= 0, qPrintable(log.textAt(log.rowCount() - 1)));
        QCOMPARE(log.textAt(row),
                 QString::fromUtf8(
                     "You: \u201CFine weather for the season, isn't it?\u201D Small Talk lands."));
        QCOMPARE(log.data(log.index(row), LogModel::KindRole).toString(), QString("Speak"));
        QCOMPARE(log.data(log.index(row), LogModel::ToneRole).toString(), QString("success"));
        QCOMPARE(log.replyAt(row), QString::fromUtf8("Elena: \u201C%1\u201D").arg(kElenaOpen));
        QCOMPARE(log.data(log.index(row), LogModel::MoodRole).toString(),
                 QString("Elena warms to you: now Open."));
        const QStringList steps = log.stepsAt(row);
        QVERIFY(steps.contains("Comfort rises from 2 to 3."));
        QVERIFY(steps.contains("Elena is now Open (was Neutral)."));
        QVERIFY2(steps.contains("Comfort starts over at 0."), qPrintable(steps.join("\n")));
        QVERIFY(steps.contains("It cannot fail."));
        QVERIFY2(steps.contains("Small Talk, on success: +1 comfort"),
                 qPrintable(steps.join("\n")));
        QCOMPARE(log.data(log.index(row), LogModel::StepCountRole).toInt(), steps.size());
        for (int r = 0; r < log.rowCount(); ++r) {
            verifyReadable(log.textAt(r));
            for (const QString& s : log.stepsAt(r))
                verifyReadable(s);
        }
        // Folding out and in.
        QVERIFY(!log.data(log.index(row), LogModel::ExpandedRole).toBool());
        QSignalSpy changed(&log, &LogModel::dataChanged);
        QVERIFY(log.toggle(row));
        QVERIFY(log.data(log.index(row), LogModel::ExpandedRole).toBool());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(2).value<QList<int>>(), QList<int>{LogModel::ExpandedRole});
        QVERIFY(log.setData(log.index(row), false, LogModel::ExpandedRole));
        QVERIFY(!log.data(log.index(row), LogModel::ExpandedRole).toBool());
        QVERIFY(!log.toggle(-1));
        QVERIFY(!log.toggle(log.rowCount()));
        // A LISTEN's line names what it drew; a language change keeps the rows and what is
        // folded out, and tells them again (the partner's words in German from the content).
        QVERIFY(game.listen());
        const int listened = log.rowCount() - 1;
        QCOMPARE(log.data(log.index(listened), LogModel::KindRole).toString(), QString("Listen"));
        QVERIFY2(log.textAt(listened).startsWith("You listen. You draw "),
                 qPrintable(log.textAt(listened)));
        QVERIFY(log.toggle(row));
        const int rows = log.rowCount();
        game.setLocale("de");
        QCOMPARE(log.rowCount(), rows);
        QVERIFY(log.data(log.index(row), LogModel::ExpandedRole).toBool());
        QVERIFY2(log.textAt(row).contains(QString::fromUtf8("Schönes Wetter für die Jahreszeit")),
                 qPrintable(log.textAt(row)));
        QVERIFY2(log.replyAt(row).contains(kElenaOpenDe), qPrintable(log.replyAt(row)));
        game.setLocale("en");
        // An undo drops the rows of what was undone.
        QVERIFY(game.undo());
        QCOMPARE(log.rowCount(), rows - 1);
        // A row of the client's own has nothing to fold out.
        QVERIFY(!log.toggle(0));
        QCOMPARE(log.data(log.index(0), LogModel::KindRole).toString(), QString("Note"));
    }

    // The ending gets its own line: the outcome in words and the partner's last word.
    void logTellsTheEnding() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        QVERIFY2(speakCard(game, "t_goal"), qPrintable(game.lastError()));
        const LogModel& log = *game.log();
        const int end = log.rowCount() - 1;
        QCOMPARE(log.data(log.index(end), LogModel::KindRole).toString(), QString("End"));
        QCOMPARE(log.textAt(end), QString("The conversation succeeds."));
        QCOMPARE(log.data(log.index(end), LogModel::ToneRole).toString(), QString("success"));
        QCOMPARE(log.replyAt(end),
                 QString::fromUtf8("Elena: \u201C%1\u201D").arg(kElenaEndSuccess));
        // The goal's own line answers the goal's row.
        QCOMPARE(log.replyAt(end - 1),
                 QString::fromUtf8("Elena: \u201C%1\u201D").arg(kElenaGoalSuccess));
        QVERIFY2(log.textAt(end - 1).endsWith("Deliver the Letter lands."),
                 qPrintable(log.textAt(end - 1)));
        // Both belong to the same action: a seek to either goes to the same moment.
        QCOMPARE(log.actionAt(end), log.actionAt(end - 1));

        // Lost unplayed: the goal slips away in the story, and the ending says so.
        GameController lost;
        QVERIFY(lost.loadScenario(fixture("goal_in_hand.json")));
        QVERIFY(speakCard(lost, "small_talk"));
        const LogModel& l = *lost.log();
        QCOMPARE(l.textAt(l.rowCount() - 1),
                 QString("Deliver the Letter slips away. The conversation is abandoned."));
        QCOMPARE(l.replyAt(l.rowCount() - 1),
                 QString::fromUtf8("Elena: \u201C%1\u201D").arg(kElenaAbandoned));
        QCOMPARE(l.data(l.index(l.rowCount() - 1), LogModel::ToneRole).toString(),
                 QString("failure"));
    }

    // Whole games of every partner: every row reads as a story, with no trace of the engine.
    void wholeGamesReadAsStories() {
        int actions = 0;
        for (const char* npc : {"elena", "marcus", "sera"}) {
            for (qint64 seed : {1, 5}) {
                GameController game;
                std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
                testModels(game, testers);
                QVERIFY(game.start(npc, "", seed));
                actions += int(play(game, std::uint64_t(seed), 80).size());
                const LogModel& log = *game.log();
                QVERIFY(log.rowCount() > 0);
                for (int r = 0; r < log.rowCount(); ++r) {
                    QVERIFY2(!log.textAt(r).isEmpty(), npc);
                    verifyReadable(log.textAt(r));
                    for (const QString& s : log.stepsAt(r))
                        verifyReadable(s);
                }
                if (game.phase() == GameController::Phase::Ended) {
                    QCOMPARE(log.data(log.index(log.rowCount() - 1), LogModel::KindRole).toString(),
                             QString("End"));
                    // Every built-in partner has a last word for every ending.
                    QVERIFY2(!game.partner()->endLine().isEmpty(), npc);
                }
            }
        }
        QVERIFY2(actions >= 30, qPrintable(QString::number(actions)));
    }
};

QTEST_MAIN(TestClientPartner)
#include "tst_client_partner.moc"
