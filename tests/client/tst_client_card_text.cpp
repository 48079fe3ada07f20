// What cards say in the window: effect text written from the effect's data (formulas and
// conditions in words), permanents' abilities, triggers and auras in hand, and no designer's
// note, id or enum name anywhere a player reads.
#include "client_test_support.h"

#include "card_rules_text.h"
#include "content/legacy.h"
#include "formula_words.h"
#include "modifier_text.h"

#include <QRegularExpression>

using namespace parley::client::test;

namespace {
const CardDef& card(const Content& c, const char* id) {
    return c.cards.at(c.cardIndex.at(id));
}

QString effects(const Content& c, const char* id, EffectSlot slot) {
    return EffectText::effects(c, card(c, id).effectsFor(slot), "en");
}

// Every rule line of a card, joined, as the hand shows them.
QString rules(const Content& c, const char* id, const QString& locale = "en") {
    QStringList out;
    for (const QVariant& l : CardRulesText::lines(c, card(c, id), locale)) {
        const QVariantMap m = l.toMap();
        out << m["title"].toString() + ": " + m["text"].toString();
    }
    return out.join('\n');
}

Formula compile(const Content& c, const char* text) {
    Formula f;
    std::string error;
    const bool ok =
        Formula::compile(text, conditionVars(c.ruleset, c.tokenTypes, c.markNames), f, error);
    if (!ok) qWarning("%s", error.c_str());
    return f;
}

// What no text for players may hold: formulas' punctuation and function names, the engine's
// closed vocabularies (camelCase enum names) and the words of the old modifier text.
const QRegularExpression kRaw(QStringLiteral(
    R"((\(X =|max\(|min\(|==|<=|>=|\b[a-z]+[A-Z][a-zA-Z]+\b|\bVeryHard\b|\bVeryEasy\b|comfort change add|\badd magnitude\b|\btrigger \d|\bability \d))"));
} // namespace

class CardTextTest : public QObject {
    Q_OBJECT
    std::shared_ptr<const Content> c_;

private slots:
    void initTestCase() {
        Diagnostics diags;
        c_ = builtinContent(&diags);
        QVERIFY(c_);
    }

    // Steady Reassurance's modifier applies to losses only, and says so.
    void comfortModifierReadsAsLosses() {
        QCOMPARE(
            effects(*c_, "barrier", EffectSlot::Success),
            QString("+1 comfort; Comfort losses are 1 smaller until the end of your next turn"));
    }

    void formulasReadAsWords() {
        QCOMPARE(FormulaWords::phrase(*c_, compile(*c_, "max(1, 2 - comfort)")),
                 QString("2 minus the comfort, at least 1"));
        QCOMPARE(FormulaWords::phrase(*c_, compile(*c_, "min(hand, 3)")),
                 QString("the number of cards in your hand, at most 3"));
        QCOMPARE(FormulaWords::phrase(*c_, compile(*c_, "2 * (Trust + 1)")),
                 QString("twice (your Trust plus 1)"));
        QCOMPARE(FormulaWords::phrase(*c_, compile(*c_, "deck / 2")),
                 QString("half of the number of cards in the deck, rounded down"));
        QCOMPARE(FormulaWords::phrase(*c_, compile(*c_, "max(comfort, patience, 2)")),
                 QString("the largest of the comfort, their patience, 2"));
        QCOMPARE(FormulaWords::condition(*c_, compile(*c_, "comfort <= -2 and stone > 0")),
                 QString("the comfort is at most -2 and the number of Stepping Stone tokens on the "
                         "table is above 0"));
        QCOMPARE(FormulaWords::condition(*c_, compile(*c_, "card.connectionType == \"Trust\"")),
                 QString("the card is a Trust card"));
        QCOMPARE(FormulaWords::condition(*c_, compile(*c_, "card.goal == 0")),
                 QString("the card is not a goal"));
        QCOMPARE(FormulaWords::condition(*c_, compile(*c_, "not (hand == 0)")),
                 QString("not (the number of cards in your hand is 0)"));
    }

    void scaledComfortNamesItsTokens() {
        QCOMPARE(effects(*c_, "common_ground", EffectSlot::Success),
                 QString("Comfort up by your Trust plus 1"));
    }

