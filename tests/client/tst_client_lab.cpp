// The balance lab: the runner's figures are the engine's, whatever the threads and the sharding;
// progress reaches the total, Cancel stops early and drops the partial figures; the models hold
// under QAbstractItemModelTester; the exports say what the models say; A/B changes are tested for
// significance, and only comparable runs are compared.
#include "client_test_support.h"

#include "balance_lab.h"
#include "lab_export.h"
#include "lab_text.h"

#include "sim/simulation_json.h"

#include <QFile>
#include <QTemporaryDir>

using namespace parley::client::test;

namespace {

// Every count of a run (and nothing about where or when it ran): what must not depend on the
// threads or the shards.
nlohmann::ordered_json counts(const SimulationStats& st) {
    nlohmann::ordered_json j{{"games", st.games},           {"wins", st.wins},
                             {"turns", st.turns},           {"outcomes", st.outcomes},
                             {"endReasons", st.endReasons}, {"lengths", st.lengths}};
    for (const TurnSample& t : st.perTurn)
        j["perTurn"].push_back({t.games, t.comfortSum, t.stateSum});
    for (const CardStats* c : reportedCards(st))
        j["cards"][c->id] = {
            c->drawn,       c->played,    c->succeeded, c->exhausted, c->exhaustedUnplayed,
            c->gamesPlayed, c->winsPlayed};
    return j;
}

#define JSON_EQ(a, b) QVERIFY2((a) == (b), ((a).dump() + "\n!=\n" + (b).dump()).c_str())

LabRequest request(std::vector<std::string> npcs, std::vector<std::string> policies, int games,
                   std::uint64_t seed, int threads) {
    LabRequest req;
    req.npcs = std::move(npcs);
    req.policies = std::move(policies);
    req.games = games;
    req.seed = seed;
    req.threads = threads;
    return req;
}

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

bool waitForEnd(BalanceLab& lab, int ms = 60000) {
    if (!lab.running()) return true;
    QSignalSpy ended(&lab, &BalanceLab::ended);
    return ended.wait(ms);
}

} // namespace

