#include "content/describe.h"

namespace parley {

std::string describeEffectBody(const Content& c, const EffectDef& e);

namespace {
std::string signedValue(const EffectDef& e) {
    if (e.amount.isConstant()) {
        const std::string& t = e.valueText;
        const bool negative = !t.empty() && t.find('-') != std::string::npos;
        return (negative ? "" : "+") + t;
    }
    return "+X";
}
std::string amountText(const EffectDef& e) {
    if (e.amountIsChoice) return "any number of";
    return e.amount.empty() ? std::string("1") : e.amount.text();
}
std::string filterText(const Content& c, const CardFilter& f) {
    if (f.card >= 0) return c.cards[f.card].name.text;
    if (f.tokenType) return c.tokenTypes[f.tokenType - 1];
    if (f.properties) return describeProperties(f.properties) + " card(s)";
    return "card(s)";
}
std::string plural(const std::string& v, const char* one, const char* many) {
    return v + " " + (v == "1" ? one : many);
}
} // namespace

std::string describeEffect(const Content& c, const EffectDef& e) {
    if (e.isCost) return "Cost: " + describeEffectBody(c, e);
    return describeEffectBody(c, e);
}

std::string describeEffectBody(const Content& c, const EffectDef& e) {
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
    case EffectType::Reveal: return e.selfOnly ? "Reveal this card" : "Reveal " + amountText(e) + " card(s)";
    case EffectType::Sacrifice:
        return e.selfOnly ? "Sacrifice this card" : "Sacrifice " + amountText(e) + " " + filterText(c, e.filter);
    case EffectType::Discard: return "Discard " + amountText(e) + " card(s)";
    case EffectType::CreateToken:
        return "Create " + amountText(e) + " " + (e.tokenCard >= 0 ? c.cards[e.tokenCard].name.text : std::string("token")) +
               (e.controller == Controller::Npc ? " for them" : "");
    case EffectType::SendToZone: return "Put this card into the " + std::string(name(e.zone));
    case EffectType::Tutor: return "Search the deck for " + amountText(e) + " " + filterText(c, e.filter);
    case EffectType::AddModifier: {
        std::string out;
        for (const ModifierDef& m : e.modifiers)
            out += (out.empty() ? "" : ", ") +
                   (m.trigger == 1   ? std::string("at each turn start ")
                    : m.trigger == 2 ? std::string("at each turn end ")
                                     : std::string()) +
                   std::string(name(m.target)) + " " + std::string(name(m.op)) + " " +
                   std::to_string(m.value);
        return out + (e.duration == 0 ? " this turn" : " until the end of " + std::string(e.duration == 1 ? "the next turn" : std::to_string(e.duration) + " more turns"));
    }
    case EffectType::AddTokens: {
        std::string out;
        for (std::size_t t = 0; t < c.ruleset.tokens.size(); ++t)
            if (e.tokens[t] != 0)
                out += (out.empty() ? "" : ", ") + std::string(e.tokens[t] > 0 ? "+" : "") + std::to_string(e.tokens[t]) + " " +
                       c.ruleset.tokens[t];
        return out.empty() ? "No effect" : out;
    }
    case EffectType::Nullify: return "The effect does nothing";
    case EffectType::AdjustEffect: return "The effect's number changes by " + e.valueText;
    case EffectType::Reroll: return "Roll again";
    case EffectType::AdjustRoll: return "The roll changes by " + e.valueText;
    case EffectType::AddMark: {
        static const char* holders[] = {"you", "them", "this card", "the skill's owner"};
        return "Mark '" + c.markNames[e.mark] + "' " + (e.valueText.rfind('-', 0) == 0 ? "" : "+") + e.valueText + " on " +
               holders[e.markHolder & 3];
    }
    case EffectType::GrantSkill:
    case EffectType::RemoveSkill: {
        static const char* sides[] = {"you", "them", "its owner"};
        return std::string(e.type == EffectType::GrantSkill ? "Gain" : "Lose") + " the skill " +
               c.skills[static_cast<std::size_t>(e.skill)].name.text + " (" + sides[e.side % 3] + ")";
    }
    case EffectType::PutOnPile:
        return e.selfOnly ? "Set this card aside on the pile" : "Set " + amountText(e) + " card(s) aside on the pile";
    case EffectType::TakeFromPile: return "Take " + amountText(e) + " card(s) back from the pile";
    case EffectType::RepeatEffects: return "Its outcome resolves once more";
    case EffectType::RecordCard:
        return "Note the card in this skill's record";
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
