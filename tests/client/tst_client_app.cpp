// The application around the screens: command-line options and the languages (engine text
// rendered through tr(), switching at run time). The settings have tst_client_settings.
#include "client_test_support.h"

#include "file_names.h"

#include <QFile>
#include <QTemporaryDir>
#include <cstdio>
#include <sys/stat.h>

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
        QTest::newRow("play missing") << QStringList{"--play", "/no/such/file.json"};
        QTest::newRow("play and scenario")
            << QStringList{"--play", fixture("goal_in_hand.json"), "--scenario", fixture("goal_in_hand.json")};
        QTest::newRow("play and npc") << QStringList{"--play", fixture("goal_in_hand.json"), "--npc", "elena"};
        QTest::newRow("positional") << QStringList{"extra"};
        QTest::newRow("unknown") << QStringList{"--frobnicate"};
        QTest::newRow("view unknown") << QStringList{"--view", "nowhere"};
        QTest::newRow("view empty") << QStringList{"--view", ""};
        QTest::newRow("view missing") << QStringList{"--view"};
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

    // --view opens a screen at once; --help lists the screens there are.
    void launchOptionsOpenAView() {
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley"}, o, message), ParseResult::Run);
        QCOMPARE(o.view, QString());
        QCOMPARE(parseLaunchOptions(
                     {"parley", "--view", "gallery", "--screenshot", "g.png", "--size", "1280x800"},
                     o = {}, message),
                 ParseResult::Run);
        QCOMPARE(o.view, QString("gallery"));
        QCOMPARE(o.screenshot, QString("g.png"));
        QCOMPARE(parseLaunchOptions({"parley", "--view", "balance"}, o = {}, message),
                 ParseResult::Run);
        QCOMPARE(o.view, QString("balance"));
        QCOMPARE(parseLaunchOptions({"parley", "--view", "Gallery"}, o = {}, message),
                 ParseResult::UsageError);
        QVERIFY2(message.contains("--view must be one of gallery, balance"), qPrintable(message));
        QCOMPARE(parseLaunchOptions({"parley", "--help"}, o = {}, message), ParseResult::Exit);
        QVERIFY2(message.contains("--view <NAME>") &&
                     message.contains("Open this screen at once: gallery (") &&
                     message.contains("balance (the balance lab"),
                 qPrintable(message));
    }

    // --play opens a scenario as --scenario does, without the steps panel.
    void launchOptionsPlayAScenario() {
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--play", fixture("goal_in_hand.json"), "--step", "0"}, o, message),
                 ParseResult::Run);
        QCOMPARE(o.scenario, fixture("goal_in_hand.json"));
        QVERIFY(!o.stepsPanel);
        QCOMPARE(parseLaunchOptions({"parley", "--scenario", fixture("goal_in_hand.json")}, o = {}, message),
                 ParseResult::Run);
        QVERIFY(o.stepsPanel);
    }

    // --screenshot never replaces what the window reads: `--replay F --screenshot F` replaced the
    // replay with a PNG. Files are compared, not names (a link is caught), and a pack folder's
    // files are inputs too.
    void launchOptionsNeverScreenshotOverAnInput() {
        QTemporaryDir dir;
        const QString replay = dir.filePath("r.parley-replay.json"), pack = dir.filePath("pack");
        QFile f(replay);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
        f.close();
        QVERIFY(QFile::link(replay, dir.filePath("link.png")));
        QVERIFY(QDir(dir.path()).mkpath("pack"));
        QVERIFY(QFile::copy(replay, dir.filePath("pack/cards.json")));
        const QList<QStringList> cases{
            {"--replay", replay, "--screenshot", replay},
            {"--replay", replay, "--screenshot", dir.filePath("link.png")},
            {"--play", replay, "--screenshot", replay},
            {"--content", pack, "--screenshot", dir.filePath("pack/cards.json")},
        };
        for (const QStringList& args : cases) {
            LaunchOptions o;
            QString message;
            QCOMPARE(parseLaunchOptions(QStringList{"parley"} + args, o, message), ParseResult::UsageError);
            QVERIFY2(message.startsWith("--screenshot '" + args.last() + "' would replace '"), qPrintable(message));
        }
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--replay", replay, "--screenshot", dir.filePath("shot.png")}, o, message),
                 ParseResult::Run);
    }

    // Each refusal says what is wrong with the file named, not "no such file": a folder, a
    // named pipe, a name too long; a --step past the replay's end; --replay with --play; a card
    // past any hand.
    void launchOptionsSayWhatIsWrong() {
        QTemporaryDir dir;
        const QString replay = dir.filePath("one.parley-replay.json");
        QFile f(replay);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "parley-replay/1", "seed": 1, "npc": "elena",
                    "content": {"packs": ["builtin"], "hash": "0123456789abcdef"},
                    "actions": [{"kind": "listen"}]})");
        f.close();
        const QString pipe = dir.filePath("pipe.json");
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        const QString longName = dir.filePath(QString(300, 'a'));
        const auto refused = [](const QStringList& args) {
            LaunchOptions o;
            QString message;
            return parseLaunchOptions(QStringList{"parley"} + args, o, message) == ParseResult::UsageError
                       ? message
                       : QString();
        };
        const struct {
            QStringList args;
            QString says;
        } cases[] = {
            {{"--replay", dir.path()}, "--replay '" + dir.path() + "': it is a folder, not a file"},
            {{"--replay", pipe}, "--replay '" + pipe + "': it is a named pipe, not a file"},
            {{"--play", pipe}, "--play '" + pipe + "': it is a named pipe, not a file"},
            {{"--replay", longName}, "--replay '" + longName + "': File name too long"},
            {{"--replay", replay, "--play", fixture("goal_in_hand.json")}, "--replay cannot be used with --scenario, --play or --npc"},
            {{"--hover", "card:99999999999999999999"}, "--hover card:N needs N from 1 to 999 (a card in hand), not '99999999999999999999'"},
            {{"--hover", "card:1000"}, "--hover card:N needs N from 1 to 999"},
        };
        for (const auto& c : cases) {
            const QString message = refused(c.args);
            QVERIFY2(message.startsWith(c.says), qPrintable(c.args.join(' ') + " -> " + message));
        }
        QVERIFY(refused({"--hover", "card:999"}).isEmpty());

        // A --step past the replay's end is refused before the window opens; its end is fine.
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--replay", replay, "--step", "2"}, o, message), ParseResult::Run);
        QCOMPARE(checkLaunchFiles(o),
                 QStringList{"parley: --step 2: the replay '" + replay + "' has 1 actions; give a step from 0 to 1"});
        QCOMPARE(parseLaunchOptions({"parley", "--replay", replay, "--step", "1"}, o = {}, message), ParseResult::Run);
        QCOMPARE(checkLaunchFiles(o), QStringList());
    }

    // A file name that is not UTF-8 (Latin-1 "café") is still that file: the bytes come back.
    void launchOptionsTakeAnyFileName() {
        QTemporaryDir dir;
        const QByteArray name = QFile::encodeName(dir.path()) + "/caf\xe9-\xff.parley-replay.json";
        const QString asArgument = argumentName(name);
        QCOMPARE(nativeName(asArgument), name);
        QCOMPARE(nativeName(argumentName("plain \xc3\xa9 \xf0\x9f\x99\x82")), QByteArray("plain \xc3\xa9 \xf0\x9f\x99\x82"));
        QCOMPARE(argumentName("plain \xc3\xa9"), QString::fromUtf8("plain \xc3\xa9"));
        FILE* file = std::fopen(name.constData(), "wb");
        QVERIFY(file);
        std::fputs(R"({"format": "parley-replay/1", "seed": 1, "npc": "elena",
                      "content": {"packs": ["builtin"], "hash": "0123456789abcdef"}, "actions": []})", file);
        std::fclose(file);
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--replay", asArgument}, o, message), ParseResult::Run);
        QCOMPARE(checkLaunchFiles(o), QStringList());
    }

    // --npc and --deck must name what the content has; the refusal names what it has.
    void launchOptionsNameThePartners() {
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--npc", "nobody", "--screenshot", "x.png"}, o, message), ParseResult::Run);
        const auto content = builtinContent();
        const QString refusal = checkLaunchPartner(o, *content);
        QVERIFY2(refusal.startsWith("--npc 'nobody': no partner has that id in the content; the partners are ") &&
                     refusal.contains("elena") && refusal.contains("marcus"),
                 qPrintable(refusal));
        QCOMPARE(parseLaunchOptions({"parley", "--npc", "elena", "--deck", "nothing"}, o = {}, message), ParseResult::Run);
        QVERIFY2(checkLaunchPartner(o, *content).startsWith("--deck 'nothing': no deck has that id"),
                 qPrintable(checkLaunchPartner(o, *content)));
        QCOMPARE(parseLaunchOptions({"parley", "--npc", "elena"}, o = {}, message), ParseResult::Run);
        QCOMPARE(checkLaunchPartner(o, *content), QString());
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

    // The log keeps its events: a change of language tells every row again, the content's own
    // words (the card's line, its name) in that language too.
    void logFollowsTheLanguage() {
        LanguageController lang;
        GameController game;
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        testModels(game, testers);
        QVERIFY(game.loadScenario(scenario("triggers/optional_yes_no.json")));
        game.select(rowOfCard(*game.hand(), "small_talk"));
        QVERIFY(game.speak());
        const LogModel& log = *game.log();
        int spoken = -1;
        for (int i = 0; i < log.rowCount(); ++i)
            if (log.data(log.index(i), LogModel::KindRole).toString() == "Speak") spoken = i;
        QVERIFY(spoken >= 0);
        auto stepWith = [&](const QString& text) {
            for (const QString& s : log.stepsAt(spoken))
                if (s.contains(text)) return true;
            return false;
        };
        QVERIFY2(log.textAt(spoken).startsWith(QString::fromUtf8("You: \u201CFine weather for the season, isn't it?\u201D")),
                 qPrintable(log.textAt(spoken)));
        QVERIFY2(stepWith("Small Talk, on "), qPrintable(log.stepsAt(spoken).join('\n')));
        QVERIFY(stepWith("Comfort "));
        QCOMPARE(log.textAt(0), QString::fromUtf8("Set up from the scenario \u201COptional triggers ask yes or no; yes resolves, no declines\u201D."));
        const int rows = log.rowCount();
        QSignalSpy changed(game.log(), &LogModel::dataChanged);
        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(log.rowCount(), rows);
        QVERIFY2(log.textAt(spoken).contains(QString::fromUtf8("Sch\u00F6nes Wetter f\u00FCr die Jahreszeit")), qPrintable(log.textAt(spoken)));
        QVERIFY2(stepWith("Plauderei"), qPrintable(log.stepsAt(spoken).join('\n')));
        QVERIFY2(log.textAt(0).startsWith(QString::fromUtf8("Aus dem Szenario \u201E")), qPrintable(log.textAt(0)));
        lang.setLanguage("zh_CN");
        game.setLocale("zh_CN");
        QVERIFY2(log.textAt(spoken).contains(QString::fromUtf8("\u8FD9\u4E2A\u65F6\u8282")), qPrintable(log.textAt(spoken)));
        lang.setLanguage("en");
        game.setLocale("en");
        QVERIFY(log.textAt(spoken).startsWith(QString::fromUtf8("You: \u201CFine weather")));
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
        QCOMPARE(d.prompt(), QString("Wie bezahlst du für Gefallen einfordern?"));
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
