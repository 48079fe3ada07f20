// Simulation statistics a designer can trust: counts that are those of the games the run's seeds
// give, whatever the threads, and shards that add up to the whole run exactly; results read back
// from JSON refuse damage, and merging refuses what is not one run.
#include "rules/setup.h"
#include "sim/playout.h"
#include "sim/simulation_json.h"
#include "sim/simulation_merge.h"
#include "test_support.h"

#include <QTest>
#include <atomic>
#include <thread>

using namespace parley;
using json = nlohmann::ordered_json;

#define JSON_EQ(a, b) QVERIFY2((a) == (b), ((a).dump() + "\n!=\n" + (b).dump()).c_str())

namespace {

// Timings differ from run to run; nothing else may.
json withoutSeconds(json j) {
    j.erase("seconds");
    if (j.contains("comparison"))
        for (json& row : j["comparison"])
            row.erase("seconds");
    return j;
}

SimulationRequest request(const Content& content, const char* npc, const char* policy, int games,
                          std::uint64_t seed) {
    SimulationRequest req;
    req.npc = content.npcIndex.at(npc);
    req.policy = policy;
    req.games = games;
    req.seed = seed;
    return req;
}

// A run's shard as another machine would hand it over: its JSON text, read back.
SimulationStats throughJson(const SimulationStats& st, const std::string& name) {
    Diagnostics diags;
    auto runs = readSimulationJson(name, simulationJson(st).dump(), diags);
    if (!runs || runs->size() != 1) {
        for (const auto& d : diags.items())
            qWarning("%s", d.format().c_str());
        qFatal("a result written by simulationJson does not read back");
    }
    return runs->front();
}

std::string errorsOf(const Diagnostics& diags) {
    std::string out;
    for (const auto& d : diags.items())
        out += d.format() + "\n";
    return out;
}

} // namespace

class TestSimulation : public QObject {
    Q_OBJECT
private slots:
    void shardRangesCoverTheRun() {
        for (int games : {1, 7, 61, 100, 1000}) {
            for (int count = 1; count <= std::min(games, 9); ++count) {
                int next = 0;
                for (int k = 1; k <= count; ++k) {
                    const GameRange r = shardRange(games, k, count);
                    QCOMPARE(r.first, next);
                    QVERIFY2(r.last > r.first,
                             qPrintable(QString("%1 games, %2/%3").arg(games).arg(k).arg(count)));
                    next = r.last;
                }
                QCOMPARE(next, games);
            }
        }
        QCOMPARE(shardRange(10, 0, 3).last, 0); // no such shard: no games
        QCOMPARE(shardRange(10, 4, 3).last, 0);
    }

