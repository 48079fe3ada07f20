#include "content/legacy.h"

namespace parley {

namespace {

void addProperty(nlohmann::ordered_json& card, const char* prop) {
    nlohmann::ordered_json& props = card["properties"];
    if (!props.is_array()) props = nlohmann::ordered_json::array();
    for (const auto& p : props)
        if (p == prop) return;
    props.push_back(prop);
}

// Takes the first of several spellings of a legacy field out of the card.
bool take(nlohmann::ordered_json& card, std::initializer_list<const char*> names, nlohmann::ordered_json& value,
          std::string& found) {
    for (const char* n : names) {
        auto it = card.find(n);
        if (it != card.end()) {
            value = *it;
            found = n;
            card.erase(it);
            return true;
        }
    }
    return false;
}

bool truthy(const nlohmann::ordered_json& v) { return v.is_boolean() ? v.get<bool>() : false; }

// Seed 000's table: a legacy additional cost becomes an isCost effect at the front of the
// effect list, where it is paid during resolution.
bool costToEffect(const nlohmann::ordered_json& cost, nlohmann::ordered_json& effect) {
    if (!cost.is_object()) return false;
    const std::string type = cost.value("costType", "");
    if (type == "reveal") {
        effect = {{"effect", "reveal"}, {"scope", "selfOnly"}, {"isCost", true}};
    } else if (type == "sacrifice" && cost.value("scope", "") == "selfOnly") {
        effect = {{"effect", "sacrifice"}, {"scope", "selfOnly"}, {"isCost", true}};
    } else if (type == "sacrifice" && cost.contains("tokenType")) {
        effect = {{"effect", "sacrifice"}, {"tokenType", cost["tokenType"]}, {"isCost", true}};
        if (cost.contains("amount") && cost["amount"] != 1) effect["amount"] = cost["amount"];
    } else {
        return false;
    }
    return true;
}

void migrateAdditionalCosts(nlohmann::ordered_json& card, std::vector<LegacyNote>& notes) {
    auto triggers = card.find("triggeredEffects");
    if (triggers == card.end() || !triggers->is_array()) return;
    for (std::size_t i = 0; i < triggers->size(); ++i) {
        nlohmann::ordered_json& t = (*triggers)[i];
        if (!t.is_object() || !t.contains("additionalCosts") || !t["additionalCosts"].is_array()) continue;
        nlohmann::ordered_json converted = nlohmann::ordered_json::array();
        bool all = true;
        for (const auto& cost : t["additionalCosts"]) {
            nlohmann::ordered_json effect;
            if (costToEffect(cost, effect)) converted.push_back(effect);
            else all = false;
        }
        if (!all) continue; // an unknown legacy cost stays, and the reader reports it
        nlohmann::ordered_json effects = t.contains("effects") && t["effects"].is_array() ? t["effects"]
                                         : t.contains("effects") && t["effects"].is_object()
                                             ? nlohmann::ordered_json::array({t["effects"]})
                                             : nlohmann::ordered_json::array();
        converted.insert(converted.end(), effects.begin(), effects.end());
        // Rebuild the object so "effects" takes the place of "additionalCosts" in the file.
        nlohmann::ordered_json rebuilt = nlohmann::ordered_json::object();
        for (const auto& [key, value] : t.items()) {
            if (key == "additionalCosts") rebuilt["effects"] = converted;
            else if (key != "effects") rebuilt[key] = value;
        }
        t = rebuilt;
        notes.push_back({"triggeredEffects/" + std::to_string(i) + "/additionalCosts",
                         "converted to isCost effects at the start of 'effects'"});
    }
}

// A card's "description" was the designer's note (and, in seed 000's cards, the name). The
// loader still reads it so that old packs load unchanged; `migrate` gives it its own key, and
// the name its own when the card had none.
void renameDescription(nlohmann::ordered_json& card, std::vector<LegacyNote>& notes) {
    if (!card.is_object() || !card.contains("description") || card.contains("designerNote")) return;
    const bool named = card.contains("name");
    nlohmann::ordered_json rebuilt = nlohmann::ordered_json::object();
    for (const auto& [key, value] : card.items()) {
        if (key != "description") {
            rebuilt[key] = value;
            continue;
        }
        if (!named) rebuilt["name"] = value;
        rebuilt["designerNote"] = value;
    }
    card = rebuilt;
    notes.push_back({"description", named ? "renamed to 'designerNote' (a note for designers, never shown in the game)"
                                          : "renamed to 'designerNote', and copied to 'name', which it stood for"});
}

} // namespace

bool needsMigration(const nlohmann::ordered_json& card) {
    using namespace std::string_view_literals;
    if (!card.is_object()) return false;
    // The fields migrateCardJson takes (keep the two in step).
    static constexpr std::string_view legacy[] = {
        "IsFleeting",   "isFleeting", "persistence", "Persistence", "HasFinalWord",
        "hasFinalWord", "EffectType", "effectType",  "EffectValue", "effectValue"};
    for (const auto& [key, value] : card.get_ref<const nlohmann::ordered_json::object_t&>()) {
        for (std::string_view l : legacy)
            if (key == l) return true;
        if (key == "triggeredEffects"sv && value.is_array())
            for (const auto& t : value)
                if (t.is_object() && t.contains("additionalCosts")) return true;
    }
    return false;
}

std::vector<LegacyNote> migrateCardJson(nlohmann::ordered_json& card) {
    std::vector<LegacyNote> notes;
    if (!card.is_object()) return notes;
    nlohmann::ordered_json v;
    std::string f;

    if (take(card, {"IsFleeting", "isFleeting"}, v, f)) {
        if (truthy(v)) addProperty(card, "Fleeting");
        notes.push_back({f, "converted to the Fleeting property"});
    }
    if (take(card, {"persistence", "Persistence"}, v, f)) {
        if (v.is_string() && (v == "Fleeting" || v == "Opportunity" || v == "Persistent")) {
            addProperty(card, v.get<std::string>().c_str());
            notes.push_back({f, "converted to the " + v.get<std::string>() + " property"});
        } else {
            card[f] = v; // leave it for the reader to report as unknown
        }
    }
    if (take(card, {"HasFinalWord", "hasFinalWord"}, v, f)) {
        if (truthy(v)) {
            // A final word is a goal: it must be played now, and exhausting it ends the talk.
            addProperty(card, "Fleeting");
            addProperty(card, "Opportunity");
            if (!card.contains("exhaustEffect") || card["exhaustEffect"].is_null())
                card["exhaustEffect"] = {{"type", "EndConversation"}, {"value", "goal_exhausted"}};
            notes.push_back({f, "converted to a goal: Fleeting + Opportunity with an "
                                "EndConversation exhaust effect"});
        } else {
            notes.push_back({f, "dropped (false)"});
        }
    }
    nlohmann::ordered_json type, value;
    std::string ft, fv;
    const bool hasType = take(card, {"EffectType", "effectType"}, type, ft);
    const bool hasValue = take(card, {"EffectValue", "effectValue"}, value, fv);
    if (hasType || hasValue) {
        if (!card.contains("successEffect") || card["successEffect"].is_null()) {
            nlohmann::ordered_json effect = {{"type", hasType ? type : nlohmann::ordered_json("None")}};
            if (hasValue) effect["value"] = value.is_number_integer() ? nlohmann::ordered_json(value.get<long long>()) : value;
            card["successEffect"] = effect;
        }
        notes.push_back({hasType ? ft : fv, "converted to successEffect"});
    }
    migrateAdditionalCosts(card, notes);
    return notes;
}

std::vector<LegacyNote> migrateDocument(nlohmann::ordered_json& doc) {
    std::vector<LegacyNote> notes;
    nlohmann::ordered_json* cards = nullptr;
    if (doc.is_array()) cards = &doc;
    else if (doc.is_object() && doc.contains("content") && doc["content"].is_object() &&
             doc["content"].contains("cards"))
        cards = &doc["content"]["cards"];
    else if (doc.is_object() && doc.contains("cards"))
        cards = &doc["cards"];
    if (!cards || !cards->is_array()) return notes;
    for (auto& card : *cards) {
        auto n = migrateCardJson(card);
        notes.insert(notes.end(), n.begin(), n.end());
        renameDescription(card, notes);
    }
    return notes;
}

} // namespace parley
