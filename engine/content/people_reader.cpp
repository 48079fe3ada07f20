// The "people" and "places" sections: who and where an ending's data names, with names for the
// player ({"id": "lord_blackwood", "name": {"en": "Lord Blackwood", "de": ...}}).
#include "content/ending.h"
#include "content/object_reader.h"
#include "content/suggest.h"

#include <unordered_map>

namespace parley {

namespace {

// Indexes are 16 bits; a pack with more people than this is not one a person wrote.
constexpr std::size_t kMaxNamed = 60000;

// Reads one section into `out`; `where` remembers each entry's location for later messages.
void readSection(const std::vector<SectionItem>& items, const char* anItem, const char* what,
                 std::vector<NamedDef>& out, std::unordered_map<std::string, std::uint16_t>& index,
                 std::unordered_map<std::string, const SectionItem*>& where, Diagnostics& diags) {
    for (const SectionItem& it : items) {
        ObjectReader r(*it.src, *it.node, it.pointer, diags);
        if (!r.ok()) {
            r.errorHere(std::string(anItem) +
                        " must be an object such as {\"id\": \"lord_blackwood\", \"name\": "
                        "\"Lord Blackwood\"}, not " +
                        jsonTypeName(*it.node));
            continue;
        }
        // The sections are new (issue 11), so an unknown key is an error rather than the warning
        // older sections give: there is no older pack for it to break.
        bool ok = true;
        for (const auto& [key, value] : it.node->items()) {
            if (key == "id" || key == "name" || key == "override") continue;
            r.error(key, "unknown field '" + key + "' in " + anItem + " (it has only id and name)" +
                             didYouMean(key, std::array<std::string_view, 2>{"id", "name"}));
            ok = false;
        }
        const auto id = r.string("id", true);
        auto name = r.text("name", true);
        if (!id || !name) continue;
        if (const std::string bad = idProblem(what, *id); !bad.empty()) {
            r.error("id", bad);
            continue;
        }
        if (name->text.empty()) {
            r.error("name", std::string("a ") + what +
                                "'s name must not be empty: it is what the player reads");
            ok = false;
        }
        if (index.count(*id)) {
            r.error("id", std::string(what) + " '" + *id + "' is defined twice");
            continue;
        }
        if (out.size() >= kMaxNamed) {
            r.errorHere("too many entries (at most " + std::to_string(kMaxNamed) + ")");
            return;
        }
        if (!ok) continue;
        index.emplace(*id, static_cast<std::uint16_t>(out.size()));
        where.emplace(*id, &it);
        out.push_back({*id, std::move(*name), false});
    }
}

} // namespace

void readPeopleAndPlaces(const Sections& sections, Content& content, Diagnostics& diags) {
    std::unordered_map<std::string, const SectionItem*> wherePerson, wherePlace;
    readSection(sections.people, "a person", "person", content.people, content.personIndex,
                wherePerson, diags);
    readSection(sections.places, "a place", "place", content.places, content.placeIndex, wherePlace,
                diags);
    // NPCs are read after the cards (their decks name cards), but an ending may name one: their ids
    // are registered here, and personName() finds their names once they are read. The NPC reader
    // reports whatever else is wrong with an entry.
    for (const SectionItem& it : sections.npcs) {
        if (!it.node->is_object()) continue;
        const auto id = it.node->find("id");
        if (id == it.node->end() || !id->is_string()) continue;
        const std::string& npc = id->get_ref<const std::string&>();
        if (!idProblem("NPC", npc).empty()) continue;
        const auto known = content.personIndex.find(npc);
        if (known != content.personIndex.end()) {
            NamedDef& person = content.people[known->second];
            if (!person.npc) {
                const SectionItem& p = *wherePerson.at(npc);
                p.src->error(
                    diags, p.pointer + "/id",
                    "person '" + npc + "' has the id of an NPC (" + it.src->name() +
                        "), who is named already: remove this entry, or give it another id");
                person.npc = true; // the NPC's own name is used
            }
            continue;
        }
        if (content.people.size() >= kMaxNamed) break;
        content.personIndex.emplace(npc, static_cast<std::uint16_t>(content.people.size()));
        content.people.push_back({npc, {}, true});
    }
}

const LocalizedText* personName(const Content& content, std::string_view id) {
    const auto it = content.personIndex.find(std::string(id));
    if (it == content.personIndex.end()) return nullptr;
    const NamedDef& p = content.people[it->second];
    if (!p.npc) return &p.name;
    const NpcDef* npc = content.findNpc(id);
    return npc ? &npc->name : nullptr;
}

const LocalizedText* placeName(const Content& content, std::string_view id) {
    const auto it = content.placeIndex.find(std::string(id));
    return it == content.placeIndex.end() ? nullptr : &content.places[it->second].name;
}

} // namespace parley
