// The end screen's words (issue 11): every built-in ending's outcome, reason and terms in English
// (the same sentences parley-cli prints) and in German, the recap (comfort over the actions and
// the key moments) of a known conversation, the partner's line, and the partner to offer next.
#include "client_test_support.h"

#include "end_recap.h"
#include "ending_text.h"
#include "sim/scenario.h"

#include <QTranslator>

using namespace parley::client::test;

namespace {

enum class Ending { Success, Failure, Abandoned };

// A built-in conversation with `npc` played until its goal is in hand, then ended as `how`: the
// goal spoken with the roll forced, or a LISTEN that lets it exhaust. Seeds are tried in turn
// until one gets there (the goal may be drawn late, or cost more weight than is left).
std::optional<History> playToGoal(const std::string& npc, Ending how) {
    auto content = builtinContent();
    for (std::uint64_t seed = 1; seed < 300; ++seed) {
        std::optional<History> h = History::begin(ConversationStart{content, npc, {}, seed});
        if (!h) return std::nullopt;
        for (int guard = 0; guard < 80 && !h->current().ended(); ++guard) {
            const State& s = h->current();
            if (s.decision.purpose != DecisionPurpose::None) {
                const auto legal = s.legalActions();
                if (legal.empty() || !h->apply(legal.front()).ok()) break;
                continue;
            }
            Uid goal = 0;
            for (const CardInst& ci : s.hand())
                if (s.def(ci.card).isGoal()) goal = ci.uid;
            if (!goal) {
                if (!h->apply(Action::listen()).ok()) break;
                continue;
            }
            const Action last =
                how == Ending::Abandoned
                    ? Action::listen()
                    : Action::speak(goal, how == Ending::Success ? Roll::Success : Roll::Failure);
            h->apply(last);
            // A trait may offer to roll again: declined, so the forced roll stands.
            for (int more = 0; more < 8 && h->current().decision.purpose != DecisionPurpose::None;
                 ++more) {
                const std::optional<Decision> d = h->current().pendingDecision();
                std::uint16_t pick = 0;
                for (std::size_t i = 0; d && i < d->options.size(); ++i)
                    if (d->options[i].id == "no") pick = std::uint16_t(i);
                if (!h->apply(Action::choose({pick})).ok()) break;
            }
            break;
        }
        const State& s = h->current();
        const char* outcome = how == Ending::Success   ? "success"
                              : how == Ending::Failure ? "failure"
                                                       : "abandoned";
        if (s.ended() && s.end.reason == EndReason::Effect && s.outcome() == outcome &&
            s.def(s.end.card).isGoal())
            return h;
    }
    return std::nullopt;
}

// A translator that knows only the German of `rows` ({context, source, translation}).
class TableTranslator : public QTranslator {
public:
    explicit TableTranslator(std::initializer_list<std::array<const char*, 3>> rows) {
        for (const auto& r : rows)
            table_.insert({QString::fromUtf8(r[0]), QString::fromUtf8(r[1])},
                          QString::fromUtf8(r[2]));
    }
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override {
        return table_.value({QString::fromUtf8(context), QString::fromUtf8(source)});
    }

private:
    QHash<QPair<QString, QString>, QString> table_;
};

QString joined(const QVariantList& list, const char* key) {
    QStringList out;
    for (const QVariant& v : list)
        out << v.toMap().value(key).toString();
    return out.join(" | ");
}

Uid uidIn(const State& s, std::string_view id) {
    for (const CardInst& ci : s.hand())
        if (s.def(ci.card).id == id) return ci.uid;
    return 0;
}

// Plays the fixture's set-up: Lift, Lift, Drop (rolls forced to succeed), LISTEN, then `last`.
std::optional<History> recapGame(const std::function<Action(const State&)>& last,
                                 int patience = 0) {
    Diagnostics diags;
    std::optional<Scenario> sc = loadScenario(fixture("recap/recap.json").toStdString(), diags);
    if (!sc) return std::nullopt;
    State start = sc->initial;
    if (patience > 0) start.patience = std::int16_t(patience);
    History h = History::fromState(start);
    if (patience > 0) {
        while (!h.current().ended())
            if (!h.apply(Action::listen()).ok()) return std::nullopt;
        return h;
    }
    for (const char* card : {"t_lift", "t_lift", "t_drop"})
        if (!h.apply(Action::speak(uidIn(h.current(), card), Roll::Success)).ok())
            return std::nullopt;
    if (!h.apply(Action::listen()).ok()) return std::nullopt;
    if (!h.apply(last(h.current())).ok()) return std::nullopt;
    return h;
}

} // namespace

