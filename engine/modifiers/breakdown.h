#pragma once
// How a derived number came to be: "50 base, +10 from 2 Trust, +20 Focused = 80".
#include <string>
#include <vector>

namespace parley {

struct Contribution {
    std::string source; // "base (Hard)", "2 Trust", "Focused atmosphere", "clamp 5..95"
    std::string change; // "50", "+10", "x2", "= 0"
    int after = 0;      // the value after this step
};

struct Breakdown {
    std::vector<Contribution> parts;
    int result = 0;
    void add(std::string source, std::string change, int after) {
        parts.push_back({std::move(source), std::move(change), after});
    }
    std::string text() const; // "50 base (Hard), +10 from 2 Trust = 60"
};

} // namespace parley
