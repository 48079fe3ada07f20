// Every kind of id a player reads, in every language the window offers: states, atmospheres and
// their descriptions, difficulties, outcomes, connection tokens, card properties, end reasons, the
// engine's refusals, skills' names and descriptions, and ability names. Each is worded through the
// real translations (the .qm files LanguageController loads) or the content's locale maps, and is
// checked against the English wording: translated, not empty, and never the id itself.
//
// And a goal that cannot be played says why, in full, on the card; and what the window shows for
// a while (an error, a notice) follows a change of language.
#include "client_test_support.h"

#include "conversation_files.h"
#include "end_summary.h"
#include "event_text.h"
#include "lab_text.h"
#include "refusal_text.h"
#include "scenario_text.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace parley::client::test;

namespace {

// One text a player reads, with the id it stands for (which must never show).
struct Word {
    QString kind; // what it is, for the failure message ("state name")
    std::string id;
    QString text;
};

// Every text of each kind, worded in the language now installed, for content in `locale`.
std::vector<Word> everyWord(const Content& c, const QString& locale) {
    std::vector<Word> out;
    const Ruleset& r = c.ruleset;
    for (std::size_t i = 0; i < r.states.size(); ++i) {
        out.push_back({"state name", r.states[i].id, EventText::stateName(c, i, locale)});
        out.push_back({"state description", r.states[i].id, localized(r.states[i].description, locale)});
    }
    for (std::size_t i = 0; i < r.atmospheres.size(); ++i) {
        out.push_back({"atmosphere name", r.atmospheres[i].id, EventText::atmosphereName(c, i, locale)});
        out.push_back({"atmosphere description", r.atmospheres[i].id,
                       localized(r.atmospheres[i].description, locale)});
    }
    for (const DifficultyDef& d : r.difficulties)
        out.push_back({"difficulty", d.id, difficultyName(d.id)});
    for (const std::string& o : {std::string("success"), std::string("failure"), std::string("abandoned")})
        out.push_back({"outcome", o, outcomeName(o)});
    for (const std::string& t : r.tokens)
        out.push_back({"connection token", t, tokenName(t)});
    // The models give a property by its id, which the badge (PropertyBadge.qml) words.
    for (std::size_t p = 0; p < kCardPropertyNames.size(); ++p) {
        const QStringList ids = propertyNames(propertyBit(static_cast<CardProperty>(p)));
        out.push_back({"property", std::string(kCardPropertyNames[p]),
                       QCoreApplication::translate("PropertyBadge", qPrintable(ids.value(0)))});
    }
    for (std::size_t e = 1; e < kEndReasonNames.size(); ++e) {
        const std::string name(kEndReasonNames[e]);
        out.push_back({"end reason (lab)", name, LabText::endReason(name)});
        out.push_back({"end reason (scenario)", name, ScenarioText::endReason(name)});
    }
    for (const SkillDef& k : c.skills) {
        out.push_back({"skill name", k.id, localized(k.name, locale)});
        if (!k.description.text.empty())
            out.push_back({"skill description", k.id, localized(k.description, locale)});
    }
    for (const CardDef& card : c.cards)
        for (const AbilityDef& a : card.abilities)
            if (!a.name.text.empty()) out.push_back({"ability name", card.id, localized(a.name, locale)});
    return out;
}

// Every refusal the engine can give, worded for a conversation in progress.
std::vector<Word> everyRefusal(const State& s, const QString& locale) {
    std::vector<Word> out;
    const Action speak = Action::speak(s.hand()[0].uid);
    for (std::size_t e = 1; e < kErrorCodeNames.size(); ++e) {
        ApplyResult r;
        r.error = static_cast<ErrorCode>(e);
        r.message = "the engine's English, never shown";
        out.push_back({"refusal", std::string(kErrorCodeNames[e]), RefusalText::why(s, speak, r, locale)});
    }
    return out;
}

// An id no player should read: words joined by '_' or run together ("trait_veteran",
// "VeryHard"). A plain word ("Neutral") may be its own id and its own name.
bool looksLikeAnId(const std::string& id) {
    static const QRegularExpression joined(QStringLiteral("_|[a-z][A-Z]"));
    return joined.match(QString::fromStdString(id)).hasMatch();
}

bool hasHan(const QString& text) {
    for (const QChar ch : text)
        if (ch.unicode() >= 0x4E00 && ch.unicode() <= 0x9FFF) return true;
    return false;
}

// Words that are the same in German and English (and so may stay as they are in German).
bool sameInGerman(const QString& english) {
    static const QStringList same{"Neutral", "Veteran"};
    return same.contains(english);
}

} // namespace

class TestWords : public QObject {
    Q_OBJECT
private slots:
    void init() { useScratchSettings("tst_client_words"); }