class TestClientEndings : public QObject {
    Q_OBJECT
private slots:
    // ---- every built-in ending, in English ----
    void builtinEndingsInEnglish_data() {
        QTest::addColumn<QString>("npc");
        QTest::addColumn<int>("how");
        QTest::addColumn<QString>("headline");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("terms");
        const auto row = [](const char* name, const char* npc, Ending how, const char* headline,
                            const char* reason, const char* title, const char* terms) {
            QTest::newRow(name) << QString(npc) << int(how) << QString(headline)
                                << QString::fromUtf8(reason) << QString(title)
                                << QString::fromUtf8(terms);
        };
        row("elena success", "elena", Ending::Success, "The conversation succeeded.",
            "\u201CDeliver Elena's Refusal\u201D succeeded, and that ended the conversation.",
            "Delivery",
            "You will deliver Elena's letter to Lord Blackwood within 73 hours. You will be paid "
            "10 coins. You gain 2 "
            "Trust.");
        row("elena failure", "elena", Ending::Failure, "The conversation failed.",
            "\u201CDeliver Elena's Refusal\u201D failed, and that ended the conversation.",
            "Delivery",
            "You will deliver Elena's letter to Lord Blackwood within a day. You will pay 5 coins. "
            "A burden card, "
            "\u201COld Debts\u201D, joins your deck.");
        row("elena abandoned", "elena", Ending::Abandoned, "The conversation was abandoned.",
            "Failed to act on urgent letter", "Consequences",
            "Your relationship with Elena worsens by 2.");
        row("marcus success", "marcus", Ending::Success, "The conversation succeeded.",
            "\u201CSeal the Silk Contract\u201D succeeded, and that ended the conversation.",
            "Delivery",
            "You will deliver twelve bolts of silk to the Weavers' Guild within 2 days. You will "
            "be paid 15 coins. "
            "You gain 1 Commerce.");
        row("marcus failure", "marcus", Ending::Failure, "The conversation failed.",
            "\u201CSeal the Silk Contract\u201D failed, and that ended the conversation.",
            "Delivery",
            "You will deliver twelve bolts of silk to the Weavers' Guild within 12 hours. You will "
            "pay 3 coins. A "
            "burden card, \u201CUnpaid Invoice\u201D, joins your deck.");
        row("marcus abandoned", "marcus", Ending::Abandoned, "The conversation was abandoned.",
            "Let the deal go cold", "Consequences", "Your relationship with Marcus worsens by 1.");
        row("sera success", "sera", Ending::Success, "The conversation succeeded.",
            "\u201CSecure Passage at the North Gate\u201D succeeded, and that ended the "
            "conversation.",
            "Favour",
            "You owe Sera a favour, due within 4 days. You gain 1 Status and 1 Shadow. You may now "
            "pass through the "
            "North Gate.");
        row("sera failure", "sera", Ending::Failure, "The conversation failed.",
            "\u201CSecure Passage at the North Gate\u201D failed, and that ended the conversation.",
            "Fine",
            "You must pay a fine to the City Watch within a day. The fine is 8 coins. A burden "
            "card, \u201CHer Long "
            "Shift\u201D, joins your deck.");
        row("sera abandoned", "sera", Ending::Abandoned, "The conversation was abandoned.",
            "Hesitated at the gate", "Consequences", "Your relationship with Sera worsens by 2.");
    }
    void builtinEndingsInEnglish() {
        QFETCH(QString, npc);
        QFETCH(int, how);
        QFETCH(QString, headline);
        QFETCH(QString, reason);
        QFETCH(QString, title);
        QFETCH(QString, terms);
        std::optional<History> h = playToGoal(npc.toStdString(), Ending(how));
        QVERIFY2(h, "no seed reaches this ending");
        const State ended = h->current();
        GameController game;
        game.adoptHistory(std::move(*h), {});
        QCOMPARE(game.phase(), GameController::Phase::Ended);
        const EndSummary& s = *game.summary();
        QCOMPARE(s.headline(), headline);
        QCOMPARE(s.reason(), reason);
        QCOMPARE(s.termsTitle(), title);
        QCOMPARE(s.termsText(), terms);
        // One sentence per line of the terms, in order, and the CLI's English word for word.
        QStringList lines;
        for (const QVariant& t : s.terms())
            lines << t.toMap().value("text").toString();
        QCOMPARE(EndingText::joinSentences(lines), terms);
        const EndingTerms* t = endingTerms(ended);
        QVERIFY(t);
        QCOMPARE(s.termsText().toStdString(),
                 englishTerms(ended.content(),
                              endingLines(ended.content(), *t, ended.content().npcs[ended.npc])));
        // The goal is a key moment, and nothing on the screen is an id.
        QVERIFY2(joined(s.moments(), "text").contains("goal"),
                 qPrintable(joined(s.moments(), "text")));
        for (const QString& text :
             QStringList{s.reason(), s.termsText(), s.termsTitle(), joined(s.moments(), "text")}) {
            QVERIFY2(!text.contains('_'), qPrintable(text));
        }
    }