class TestClientLab : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useScratchSettings("tst_client_lab"); }

    // Each pairing of a lab run is the engine's simulate() of it, for any number of threads.
    void runnerIsTheEngines_data() {
        QTest::addColumn<int>("threads");
        for (int n : {1, 2, 4})
            QTest::newRow(qPrintable(QString("%1 threads").arg(n))) << n;
    }
    void runnerIsTheEngines() {
        QFETCH(int, threads);
        const auto content = builtinContent();
        const LabResult r =
            runLab(content, request({"elena", "marcus"}, {"random", "greedy"}, 61, 7, threads));
        QVERIFY(r.error.empty());
        QVERIFY(!r.cancelled);
        QCOMPARE(r.runs.size(), std::size_t(4));
        QCOMPARE(r.games, 4LL * 61);
        SimulationStats all;
        std::size_t k = 0;
        for (const char* policy : {"random", "greedy"}) {
            SimulationStats perPolicy;
            for (const char* npc : {"elena", "marcus"}) {
                SimulationRequest req;
                req.npc = content->npcIndex.at(npc);
                req.policy = policy;
                req.games = 61;
                req.seed = 7;
                const SimulationStats engine = simulate(content, req);
                JSON_EQ(counts(r.runs[k]), counts(engine));
                QCOMPARE(r.runs[k].npc, std::string(npc));
                addStats(perPolicy, engine);
                addStats(all, engine);
                ++k;
            }
            JSON_EQ(counts(r.policies[policy == std::string("random") ? 0 : 1]), counts(perPolicy));
        }
        JSON_EQ(counts(r.all), counts(all));
    }

    // Any sharding of the same games adds up to the lab's figures.
    void shardsAddUpToTheLabRun_data() {
        QTest::addColumn<int>("shards");
        for (int n : {2, 3, 7})
            QTest::newRow(qPrintable(QString("%1 shards").arg(n))) << n;
    }
    void shardsAddUpToTheLabRun() {
        QFETCH(int, shards);
        const auto content = builtinContent();
        const LabResult r = runLab(content, request({"sera"}, {"greedy"}, 47, 3, 2));
        SimulationStats merged;
        for (int i = 1; i <= shards; ++i) {
            SimulationRequest req;
            req.npc = content->npcIndex.at("sera");
            req.policy = "greedy";
            req.games = 47;
            req.seed = 3;
            req.shardIndex = i;
            req.shardCount = shards;
            req.threads = i % 2 + 1;
            addStats(merged, simulate(content, req));
        }
        JSON_EQ(counts(merged), counts(r.all));
    }

    void runnerRefusesWhatItCannotPlay() {
        const auto content = builtinContent();
        QVERIFY(runLab(content, request({"nobody"}, {"random"}, 5, 1, 1)).error.find("nobody") !=
                std::string::npos);
        QVERIFY(runLab(content, request({"elena"}, {"psychic"}, 5, 1, 1)).error.find("psychic") !=
                std::string::npos);
        LabRequest deck = request({"elena"}, {"random"}, 5, 1, 1);
        deck.deck = "no_such_deck";
        QVERIFY(!runLab(content, deck).error.empty());
    }

    // Progress reaches the total, on the window's thread, without blocking it.
    void progressReachesTheTotal() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        lab.setThreads(2);
        QSignalSpy progress(&lab, &BalanceLab::progressChanged);
        QSignalSpy results(&lab, &BalanceLab::resultsChanged);
        QVERIFY(lab.run({"elena", "marcus"}, "", {"random"}, 1500, 1));
        QVERIFY(lab.running());
        QCOMPARE(lab.total(), 3000);
        // A second run while one is going is refused.
        QVERIFY(!lab.run({"elena"}, "", {"random"}, 10, 1));
        QVERIFY(waitForEnd(lab));
        QCOMPARE(lab.status(), BalanceLab::Status::Finished);
        QCOMPARE(lab.done(), 3000);
        QVERIFY(progress.count() >= 1);
        QCOMPARE(results.count(), 1);
        QVERIFY(lab.hasResults());
        QVERIFY(lab.gamesPerSecond() > 0);
        QVERIFY(!lab.progressText().isEmpty());
        QVERIFY(lab.resultsText().contains("3,000"));
    }

    // Cancel stops a long run promptly; its partial figures never show as a finished run's.
    void cancelStopsEarly() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        lab.setThreads(2);
        QVERIFY(lab.run({"elena"}, "", {"random"}, 500, 1));
        QVERIFY(waitForEnd(lab));
        const LabResult* finished = lab.current();
        QVERIFY(finished);
        QSignalSpy results(&lab, &BalanceLab::resultsChanged);
        QVERIFY(lab.run({"elena"}, "", {"random", "greedy"}, 5'000'000, 2));
        QTRY_VERIFY_WITH_TIMEOUT(lab.done() > 0, 10000);
        QElapsedTimer t;
        t.start();
        lab.cancel();
        QVERIFY(waitForEnd(lab, 10000));
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString("cancel took %1 ms").arg(t.elapsed())));
        QCOMPARE(lab.status(), BalanceLab::Status::Cancelled);
        QVERIFY(lab.statusText().contains("Cancelled"));
        QVERIFY(lab.done() < lab.total());
        QCOMPARE(results.count(), 0);
        // What shows is still the finished run, not the cancelled one.
        QCOMPARE(lab.current(), finished);
        QCOMPARE(lab.current()->games, 500LL);
        QVERIFY(!lab.previous());
    }

    // A reload during a run: the run finishes on the content it started with.
    void reloadDuringARunIsSafe() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        lab.setThreads(2);
        const auto before = game.content();
        QVERIFY(lab.run({"elena"}, "", {"greedy"}, 3000, 4));
        // What PackSession does on a valid reload: new content in the game's place.
        game.setContent(std::make_shared<const Content>(*before));
        QVERIFY(game.content() != before);
        QVERIFY(waitForEnd(lab));
        QCOMPARE(lab.status(), BalanceLab::Status::Finished);
        QCOMPARE(lab.current()->content, before);
        QCOMPARE(lab.current()->games, 3000LL);
    }

    // Every model under the tester, through a first run, a comparable second one, sorting and a
    // change of language.
    void modelsHoldUnderTheTester() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        lab.setThreads(2);
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
                 lab.rates(), lab.outcomes(), lab.endReasons(), lab.lengths(), lab.turns(),
                 lab.cards()})
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                m, QAbstractItemModelTester::FailureReportingMode::QtTest));
        QVERIFY(lab.run({"elena"}, "", {"random", "greedy"}, 400, 1));
        QVERIFY(waitForEnd(lab));
        QCOMPARE(lab.rates()->rowCount(), 2);
        QVERIFY(!lab.rates()->data(lab.rates()->index(0), LabRatesModel::ComparedRole).toBool());
        QVERIFY(lab.cards()->rowCount() > 3);
        QCOMPARE(lab.cards()->columnCount(), int(LabCardsModel::ColumnCount));
        QVERIFY(lab.outcomes()->rowCount() >= 2);
        QVERIFY(lab.lengths()->rowCount() > 2);
        QVERIFY(lab.turns()->rowCount() > 2);
        QVERIFY(!lab.compared());
        QVERIFY(lab.comparisonText().contains("Run again"));

        // A comparable run: every row changes in place (the view keeps its delegates).
        std::vector<std::unique_ptr<QSignalSpy>> resets;
        for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
                 lab.rates(), lab.outcomes(), lab.endReasons(), lab.cards()})
            resets.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::modelReset));
        QVERIFY(lab.run({"elena"}, "", {"random", "greedy"}, 400, 2));
        QVERIFY(waitForEnd(lab));
        for (const auto& spy : resets)
            QCOMPARE(spy->count(), 0);
        QVERIFY(lab.compared());
        QVERIFY(lab.rates()->data(lab.rates()->index(0), LabRatesModel::ComparedRole).toBool());
        QVERIFY(!lab.rates()
                     ->data(lab.rates()->index(0), LabRatesModel::ChangeTextRole)
                     .toString()
                     .isEmpty());
        QVERIFY(lab.lengths()->compared());

        // Sorting: by name A to Z, then by played, largest first.
        LabCardsModel& cards = *lab.cards();
        cards.sortBy(LabCardsModel::NameColumn);
        QCOMPARE(cards.sortOrder(), Qt::AscendingOrder);
        for (int i = 1; i < cards.rowCount(); ++i)
            QVERIFY(cards.data(cards.index(i - 1, 0), LabCardsModel::NameRole)
                        .toString()
                        .localeAwareCompare(
                            cards.data(cards.index(i, 0), LabCardsModel::NameRole).toString()) <=
                    0);
        cards.sort(LabCardsModel::PlayedColumn, Qt::DescendingOrder);
        for (int i = 1; i < cards.rowCount(); ++i)
            QVERIFY(cards.data(cards.index(i - 1, 0), LabCardsModel::PlayedRole).toLongLong() >=
                    cards.data(cards.index(i, 0), LabCardsModel::PlayedRole).toLongLong());
        cards.sortBy(LabCardsModel::PlayedColumn);
        QCOMPARE(cards.sortOrder(), Qt::AscendingOrder);

        // Other policies: not compared, and the lab says why.
        QVERIFY(lab.run({"elena"}, "", {"greedy"}, 200, 2));
        QVERIFY(waitForEnd(lab));
        QVERIFY(!lab.compared());
        QVERIFY(lab.comparisonText().contains("other policies"));
        QVERIFY(!lab.rates()->data(lab.rates()->index(0), LabRatesModel::ComparedRole).toBool());
        QVERIFY(lab.cards()
                    ->data(lab.cards()->index(0, 0), LabCardsModel::ChangeTextRole)
                    .toString()
                    .isEmpty());

        // No id on show: every outcome and end reason is in words, in German too.
        lab.setLocale("de");
        for (LabCountsModel* m : {lab.outcomes(), lab.endReasons()})
            for (int i = 0; i < m->rowCount(); ++i) {
                const QString label = m->data(m->index(i), LabCountsModel::LabelRole).toString();
                QVERIFY2(!label.isEmpty() && label[0].isUpper(), qPrintable(label));
                for (const char* raw : {"PatienceExhausted", "EndConversation", "actionLimit",
                                        "FinalAtmosphere", "success", "failure"})
                    QVERIFY2(!label.contains(raw), qPrintable(label));
            }
    }

    // The per-card figures the card gallery shows.
    void cardFiguresForTheGallery() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        QVERIFY(lab.cardFigures("small_talk").isEmpty());
        QSignalSpy results(&lab, &BalanceLab::resultsChanged);
        QVERIFY(lab.run({"elena"}, "", {"random"}, 300, 1));
        QVERIFY(waitForEnd(lab));
        QCOMPARE(results.count(), 1);
        const QVariantMap f = lab.cardFigures("small_talk");
        const QStringList keys{
            "drawn",       "played",        "succeeded",        "exhaustedUnplayed",
            "gamesPlayed", "winRatePlayed", "winRateNotPlayed", "games"};
        for (const QString& k : keys)
            QVERIFY2(f.contains(k), qPrintable(k));
        QCOMPARE(f.value("games").toInt(), 300);
        const CardStats* c = nullptr;
        for (const CardStats& x : lab.current()->all.cards)
            if (x.id == "small_talk") c = &x;
        QVERIFY(c && c->drawn > 0);
        QCOMPARE(f.value("drawn").toLongLong(), c->drawn);
        QCOMPARE(f.value("played").toLongLong(), c->played);
        QCOMPARE(f.value("exhaustedUnplayed").toLongLong(), c->exhaustedUnplayed);
        QCOMPARE(f.value("winRatePlayed").toDouble(), double(c->winsPlayed) / c->gamesPlayed);
        QVERIFY(lab.cardFigures("no_such_card").isEmpty());
    }

    // The CSV is the per-card table, a row per policy and card; the JSON reads back as the runs.
    void exportsSayWhatTheRunFound() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        QTemporaryDir dir;
        QVERIFY(!lab.exportCsv(dir.filePath("none.csv"))); // nothing to export yet
        QVERIFY(lab.run({"elena", "marcus"}, "", {"random", "greedy"}, 150, 3));
        QVERIFY(waitForEnd(lab));
        const LabResult& r = *lab.current();

        QVERIFY(lab.exportCsv(QUrl::fromLocalFile(dir.filePath("cards.csv")).toString()));
        QVERIFY(lab.message().contains("cards.csv"));
        QFile csv(dir.filePath("cards.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.first().startsWith("policy,card,name,drawn,played,succeeded,exhausted,"));
        std::size_t rows = 0;
        for (const SimulationStats& st : r.policies)
            rows += reportedCards(st).size();
        QCOMPARE(std::size_t(lines.size()), rows + 1);
        // The greedy policy's Small Talk row has the model's figures.
        const CardStats* talk = nullptr;
        for (const CardStats* c : reportedCards(r.policies[1]))
            if (c->id == "small_talk") talk = c;
        QVERIFY(talk);
        const QString expected = QString("greedy,small_talk,Small Talk,%1,%2,%3,")
                                     .arg(talk->drawn)
                                     .arg(talk->played)
                                     .arg(talk->succeeded);
        QVERIFY2(std::any_of(lines.begin(), lines.end(),
                             [&](const QString& l) { return l.startsWith(expected); }),
                 qPrintable(expected));

        QVERIFY(lab.exportJson(dir.filePath("all.json")));
        QFile json(dir.filePath("all.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        // Per partner, what `parley-cli simulate --json` writes for the two policies.
        const auto doc = nlohmann::ordered_json::parse(json.readAll().toStdString());
        QCOMPARE(doc["format"].get<std::string>(), std::string("parley-balance-lab/1"));
        QCOMPARE(doc["partners"].size(), std::size_t(2));
        std::size_t partnerRuns = 0;
        for (const auto& partner : doc["partners"]) {
            Diagnostics diags;
            const auto runs = readSimulationJson("all.json", partner.dump(), diags);
            QVERIFY(runs);
            QCOMPARE(runs->size(), std::size_t(2));
            for (const SimulationStats& st : *runs) {
                const auto same = std::find_if(r.runs.begin(), r.runs.end(), [&](const auto& x) {
                    return x.npc == st.npc && x.policy == st.policy;
                });
                QVERIFY(same != r.runs.end());
                QCOMPARE(st.wins, same->wins);
                QCOMPARE(st.games, same->games);
                ++partnerRuns;
            }
        }
        QCOMPARE(partnerRuns, r.runs.size());

        // A file that cannot be written: false, the reason, and nothing left behind.
        QVERIFY(!lab.exportCsv(dir.filePath("no/such/folder/cards.csv")));
        QVERIFY(lab.message().startsWith("Could not save"));
        QImage image(40, 30, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(lab.saveImage(QVariant::fromValue(image), dir.filePath("chart.png")));
        QCOMPARE(QImage(dir.filePath("chart.png")).size(), QSize(40, 30));
        QVERIFY(!lab.saveImage(QVariant(), dir.filePath("empty.png")));
        QVERIFY(!QFile::exists(dir.filePath("empty.png")));
    }

    // A/B: a change of rate is significant when chance explains it less than 5% of the time.
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

    // The status line follows a change of language after the run, as the figures do.
    void statusFollowsTheLanguage() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        lab.setThreads(2);
        QVERIFY(lab.run({"elena"}, "", {"random"}, 50, 1));
        QVERIFY(waitForEnd(lab));
        QCOMPARE(lab.statusText(), QString("Finished."));
        QSignalSpy status(&lab, &BalanceLab::statusChanged);
        LanguageController lang;
        lang.setLanguage("de");
        lab.setLocale("de");
        QVERIFY(status.count() >= 1);
        QCOMPARE(lab.statusText(), QString("Fertig."));
        lang.setLanguage("en");
        lab.setLocale("en");
        QCOMPARE(lab.statusText(), QString("Finished."));
    }

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

    void viewOption() {
        LaunchOptions o;
        QString message;
        QCOMPARE(parseLaunchOptions({"parley", "--view", "balance"}, o, message), ParseResult::Run);
        QCOMPARE(o.view, QString("balance"));
        QCOMPARE(parseLaunchOptions({"parley", "--view", "lobby"}, o, message),
                 ParseResult::UsageError);
    }
};

QTEST_MAIN(TestClientLab)
#include "tst_client_lab.moc"
