#include "content/loader.h"

#include "content/legacy.h"
#include "content/readers.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <mutex>
#include <sstream>
#include <tuple>

namespace parley {

namespace {

// One item of a section: where it is and which file holds it.
struct Item {
    const JsonSource* src;
    const nlohmann::ordered_json* node;
    std::string pointer;
    bool replacing;
};

struct Sections {
    std::vector<Item> rulesets, cards, npcs, decks, skills;
};

void collectSection(const JsonSource& src, const nlohmann::ordered_json& value, const std::string& ptr,
                    const std::string& key, bool replacing, Sections& out, Diagnostics& diags) {
    std::vector<Item>* target = nullptr;
    if (key == "cards") target = &out.cards;
    else if (key == "npcs") target = &out.npcs;
    else if (key == "decks") target = &out.decks;
    else if (key == "skills") target = &out.skills;
    else if (key == "ruleset") {
        if (!value.is_object()) {
            src.error(diags, ptr, "'ruleset' must be an object");
            return;
        }
        out.rulesets.push_back({&src, &value, ptr, replacing});
        return;
    } else {
        src.warning(diags, ptr, "unknown section '" + key + "' is ignored (known: cards, npcs, decks, skills, ruleset)");
        return;
    }
    if (!value.is_array()) {
        src.error(diags, ptr, "'" + key + "' must be a list");
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i)
        target->push_back({&src, &value[i], ptr + "/" + std::to_string(i), replacing});
}

void collect(const JsonSource& src, bool replacing, Sections& out, Diagnostics& diags) {
    const nlohmann::ordered_json& doc = src.doc();
    if (doc.is_array()) {
        for (std::size_t i = 0; i < doc.size(); ++i)
            out.cards.push_back({&src, &doc[i], "/" + std::to_string(i), replacing});
        return;
    }
    if (!doc.is_object()) {
        src.error(diags, "", "a content file must be an object or a list of cards, not " + jsonTypeName(doc));
        return;
    }
    if (doc.contains("content")) {
        for (const auto& [key, value] : doc.items()) {
            if (key == "content") continue;
            if (key != "packageId" && key != "metadata" && key != "$schema")
                src.warning(diags, "/" + pointerToken(key),
                            "unknown field '" + key + "' in a package is ignored");
        }
        const nlohmann::ordered_json& content = doc["content"];
        if (!content.is_object()) {
            src.error(diags, "/content", "'content' must be an object with cards, npcs, decks or ruleset");
            return;
        }
        for (const auto& [key, value] : content.items())
            collectSection(src, value, "/content/" + pointerToken(key), key, replacing, out, diags);
        return;
    }
    for (const auto& [key, value] : doc.items()) {
        if (key == "$schema") continue;
        collectSection(src, value, "/" + pointerToken(key), key, replacing, out, diags);
    }
}

// Reads decks or NPCs: each item once, ids unique, indexed by id.
template <typename Def, typename Reader>
void readNamed(const std::vector<Item>& items, const char* anItem, const char* what, Reader read, const Content& content,
               std::vector<Def>& out, std::unordered_map<std::string, std::uint16_t>& index, Diagnostics& diags) {
    for (const Item& it : items) {
        ObjectReader r(*it.src, *it.node, it.pointer, diags);
        if (!r.ok()) {
            r.errorHere(std::string(anItem) + " must be an object");
            continue;
        }
        Def def;
        if (!read(r, content, def)) continue;
        if (index.count(def.id)) {
            r.error("id", std::string(what) + " '" + def.id + "' is defined twice");
            continue;
        }
        index.emplace(def.id, static_cast<std::uint16_t>(out.size()));
        out.push_back(std::move(def));
    }
}

void collectTokenTypes(const nlohmann::ordered_json& node, Content& content) {
    if (node.is_object()) {
        for (const auto& [key, value] : node.items()) {
            if (key == "tokenType" && value.is_string()) content.internTokenType(value.get<std::string>());
            else collectTokenTypes(value, content);
        }
    } else if (node.is_array()) {
        for (const auto& v : node) collectTokenTypes(v, content);
    }
}

template <typename F> void forEachEffect(CardDef& card, F f) {
    for (auto& slot : card.effects)
        for (auto& e : slot) f(e);
    for (auto& t : card.triggers)
        for (auto& e : t.effects) f(e);
    for (auto& a : card.abilities)
        for (auto& e : a.effects) f(e);
}

// createToken without a card makes a bare token: the content card with the token type's id if
// there is one, else a card the loader makes for it.
void resolveTokenCards(Content& content) {
    const std::size_t real = content.cards.size();
    for (std::size_t i = 0; i < real; ++i) {
        forEachEffect(content.cards[i], [&](EffectDef& e) {
            if (e.type != EffectType::CreateToken || e.tokenCard >= 0) return;
            const std::string& type = content.tokenTypes[e.filter.tokenType - 1];
            auto it = content.cardIndex.find(type);
            if (it == content.cardIndex.end()) {
                CardDef bare;
                bare.id = type;
                bare.name.text = type;
                if (!bare.name.text.empty()) bare.name.text[0] = static_cast<char>(std::toupper(bare.name.text[0]));
                bare.description = "A " + type + " token.";
                bare.tokenType = e.filter.tokenType;
                bare.synthetic = true;
                bare.index = static_cast<CardIndex>(content.cards.size());
                it = content.cardIndex.emplace(type, bare.index).first;
                content.cards.push_back(std::move(bare));
            }
            e.tokenCard = it->second;
        });
    }
}

// Cards are read in two passes: first every id gets its index (so cards can name each other in
// any order), then each card is read.
void readCards(const std::vector<Item>& items, Content& content,
               std::vector<std::unique_ptr<nlohmann::ordered_json>>& migrated, Diagnostics& diags) {
    std::vector<std::pair<const Item*, const nlohmann::ordered_json*>> chosen; // by card index
    for (const Item& it : items) {
        const nlohmann::ordered_json* node = it.node;
        if (!node->is_object()) {
            it.src->error(diags, it.pointer, "a card must be an object, not " + jsonTypeName(*node));
            continue;
        }
        auto copy = std::make_unique<nlohmann::ordered_json>(*node);
        for (const LegacyNote& n : migrateCardJson(*copy))
            it.src->warning(diags, it.pointer + "/" + n.field,
                            "legacy field '" + n.field.substr(n.field.rfind('/') + 1) + "' " + n.message +
                                "; run 'parley-cli migrate' to update the file");
        node = copy.get();
        migrated.push_back(std::move(copy));
        const auto idIt = node->find("id");
        if (idIt == node->end() || !idIt->is_string() || idIt->get<std::string>().empty()) {
            it.src->error(diags, it.pointer, "a card needs an 'id': a non-empty string");
            continue;
        }
        const std::string id = idIt->get<std::string>();
        auto existing = content.cardIndex.find(id);
        if (existing != content.cardIndex.end()) {
            if (it.replacing) chosen[existing->second] = {&it, node};
            else it.src->error(diags, it.pointer + "/id", "card '" + id + "' is defined twice");
            continue;
        }
        if (chosen.size() >= 60000) {
            it.src->error(diags, it.pointer, "too many cards");
            continue;
        }
        content.cardIndex.emplace(id, static_cast<CardIndex>(chosen.size()));
        chosen.push_back({&it, node});
    }
    for (const auto& [it, node] : chosen) collectTokenTypes(*node, content);
    content.cards.resize(chosen.size());
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        ObjectReader r(*chosen[i].first->src, *chosen[i].second, chosen[i].first->pointer, diags);
        content.cards[i].index = static_cast<CardIndex>(i);
        CardDef& card = content.cards[i];
        readCard(r, content, card);
        for (const TriggerDef& t : card.triggers) {
            card.triggerMask |= 1u << unsigned(t.kind);
            if (t.self) content.selfTriggerKinds |= 1u << unsigned(t.kind);
            else content.triggerZones[static_cast<int>(t.kind)] |= static_cast<std::uint8_t>(1u << unsigned(t.zone));
        }
        content.triggerKinds |= card.triggerMask;
    }
    resolveTokenCards(content);
}

// Skills were given their indexes by id already; each is read once, a second definition is an error.
void readSkills(const std::vector<Item>& items, Content& content, Diagnostics& diags) {
    std::vector<bool> seen(content.skills.size());
    for (const Item& it : items) {
        ObjectReader r(*it.src, *it.node, it.pointer, diags);
        if (!r.ok()) {
            r.errorHere("a skill must be an object");
            continue;
        }
        const auto id = r.string("id", true);
        if (!id) continue;
        const std::uint16_t index = content.skillIndex.at(*id);
        if (seen[index] && !it.replacing) {
            r.error("id", "skill '" + *id + "' is defined twice");
            continue;
        }
        if (seen[index]) { // an inline skill replaces the pack's
            content.skills[index] = SkillDef{};
            content.skills[index].id = *id;
            content.skills[index].index = index;
        }
        seen[index] = true;
        if (content.skills.size() > 250) {
            r.errorHere("too many skills (at most 250)");
            continue;
        }
        SkillDef& def = content.skills[index];
        readSkill(r, content, def);
    }
}

std::string readFile(const std::filesystem::path& p, bool& ok) {
    std::ifstream in(p, std::ios::binary);
    if (!in) {
        ok = false;
        return {};
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    ok = true;
    return ss.str();
}

} // namespace

void ContentLoader::addSource(std::string name, std::string text, bool replacing) {
    sources_.push_back({std::make_unique<JsonSource>(std::move(name), std::move(text)), replacing, {}});
}

void ContentLoader::addCardList(std::string name, std::string text, std::string pointer) {
    sources_.push_back({std::make_unique<JsonSource>(std::move(name), std::move(text)), true, std::move(pointer)});
}

void ContentLoader::addSkillList(std::string name, std::string text, std::string pointer) {
    sources_.push_back({std::make_unique<JsonSource>(std::move(name), std::move(text)), true, std::move(pointer), true});
}

bool ContentLoader::addPath(const std::filesystem::path& path, Diagnostics& diags) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        std::vector<std::filesystem::path> files;
        for (auto it = std::filesystem::recursive_directory_iterator(path, ec);
             !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
            if (it->is_regular_file() && it->path().extension() == ".json") files.push_back(it->path());
        std::sort(files.begin(), files.end());
        if (files.empty()) {
            diags.add({Diagnostic::Severity::Error, path.string(), 0, 0, "", "the folder holds no .json files"});
            return false;
        }
        bool ok = true;
        for (const auto& f : files) ok = addPath(f, diags) && ok;
        return ok;
    }
    bool ok = false;
    std::string text = readFile(path, ok);
    if (!ok) {
        diags.add({Diagnostic::Severity::Error, path.string(), 0, 0, "", "cannot read the file"});
        return false;
    }
    addSource(path.string(), std::move(text));
    return true;
}