    void everyIdIsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << "de";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    // Each kind, in English first and then in the language: the language's text is its own (for
    // Chinese, written in Chinese), and no text anywhere is its id.
    void everyIdIsTranslated() {
        QFETCH(QString, language);
        const auto content = builtinContent();
        QVERIFY(content);
        GameController game;
        QVERIFY(game.start("elena", "", 1));
        const State& s = *game.state();

        LanguageController lang;
        lang.setLanguage("en");
        std::vector<Word> english = everyWord(*content, "en");
        for (Word& w : everyRefusal(s, "en")) english.push_back(std::move(w));
        lang.setLanguage(language);
        std::vector<Word> translated = everyWord(*content, language);
        for (Word& w : everyRefusal(s, language)) translated.push_back(std::move(w));
        lang.setLanguage("en");

        QCOMPARE(translated.size(), english.size());
        QVERIFY(english.size() > 80); // every kind is there, not a few
        QSet<QString> kinds;
        QStringList wrong;
        for (std::size_t i = 0; i < english.size(); ++i) {
            const Word& en = english[i];
            const Word& tr = translated[i];
            kinds << tr.kind;
            const QString id = QString::fromStdString(tr.id);
            const QString what = QStringLiteral("%1 '%2': \"%3\"").arg(tr.kind, id, tr.text);
            if (en.text.isEmpty() || tr.text.isEmpty()) wrong << "empty, " + what;
            // An id is never the text (a pack's own ids become words, but the built-in ones have
            // names of their own).
            if ((tr.text == id || en.text == id) && looksLikeAnId(tr.id)) wrong << "the id itself, " + what;
            if (language == "zh_CN" ? !hasHan(tr.text)
                                    : tr.text == en.text && !sameInGerman(en.text))
                wrong << "left in English, " + what;
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join('\n')));
        for (const char* kind : {"state name", "state description", "atmosphere name",
                                 "atmosphere description", "difficulty", "outcome", "connection token",
                                 "property", "end reason (lab)", "end reason (scenario)", "skill name",
                                 "skill description", "ability name", "refusal"})
            QVERIFY2(kinds.contains(kind), kind);
    }

    // The check above can fail: with no translation installed, German would be English.
    void englishIsCaughtAsUntranslated() {
        const auto content = builtinContent();
        QVERIFY(content);
        const std::vector<Word> words = everyWord(*content, "de");
        int english = 0;
        for (const Word& w : words)
            if (w.kind == "difficulty" && (w.text == "Very hard" || w.text == "Easy")) ++english;
        QCOMPARE(english, 2);
    }

    // The end screen's reason, headline and outcome in each language.
    void endingInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("headline");
        QTest::newRow("en") << "en" << "The conversation failed.";
        QTest::newRow("de") << "de" << QString::fromUtf8("Das Gespr\u00E4ch ist gescheitert.");
        QTest::newRow("zh_CN") << "zh_CN" << QString();
    }
    void endingInEveryLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, headline);
        LanguageController lang;
        lang.setLanguage(language);
        GameController game;
        game.setLocale(language);
        QVERIFY(game.loadScenario(scenario("endings/patience_exhausted_after_speak.json")));
        for (int i = 0; i < 5 && game.phase() == GameController::Phase::Playing; ++i)
            QVERIFY(game.listen() || game.phase() != GameController::Phase::Playing);
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        const EndSummary& end = *game.summary();
        lang.setLanguage("en");
        QVERIFY2(!end.reason().isEmpty(), "no reason");
        QVERIFY2(!end.reason().contains("Patience") && !end.reason().contains("failure"), qPrintable(end.reason()));
        if (!headline.isEmpty())
            QCOMPARE(end.headline(), headline);
        else
            QVERIFY2(hasHan(end.headline()) && hasHan(end.reason()), qPrintable(end.headline() + " / " + end.reason()));
    }

    // A goal that cannot be played says why on the card, in full: what it needs, what there is,
    // and what to do about it; in the player's language; and the card is not playable.
    void unplayableGoalSaysWhy() {
        LanguageController lang;
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_too_heavy.json")));
        const HandModel& hand = *game.hand();
        const int goal = rowOfCard(hand, "t_goal");
        QVERIFY(goal >= 0);
        const QModelIndex row = hand.index(goal);
        QVERIFY(hand.data(row, HandModel::GoalRole).toBool());
        QVERIFY(!hand.data(row, HandModel::PlayableRole).toBool());
        QCOMPARE(hand.data(row, HandModel::BlockedReasonRole).toString(),
                 QString("Needs 4 weight; you have 1. LISTEN refills it."));
        // The other cards, light enough, are playable and say nothing.
        const int light = rowOfCard(hand, "small_talk");
        QVERIFY(light >= 0);
        QVERIFY(hand.data(hand.index(light), HandModel::PlayableRole).toBool());
        QVERIFY(hand.data(hand.index(light), HandModel::BlockedReasonRole).toString().isEmpty());
        // SPEAK refuses it with the same words.
        game.select(goal);
        QVERIFY(!game.speak());

        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(hand.data(hand.index(rowOfCard(hand, "t_goal")), HandModel::BlockedReasonRole).toString(),
                 QString::fromUtf8("Braucht 4 Gewicht; du hast 1. ZUH\u00D6REN f\u00FCllt es auf."));
        lang.setLanguage("en");
        game.setLocale("en");
    }

    // What the window remembers in words follows a change of language: the card the partner
    // heard last (the speech bubble) and the offer to resume the conversation saved last time.
    // (Both were worded once, when they happened, and stayed in the language of that moment.)
    void rememberedWordsFollowTheLanguage() {
        LanguageController lang;
        lang.setLanguage("en");
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_too_heavy.json")));
        game.select(rowOfCard(*game.hand(), "small_talk"));
        QVERIFY(game.speak());
        QCOMPARE(game.lastCard(), QString("Small Talk"));
        const QString englishLine = game.lastLine();
        QVERIFY(!englishLine.isEmpty());
        QSignalSpy spoken(&game, &GameController::lastLineChanged);
        lang.setLanguage("de");
        game.setLocale("de");
        QVERIFY(spoken.count() >= 1);
        QCOMPARE(game.lastCard(), QString("Plauderei"));
        QVERIFY2(game.lastLine() != englishLine, qPrintable(game.lastLine()));
        lang.setLanguage("en");
        game.setLocale("en");

        {
            GameController before;
            ConversationFiles files;
            files.setGame(&before);
            files.setAutosaveEnabled(true);
            QVERIFY(before.start("marcus", "", 11));
        }
        GameController next;
        ConversationFiles files;
        files.setGame(&next);
        files.setAutosaveEnabled(true);
        const UnfinishedModel& offered = *files.unfinished();
        QVERIFY(offered.canResume(0));
        QCOMPARE(offered.data(offered.index(0), UnfinishedModel::TextRole).toString(),
                 QString("Your conversation with Marcus had just begun."));
        QSignalSpy changed(&offered, &UnfinishedModel::dataChanged);
        lang.setLanguage("de");
        next.setLocale("de");
        QVERIFY(changed.count() >= 1);
        QCOMPARE(offered.data(offered.index(0), UnfinishedModel::TextRole).toString(),
                 QString::fromUtf8("Dein Gespr\u00E4ch mit Marcus hatte gerade begonnen."));
        QVERIFY(files.discard(0));
        lang.setLanguage("en");
        next.setLocale("en");
    }

    // The error and the notice the window shows for a while follow a change of language too:
    // a refusal (read off the state it was refused in, which the game has left since), an error
    // with a name in it, and a file's notice. (They were worded once and kept the old language.)
    void shownMessagesFollowTheLanguage() {
        LanguageController lang;
        lang.setLanguage("en");
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_too_heavy.json")));
        game.select(rowOfCard(*game.hand(), "t_goal"));
        QVERIFY(!game.speak());
        const QString englishRefusal = game.lastError();
        QCOMPARE(englishRefusal, QString("Needs 4 weight; you have 1. LISTEN refills it."));
        QSignalSpy errors(&game, &GameController::lastErrorChanged);
        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(errors.count(), 1);
        QVERIFY2(game.lastError().startsWith(QString::fromUtf8("Braucht 4 Gewicht")), qPrintable(game.lastError()));
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(game.lastError(), englishRefusal);

        QVERIFY(!game.start("nobody", "", 1));
        const QString englishUnknown = game.lastError();
        QVERIFY(englishUnknown.contains("'nobody'"));
        lang.setLanguage("de");
        game.setLocale("de");
        QVERIFY2(game.lastError() != englishUnknown && game.lastError().contains("nobody"), qPrintable(game.lastError()));
        lang.setLanguage("en");
        game.setLocale("en");

        QVERIFY(game.start("marcus", "", 11));
        QVERIFY(game.lastError().isEmpty());
        ConversationFiles files;
        files.setGame(&game);
        QTemporaryDir dir;
        QVERIFY(files.saveReplay(dir.filePath("saved.json")));
        QCOMPARE(game.notice(), QString("Saved the conversation as a replay."));
        QSignalSpy notices(&game, &GameController::noticeChanged);
        lang.setLanguage("de");
        game.setLocale("de");
        QCOMPARE(notices.count(), 1);
        QVERIFY2(!game.notice().isEmpty() && game.notice() != QString("Saved the conversation as a replay."),
                 qPrintable(game.notice()));
        QVERIFY(game.lastError().isEmpty()); // cleared stays cleared
        lang.setLanguage("en");
        game.setLocale("en");
        QCOMPARE(game.notice(), QString("Saved the conversation as a replay."));
    }

    // A goal that needs connection tokens the player lacks names the tokens there are.
    void goalWantingTokensSaysWhich() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("goal_wants_tokens.json")));
        const HandModel& hand = *game.hand();
        const int goal = rowOfCard(hand, "t_goal");
        QVERIFY(goal >= 0);
        QVERIFY(!hand.data(hand.index(goal), HandModel::PlayableRole).toBool());
        QCOMPARE(hand.data(hand.index(goal), HandModel::BlockedReasonRole).toString(),
                 QString("Needs more connection tokens; you have 1 Trust."));
    }
};

QTEST_MAIN(TestWords)
#include "tst_client_words.moc"
