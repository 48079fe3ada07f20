// The client's controllers and models: their contracts with views (QAbstractItemModelTester),
// their signals (QSignalSpy), and that every number and preview is the engine's.
#include "history_test_support.h"

using namespace parley::client::test;

class TestClientModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_models"); }

    void rostersListTheBuiltInContent() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QCOMPARE(game.npcs()->rowCount(), 3);
        QVERIFY(game.npcs()->indexOf("marcus") >= 0);
        QCOMPARE(game.decks()->names().size(), game.decks()->rowCount());
        game.setLocale("zh_CN");
        QCOMPARE(
            game.npcs()
                ->data(game.npcs()->index(game.npcs()->indexOf("marcus")), RosterModel::NameRole)
                .toString(),
            QString::fromUtf8("马库斯"));
    }

    void startDealsTheOpeningHandWithEngineNumbers() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QSignalSpy phase(&game, &GameController::phaseChanged);
        QSignalSpy handCount(game.hand(), &HandModel::countChanged);
        QVERIFY(game.start("marcus", "", 5));
        QCOMPARE(phase.count(), 1);
        QCOMPARE(game.phase(), GameController::Phase::Playing);
        QVERIFY(handCount.count() >= 1);
        const State& s = *game.state();
        QCOMPARE(game.hand()->rowCount(), int(s.hand().size()));
        for (int i = 0; i < game.hand()->rowCount(); ++i) {
            const CardIndex card = s.hand()[i].card;
            QCOMPARE(game.hand()->data(game.hand()->index(i), HandModel::ChanceRole).toInt(),
                     successChance(s, card));
            QCOMPARE(game.hand()->data(game.hand()->index(i), HandModel::WeightRole).toInt(),
                     speakWeight(s, card));
            QVERIFY(!game.hand()
                         ->data(game.hand()->index(i), HandModel::ChanceWhyRole)
                         .toString()
                         .isEmpty());
        }
        QCOMPARE(game.status()->capacity(), weightCapacity(s));
        // The explanations: the conversation's six numbers, then chance and weight per card.
        const ExplanationModel& ex = *game.explanations();
        QCOMPARE(ex.rowCount(), 6 + 2 * int(s.hand().size()));
        QCOMPARE(ex.data(ex.index(0), ExplanationModel::KeyRole).toString(), QString("capacity"));
        QCOMPARE(ex.data(ex.index(0), ExplanationModel::ValueRole).toInt(), weightCapacity(s));
        QCOMPARE(ex.data(ex.index(6), ExplanationModel::ValueRole).toInt(),
                 successChance(s, s.hand()[0].card));
        QVERIFY(!ex.data(ex.index(6), ExplanationModel::PartsRole).toList().isEmpty());
        QCOMPARE(game.status()->emotion(), QString("Open"));
        QVERIFY(game.log()->rowCount() > 0);
        QVERIFY(!game.start("nobody", "", 1));
        QVERIFY(game.lastError().contains("nobody"));
    }

    // The goal says where it is while it waits in the deck, with the next LISTEN's chance of
    // drawing it; once it is in hand the card itself says so, and the line goes.
    void goalSaysWhereItIs() {
        GameController game;
        QVERIFY(game.start("elena", "", 1)); // the opening hand avoids goals
        const StatusController& st = *game.status();
        const State& s = *game.state();
        const int n = int(s.deck().size());
        const int draw = st.listenDraw();
        QVERIFY(n > draw);
        QCOMPARE(st.goalWhere(), QString("Goal: Deliver Elena's Refusal is in the deck (%1 cards); the next LISTEN draws it "
                                         "%2% of the time.").arg(n).arg(qRound(100.0 * draw / n)));
        for (int i = 0; i < 30 && game.phase() == GameController::Phase::Playing; ++i) {
            bool inHand = false;
            for (const CardInst& ci : game.state()->hand()) inHand = inHand || game.state()->def(ci.card).isGoal();
            if (inHand) {
                QVERIFY(st.goalWhere().isEmpty());
                return;
            }
            QVERIFY(!st.goalWhere().isEmpty());
            QVERIFY(listenOrAnswer(game));
        }
    }

    // Difficulties read as words: the standard five translated, a pack's own split into words.
    void difficultiesReadAsWords() {
        QCOMPARE(difficultyName("VeryHard"), QString("Very hard"));
        QCOMPARE(difficultyName("VeryEasy"), QString("Very easy"));
        QCOMPARE(difficultyName("Medium"), QString("Medium"));
        QCOMPARE(difficultyName("NearlyImpossible"), QString("Nearly impossible"));
        QCOMPARE(difficultyName("near_certain"), QString("Near certain"));
        QCOMPARE(wordsOfId("walked_away"), QString("Walked away"));
        GameController game;
        QVERIFY(game.start("elena", "", 1));
        const QStringList words{"Very easy", "Easy", "Medium", "Hard", "Very hard"};
        for (int r = 0; r < game.hand()->rowCount(); ++r) {
            const QString d = game.hand()->data(game.hand()->index(r), HandModel::DifficultyRole).toString();
            QVERIFY2(words.contains(d), qPrintable(d));
        }
    }

    // At patience 1 both previews warn that the action is the last; at 2 neither does.
    void lastActionIsWarned() {
        GameController game;
        QVERIFY(game.loadScenario(scenario("endings/patience_exhausted_after_speak.json")));
        QCOMPARE(game.state()->patience, 1);
        QVERIFY(game.listenPreview()->lastAction());
        QVERIFY(game.speakPreview()->lastAction());
        QVERIFY(game.start("elena", "", 1));
        QVERIFY(game.state()->patience > 2);
        QVERIFY(!game.listenPreview()->lastAction());
        QVERIFY(!game.speakPreview()->lastAction());
    }

    // The line under the partner gives the state's numbers as they are now: under Pressured,
    // Connected's LISTEN draws 2, as the status bar says, not the ladder's 3.
    void stateLineAgreesWithTheStatusBar() {
        GameController game;
        QVERIFY(game.loadScenario(scenario("atmospheres/pressured_reduces_listen_draw.json")));
        const StatusController& st = *game.status();
        QCOMPARE(st.listenDraw(), 2);
        QVERIFY2(st.emotionMeaning().contains("LISTEN draws 2 cards and you can carry 6 weight."), qPrintable(st.emotionMeaning()));
        QVERIFY(!st.emotionMeaning().contains("3"));
    }

    void statusShowsTheLadderAndTheAtmosphere() {
        GameController game;
        QVERIFY(game.start("sera", "", 1)); // Sera starts Tense
        const StatusController& st = *game.status();
        QCOMPARE(st.emotion(), QString("Tense"));
        QCOMPARE(st.stateUp(), QString("Neutral"));
        QCOMPARE(st.stateDown(), QString("Desperate"));
        QVERIFY(!st.downEnds());
        QVERIFY(st.emotionMeaning().startsWith("Guarded. LISTEN draws 2 cards and you can carry 4 weight."));
        QCOMPARE(st.comfortMin(), -3);
        QCOMPARE(st.comfortMax(), 3);
        QCOMPARE(st.atmosphere(), QString("Neutral"));
        QVERIFY(!st.atmosphereText().isEmpty());
        QCOMPARE(st.patience(), 9);
        QCOMPARE(st.speakPatienceCost(), 1);
        QVERIFY(!st.capacityWhy().isEmpty());
        bool shadow = false;
        for (const QVariant& t : st.tokens())
            shadow = shadow || (t.toMap()["name"] == "Shadow" && t.toMap()["count"] == 2);
        QVERIFY(shadow);

        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        QCOMPARE(st.atmosphere(), QString("Informed"));
        QCOMPARE(st.comfort(), 2);
        QCOMPARE(st.stateUp(), QString("Open"));
    }

    void speakPreviewListsFleetingCardsAndWarnsOfGoals() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY2(game.loadScenario(fixture("goal_in_hand.json")), qPrintable(game.lastError()));
        PreviewModel& speak = *game.speakPreview();
        QVERIFY(!speak.hasCard());
        QVERIFY(speak.goalWarning());
        QVERIFY(speak.goalEndsConversation());
        QCOMPARE(speak.goals(), QStringList{"Deliver the Letter"});
        QCOMPARE(previewNames(speak), QStringList{"Share Her Worry"});
        QCOMPARE(speak.data(speak.index(0), PreviewModel::EffectRole).toString(),
                 QString("-1 comfort"));

        // Choosing the goal itself: it is played, so nothing critical exhausts.
        QSignalSpy changed(&speak, &PreviewModel::changed);
        QSignalSpy selection(&game, &GameController::selectionChanged);
        game.select(rowOfCard(*game.hand(), "t_goal"));
        QCOMPARE(selection.count(), 1);
        QVERIFY(changed.count() >= 1);
        QVERIFY(speak.hasCard());
        QCOMPARE(speak.cardName(), QString("Deliver the Letter"));
        QCOMPARE(speak.weight(), 2);
        QVERIFY(!speak.goalWarning());
        QCOMPARE(previewNames(speak), QStringList{"Share Her Worry"});

        // Choosing the Fleeting card: the goal would exhaust.
        game.select(rowOfCard(*game.hand(), "elena_share_worry"));
        QVERIFY(speak.goalWarning());
        QVERIFY(previewNames(speak).isEmpty());
    }

    // The previews are worked out in the app layer; the engine is the judge. Across random games,
    // every card an action exhausts was in its preview, and every previewed card that did not
    // exhaust left the hand some other way or was stopped by the end of the conversation.
    void previewsMatchWhatTheEngineExhausts() {
        int checked = 0;
        for (const char* npc : {"elena", "marcus", "sera"}) {
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                auto content = builtinContent();
                State s = newConversation(content, content->npcIndex.at(npc), seed);
                RandomPolicy policy(seed);
                while (!s.ended()) {
                    if (!s.pendingDecision()) {
                        std::vector<std::pair<Action, std::vector<ExhaustingCard>>> tries;
                        for (const CardInst& ci : s.hand())
                            tries.push_back({Action::speak(ci.uid, Roll::Success),
                                             previewSpeak(s, ci.uid).exhausting});
                        tries.push_back({Action::listen(), previewListen(s).exhausting});
                        for (const auto& [action, preview] : tries) {
                            State copy = s;
                            EventLog events;
                            if (!copy.apply(action, &events).ok()) continue;
                            std::vector<Uid> exhausted;
                            for (const Event& e : events)
                                if (const auto* x = std::get_if<ev::CardExhausted>(&e))
                                    exhausted.push_back(x->uid);
                            for (Uid u : exhausted) {
                                const bool previewed = std::any_of(
                                    preview.begin(), preview.end(),
                                    [u](const ExhaustingCard& p) { return p.uid == u; });
                                if (!previewed && copy.pendingDecision())
                                    continue; // a later choice's effect
                                QVERIFY2(
                                    previewed,
                                    qPrintable(QString("%1 seed %2: uid %3 exhausted unannounced")
                                                   .arg(npc)
                                                   .arg(seed)
                                                   .arg(u)));
                            }
                            for (const ExhaustingCard& p : preview) {
                                if (std::find(exhausted.begin(), exhausted.end(), p.uid) !=
                                    exhausted.end())
                                    continue;
                                Zone z;
                                std::uint32_t pos = 0;
                                const bool stillInHand =
                                    copy.locate(p.uid, z, pos) && z == Zone::Hand;
                                QVERIFY2(!stillInHand || copy.ended() || copy.pendingDecision(),
                                         qPrintable(
                                             QString("%1 seed %2: previewed uid %3 stayed in hand")
                                                 .arg(npc)
                                                 .arg(seed)
                                                 .arg(p.uid)));
                            }
                            ++checked;
                        }
                    }
                    QVERIFY(s.apply(policy.choose(s)).ok());
                }
            }
        }
        QVERIFY(checked > 200);
    }

    void listenPreviewListsOpportunityCardsDrawAndRefill() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        const PreviewModel& listen = *game.listenPreview();
        QVERIFY(listen.goalWarning());
        QCOMPARE(previewNames(listen), QStringList{"Interrupt"});
        QCOMPARE(listen.draw(), listenDraw(*game.state()));
        QCOMPARE(listen.capacity(), weightCapacity(*game.state()));
        QCOMPARE(listen.deckCount(), 4);
        QVERIFY(!listen.drawWhy().isEmpty());
    }

    void listeningWithAGoalEndsAsThePreviewSaid() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        QSignalSpy acted(&game, &GameController::acted);
        QSignalSpy ended(&game, &GameController::phaseChanged);
        // Cards leaving by exhausting are marked first, so the view can animate them apart.
        QStringList leaving;
        connect(game.hand(), &QAbstractItemModel::rowsAboutToBeRemoved, this,
                [&](const QModelIndex&, int first, int) {
                    const QModelIndex i = game.hand()->index(first);
                    leaving << i.data(HandModel::CardIdRole).toString() +
                                   (i.data(HandModel::ExhaustingRole).toBool() ? "!" : "");
                });
        QVERIFY(game.listen());
        // The goal exhausts first and its ending stops the rest: Interrupt stays in hand.
        QCOMPARE(leaving, QStringList{"t_goal!"});
        QCOMPARE(acted.count(), 1);
        QVERIFY(acted.first().first().toStringList().contains("CardExhausted"));
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QCOMPARE(ended.count(), 1);
        QCOMPARE(game.summary()->outcome(), QString("abandoned"));
        QCOMPARE(game.summary()->headline(), QString("The conversation was abandoned."));
        QCOMPARE(game.summary()->listened(), 1);
        QVERIFY(!game.listen()); // over: refused, nothing changes
        QVERIFY(!game.lastError().isEmpty());
        // Playing again sets the scenario up again.
        QVERIFY(game.restart(99));
        QCOMPARE(game.phase(), GameController::Phase::Playing);
        QCOMPARE(game.hand()->rowCount(), 4);
        QVERIFY(!game.scenarioName().isEmpty());
    }

    void speakingTheGoalShowsItsEndData() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        // The fixture's Informed atmosphere: the next card cannot fail.
        QStringList leaving;
        connect(game.hand(), &QAbstractItemModel::rowsAboutToBeRemoved, this,
                [&](const QModelIndex&, int first, int) {
                    const QModelIndex i = game.hand()->index(first);
                    leaving << i.data(HandModel::CardIdRole).toString() +
                                   (i.data(HandModel::ExhaustingRole).toBool() ? "!" : "");
                });
        game.select(rowOfCard(*game.hand(), "t_goal"));
        QVERIFY(game.speak());
        QCOMPARE(leaving, QStringList{"t_goal"}); // spoken, not exhausted
        QCOMPARE(game.summary()->outcome(), QString("success"));
        QCOMPARE(game.summary()->headline(), QString("The conversation succeeded."));
        // The fixture's data is a pack's own ("obligation") and a deadline that is not a number of
        // hours: nothing of it is a term to say, and no key or raw value reaches the screen.
        QVERIFY(game.summary()->terms().isEmpty());
        QVERIFY(game.summary()->termsTitle().isEmpty());
        QCOMPARE(game.summary()->reason(),
                 QString::fromUtf8("“Deliver the Letter” succeeded, and that ended the conversation."));
        QCOMPARE(game.summary()->spoken(), 1);
    }

    void refusedActionChangesNothing() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_in_hand.json")));
        QVERIFY(!game.speak()); // nothing selected
        QVERIFY(!game.lastError().isEmpty());
        const std::string before = game.state()->serialize();
        game.select(rowOfCard(*game.hand(), "t_goal"));
        QSignalSpy error(&game, &GameController::lastErrorChanged);
        QVERIFY(!game.activate(0, 0)); // the table is empty
        QCOMPARE(error.count(), 1);
        QCOMPARE(game.state()->serialize(), before);
    }

    void optionalTriggerIsAnsweredThroughTheDecision() {
        GameController game;
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        QCOMPARE(game.table()->rowCount(), 1);
        DecisionController& d = *game.decision();
        QVERIFY(!d.active());
        QSignalSpy changed(&d, &DecisionController::changed);
        QSignalSpy requested(&d, &DecisionController::requested);
        game.select(rowOfCard(*game.hand(), "small_talk"));
        QVERIFY(game.speak());
        QVERIFY(changed.count() >= 1);
        QCOMPARE(requested.count(), 1);
        QVERIFY(d.active());
        QCOMPARE(d.kind(), QString("optionalTrigger"));
        QCOMPARE(d.options().size(), 2);
        QCOMPARE(d.options()[0].toMap()["id"].toString(), QString("yes"));
        QVERIFY(!game.listen()); // the question comes first
        QVERIFY(!d.cancel());    // and it is not a cost choice
        QVERIFY(!d.choose({7})); // no such option
        QVERIFY(d.active());
        QVERIFY(d.choose({1}));
        QVERIFY(!d.active());
        QCOMPARE(game.hand()->rowCount(), 1);
    }

    void wholeConversationReachesTheEnd() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.start("sera", "", 42));
        int actions = 0;
        while (game.phase() == GameController::Phase::Playing && actions < 100) {
            if (game.decision()->active()) {
                const int pick = game.decision()->min() > 0 ? 1 : 0;
                QVariantList picks;
                for (int i = 0; i < pick; ++i)
                    picks << i;
                QVERIFY2(game.decision()->choose(picks), qPrintable(game.lastError()));
            } else if (actions % 2 == 0 && game.hand()->rowCount() > 0) {
                game.select(0);
                if (!game.speak()) QVERIFY(game.listen());
            } else {
                QVERIFY2(game.listen(), qPrintable(game.lastError()));
            }
            ++actions;
        }
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        QVERIFY(!game.summary()->outcome().isEmpty());
        QVERIFY(game.summary()->actions() > 0);
        QCOMPARE(game.summary()->actions(), game.summary()->spoken() + game.summary()->listened());
        game.leave();
        QCOMPARE(game.phase(), GameController::Phase::Start);
    }
};

QTEST_MAIN(TestClientModels)
#include "tst_client_models.moc"
