#include "cost_text.h"

#include "costs/cost.h"

namespace parley::client {

std::string costsText(const Content& content, const CostList& costs) {
    std::string out;
    for (const CostDef& c : costs)
        out += (out.empty() ? "" : ", ") + describeCost(content, c);
    return out;
}

} // namespace parley::client