    // Each figure is recounted here from the games the run's seeds give, played by playOut in one
    // go: the statistics are of exactly those games, and the slice a shard plays is its own.
    void countsAreThoseOfTheGamesTheSeedsGive() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "marcus", "greedy", 25, 9);
        req.shardIndex = 2;
        req.shardCount = 3;
        const SimulationStats st = simulate(content, req);
        const GameRange range = shardRange(25, 2, 3);
        QCOMPARE(st.firstGame, range.first);
        QCOMPARE(st.games, range.last - range.first);
        std::vector<CardStats> cards(content->cards.size());
        std::vector<long long> lengths;
        long long wins = 0, turns = 0, openingComfort = 0, openingSquares = 0;
        for (int g = range.first; g < range.last; ++g) {
            const std::uint64_t seed = req.seed * 1000003ULL + static_cast<std::uint64_t>(g);
            auto policy = makePolicy(req.policy, seed ^ 0x5DEECE66DULL);
            EventLog events;
            State s = newConversation(content, req.npc, seed, &events, nullptr);
            openingComfort += s.comfort;
            openingSquares += s.comfort * s.comfort;
            playOut(s, *policy, &events);
            const bool won = s.ended() && s.outcome() == "success";
            wins += won;
            turns += s.turn - 1;
            if (lengths.size() <= std::size_t(s.turn - 1)) lengths.resize(s.turn);
            ++lengths[s.turn - 1];
            std::vector<bool> played(content->cards.size()), spoken(s.nextUid);
            for (const Event& e : events) {
                if (const auto* d = std::get_if<ev::CardDrawn>(&e)) ++cards[d->card].drawn;
                if (const auto* p = std::get_if<ev::CardSpoken>(&e)) {
                    ++cards[p->card].played;
                    played[p->card] = spoken[p->uid] = true;
                }
                if (const auto* x = std::get_if<ev::CardExhausted>(&e)) {
                    ++cards[x->card].exhausted;
                    cards[x->card].exhaustedUnplayed += !spoken[x->uid];
                }
            }
            for (std::size_t c = 0; c < played.size(); ++c)
                if (played[c]) {
                    ++cards[c].gamesPlayed;
                    cards[c].winsPlayed += won;
                }
        }
        QCOMPARE(st.wins, wins);
        QCOMPARE(st.turns, turns);
        QCOMPARE(st.averageTurns, double(turns) / st.games);
        QCOMPARE(st.lengths, lengths);
        QCOMPARE(st.perTurn.at(0).games, (long long)st.games); // every game has an opening
        QCOMPARE(st.perTurn.at(0).comfortSum, openingComfort);
        QCOMPARE(st.perTurn.at(0).comfortSquares, openingSquares);
        QVERIFY(st.turnSquares);
        bool anyPlayed = false;
        for (std::size_t c = 0; c < cards.size(); ++c) {
            const char* id = content->cards[c].id.c_str();
            QVERIFY2(st.cards[c].id == content->cards[c].id, id);
            QVERIFY2(st.cards[c].drawn == cards[c].drawn, id);
            QVERIFY2(st.cards[c].played == cards[c].played, id);
            QVERIFY2(st.cards[c].exhausted == cards[c].exhausted, id);
            QVERIFY2(st.cards[c].exhaustedUnplayed == cards[c].exhaustedUnplayed, id);
            QVERIFY2(st.cards[c].gamesPlayed == cards[c].gamesPlayed, id);
            QVERIFY2(st.cards[c].winsPlayed == cards[c].winsPlayed, id);
            anyPlayed = anyPlayed || cards[c].gamesPlayed;
        }
        QVERIFY(anyPlayed);
    }

    // The curve: every game has a sample for every turn it played, and the samples of a turn are
    // never more than those of the turn before.
    void perTurnSamplesFollowTheGames() {
        const auto content = test::builtin();
        const SimulationStats st = simulate(content, request(*content, "sera", "random", 200, 3));
        QVERIFY(st.perTurn.size() > 2);
        long long reached = 0; // games lasting at least t turns
        for (std::size_t t = st.lengths.size(); t-- > 1;) {
            reached += st.lengths[t];
            if (t < st.perTurn.size())
                QVERIFY2(st.perTurn[t].games >= reached, qPrintable(QString::number(t)));
        }
        for (std::size_t t = 1; t < st.perTurn.size(); ++t)
            QVERIFY(st.perTurn[t].games <= st.perTurn[t - 1].games);
        QCOMPARE(st.stateNames.size(), content->ruleset.states.size());
        for (const TurnSample& t : st.perTurn)
            QVERIFY(t.averageState() >= 0 && t.averageState() <= double(st.stateNames.size() - 1));
    }

    void threadsDoNotChangeTheResults() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "elena", "greedy", 47, 4);
        req.threads = 1;
        const json one = withoutSeconds(simulationJson(simulate(content, req)));
        req.threads = 3;
        JSON_EQ(withoutSeconds(simulationJson(simulate(content, req))), one);
        req.shardIndex = 2;
        req.shardCount = 2;
        const json shardThree = withoutSeconds(simulationJson(simulate(content, req)));
        req.threads = 1;
        JSON_EQ(withoutSeconds(simulationJson(simulate(content, req))), shardThree);
    }

    // The window's lab watches a run from another thread: the counter reaches the games played,
    // and watching changes nothing in the figures.
    void progressCountsEveryGame() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "elena", "random", 53, 9);
        req.threads = 3;
        const json plain = withoutSeconds(simulationJson(simulate(content, req)));
        std::atomic<long long> progress{0};
        std::atomic<bool> cancel{false};
        req.progress = &progress;
        req.cancel = &cancel;
        const SimulationStats st = simulate(content, req);
        QCOMPARE(progress.load(), 53LL);
        QVERIFY(!st.cancelled);
        JSON_EQ(withoutSeconds(simulationJson(st)), plain);
    }

    // A cancel stops every thread before its next game, and the result says it is not the run.
    void cancelStopsBetweenGames() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "elena", "random", 5000, 3);
        req.threads = 2;
        std::atomic<long long> progress{0};
        std::atomic<bool> cancel{true};
        req.progress = &progress;
        req.cancel = &cancel;
        const SimulationStats st = simulate(content, req);
        QVERIFY(st.cancelled);
        QCOMPARE(st.games, 0);
        QCOMPARE(progress.load(), 0LL);
        // Cancelled from another thread mid-run: fewer games than asked, each one whole.
        cancel = false;
        progress = 0;
        req.games = 2'000'000;
        std::thread stopper([&] {
            while (progress.load() < 100)
                std::this_thread::yield();
            cancel = true;
        });
        const SimulationStats part = simulate(content, req);
        stopper.join();
        QVERIFY(part.cancelled);
        QVERIFY(part.games >= 100 && part.games < req.games);
        QCOMPARE(static_cast<long long>(part.games), progress.load());
        long long lengths = 0;
        for (long long n : part.lengths)
            lengths += n;
        QCOMPARE(lengths, static_cast<long long>(part.games));
    }

    void shardsMergeToTheWholeRun_data() {
        QTest::addColumn<int>("shards");
        for (int n : {1, 2, 3, 7})
            QTest::newRow(qPrintable(QString("%1 shards").arg(n))) << n;
    }
    void shardsMergeToTheWholeRun() {
        QFETCH(int, shards);
        const auto content = test::builtin();
        SimulationRequest req =
            request(*content, "sera", "greedy", 61, 2); // 61: no number of shards divides it
        const json whole = withoutSeconds(simulationJson(simulate(content, req)));
        std::vector<ShardFile> files;
        for (int k = shards; k >= 1; --k) { // in reverse: the order of the files does not matter
            req.shardIndex = k;
            req.shardCount = shards;
            const std::string name = "shard" + std::to_string(k) + ".json";
            files.push_back({name, {throughJson(simulate(content, req), name)}});
        }
        std::string error;
        const auto merged = mergeShards(files, error);
        QVERIFY2(merged, error.c_str());
        QCOMPARE(merged->size(), std::size_t(1));
        JSON_EQ(withoutSeconds(simulationJson(merged->front())), whole);
    }

    void comparisonsReadBackAndMerge() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "marcus", "random", 20, 6);
        std::vector<SimulationStats> whole;
        for (const char* p : {"random", "greedy"}) {
            req.policy = p;
            whole.push_back(simulate(content, req));
        }
        std::vector<ShardFile> files;
        req.shardCount = 3;
        for (int k = 1; k <= 3; ++k) {
            req.shardIndex = k;
            std::vector<SimulationStats> runs;
            for (const char* p : {"random", "greedy"}) {
                req.policy = p;
                runs.push_back(simulate(content, req));
            }
            Diagnostics diags;
            auto read =
                readSimulationJson("c" + std::to_string(k), comparisonJson(runs).dump(), diags);
            QVERIFY2(read, errorsOf(diags).c_str());
            QCOMPARE(read->size(), std::size_t(2));
            files.push_back({"c" + std::to_string(k), *read});
        }
        std::string error;
        const auto merged = mergeShards(files, error);
        QVERIFY2(merged, error.c_str());
        JSON_EQ(withoutSeconds(comparisonJson(*merged)), withoutSeconds(comparisonJson(whole)));
    }

    // A result written before the turns' squares were still reads and merges; it only has no
    // spread, so the lab cannot test its turns' averages.
    void resultsWithoutSquaresStillRead() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "marcus", "random", 20, 6);
        const SimulationStats whole = simulate(content, req);
        QVERIFY(whole.turnSquares);
        // As written before the squares: each turn without them.
        const auto withoutSquares = [](nlohmann::ordered_json j) {
            for (auto& t : j["perTurn"]) {
                t.erase("comfortSquares");
                t.erase("stateSquares");
            }
            return j;
        };
        const auto old = withoutSquares(simulationJson(whole));
        Diagnostics diags;
        const auto read = readSimulationJson("old", old.dump(), diags);
        QVERIFY2(read, errorsOf(diags).c_str());
        QVERIFY(!read->front().turnSquares);
        QCOMPARE(read->front().perTurn.at(0).comfortSum, whole.perTurn.at(0).comfortSum);
        QCOMPARE(read->front().perTurn.at(0).comfortSquares, 0LL);
        // A shard without them merged with one that has them: the merge has none.
        req.shardCount = 2;
        req.shardIndex = 1;
        SimulationStats merged = simulate(content, req);
        req.shardIndex = 2;
        const auto second = withoutSquares(simulationJson(simulate(content, req)));
        Diagnostics shardDiags;
        const auto secondRead = readSimulationJson("second", second.dump(), shardDiags);
        QVERIFY2(secondRead, errorsOf(shardDiags).c_str());
        QVERIFY(merged.turnSquares);
        QVERIFY(addStats(merged, secondRead->front()));
        QVERIFY(!merged.turnSquares);
        QCOMPARE(merged.games, whole.games);
        // And what is written now reads back with them.
        Diagnostics again;
        const auto now = readSimulationJson("now", simulationJson(whole).dump(), again);
        QVERIFY2(now, errorsOf(again).c_str());
        QVERIFY(now->front().turnSquares);
        QCOMPARE(now->front().perTurn.at(2).stateSquares, whole.perTurn.at(2).stateSquares);
    }

    void readingRefusesDamagedResults_data() {
        QTest::addColumn<QString>("edit"); // what is done to a good result
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << "truncate"
                                   << "malformed JSON";
        QTest::newRow("not an object") << "array"
                                       << "must be a JSON object";
        QTest::newRow("no format") << "/format"
                                   << "not a simulation result";
        QTest::newRow("no run") << "/run"
                                << "missing field 'run'";
        QTest::newRow("no seed") << "/run/seed"
                                 << "missing field 'seed'";
        QTest::newRow("no cards") << "/cards"
                                  << "missing field 'cards'";
        QTest::newRow("outcomes") << "/outcomes/failure=0"
                                  << "/outcomes: adds up to";
        QTest::newRow("lengths") << "/lengthHistogram/2=999"
                                 << "/lengthHistogram/2: a count must be a whole number";
        QTest::newRow("turns") << "/turns=1"
                               << "/lengthHistogram: adds up to";
        QTest::newRow("shard slice") << "/shard/firstGame=3"
                                     << "/shard: shard 1/1 of 40 games holds games 0 to 39";
        QTest::newRow("shard index") << "/shard/index=2"
                                     << "/shard/index: 'index' must be a whole number from 1 to 1";
        QTest::newRow("wins") << "/wins=41"
                              << "/wins: 'wins' must be a whole number from 0 to 40";
        QTest::newRow("card wins") << "/cards/small_talk/winsPlayed=999"
                                   << "/cards/small_talk/winsPlayed";
        QTest::newRow("negative") << "/cards/small_talk/drawn=-1"
                                  << "/cards/small_talk/drawn";
        QTest::newRow("npc contradiction") << "/npc=sera"
                                           << "/npc: 'sera' contradicts the run's npc 'elena'";
        QTest::newRow("seconds") << "/seconds=-1"
                                 << "/seconds";
    }
    void readingRefusesDamagedResults() {
        QFETCH(QString, edit);
        QFETCH(QString, expected);
        const auto content = test::builtin();
        json j = simulationJson(simulate(content, request(*content, "elena", "greedy", 40, 1)));
        std::string text;
        const std::string e = edit.toStdString();
        if (e == "truncate")
            text = j.dump().substr(0, 100);
        else if (e == "array")
            text = "[" + j.dump() + "]";
        else if (e.find('=') == std::string::npos) {
            json::json_pointer p(e);
            j.at(p.parent_pointer()).erase(p.back());
            text = j.dump();
        } else {
            const json::json_pointer p(e.substr(0, e.find('=')));
            const std::string v = e.substr(e.find('=') + 1);
            j[p] = (v[0] == '-' || std::isdigit(static_cast<unsigned char>(v[0])))
                       ? json(std::stoll(v))
                       : json(v);
            text = j.dump();
        }
        Diagnostics diags;
        QVERIFY(!readSimulationJson("shard.json", text, diags));
        const std::string errors = errorsOf(diags);
        QVERIFY2(errors.rfind("shard.json:", 0) == 0, errors.c_str());
        QVERIFY2(errors.find(expected.toStdString()) != std::string::npos, errors.c_str());
    }

    void mergingRefusesWhatIsNotOneRun() {
        const auto content = test::builtin();
        auto shard = [&](const char* npc, std::uint64_t seed, int games, int k, int n,
                         const char* policy = "random") {
            SimulationRequest req = request(*content, npc, policy, games, seed);
            req.shardIndex = k;
            req.shardCount = n;
            return simulate(content, req);
        };
        auto refusal = [](const std::vector<ShardFile>& files) {
            std::string error;
            return mergeShards(files, error) ? std::string("merged") : error;
        };
        const ShardFile a{"a.json", {shard("sera", 1, 30, 1, 4)}};
        const ShardFile b{"b.json", {shard("sera", 1, 30, 2, 4)}};
        const ShardFile c{"c.json", {shard("sera", 1, 30, 3, 4)}};
        const ShardFile d{"d.json", {shard("sera", 1, 30, 4, 4)}};
        QCOMPARE(refusal({a, b, c, d}), std::string("merged"));
        QCOMPARE(refusal({a, d}), std::string("shards 2, 3 of 4 are missing"));
        QCOMPARE(refusal({a, b, d}), std::string("shard 3 of 4 is missing"));
        QCOMPARE(refusal({a, b, {"b2.json", b.runs}, c, d}),
                 std::string("b2.json: shard 2/4 again, already in b.json"));
        QCOMPARE(
            refusal({a, b, {"x.json", {shard("sera", 2, 30, 3, 4)}}, d}),
            std::string("x.json: not a shard of the same run as a.json: it has seed 2, not 1"));
        QCOMPARE(
            refusal({a, b, {"x.json", {shard("elena", 1, 30, 3, 4)}}, d}),
            std::string(
                "x.json: not a shard of the same run as a.json: it is of NPC elena, not sera"));
        QCOMPARE(refusal({a, b, {"x.json", {shard("sera", 1, 30, 3, 4, "greedy")}}, d}),
                 std::string("x.json: not a shard of the same run as a.json: it is of policy "
                             "greedy, not random"));
        QCOMPARE(refusal({a, b, {"x.json", {shard("sera", 1, 31, 3, 4)}}, d}),
                 std::string("x.json: not a shard of the same run as a.json: it is of a run of 31 "
                             "games, not 30 games"));
        QCOMPARE(refusal({a, {"x.json", {shard("sera", 1, 30, 2, 3)}}}),
                 std::string(
                     "x.json: not a shard of the same run as a.json: it is a shard of 3, not 4"));
        SimulationStats otherContent = b.runs.front();
        otherContent.contentHash = "0123456789abcdef";
        QVERIFY(refusal({a, {"x.json", {otherContent}}, c, d})
                    .find("x.json: not a shard of the same run as a.json: it is "
                          "of content with hash 0123456789abcdef") == 0);
        QVERIFY(
            refusal({a, {"x.json", {b.runs.front(), shard("sera", 1, 30, 2, 4, "greedy")}}, c, d})
                .find("x.json: not a shard of the same run as a.json: it holds policies random, "
                      "greedy") == 0);
        QCOMPARE(refusal({}), std::string("no results to merge"));
    }

    // perTurn's stateSum counts states by their index in `states`: shards, or the policies of a
    // comparison, whose states differ would add up to figures of no state (they merged).
    void mergingRefusesOtherStates() {
        const auto content = test::builtin();
        SimulationRequest req = request(*content, "sera", "random", 10, 1);
        req.shardCount = 2;
        const SimulationStats a = simulate(content, req);
        req.shardIndex = 2;
        SimulationStats b = simulate(content, req);
        const std::string states = b.stateNames.front() + ", " + b.stateNames[1];
        std::swap(b.stateNames[0], b.stateNames[1]);
        std::string error;
        QVERIFY(!mergeShards({{"a.json", {a}}, {"b.json", {b}}}, error));
        QVERIFY2(error.rfind("b.json: not a shard of the same run as a.json: it has states " +
                                 b.stateNames[0] + ", " + b.stateNames[1] + ",", 0) == 0 &&
                     error.find(", not " + states + ",") != std::string::npos,
                 error.c_str());

        SimulationStats greedy = a;
        greedy.policy = "greedy";
        greedy.stateNames = b.stateNames;
        Diagnostics diags;
        QVERIFY(!readSimulationJson("c.json", comparisonJson({a, greedy}).dump(), diags));
        QVERIFY2(errorsOf(diags).find("/comparison/1: the policies of a comparison play the same "
                                      "games, but this one's run, shard or states differ") !=
                     std::string::npos,
                 errorsOf(diags).c_str());
    }

    // Seconds that add up to infinity were written as "seconds": null, which merge then
    // refused: a shard's seconds are bounded so that any number of shards adds up to a figure.
    void secondsStayFinite() {
        const auto content = test::builtin();
        SimulationStats st = simulate(content, request(*content, "elena", "random", 10, 1));
        st.seconds = 1e308;
        Diagnostics diags;
        QVERIFY(!readSimulationJson("huge.json", simulationJson(st).dump(), diags));
        QVERIFY2(errorsOf(diags).find("/seconds: 'seconds' must be a number of seconds from 0 to "
                                      "1e12, not 1e+308") != std::string::npos,
                 errorsOf(diags).c_str());
        st.seconds = 1e12;
        const SimulationStats read = throughJson(st, "long.json");
        std::string error;
        const auto merged = mergeShards({{"long.json", {read}}}, error);
        QVERIFY2(merged, error.c_str());
        QVERIFY(simulationJson(merged->front())["seconds"].is_number());
    }
};

QTEST_APPLESS_MAIN(TestSimulation)
#include "tst_simulation.moc"
