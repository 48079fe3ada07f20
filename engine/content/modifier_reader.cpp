// Reading seed 004's generic modifier: {target, operation, value, condition, scope, stacking,
// stackingKey}. Atmospheres, auras and addModifier effects all write modifiers this way.
#include "content/enums.h"
#include "content/readers.h"

namespace parley {

namespace {
template <std::size_t N> std::vector<std::string> names(const std::array<std::string_view, N>& a) {
    return {a.begin(), a.end()};
}
// Index-aligned with EffectScope.
const std::array<std::string_view, 6> kScopes = {"global", "source", "hand",
                                                 "table",  "player", "npc"};
const std::array<std::string_view, 4> kStackings = {"additive", "maxOnly", "minOnly", "noStack"};
const std::array<std::string_view, 3> kTriggers = {"continuous", "turnStart", "turnEnd"};

// A turn boundary acts on the conversation's own numbers; everything else is a derived number,
// changed only when it is asked for. The two never mix (seed 004's trigger, see
// rules/turn_effects.h).
bool checkTrigger(ObjectReader& m, const ModifierDef& d) {
    const std::string target(name(d.target));
    if (d.trigger == 0 && isActingTarget(d.target)) {
        m.error("target",
                "'" + target +
                    "' is not a derived number but the conversation's own: a modifier on it acts "
                    "once at "
                    "a turn boundary, so it needs \"trigger\": \"turnStart\" or \"turnEnd\"");
        return false;
    }
    if (d.trigger != 0 && !isActingTarget(d.target)) {
        m.error("trigger",
                "'" + target +
                    "' is a derived number, worked out whenever it is needed, so only a continuous "
                    "modifier changes it; to act at a turn boundary, target 'comfort', 'patience' "
                    "or 'weight'");
        return false;
    }
    if (d.trigger != 0 && d.op != ModOp::Add) {
        m.error("operation", "a modifier that acts at a turn boundary changes '" + target +
                                 "' by its value, so its operation must be 'add'");
        return false;
    }
    return true;
}

// Which numbers each scope can be about (queries/queries.cpp applies the same meaning), so that
// a scope that could never match fails at load instead of silently doing nothing.
bool checkScope(ObjectReader& m, const ModifierDef& d) {
    const auto scope = static_cast<EffectScope>(d.scope);
    const ModTarget t = d.target;
    const std::string target(name(t));
    std::string why;
    switch (scope) {
    case EffectScope::Global:
        break;
    case EffectScope::Source:
    case EffectScope::Hand:
        if (isActingTarget(t))
            why = "'" + target + "' belongs to the conversation, not to a card, so scope '" +
                  std::string(kScopes[d.scope]) + "' never matches it; use 'global'";
        break;
    case EffectScope::Table:
        if (t != ModTarget::WeightCost && t != ModTarget::TokenCost && t != ModTarget::UsesPerTurn)
            why = "scope 'table' means the numbers of a card on the table (the weight and token "
                  "costs and uses per turn "
                  "of its abilities), and '" +
                  target + "' is never one of them";
        break;
    case EffectScope::Player:
        if (t == ModTarget::ComfortChange || t == ModTarget::Comfort || t == ModTarget::Patience)
            why = "scope 'player' means your numbers and your cards', and '" + target +
                  "' is the partner's; use 'npc' or 'global'";
        break;
    case EffectScope::Npc:
        if (t != ModTarget::ComfortChange && t != ModTarget::Comfort && t != ModTarget::Patience)
            why =
                "scope 'npc' means the partner's numbers (comfort, its changes, patience), and '" +
                target + "' is yours; use 'player' or 'global'";
        break;
    }
    if (why.empty()) return true;
    m.error("scope", why);
    return false;
}
} // namespace

bool readCondition(ObjectReader& r, std::string_view key, Content& content, const VarNames& vars, std::uint16_t& out) {
    const auto cond = r.string(key, false);
    if (!cond) return true;
    Formula f;
    if (!r.formula(key, "condition", *cond, vars, f)) return false;
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
    if (m.has("trigger")) {
        if (const auto t = m.choice("trigger", false, names(kTriggers), "modifier trigger"))
            out.trigger = static_cast<std::uint8_t>(*t);
        else
            ok = false;
    }
    if (ok && !checkTrigger(m, out)) ok = false;
    if (ok && !checkScope(m, out)) ok = false;
    if (const auto key = m.string("stackingKey", false)) {
        auto it = std::find(content.stackingKeys.begin(), content.stackingKeys.end(), *key);
        if (it == content.stackingKeys.end()) it = content.stackingKeys.insert(content.stackingKeys.end(), *key);
        out.stackingKey = static_cast<std::uint16_t>(it - content.stackingKeys.begin() + 1);
    }
    ok = readCondition(m, "condition", content, content.formulaVars(Content::Vars::Condition),
                       out.condition) &&
         ok;
    m.finish("a modifier");
    return ok;
}

bool readModifierList(ObjectReader& r, std::string_view key, Content& content, std::vector<ModifierDef>& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    const std::size_t count = list->is_array() ? list->size() : 1;
    bool ok = true;
    for (std::size_t i = 0; i < count; ++i) {
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
