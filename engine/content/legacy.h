#pragma once
// Conversion of older card formats to the current one, done on the JSON itself so that loading
// and `parley-cli migrate` share one code path and unknown fields pass through untouched.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace parley {

struct LegacyNote {
    std::string field;   // the legacy field that was converted, e.g. "IsFleeting"
    std::string message; // what it became
};

// Whether migrateCardJson would change `card`: loading copies a card only when it would, since
// nearly every card is current and a copy of each was most of the time a large pack took.
bool needsMigration(const nlohmann::ordered_json& card);

// Rewrites one card object in place. Returns a note per converted field (empty: already current).
std::vector<LegacyNote> migrateCardJson(nlohmann::ordered_json& card);

// Rewrites every card of a content document (any of the three file shapes) in place.
std::vector<LegacyNote> migrateDocument(nlohmann::ordered_json& doc);

} // namespace parley
