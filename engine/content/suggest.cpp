#include "content/suggest.h"

#include <algorithm>
#include <array>

namespace parley {

namespace {

// Names longer than this get no suggestion: no field, id or keyword is this long, and the
// distance then needs no heap (hostile files may hold keys of a megabyte).
constexpr std::size_t kMaxLength = 64;
constexpr std::size_t kFar = static_cast<std::size_t>(-1);

char fold(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// Three rows of the usual table: the one before the previous is needed for a swap.
std::size_t distance(std::string_view a, std::string_view b, bool ignoreCase) {
    if (a.size() > kMaxLength || b.size() > kMaxLength) return kFar;
    auto same = [&](char x, char y) { return ignoreCase ? fold(x) == fold(y) : x == y; };
    std::array<std::size_t, kMaxLength + 1> before{}, prev{}, cur{};
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = same(a[i - 1], b[j - 1]) ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                cur[j] = std::min(cur[j], before[j - 2] + 1);
        }
        before = prev;
        prev = cur;
    }
    return prev[b.size()];
}

} // namespace

std::size_t editDistance(std::string_view a, std::string_view b) {
    return distance(a, b, false);
}

std::size_t suggestionThreshold(std::size_t length) {
    return std::max<std::size_t>(1, length / 3);
}

void Suggester::consider(std::string_view candidate) {
    if (candidate.empty() || candidate == word_) return;
    const std::size_t limit = suggestionThreshold(word_.size());
    const std::size_t gap = candidate.size() > word_.size() ? candidate.size() - word_.size()
                                                            : word_.size() - candidate.size();
    if (gap > limit) return; // the distance is at least the difference in length
    const std::size_t folded = distance(word_, candidate, true);
    // A change of the whole word is no typo ("x" for "y"), however short it is.
    if (folded > limit || folded >= std::max(word_.size(), candidate.size())) return;
    const std::size_t exact = distance(word_, candidate, false);
    if (!best_.empty() && (folded > bestFolded || (folded == bestFolded && exact >= bestExact)))
        return;
    best_ = candidate;
    bestFolded = folded;
    bestExact = exact;
}

std::string Suggester::hint() const {
    if (best_.empty()) return {};
    return "; did you mean '" + std::string(best_) + "'?";
}

} // namespace parley
