#include "content/loader.h"

#include "content/ending.h"
#include "content/legacy.h"
#include "content/limits.h"
#include "content/pack_checks.h"
#include "content/pack_files.h"
#include "content/pack_identity.h"
#include "content/pack_layers.h"
#include "content/readers.h"
#include "content/suggest.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <mutex>
#include <sstream>
#include <tuple>

namespace parley {

namespace {

using limits::kMaxCards;

using Item = SectionItem;

void collectSection(const JsonSource& src, const nlohmann::ordered_json& value, const std::string& ptr,
                    const std::string& key, bool replacing, bool base, Sections& out, Diagnostics& diags) {
    std::vector<Item>* target = nullptr;
    if (key == "cards") target = &out.cards;
    else if (key == "npcs") target = &out.npcs;
    else if (key == "decks") target = &out.decks;
    else if (key == "skills") target = &out.skills;
    else if (key == "people") target = &out.people;
    else if (key == "places") target = &out.places;
    else if (key == "ruleset") {
        if (!value.is_object()) {
            src.error(diags, ptr, "'ruleset' must be an object");
            return;
        }
        out.rulesets.push_back({&src, &value, ptr, replacing, base});
        return;
    } else {
        src.warning(
            diags, ptr,
            "unknown section '" + key +
                "' is ignored (known: cards, npcs, decks, skills, ruleset, people, places)" +
                didYouMean(key, std::array<std::string_view, 7>{"cards", "npcs", "decks", "skills",
                                                                "ruleset", "people", "places"}));
        return;
    }
    if (!value.is_array()) {
        src.error(diags, ptr, "'" + key + "' must be a list");
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i)
        target->push_back({&src, &value[i], ptr + "/" + std::to_string(i), replacing, base});
}

void collect(const JsonSource& src, bool replacing, bool base, Sections& out, Diagnostics& diags) {
    const nlohmann::ordered_json& doc = src.doc();
    if (doc.is_array()) {
        for (std::size_t i = 0; i < doc.size(); ++i)
            out.cards.push_back({&src, &doc[i], "/" + std::to_string(i), replacing, base});
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
                            "unknown field '" + key + "' in a package is ignored" +
                                didYouMean(key, std::array<std::string_view, 3>{
                                                    "packageId", "metadata", "$schema"}));
        }
        const nlohmann::ordered_json& content = doc["content"];
        if (!content.is_object()) {
            src.error(diags, "/content", "'content' must be an object with cards, npcs, decks or ruleset");
            return;
        }
        for (const auto& [key, value] : content.items())
            collectSection(src, value, "/content/" + pointerToken(key), key, replacing, base, out, diags);
        return;
    }
    for (const auto& [key, value] : doc.items()) {
        if (key == "$schema") continue;
        collectSection(src, value, "/" + pointerToken(key), key, replacing, base, out, diags);
    }
}

// Reads decks or NPCs: each item once, ids unique, indexed by id. `where` gets each one's item.
template <typename Def, typename Reader>
void readNamed(const std::vector<Item>& items, const char* anItem, const char* what, Reader read,
               const Content& content, std::vector<Def>& out,
               std::unordered_map<std::string, std::uint16_t>& index,
               std::vector<const Item*>& where, Diagnostics& diags) {
    for (const Item& it : items) {
        ObjectReader r(*it.src, *it.node, it.pointer, diags);
        if (!r.ok()) {
            r.errorHere(std::string(anItem) + " must be an object");
            continue;
        }
        r.ignore("override"); // read by the layering (pack_layers.h)
        Def def;
        if (!read(r, content, def)) continue;
        if (const std::string bad = idProblem(what, def.id); !bad.empty()) {
            r.error("id", bad);
            continue;
        }
        if (index.count(def.id)) {
            r.error("id", std::string(what) + " '" + def.id + "' is defined twice");
            continue;
        }
        index.emplace(def.id, static_cast<std::uint16_t>(out.size()));
        out.push_back(std::move(def));
        where.push_back(&it);
    }
}

