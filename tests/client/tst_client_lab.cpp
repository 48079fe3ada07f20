// The balance lab: the runner's figures are the engine's, whatever the threads and the sharding;
// progress reaches the total, Cancel stops early and drops the partial figures; the models hold
// under QAbstractItemModelTester; the exports say what the models say; A/B changes are tested for
// significance, and only comparable runs are compared.
#include "client_test_support.h"

#include "balance_lab.h"
#include "card_figures_text.h"
#include "lab_export.h"
#include "lab_text.h"

#include "sim/simulation_json.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <fcntl.h>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

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

// A lab on the window's content (the built-in pack), running on two threads.
struct LabOnTheBuiltinPack {
    GameController game;
    BalanceLab lab;
    LabOnTheBuiltinPack() {
        lab.setGame(&game);
        lab.setThreads(2);
    }
};

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

    // A deck chosen for the run: every partner plays it, as the engine plays it when asked for
    // that deck, and no card outside it is drawn.
    void runnerPlaysTheChosenDeck() {
        const auto content = builtinContent();
        LabRequest req = request({"elena", "sera"}, {"greedy"}, 53, 5, 2);
        req.deck = "marcus_deck";
        const LabResult r = runLab(content, req);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.setup.deck, std::string("marcus_deck"));
        QCOMPARE(r.runs.size(), std::size_t(2));
        const DeckDef* deck = content->findDeck("marcus_deck");
        QVERIFY(deck);
        std::set<std::string> inDeck;
        for (const CardIndex c : deck->cards)
            inDeck.insert(content->cards[c].id);
        for (std::size_t k = 0; k < r.runs.size(); ++k) {
            SimulationRequest sim;
            sim.npc = content->npcIndex.at(k == 0 ? "elena" : "sera");
            sim.policy = "greedy";
            sim.games = 53;
            sim.seed = 5;
            sim.deck = deck;
            JSON_EQ(counts(r.runs[k]), counts(simulate(content, sim)));
            QCOMPARE(r.runs[k].deck, std::string("marcus_deck"));
            for (const CardStats* c : reportedCards(r.runs[k]))
                QVERIFY2(c->drawn == 0 || inDeck.count(c->id), c->id.c_str());
        }
        // Their own decks play otherwise: the choice made a difference.
        req.deck.clear();
        QVERIFY(counts(runLab(content, req).all) != counts(r.all));
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
        LabOnTheBuiltinPack on;
        BalanceLab& lab = on.lab;
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
        LabOnTheBuiltinPack on;
        BalanceLab& lab = on.lab;
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
        LabOnTheBuiltinPack on;
        BalanceLab& lab = on.lab;
        const auto before = on.game.content();
        QVERIFY(lab.run({"elena"}, "", {"greedy"}, 3000, 4));
        // What PackSession does on a valid reload: new content in the game's place.
        on.game.setContent(std::make_shared<const Content>(*before));
        QVERIFY(on.game.content() != before);
        QVERIFY(waitForEnd(lab));
        QCOMPARE(lab.status(), BalanceLab::Status::Finished);
        QCOMPARE(lab.current()->content, before);
        QCOMPARE(lab.current()->games, 3000LL);
    }

    // Every model under the tester, through a first run, a comparable second one, sorting and a
    // change of language.
    void modelsHoldUnderTheTester() {
        LabOnTheBuiltinPack on;
        BalanceLab& lab = on.lab;
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

    // A partner's figures for the gallery: their pairings added up, each policy's on its own,
    // and nothing for a partner the run did not play.
    void partnerFiguresForTheGallery() {
        LabOnTheBuiltinPack l;
        QVERIFY(l.lab.partnerFigures("elena").isEmpty());
        QVERIFY(l.lab.run({"elena", "marcus"}, "", {"random", "greedy"}, 120, 4));
        QVERIFY(waitForEnd(l.lab));
        const QVariantMap f = l.lab.partnerFigures("elena");
        QCOMPARE(f.value("games").toLongLong(), 240LL);
        long long wins = 0, turns = 0;
        for (const SimulationStats& st : l.lab.current()->runs)
            if (st.npc == "elena") {
                wins += st.wins;
                turns += st.turns;
            }
        QCOMPARE(f.value("wins").toLongLong(), wins);
        QCOMPARE(f.value("turns").toLongLong(), turns);
        const QVariantList policies = f.value("policies").toList();
        QCOMPARE(policies.size(), 2);
        QCOMPARE(policies[0].toMap().value("policy").toString(), QString("Random"));
        QCOMPARE(policies[1].toMap().value("games").toLongLong(), 120LL);
        QVERIFY(l.lab.partnerFigures("sera").isEmpty());
        // In words: all, then each policy, then the length.
        const QVariantList lines = CardFiguresText::partnerLines(f);
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines[2].toMap().value("label").toString(), QString("Won over by Random"));
        QVERIFY(lines[4].toMap().value("value").toString().endsWith("turns on average"));
        QVERIFY(CardFiguresText::partnerLines({}).isEmpty());
    }

    // A card name a spreadsheet would run as a formula is quoted as text, as parley-cli does.
    void csvCellsAreNotFormulas() {
        LabResult result;
        SimulationStats& st = result.policies.emplace_back();
        st.policy = "greedy";
        st.games = 1;
        for (const char* name : {"=1+2", "+SUM(A1)", "-2+3", "@cmd", "plain"}) {
            CardStats& c = st.cards.emplace_back();
            c.id = std::string("card_") + std::to_string(st.cards.size());
            c.name = name;
            c.drawn = 1;
        }
        const QByteArray csv = labCsv(result);
        for (const char* cell : {R"c(,"'=1+2",)c", R"c(,"'+SUM(A1)",)c", R"c(,"'-2+3",)c", R"c(,"'@cmd",)c", ",plain,"})
            QVERIFY2(csv.contains(cell), qPrintable(cell + QString("\n") + csv));
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
        const QString saved = lab.message();
        QVERIFY(saved.contains("cards.csv"));
        {
            // What the lab says follows a change of language, like everything the window shows.
            LanguageController lang;
            QSignalSpy said(&lab, &BalanceLab::messageChanged);
            lang.setLanguage("de");
            lab.setLocale("de");
            QVERIFY(said.count() >= 1);
            QVERIFY2(lab.message() != saved && lab.message().contains("cards.csv"), qPrintable(lab.message()));
            lang.setLanguage("en");
            lab.setLocale("en");
            QCOMPARE(lab.message(), saved);
        }
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

    // An export named by a link writes the link's target and keeps the link; one named by a
    // named pipe (or a device) is written through it, never replaced by a plain file.
    void exportsKeepLinksAndPipes() {
        GameController game;
        BalanceLab lab;
        lab.setGame(&game);
        QVERIFY(lab.run({"elena"}, "", {"random"}, 20, 3));
        QVERIFY(waitForEnd(lab));
        QTemporaryDir dir;
        const QString target = dir.filePath("target.csv"), link = dir.filePath("link.csv");
        QVERIFY(QFile::link(target, link));
        QVERIFY2(lab.exportCsv(link), qPrintable(lab.message()));
        QVERIFY(QFileInfo(link).isSymLink());
        QFile written(target);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("policy,card,"));

        const QByteArray pipe = QFile::encodeName(dir.filePath("pipe.json"));
        QCOMPARE(::mkfifo(pipe.constData(), 0600), 0);
        // A reader that does not wait, so that the export can open the pipe; the JSON of one
        // short run fits in the pipe's buffer.
        const int reader = ::open(pipe.constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        const bool exported = lab.exportJson(QString::fromLocal8Bit(pipe));
        QByteArray through(1 << 16, '\0');
        const ssize_t n = ::read(reader, through.data(), through.size());
        ::close(reader);
        QVERIFY2(exported, qPrintable(lab.message()));
        QVERIFY2(n > 0 && through.left(n).contains("\"policy\""), "nothing came through the pipe");
        QVERIFY2(!QFileInfo(QString::fromLocal8Bit(pipe)).isFile(), "the pipe was replaced by a file");
    }

    // The status line follows a change of language after the run, as the figures do.
    void statusFollowsTheLanguage() {
        LabOnTheBuiltinPack on;
        BalanceLab& lab = on.lab;
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
