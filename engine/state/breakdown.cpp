#include "state/breakdown.h"

namespace parley {

std::string Breakdown::text() const {
    std::string out;
    for (const auto& p : parts) {
        if (!out.empty()) out += ", ";
        out += p.change + " " + p.source;
    }
    if (out.empty()) return std::to_string(result);
    return out + " = " + std::to_string(result);
}

} // namespace parley
