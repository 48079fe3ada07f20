// Turning a scenario's "setup" object into the initial State.
#include "content/object_reader.h"
#include "modifiers/lifecycle.h"
#include "modifiers/queries.h"
#include "rules/context.h"
#include "rules/setup.h"
#include "sim/scenario.h"

namespace parley {

namespace {

bool readZone(ObjectReader& r, const char* key, Zone z, State& s) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error(key, std::string("'") + key + "' must be a list of card ids");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto& id = (*list)[i];
        const std::string ptr = r.at(key) + "/" + std::to_string(i);
        if (!id.is_string()) {
            r.source().error(r.diags(), ptr, "a card id must be a string");
            ok = false;
            continue;
        }
        const auto it = s.content().cardIndex.find(id.get<std::string>());
        if (it == s.content().cardIndex.end()) {
            r.source().error(r.diags(), ptr, "unknown card '" + id.get<std::string>() + "'");
            ok = false;
            continue;
        }
        addCard(s, z, it->second);
    }
    return ok;
}

} // namespace

bool buildInitialState(Scenario& sc, Diagnostics& diags) {
    const JsonSource& src = *sc.source;
    static const nlohmann::ordered_json empty = nlohmann::ordered_json::object();
    const nlohmann::ordered_json& setup = sc.setup && !sc.setup->is_null() ? *sc.setup : empty;
    if (!setup.is_object()) {
        src.error(diags, "/setup", "'setup' must be an object");
        return false;
    }
    ObjectReader r(src, setup, "/setup", diags);
    const int before = diags.errorCount();
    const Ruleset& rules = sc.content->ruleset;

    // Written zones mean "exactly this": nothing is shuffled or dealt, unwritten zones are empty.
    const bool written = r.has("hand") || r.has("deck");
    State s = written ? blankConversation(sc.content, sc.npc, sc.seed)
                      : newConversation(sc.content, sc.npc, sc.seed);
    if (written) s.deck().clear();

    std::vector<std::string> names;
    for (const auto& st : rules.states) names.push_back(st.id);
    if (const auto v = r.choice("state", false, names, "state")) s.emotion = static_cast<std::uint8_t>(*v);
    names.clear();
    for (const auto& a : rules.atmospheres) names.push_back(a.id);
    if (const auto v = r.choice("atmosphere", false, names, "atmosphere")) {
        s.atmosphere = static_cast<std::uint16_t>(*v);
        installAtmosphere(s, s.atmosphere);
    }
    if (const auto v = r.integer("comfort", false, rules.comfortMin + 1, rules.comfortMax)) s.comfort = static_cast<std::int16_t>(*v);
    if (const auto v = r.integer("patience", false, 1, 1000)) s.patience = static_cast<std::int16_t>(*v);
    if (const auto v = r.integer("turn", false, 1, 1000)) s.turn = static_cast<std::int16_t>(*v);
    if (const auto v = r.boolean("freeNextAction")) s.freeNextAction = *v;
    if (const nlohmann::ordered_json* t = r.get("tokens"); t && !t->is_null()) {
        if (!t->is_object()) r.error("tokens", "'tokens' must be a map such as {\"Trust\": 1}");
        else
            for (const auto& [name, count] : t->items()) {
                const int ti = rules.tokenIndex(name);
                if (ti < 0) r.source().error(diags, r.at("tokens") + "/" + pointerToken(name), "unknown token type '" + name + "'");
                else if (!count.is_number_integer() || count.get<long long>() < 0 || count.get<long long>() > 99)
                    r.source().error(diags, r.at("tokens") + "/" + pointerToken(name), "a token count must be an integer from 0 to 99");
                else s.tokens[ti] = static_cast<std::int16_t>(count.get<int>());
            }
    }
    if (written) {
        readZone(r, "hand", Zone::Hand, s);
        readZone(r, "deck", Zone::Deck, s);
    }
    readZone(r, "discard", Zone::Discard, s);
    readZone(r, "exhausted", Zone::Exhausted, s);
    readZone(r, "table", Zone::Table, s);
    // Extensions: permanents the NPC controls, and table cards that start tapped.
    const std::uint32_t ours = s.zone(Zone::Table).size();
    readZone(r, "theirTable", Zone::Table, s);
    for (std::uint32_t i = ours; i < s.zone(Zone::Table).size(); ++i) s.zone(Zone::Table)[i].flags |= CardFlag::NpcControlled;
    if (const nlohmann::ordered_json* tapped = r.get("tapped"); tapped && !tapped->is_null()) {
        if (!tapped->is_array()) r.error("tapped", "'tapped' must be a list of card ids on the table");
        else
            for (std::size_t i = 0; i < tapped->size(); ++i) {
                bool found = false;
                for (CardInst& ci : s.zone(Zone::Table))
                    if (!found && (*tapped)[i].is_string() && s.def(ci.card).id == (*tapped)[i].get<std::string>() &&
                        !ci.has(CardFlag::Tapped)) {
                        ci.flags |= CardFlag::Tapped;
                        found = true;
                    }
                if (!found)
                    r.source().error(diags, r.at("tapped") + "/" + std::to_string(i), "no untapped table card " +
                                                                                        (*tapped)[i].dump() + " to tap");
            }
    }
    // Weight defaults to a full pool for the state and atmosphere as written.
    s.weight = static_cast<std::int16_t>(weightCapacity(s));
    if (const auto v = r.integer("weight", false, 0, 100)) s.weight = static_cast<std::int16_t>(*v);
    const bool openingHand = r.boolean("openingHand").value_or(false);
    r.ignore("comment");
    r.finish("'setup'");
    if (diags.errorCount() != before) return false;
    // "openingHand": true runs the opening hand's triggers on the hand as written.
    if (openingHand) {
        Ctx c{s, nullptr};
        runOpeningHand(c);
    }
    sc.initial = std::move(s);
    return true;
}

} // namespace parley
