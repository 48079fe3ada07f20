// Skills in the client: the skills model, view-as plays and their previews, and the decisions
// skills bring (the cancel window, another card for the same SPEAK).
#include "client_test_support.h"
#include "event_text.h"
#include "modifier_text.h"
#include "decision_controller.h"
#include "scenario_session.h"
#include "skills_model.h"

using namespace parley::client::test;

class TestClientSkills : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_skills"); }

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
        QVERIFY(skillData(sk, "trait_memory", SkillsModel::DescriptionRole).endsWith("Remembered so far: none yet."));

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

    // Seed 004's registry in the log: effects that act at a turn boundary and effects that leave
    // read as sentences with the names of their sources, never ids or enum names.
    void registryEventsReadAsSentences() {
        GameController game;
        QVERIFY2(game.loadScenario(scenario("registry/turn_end_aura_adds_comfort.json")), qPrintable(game.lastError()));
        const State& s = *game.state();
        const Content& c = s.content();
        const auto hearth = std::int32_t(c.findCard("t_hearth")->index);
        const auto step = [&](const Event& e) { return EventText::step(c, s.npc, e, "en"); };
        QCOMPARE(step(ev::EffectActed{ModTarget::Comfort, EffectTrigger::TurnEnd, 1, EffectSource::Aura, 0, hearth, -1, -1}),
                 QString("As the turn ends, Warm Hearth adds 1 comfort."));
        QCOMPARE(step(ev::EffectActed{ModTarget::Patience, EffectTrigger::TurnStart, -2, EffectSource::Aura, 0, hearth, -1, -1}),
                 QString("As the turn begins, Warm Hearth costs 2 patience."));
        QCOMPARE(step(ev::EffectsRemoved{EffectSource::Aura, EffectsGone::SourceLeft, 0, 1, hearth, -1, 1}),
                 QString("Warm Hearth has left the table, and what it did goes with it."));
        QCOMPARE(step(ev::EffectsRemoved{EffectSource::CardEffect, EffectsGone::Expired, 0, 1, hearth, -1, 2}),
                 QString("What Warm Hearth did has run its time and ends."));
        const QString skillLost = step(ev::EffectsRemoved{EffectSource::Skill, EffectsGone::SkillLost, 1, 0, -1, 0, 1});
        QVERIFY2(skillLost.startsWith("With ") && skillLost.contains(localized(c.skills[0].name, "en")), qPrintable(skillLost));
        // The card's aura, as the player reads it.
        QCOMPARE(ModifierText::modifier(c, c.cards[std::size_t(hearth)].auras[0], "en"),
                 QString("At the end of each turn: Comfort +1"));
    }

    // The answer to a cancellation (the cancel of a cancel), in the player's language, in German too.
    void cancellationAnswerIsDescribed() {
        GameController game;
        QVERIFY2(game.loadScenario(scenario("skills/pipeline_cancel_answered.json")), qPrintable(game.lastError()));
        DecisionController& d = *game.decision();
        game.select(rowOfCard(*game.hand(), "t_double"));
        QVERIFY(game.speak());
        QVERIFY(d.active());
        QCOMPARE(d.kind(), QString("respond"));
        QVERIFY2(d.prompt().contains("Double Nod") && d.prompt().contains("cancelled"), qPrintable(d.prompt()));
        QVERIFY(!d.detail().isEmpty());
        QCOMPARE(optionIds(d), (QStringList{"stand", "t_insist"}));
        QCOMPARE(d.options()[0].toMap()["label"].toString(), QString("Let the cancellation stand"));
        QCOMPARE(d.options()[1].toMap()["label"].toString(), QString("Answer it with Insist"));
        QVERIFY(d.choose({1}));
        QVERIFY(!d.active());
        QCOMPARE(game.status()->comfort(), 2);
    }

    // A view-as in answer to an effect: its hand card is an option, named as what it is played as.
    void viewAsResponseIsDescribed() {
        ScenarioSession session;
        QVERIFY(session.open(scenario("skills/viewas_at_response_cancels.json")));
        QVERIFY(session.step()); // the refused play-as
        QVERIFY(session.step()); // Interrupt fails: its -2 comfort waits in the cancel window
        DecisionController d([](const Action&) { return false; });
        d.sync(session.run()->state());
        QVERIFY(d.active());
        QCOMPARE(optionIds(d), (QStringList{"resolve", "awkward_silence"}));
        QCOMPARE(d.options()[1].toMap()["label"].toString(), QString("Cancel it: play Awkward Silence as Objection (Laugh It Off)"));
    }

    // Several cards as one: the play names how many more, and the question names the card made.
    void multiCardViewAsAsksForTheOtherCards() {
        GameController game;
        QVERIFY2(game.loadScenario(scenario("skills/viewas_multi_card_two_as_one.json")), qPrintable(game.lastError()));
        game.select(rowOfCard(*game.hand(), "loose_end"));
        QCOMPARE(game.skillPlays().size(), 1);
        const QVariantMap play = game.skillPlays().front().toMap();
        QCOMPARE(play["label"].toString(), QString("Speak with 1 more card(s) as one Grand Gesture (Pool Your Thoughts)"));
        QVERIFY2(game.speakAs(), qPrintable(game.lastError()));
        DecisionController& d = *game.decision();
        QVERIFY(d.active());
        QCOMPARE(d.prompt(), QString("Choose 1 more card(s) to play with Loose End as one Grand Gesture."));
        QVERIFY(d.cancellable());
        QCOMPARE(d.options().size(), 2);
        QVERIFY(d.choose({0}));
        QVERIFY(!d.active());
        QCOMPARE(game.hand()->rowCount(), 2); // the pair is gone: Offer Tea and the last Loose End stay
    }

    // A description's record, in the player's words; empty, it says so.
    void recordInTheDescription() {
        ScenarioSession session;
        QVERIFY(session.open(scenario("skills/skill_record_description.json")));
        auto text = [&] {
            const State& s = session.run()->state();
            return s.skills.empty() ? QString() : SkillsModel::describe(s, s.skills[0], QStringLiteral("en"));
        };
        QCOMPARE(text(), QString("Noted: none yet."));
        QVERIFY(session.step()); // the check
        QVERIFY(session.step()); // Small Talk succeeds
        QCOMPARE(text(), QString("Noted: Small Talk."));
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
};

QTEST_MAIN(TestClientSkills)
#include "tst_client_skills.moc"
