// The balance lab's models on runs made by hand, where every figure is known: A/B changes and
// whether chance explains them (rates, outcomes, cards, the average length, each turn's
// averages), and rows that change in place when a run replaces another.
#include "client_test_support.h"

#include "balance_lab.h"

using namespace parley::client::test;

namespace {

// A run made by hand: one policy with `wins` of `games`, and one card played in `played` games,
// won in `playedWins` of them.
LabResult madeRun(long long games, long long wins, long long played, long long playedWins,
                  std::string policy = "random") {
    LabResult r;
    r.setup = {{"elena"}, "", {policy}};
    SimulationStats st;
    st.policy = policy;
    st.games = int(games);
    st.wins = wins;
    st.outcomes = {{"success", int(wins)}, {"failure", int(games - wins)}};
    st.endReasons = {{"PatienceExhausted", int(games)}};
    CardStats c;
    c.id = "small_talk";
    c.name = "Small Talk";
    c.drawn = played;
    c.played = played;
    c.gamesPlayed = played;
    c.winsPlayed = playedWins;
    st.cards.push_back(c);
    r.policies.push_back(st);
    r.all = st;
    r.runs.push_back(st);
    r.games = games;
    return r;
}

// A run whose conversations last `lengths[t]` times t turns, with comfort `comfort[t]` for each
// conversation after turn t (the same for all, but for `spread`: half of them 1 higher, half 1
// lower), every conversation reaching every turn listed.
LabResult runOfTurns(const std::vector<long long>& lengths, const std::vector<int>& comfort,
                     int spread = 1) {
    LabResult r = madeRun(0, 0, 0, 0);
    SimulationStats& st = r.all;
    for (std::size_t t = 0; t < lengths.size(); ++t) {
        st.games += int(lengths[t]);
        st.turns += lengths[t] * static_cast<long long>(t);
    }
    st.lengths = lengths;
    for (int c : comfort) {
        TurnSample s;
        s.games = st.games;
        s.comfortSum = (long long)c * st.games;
        // Half at c + spread, half at c - spread.
        s.comfortSquares = (long long)st.games * (c * c + spread * spread);
        s.stateSum = 2LL * st.games;
        s.stateSquares = 4LL * st.games;
        st.perTurn.push_back(s);
    }
    r.games = st.games;
    return r;
}

} // namespace

class TestClientLabModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useScratchSettings("tst_client_lab_models"); }

    // The length histogram and the curves against the run before: the average length's change and
    // the turns whose average comfort or state changed, each tested at 95% from the sums of
    // squares.
    void turnsAreTestedAgainstTheRunBefore() {
        // 400 conversations of 4 or 6 turns (mean 5, sd 1) against 400 of 5 or 7 (mean 6): a
        // turn longer, z = 1 / sqrt(1/400 + 1/400) = 14: significant.
        const LabResult before = runOfTurns({0, 0, 0, 0, 200, 0, 200}, {0, 0, 0});
        const LabResult longer = runOfTurns({0, 0, 0, 0, 0, 200, 0, 200}, {0, 1, 0});
        const LabResult same = runOfTurns({0, 0, 0, 0, 202, 0, 198}, {0, 0, 0});
        LabSeriesModel lengths(LabSeriesModel::Kind::Lengths);
        QAbstractItemModelTester tester(&lengths,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        lengths.set(&longer, &before, "en");
        QCOMPARE(lengths.summaryText(), QString("Average length: 6.0 turns"));
        QCOMPARE(lengths.changeText(), QString("+1.00 turns against the run before, significant"));
        QVERIFY(lengths.changeSignificant());
        lengths.set(&same, &before, "en");
        QCOMPARE(lengths.changeText(),
                 QString("\u22120.01 turns against the run before, within chance"));
        QVERIFY(!lengths.changeSignificant());
        lengths.set(&longer, nullptr, "en");
        QVERIFY(lengths.changeText().isEmpty());
        QCOMPARE(lengths.summaryText(), QString("Average length: 6.0 turns"));
        {
            LanguageController lang;
            lang.setLanguage("de");
            lengths.set(&longer, &before, "de");
            lang.setLanguage("en");
        }
        QCOMPARE(lengths.summaryText(),
                 QString::fromUtf8("Durchschnittliche L\u00E4nge: 6,0 Z\u00FCge"));
        QCOMPARE(lengths.changeText(),
                 QString::fromUtf8("+1,00 Z\u00FCge gegen\u00FCber dem Lauf davor, signifikant"));

        // Comfort after turn 1 rose by 1 (sd 1, 400 each side): that turn, and only it, is marked.
        LabSeriesModel turns(LabSeriesModel::Kind::Turns);
        QAbstractItemModelTester turnTester(&turns,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        turns.set(&longer, &before, "en");
        QCOMPARE(turns.rowCount(), 3);
        QVERIFY(!turns.at(0, "comfortChanged").toBool());
        QVERIFY(turns.at(1, "comfortChanged").toBool());
        QVERIFY(!turns.at(2, "comfortChanged").toBool());
        QVERIFY(!turns.at(1, "stateChanged").toBool());
        QCOMPARE(turns.changeText(),
                 QString("Average comfort changed by more than chance after turn 1."));
        QVERIFY(turns.changeSignificant());
        // The curves are judged as a whole: 3 turns, 6 tests, each at 5% / 6 (|z| > 2.64). A rise
        // of 0.15 with sd 1 (z = 2.12) would pass one test at 5%, but not the curve's.
        const LabResult slight = runOfTurns({0, 0, 0, 0, 0, 200, 0, 200}, {0, 0, 0});
        LabResult slightRise = slight;
        slightRise.all.perTurn[1].comfortSum = 60;          // 0.15 on average over 400
        slightRise.all.perTurn[1].comfortSquares = 400 + 9; // about sd 1 around it
        turns.set(&slightRise, &slight, "en");
        QVERIFY(!turns.at(1, "comfortChanged").toBool());
        // The same rise with a wide spread (sd 20) is within chance.
        const LabResult noisy = runOfTurns({0, 0, 0, 0, 0, 200, 0, 200}, {0, 1, 0}, 20);
        const LabResult noisyBefore = runOfTurns({0, 0, 0, 0, 200, 0, 200}, {0, 0, 0}, 20);
        turns.set(&noisy, &noisyBefore, "en");
        QVERIFY(!turns.at(1, "comfortChanged").toBool());
        QCOMPARE(turns.changeText(), QString("Against the run before, no turn's average comfort or "
                                             "state changed by more than chance."));
        // Several turns are listed as the language lists them (CLDR's English, with its comma).
        const LabResult three = runOfTurns({0, 0, 0, 0, 0, 200, 0, 200}, {1, 1, 1});
        turns.set(&three, &before, "en");
        QCOMPARE(turns.changeText(),
                 QString("Average comfort changed by more than chance after turns 0, 1, and 2."));
        // A run before without the squares (a file from before them) is not tested at all.
        LabResult old = before;
        old.all.turnSquares = false;
        turns.set(&three, &old, "en");
        QVERIFY(turns.compared());
        QVERIFY(turns.changeText().isEmpty());
        QVERIFY(!turns.at(1, "comfortChanged").toBool());
    }

    // A/B: a change of rate is significant when chance explains it less than 5% of the time.
    void changesAreTestedForSignificance() {
        const LabResult before = madeRun(1000, 500, 400, 220);
        const LabResult clear = madeRun(1000, 600, 400, 300); // +10 points: significant
        const LabResult noise = madeRun(1000, 515, 400, 225); // +1.5 points: chance
        LabRatesModel rates;
        QAbstractItemModelTester tester(&rates,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        rates.set(&clear, &before, "en");
        QVERIFY(rates.data(rates.index(0), LabRatesModel::ComparedRole).toBool());
        QVERIFY(rates.data(rates.index(0), LabRatesModel::SignificantRole).toBool());
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::ChangeRole).toDouble(), 0.1);
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::ChangeTextRole).toString(),
                 QString("+10.0 pts, significant"));
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::ChangePointsRole).toString(),
                 QString("+10.0 pts"));
        // The Wilson interval of 600 of 1000.
        QVERIFY(qAbs(rates.data(rates.index(0), LabRatesModel::LowRole).toDouble() - 0.5693) <
                1e-3);
        QVERIFY(qAbs(rates.data(rates.index(0), LabRatesModel::HighRole).toDouble() - 0.6299) <
                1e-3);
        rates.set(&noise, &before, "en");
        QVERIFY(!rates.data(rates.index(0), LabRatesModel::SignificantRole).toBool());
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::ChangeTextRole).toString(),
                 QString("+1.5 pts, within chance"));

        // Per card: the win rate when played, against the run before, and its impact.
        LabCardsModel cards;
        QAbstractItemModelTester cardTester(&cards,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        cards.set(&clear, &before, "en");
        QCOMPARE(cards.rowCount(), 1);
        QVERIFY(cards.data(cards.index(0, 0), LabCardsModel::ChangeSignificantRole).toBool());
        QCOMPARE(cards.data(cards.index(0, 0), LabCardsModel::ChangeRole).toDouble(), 0.75 - 0.55);
        // 300 of 400 played against 300 of 600 not played: an impact of +25 points.
        QCOMPARE(cards.data(cards.index(0, 0), LabCardsModel::ImpactRole).toDouble(), 0.25);
        QVERIFY(cards.data(cards.index(0, 0), LabCardsModel::ImpactSignificantRole).toBool());
        cards.set(&noise, &before, "en");
        QVERIFY(!cards.data(cards.index(0, 0), LabCardsModel::ChangeSignificantRole).toBool());
        QCOMPARE(
            cards.data(cards.index(0, LabCardsModel::ChangeColumn), Qt::DisplayRole).toString(),
            QString("+1.2 pts"));

        // Outcomes: the share of failures fell from 50% to 40%.
        LabCountsModel outcomes(LabCountsModel::Kind::Outcomes);
        outcomes.set(&clear, &before, "en");
        QCOMPARE(outcomes.rowCount(), 2);
        QCOMPARE(outcomes.data(outcomes.index(0), LabCountsModel::LabelRole).toString(),
                 QString("Success"));
        QCOMPARE(outcomes.data(outcomes.index(1), LabCountsModel::LabelRole).toString(),
                 QString("Failure"));
        QVERIFY(outcomes.data(outcomes.index(1), LabCountsModel::SignificantRole).toBool());
        QCOMPARE(outcomes.data(outcomes.index(1), LabCountsModel::ShareTextRole).toString(),
                 QString("40.0%"));

        // Nothing to compare with: no change shown.
        rates.set(&clear, nullptr, "en");
        QVERIFY(!rates.data(rates.index(0), LabRatesModel::ComparedRole).toBool());
        QVERIFY(rates.data(rates.index(0), LabRatesModel::ChangeTextRole).toString().isEmpty());
        QCOMPARE(mismatch(before.setup, madeRun(10, 5, 1, 1, "greedy").setup),
                 LabMismatch::Policies);
        QCOMPARE(mismatch(before.setup, clear.setup), LabMismatch::None);
    }

    // A table's rows are judged together (Holm at 95%): a change that chance would explain less
    // than 5% of the time by itself is not called significant among five rows, while a clear
    // one still is.
    void tablesAreJudgedAsAWhole() {
        LabResult before = madeRun(1000, 500, 400, 220), after = before;
        before.all.endReasons = {{"A", 100}, {"B", 100}, {"C", 100}, {"D", 100}, {"E", 600}};
        after.all.endReasons = {{"A", 130}, {"B", 100}, {"C", 100}, {"D", 100}, {"E", 570}};
        // By itself, A's +3 points would count: p is about 0.036.
        const RateChange alone = rateChange(true, 100, 1000, 130, 1000);
        QVERIFY(alone.significant);
        QVERIFY(alone.pValue > 0.01 && alone.pValue < 0.05);
        LabCountsModel reasons(LabCountsModel::Kind::EndReasons);
        QAbstractItemModelTester tester(&reasons,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        reasons.set(&after, &before, "en");
        QCOMPARE(reasons.rowCount(), 5);
        for (int i = 0; i < reasons.rowCount(); ++i) {
            QVERIFY(reasons.data(reasons.index(i), LabCountsModel::ComparedRole).toBool());
            QVERIFY(!reasons.data(reasons.index(i), LabCountsModel::SignificantRole).toBool());
        }
        // A clear change among them is still seen: A +10 points (p far below 0.01).
        after.all.endReasons = {{"A", 200}, {"B", 100}, {"C", 100}, {"D", 100}, {"E", 500}};
        reasons.set(&after, &before, "en");
        QStringList significant;
        for (int i = 0; i < reasons.rowCount(); ++i)
            if (reasons.data(reasons.index(i), LabCountsModel::SignificantRole).toBool())
                significant << reasons.data(reasons.index(i), LabCountsModel::ChangeTextRole)
                                   .toString();
        // The most common first: E's fall, then A's rise.
        QCOMPARE(significant,
                 QStringList({"\u221210.0 pts, significant", "+10.0 pts, significant"}));
    }

    // A new run's results change the rows in place (dataChanged), never by a reset: a view keeps
    // its delegates, and the window only rebinds them in the frame that shows the results. Rows
    // only one of the runs has are inserted or removed.
    void resultsChangeRowsInPlace() {
        const LabResult first = madeRun(1000, 500, 400, 220);
        const LabResult second = madeRun(1000, 600, 400, 300);
        LabResult twoPolicies = madeRun(1000, 550, 400, 250);
        twoPolicies.policies.push_back(madeRun(1000, 700, 300, 250, "greedy").policies[0]);
        twoPolicies.policies[1].cards[0].id = "deep_question"; // a second card in the table
        twoPolicies.all.cards.push_back(twoPolicies.policies[1].cards[0]);

        LabRatesModel rates;
        LabCardsModel cards;
        LabCountsModel outcomes(LabCountsModel::Kind::Outcomes);
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (QAbstractItemModel* m :
             std::initializer_list<QAbstractItemModel*>{&rates, &cards, &outcomes})
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                m, QAbstractItemModelTester::FailureReportingMode::QtTest));
        const auto setAll = [&](const LabResult* now, const LabResult* before) {
            rates.set(now, before, "en");
            cards.set(now, before, "en");
            outcomes.set(now, before, "en");
        };
        struct Spies {
            QSignalSpy reset, changed, inserted, removed;
            explicit Spies(QAbstractItemModel* m)
                : reset(m, &QAbstractItemModel::modelReset),
                  changed(m, &QAbstractItemModel::dataChanged),
                  inserted(m, &QAbstractItemModel::rowsInserted),
                  removed(m, &QAbstractItemModel::rowsRemoved) {}
            void clear() {
                for (QSignalSpy* s : {&reset, &changed, &inserted, &removed})
                    s->clear();
            }
        };
        Spies r(&rates), c(&cards), o(&outcomes);
        QSignalSpy rateCount(&rates, &LabRatesModel::countChanged);

        // The first results: every row is new.
        setAll(&first, nullptr);
        QCOMPARE(r.inserted.count(), 1);
        QCOMPARE(o.inserted.count(), 1);
        QCOMPARE(c.inserted.count(), 1);
        QCOMPARE(rateCount.count(), 1);
        for (Spies* s : {&r, &c, &o}) {
            QCOMPARE(s->reset.count(), 0);
            s->clear();
        }
        rateCount.clear();

        // The same rows again, with other figures: changed in place, over every column.
        setAll(&second, &first);
        QCOMPARE(c.changed.count(), 1);
        QCOMPARE(c.changed.first().at(0).value<QModelIndex>(), cards.index(0, 0));
        QCOMPARE(c.changed.first().at(1).value<QModelIndex>(),
                 cards.index(0, LabCardsModel::ColumnCount - 1));
        for (Spies* s : {&r, &c, &o}) {
            QCOMPARE(s->reset.count(), 0);
            QCOMPARE(s->inserted.count(), 0);
            QCOMPARE(s->removed.count(), 0);
            QCOMPARE(s->changed.count(), 1);
            s->clear();
        }
        QCOMPARE(rateCount.count(), 0);
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::RateRole).toDouble(), 0.6);
        QVERIFY(rates.data(rates.index(0), LabRatesModel::ComparedRole).toBool());
        QCOMPARE(outcomes.data(outcomes.index(1), LabCountsModel::ShareTextRole).toString(),
                 QString("40.0%"));
        QCOMPARE(cards.data(cards.index(0, 0), LabCardsModel::ChangeRole).toDouble(), 0.75 - 0.55);

        // A policy and a card more: the first rows change, the new ones are inserted...
        setAll(&twoPolicies, nullptr);
        QCOMPARE(r.changed.count(), 1);
        QCOMPARE(r.inserted.count(), 1);
        QCOMPARE(rates.rowCount(), 2);
        QCOMPARE(rateCount.count(), 1);
        QCOMPARE(rates.data(rates.index(1), LabRatesModel::RateRole).toDouble(), 0.7);
        QCOMPARE(c.inserted.count(), 1);
        QCOMPARE(cards.rowCount(), 2);
        QVERIFY(cards.rowOf("deep_question") >= 0);
        // ...and go again when the next run has fewer.
        for (Spies* s : {&r, &c, &o})
            s->clear();
        setAll(&first, nullptr);
        QCOMPARE(r.removed.count(), 1);
        QCOMPARE(c.removed.count(), 1);
        QCOMPARE(rates.rowCount(), 1);
        QCOMPARE(cards.rowCount(), 1);
        QCOMPARE(cards.rowOf("deep_question"), -1);
        QCOMPARE(rates.data(rates.index(0), LabRatesModel::RateRole).toDouble(), 0.5);
        // No results: every row goes.
        setAll(nullptr, nullptr);
        QCOMPARE(rates.rowCount(), 0);
        QCOMPARE(cards.rowCount(), 0);
        QCOMPARE(outcomes.rowCount(), 0);
        for (Spies* s : {&r, &c, &o})
            QCOMPARE(s->reset.count(), 0);
    }
};

QTEST_MAIN(TestClientLabModels)
#include "tst_client_lab_models.moc"
