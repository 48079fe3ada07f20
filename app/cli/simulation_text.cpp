#include "simulation_text.h"

#include "sim/csv_cell.h"
#include "sim/interval.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace parley::cli {

namespace {

std::string format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
// As long as it takes: a partner's or deck's id may be longer than any buffer.
std::string format(const char* fmt, ...) {
    va_list args, again;
    va_start(args, fmt);
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, fmt, args);
    va_end(args);
    std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
    if (n > 0) std::vsnprintf(out.data(), out.size() + 1, fmt, again);
    va_end(again);
    return out;
}

std::string percent(long long part, long long whole) {
    return whole ? format("%.1f%%", 100.0 * part / whole) : "-";
}

std::string winRateLine(const SimulationStats& st) {
    const Interval ci = wilsonInterval(st.wins, st.games);
    return format("win rate %.1f%% [%.1f%%, %.1f%%]", 100.0 * st.winRate, 100.0 * ci.low,
                  100.0 * ci.high);
}

// How a conversation ended, as the window words it (the --json and --csv output keep the
// engine's names, which merge and outside tools read).
std::string endReasonWords(const std::string& reason) {
    if (reason == "EndConversation") return "an effect ended it";
    if (reason == "Desperate") return "desperation";
    if (reason == "PatienceExhausted") return "patience ran out";
    if (reason == "FinalAtmosphere") return "a failure under Final";
    if (reason == "actionLimit") return "cut off at the action limit";
    return reason;
}

std::string tally(const char* title, const std::map<std::string, int>& counts, int games,
                  std::string (*words)(const std::string&) = nullptr) {
    std::string out = std::string(title) + "\n";
    std::size_t width = 0;
    for (const auto& [name, n] : counts)
        width = std::max(width, (words ? words(name) : name).size());
    for (const auto& [name, n] : counts)
        out += format("  %-*s %6.1f%% %8d\n", static_cast<int>(width),
                      (words ? words(name) : name).c_str(), 100.0 * n / games, n);
    return out;
}

// At most eight bars: enough to see the shape, short enough to read at a glance.
std::string histogram(const SimulationStats& st) {
    std::size_t lo = st.lengths.size(), hi = 0;
    for (std::size_t t = 0; t < st.lengths.size(); ++t)
        if (st.lengths[t]) {
            lo = std::min(lo, t);
            hi = t;
        }
    if (lo > hi) return {};
    const std::size_t width = (hi - lo) / 8 + 1;
    std::vector<long long> bins((hi - lo) / width + 1, 0);
    for (std::size_t t = lo; t <= hi; ++t)
        bins[(t - lo) / width] += st.lengths[t];
    const long long most = *std::max_element(bins.begin(), bins.end());
    std::string out = "length in turns:\n";
    for (std::size_t b = 0; b < bins.size(); ++b) {
        const std::size_t from = lo + b * width, to = std::min(hi, from + width - 1);
        const std::string range =
            from == to ? std::to_string(from) : std::to_string(from) + "-" + std::to_string(to);
        out += format(
            "  %9s %8lld %6.1f%% %s\n", range.c_str(), bins[b], 100.0 * bins[b] / st.games,
            std::string(static_cast<std::size_t>(most ? 30 * bins[b] / most : 0), '#').c_str());
    }
    return out;
}

// Comfort after each turn of the conversations that got that far: the first turns, where most
// conversations still are.
std::string comfortLine(const SimulationStats& st) {
    if (st.perTurn.empty()) return {};
    std::string out = "average comfort after turn (0: the opening):";
    for (std::size_t t = 0; t < st.perTurn.size() && t <= 15; ++t)
        if (st.perTurn[t].games) out += format(" %zu:%+.1f", t, st.perTurn[t].averageComfort());
    return out + "\n";
}

