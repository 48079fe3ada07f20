#pragma once
// How far a win rate measured over n games can be trusted: the Wilson score interval, and the
// two-proportion z-test that says whether two runs (an A/B of a card change, say) differ by more
// than chance. Both at 95%, the level designers read figures at.
#include <cstdint>
#include <vector>

namespace parley {

// The two-sided 95% normal quantile.
inline constexpr double kZ95 = 1.959963984540054;

struct Interval {
    double low = 0;
    double high = 1;
};

// The Wilson score interval of `successes` out of `trials`. Unlike the textbook p ± z·√(p(1-p)/n)
// it stays inside [0, 1] and does not collapse to a point at 0% or 100%, which small runs and
// rare outcomes hit all the time. No trials: [0, 1], nothing is known.
Interval wilsonInterval(std::int64_t successes, std::int64_t trials, double z = kZ95);

struct ProportionTest {
    double difference = 0;    // rate b - rate a
    double z = 0;             // the difference in pooled standard errors
    double pValue = 1;        // two-sided
    bool significant = false; // at 95%: |z| > kZ95
};

// Two-proportion z-test with the pooled rate: is `successesB / trialsB` different from
// `successesA / trialsA`? With no trials on either side, or both rates 0% or both 100%, there is
// no evidence of a difference (z 0, p 1).
ProportionTest twoProportionTest(std::int64_t successesA, std::int64_t trialsA,
                                 std::int64_t successesB, std::int64_t trialsB);

// A figure measured once per conversation (its length, its comfort after turn 3), summed over the
// conversations of a run: enough to know its mean and how widely it spreads.
struct Moments {
    std::int64_t n = 0;
    double sum = 0;     // of the values
    double squares = 0; // of their squares
    double mean() const { return n > 0 ? sum / static_cast<double>(n) : 0; }
};

struct MeanTest {
    double difference = 0;    // mean b - mean a
    double z = 0;             // the difference in standard errors
    double pValue = 1;        // two-sided
    bool significant = false; // at 95%: |z| > kZ95
};

// Is the mean of `b` different from the mean of `a`? Welch's statistic (each side's own variance)
// read against the normal distribution, which the hundreds of conversations of a balance run
// allow. Fewer than two values on a side, or no spread on either, is no evidence (z 0, p 1).
MeanTest twoMeanTest(const Moments& a, const Moments& b);

// Which of several tests read together (the rows of one table: every outcome, every card) are
// significant at `alpha` for the table as a whole: Holm's step-down method. Each test at 5% would
// make some row of a long table "significant" by chance nearly every time; Holm keeps the chance
// of any false one at `alpha`, and rejects at least what Bonferroni (each at alpha / m) does.
// Sorted by p-value, the k-th smallest (from 0) must be below alpha / (m - k), and every one
// before it too.
std::vector<bool> holmSignificant(const std::vector<double>& pValues, double alpha = 0.05);

} // namespace parley