void collectTokenTypes(const nlohmann::ordered_json& node, Content& content) {
    using namespace std::string_view_literals;
    if (node.is_object()) {
        for (const auto& [key, value] : node.get_ref<const nlohmann::ordered_json::object_t&>()) {
            if (key == "tokenType"sv && value.is_string())
                content.internTokenType(value.get_ref<const std::string&>());
            else if (value.is_structured())
                collectTokenTypes(value, content);
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
// there is one, else a card the loader makes for it. The bare cards are made first and added
// after the walk: adding them during it would move the cards whose effects are being walked.
void resolveTokenCards(Content& content, Diagnostics& diags, const JsonSource& where) {
    const std::size_t real = content.cards.size();
    std::vector<CardDef> bare;
    for (std::size_t i = 0; i < real; ++i) {
        forEachEffect(content.cards[i], [&](EffectDef& e) {
            if (e.type != EffectType::CreateToken || e.tokenCard >= 0 || e.filter.tokenType == 0) return;
            const std::string& type = content.tokenTypes[e.filter.tokenType - 1];
            if (content.cardIndex.count(type)) return;
            CardDef b;
            b.id = type;
            b.name.text = type;
            if (!b.name.text.empty()) b.name.text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(b.name.text[0])));
            b.description = "A " + type + " token.";
            b.tokenType = e.filter.tokenType;
            b.synthetic = true;
            b.index = static_cast<CardIndex>(real + bare.size());
            content.cardIndex.emplace(type, b.index);
            bare.push_back(std::move(b));
        });
    }
    if (real + bare.size() > kMaxCards) {
        where.error(diags, "", "too many cards with the token cards they make (at most " + std::to_string(kMaxCards) + ")");
        return;
    }
    for (CardDef& b : bare) content.cards.push_back(std::move(b));
    for (std::size_t i = 0; i < real; ++i)
        forEachEffect(content.cards[i], [&](EffectDef& e) {
            if (e.type != EffectType::CreateToken || e.tokenCard >= 0 || e.filter.tokenType == 0) return;
            e.tokenCard = content.cardIndex.at(content.tokenTypes[e.filter.tokenType - 1]);
        });
}

// A token that makes a token when it arrives on the table, which makes one in turn and so on back
// to the first, never stops: the step budget ends it in play, but the designer should hear of it
// when the pack loads. Follows "arrives and makes" links from every card (iteratively).
void warnTokenCycles(const Content& content, const std::vector<const Item*>& items, Diagnostics& diags) {
    const std::size_t n = content.cards.size();
    auto makesOnArrival = [&](std::size_t i, auto f) {
        for (const TriggerDef& t : content.cards[i].triggers)
            if (t.self && t.kind == TriggerKind::EnteredZone && t.zone == Zone::Table && t.condition.empty())
                for (const EffectDef& e : t.effects)
                    if (e.type == EffectType::CreateToken && e.tokenCard >= 0) f(static_cast<std::size_t>(e.tokenCard));
    };
    // Without "self", such a trigger answers every arrival, the tokens it makes included.
    for (std::size_t i = 0; i < n && i < items.size(); ++i)
        for (const TriggerDef& t : content.cards[i].triggers)
            if (!t.self && t.kind == TriggerKind::EnteredZone && t.zone == Zone::Table && t.condition.empty())
                for (const EffectDef& e : t.effects)
                    if (e.type == EffectType::CreateToken)
                        items[i]->src->warning(diags, items[i]->pointer,
                                               "card '" + content.cards[i].id + "' makes a token whenever a card "
                                               "arrives on the table, and that token arrives too: this never ends "
                                               "(give the trigger \"self\": true or a condition)");
    enum : std::uint8_t { New, Open, Done };
    std::vector<std::uint8_t> mark(n, New);
    std::vector<std::pair<std::size_t, std::vector<std::size_t>>> stack; // empty between roots
    for (std::size_t root = 0; root < n; ++root) {
        if (mark[root] != New) continue;
        auto push = [&](std::size_t i) {
            std::vector<std::size_t> next;
            makesOnArrival(i, [&](std::size_t t) { next.push_back(t); });
            mark[i] = Open;
            stack.emplace_back(i, std::move(next));
        };
        push(root);
        while (!stack.empty()) {
            auto& [card, next] = stack.back();
            if (next.empty()) {
                mark[card] = Done;
                stack.pop_back();
                continue;
            }
            const std::size_t t = next.back();
            next.pop_back();
            if (mark[t] == New) {
                push(t);
            } else if (mark[t] == Open && t < items.size() && items[t]) {
                items[t]->src->warning(diags, items[t]->pointer,
                                       "card '" + content.cards[t].id + "' makes tokens that, on arriving, make '" +
                                           content.cards[t].id + "' again, without end (play stops it at the step "
                                           "budget); give the trigger a condition");
            }
        }
    }
}

// Cards are read in two passes: first every id gets its index (so cards can name each other in
// any order), then each card is read.
// `where` gets each card's item, by card index.
void readCards(const std::vector<Item>& items, Content& content,
               std::vector<std::unique_ptr<nlohmann::ordered_json>>& migrated,
               std::vector<const Item*>& where, Diagnostics& diags) {
    std::vector<std::pair<const Item*, const nlohmann::ordered_json*>> chosen; // by card index
    for (const Item& it : items) {
        const nlohmann::ordered_json* node = it.node;
        if (!node->is_object()) {
            it.src->error(diags, it.pointer, "a card must be an object, not " + jsonTypeName(*node));
            continue;
        }
        if (needsMigration(
                *node)) { // the source stays as written; the reader reads a migrated copy
            auto copy = std::make_unique<nlohmann::ordered_json>(*node);
            for (const LegacyNote& n : migrateCardJson(*copy))
                it.src->warning(diags, it.pointer + "/" + n.field,
                                "legacy field '" + n.field.substr(n.field.rfind('/') + 1) + "' " +
                                    n.message + "; run 'parley-cli migrate' to update the file");
            node = copy.get();
            migrated.push_back(std::move(copy));
        }
        const auto idIt = node->find("id");
        if (idIt == node->end() || !idIt->is_string() ||
            idIt->get_ref<const std::string&>().empty()) {
            it.src->error(diags, it.pointer, "a card needs an 'id': a non-empty string");
            continue;
        }
        const std::string& id = idIt->get_ref<const std::string&>();
        if (const std::string bad = idProblem("card", id); !bad.empty()) it.src->error(diags, it.pointer + "/id", bad);
        auto existing = content.cardIndex.find(id);
        if (existing != content.cardIndex.end()) {
            if (it.replacing) chosen[existing->second] = {&it, node};
            else it.src->error(diags, it.pointer + "/id", "card '" + id + "' is defined twice");
            continue;
        }
        if (chosen.size() >= kMaxCards) {
            it.src->error(diags, it.pointer, "too many cards (at most " + std::to_string(kMaxCards) + ")");
            continue;
        }
        content.cardIndex.emplace(id, static_cast<CardIndex>(chosen.size()));
        chosen.push_back({&it, node});
    }
    for (const auto& [it, node] : chosen)
        if (it->src->mayHold(kKeyTokenType)) collectTokenTypes(*node, content);
    content.cards.resize(chosen.size());
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        ObjectReader r(*chosen[i].first->src, *chosen[i].second, chosen[i].first->pointer, diags);
        content.cards[i].index = static_cast<CardIndex>(i);
        CardDef& card = content.cards[i];
        r.ignore("override");
        readCard(r, content, card);
        for (const TriggerDef& t : card.triggers) {
            card.triggerMask |= 1u << unsigned(t.kind);
            if (t.self) content.selfTriggerKinds |= 1u << unsigned(t.kind);
            else content.triggerZones[static_cast<int>(t.kind)] |= static_cast<std::uint8_t>(1u << unsigned(t.zone));
        }
        content.triggerKinds |= card.triggerMask;
    }
    for (const auto& c : chosen)
        where.push_back(c.first);
    if (!chosen.empty()) {
        resolveTokenCards(content, diags, *chosen.front().first->src);
        warnTokenCycles(content, where, diags);
    }
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
        r.ignore("override");
        readSkill(r, content, def);
    }
}

} // namespace

