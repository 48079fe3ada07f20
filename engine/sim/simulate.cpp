#include "sim/simulate.h"

#include "rules/setup.h"
#include "sim/playout.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <type_traits>

namespace parley {

namespace {

bool add(long long& into, long long v) {
    return !__builtin_add_overflow(into, v, &into);
}
bool add(int& into, int v) {
    return !__builtin_add_overflow(into, v, &into);
}

template <typename T> void grow(std::vector<T>& v, std::size_t size) {
    if (v.size() < size) v.resize(size);
}

// What one thread needs besides its statistics; kept across its games so that the loop allocates
// only when a conversation is longer, or uses more card instances, than every one before it.
struct Scratch {
    EventLog events;
    std::vector<std::uint32_t> spokenIn;   // by uid: 1 + the game in which that instance was spoken
    std::vector<std::uint32_t> playedIn;   // by card: 1 + the game in which it was last spoken
    std::vector<CardIndex> playedThisGame; // the cards spoken in the current game, once each
};

void sample(SimulationStats& out, std::size_t turn, const State& s) {
    if (out.perTurn.size() <= turn) out.perTurn.resize(turn + 1);
    TurnSample& t = out.perTurn[turn];
    ++t.games;
    t.comfortSum += s.comfort;
    t.stateSum += s.emotion;
    t.comfortSquares += static_cast<long long>(s.comfort) * s.comfort;
    t.stateSquares += static_cast<long long>(s.emotion) * s.emotion;
}

// Plays games [first, last) of the run. Each game seeds its own state and policy from its index
// in the whole run, so the figures are the same whichever thread, or shard, plays it.
void playGames(const std::shared_ptr<const Content>& content, const SimulationRequest& req,
               int first, int last, SimulationStats& out) {
    Scratch scratch;
    scratch.events.reserve(512);
    scratch.playedIn.assign(content->cards.size(), 0);
    // Every game starts from the same blank conversation: built once, copied for each.
    const State blank = blankConversation(content, req.npc, 0, req.deck);
    for (int g = first; g < last; ++g) {
        if (req.cancel && req.cancel->load(std::memory_order_relaxed)) {
            out.cancelled = true;
            break;
        }
        ++out.games;
        const auto stamp = static_cast<std::uint32_t>(g - first + 1);
        const std::uint64_t gameSeed = req.seed * 1000003ULL + static_cast<std::uint64_t>(g);
        auto policy = makePolicy(req.policy, gameSeed ^ 0x5DEECE66DULL);
        EventLog& events = scratch.events;
        events.clear();
        State s = startConversation(blank, gameSeed, &events);
        sample(out, 0, s);
        // One action at a time, as playOut would play them all, to see where each turn leaves
        // the conversation.
        for (int n = 0; n < kPlayoutActionLimit && !s.ended(); ++n) {
            const int turn = s.turn;
            if (playOut(s, *policy, &events, 1) == 0) break;
            if (s.turn != turn || s.ended()) sample(out, static_cast<std::size_t>(turn), s);
        }
        const int length = s.turn - 1;
        out.turns += length;
        grow(out.lengths, static_cast<std::size_t>(length) + 1);
        ++out.lengths[static_cast<std::size_t>(length)];
        // A conversation the action limit cut off (see kPlayoutActionLimit) says so.
        ++out.outcomes[s.ended() ? s.outcome() : "actionLimit"];
        ++out.endReasons[s.ended() ? std::string(name(s.end.reason)) : "actionLimit"];
        const bool won = s.ended() && s.outcome() == "success";
        out.wins += won;
        grow(scratch.spokenIn, s.nextUid);
        scratch.playedThisGame.clear();
        for (const Event& e : events) {
            std::visit(
                [&](const auto& x) {
                    using E = std::decay_t<decltype(x)>;
                    if constexpr (std::is_same_v<E, ev::CardDrawn>) {
                        ++out.cards[x.card].drawn;
                    } else if constexpr (std::is_same_v<E, ev::CardSpoken>) {
                        ++out.cards[x.card].played;
                        scratch.spokenIn[x.uid] = stamp;
                        if (scratch.playedIn[x.card] != stamp) {
                            scratch.playedIn[x.card] = stamp;
                            scratch.playedThisGame.push_back(x.card);
                        }
                    } else if constexpr (std::is_same_v<E, ev::CardSucceeded>) {
                        ++out.cards[x.card].succeeded;
                    } else if constexpr (std::is_same_v<E, ev::CardExhausted>) {
                        ++out.cards[x.card].exhausted;
                        out.cards[x.card].exhaustedUnplayed += scratch.spokenIn[x.uid] != stamp;
                    }
                },
                e);
        }
        for (const CardIndex c : scratch.playedThisGame) {
            ++out.cards[c].gamesPlayed;
            out.cards[c].winsPlayed += won;
        }
        if (req.progress) req.progress->fetch_add(1, std::memory_order_relaxed);
    }
}

} // namespace

void updateRates(SimulationStats& st) {
    st.averageTurns = st.games ? static_cast<double>(st.turns) / st.games : 0;
    st.winRate = st.games ? static_cast<double>(st.wins) / st.games : 0;
}

bool addStats(SimulationStats& into, const SimulationStats& part) {
    bool ok = add(into.games, part.games);
    for (const auto& [k, v] : part.outcomes)
        ok = add(into.outcomes[k], v) && ok;
    for (const auto& [k, v] : part.endReasons)
        ok = add(into.endReasons[k], v) && ok;
    ok = add(into.wins, part.wins) && add(into.turns, part.turns) && ok;
    grow(into.lengths, part.lengths.size());
    for (std::size_t i = 0; i < part.lengths.size(); ++i)
        ok = add(into.lengths[i], part.lengths[i]) && ok;
    grow(into.perTurn, part.perTurn.size());
    for (std::size_t i = 0; i < part.perTurn.size(); ++i) {
        TurnSample& t = into.perTurn[i];
        const TurnSample& p = part.perTurn[i];
        ok = add(t.games, p.games) && add(t.comfortSum, p.comfortSum) &&
             add(t.stateSum, p.stateSum) && add(t.comfortSquares, p.comfortSquares) &&
             add(t.stateSquares, p.stateSquares) && ok;
    }
    into.turnSquares = into.turnSquares && part.turnSquares;
    for (std::size_t i = 0; i < part.cards.size(); ++i) {
        const CardStats& p = part.cards[i];
        // Slices of one simulate() call list the same cards in the same order; slices read from
        // files list only the cards that came up in them.
        CardStats* c = i < into.cards.size() && into.cards[i].id == p.id ? &into.cards[i] : nullptr;
        if (!c) {
            auto it = std::find_if(into.cards.begin(), into.cards.end(),
                                   [&](const CardStats& x) { return x.id == p.id; });
            if (it == into.cards.end()) {
                CardStats fresh;
                fresh.id = p.id;
                fresh.name = p.name;
                into.cards.push_back(std::move(fresh));
                it = into.cards.end() - 1;
            }
            c = &*it;
        }
        ok = add(c->drawn, p.drawn) && add(c->played, p.played) && add(c->succeeded, p.succeeded) &&
             add(c->exhausted, p.exhausted) && add(c->exhaustedUnplayed, p.exhaustedUnplayed) &&
             add(c->gamesPlayed, p.gamesPlayed) && add(c->winsPlayed, p.winsPlayed) && ok;
    }
    into.seconds += part.seconds;
    updateRates(into);
    return ok;
}

std::vector<const CardStats*> reportedCards(const SimulationStats& st) {
    std::vector<const CardStats*> out;
    for (const CardStats& c : st.cards)
        if (c.any()) out.push_back(&c);
    std::sort(out.begin(), out.end(),
              [](const CardStats* a, const CardStats* b) { return a->id < b->id; });
    return out;
}

GameRange shardRange(int games, int index, int count) {
    if (count < 1 || index < 1 || index > count || games < 0) return {};
    return {static_cast<int>(static_cast<long long>(games) * (index - 1) / count),
            static_cast<int>(static_cast<long long>(games) * index / count)};
}

SimulationStats simulate(const std::shared_ptr<const Content>& content, const SimulationRequest& req) {
    SimulationStats st;
    st.npc = content->npcs[req.npc].id;
    st.deck = req.deck ? req.deck->id : content->npcs[req.npc].deckId;
    st.policy = req.policy;
    st.packs = content->identity.packs;
    st.contentHash = content->identity.hash;
    st.seed = req.seed;
    st.totalGames = req.games;
    st.shardIndex = req.shardIndex;
    st.shardCount = req.shardCount;
    const GameRange range = shardRange(req.games, req.shardIndex, req.shardCount);
    st.firstGame = range.first;
    for (const StateDef& d : content->ruleset.states)
        st.stateNames.push_back(d.id);
    st.cards.resize(content->cards.size());
    for (std::size_t i = 0; i < st.cards.size(); ++i) {
        st.cards[i].id = content->cards[i].id;
        st.cards[i].name = content->cards[i].name.text;
    }
    if (!makePolicy(req.policy, 1)) return st;
    const auto t0 = std::chrono::steady_clock::now();
    const int games = range.last - range.first;
    const int threads = std::clamp(req.threads, 1, std::max(1, games));
    std::vector<SimulationStats> parts(threads);
    for (SimulationStats& p : parts)
        p.cards = st.cards;
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) {
        const int first =
            range.first + static_cast<int>(static_cast<long long>(games) * t / threads);
        const int last =
            range.first + static_cast<int>(static_cast<long long>(games) * (t + 1) / threads);
        workers.emplace_back(playGames, std::cref(content), std::cref(req), first, last, std::ref(parts[t]));
    }
    for (auto& w : workers) w.join();
    for (const SimulationStats& p : parts) {
        addStats(st, p); // counts of one process: far from overflowing
        st.cancelled = st.cancelled || p.cancelled;
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    updateRates(st);
    return st;
}

} // namespace parley