    // A permanent tells in hand what it will do on the table, its downside included.
    void permanentsShowTheirRulesInHand() {
        const QString price = rules(*c_, "name_your_price");
        QVERIFY2(
            price.contains("Raise the offer: X weight (1 to 3): Comfort up by X. Once a turn."),
            qPrintable(price));
        QVERIFY2(price.contains("Trigger: When a card fails: -1 comfort."), qPrintable(price));

        const QString totem = rules(*c_, "jungle_totem");
        QVERIFY2(totem.contains(
                     "While on the table: Tokens that count for success \u00D72 when the card is a "
                     "Trust card for cards in your hand."),
                 qPrintable(totem));
        const QString silence = rules(*c_, "stony_silence");
        QVERIFY2(silence.contains("Other cards' auras do nothing."), qPrintable(silence));
        const QString notes = rules(*c_, "take_notes");
        QVERIFY2(notes.contains("When you LISTEN, if the number of Insight tokens on the table is "
                                "below 2: Create 1 Insight."),
                 qPrintable(notes));
        // A card with nothing beyond its three effects has no rule lines.
        QCOMPARE(rules(*c_, "small_talk"), QString());
    }

    void extraCostsAreRulesLines() {
        const QString favour = rules(*c_, "call_in_favour");
        QVERIFY2(favour.contains("Also costs: 1 patience"), qPrintable(favour));
        QVERIFY2(favour.contains("Or instead of its weight: 2 Commerce"), qPrintable(favour));
        QVERIFY2(favour.contains("After you speak this card: Draw 1 card."), qPrintable(favour));
    }

    void abilityNamesFollowTheLanguage() {
        QVERIFY(rules(*c_, "name_your_price", "de").contains("Das Angebot erh\u00F6hen"));
    }

