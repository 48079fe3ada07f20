#pragma once
// Layering an add-on pack on the built-in pack. A pack may use anything built in and add new
// ids; replacing a built-in card, skill, NPC, deck or the ruleset must be declared on the entry
// with "override": true. An undeclared clash is an error that says how to declare it, and each
// declared override is a warning that names what it replaces, so nothing is replaced by accident.
#include "content/diagnostics.h"
#include "content/json_source.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace parley {

// One item of a section: where it is and which file holds it.
struct SectionItem {
    const JsonSource* src;
    const nlohmann::ordered_json* node;
    std::string pointer;
    bool replacing;    // a scenario's inline item: replaces one of the same id, no declaration needed
    bool base = false; // from the built-in pack
};

struct Sections {
    std::vector<SectionItem> rulesets, cards, npcs, decks, skills;
    std::vector<SectionItem> people, places; // who and where endings name (content/ending.h)
};

// Resolves every clash between built-in items and the pack's: a declared override takes the
// built-in item's place (so built-in order is kept), an undeclared one is dropped with an error.
// `layered`: the built-in pack is loaded under the pack; when it is not, an override is only
// pointless (a warning).
void layerOnBuiltin(Sections& sections, bool layered, Diagnostics& diags);

} // namespace parley
