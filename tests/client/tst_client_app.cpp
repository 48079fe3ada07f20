// The application around the screens: command-line options and the languages (engine text
// rendered through tr(), switching at run time). The settings have tst_client_settings.
#include "client_test_support.h"

using namespace parley::client::test;

class TestClientApp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useScratchSettings("tst_client_app"); }

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

    // A cost choice asks in the player's language too.
    void paymentPromptFollowsTheLanguage() {
        LanguageController lang;
        lang.setLanguage("de");
        GameController game;
        game.setLocale("de");
        QVERIFY(game.loadScenario(scenario("costs/alternative_cost_chosen.json")));
        game.select(rowOfCard(*game.hand(), "call_in_favour"));
        QVERIFY(game.speak());
        DecisionController& d = *game.decision();
        QVERIFY(d.active());
        QCOMPARE(d.prompt(), QString("Wie bezahlst du für Call In a Favour?")); // the card has no German name
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(d.prompt(), QString("How do you pay for Call In a Favour?"));
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

QTEST_MAIN(TestClientApp)
#include "tst_client_app.moc"
