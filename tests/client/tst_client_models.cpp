// The client's controllers and models: their contracts with views (QAbstractItemModelTester),
// their signals (QSignalSpy), and that every number and preview is the engine's.
#include "ai/policy.h"
#include "content/describe.h"
#include "content/loader.h"
#include "modifiers/queries.h"
#include "rules/setup.h"

#include "card_text.h"
#include "effect_text.h"
#include "game_controller.h"
#include "language_controller.h"
#include "launch_options.h"
#include "settings_controller.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QWindow>

using namespace parley;
using namespace parley::client;

namespace {

QString fixture(const char* name) {
    return QStringLiteral(PARLEY_CLIENT_FIXTURES "/") + name;
}
QString scenario(const char* rel) {
    return QStringLiteral(PARLEY_SOURCE_DIR "/tests/scenarios/") + rel;
}

int rowOfCard(const HandModel& hand, const QString& id) {
    for (int i = 0; i < hand.rowCount(); ++i)
        if (hand.data(hand.index(i), HandModel::CardIdRole).toString() == id) return i;
    return -1;
}

QStringList previewNames(const PreviewModel& p) {
    QStringList names;
    for (int i = 0; i < p.rowCount(); ++i)
        names << p.data(p.index(i), PreviewModel::NameRole).toString();
    return names;
}

int rowOfSkill(const SkillsModel& skills, const QString& id) {
    for (int i = 0; i < skills.rowCount(); ++i)
        if (skills.data(skills.index(i), SkillsModel::SkillIdRole).toString() == id) return i;
    return -1;
}

QString skillData(const SkillsModel& skills, const QString& id, int role) {
    const int row = rowOfSkill(skills, id);
    return row < 0 ? QString() : skills.data(skills.index(row), role).toString();
}

QStringList optionIds(const DecisionController& d) {
    QStringList ids;
    for (const QVariant& o : d.options())
        ids << o.toMap().value("id").toString();
    return ids;
}

// Attaches a model tester to every model of `game`, so each later change is checked too.
void testModels(GameController& game,
                std::vector<std::unique_ptr<QAbstractItemModelTester>>& testers) {
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             game.hand(), game.table(), game.log(), game.speakPreview(), game.listenPreview(),
             game.npcs(), game.decks(), game.explanations(), game.skills(), game.skillPreview()})
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            m, QAbstractItemModelTester::FailureReportingMode::QtTest));
}

} // namespace

class TestClientModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Settings go to a scratch place, never the player's, and start empty.
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           QDir::tempPath() + "/parley-test-settings");
        QCoreApplication::setOrganizationName("ParleyTest");
        QCoreApplication::setApplicationName("tst_client_models");
        QSettings().clear();
    }

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

    void statusShowsTheLadderAndTheAtmosphere() {
        GameController game;
        QVERIFY(game.start("sera", "", 1)); // Sera starts Tense
        const StatusController& st = *game.status();
        QCOMPARE(st.emotion(), QString("Tense"));
        QCOMPARE(st.stateUp(), QString("Neutral"));
        QCOMPARE(st.stateDown(), QString("Desperate"));
        QVERIFY(!st.downEnds());
        QVERIFY(st.emotionMeaning().contains("LISTEN draws 2"));
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
        QVariantList data = game.summary()->data();
        QCOMPARE(data.size(), 2);
        QCOMPARE(data[0].toMap()["key"].toString(), QString("obligation"));
        QCOMPARE(data[1].toMap()["value"].toString(), QString("sunset"));
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

    void launchOptionsRefuseBadArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("hover") << QStringList{"--hover", "nowhere"};
        QTest::newRow("card0") << QStringList{"--hover", "card:0"};
        QTest::newRow("lang") << QStringList{"--lang", "fr"};
        QTest::newRow("seed") << QStringList{"--npc", "elena", "--seed", "-4"};
        QTest::newRow("size") << QStringList{"--size", "big"};
        QTest::newRow("deck alone") << QStringList{"--deck", "elena_deck"};
        QTest::newRow("scenario missing") << QStringList{"--scenario", "/no/such/file.json"};
        QTest::newRow("positional") << QStringList{"extra"};
        QTest::newRow("unknown") << QStringList{"--frobnicate"};
    }
    // Seed 003: one row per held skill, the NPC's personality and the deck's traits, in the
    // engine's order, with translated owner and type and the live description.
    void skillsModelListsPersonalityAndTraits() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QSignalSpy count(game.skills(), &SkillsModel::countChanged);
        QVERIFY(game.start("elena", "", 3)); // her own deck: elena_deck
        QVERIFY(count.count() >= 1);
        const SkillsModel& sk = *game.skills();
        const State& s = *game.state();
        QCOMPARE(sk.rowCount(), int(s.skills.size()));
        QCOMPARE(sk.npcCount(), 5);
        QCOMPARE(sk.playerCount(), 3);
        QStringList npc, player;
        for (int i = 0; i < sk.rowCount(); ++i) {
            const QModelIndex ix = sk.index(i);
            QCOMPARE(sk.data(ix, SkillsModel::SlotRole).toInt(), i);
            (sk.data(ix, SkillsModel::MineRole).toBool() ? player : npc)
                << sk.data(ix, SkillsModel::SkillIdRole).toString();
            QCOMPARE(sk.data(ix, SkillsModel::OwnerRole).toString(),
                     sk.data(ix, SkillsModel::MineRole).toBool() ? QString("You") : QString("Elena"));
            QVERIFY(!sk.data(ix, SkillsModel::DescriptionRole).toString().isEmpty());
            QVERIFY(sk.data(ix, SkillsModel::TooltipRole).toString().contains(
                sk.data(ix, SkillsModel::DescriptionRole).toString()));
        }
        QCOMPARE(npc, (QStringList{"elena_guarded", "elena_keeps_records", "elena_careful_reader",
                                   "elena_second_thoughts", "elena_discreet"}));
        QCOMPARE(player, (QStringList{"trait_quick_wit", "trait_memory", "trait_recall"}));
        QCOMPARE(skillData(sk, "elena_keeps_records", SkillsModel::NameRole), QString("Keeps Records"));
        QCOMPARE(skillData(sk, "elena_keeps_records", SkillsModel::TypeRole), QString("Reaction"));
        QCOMPARE(skillData(sk, "elena_keeps_records", SkillsModel::TypeIdRole), QString("trigger"));
        QCOMPARE(skillData(sk, "elena_guarded", SkillsModel::TypeRole), QString("Nullifies effects"));
        QVERIFY(skillData(sk, "elena_keeps_records", SkillsModel::DescriptionRole).contains("noted: 0 of 3"));
        QCOMPARE(skillData(sk, "elena_keeps_records", SkillsModel::UsesRole),
                 QString("Used 0 of 3 this conversation"));
        QCOMPARE(skillData(sk, "elena_keeps_records", SkillsModel::UsesShortRole), QString("0/3"));
        QCOMPARE(skillData(sk, "elena_guarded", SkillsModel::UsesRole), QString("No limit"));
        QCOMPARE(skillData(sk, "elena_guarded", SkillsModel::UsesShortRole), QString());

        // Another partner and deck: a reset with their skills.
        QSignalSpy reset(game.skills(), &QAbstractItemModel::modelReset);
        QVERIFY(game.start("marcus", "", 3));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(sk.npcCount(), 4);
        QCOMPARE(sk.playerCount(), 2);
        QCOMPARE(skillData(sk, "trait_silver_tongue", SkillsModel::TypeIdRole), QString("viewAs"));
        QCOMPARE(skillData(sk, "marcus_sharp_eye", SkillsModel::OwnerRole), QString("Marcus"));
    }

    // The description is live: a mark changes, the row changes (dataChanged, no reset).
    void skillDescriptionFollowsMarks() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY2(game.loadScenario(fixture("elena_kindness.json")), qPrintable(game.lastError()));
        const SkillsModel& sk = *game.skills();
        const int row = rowOfSkill(sk, "elena_keeps_records");
        QVERIFY(row >= 0);
        QVERIFY(sk.data(sk.index(row), SkillsModel::DescriptionRole).toString().contains("noted: 0 of 3"));
        QSignalSpy changed(game.skills(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(game.skills(), &QAbstractItemModel::modelReset);
        game.select(rowOfCard(*game.hand(), "t_kind_word"));
        QVERIFY2(game.speak(), qPrintable(game.lastError()));
        QCOMPARE(reset.count(), 0);
        bool rowChanged = false;
        for (const QList<QVariant>& args : changed)
            rowChanged = rowChanged || (args.at(0).toModelIndex().row() <= row &&
                                        args.at(1).toModelIndex().row() >= row);
        QVERIFY(rowChanged);
        QVERIFY(sk.data(sk.index(row), SkillsModel::DescriptionRole).toString().contains("noted: 1 of 3"));
        // A row that did not change is not announced.
        const int guarded = rowOfSkill(sk, "elena_guarded");
        for (const QList<QVariant>& args : changed)
            QVERIFY(args.at(0).toModelIndex().row() != guarded);
    }

    // View-as plays come from the engine's legal actions: the selected card's, and zero-card
    // ones; the preview is the converted card's cost and the engine's exhaust snapshot.
    void viewAsPlaysAndTheirPreview() {
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY2(game.loadScenario(fixture("silver_tongue.json")), qPrintable(game.lastError()));
        QVERIFY(game.skillPlays().isEmpty()); // nothing selected
        QVERIFY(game.freePlays().isEmpty());  // no zero-card skill
        QSignalSpy plays(&game, &GameController::skillPlaysChanged);
        game.select(rowOfCard(*game.hand(), "marcus_haggle"));
        QVERIFY(game.skillPlays().isEmpty()); // not a Burden card
        game.select(rowOfCard(*game.hand(), "marcus_unpaid_invoice"));
        QCOMPARE(plays.count(), 1);
        QCOMPARE(game.skillPlays().size(), 1);
        const QVariantMap play = game.skillPlays().front().toMap();
        QCOMPARE(play["label"].toString(), QString("Speak as Small Talk (Silver Tongue)"));
        QCOMPARE(play["skillId"].toString(), QString("trait_silver_tongue"));
        const State& s = *game.state();
        QCOMPARE(play["uid"].toInt(), int(s.hand()[std::uint32_t(rowOfCard(*game.hand(), "marcus_unpaid_invoice"))].uid));

        const PreviewModel& p = *game.skillPreview();
        QVERIFY(p.hasCard());
        QVERIFY(p.legal());
        QCOMPARE(p.cardName(), QString("Small Talk"));
        QCOMPARE(p.skillName(), QString("Silver Tongue"));
        QCOMPARE(p.sourceName(), game.hand()->data(game.hand()->index(rowOfCard(*game.hand(), "marcus_unpaid_invoice")),
                                                   HandModel::NameRole).toString());
        QCOMPARE(p.weight(), speakWeight(s, s.content().findCard("small_talk")->index));
        QVERIFY(p.weight() != game.speakPreview()->weight()); // the invoice itself weighs 2
        QCOMPARE(previewNames(p), QStringList{"Share Her Worry"});

        QVERIFY2(game.speakAs(), qPrintable(game.lastError()));
        QCOMPARE(game.hand()->rowCount(), 1); // spoken, and the Fleeting card exhausted
        QCOMPARE(game.lastCard(), QString("Small Talk"));
        const ZoneCards& discard = game.state()->zone(Zone::Discard);
        QVERIFY(discard.size() > 0);
        QCOMPARE(discard[discard.size() - 1].card, game.state()->content().findCard("marcus_unpaid_invoice")->index);
        const SkillsModel& sk = *game.skills();
        // A turn is one action: the per-turn use is already counted down again.
        QCOMPARE(skillData(sk, "trait_silver_tongue", SkillsModel::UsesRole), QString("Used 0 of 1 this turn"));
        QVERIFY(game.skillPlays().isEmpty());
        QVERIFY(!game.speakAs()); // nothing selected
        QVERIFY(!game.useSkill(0, 12345));
        QVERIFY(!game.lastError().isEmpty());
    }

    void zeroCardSkillsAreFreePlays() {
        GameController game;
        QVERIFY(game.start("sera", "", 4)); // sera_deck: Improvise
        const State& s = *game.state();
        int legal = 0;
        for (const Action& a : s.legalActions())
            legal += a.kind == ActionKind::UseSkill && a.uid == 0;
        QCOMPARE(legal, 1);
        QCOMPARE(game.freePlays().size(), 1);
        const QVariantMap play = game.freePlays().front().toMap();
        QCOMPARE(play["label"].toString(), QString("Improvise: Small Talk"));
        QCOMPARE(game.skillPreview()->sourceName(), QString());
        QCOMPARE(game.skillPreview()->skillName(), QString("Improvise"));
        const int hand = game.hand()->rowCount();
        QVERIFY2(game.useSkill(play["slot"].toInt(), 0), qPrintable(game.lastError()));
        QCOMPARE(game.lastCard(), QString("Small Talk"));
        QVERIFY(game.hand()->rowCount() <= hand); // nothing of the hand was played
        QVERIFY(game.freePlays().isEmpty());      // once per conversation
    }

    // The cancel window, in the player's language, with the skill's description as a hint.
    void respondDecisionIsDescribed() {
        GameController game;
        QVERIFY2(game.loadScenario(fixture("counterpoint.json")), qPrintable(game.lastError()));
        DecisionController& d = *game.decision();
        QSignalSpy requested(&d, &DecisionController::requested);
        game.select(rowOfCard(*game.hand(), "t_sharp_remark"));
        QVERIFY(game.speak());
        QCOMPARE(requested.count(), 1);
        QVERIFY(d.active());
        QCOMPARE(d.kind(), QString("respond"));
        QVERIFY(d.prompt().contains("Sharp Remark"));
        QVERIFY(d.prompt().contains("-1 comfort"));
        QVERIFY(!d.detail().isEmpty());
        QVERIFY(!d.noneAllowed());
        QCOMPARE(optionIds(d), (QStringList{"resolve", "trait_counterpoint"}));
        QCOMPARE(d.options()[0].toMap()["label"].toString(), QString("Let it resolve"));
        QCOMPARE(d.options()[1].toMap()["label"].toString(), QString("Counterpoint: Discard a card to cancel this loss"));
        QVERIFY(d.options()[1].toMap()["hint"].toString().startsWith("Counterpoint: Twice per conversation"));
        QVERIFY(d.choose({1}));
        QVERIFY(!d.active());
        QCOMPARE(game.status()->comfort(), 0);
        QCOMPARE(skillData(*game.skills(), "trait_counterpoint", SkillsModel::UsesShortRole), QString("1/2"));
    }

    // Cards per SPEAK: "another card" may be answered with none.
    void followUpSpeakAllowsNone() {
        GameController game;
        QVERIFY2(game.loadScenario(scenario("skills/targetmod_cards_per_speak.json")), qPrintable(game.lastError()));
        game.select(rowOfCard(*game.hand(), "small_talk"));
        QVERIFY(game.speak());
        DecisionController& d = *game.decision();
        QVERIFY(d.active());
        QCOMPARE(d.kind(), QString("chooseCards"));
        QVERIFY(d.noneAllowed());
        QVERIFY(d.prompt().contains("None"));
        QVERIFY(d.choose({}));
        QVERIFY(!d.active());
        QCOMPARE(game.hand()->rowCount(), 3);
    }

    void launchOptionsRefuseBadArguments() {
        QFETCH(QStringList, args);
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions(QStringList{"parley"} + args, o, message),
                 ParseResult::UsageError);
        QVERIFY(!message.isEmpty());
    }

    void launchOptionsAcceptScreenshotMode() {
        LaunchOptions o;
        QString message;
        QCOMPARE(
            parseLaunchOptions({"parley", "--screenshot", "a.png", "--hover", "card:3", "--lang",
                                "de", "--size", "1024x640", "--quit-after-first-frame"},
                               o, message),
            ParseResult::Run);
        QCOMPARE(o.screenshot, QString("a.png"));
        QCOMPARE(o.hover, QString("card:3"));
        QCOMPARE(o.language, QString("de"));
        QCOMPARE(o.size, QSize(1024, 640));
        QVERIFY(o.quitAfterFirstFrame);
    }

    void settingsPersist() {
        {
            SettingsController s;
            QSignalSpy changed(&s, &SettingsController::changed);
            s.setLanguage("de");
            s.setLastNpc("sera");
            s.setLastDeck("sera_deck");
            s.setAnimationSpeed(2);
            QCOMPARE(changed.count(), 4);
            s.setLanguage("de");
            QCOMPARE(changed.count(), 4); // no change, no signal
        }
        SettingsController again;
        QCOMPARE(again.language(), QString("de"));
        QCOMPARE(again.lastNpc(), QString("sera"));
        QCOMPARE(again.lastDeck(), QString("sera_deck"));
        QCOMPARE(again.animationSpeed(), 2.0);
    }

    void windowGeometryIsKept() {
        QWindow first;
        first.setGeometry(40, 50, 1100, 700);
        SettingsController s;
        s.saveGeometry(&first);
        QWindow second;
        second.setGeometry(0, 0, 300, 200);
        SettingsController().restoreGeometry(&second);
        QCOMPARE(second.geometry(), QRect(40, 50, 1100, 700));

        // A place no screen shows any more is not restored.
        first.setGeometry(-90000, -90000, 800, 600);
        s.saveGeometry(&first);
        QWindow third;
        third.setGeometry(10, 10, 300, 200);
        s.restoreGeometry(&third);
        QCOMPARE(third.geometry(), QRect(10, 10, 300, 200));
    }

    // English effect text is the engine's own wording (AddModifier names its numbers in words).
    void effectTextMirrorsTheEngineInEnglish() {
        Diagnostics diags;
        const std::shared_ptr<const Content> c = builtinContent(&diags);
        QVERIFY(c);
        int compared = 0;
        for (const CardDef& card : c->cards)
            for (const auto& effects : card.effects) {
                if (std::any_of(effects.begin(), effects.end(),
                                [](const EffectDef& e) { return e.type == EffectType::AddModifier; }))
                    continue;
                QCOMPARE(EffectText::effects(*c, effects, "en"),
                         QString::fromStdString(describeEffects(*c, effects)));
                ++compared;
            }
        QVERIFY(compared > 20);
    }

    // The effect lines on cards in hand follow the language.
    void handEffectsFollowTheLanguage() {
        LanguageController lang;
        GameController game;
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        const QModelIndex row = game.hand()->index(rowOfCard(*game.hand(), "small_talk"));
        QCOMPARE(game.hand()->data(row, HandModel::SuccessTextRole).toString(), QString("+1 comfort"));
        QCOMPARE(game.hand()->data(row, HandModel::FailureTextRole).toString(), QString("-1 comfort"));
        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(game.hand()->data(row, HandModel::SuccessTextRole).toString(), QString("+1 Behagen"));
        QCOMPARE(game.hand()->data(row, HandModel::FailureTextRole).toString(), QString("-1 Behagen"));
        lang.setLanguage("zh_CN");
        game.setLocale("zh_CN");
        QCOMPARE(game.hand()->data(row, HandModel::SuccessTextRole).toString(), QString::fromUtf8("+1 舒适度"));
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(game.hand()->data(row, HandModel::SuccessTextRole).toString(), QString("+1 comfort"));
    }

    // The log keeps its events: a change of language re-renders every line.
    void logFollowsTheLanguage() {
        LanguageController lang;
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        game.select(rowOfCard(*game.hand(), "small_talk"));
        QVERIFY(game.speak());
        const LogModel& log = *game.log();
        auto rowOf = [&](const QString& kind) {
            for (int i = 0; i < log.rowCount(); ++i)
                if (log.data(log.index(i), LogModel::KindRole).toString() == kind) return i;
            return -1;
        };
        const int spoken = rowOf("CardSpoken"), comfort = rowOf("ComfortChanged"), effect = rowOf("EffectResolved");
        QVERIFY(spoken >= 0 && comfort >= 0 && effect >= 0);
        QVERIFY2(log.textAt(spoken).startsWith("SPEAK Small Talk (weight 1)"), qPrintable(log.textAt(spoken)));
        QCOMPARE(log.textAt(comfort), QString("Comfort 0 -> 1."));
        QCOMPARE(log.textAt(effect), QString("Small Talk (success): +1 comfort"));
        QCOMPARE(log.textAt(0), QString::fromUtf8("Set up from the scenario \u201COptional triggers ask yes or no; yes resolves, no declines\u201D."));
        const int rows = log.rowCount();
        QSignalSpy changed(game.log(), &LogModel::dataChanged);
        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(log.rowCount(), rows);
        QVERIFY2(log.textAt(spoken).startsWith("SPRECHEN Small Talk (Gewicht 1)"), qPrintable(log.textAt(spoken)));
        QCOMPARE(log.textAt(comfort), QString("Behagen 0 -> 1."));
        QCOMPARE(log.textAt(effect), QString("Small Talk (Erfolg): +1 Behagen"));
        QVERIFY2(log.textAt(0).startsWith(QString::fromUtf8("Aus dem Szenario \u201E")), qPrintable(log.textAt(0)));
        lang.setLanguage("zh_CN");
        game.setLocale("zh_CN");
        QCOMPARE(log.textAt(comfort), QString::fromUtf8("舒适度 0 -> 1。"));
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(log.textAt(comfort), QString("Comfort 0 -> 1."));
    }

    // Decision prompts and card options in the player's language.
    void decisionPromptFollowsTheLanguage() {
        LanguageController lang;
        lang.setLanguage("de");
        GameController game;
        game.setLocale("de");
        QVERIFY(game.loadScenario(scenario("edge/hand_limit_discard_by_index.json")));
        QVERIFY(game.listen());
        DecisionController& d = *game.decision();
        QVERIFY(d.active());
        QCOMPARE(d.prompt(), QString("Deine Hand hat mehr als 9 Karten: lege 2 ab."));
        const int offer = optionIds(d).indexOf("offer_tea");
        QVERIFY(offer >= 0);
        QCOMPARE(d.options()[offer].toMap()["label"].toString(), QString("Tee anbieten"));
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(d.prompt(), QString("Your hand holds more than 9 cards: discard 2."));
        QCOMPARE(d.options()[offer].toMap()["label"].toString(), QString("Offer Tea"));
    }

    void languageSwitchLoadsTranslations() {
        LanguageController lang;
        QSignalSpy changed(&lang, &LanguageController::languageChanged);
        lang.setLanguage("de");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QCoreApplication::translate("EndScreen", "Play again"),
                 QString("Nochmal spielen"));
        lang.setLanguage("zh_CN");
        QCOMPARE(QCoreApplication::translate("EndScreen", "Play again"),
                 QString::fromUtf8("再玩一次"));
        lang.setLanguage("xx");
        QCOMPARE(lang.language(), QString("zh_CN"));
        lang.setLanguage("en");
        QCOMPARE(QCoreApplication::translate("EndScreen", "Play again"), QString("Play again"));
    }
};

QTEST_MAIN(TestClientModels)
#include "tst_client_models.moc"
