// The conversation's history in the window: undo, redo and seek leave every model exactly as
// playing forward to that moment would; the timeline's rows, labels and current row; a log line
// knows its action; the conversation rebuilt on new content (live reload) with its report.
#include "history_test_support.h"

using namespace parley::client::test;

class TestClientHistory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_history"); }

    // Undo, redo and seek to every moment equal a fresh controller played forward to it.
    void seekingEqualsPlayingForward_data() {
        QTest::addColumn<QString>("npc");
        QTest::addColumn<int>("seed");
        QTest::newRow("elena 3") << "elena" << 3;
        QTest::newRow("sera 43") << "sera" << 43;
        QTest::newRow("marcus 11") << "marcus" << 11;
    }
    void seekingEqualsPlayingForward() {
        QFETCH(QString, npc);
        QFETCH(int, seed);
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            game.timeline(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        QVERIFY(game.start(npc, "", seed));
        const std::vector<Action> actions = play(game, std::uint64_t(seed), 40);
        QVERIFY2(actions.size() >= 5, qPrintable(QString::number(actions.size()) + game.lastError()));
        const int n = int(actions.size());
        QCOMPARE(game.timeline()->rowCount(), n + 1);
        QCOMPARE(game.timeline()->currentIndex(), n);

        // The screen at every moment, played forward by a controller that never went back.
        QStringList forward;
        {
            GameController ref;
            QVERIFY(ref.start(npc, "", seed));
            forward << screen(ref);
            for (const Action& a : actions) {
                QVERIFY(take(ref, a));
                forward << screen(ref);
            }
        }
        QCOMPARE(screen(game), forward[n]);
        QSignalSpy seeked(&game, &GameController::seeked);
        for (int k = n - 1; k >= 0; --k) {
            QVERIFY(game.undo());
            QCOMPARE(screen(game), forward[k]);
            QCOMPARE(game.timeline()->currentIndex(), k);
        }
        QVERIFY(!game.undo());
        QCOMPARE(seeked.count(), n);
        QVERIFY(game.redo());
        QCOMPARE(screen(game), forward[1]);
        for (int k : {n, 2, n / 2, 0, n - 1, 1}) {
            QVERIFY(game.seek(k));
            QCOMPARE(screen(game), forward[k]);
        }
        QVERIFY(game.seek(n));
        QVERIFY(!game.redo());
        QVERIFY(!game.seek(n + 1));
        QVERIFY(!game.seek(-1));
        // Redoable rows are marked, and the count of rows keeps the redo tail.
        QVERIFY(game.seek(2));
        const TimelineModel& t = *game.timeline();
        QCOMPARE(t.rowCount(), n + 1);
        QVERIFY(t.data(t.index(2), TimelineModel::CurrentRole).toBool());
        QVERIFY(!t.data(t.index(2), TimelineModel::RedoableRole).toBool());
        QVERIFY(t.data(t.index(3), TimelineModel::RedoableRole).toBool());
        QVERIFY(!t.data(t.index(1), TimelineModel::RedoableRole).toBool());
        QVERIFY(t.canUndo() && t.canRedo());
    }

    // A new action after an undo drops the redo tail, on the timeline and in the log.
    void newActionDropsTheRedoTail() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            game.timeline(), QAbstractItemModelTester::FailureReportingMode::QtTest));
        QVERIFY(game.start("sera", "", 42));
        for (int i = 0; i < 3; ++i) QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        QCOMPARE(game.timeline()->rowCount(), 4);
        QVERIFY(game.seek(1));
        QCOMPARE(game.timeline()->rowCount(), 4); // still redoable
        QSignalSpy count(game.timeline(), &TimelineModel::countChanged);
        QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        QCOMPARE(count.count(), 1);
        QCOMPARE(game.timeline()->rowCount(), 3);
        QCOMPARE(game.timeline()->currentIndex(), 2);
        QVERIFY(!game.timeline()->canRedo());
        QCOMPARE(int(game.history()->size()), 2);
        QVERIFY(!game.timeline()->labelAt(2).isEmpty());
        // Every log line belongs to the start or to one of the two actions.
        const LogModel& log = *game.log();
        for (int r = 0; r < log.rowCount(); ++r) QVERIFY(log.actionAt(r) >= 0 && log.actionAt(r) <= 2);
        QCOMPARE(log.actionAt(log.rowCount() - 1), 2);
    }

    // Labels are words from the content, in the player's language: no ids, no enum names.
    void labelsAreInThePlayersLanguage() {
        GameController game;
        QVERIFY(game.start("elena", "", 3));
        // Elena's opening asks questions: their answers come first.
        QVERIFY(game.decision()->active());
        while (game.decision()->active()) QVERIFY(listenOrAnswer(game));
        const int listened = game.timeline()->rowCount();
        QVERIFY2(game.listen(), qPrintable(game.lastError()));
        while (game.decision()->active()) QVERIFY(listenOrAnswer(game));
        const int spoken = game.timeline()->rowCount();
        // A card with a German name of its own (not every card has one).
        int row = -1;
        for (int r = 0; r < game.hand()->rowCount() && row < 0; ++r) {
            const CardDef* d = game.state()->content().findCard(
                game.hand()->data(game.hand()->index(r), HandModel::CardIdRole).toString().toStdString());
            if (cardName(*d, "de") != cardName(*d, "en")) row = r;
        }
        if (row < 0) QSKIP("no card with a German name in hand");
        game.select(row);
        const QString card = game.hand()->data(game.hand()->index(row), HandModel::NameRole).toString();
        const QString cardId = game.hand()->data(game.hand()->index(row), HandModel::CardIdRole).toString();
        QVERIFY2(game.speak(), qPrintable(game.lastError()));
        const TimelineModel& t = *game.timeline();
        QCOMPARE(t.labelAt(0), QString("Start"));
        QVERIFY(t.labelAt(1).startsWith("Choose: "));
        QCOMPARE(t.labelAt(listened), QString("LISTEN"));
        QCOMPARE(t.labelAt(spoken), "SPEAK " + card);
        QVERIFY(!t.labelAt(spoken).contains(cardId));
        QSignalSpy changed(&t, &TimelineModel::dataChanged);
        game.setLocale("de");
        QVERIFY2(changed.count() >= 1, qPrintable(t.labelAt(spoken) + " " + card));
        QCOMPARE(t.labelAt(0), QString("Start")); // no translator installed: the source text
        const CardDef* def = game.state()->content().findCard(cardId.toStdString());
        QVERIFY(def);
        QVERIFY(cardName(*def, "de") != card);
        QVERIFY(t.labelAt(spoken).contains(cardName(*def, "de")));
        QCOMPARE(t.data(t.index(spoken), TimelineModel::NumberRole).toInt(), spoken);
    }

    // A choice's entry names what was chosen; the answer is on the timeline, and undone alone.
    void decisionsAreActionsOnTheTimeline() {
        GameController game;
        // Play random games until one asks a question, then check its entry.
        for (int seed = 1; seed < 60; ++seed) {
            QVERIFY(game.start("sera", "", seed));
            RandomPolicy policy{std::uint64_t(seed)};
            for (int i = 0; i < 60 && game.phase() == GameController::Phase::Playing; ++i) {
                if (game.decision()->active()) {
                    const int before = game.timeline()->currentIndex();
                    const Action a = policy.choose(*game.state());
                    QCOMPARE(a.kind, ActionKind::Choose);
                    QVERIFY(take(game, a));
                    QCOMPARE(game.timeline()->currentIndex(), before + 1);
                    QVERIFY(game.timeline()->labelAt(before + 1).startsWith("Choose: "));
                    QVERIFY(game.undo());
                    QVERIFY(game.decision()->active());
                    QVERIFY(game.redo());
                    QVERIFY(!game.timeline()->labelAt(before + 1).contains('_'));
                    return;
                }
                QVERIFY(take(game, policy.choose(*game.state())));
            }
        }
        QSKIP("no random game asked a question");
    }

    // A log line jumps to its action.
    void logLineSeeksToItsAction() {
        GameController game;
        QVERIFY(game.start("sera", "", 42));
        QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        const LogModel& log = *game.log();
        int row = -1;
        for (int r = 0; r < log.rowCount(); ++r)
            if (log.data(log.index(r), LogModel::ActionRole).toInt() == 1) row = r;
        QVERIFY(row >= 0);
        QVERIFY(game.seekToLogRow(row));
        QCOMPARE(game.timeline()->currentIndex(), 1);
        QCOMPARE(log.actionAt(log.rowCount() - 1), 1);
        QVERIFY(!game.seekToLogRow(10000));
    }

    // A scenario's set-up keeps a timeline from the set-up on: undo, redo and seek work, the
    // set-up is its first moment, and it has no start to save or rebuild from.
    void scenarioSetUpHasATimeline() {
        GameController game;
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        const QString setUp = screen(game);
        QCOMPARE(game.timeline()->rowCount(), 1);
        QVERIFY(game.history() && game.history()->fromSetUp());
        QVERIFY(!game.hasStart());
        QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        QVERIFY2(listenOrAnswer(game), qPrintable(game.lastError()));
        const QString two = screen(game);
        QCOMPARE(game.timeline()->rowCount(), 3);
        QVERIFY(game.undo());
        QVERIFY(game.undo());
        QVERIFY(!game.undo());
        QCOMPARE(screen(game), setUp); // the log keeps the set-up's note
        QVERIFY(game.seek(2));
        QCOMPARE(screen(game), two);
        // New content does not rebuild it: it goes on as it was.
        QVERIFY(!game.reloadContent(game.content()));
        QCOMPARE(screen(game), two);
    }

    // setContent: the rosters and start() use it.
    void startUsesTheContentSet() {
        GameController game;
        const int builtinNpcs = game.npcs()->rowCount();
        auto renamed = editedBuiltin([](std::string& text) {
            for (std::size_t at = 0; (at = text.find("\"Elena\"", at)) != std::string::npos; at += 5)
                text.replace(at, 7, "\"Elenora\"");
        });
        QVERIFY(renamed);
        game.setContent(renamed);
        QCOMPARE(game.npcs()->rowCount(), builtinNpcs);
        QVERIFY(game.npcs()->names().contains("Elenora"));
        QVERIFY(game.start("elena", "", 3));
        QCOMPARE(game.status()->npcName(), QString("Elenora"));
        QCOMPARE(game.history()->start().content, renamed);
    }

    // Live reload: the same conversation rebuilt on new content, with a report in words.
    void reloadContentRebuildsAndReports() {
        GameController game;
        QVERIFY(game.start("elena", "", 3));
        play(game, 3, 12);
        const int n = game.timeline()->currentIndex();
        QVERIFY(n >= 4);
        QVERIFY(game.seek(n - 1)); // the redo tail is replayed too
        const QString before = screen(game);
        // The same texts: a faithful rebuild, every model as it was.
        auto same = editedBuiltin([](std::string&) {});
        QSignalSpy notice(&game, &GameController::noticeChanged);
        const QString report = worded(game.reloadContent(same));
        QCOMPARE(report, QString("Replayed %1 of %1 actions.").arg(n));
        QCOMPARE(game.notice(), report);
        QCOMPARE(notice.count(), 1);
        QCOMPARE(screen(game), before);
        QCOMPARE(game.timeline()->rowCount(), n + 1);
        QCOMPARE(game.timeline()->currentIndex(), n - 1);
        QCOMPARE(game.history()->start().content, same);

        // The first spoken card made too heavy to speak: replay stops there, in words.
        // Not a structured binding: the lambda below captures the card (clang 14 cannot).
        const std::pair<int, std::string> first = firstSpoken(*game.history());
        const int spoken = first.first;
        const std::string card = first.second;
        if (!spoken) QSKIP("this game spoke no card");
        const QString label = game.timeline()->labelAt(spoken);
        auto heavy = editedBuiltin([&](std::string& text) {
            const auto at = text.find("\"id\": \"" + card + "\"");
            if (at == std::string::npos) return;
            const auto w = text.find("\"weight\":", at);
            text.replace(w, text.find_first_of(",}", w) - w, "\"weight\": 60");
        });
        QVERIFY(heavy);
        const QString heavyReport = worded(game.reloadContent(heavy));
        QVERIFY2(heavyReport.startsWith(QString("Replayed %1 of %2 actions; action %3 (%4) is no longer legal: ")
                                            .arg(spoken - 1).arg(n).arg(spoken).arg(label)),
                 qPrintable(heavyReport));
        QVERIFY(!heavyReport.contains(QString::fromStdString(card)));
        QCOMPARE(game.timeline()->rowCount(), spoken);
        QCOMPARE(game.phase(), GameController::Phase::Playing);

        // Content without the partner: the old game goes on.
        const QString kept = screen(game);
        auto noElena = editedBuiltin([](std::string& text) {
            for (std::size_t at = 0; (at = text.find("\"elena\"", at)) != std::string::npos; at += 8)
                text.replace(at, 7, "\"elenb\"");
        });
        QVERIFY(noElena);
        const QString refused = worded(game.reloadContent(noElena));
        QVERIFY(refused.contains("goes on"));
        QCOMPARE(screen(game), kept);
        QVERIFY(game.npcs()->indexOf("elenb") >= 0); // the rosters follow the new content
        // Nothing to rebuild on the start screen.
        game.leave();
        QVERIFY(!game.reloadContent(same));
    }
};

QTEST_MAIN(TestClientHistory)
#include "tst_client_history.moc"
