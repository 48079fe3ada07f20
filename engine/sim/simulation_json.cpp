#include "sim/simulation_json.h"

#include "content/json_scan.h"
#include "content/json_source.h"
#include "content/object_reader.h"
#include "sim/interval.h"
#include "sim/playout.h"

#include <climits>
#include <cmath>

namespace parley {

using json = nlohmann::ordered_json;

namespace {

double rate(long long part, long long whole) {
    return whole ? static_cast<double>(part) / whole : 0;
}

} // namespace

json simulationJson(const SimulationStats& st) {
    // The fields outside tools have always read come first, with their old meaning.
    json j{{"npc", st.npc},           {"deck", st.deck},
           {"policy", st.policy},     {"games", st.games},
           {"winRate", st.winRate},   {"averageTurns", st.averageTurns},
           {"outcomes", st.outcomes}, {"endReasons", st.endReasons},
           {"seconds", st.seconds}};
    json cards = json::object();
    for (const CardStats* c : reportedCards(st)) {
        const long long gamesNotPlayed = st.games - c->gamesPlayed,
                        winsNotPlayed = st.wins - c->winsPlayed;
        cards[c->id] = {{"drawn", c->drawn},
                        {"played", c->played},
                        {"succeeded", c->succeeded},
                        {"exhausted", c->exhausted},
                        {"name", c->name},
                        {"exhaustedUnplayed", c->exhaustedUnplayed},
                        {"gamesPlayed", c->gamesPlayed},
                        {"winsPlayed", c->winsPlayed},
                        {"gamesNotPlayed", gamesNotPlayed},
                        {"winsNotPlayed", winsNotPlayed},
                        {"winRatePlayed", rate(c->winsPlayed, c->gamesPlayed)},
                        {"winRateNotPlayed", rate(winsNotPlayed, gamesNotPlayed)}};
    }
    j["cards"] = cards;
    j["format"] = kSimulationFormat;
    j["run"] = {{"packs", st.packs},     {"hash", st.contentHash}, {"npc", st.npc},
                {"deck", st.deck},       {"policy", st.policy},    {"seed", st.seed},
                {"games", st.totalGames}};
    j["shard"] = {{"index", st.shardIndex},
                  {"count", st.shardCount},
                  {"firstGame", st.firstGame},
                  {"games", st.games}};
    j["wins"] = st.wins;
    const Interval ci = wilsonInterval(st.wins, st.games);
    j["winRateInterval"] = {{"low", ci.low}, {"high", ci.high}, {"level", 0.95}};
    j["turns"] = st.turns;
    j["lengthHistogram"] = st.lengths;
    json turns = json::array();
    for (const TurnSample& t : st.perTurn)
        turns.push_back({{"games", t.games},
                         {"comfortSum", t.comfortSum},
                         {"stateSum", t.stateSum},
                         {"comfortSquares", t.comfortSquares},
                         {"stateSquares", t.stateSquares},
                         {"averageComfort", t.averageComfort()},
                         {"averageState", t.averageState()}});
    j["perTurn"] = turns;
    j["states"] = st.stateNames;
    return j;
}

json comparisonJson(const std::vector<SimulationStats>& runs) {
    json rows = json::array();
    for (const SimulationStats& st : runs)
        rows.push_back(simulationJson(st));
    return json{{"format", kSimulationFormat},
                {"npc", runs.empty() ? std::string() : runs.front().npc},
                {"games", runs.empty() ? 0 : runs.front().games},
                {"comparison", rows}};
}

namespace {

std::string at(const std::string& ptr, std::string_view key) {
    return ptr + "/" + pointerToken(key);
}
std::string at(const std::string& ptr, std::size_t i) {
    return ptr + "/" + std::to_string(i);
}
std::string named(std::string_view key) {
    return "'" + std::string(key) + "'";
}
std::string text(const json& j) {
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Far beyond any real count (10 million games of 10,000 actions), and far enough from overflow
// that the checks below can multiply and add them.
constexpr long long kMaxCount = 1LL << 50;
// A shard's time: over 30,000 years is no measurement. Bounded so that the seconds of any number
// of shards (at most 2^31 - 1) add up to a finite figure, which JSON can hold (not "null").
constexpr double kMaxSeconds = 1e12;
// A conversation's turns: one turn takes at least one action.
constexpr std::size_t kMaxTurns = static_cast<std::size_t>(kPlayoutActionLimit) + 1;

// Reads one run's object, checking every count and how the counts fit together.
class RunReader {
public:
    RunReader(const JsonSource& src, Diagnostics& diags) : src_(src), diags_(diags) {}

    bool read(const json& node, const std::string& ptr, SimulationStats& st) {
        if (!node.is_object())
            return fail(ptr, "a simulation result must be an object, not " + jsonTypeName(node));
        const json* run =
            object(node, ptr, "run", "the run's identity: {\"packs\", \"hash\", \"npc\", ...}");
        const json* shard =
            run ? object(node, ptr, "shard",
                         "the shard's place in the run: {\"index\", \"count\", ...}")
                : nullptr;
        if (!run || !shard) return false;
        const std::string runPtr = at(ptr, "run"), shardPtr = at(ptr, "shard");
        long long seed = 0, total = 0, index = 0, count = 0, first = 0, games = 0;
        if (!strings(*run, runPtr, "packs", st.packs) ||
            !string(*run, runPtr, "hash", st.contentHash) || !string(*run, runPtr, "npc", st.npc) ||
            !string(*run, runPtr, "deck", st.deck) || !string(*run, runPtr, "policy", st.policy) ||
            !integer(*run, runPtr, "seed", 0, LLONG_MAX, seed) ||
            !integer(*run, runPtr, "games", 1, INT_MAX, total) ||
            !integer(*shard, shardPtr, "count", 1, total, count) ||
            !integer(*shard, shardPtr, "index", 1, count, index) ||
            !integer(*shard, shardPtr, "firstGame", 0, total - 1, first) ||
            !integer(*shard, shardPtr, "games", 1, total, games))
            return false;
        st.seed = static_cast<std::uint64_t>(seed);
        st.totalGames = static_cast<int>(total);
        st.shardIndex = static_cast<int>(index);
        st.shardCount = static_cast<int>(count);
        st.firstGame = static_cast<int>(first);
        st.games = static_cast<int>(games);
        const GameRange range = shardRange(st.totalGames, st.shardIndex, st.shardCount);
        if (range.first != st.firstGame || range.last - range.first != st.games)
            return fail(shardPtr, "shard " + std::to_string(index) + "/" + std::to_string(count) +
                                      " of " + std::to_string(total) + " games holds games " +
                                      std::to_string(range.first) + " to " +
                                      std::to_string(range.last - 1) + ", not " +
                                      std::to_string(first) + " to " +
                                      std::to_string(first + games - 1));
        // The old top-level fields repeat the identity: they must say the same.
        for (const auto& [key, value] : {std::pair<const char*, const std::string*>{"npc", &st.npc},
                                         {"deck", &st.deck},
                                         {"policy", &st.policy}}) {
            std::string top;
            if (!string(node, ptr, key, top)) return false;
            if (top != *value)
                return fail(at(ptr, key),
                            "'" + top + "' contradicts the run's " + key + " '" + *value + "'");
        }
        long long topGames = 0;
        if (!integer(node, ptr, "games", 1, total, topGames)) return false;
        if (topGames != st.games)
            return fail(at(ptr, "games"), std::to_string(topGames) + " contradicts the shard's " +
                                              std::to_string(st.games) + " games");

        if (!tally(node, ptr, "outcomes", st.games, st.outcomes) ||
            !tally(node, ptr, "endReasons", st.games, st.endReasons) ||
            !integer(node, ptr, "wins", 0, st.games, st.wins) ||
            !integer(node, ptr, "turns", 0, static_cast<long long>(kMaxTurns) * st.games,
                     st.turns) ||
            !lengths(node, ptr, st) || !perTurn(node, ptr, st) ||
            !strings(node, ptr, "states", st.stateNames) || !cards(node, ptr, st) ||
            !seconds(node, ptr, st.seconds))
            return false;
        updateRates(st);
        return true;
    }

private:
    bool fail(const std::string& ptr, const std::string& message) {
        src_.error(diags_, ptr, message);
        return false;
    }

    const json* field(const json& node, const std::string& ptr, std::string_view key,
                      const char* what) {
        const auto it = node.find(std::string(key));
        if (it != node.end()) return &*it;
        fail(ptr, "missing field " + named(key) + " (" + what + ")");
        return nullptr;
    }

    const json* object(const json& node, const std::string& ptr, std::string_view key,
                       const char* what) {
        const json* j = field(node, ptr, key, what);
        if (j && !j->is_object()) {
            fail(at(ptr, key), named(key) + " must be an object, not " + jsonTypeName(*j));
            return nullptr;
        }
        return j;
    }

    const json* list(const json& node, const std::string& ptr, std::string_view key,
                     const char* what) {
        const json* j = field(node, ptr, key, what);
        if (j && !j->is_array()) {
            fail(at(ptr, key), named(key) + " must be a list, not " + jsonTypeName(*j));
            return nullptr;
        }
        return j;
    }

    bool number(const json& j, const std::string& ptr, std::string_view what, long long lo,
                long long hi, long long& out) {
        if (integerIn(j, lo, hi, &out)) return true;
        return fail(ptr, std::string(what) + " must be a whole number from " + std::to_string(lo) +
                             " to " + std::to_string(hi) + ", not " + text(j));
    }

    bool integer(const json& node, const std::string& ptr, std::string_view key, long long lo,
                 long long hi, long long& out) {
        const json* j = field(node, ptr, key, "a whole number");
        return j && number(*j, at(ptr, key), named(key), lo, hi, out);
    }

    bool string(const json& node, const std::string& ptr, std::string_view key, std::string& out) {
        const json* j = field(node, ptr, key, "a string");
        if (!j) return false;
        if (!j->is_string())
            return fail(at(ptr, key), named(key) + " must be a string, not " + jsonTypeName(*j));
        out = j->get<std::string>();
        return true;
    }

    bool strings(const json& node, const std::string& ptr, std::string_view key,
                 std::vector<std::string>& out) {
        const json* j = list(node, ptr, key, "a list of strings");
        if (!j) return false;
        for (std::size_t i = 0; i < j->size(); ++i) {
            if (!(*j)[i].is_string())
                return fail(at(at(ptr, key), i), "must be a string, not " + jsonTypeName((*j)[i]));
            out.push_back((*j)[i].get<std::string>());
        }
        return true;
    }

    // outcomes and endReasons: name -> games, which add up to the games.
    bool tally(const json& node, const std::string& ptr, std::string_view key, long long games,
               std::map<std::string, int>& out) {
        const json* j = object(node, ptr, key, "name: number of games");
        if (!j) return false;
        long long sum = 0;
        for (const auto& [name, value] : j->items()) {
            long long n = 0;
            if (!number(value, at(at(ptr, key), name), named(name), 0, games, n)) return false;
            out[name] = static_cast<int>(n);
            sum += n;
        }
        if (sum != games)
            return fail(at(ptr, key), "adds up to " + std::to_string(sum) + " games, not the " +
                                          std::to_string(games) + " played");
        return true;
    }

    // lengthHistogram[t]: the games that lasted t turns; they add up to the games and their turns
    // to `turns`.
    bool lengths(const json& node, const std::string& ptr, SimulationStats& st) {
        const json* j = list(node, ptr, "lengthHistogram", "games by their length in turns");
        if (!j) return false;
        const std::string p = at(ptr, "lengthHistogram");
        if (j->size() > kMaxTurns + 1)
            return fail(p, "lists lengths beyond " + std::to_string(kMaxTurns) + " turns");
        long long games = 0, turns = 0;
        for (std::size_t t = 0; t < j->size(); ++t) {
            long long n = 0;
            if (!number((*j)[t], at(p, t), "a count", 0, st.games, n)) return false;
            st.lengths.push_back(n);
            games += n;
            turns += n * static_cast<long long>(t);
        }
        if (games != st.games)
            return fail(p, "adds up to " + std::to_string(games) + " games, not the " +
                               std::to_string(st.games) + " played");
        if (turns != st.turns)
            return fail(p, "adds up to " + std::to_string(turns) + " turns, not the " +
                               std::to_string(st.turns) + " of 'turns'");
        return true;
    }

    bool perTurn(const json& node, const std::string& ptr, SimulationStats& st) {
        const json* j = list(node, ptr, "perTurn", "comfort and state after each turn");
        if (!j) return false;
        const std::string p = at(ptr, "perTurn");
        if (j->size() > kMaxTurns + 1)
            return fail(p, "lists turns beyond " + std::to_string(kMaxTurns));
        for (std::size_t t = 0; t < j->size(); ++t) {
            const json& item = (*j)[t];
            const std::string ip = at(p, t);
            if (!item.is_object()) return fail(ip, "must be an object, not " + jsonTypeName(item));
            TurnSample s;
            // comfort is a 16-bit number, the state an 8-bit index
            if (!integer(item, ip, "games", 0, st.games, s.games) ||
                !integer(item, ip, "comfortSum", -32768 * s.games, 32767 * s.games, s.comfortSum) ||
                !integer(item, ip, "stateSum", 0, 255 * s.games, s.stateSum))
                return false;
            // The squares came later: a file without them still reads, without the spread.
            if (item.contains("comfortSquares") || item.contains("stateSquares")) {
                if (!integer(item, ip, "comfortSquares", 0, 32768LL * 32768 * s.games,
                             s.comfortSquares) ||
                    !integer(item, ip, "stateSquares", 0, 255LL * 255 * s.games, s.stateSquares))
                    return false;
            } else {
                st.turnSquares = false;
            }
            st.perTurn.push_back(s);
        }
        return true;
    }

    bool cards(const json& node, const std::string& ptr, SimulationStats& st) {
        const json* j = object(node, ptr, "cards", "card id: its counts");
        if (!j) return false;
        for (const auto& [id, value] : j->items()) {
            const std::string p = at(at(ptr, "cards"), id);
            if (!value.is_object()) return fail(p, "must be an object, not " + jsonTypeName(value));
            CardStats c;
            c.id = id;
            if (!string(value, p, "name", c.name) ||
                !integer(value, p, "drawn", 0, kMaxCount, c.drawn) ||
                !integer(value, p, "played", 0, kMaxCount, c.played) ||
                !integer(value, p, "succeeded", 0, c.played, c.succeeded) ||
                !integer(value, p, "exhausted", 0, kMaxCount, c.exhausted) ||
                !integer(value, p, "exhaustedUnplayed", 0, c.exhausted, c.exhaustedUnplayed) ||
                !integer(value, p, "gamesPlayed", 0, std::min<long long>(st.games, c.played),
                         c.gamesPlayed) ||
                !integer(value, p, "winsPlayed", 0, std::min(c.gamesPlayed, st.wins), c.winsPlayed))
                return false;
            st.cards.push_back(std::move(c));
        }
        return true;
    }

    bool seconds(const json& node, const std::string& ptr, double& out) {
        const json* j = field(node, ptr, "seconds", "the time it took");
        if (!j) return false;
        if (!j->is_number() || !(j->get<double>() >= 0) || !(j->get<double>() <= kMaxSeconds))
            return fail(at(ptr, "seconds"), "'seconds' must be a number of seconds from 0 to 1e12, not " + text(*j));
        out = j->get<double>();
        return true;
    }

    const JsonSource& src_;
    Diagnostics& diags_;
};

} // namespace

std::optional<std::vector<SimulationStats>> readSimulationJson(std::string name, std::string text,
                                                               Diagnostics& diags) {
    JsonSource src(std::move(name), std::move(text));
    if (!src.parse(diags)) return std::nullopt;
    const json& doc = src.doc();
    const std::string expected = std::string("\"format\": \"") + kSimulationFormat + "\"";
    if (!doc.is_object()) {
        src.error(diags, "",
                  "a simulation result must be a JSON object with " + expected +
                      " (what 'parley-cli simulate "
                      "--json' writes), not " +
                      jsonTypeName(doc));
        return std::nullopt;
    }
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string()) {
        src.error(diags, "",
                  "not a simulation result: it has no " + expected +
                      " (what 'parley-cli simulate --json' "
                      "writes)");
        return std::nullopt;
    }
    if (format->get<std::string>() != kSimulationFormat) {
        src.error(diags, "/format",
                  "this result is in format '" + format->get<std::string>() +
                      "'; this version of "
                      "Parley reads " +
                      kSimulationFormat);
        return std::nullopt;
    }
    RunReader reader(src, diags);
    std::vector<SimulationStats> runs;
    const auto comparison = doc.find("comparison");
    if (comparison == doc.end()) {
        if (!reader.read(doc, "", runs.emplace_back())) return std::nullopt;
        return runs;
    }
    if (!comparison->is_array() || comparison->empty()) {
        src.error(diags, "/comparison", "'comparison' must be a list of results, one per policy");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < comparison->size(); ++i)
        if (!reader.read((*comparison)[i], "/comparison/" + std::to_string(i), runs.emplace_back()))
            return std::nullopt;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        // The policies of a comparison play the same games: same content, NPC, deck, seed, shard.
        const SimulationStats &a = runs.front(), &b = runs[i];
        if (a.packs != b.packs || a.contentHash != b.contentHash || a.npc != b.npc ||
            a.deck != b.deck || a.seed != b.seed || a.totalGames != b.totalGames ||
            a.shardIndex != b.shardIndex || a.shardCount != b.shardCount ||
            a.stateNames != b.stateNames) {
            src.error(diags, "/comparison/" + std::to_string(i),
                      "the policies of a comparison play the same games, but this one's run, "
                      "shard or states differ from the first's");
            return std::nullopt;
        }
        for (std::size_t k = 0; k < i; ++k)
            if (runs[k].policy == b.policy) {
                src.error(diags, "/comparison/" + std::to_string(i),
                          "policy '" + b.policy + "' is compared twice");
                return std::nullopt;
            }
    }
    return runs;
}

} // namespace parley
