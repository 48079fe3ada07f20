// Turning a scenario's "setup" object into the initial State.
#include "content/object_reader.h"
#include "modifiers/lifecycle.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "sim/scenario.h"
#include "skills/skills.h"
#include "state/context.h"

namespace parley {

namespace {

using json = nlohmann::ordered_json;

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

// Resolves a mark holder: "player", "npc", or the id of a card (its leftmost instance anywhere).
Uid markHolder(const State& s, const std::string& who) {
    if (who == "player") return kHolderPlayer;
    if (who == "npc") return kHolderNpc;
    for (Zone z : {Zone::Hand, Zone::Table, Zone::Discard, Zone::Exhausted, Zone::Pile, Zone::Deck})
        for (const CardInst& ci : s.zone(z))
            if (s.def(ci.card).id == who) return ci.uid;
    return 0;
}

// Extensions of the set-up: "skills" {"player": [...], "npc": [...]} replaces that side's skills;
// "marks" {"player"|"npc"|card id: {mark: n}}; "pile" {skill id: [card ids]}.
void readSkillSetup(ObjectReader& r, State& s) {
    const Content& c = s.content();
    if (const nlohmann::ordered_json* k = r.get("skills"); k && !k->is_null()) {
        if (!k->is_object()) r.error("skills", "'skills' must be {\"player\": [ids], \"npc\": [ids]}");
        else {
            Ctx quiet{s, nullptr};
            for (const auto& [side, list] : k->items()) {
                const std::string ptr = r.at("skills") + "/" + pointerToken(side);
                if ((side != "player" && side != "npc") || !list.is_array()) {
                    r.source().error(r.diags(), ptr, "expected \"player\" or \"npc\" with a list of skill ids");
                    continue;
                }
                const Side owner = side == "player" ? Side::Player : Side::Npc;
                for (std::uint32_t i = s.skills.size(); i-- > 0;)
                    if (s.skills[i].owner == owner) removeSkill(quiet, s.skills[i].skill, owner);
                for (std::size_t i = 0; i < list.size(); ++i) {
                    const SkillDef* d = list[i].is_string() ? c.findSkill(list[i].get<std::string>()) : nullptr;
                    if (!d) r.source().error(r.diags(), ptr + "/" + std::to_string(i), "unknown skill " + list[i].dump());
                    else grantSkill(quiet, d->index, owner);
                }
            }
        }
    }
    if (const nlohmann::ordered_json* p = r.get("pile"); p && !p->is_null()) {
        if (!p->is_object()) r.error("pile", "'pile' must be {skill id: [card ids]}");
        else
            for (const auto& [skill, list] : p->items()) {
                const std::string ptr = r.at("pile") + "/" + pointerToken(skill);
                const SkillDef* d = c.findSkill(skill);
                if (!d || !d->pile) {
                    r.source().error(r.diags(), ptr, "'" + skill + "' is not a skill with a pile");
                    continue;
                }
                for (std::size_t i = 0; list.is_array() && i < list.size(); ++i) {
                    const CardDef* card = list[i].is_string() ? c.findCard(list[i].get<std::string>()) : nullptr;
                    if (!card) {
                        r.source().error(r.diags(), ptr + "/" + std::to_string(i), "unknown card " + list[i].dump());
                        continue;
                    }
                    const Uid uid = s.newUid();
                    s.zone(Zone::Pile).push_back({card->index, uid, 0, static_cast<std::uint8_t>(d->index + 1)});
                    s.placed(Zone::Pile, s.zone(Zone::Pile).size() - 1);
                    s.noteCard(card->index);
                }
            }
    }
    // "skillUses" {"player"|"npc": {skill id: {"turn": n, "total": n}}}: uses so far, for limits.
    if (const nlohmann::ordered_json* u = r.get("skillUses"); u && !u->is_null()) {
        if (!u->is_object()) r.error("skillUses", "'skillUses' must be {\"player\"|\"npc\": {skill id: {\"turn\": n, \"total\": n}}}");
        else
            for (const auto& [side, skills] : u->items()) {
                const std::string ptr = r.at("skillUses") + "/" + pointerToken(side);
                if ((side != "player" && side != "npc") || !skills.is_object()) {
                    r.source().error(r.diags(), ptr, "expected \"player\" or \"npc\" with a map from skill id to uses");
                    continue;
                }
                const Side owner = side == "player" ? Side::Player : Side::Npc;
                for (const auto& [id, n] : skills.items()) {
                    const SkillDef* d = c.findSkill(id);
                    SkillInst* held = nullptr;
                    for (SkillInst& k : s.skills)
                        if (d && k.skill == d->index && k.owner == owner && !held) held = &k;
                    const bool shape = n.is_object() && integerIn(n.value("turn", json(0)), 0, 255) &&
                                       integerIn(n.value("total", json(0)), 0, 255);
                    if (!held || !shape) {
                        r.source().error(r.diags(), ptr + "/" + pointerToken(id),
                                         !held ? "'" + id + "' is not a skill " + side + " holds"
                                               : "uses must be {\"turn\": n, \"total\": n} with counts from 0 to 255");
                        continue;
                    }
                    held->usesThisTurn = static_cast<std::uint8_t>(n.value("turn", 0));
                    s.skillUsesThisTurn = true;
                    held->usesTotal = static_cast<std::uint8_t>(n.value("total", 0));
                }
            }
    }
    if (const nlohmann::ordered_json* m = r.get("marks"); m && !m->is_null()) {
        if (!m->is_object()) r.error("marks", "'marks' must be {\"player\"|\"npc\"|card id: {mark: count}}");
        else
            for (const auto& [who, marks] : m->items()) {
                const std::string ptr = r.at("marks") + "/" + pointerToken(who);
                const Uid holder = markHolder(s, who);
                if (!holder || !marks.is_object()) {
                    r.source().error(r.diags(), ptr, "no holder '" + who + "' (player, npc, or a card set up in a zone)");
                    continue;
                }
                Ctx quiet{s, nullptr};
                for (const auto& [mark, n] : marks.items()) {
                    const int idx = c.markIndex(mark);
                    if (idx < 0 || !integerIn(n, 0, 999))
                        r.source().error(r.diags(), ptr + "/" + pointerToken(mark),
                                         idx < 0 ? "unknown mark '" + mark + "'" : "a mark count must be an integer from 0 to 999");
                    else addMark(quiet, holder, static_cast<std::uint8_t>(idx), n.get<int>());
                }
            }
    }
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

    // Extension: "deckId" names the deck the player brings (its cards are dealt, its traits held).
    const DeckDef* deck = nullptr;
    if (const auto id = r.string("deckId", false)) {
        deck = sc.content->findDeck(*id);
        if (!deck) r.error("deckId", "unknown deck '" + *id + "'");
    }
    // Written zones mean "exactly this": nothing is shuffled or dealt, unwritten zones are empty.
    const bool written = r.has("hand") || r.has("deck");
    State s = written ? blankConversation(sc.content, sc.npc, sc.seed, deck)
                      : newConversation(sc.content, sc.npc, sc.seed, nullptr, deck);
    if (written) s.deck().clear();
    // Without "deckId" a scenario names no deck, so the player holds no traits unless "skills"
    // lists them; the NPC keeps its personality unless "skills" replaces it.
    if (!deck) {
        Ctx quiet{s, nullptr};
        for (std::uint32_t i = s.skills.size(); i-- > 0;)
            if (s.skills[i].owner == Side::Player) removeSkill(quiet, s.skills[i].skill, Side::Player);
    }

    std::vector<std::string> names;
    for (const auto& st : rules.states) names.push_back(st.id);
    if (const auto v = r.choice("state", false, names, "state")) s.emotion = static_cast<std::uint8_t>(*v);
    names.clear();
    for (const auto& a : rules.atmospheres) names.push_back(a.id);
    if (const auto v = r.choice("atmosphere", false, names, "atmosphere")) {
        s.atmosphere = static_cast<std::uint16_t>(*v);
        Ctx quiet{s, nullptr}; // a scenario's start reports nothing
        installAtmosphere(quiet, s.atmosphere);
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
                else if (!integerIn(count, 0, 99))
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
    // Extension: hand cards that start revealed; each entry reveals the leftmost unrevealed copy.
    if (const nlohmann::ordered_json* revealed = r.get("revealed"); revealed && !revealed->is_null()) {
        if (!revealed->is_array()) r.error("revealed", "'revealed' must be a list of card ids in hand");
        else
            for (std::size_t i = 0; i < revealed->size(); ++i) {
                bool found = false;
                for (CardInst& ci : s.hand())
                    if (!found && (*revealed)[i].is_string() && s.def(ci.card).id == (*revealed)[i].get<std::string>() &&
                        !ci.has(CardFlag::Revealed)) {
                        ci.flags |= CardFlag::Revealed;
                        found = true;
                    }
                if (!found)
                    r.source().error(diags, r.at("revealed") + "/" + std::to_string(i),
                                     "no unrevealed hand card " + (*revealed)[i].dump() + " to reveal");
            }
    }
    // Weight defaults to a full pool for the state and atmosphere as written.
    s.weight = static_cast<std::int16_t>(weightCapacity(s));
    if (const auto v = r.integer("weight", false, 0, 100)) s.weight = static_cast<std::int16_t>(*v);
    readSkillSetup(r, s);
    const bool openingHand = r.boolean("openingHand").value_or(false);
    // Extension: "rng" [four words] continues a saved game's random generator exactly.
    const std::optional<std::array<std::uint32_t, 4>> rng = readRngState(r, "rng");
    r.ignore("comment");
    r.finish("'setup'");
    if (diags.errorCount() != before) return false;
    // "openingHand": true runs the opening hand's triggers on the hand as written.
    if (openingHand) {
        Ctx c{s, nullptr};
        runOpeningHand(c);
    }
    if (rng) s.rng.setWords(rng->data());
    sc.initial = std::move(s);
    return true;
}

} // namespace parley