    // ---- German: the sentences through the translator, the content's names in its locale ----
    void builtinEndingsInGerman() {
        TableTranslator german({
            {"EndingText", "You will deliver %1 to %2 within %3.",
             "Du wirst %1 innerhalb von %3 an %2 liefern."},
            {"EndingText", "%1 hours", "%1 Stunden"},
            {"EndingText", "a day", "einem Tag"},
            {"EndingText", "You will be paid %1 coins.", "Du erh\u00E4ltst %1 M\u00FCnzen."},
            {"EndingText", "You will pay %1 coins.", "Du zahlst %1 M\u00FCnzen."},
            {"EndingText", "You gain %1.", "Du erh\u00E4ltst %1."},
            {"EndingText", "%1 %2", "%1 %2"},
            {"EndingText", "A burden card, \u201C%1\u201D, joins your deck.",
             "Eine B\u00FCrde, \u201E%1\u201C, kommt in dein Deck."},
            {"EndingText", "Your relationship with %1 worsens by %2.",
             "Deine Beziehung zu %1 verschlechtert sich um %2."},
            {"EndingText", "Delivery", "Lieferung"},
            {"CardText", "Trust", "Vertrauen"},
            {"parley::client::EndSummary", "The conversation succeeded.",
             "Das Gespr\u00E4ch ist gelungen."},
        });
        QCoreApplication::installTranslator(&german);
        const auto ending = [](Ending how) {
            std::optional<History> h = playToGoal("elena", how);
            auto game = std::make_unique<GameController>();
            game->setLocale("de");
            if (h) game->adoptHistory(std::move(*h), {});
            return game;
        };
        auto success = ending(Ending::Success);
        QCOMPARE(success->summary()->headline(),
                 QString::fromUtf8("Das Gespr\u00E4ch ist gelungen."));
        QCOMPARE(success->summary()->termsTitle(), QString("Lieferung"));
        QCOMPARE(success->summary()->termsText(),
                 QString::fromUtf8(
                     "Du wirst Elenas Brief innerhalb von 73 Stunden an Lord Blackwood liefern. Du "
                     "erh\u00E4ltst 10 M\u00FCnzen. Du erh\u00E4ltst 2 Vertrauen."));
        auto failure = ending(Ending::Failure);
        QCOMPARE(
            failure->summary()->termsText(),
            QString::fromUtf8("Du wirst Elenas Brief innerhalb von einem Tag an Lord Blackwood "
                              "liefern. Du zahlst 5 "
                              "M\u00FCnzen. Eine B\u00FCrde, \u201E%1\u201C, kommt in dein Deck.")
                .arg(cardName(*builtinContent()->findCard("elena_old_debts"), "de")));
        auto abandoned = ending(Ending::Abandoned);
        QCOMPARE(abandoned->summary()->reason(),
                 QString("Nicht auf den dringenden Brief reagiert"));
        QCOMPARE(abandoned->summary()->termsText(),
                 QString("Deine Beziehung zu Elena verschlechtert sich um 2."));
        // Back to English: the same summary, re-worded.
        QCoreApplication::removeTranslator(&german);
        abandoned->setLocale("en");
        QCOMPARE(abandoned->summary()->reason(), QString("Failed to act on urgent letter"));
        QCOMPARE(abandoned->summary()->termsText(),
                 QString("Your relationship with Elena worsens by 2."));
    }

