// Benchmark of the active-effects registry: a query's cost should follow the effects on the
// queried target, not the size of the registry. Prints "name: value unit" lines.
//   bench_registry            full run
//   bench_registry --quick    a smoke run (CTest), also checks the answers agree
#include "state/registry.h"

#include <chrono>
#include <cstdio>
#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace parley;

namespace {

using Clock = std::chrono::steady_clock;
// As many as a registry holds (limits::kMaxActiveEffects): past it, add() refuses.
constexpr int kTotal = static_cast<int>(Registry::kCapacity);
constexpr ModTarget kQueried = ModTarget::ListenDraw;

// kTotal effects, `onQueried` of them on kQueried and the rest spread over the other targets,
// registered in a shuffled order so that adds land all over the storage.
Registry build(int onQueried, std::mt19937& rng, double* nsPerAdd) {
    std::vector<ActiveEffect> list;
    for (int i = 0; i < kTotal; ++i) {
        ActiveEffect e;
        int t = int(rng() % 6);
        if (t >= int(kQueried)) ++t; // skip the queried target
        e.target = i < onQueried ? kQueried : ModTarget(t);
        e.op = rng() % 4 == 0 ? ModOp::Multiply : ModOp::Add;
        e.value = std::int16_t(e.op == ModOp::Multiply ? 1 : int(rng() % 7) - 3);
        e.sourceUid = std::uint16_t(1 + rng() % 500);
        e.scope = EffectScope(rng() % 6);
        e.stacking = Stacking(rng() % 4);
        e.stackingKey = std::uint16_t(rng() % 3 == 0 ? rng() % 8 : 0);
        list.push_back(e);
    }
    std::shuffle(list.begin(), list.end(), rng);
    Registry r;
    const auto t0 = Clock::now();
    for (const auto& e : list) r.add(e);
    const auto t1 = Clock::now();
    *nsPerAdd = std::chrono::duration<double, std::nano>(t1 - t0).count() / kTotal;
    return r;
}

// A scope test, as the queries will pass: a lambda, so that it inlines.
auto accept = [](const ActiveEffect& e) { return e.scope != EffectScope::Npc; };

// The naive baseline: look at every effect, keep the queried target's. It only sums, so it does
// less work per matching effect than the registry; the difference is the scan.
int fullScan(const Registry& r, int base) {
    for (const ActiveEffect& e : r.all())
        if (e.target == kQueried && !e.suppressed && accept(e))
            base = applyModOp(e.op, base, e.value);
    return base;
}

// The best of three timings of n calls, in ns per call (the best resists a busy machine).
template <class F> double nsPerCall(int n, F&& f) {
    double best = 1e300;
    for (int rep = 0; rep < 3; ++rep) {
        volatile int sink = 0;
        const auto t0 = Clock::now();
        for (int i = 0; i < n; ++i) sink = sink + f(i);
        const auto t1 = Clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count() / n);
    }
    return best;
}

} // namespace

int main(int argc, char** argv) {
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const int queries = quick ? 200 : 200000;
    const int scans = quick ? 20 : 5000;
    std::mt19937 rng(4);
    auto noLabel = [](const ActiveEffect&) { return std::string(); };
    bool ok = true;

    for (int onQueried : {10, 1000}) {
        double nsAdd = 0;
        const Registry r = build(onQueried, rng, &nsAdd);
        const std::string tag = "registry_" + std::to_string(kTotal) + "_effects_" +
                                std::to_string(onQueried) + "_on_target";
        const double nsQuery = nsPerCall(queries, [&](int i) {
            return r.combined(kQueried, i & 15, accept, noLabel, nullptr);
        });
        const double nsForEach = nsPerCall(queries, [&](int i) {
            int s = i & 15;
            r.forEach(kQueried, false, [&](const ActiveEffect& e) { s += e.value; });
            return s;
        });
        const double nsScan = nsPerCall(scans, [&](int i) { return fullScan(r, i & 15); });
        std::printf("%s.add: %.1f ns/add\n", tag.c_str(), nsAdd);
        std::printf("%s.combined: %.1f ns/query\n", tag.c_str(), nsQuery);
        std::printf("%s.forEach: %.1f ns/query\n", tag.c_str(), nsForEach);
        std::printf("%s.full_scan_baseline: %.1f ns/query\n", tag.c_str(), nsScan);
        std::printf("%s.scan_over_combined: %.1f x\n", tag.c_str(), nsScan / nsQuery);
        std::printf("%s.combined_per_matching_effect: %.2f ns\n", tag.c_str(), nsQuery / onQueried);
        std::printf("%s.scan_per_registered_effect: %.2f ns\n", tag.c_str(), nsScan / kTotal);

        // The registry's answer must match a naive one where stacking cannot change it: with
        // every effect ungrouped, combined is a plain sum then product (multiplies are x1 here).
        Registry ungrouped;
        for (ActiveEffect e : r.all()) {
            e.stackingKey = 0;
            ungrouped.add(e);
        }
        if (ungrouped.combined(kQueried, 7, accept, noLabel, nullptr) != fullScan(ungrouped, 7)) {
            std::printf("%s.check: FAILED\n", tag.c_str());
            ok = false;
        }
    }
    return ok ? 0 : 1;
}