std::string cardTable(const SimulationStats& st) {
    const std::vector<const CardStats*> cards = reportedCards(st);
    if (cards.empty()) return {};
    const std::vector<std::string> head{"card",        "name",           "drawn",
                                        "played",      "succeeded",      "exhausted unplayed",
                                        "win% played", "win% not played"};
    std::vector<std::vector<std::string>> rows{head};
    for (const CardStats* c : cards)
        rows.push_back({c->id, c->name, std::to_string(c->drawn), std::to_string(c->played),
                        std::to_string(c->succeeded), std::to_string(c->exhaustedUnplayed),
                        percent(c->winsPlayed, c->gamesPlayed),
                        percent(st.wins - c->winsPlayed, st.games - c->gamesPlayed)});
    std::vector<std::size_t> width(head.size(), 0);
    for (const auto& r : rows)
        for (std::size_t i = 0; i < r.size(); ++i)
            width[i] = std::max(width[i], r[i].size());
    std::string out;
    for (const auto& r : rows) {
        std::string line = " ";
        for (std::size_t i = 0; i < r.size(); ++i) {
            // Names and ids read from the left, numbers from the right.
            const std::string pad(width[i] - r[i].size(), ' ');
            line += " " + (i < 2 ? r[i] + pad : pad + r[i]);
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    return out;
}

std::string csvRate(long long part, long long whole) {
    return whole ? format("%.6f", double(part) / whole) : "";
}

// "sera (deck sera_deck): 1000 games, seed 1", and which slice of them when it is a shard.
std::string runHeader(const SimulationStats& st) {
    std::string out = format("%s (deck %s): %d games, seed %llu\n", st.npc.c_str(), st.deck.c_str(),
                             st.games, static_cast<unsigned long long>(st.seed));
    if (st.shardCount > 1)
        out += format("shard %d/%d: games %d to %d of %d\n", st.shardIndex, st.shardCount,
                      st.firstGame, st.firstGame + st.games - 1, st.totalGames);
    return out;
}

std::string pValue(double p) {
    return p < 0.001 ? "p < 0.001" : format("p %.3f", p);
}

} // namespace

std::string simulationText(const SimulationStats& st) {
    std::string out = st.policy + " vs " + runHeader(st);
    out +=
        winRateLine(st) + format(" (%lld of %d won; 95%% interval), %.2f turns per conversation\n",
                                 st.wins, st.games, st.averageTurns);
    out += tally("outcomes:", st.outcomes, st.games);
    out += tally("end reasons:", st.endReasons, st.games, endReasonWords);
    out += histogram(st);
    out += comfortLine(st);
    out += cardTable(st);
    return out;
}

std::string comparisonText(const std::vector<SimulationStats>& runs) {
    std::string out = runs.empty() ? std::string() : runHeader(runs.front());
    for (const SimulationStats& st : runs) {
        out += format("%-10s %s  %.2f turns per conversation  (%.2f s)", st.policy.c_str(),
                      winRateLine(st).c_str(), st.averageTurns, st.seconds);
        if (&st != &runs.front()) {
            const SimulationStats& a = runs.front();
            const ProportionTest t = twoProportionTest(a.wins, a.games, st.wins, st.games);
            out +=
                format("  vs %s: %+.1f points, %s (%s)", a.policy.c_str(), 100 * t.difference,
                       t.significant ? "significant" : "not significant", pValue(t.pValue).c_str());
        }
        out += "\n";
    }
    return out;
}

std::string cardsCsv(const std::vector<SimulationStats>& runs) {
    std::string out = "policy,card,name,drawn,played,succeeded,exhausted,exhausted_unplayed,"
                      "games_played,wins_played,"
                      "win_rate_played,games_not_played,wins_not_played,win_rate_not_played\n";
    for (const SimulationStats& st : runs)
        for (const CardStats* c : reportedCards(st)) {
            const long long gamesNot = st.games - c->gamesPlayed, winsNot = st.wins - c->winsPlayed;
            out += csvCell(st.policy) + "," + csvCell(c->id) + "," + csvCell(c->name) + "," +
                   std::to_string(c->drawn) + "," + std::to_string(c->played) + "," +
                   std::to_string(c->succeeded) + "," + std::to_string(c->exhausted) + "," +
                   std::to_string(c->exhaustedUnplayed) + "," + std::to_string(c->gamesPlayed) +
                   "," + std::to_string(c->winsPlayed) + "," +
                   csvRate(c->winsPlayed, c->gamesPlayed) + "," + std::to_string(gamesNot) + "," +
                   std::to_string(winsNot) + "," + csvRate(winsNot, gamesNot) + "\n";
        }
    return out;
}

} // namespace parley::cli