void ContentLoader::addBuiltin() {
    for (const auto& f : builtinContentFiles()) addSource(std::string("builtin:") + f.name, f.text);
}

std::shared_ptr<const Content> ContentLoader::load(Diagnostics& diags) {
    Diagnostics local;
    Sections sections;
    // Migrated copies of legacy cards must outlive the readers that point into them.
    std::vector<std::unique_ptr<nlohmann::ordered_json>> migrated;

    for (auto& s : sources_) {
        if (!s.json->parse(local)) continue;
        if (s.cardListPointer.empty()) {
            collect(*s.json, s.replacing, sections, local);
            continue;
        }
        const nlohmann::ordered_json& list = s.json->doc().at(nlohmann::ordered_json::json_pointer(s.cardListPointer));
        if (!list.is_array()) {
            s.json->error(local, s.cardListPointer, s.skillList ? "'skills' must be a list of skills" : "'cards' must be a list of cards");
            continue;
        }
        for (std::size_t i = 0; i < list.size(); ++i)
            (s.skillList ? sections.skills : sections.cards)
                .push_back({s.json.get(), &list[i], s.cardListPointer + "/" + std::to_string(i), true});
    }

    if (sections.rulesets.empty() && rulesetFallback_) {
        for (const auto& f : builtinContentFiles()) {
            if (std::string_view(f.name) != "ruleset.json") continue;
            sources_.push_back({std::make_unique<JsonSource>(std::string("builtin:") + f.name, f.text), false, {}});
            sources_.back().json->parse(local);
            Sections rs;
            collect(*sources_.back().json, false, rs, local);
            sections.rulesets = rs.rulesets;
        }
    }

    auto content = std::make_shared<Content>();
    if (sections.rulesets.empty()) {
        local.add({Diagnostic::Severity::Error, sources_.empty() ? "(no files)" : sources_.front().json->name(),
                   0, 0, "", "no ruleset: the content needs one 'ruleset' section"});
        diags.append(local);
        return nullptr;
    }
    for (std::size_t i = 1; i < sections.rulesets.size(); ++i) {
        const Item& it = sections.rulesets[i];
        it.src->error(local, it.pointer, "a second ruleset; only one may be loaded (the first is in " +
                                             sections.rulesets[0].src->name() + ")");
    }
    {
        const Item& it = sections.rulesets[0];
        ObjectReader r(*it.src, *it.node, it.pointer, local);
        if (!readRuleset(r, *content)) {
            diags.append(local);
            return nullptr; // cards cannot be checked against a broken ruleset
        }
    }

    // Skill ids and marks first: card effects may grant skills and formulas may read marks.
    for (const Item& it : sections.skills) {
        if (!it.node->is_object()) continue;
        const auto id = it.node->find("id");
        if (id == it.node->end() || !id->is_string()) continue;
        preRegisterSkill(*it.node, *content);
        if (content->skillIndex.count(id->get<std::string>())) continue;
        const auto index = static_cast<std::uint16_t>(content->skills.size());
        content->skillIndex.emplace(id->get<std::string>(), index);
        content->skills.emplace_back();
        content->skills.back().id = id->get<std::string>();
        content->skills.back().index = index;
    }
    readCards(sections.cards, *content, migrated, local);
    readSkills(sections.skills, *content, local);

    readNamed<DeckDef>(sections.decks, "a deck", "deck", readDeck, *content, content->decks, content->deckIndex, local);
    readNamed<NpcDef>(sections.npcs, "an NPC", "NPC", readNpc, *content, content->npcs, content->npcIndex, local);

    if (!local.hasErrors() && !content->npcs.empty() && !content->ruleset.defaultNpc.empty() &&
        !content->findNpc(content->ruleset.defaultNpc)) {
        const Item& it = sections.rulesets[0];
        it.src->warning(local, it.pointer + "/defaultNpc",
                        "default NPC '" + content->ruleset.defaultNpc + "' is not in this content; using '" +
                            content->npcs.front().id + "'");
    }

    // Report in reading order: by file as given, then by position in the file.
    std::vector<Diagnostic> sorted = local.items();
    auto fileRank = [&](const std::string& f) {
        for (std::size_t i = 0; i < sources_.size(); ++i)
            if (sources_[i].json->name() == f) return i;
        return sources_.size();
    };
    std::stable_sort(sorted.begin(), sorted.end(), [&](const Diagnostic& a, const Diagnostic& b) {
        return std::tuple(fileRank(a.file), a.line, a.column) < std::tuple(fileRank(b.file), b.line, b.column);
    });
    for (auto& d : sorted) diags.add(std::move(d));
    if (local.hasErrors()) return nullptr;
    content->cacheCardConditions();
    return content;
}

std::shared_ptr<const Content> builtinContent(Diagnostics* diags) {
    static std::once_flag once;
    static std::shared_ptr<const Content> cached;
    static Diagnostics cachedDiags;
    std::call_once(once, [] {
        ContentLoader loader;
        loader.addBuiltin();
        cached = loader.load(cachedDiags);
    });
    if (diags) diags->append(cachedDiags);
    return cached;
}

} // namespace parley