    // ---- the recap ----
    void recapOfAKnownConversation() {
        std::optional<History> h = recapGame(
            [](const State& s) { return Action::speak(uidIn(s, "t_goal"), Roll::Success); });
        QVERIFY(h);
        GameController game;
        game.adoptHistory(std::move(*h), {});
        const EndSummary& s = *game.summary();
        QCOMPARE(
            s.reason(),
            QString::fromUtf8(
                "\u201CHand Over the Ledger\u201D succeeded, and that ended the conversation."));
        QCOMPARE(
            s.termsText(),
            QString("You will deliver the ledger to the Clerk within 30 hours. You will be paid 2 "
                    "coins. You gain 1 Trust. You may now pass through the Archive."));
        QCOMPARE(joined(s.terms(), "tone"), QString("duty | gain | gain | gain"));
        // Comfort on the ladder (Neutral is rung 2 of 0..4, three levels a rung): the start, +2,
        // +1 more and up to Open, -3 and down to Neutral, LISTEN, the goal.
        QCOMPARE(joined(s.recap(), "action"), QString("0 | 1 | 2 | 3 | 4 | 5"));
        QCOMPARE(joined(s.recap(), "level"), QString("6 | 8 | 9 | 6 | 6 | 6"));
        QCOMPARE(joined(s.recap(), "comfort"), QString("0 | 2 | 0 | 0 | 0 | 0"));
        QCOMPARE(joined(s.recap(), "state"),
                 QString("Neutral | Neutral | Open | Neutral | Neutral | Neutral"));
        QCOMPARE(s.recapLow(), 3);
        QCOMPARE(s.recapHigh(), 12);
        QCOMPARE(joined(s.recapStates(), "name"), QString("Tense | Neutral | Open | Connected"));
        QCOMPARE(joined(s.recapStates(), "level"), QString("3 | 6 | 9 | 12"));
        QCOMPARE(joined(s.moments(), "action"), QString("1 | 2 | 3 | 3 | 5"));
        QCOMPARE(
            joined(s.moments(), "text"),
            QString::fromUtf8(
                "First success: \u201CLift\u201D. | Robin warmed to you: now Open. | Biggest "
                "swing: "
                "comfort fell by 3 after \u201CDrop\u201D. | Robin grew colder: now Neutral. | You "
                "played your goal, \u201CHand Over the Ledger\u201D, and it succeeded."));
        QCOMPARE(joined(s.moments(), "tone"), QString("up | up | down | down | goal"));
        QCOMPARE(joined(s.moments(), "level"), QString("8 | 9 | 6 | 6 | 6"));
        // Statistics, from the same conversation's events as the log (replayed here, so none).
        QCOMPARE(s.finalState(), QString("Neutral"));
        QCOMPARE(s.otherPartnerId(), QString()); // Robin is the pack's only partner
    }