void ContentLoader::startPack(std::string name, bool named, bool base) {
    packs_.push_back({std::move(name), named, base});
}

ContentLoader::Source& ContentLoader::push(std::shared_ptr<JsonSource> json, bool replacing, std::string pointer,
                                           bool skills) {
    sources_.push_back({std::move(json), replacing, std::move(pointer), skills, packs_.size() - 1});
    return sources_.back();
}

void ContentLoader::addSource(std::string name, std::string text, bool replacing) {
    startPack(packNameOf(name), true);
    push(std::make_shared<JsonSource>(std::move(name), std::move(text)), replacing);
}

void ContentLoader::addCardList(std::string name, std::string text, std::string pointer) {
    addCardList(std::make_shared<JsonSource>(std::move(name), std::move(text)), std::move(pointer));
}

void ContentLoader::addSkillList(std::string name, std::string text, std::string pointer) {
    addSkillList(std::make_shared<JsonSource>(std::move(name), std::move(text)), std::move(pointer));
}

void ContentLoader::addCardList(std::shared_ptr<JsonSource> source, std::string pointer) {
    // A scenario's cards and skills come from one document: one "inline" pack, not two.
    if (sources_.empty() || sources_.back().json != source || sources_.back().cardListPointer.empty())
        startPack("inline", false);
    push(std::move(source), true, std::move(pointer));
}

