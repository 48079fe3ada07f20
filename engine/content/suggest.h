#pragma once
// "Did you mean ...?" for a name the loader does not know: the closest known name by edit
// distance, when one is close enough to be a likely typo rather than another word altogether.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parley {

// Optimal string alignment distance (Damerau-Levenshtein without moving a letter twice): the
// fewest insertions, deletions, substitutions and swaps of two neighbouring letters that turn
// `a` into `b`. Letters are compared as bytes, so a non-ASCII letter counts as its UTF-8 length.
std::size_t editDistance(std::string_view a, std::string_view b);

// The most a name of `length` letters may be off by and still get a suggestion: a third of it,
// at least 1. Tighter than that, short names match unrelated short names ("x" and "y").
std::size_t suggestionThreshold(std::size_t length);

// Picks the closest of the candidates offered to it for one unknown word. Case is ignored in the
// distance (a wrong capital is a typo like any other) but decides a tie: of `drawCards` and
// `DrawCards`, `drawCard` gets the one written the same way. Remaining ties go to the candidate
// offered first. A candidate equal to the word is never suggested.
class Suggester {
public:
    explicit Suggester(std::string_view word) : word_(word) {}
    void consider(std::string_view candidate);
    template <class Range> Suggester& considerAll(const Range& candidates) {
        for (const auto& c : candidates)
            consider(c);
        return *this;
    }
    // Empty when nothing was close enough.
    std::string_view best() const { return best_; }
    // "; did you mean 'best'?", or empty: appended to the message about the unknown word.
    std::string hint() const;

private:
    std::string_view word_;
    std::string_view best_;
    std::size_t bestFolded = 0, bestExact = 0;
};

// The hint for `word` among `candidates` (any range of things a string_view can be made from).
template <class Range> std::string didYouMean(std::string_view word, const Range& candidates) {
    return Suggester(word).considerAll(candidates).hint();
}

// The hint for an unknown id among the ids of a map from id to index (Content::cardIndex and
// the like). A tie goes to the lower index, so the answer does not depend on the map's order.
template <class Index> std::string idHint(std::string_view word, const Index& ids) {
    std::vector<std::pair<std::size_t, std::string_view>> byIndex;
    byIndex.reserve(ids.size());
    for (const auto& [id, index] : ids)
        byIndex.emplace_back(static_cast<std::size_t>(index), id);
    std::sort(byIndex.begin(), byIndex.end());
    Suggester s(word);
    for (const auto& [index, id] : byIndex)
        s.consider(id);
    return s.hint();
}

} // namespace parley
