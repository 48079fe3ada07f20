#include "sim/interval.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace parley {

Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z) {
    if (trials <= 0) return {0, 1};
    const double n = static_cast<double>(trials);
    const double p = std::clamp(static_cast<double>(successes) / n, 0.0, 1.0);
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    // At 0 and n successes the formula gives the bound exactly, up to rounding: say it exactly.
    return {successes <= 0 ? 0.0 : std::max(0.0, centre - half),
            successes >= trials ? 1.0 : std::min(1.0, centre + half)};
}

ProportionTest twoProportionTest(std::int64_t successesA, std::int64_t trialsA,
                                 std::int64_t successesB, std::int64_t trialsB) {
    ProportionTest t;
    if (trialsA <= 0 || trialsB <= 0) return t;
    const double nA = static_cast<double>(trialsA), nB = static_cast<double>(trialsB);
    const double pA = static_cast<double>(successesA) / nA,
                 pB = static_cast<double>(successesB) / nB;
    t.difference = pB - pA;
    const double pooled = static_cast<double>(successesA + successesB) / (nA + nB);
    const double se = std::sqrt(pooled * (1 - pooled) * (1 / nA + 1 / nB));
    if (!(se > 0)) return t;
    t.z = t.difference / se;
    t.pValue = std::erfc(std::fabs(t.z) / std::sqrt(2.0));
    t.significant = std::fabs(t.z) > kZ95;
    return t;
}

MeanTest twoMeanTest(const Moments& a, const Moments& b) {
    MeanTest t;
    if (a.n < 2 || b.n < 2) return t;
    t.difference = b.mean() - a.mean();
    // The unbiased variance of each side, from its sums (never below 0 for rounding's sake).
    const auto variance = [](const Moments& m) {
        const double n = static_cast<double>(m.n);
        return std::max(0.0, (m.squares - m.sum * m.sum / n) / (n - 1));
    };
    const double se =
        std::sqrt(variance(a) / static_cast<double>(a.n) + variance(b) / static_cast<double>(b.n));
    if (!(se > 0)) return t;
    t.z = t.difference / se;
    t.pValue = std::erfc(std::fabs(t.z) / std::sqrt(2.0));
    t.significant = std::fabs(t.z) > kZ95;
    return t;
}

std::vector<bool> holmSignificant(const std::vector<double>& pValues, double alpha) {
    const std::size_t m = pValues.size();
    std::vector<std::size_t> order(m);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return pValues[a] < pValues[b]; });
    std::vector<bool> out(m, false);
    for (std::size_t k = 0; k < m; ++k) {
        if (!(pValues[order[k]] < alpha / static_cast<double>(m - k))) break; // and all after
        out[order[k]] = true;
    }
    return out;
}

} // namespace parley