void ContentLoader::addSkillList(std::shared_ptr<JsonSource> source, std::string pointer) {
    if (sources_.empty() || sources_.back().json != source || sources_.back().cardListPointer.empty())
        startPack("inline", false);
    push(std::move(source), true, std::move(pointer), true);
}

bool ContentLoader::addPath(const std::filesystem::path& path, Diagnostics& diags) {
    const int before = diags.errorCount();
    std::error_code ec;
    startPack(packNameOf(path), !std::filesystem::is_directory(path, ec));
    const std::vector<std::filesystem::path> files = jsonFilesAt(path, diags);
    for (std::size_t i = 0; i < files.size(); ++i) {
        auto text = readTextFile(files[i], diags);
        if (!text) continue;
        // Reading keeps up to 85 bytes per byte of a file; past the limit nothing more is read,
        // so that what the limits allow fits in memory (limits.h).
        fileBytes_ += text->size();
        if (fileBytes_ > limits::kMaxPackBytes) {
            const std::size_t rest = files.size() - i;
            diags.add({Diagnostic::Severity::Error, files[i].string(), 0, 0, "",
                       "with this file the content comes to more than " + std::to_string(limits::kMaxPackBytes >> 20) +
                           " MiB, the most one load reads (it takes up to 85 bytes of memory a byte); this file" +
                           (rest > 1 ? " and the " + std::to_string(rest - 1) + " after it were" : " was") +
                           " not read: remove what the pack does not need (the built-in pack is under 100 KB)"});
            break;
        }
        push(std::make_shared<JsonSource>(files[i].string(), std::move(*text)), false);
    }
    return diags.errorCount() == before;
}

namespace {

// The built-in files, parsed and indexed once per process and then only read, so that every load
// that layers a pack on them (a live reload, a scenario, a fuzz run) skips their parse. Sharing
// them between threads is safe because nothing writes to a parsed source: its layout is built
// here, before anyone else sees it. A file that fails to parse (never in a tested build) is not
// kept, so each load reports its error again.
std::shared_ptr<JsonSource> builtinSource(const EmbeddedFile& file) {
    static const std::vector<std::shared_ptr<JsonSource>> parsed = [] {
        std::vector<std::shared_ptr<JsonSource>> all;
        for (const auto& f : builtinContentFiles()) {
            auto source = std::make_shared<JsonSource>(std::string("builtin:") + f.name, f.text);
            Diagnostics ignored;
            if (source->parse(ignored)) source->locate("");
            all.push_back(source->parsed() ? std::move(source) : nullptr);
        }
        return all;
    }();
    const auto& files = builtinContentFiles();
    const auto i = static_cast<std::size_t>(&file - files.data());
    if (i < parsed.size() && parsed[i]) return parsed[i];
    return std::make_shared<JsonSource>(std::string("builtin:") + file.name, file.text);
}

} // namespace

void ContentLoader::addBuiltin() {
    startPack("builtin", false, true);
    for (const auto& f : builtinContentFiles()) push(builtinSource(f), false);
}

// Packs whose sources did not parse still count: the identity is only read from content that
// loaded, and then every source parsed.
ContentIdentity ContentLoader::identity() const {
    ContentIdentity id;
    for (std::size_t p = 0; p < packs_.size(); ++p) {
        std::string name = packs_[p].name;
        if (packs_[p].named) {
            for (const Source& s : sources_) {
                if (s.pack != p || !s.json->parsed() || !s.json->doc().is_object()) continue;
                const auto pid = s.json->doc().find("packageId");
                if (pid != s.json->doc().end() && pid->is_string() && !pid->get<std::string>().empty())
                    name = pid->get<std::string>();
            }
        }
        id.packs.push_back(std::move(name));
    }
    ContentHasher hash;
    for (const Source& s : sources_) {
        if (s.cardListPointer.empty()) {
            hash.add('D', s.json->text());
            continue;
        }
        // Only the list counts, not the rest of the scenario it is taken from.
        hash.add(s.skillList ? 'S' : 'C', s.cardListPointer);
        const nlohmann::ordered_json::json_pointer at(s.cardListPointer);
        if (s.json->parsed() && s.json->doc().contains(at)) hash.add('L', s.json->doc().at(at).dump());
    }
    id.hash = hash.hex();
    return id;
}

