// Reading seed 004's generic modifier: {target, operation, value, condition, scope, stacking,
// stackingKey}. Atmospheres, auras and addModifier effects all write modifiers this way.
#include "content/readers.h"

namespace parley {

namespace {
template <std::size_t N> std::vector<std::string> names(const std::array<std::string_view, N>& a) {
    return {a.begin(), a.end()};
}
const std::array<std::string_view, 3> kScopes = {"global", "source", "hand"};
const std::array<std::string_view, 4> kStackings = {"additive", "maxOnly", "minOnly", "noStack"};
} // namespace

bool readCondition(ObjectReader& r, std::string_view key, Content& content, const VarNames& vars, std::uint16_t& out) {
    const auto cond = r.string(key, false);
    if (!cond) return true;
    Formula f;
    std::string err;
    if (!Formula::compile(*cond, vars, f, err)) {
        r.error(key, badFormula("condition", *cond, err));
        return false;
    }
    content.conditions.push_back(std::move(f));
    out = static_cast<std::uint16_t>(content.conditions.size());
    return true;
}

bool readModifier(ObjectReader& m, Content& content, ModifierDef& out) {
    bool ok = true;
    const auto target = m.choice("target", true, names(kModTargetNames), "modifier target");
    const auto op = m.choice("operation", true, names(kModOpNames), "operation");
    const auto value = m.integer("value", true, -1000, 1000);
    if (!target || !op || !value) ok = false;
    else {
        out.target = static_cast<ModTarget>(*target);
        out.op = static_cast<ModOp>(*op);
        out.value = *value;
    }
    if (m.has("scope")) {
        if (const auto s = m.choice("scope", false, names(kScopes), "scope")) out.scope = static_cast<std::uint8_t>(*s);
        else ok = false;
    }
    if (m.has("stacking")) {
        if (const auto s = m.choice("stacking", false, names(kStackings), "stacking mode")) out.stacking = static_cast<std::uint8_t>(*s);
        else ok = false;
    }
    if (const auto key = m.string("stackingKey", false)) {
        auto it = std::find(content.stackingKeys.begin(), content.stackingKeys.end(), *key);
        if (it == content.stackingKeys.end()) it = content.stackingKeys.insert(content.stackingKeys.end(), *key);
        out.stackingKey = static_cast<std::uint16_t>(it - content.stackingKeys.begin() + 1);
    }
    ok = readCondition(m, "condition", content, conditionVars(content.ruleset, content.tokenTypes, content.markNames),
                       out.condition) && ok;
    m.finish("a modifier");
    return ok;
}

bool readModifierList(ObjectReader& r, std::string_view key, Content& content, std::vector<ModifierDef>& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    const auto items = list->is_array() ? *list : nlohmann::ordered_json::array({*list});
    bool ok = true;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string ptr = list->is_array() ? r.at(key) + "/" + std::to_string(i) : r.at(key);
        ObjectReader m(r.source(), list->is_array() ? (*list)[i] : *list, ptr, r.diags());
        if (!m.ok()) {
            m.errorHere("a modifier must be an object such as {\"target\": \"successChance\", \"operation\": \"add\", \"value\": 10}");
            ok = false;
            continue;
        }
        ModifierDef md;
        if (readModifier(m, content, md)) out.push_back(md);
        else ok = false;
    }
    return ok;
}

} // namespace parley
