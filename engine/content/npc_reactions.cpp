#include "content/content.h"

#include <algorithm>

namespace parley {

namespace {
// A line written as "" (in every language given) is silence: no line, and no fallback either.
bool silent(const LocalizedText& line) {
    return line.text.empty() && std::all_of(line.translations.begin(), line.translations.end(),
                                            [](const auto& t) { return t.second.empty(); });
}
const LocalizedText* spoken(const std::optional<LocalizedText>& line) {
    return line && !silent(*line) ? &*line : nullptr;
}
} // namespace

const LocalizedText* NpcReactions::onState(std::size_t state) const {
    if (state < states.size() && states[state]) return spoken(states[state]);
    return spoken(anyState);
}

const LocalizedText* NpcReactions::onGoal(bool success) const {
    return spoken(success ? goalSuccess : goalFailure);
}

const LocalizedText* NpcReactions::onEnd(std::uint16_t outcome) const {
    for (const auto& [o, line] : endings)
        if (o == outcome) return silent(line) ? nullptr : &line;
    return spoken(anyEnding);
}

} // namespace parley