// Reports `local` in reading order: by file as given, then by position in the file.
void ContentLoader::reportInOrder(const Diagnostics& local, Diagnostics& diags) const {
    std::vector<Diagnostic> sorted = local.items();
    // Ranks looked up once per diagnostic, not once per comparison: a pack may have thousands of files.
    std::unordered_map<std::string, std::size_t> ranks;
    for (std::size_t i = sources_.size(); i-- > 0;) ranks[sources_[i].json->name()] = i;
    std::vector<std::pair<std::size_t, std::size_t>> order; // (rank, index into sorted)
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const auto it = ranks.find(sorted[i].file);
        order.emplace_back(it == ranks.end() ? sources_.size() : it->second, i);
    }
    std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        const Diagnostic& da = sorted[a.second];
        const Diagnostic& db = sorted[b.second];
        return std::tuple(a.first, da.line, da.column) < std::tuple(b.first, db.line, db.column);
    });
    for (const auto& [rank, i] : order) diags.add(std::move(sorted[i]));
}

std::shared_ptr<const Content> ContentLoader::load(Diagnostics& diags) {
    Diagnostics local;
    Sections sections;
    // Migrated copies of legacy cards must outlive the readers that point into them.
    std::vector<std::unique_ptr<nlohmann::ordered_json>> migrated;

    for (auto& s : sources_) {
        if (!s.json->parse(local)) continue;
        if (s.cardListPointer.empty()) {
            collect(*s.json, s.replacing, packs_[s.pack].base, sections, local);
            continue;
        }
        const nlohmann::ordered_json::json_pointer at(s.cardListPointer);
        const nlohmann::ordered_json* found = s.json->doc().contains(at) ? &s.json->doc().at(at) : nullptr;
        if (!found || !found->is_array()) {
            s.json->error(local, s.cardListPointer, s.skillList ? "'skills' must be a list of skills" : "'cards' must be a list of cards");
            continue;
        }
        const nlohmann::ordered_json& list = *found;
        for (std::size_t i = 0; i < list.size(); ++i)
            (s.skillList ? sections.skills : sections.cards)
                .push_back({s.json.get(), &list[i], s.cardListPointer + "/" + std::to_string(i), true});
    }
    const bool layered = std::any_of(packs_.begin(), packs_.end(), [](const Pack& p) { return p.base; });
    layerOnBuiltin(sections, layered, local);

    if (sections.rulesets.empty() && rulesetFallback_) {
        for (const auto& f : builtinContentFiles()) {
            if (std::string_view(f.name) != "ruleset.json") continue;
            startPack("builtin-ruleset", false);
            push(builtinSource(f), false);
            sources_.back().json->parse(local);
            Sections rs;
            collect(*sources_.back().json, false, true, rs, local);
            sections.rulesets = rs.rulesets;
        }
    }

    auto content = std::make_shared<Content>();
    if (sections.rulesets.empty()) {
        local.add({Diagnostic::Severity::Error, sources_.empty() ? "(no files)" : sources_.front().json->name(),
                   0, 0, "", "no ruleset: the content needs one 'ruleset' section"});
        reportInOrder(local, diags);
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
        r.ignore("override");
        if (!readRuleset(r, *content)) {
            reportInOrder(local, diags);
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
    // Before the cards: their endings name people and places (and NPCs, registered by id).
    readPeopleAndPlaces(sections, *content, local);
    EntrySources where;
    readCards(sections.cards, *content, migrated, where.cards, local);
    readSkills(sections.skills, *content, local);

    readNamed<DeckDef>(sections.decks, "a deck", "deck", readDeck, *content, content->decks,
                       content->deckIndex, where.decks, local);
    readNamed<NpcDef>(sections.npcs, "an NPC", "NPC", readNpc, *content, content->npcs,
                      content->npcIndex, where.npcs, local);
    // Content with errors does not load: warnings about how it would play are noise beside them.
    if (!local.hasErrors()) checkPack(*content, where, local);

    if (!local.hasErrors() && !content->npcs.empty() && !content->ruleset.defaultNpc.empty() &&
        !content->findNpc(content->ruleset.defaultNpc)) {
        const Item& it = sections.rulesets[0];
        it.src->warning(local, it.pointer + "/defaultNpc",
                        "default NPC '" + content->ruleset.defaultNpc + "' is not in this content; using '" +
                            content->npcs.front().id + "'");
    }

    reportInOrder(local, diags);
    if (local.hasErrors()) return nullptr;
    content->cacheCardConditions();
    content->summarizeSkills();
    content->identity = identity();
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
