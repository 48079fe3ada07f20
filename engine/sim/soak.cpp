#include "sim/soak.h"

#include "ai/policy.h"
#include "rules/setup.h"

#include <chrono>
#include <cstdio>
#include <type_traits>

namespace parley {

int SoakStats::distinctCardsPlayed() const {
    int n = 0;
    for (long long plays : cardPlays) n += plays > 0;
    return n;
}

namespace {

std::unique_ptr<Policy> soakPolicy(const std::string& name, std::uint64_t seed, int lookaheadRollouts) {
    if (name == "lookahead") return std::make_unique<LookaheadPolicy>(seed, lookaheadRollouts);
    return makePolicy(name, seed);
}

void count(SoakStats& st, const EventLog& events) {
    for (const Event& e : events)
        std::visit(
            [&](const auto& x) {
                using E = std::decay_t<decltype(x)>;
                if constexpr (std::is_same_v<E, ev::LoopStopped>) ++st.loopsStopped;
                else if constexpr (std::is_same_v<E, ev::CardSpoken>) {
                    if (x.card < st.cardPlays.size()) ++st.cardPlays[x.card];
                }
            },
            e);
}

std::string seconds(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f s", s);
    return buf;
}

} // namespace

SoakStats runSoak(const std::shared_ptr<const Content>& content, const SoakRequest& req) {
    using Clock = std::chrono::steady_clock;
    SoakStats st;
    st.cardPlays.assign(content->cards.size(), 0);
    std::vector<std::uint16_t> npcs = req.npcs;
    if (npcs.empty())
        for (std::uint16_t i = 0; i < content->npcs.size(); ++i) npcs.push_back(i);
    std::vector<std::string> policies = req.policies;
    if (policies.empty())
        for (std::string_view p : policyNames()) policies.emplace_back(p);
    if (npcs.empty() || policies.empty()) return st;

    const auto t0 = Clock::now();
    EventLog events;
    events.reserve(256);
    for (long long k = 0; st.actions < req.actions; ++k) {
        // Every (NPC, policy) pair in turn: all NPCs with the first policy, then with the next.
        const auto pair = static_cast<std::size_t>(k % static_cast<long long>(npcs.size() * policies.size()));
        const std::uint16_t npc = npcs[pair % npcs.size()];
        const std::string& policyName = policies[pair / npcs.size()];
        const std::string& npcId = content->npcs[npc].id;
        const std::uint64_t seed = req.seed + static_cast<std::uint64_t>(k);
        auto policy = soakPolicy(policyName, seed * 0x9E3779B97F4A7C15ULL ^ 0x50A4ULL, req.lookaheadRollouts);
        if (!policy) break;
        ++st.conversations;
        ++st.byNpc[npcId].conversations;
        ++st.byPolicy[policyName].conversations;

        events.clear();
        State s = newConversation(content, npc, seed, &events);
        count(st, events);
        InvariantChecker checker(s, req.checks);
        int done = 0;
        auto fail = [&](std::string action, std::string violation) {
            st.failure = SoakFailure{npcId, policyName, seed, k, done, std::move(action), std::move(violation)};
        };
        for (;;) {
            if (std::string v = checker.check(s); !v.empty()) {
                fail({}, std::move(v));
                break;
            }
            st.probes += static_cast<long long>(checker.probes().size());
            if (s.ended()) {
                ++st.outcomes[s.outcome()];
                ++st.endReasons[std::string(name(s.end.reason))];
                break;
            }
            if (done >= req.maxActionsPerConversation) {
                // A conversation that never ends (content whose actions cost nothing) stops here.
                ++st.outcomes["actionLimit"];
                ++st.endReasons["actionLimit"];
                break;
            }
            if (st.actions >= req.actions) break; // the budget is spent: this one is cut short
            const auto started = Clock::now();
            const Action a = policy->choose(s);
            std::string what = describeAction(s, a);
            events.clear();
            ApplyResult r;
            if (std::string v = checker.step(s, a, &events, &r); !v.empty()) {
                fail(std::move(what), std::move(v));
                break;
            }
            if (!r.ok()) {
                fail(std::move(what), "the " + policyName + " policy chose an action that apply() refuses: " + r.message);
                break;
            }
            // Checked once the action is done: it cannot be stopped halfway, but each action is
            // bounded (kMaxStepsPerAction), so this bounds the soak.
            if (const double took = std::chrono::duration<double>(Clock::now() - started).count();
                took > req.maxSecondsPerAction) {
                fail(std::move(what), "the action and its checks took " + seconds(took) + ", more than the " +
                                          seconds(req.maxSecondsPerAction) +
                                          " a soak allows one action: the content is too slow to play");
                break;
            }
            ++done;
            ++st.actions;
            ++st.byNpc[npcId].actions;
            ++st.byPolicy[policyName].actions;
            st.decisions += a.kind == ActionKind::Choose;
            count(st, events);
        }
        if (st.failure) break;
    }
    st.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    st.actionsPerSecond = st.seconds > 0 ? static_cast<double>(st.actions) / st.seconds : 0;
    return st;
}

} // namespace parley
