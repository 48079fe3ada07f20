#include "sim/simulate.h"

#include "rules/setup.h"
#include "sim/playout.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <type_traits>

namespace parley {

namespace {

struct Partial {
    std::map<std::string, int> outcomes, endReasons;
    long long turns = 0;
    int wins = 0;
    std::vector<CardStats> cards;
};

// Plays games [first, last). Each game seeds its own state and policy, so the figures are the
// same whichever thread plays it.
void playGames(const std::shared_ptr<const Content>& content, const SimulationRequest& req, int first, int last,
               Partial& out) {
    out.cards.resize(content->cards.size());
    EventLog events;
    events.reserve(512);
    for (int g = first; g < last; ++g) {
        const std::uint64_t gameSeed = req.seed * 1000003ULL + static_cast<std::uint64_t>(g);
        auto policy = makePolicy(req.policy, gameSeed ^ 0x5DEECE66DULL);
        events.clear();
        State s = newConversation(content, req.npc, gameSeed, &events, req.deck);
        playOut(s, *policy, &events);
        out.turns += s.turn - 1;
        // A conversation the action limit cut off (see kPlayoutActionLimit) says so.
        ++out.outcomes[s.ended() ? s.outcome() : "actionLimit"];
        ++out.endReasons[s.ended() ? std::string(name(s.end.reason)) : "actionLimit"];
        out.wins += s.ended() && s.outcome() == "success";
        for (const Event& e : events) {
            std::visit(
                [&](const auto& x) {
                    using E = std::decay_t<decltype(x)>;
                    if constexpr (std::is_same_v<E, ev::CardDrawn>) ++out.cards[x.card].drawn;
                    else if constexpr (std::is_same_v<E, ev::CardSpoken>) ++out.cards[x.card].played;
                    else if constexpr (std::is_same_v<E, ev::CardSucceeded>) ++out.cards[x.card].succeeded;
                    else if constexpr (std::is_same_v<E, ev::CardExhausted>) ++out.cards[x.card].exhausted;
                },
                e);
        }
    }
}

} // namespace

SimulationStats simulate(const std::shared_ptr<const Content>& content, const SimulationRequest& req) {
    SimulationStats st;
    st.npc = content->npcs[req.npc].id;
    st.deck = req.deck ? req.deck->id : content->npcs[req.npc].deckId;
    st.policy = req.policy;
    st.games = req.games;
    st.cards.resize(content->cards.size());
    if (!makePolicy(req.policy, 1)) return st;
    const auto t0 = std::chrono::steady_clock::now();
    const int threads = std::clamp(req.threads, 1, std::max(1, req.games));
    std::vector<Partial> parts(threads);
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const int first = static_cast<int>(static_cast<long long>(req.games) * t / threads);
        const int last = static_cast<int>(static_cast<long long>(req.games) * (t + 1) / threads);
        workers.emplace_back(playGames, std::cref(content), std::cref(req), first, last, std::ref(parts[t]));
    }
    for (auto& w : workers) w.join();
    long long turns = 0;
    int wins = 0;
    for (const Partial& p : parts) {
        for (const auto& [k, v] : p.outcomes) st.outcomes[k] += v;
        for (const auto& [k, v] : p.endReasons) st.endReasons[k] += v;
        turns += p.turns;
        wins += p.wins;
        for (std::size_t i = 0; i < p.cards.size(); ++i) {
            st.cards[i].drawn += p.cards[i].drawn;
            st.cards[i].played += p.cards[i].played;
            st.cards[i].succeeded += p.cards[i].succeeded;
            st.cards[i].exhausted += p.cards[i].exhausted;
        }
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    st.averageTurns = req.games ? static_cast<double>(turns) / req.games : 0;
    st.winRate = req.games ? static_cast<double>(wins) / req.games : 0;
    return st;
}

} // namespace parley
