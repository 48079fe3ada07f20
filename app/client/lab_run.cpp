#include "lab_run.h"

#include "ai/policy.h"

#include <algorithm>
#include <chrono>

namespace parley::client {

long long labGames(const LabRequest& req) {
    return static_cast<long long>(req.games) * static_cast<long long>(req.npcs.size()) *
           static_cast<long long>(req.policies.size());
}

LabResult runLab(std::shared_ptr<const Content> content, const LabRequest& req,
                 std::atomic<long long>* progress, const std::atomic<bool>* cancel) {
    LabResult out;
    out.content = content;
    out.setup.npcs = req.npcs;
    std::sort(out.setup.npcs.begin(), out.setup.npcs.end());
    out.setup.deck = req.deck;
    out.setup.policies = req.policies;
    if (!content) {
        out.error = "no content";
        return out;
    }
    if (req.npcs.empty() || req.policies.empty() || req.games < 1) {
        out.error = "nothing to play";
        return out;
    }
    SimulationRequest sim;
    sim.games = req.games;
    sim.seed = req.seed;
    sim.threads = std::max(1, req.threads);
    sim.progress = progress;
    sim.cancel = cancel;
    if (!req.deck.empty()) {
        sim.deck = content->findDeck(req.deck);
        if (!sim.deck) {
            out.error = "unknown deck '" + req.deck + "'";
            return out;
        }
    }
    for (const std::string& p : req.policies)
        if (!makePolicy(p, 1)) {
            out.error = "unknown policy '" + p + "'";
            return out;
        }
    std::vector<std::uint16_t> npcs;
    for (const std::string& id : req.npcs) {
        const auto it = content->npcIndex.find(id);
        if (it == content->npcIndex.end()) {
            out.error = "unknown partner '" + id + "'";
            return out;
        }
        npcs.push_back(it->second);
    }
    const auto t0 = std::chrono::steady_clock::now();
    bool first = true;
    for (const std::string& policy : req.policies) {
        SimulationStats perPolicy;
        perPolicy.policy = policy;
        for (const std::uint16_t npc : npcs) {
            if (cancel && cancel->load(std::memory_order_relaxed)) break;
            sim.npc = npc;
            sim.policy = policy;
            SimulationStats st = simulate(content, sim);
            out.cancelled = out.cancelled || st.cancelled;
            addStats(perPolicy, st); // one machine's counts: far from overflowing
            if (first) {
                // The run's identity and the ruleset's states, for reading the state sums.
                out.all.packs = st.packs;
                out.all.contentHash = st.contentHash;
                out.all.stateNames = st.stateNames;
                out.all.seed = st.seed;
                first = false;
            }
            addStats(out.all, st);
            out.runs.push_back(std::move(st));
        }
        perPolicy.stateNames = out.all.stateNames;
        out.policies.push_back(std::move(perPolicy));
    }
    out.cancelled = out.cancelled || (cancel && cancel->load(std::memory_order_relaxed) &&
                                      out.runs.size() < npcs.size() * req.policies.size());
    out.games = out.all.games;
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

} // namespace parley::client