    // The hand model carries the lines (the card view shows them).
    void handRowsCarryRules() {
        GameController game;
        QVERIFY(game.loadScenario(fixture("permanents_in_hand.json")));
        const int row = rowOfCard(*game.hand(), "name_your_price");
        QVERIFY(row >= 0);
        const QVariantList lines =
            game.hand()->data(game.hand()->index(row), HandModel::RulesRole).toList();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.front().toMap()["kind"].toString(), QString("ability"));
        QCOMPARE(lines.back().toMap()["kind"].toString(), QString("trigger"));
    }

    // Every effect, rule line, modifier and difficulty of every built-in card, in every
    // language, reads as words: nothing a designer or the engine wrote for itself.
    void nothingRawInAnyCardText() {
        int checked = 0;
        for (const QString& locale : {QString("en"), QString("de"), QString("zh_CN")}) {
            for (const CardDef& d : c_->cards) {
                QStringList texts;
                for (const auto& list : d.effects)
                    texts << EffectText::effects(*c_, list, locale);
                for (const QVariant& l : CardRulesText::lines(*c_, d, locale))
                    texts << l.toMap()["text"].toString() << l.toMap()["title"].toString();
                texts << difficultyName(c_->ruleset.difficulties.at(d.difficulty).id);
                for (const QString& t : texts) {
                    const auto m = kRaw.match(t);
                    QVERIFY2(!m.hasMatch(), qPrintable(QString("%1 (%2): '%3' in \"%4\"")
                                                           .arg(QString::fromStdString(d.id),
                                                                locale, m.captured(0), t)));
                    if (!d.description.empty())
                        QVERIFY2(!t.contains(QString::fromStdString(d.description)),
                                 qPrintable(QString::fromStdString(d.id) +
                                            ": the designer's note shows"));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 500);
    }

    // Breakdowns are written from the steps' data in the player's language: the difficulty,
    // the tokens, the atmosphere and the state by their names, never the engine's English
    // sources ("Tense state", "Focused atmosphere") or the success formula.
    void breakdownsInThePlayersLanguage() {
        LanguageController lang;
        GameController game;
        QVERIFY(game.loadScenario(fixture("breakdown_tokens.json")));
        const QModelIndex haggle = game.hand()->index(rowOfCard(*game.hand(), "marcus_haggle"));
        const int chance = game.hand()->data(haggle, HandModel::ChanceRole).toInt();
        const QString en = game.hand()->data(haggle, HandModel::ChanceWhyRole).toString();
        QCOMPARE(en,
                 QString("60 base (Medium), +10 from 2 Commerce, +20 Focused = %1").arg(chance));
        QCOMPARE(game.status()->capacityWhy(), QString("4 while Tense = 4"));
        QCOMPARE(game.status()->speakPatienceWhy(), QString("1 per SPEAK = 1"));

        const QRegularExpression english(QStringLiteral(
            R"(\b(base|from|while|per|state|atmosphere|tokens|Tense|Commerce|Medium)\b)"));
        for (const char* locale : {"de", "zh_CN"}) {
            lang.setLanguage(locale);
            game.setLocale(locale);
            const QString why = game.hand()->data(haggle, HandModel::ChanceWhyRole).toString();
            QVERIFY2(!english.match(why).hasMatch(), qPrintable(why));
            QVERIFY2(why.endsWith(QString::number(chance)), qPrintable(why));
            const ExplanationModel& ex = *game.explanations();
            for (int i = 0; i < ex.rowCount(); ++i) {
                const QString text = ex.data(ex.index(i), ExplanationModel::TextRole).toString();
                QVERIFY2(!english.match(text).hasMatch(),
                         qPrintable(QString("%1: %2").arg(locale, text)));
                for (const QVariant& part :
                     ex.data(ex.index(i), ExplanationModel::PartsRole).toList())
                    QVERIFY2(!english.match(part.toMap()["source"].toString()).hasMatch(),
                             qPrintable(text));
            }
        }
        lang.setLanguage("de");
        game.setLocale("de");
        const QString de = game.hand()->data(haggle, HandModel::ChanceWhyRole).toString();
        QVERIFY2(de.contains("Konzentriert") && de.contains("Handel"), qPrintable(de));
        QVERIFY2(game.status()->capacityWhy().contains("Angespannt"),
                 qPrintable(game.status()->capacityWhy()));
    }

    // A token card named in a condition reads in the player's language, as the card does.
    void tokenCardsInConditionsFollowTheLanguage() {
        const QString zh = rules(*c_, "build_on_agreement", "zh_CN");
        QVERIFY2(zh.contains(QString::fromUtf8("垫脚石")), qPrintable(zh));
        QVERIFY2(!zh.contains("Stepping Stone"), qPrintable(zh));
        QVERIFY(rules(*c_, "build_on_agreement", "de").contains("Trittstein"));
    }

    // The raw-text check itself catches what it is for.
    void rawPatternCatchesOldText() {
        QVERIFY(kRaw.match("+X comfort (X = max(1, 2 - comfort))").hasMatch());
        QVERIFY(kRaw.match("comfort change add 1 until the end of the next turn").hasMatch());
        QVERIFY(kRaw.match("tokenCount multiply 2").hasMatch());
        QVERIFY(!kRaw.match("Comfort losses are 1 smaller").hasMatch());
    }

    // Old packs wrote the designer's note as "description": they load unchanged, and migrate
    // renames it (and names a card that had only a description).
    void migrateRenamesDescription() {
        nlohmann::ordered_json doc = nlohmann::ordered_json::parse(
            R"({"cards": [{"id": "a", "name": "A", "description": "note", "weight": 1},
                          {"id": "b", "description": "Old B", "weight": 1}]})");
        const auto notes = migrateDocument(doc);
        QCOMPARE(int(notes.size()), 2);
        QCOMPARE(doc["cards"][0].contains("description"), false);
        QCOMPARE(doc["cards"][0]["designerNote"].get<std::string>(), std::string("note"));
        QCOMPARE(doc["cards"][1]["name"].get<std::string>(), std::string("Old B"));
        QCOMPARE(doc["cards"][1]["designerNote"].get<std::string>(), std::string("Old B"));
        // Already current: nothing to do.
        QCOMPARE(int(migrateDocument(doc).size()), 0);
    }
};

QTEST_MAIN(CardTextTest)
#include "tst_client_card_text.moc"
