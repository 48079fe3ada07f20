#include "content/pack_layers.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace parley {

namespace {

// `"override": true` on an item of a pack. Anything but a bool is an error (and nullopt).
std::optional<bool> declaresOverride(const SectionItem& it, Diagnostics& diags) {
    if (!it.node->is_object() || !it.src->mayHold(kKeyOverride)) return false;
    using namespace std::string_view_literals;
    const auto& fields = it.node->get_ref<const nlohmann::ordered_json::object_t&>();
    const auto o = std::find_if(fields.begin(), fields.end(),
                                [](const auto& f) { return f.first == "override"sv; });
    if (o == fields.end()) return false;
    const nlohmann::ordered_json& value = o->second;
    if (!value.is_boolean()) {
        it.src->error(diags, it.pointer + "/override",
                      "'override' must be true or false (true: this entry replaces the built-in one with its id)");
        return std::nullopt;
    }
    return value.get<bool>();
}

std::optional<std::string> idOf(const SectionItem& it) {
    if (!it.node->is_object()) return std::nullopt;
    const auto id = it.node->find("id");
    if (id == it.node->end() || !id->is_string()) return std::nullopt;
    return id->get<std::string>();
}

void nothingToOverride(const SectionItem& it, const std::string& what, bool layered, Diagnostics& diags) {
    it.src->warning(diags, it.pointer + "/override",
                    layered ? "\"override\": true, but the built-in pack has no " + what +
                                  " to override; remove \"override\" (the entry is added either way)"
                            : "\"override\": true, but the pack is loaded on its own (standalone), so there is no "
                              "built-in " + what + " to override");
}

void layerNamed(std::vector<SectionItem>& items, const char* kind, bool layered, Diagnostics& diags) {
    std::unordered_map<std::string, std::size_t> builtin; // id -> index of the built-in item
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].base)
            if (const auto id = idOf(items[i])) builtin.emplace(*id, i);
    std::vector<bool> drop(items.size());
    std::unordered_set<std::string> overridden;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const SectionItem it = items[i];
        if (it.base || it.replacing) continue;
        const std::optional<bool> declared = declaresOverride(it, diags);
        const auto id = idOf(it);
        if (!id) continue; // the reader reports the missing id
        const std::string what = std::string(kind) + " '" + *id + "'";
        const auto b = builtin.find(*id);
        if (b == builtin.end()) {
            if (declared.value_or(false)) nothingToOverride(it, what, layered, diags);
            continue;
        }
        const std::string where = items[b->second].src->name();
        if (!declared) { // a bad 'override' was reported; the clash is not reported again
            drop[i] = true;
            continue;
        }
        if (!*declared) {
            it.src->error(diags, it.pointer + "/id",
                          what + " is already in the built-in pack (" + where + "); give this " + kind +
                              " another id, or add \"override\": true to it to replace the built-in one");
            drop[i] = true;
            continue;
        }
        if (!overridden.insert(*id).second) continue; // a second override: the reader's "defined twice"
        it.src->warning(diags, it.pointer + "/override", "overrides the built-in " + what + " (" + where + ")");
        items[b->second] = it;
        drop[i] = true;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!drop[i]) items[kept++] = items[i];
    items.resize(kept);
}

void layerRuleset(std::vector<SectionItem>& rulesets, bool layered, Diagnostics& diags) {
    const SectionItem* builtin = nullptr;
    std::size_t pack = rulesets.size(); // the pack's first ruleset; later ones are "a second ruleset"
    bool declared = false;
    for (std::size_t i = 0; i < rulesets.size(); ++i) {
        if (rulesets[i].base) {
            if (!builtin) builtin = &rulesets[i];
            continue;
        }
        const bool d = declaresOverride(rulesets[i], diags).value_or(false);
        if (pack == rulesets.size()) {
            pack = i;
            declared = d;
        }
    }
    if (pack == rulesets.size()) return;
    const SectionItem it = rulesets[pack];
    if (!builtin) {
        if (declared) nothingToOverride(it, "ruleset", layered, diags);
        return;
    }
    const std::string where = builtin->src->name();
    std::vector<SectionItem> kept;
    if (declared) {
        it.src->warning(diags, it.pointer + "/override",
                        "replaces the built-in ruleset (" + where + "): every rule and number now comes from this one");
        for (const SectionItem& r : rulesets)
            if (!r.base) kept.push_back(r);
    } else {
        it.src->error(diags, it.pointer,
                      "a second ruleset: the built-in pack has one already (" + where +
                          "); add \"override\": true to this ruleset to replace the whole built-in ruleset with it, "
                          "or remove it to play by the built-in rules");
        for (std::size_t i = 0; i < rulesets.size(); ++i)
            if (i != pack) kept.push_back(rulesets[i]);
    }
    rulesets = std::move(kept);
}

} // namespace

void layerOnBuiltin(Sections& sections, bool layered, Diagnostics& diags) {
    layerRuleset(sections.rulesets, layered, diags);
    layerNamed(sections.cards, "card", layered, diags);
    layerNamed(sections.skills, "skill", layered, diags);
    layerNamed(sections.npcs, "NPC", layered, diags);
    layerNamed(sections.decks, "deck", layered, diags);
    layerNamed(sections.people, "person", layered, diags);
    layerNamed(sections.places, "place", layered, diags);
}

} // namespace parley
