#include "content/describe.h"

namespace parley {

namespace {
std::string signedValue(const EffectDef& e) {
    if (e.amount.isConstant()) {
        const std::string& t = e.valueText;
        const bool negative = !t.empty() && t.find('-') != std::string::npos;
        return (negative ? "" : "+") + t;
    }
    return "+X";
}
std::string plural(const std::string& v, const char* one, const char* many) {
    return v + " " + (v == "1" ? one : many);
}
} // namespace

std::string describeEffect(const Content& c, const EffectDef& e) {
    switch (e.type) {
    case EffectType::None: return "No effect";
    case EffectType::AddComfort:
        if (e.amount.isConstant()) return signedValue(e) + " comfort";
        return "+X comfort (X = " + e.valueText + ")";
    case EffectType::DrawCards:
        if (e.amount.isConstant()) return "Draw " + plural(e.valueText, "card", "cards");
        return "Draw X cards (X = " + e.valueText + ")";
    case EffectType::AddWeight:
        if (e.amount.isConstant()) return "Regain " + e.valueText + " weight";
        return "Regain X weight (X = " + e.valueText + ")";
    case EffectType::SetAtmosphere: return "Atmosphere: " + c.ruleset.atmospheres[e.atmosphere].id;
    case EffectType::EndConversation: return "End the conversation (" + c.outcomes[e.outcome] + ")";
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight: return "+X comfort (X = " + e.valueText + ")";
    case EffectType::ComfortReset: return "Reset comfort to 0";
    case EffectType::WeightRefresh: return "Refill weight to capacity";
    case EffectType::FreeNextAction: return "Next action costs no patience";
    }
    return {}; // unreachable: the switch covers every type
}

std::string describeEffects(const Content& c, const std::vector<EffectDef>& effects) {
    if (effects.empty()) return "No effect";
    std::string out;
    for (const auto& e : effects) {
        if (!out.empty()) out += "; ";
        out += describeEffect(c, e);
    }
    return out;
}

std::string describeProperties(PropertySet props) {
    std::string out;
    for (std::size_t i = 0; i < kCardPropertyNames.size(); ++i) {
        if (!(props & (1u << i))) continue;
        if (!out.empty()) out += ", ";
        out += kCardPropertyNames[i];
    }
    return out;
}

} // namespace parley
