#include "content/readers.h"
#include "content/suggest.h"

namespace parley {

bool readCardList(ObjectReader& r, std::string_view key, const Content& content,
                  std::vector<CardIndex>& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || !list->is_array()) {
        r.errorHere("'" + std::string(key) + "' must be a list of card ids or {\"card\": ID, \"count\": N}");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto& entry = (*list)[i];
        const std::string ptr = r.at(key) + "/" + std::to_string(i);
        std::string id;
        int count = 1;
        if (entry.is_string()) {
            id = entry.get<std::string>();
        } else if (entry.is_object()) {
            ObjectReader er(r.source(), entry, ptr, r.diags());
            id = er.string("card", true).value_or("");
            const auto c = er.integer("count", false, 1, 40);
            if (er.has("count") && !c) ok = false;
            count = c.value_or(1);
            er.finish("a deck entry");
            if (id.empty()) {
                ok = false;
                continue;
            }
        } else {
            r.source().error(r.diags(), ptr, "a deck entry must be a card id or {\"card\": ID, \"count\": N}");
            ok = false;
            continue;
        }
        const auto it = content.cardIndex.find(id);
        if (it == content.cardIndex.end()) {
            r.source().error(r.diags(), ptr,
                             "unknown card '" + id + "'" + idHint(id, content.cardIndex));
            ok = false;
            continue;
        }
        for (int k = 0; k < count; ++k) out.push_back(it->second);
    }
    if (out.size() > 200) {
        r.error(key, "a deck may hold at most 200 cards");
        ok = false;
    }
    return ok;
}

bool readDeck(ObjectReader& r, const Content& content, DeckDef& out) {
    const auto id = r.string("id", true);
    if (!id) return false;
    out.id = *id;
    bool ok = true;
    if (r.has("description")) {
        if (auto d = r.text("description", false)) out.description = std::move(*d);
        else ok = false;
    }
    if (auto n = r.text("name", false)) out.name = std::move(*n);
    else out.name.text = out.id;
    ok = readCardList(r, "cards", content, out.cards);
    ok = readSkillRefs(r, "traits", content, out.traits) && ok;
    r.finish("a deck");
    return ok;
}

bool readNpc(ObjectReader& r, const Content& content, NpcDef& out) {
    const Ruleset& rules = content.ruleset;
    const auto id = r.string("id", true);
    if (!id) return false;
    bool ok = true;
    out.id = *id;
    if (r.has("description")) {
        if (auto d = r.text("description", false)) out.description = std::move(*d);
        else ok = false;
    }
    if (auto n = r.text("name", false)) out.name = std::move(*n);
    else out.name.text = out.id;
    out.patience = rules.patienceDefault;
    if (r.has("patience")) {
        if (const auto p = r.integer("patience", false, 1, 1000)) out.patience = *p;
        else ok = false;
    }
    out.initialState = rules.startState;
    if (r.has("initialState")) {
        if (const auto s = r.choiceOfIds("initialState", false, rules.states, "state"))
            out.initialState = std::uint8_t(*s);
        else ok = false;
    }
    if (const nlohmann::ordered_json* t = r.get("tokens"); t && !t->is_null()) {
        if (!t->is_object()) {
            r.error("tokens", "'tokens' must be a map such as {\"Trust\": 1}");
            ok = false;
        } else {
            for (const auto& [name, count] : t->items()) {
                const std::string ptr = r.at("tokens") + "/" + pointerToken(name);
                const int idx = rules.tokenIndex(name);
                if (idx < 0) {
                    r.source().error(r.diags(), ptr,
                                     "unknown token type '" + name +
                                         "' (known: " + joinNames(rules.tokens) + ")" +
                                         didYouMean(name, rules.tokens));
                    ok = false;
                } else if (!integerIn(count, 0, 99)) {
                    r.source().error(r.diags(), ptr, "a token count must be an integer from 0 to 99");
                    ok = false;
                } else {
                    out.tokens[idx] = static_cast<std::int16_t>(count.get<int>());
                }
            }
        }
    }
    const nlohmann::ordered_json* deck = r.get("deck");
    if (!deck || deck->is_null()) {
        r.errorHere("an NPC needs a 'deck': a deck id or a list of cards");
        ok = false;
    } else if (deck->is_string()) {
        const DeckDef* d = content.findDeck(deck->get<std::string>());
        if (!d) {
            r.error("deck", "unknown deck '" + deck->get<std::string>() + "'" +
                                idHint(deck->get_ref<const std::string&>(), content.deckIndex));
            ok = false;
        } else {
            out.deck = d->cards;
            out.deckId = d->id;
        }
    } else {
        ok = readCardList(r, "deck", content, out.deck) && ok;
    }
    ok = readSkillRefs(r, "skills", content, out.skills) && ok;
    ok = readReactions(r, content, out.reactions) && ok;
    ok = readPortrait(r, content, out) && ok;
    r.finish("an NPC");
    return ok;
}

} // namespace parley
