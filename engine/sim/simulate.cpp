#include "sim/simulate.h"

#include "rules/setup.h"
#include "sim/playout.h"

#include <chrono>
#include <type_traits>

namespace parley {

SimulationStats simulate(const std::shared_ptr<const Content>& content, const SimulationRequest& req) {
    SimulationStats st;
    st.npc = content->npcs[req.npc].id;
    st.deck = req.deck ? req.deck->id : content->npcs[req.npc].deckId;
    st.policy = req.policy;
    st.games = req.games;
    st.cards.resize(content->cards.size());
    auto policy = makePolicy(req.policy, req.seed);
    if (!policy) return st;
    const auto t0 = std::chrono::steady_clock::now();
    long long turns = 0;
    int wins = 0;
    EventLog events;
    events.reserve(512);
    for (int g = 0; g < req.games; ++g) {
        events.clear();
        State s = newConversation(content, req.npc, req.seed * 1000003ULL + static_cast<std::uint64_t>(g), &events,
                                  req.deck);
        playOut(s, *policy, &events);
        turns += s.turn - 1;
        ++st.outcomes[s.ended() ? s.outcome() : "unfinished"];
        ++st.endReasons[std::string(name(s.end.reason))];
        wins += s.ended() && s.outcome() == "success";
        for (const Event& e : events) {
            std::visit(
                [&](const auto& x) {
                    using E = std::decay_t<decltype(x)>;
                    if constexpr (std::is_same_v<E, ev::CardDrawn>) ++st.cards[x.card].drawn;
                    else if constexpr (std::is_same_v<E, ev::CardSpoken>) ++st.cards[x.card].played;
                    else if constexpr (std::is_same_v<E, ev::CardSucceeded>) ++st.cards[x.card].succeeded;
                    else if constexpr (std::is_same_v<E, ev::CardExhausted>) ++st.cards[x.card].exhausted;
                },
                e);
        }
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    st.averageTurns = req.games ? static_cast<double>(turns) / req.games : 0;
    st.winRate = req.games ? static_cast<double>(wins) / req.games : 0;
    return st;
}

} // namespace parley