    void recapWhenTheGoalIsLetGo() {
        std::optional<History> h = recapGame([](const State&) { return Action::listen(); });
        QVERIFY(h);
        GameController game;
        game.adoptHistory(std::move(*h), {});
        const EndSummary& s = *game.summary();
        QCOMPARE(s.outcome(), QString("abandoned"));
        QCOMPARE(s.reason(), QString("Walked off"));
        QCOMPARE(s.termsTitle(), QString("Consequences"));
        QCOMPARE(joined(s.terms(), "text"), QString("Your relationship with Robin worsens by 1."));
        QCOMPARE(joined(s.terms(), "tone"), QString("cost"));
        const QString moments = joined(s.moments(), "text");
        QVERIFY2(moments.endsWith(QString::fromUtf8(
                     "Your goal, \u201CHand Over the Ledger\u201D, slipped away unplayed.")),
                 qPrintable(moments));
        QVERIFY2(!moments.contains("Last,"), qPrintable(moments)); // the goal tells the last action
        // In German the content's own words change, and the recap's states follow the locale.
        game.setLocale("de");
        QCOMPARE(s.reason(), QString("Weggegangen"));
    }

    void recapWhenPatienceRunsOut() {
        std::optional<History> h = recapGame({}, 1);
        QVERIFY(h);
        GameController game;
        game.adoptHistory(std::move(*h), {});
        const EndSummary& s = *game.summary();
        QCOMPARE(s.reason(), QString("Robin's patience ran out."));
        QVERIFY(s.terms().isEmpty());
        QCOMPARE(joined(s.moments(), "text"), QString("Last, you listened."));
        QCOMPARE(joined(s.moments(), "action"), QString("1"));
        QCOMPARE(joined(s.recap(), "level"), QString("6 | 6"));
    }

    void recapFromAStateAlone() {
        Diagnostics diags;
        std::optional<Scenario> sc = loadScenario(fixture("recap/recap.json").toStdString(), diags);
        QVERIFY(sc);
        const Recap r = EndRecap::single(sc->initial, "en");
        QCOMPARE(r.points.size(), 1);
        QVERIFY(r.moments.isEmpty());
        QCOMPARE(r.low, 3);
        QCOMPARE(r.high, 9);
    }

    // ---- the partner's line and the next partner ----
    // The end screen carries the partner's last words, in the player's language.
    void partnerLineIsThePartnersLastWords() {
        std::optional<History> h = playToGoal("elena", Ending::Success);
        QVERIFY(h);
        GameController game;
        game.adoptHistory(std::move(*h), {});
        EndSummary& s = *game.summary();
        QCOMPARE(s.partnerName(), QString("Elena"));
        QCOMPARE(s.partnerLine(), game.partner()->endLine());
        QSignalSpy changed(&s, &EndSummary::changed);
        s.setPartnerLine("Thank you.");
        QCOMPARE(changed.count(), 1);
        s.setPartnerLine("Thank you.");
        QCOMPARE(changed.count(), 1);
        game.setLocale("de"); // a re-sync takes the partner's words again, in German
        QCOMPARE(s.partnerLine(), game.partner()->endLine());
        s.reset();
        QCOMPARE(s.partnerLine(), QString());
    }

    void anotherPartnerIsTheNextInTheRoster_data() {
        QTest::addColumn<QString>("npc");
        QTest::addColumn<QString>("next");
        QTest::newRow("elena") << "elena"
                               << "marcus";
        QTest::newRow("marcus") << "marcus"
                                << "sera";
        QTest::newRow("sera, round to the first") << "sera"
                                                  << "elena";
    }
    void anotherPartnerIsTheNextInTheRoster() {
        QFETCH(QString, npc);
        QFETCH(QString, next);
        std::optional<History> h = playToGoal(npc.toStdString(), Ending::Abandoned);
        QVERIFY(h);
        GameController game;
        game.adoptHistory(std::move(*h), {});
        QCOMPARE(game.summary()->otherPartnerId(), next);
        QCOMPARE(game.summary()->otherPartnerName().toLower(), next);
    }
};

QTEST_MAIN(TestClientEndings)
#include "tst_client_endings.moc"
