#include "content/ending.h"
#include "content/enums.h"
#include "content/limits.h"
#include "content/readers.h"
#include "content/suggest.h"

namespace parley {

namespace {

bool needsFormula(EffectType t) {
    switch (t) {
    case EffectType::AddComfort:
    case EffectType::DrawCards:
    case EffectType::AddWeight:
    case EffectType::ScaleByTokens:
    case EffectType::ScaleByComfort:
    case EffectType::ScaleByPatience:
    case EffectType::ScaleByWeight:
    case EffectType::AdjustEffect:
    case EffectType::AdjustRoll:
    case EffectType::AddMark: return true;
    default: return false;
    }
}

// For evaluating formulas that read no variables.
struct NoVars final : VarLookup {
    std::int64_t value(VarId) const override { return 0; }
};

bool takesNoValue(EffectType t) {
    return t == EffectType::None || t == EffectType::ComfortReset ||
           t == EffectType::WeightRefresh || t == EffectType::FreeNextAction ||
           t == EffectType::Nullify || t == EffectType::Reroll || t == EffectType::RepeatEffects ||
           t == EffectType::RecordCard;
}

} // namespace

std::string effectTypeHint(std::string_view word) {
    // Every spelling effectTypeFromName takes, so that "drawCard" is pointed to "drawCards" and
    // "DrawCard" to "DrawCards" (the suggester prefers the one written the same way).
    static const std::vector<std::string> spellings = [] {
        std::vector<std::string> all(kEffectTypeNames.begin(), kEffectTypeNames.end());
        for (std::string_view n : kEffectTypeNames) {
            std::string lower(n);
            lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
            all.push_back(std::move(lower));
        }
        all.emplace_back("draw");
        return all;
    }();
    return didYouMean(word, spellings);
}

bool readTokenType(ObjectReader& r, Content& content, std::uint16_t& out) {
    const auto t = r.string("tokenType", false);
    if (!t) return !r.has("tokenType") || r.get("tokenType")->is_null();
    out = content.internTokenType(*t);
    if (out != 0) return true;
    r.error("tokenType", "too many different token types (at most " + std::to_string(limits::kMaxTokenTypes) + ")");
    return false;
}

// Effects are written as one object, a list of objects, or null.
bool readEffectList(ObjectReader& r, std::string_view key, Content& content,
                    std::vector<EffectDef>& out) {
    const nlohmann::ordered_json* j = r.get(key);
    if (!j || j->is_null()) return true;
    auto readOne = [&](const nlohmann::ordered_json& node, const std::string& ptr) {
        ObjectReader er(r.source(), node, ptr, r.diags());
        if (!er.ok()) {
            er.errorHere("an effect must be an object like {\"type\": \"AddComfort\", \"value\": 1}, not " +
                         jsonTypeName(node));
            return false;
        }
        EffectDef e;
        if (!readEffect(er, content, e)) return false;
        if (e.type != EffectType::None) out.push_back(std::move(e));
        return true;
    };
    if (j->is_object()) return readOne(*j, r.at(key));
    if (j->is_array()) {
        bool ok = true;
        for (std::size_t i = 0; i < j->size(); ++i)
            ok = readOne((*j)[i], r.at(key) + "/" + std::to_string(i)) && ok;
        return ok;
    }
    r.error(key, "'" + std::string(key) + "' must be an effect, a list of effects or null, not " +
                     jsonTypeName(*j));
    return false;
}

namespace {

// Seed 000's parameters: amount, scope, tokenType, card, filter, zone, controller, isCost.
bool readSeed000Params(ObjectReader& r, Content& content, EffectDef& out) {
    bool ok = true;
    out.isCost = r.boolean("isCost").value_or(false);
    if (const auto scope = r.string("scope", false)) {
        if (*scope == "selfOnly") out.selfOnly = true;
        else {
            r.error("scope", "unknown scope '" + *scope + "' (known: selfOnly)" +
                                 didYouMean(*scope, std::array<std::string_view, 1>{"selfOnly"}));
            ok = false;
        }
    }
    ok = readTargetFields(r, content, out.filter, out.type == EffectType::CreateToken ? &out.tokenCard : nullptr) && ok;
    if (r.has("zone")) {
        std::vector<std::string> zones(kZoneNames.begin(), kZoneNames.end());
        if (const auto z = r.choice("zone", false, zones, "zone")) out.zone = static_cast<Zone>(*z);
        else ok = false;
    }
    if (const auto who = r.string("controller", false)) {
        if (*who == "npc") out.controller = Controller::Npc;
        else if (*who != "player") {
            r.error("controller",
                    "unknown controller '" + *who + "' (known: player, npc)" +
                        didYouMean(*who, std::array<std::string_view, 2>{"player", "npc"}));
            ok = false;
        }
    }
    if (out.type == EffectType::AddTokens) {
        const nlohmann::ordered_json* t = r.get("tokens");
        if (!t || !t->is_object() || t->empty()) {
            r.errorHere("AddTokens needs 'tokens', a map such as {\"Trust\": 1} (negative to spend)");
            ok = false;
        } else {
            for (const auto& [tok, n] : t->items()) {
                const int idx = content.ruleset.tokenIndex(tok);
                if (idx < 0 || !integerIn(n, -99, 99)) {
                    r.source().error(r.diags(), r.at("tokens") + "/" + pointerToken(tok),
                                     idx < 0 ? "unknown token type '" + tok + "'" +
                                                   didYouMean(tok, content.ruleset.tokens)
                                             : "a token change must be an integer from -99 to 99");
                    ok = false;
                } else {
                    out.tokens[idx] = static_cast<std::int16_t>(n.get<long long>());
                }
            }
        }
    }
    if (out.type == EffectType::AddModifier) {
        if (!r.has("modifier")) {
            r.errorHere("addModifier needs a 'modifier' such as {\"target\": \"comfortChange\", \"operation\": \"add\", \"value\": 1}");
            ok = false;
        } else {
            ok = readModifierList(r, "modifier", content, out.modifiers) && ok;
        }
        if (r.has("duration")) {
            if (const auto d = r.integer("duration", false, 0, 100)) out.duration = *d;
            else ok = false;
        }
    }
    if (out.type == EffectType::AddMark) {
        const auto mark = r.string("mark", true);
        const int idx = mark ? content.markIndex(*mark) : -1;
        if (mark && idx < 0) {
            r.error("mark",
                    "unknown mark '" + *mark + "' (a skill must declare it in its 'marks'; " +
                        (content.markNames.empty() ? std::string("no skill declares any")
                                                   : "known: " + joinNames(content.markNames)) +
                        ")" + didYouMean(*mark, content.markNames));
        }
        if (idx < 0) ok = false;
        else out.mark = static_cast<std::uint8_t>(idx);
        if (r.has("on")) {
            if (const auto on = r.choice("on", false, {"player", "npc", "self", "owner"}, "mark holder"))
                out.markHolder = static_cast<std::uint8_t>(*on);
            else ok = false;
        } else {
            out.markHolder = 3;
        }
    }
    if ((out.type == EffectType::PutOnPile || out.type == EffectType::TakeFromPile) && r.has("skill")) {
        // Another skill's pile; by default a skill's own.
        const auto id = r.string("skill", true);
        const SkillDef* sk = id ? content.findSkill(*id) : nullptr;
        if (id && !sk)
            r.error("skill", "unknown skill '" + *id + "'" + idHint(*id, content.skillIndex));
        if (!sk) ok = false;
        else out.skill = sk->index;
    }
    if (out.type == EffectType::GrantSkill || out.type == EffectType::RemoveSkill) {
        const auto id = r.string("skill", true);
        const SkillDef* sk = id ? content.findSkill(*id) : nullptr;
        if (id && !sk)
            r.error("skill", "unknown skill '" + *id + "'" + idHint(*id, content.skillIndex));
        if (!sk) ok = false;
        else out.skill = sk->index;
        if (r.has("to")) {
            if (const auto to = r.choice("to", false, {"player", "npc", "owner"}, "side")) out.side = static_cast<std::uint8_t>(*to);
            else ok = false;
        } else {
            out.side = 0;
        }
    }
    if (out.type == EffectType::CreateToken && out.tokenCard < 0 && out.filter.tokenType == 0) {
        // A bad 'tokenType' or 'card' has its own error already.
        if (!r.has("tokenType") && !r.has("card")) r.errorHere("createToken needs a 'tokenType' or a 'card'");
        ok = false;
    }
    if (out.type == EffectType::Sacrifice && !out.selfOnly && out.filter.empty()) {
        r.errorHere("sacrifice needs \"scope\": \"selfOnly\", a 'tokenType', a 'card' or a 'filter'");
        ok = false;
    }
    if (out.isCost && out.type != EffectType::Reveal && out.type != EffectType::Sacrifice &&
        out.type != EffectType::Discard && out.type != EffectType::AddTokens) {
        r.error("isCost", std::string(name(out.type)) + " cannot be a cost (costs: reveal, sacrifice, discard, addTokens)");
        ok = false;
    }
    return ok;
}

bool usesAmount(EffectType t) {
    return t == EffectType::Sacrifice || t == EffectType::Discard || t == EffectType::CreateToken ||
           t == EffectType::Tutor || t == EffectType::Reveal || t == EffectType::PutOnPile ||
           t == EffectType::TakeFromPile;
}

} // namespace

bool readEffect(ObjectReader& r, Content& content, EffectDef& out) {
    const Ruleset& rules = content.ruleset;
    // Seed 000 writes {"effect": NAME}; seed 002 writes {"type": NAME}. Both name the type.
    const char* typeKey = r.has("type") || !r.has("effect") ? "type" : "effect";
    const auto typeName = r.string(typeKey, true);
    if (!typeName) return false;
    const auto type = effectTypeFromName(*typeName);
    if (!type) {
        std::vector<std::string> names(kEffectTypeNames.begin(), kEffectTypeNames.end());
        r.error(typeKey, "unknown effect type '" + *typeName + "' (known: " + joinNames(names) +
                             ")" + effectTypeHint(*typeName));
        return false;
    }
    out.type = *type;
    // Seed 000 writes the number as "amount"; seed 002 as "value".
    const nlohmann::ordered_json* value = r.get("value");
    const char* valueKey = "value"; // where messages about it point
    if (!value || value->is_null()) {
        if ((value = r.get("amount")) && !value->is_null()) valueKey = "amount";
    } else {
        r.ignore("amount");
    }
    // The number's own digits: the formula compiler then refuses what is out of range, where
    // a conversion to long long would wrap 2^64-1 round to -1. Written as dump() writes them,
    // without the serializer dump() sets up for each number.
    if (value && value->is_number_unsigned())
        out.valueText = std::to_string(value->get<std::uint64_t>());
    else if (value && value->is_number_integer())
        out.valueText = std::to_string(value->get<std::int64_t>());
    else if (value && value->is_string()) out.valueText = value->get<std::string>();
    else if (value && !value->is_null()) {
        r.error(valueKey, "an effect's '" + std::string(valueKey) + "' must be a string or an integer, not " + jsonTypeName(*value));
        return false;
    }
    if (const nlohmann::ordered_json* data = r.get("data"); data && !data->is_null()) out.data = *data;

    bool ok = readSeed000Params(r, content, out);
    if (usesAmount(out.type)) {
        if (out.valueText == "any") {
            out.amountIsChoice = true;
        } else {
            const std::string text = out.valueText.empty() ? "1" : out.valueText;
            if (!r.formula(valueKey, "amount", text, content.formulaVars(Content::Vars::Card),
                           out.amount)) {
                ok = false;
            } else if (out.amount.isConstant() && out.amount.eval(NoVars{}) < 0) {
                r.error(valueKey, std::string(name(out.type)) + " needs a count of 0 or more, not " + text);
                ok = false;
            } else if (out.type == EffectType::CreateToken && out.amount.isConstant() &&
                       out.amount.eval(NoVars{}) > limits::kMaxTokensPerEffect) {
                // A formula's larger value makes the limit's number at run time (resolve.cpp).
                const std::string most = std::to_string(limits::kMaxTokensPerEffect);
                r.error(valueKey, "one CreateToken makes at most " + most + " tokens, not " + text +
                                      "; make " + most + " or fewer");
                ok = false;
            }
        }
    } else if (needsFormula(out.type)) {
        if (out.type == EffectType::AddMark && out.valueText.empty()) out.valueText = "1";
        if (out.valueText.empty()) {
            r.errorHere(std::string(name(out.type)) + " needs a 'value' (a number or formula)");
            ok = false;
        } else {
            if (!r.formula(valueKey, "formula", out.valueText,
                           content.formulaVars(Content::Vars::Card), out.amount)) {
                ok = false;
            } else if (out.type == EffectType::DrawCards && out.amount.isConstant() &&
                       out.amount.eval(NoVars{}) < 0) {
                r.error(valueKey, "DrawCards needs a number of cards of 0 or more, not " + out.valueText);
                ok = false;
            }
        }
    } else if (out.type == EffectType::SetAtmosphere) {
        const int a = rules.atmosphereIndex(out.valueText);
        if (a < 0) {
            std::vector<std::string> names;
            for (const auto& at : rules.atmospheres) names.push_back(at.id);
            if (out.valueText.empty()) r.errorHere("SetAtmosphere needs a 'value': the atmosphere to set");
            else
                r.error("value", "unknown atmosphere '" + out.valueText + "' (known: " +
                                     joinNames(names) + ")" + didYouMean(out.valueText, names));
            ok = false;
        } else {
            out.atmosphere = static_cast<std::uint16_t>(a);
        }
    } else if (out.type == EffectType::EndConversation) {
        if (out.valueText.empty()) {
            r.errorHere("EndConversation needs a 'value': the outcome, such as \"success\"");
            ok = false;
        } else {
            out.outcome = content.internOutcome(out.valueText);
            if (out.outcome == Content::kTooManyOutcomes) {
                r.error("value", "too many different outcomes (at most " + std::to_string(limits::kMaxOutcomes) + ")");
                ok = false;
            }
        }
        readEnding(r, content, out); // its data as terms for the end screen (content/ending.h)
    } else if (out.type == EffectType::SendToZone || out.type == EffectType::AddTokens ||
               out.type == EffectType::AddModifier) {
        // Their parameters are 'zone' and 'tokens'.
    } else if (takesNoValue(out.type) && !out.valueText.empty()) {
        r.warning("value", std::string(name(out.type)) + " takes no value; '" + out.valueText + "' is ignored");
    }
    if (out.type != EffectType::EndConversation && r.has("data") && !out.data.is_null() &&
        !out.data.is_object())
        r.warning("data", "'data' should be an object");
    r.finish("an effect");
    return ok;
}

bool readCard(ObjectReader& r, Content& content, CardDef& out) {
    const Ruleset& rules = content.ruleset;
    bool ok = true;
    const auto id = r.string("id", true);
    if (!id) return false;
    if (id->empty()) {
        r.error("id", "a card id must not be empty");
        return false;
    }
    out.id = *id;
    // The designer's note, never shown in the game. Older packs wrote it as "description" (and
    // seed 000's cards named themselves with it); `parley-cli migrate` renames it.
    if (r.has("designerNote")) out.description = r.string("designerNote", false).value_or("");
    else out.description = r.string("description", false).value_or("");
    if (auto name = r.text("name", false)) out.name = std::move(*name);
    else if (!out.description.empty() && !r.has("name") &&
             r.textFits(r.at(r.has("designerNote") ? "designerNote" : "description"), "the description, the card's name",
                        out.description))
        out.name.text = out.description; // seed 000's cards named themselves with it
    else out.name.text = out.id;

    if (const auto w = r.integer("weight", true, 0, 100)) out.weight = *w;
    else ok = false;

    if (const auto d = r.choiceOfIds("difficulty", true, rules.difficulties, "difficulty"))
        out.difficulty = std::uint8_t(*d);
    else ok = false;

    if (const nlohmann::ordered_json* props = r.get("properties"); props && !props->is_null()) {
        if (!props->is_array()) {
            r.error("properties", "'properties' must be a list such as [\"Fleeting\"]");
            ok = false;
        } else {
            for (std::size_t i = 0; i < props->size(); ++i) {
                const auto& p = (*props)[i];
                const auto prop = p.is_string()
                                      ? enumFromName<CardProperty>(kCardPropertyNames, p.get<std::string>())
                                      : std::nullopt;
                if (!prop) {
                    std::vector<std::string> names(kCardPropertyNames.begin(), kCardPropertyNames.end());
                    r.source().error(
                        r.diags(), r.at("properties") + "/" + std::to_string(i),
                        "unknown property " + p.dump() + " (known: " + joinNames(names) + ")" +
                            (p.is_string() ? didYouMean(p.get_ref<const std::string&>(), names)
                                           : std::string()));
                    ok = false;
                } else {
                    out.properties |= propertyBit(*prop);
                }
            }
            if (out.has(CardProperty::Persistent) &&
                (out.has(CardProperty::Fleeting) || out.has(CardProperty::Opportunity)))
                r.warning("properties", "Persistent contradicts Fleeting/Opportunity; the card will still exhaust");
        }
    }

    ok = readEffectList(r, "successEffect", content, out.effects[0]) && ok;
    ok = readEffectList(r, "failureEffect", content, out.effects[1]) && ok;
    ok = readEffectList(r, "exhaustEffect", content, out.effects[2]) && ok;

    if (auto d = r.text("dialogueFragment", false)) out.dialogue = std::move(*d);
    if (r.has("connectionType") && !r.get("connectionType")->is_null()) {
        if (const auto c = r.choice("connectionType", false, rules.tokens, "connection type"))
            out.connectionType = std::int8_t(*c);
        else ok = false;
    } else {
        r.ignore("connectionType");
    }
    if (r.has("depth")) {
        if (const auto d = r.integer("depth", false, 0, 100)) out.depth = *d;
        else ok = false;
    }
    out.permanent = r.boolean("permanent").value_or(false);
    ok = readTokenType(r, content, out.tokenType) && ok;
    ok = readCostList(r, "costs", content, out.costs) && ok;
    ok = readAlternativeCosts(r, "alternativeCosts", content, out.alternativeCosts) && ok;
    ok = readAbilities(r, content, out.abilities) && ok;
    ok = readModifierList(r, "auras", content, out.auras) && ok;
    if (const nlohmann::ordered_json* sup = r.get("suppresses"); sup && !sup->is_null()) {
        forOneOrList(*sup, [&](const nlohmann::ordered_json& v) {
            // A card may silence the auras, skills or atmosphere effects of others; rules stay.
            const std::string t = v.is_string() ? v.get<std::string>() : "";
            if (t == "aura")
                out.suppresses |= 1u << unsigned(EffectSource::Aura);
            else if (t == "skill")
                out.suppresses |= 1u << unsigned(EffectSource::Skill);
            else if (t == "atmosphere")
                out.suppresses |= 1u << unsigned(EffectSource::Atmosphere);
            else if (t == "cardEffect")
                out.suppresses |= 1u << unsigned(EffectSource::CardEffect);
            else {
                r.error("suppresses",
                        "unknown effect source " + v.dump() +
                            " (known: aura, skill, atmosphere, cardEffect)" +
                            didYouMean(t, std::array<std::string_view, 4>{
                                              "aura", "skill", "atmosphere", "cardEffect"}));
                ok = false;
            }
        });
    }
    ok = readTriggers(r, content, out.triggers) && ok;
    // Pipeline, judge and pile effects act on a skill's context; a card has none.
    // Reported at the list that holds the effect (effects keep no pointer of their own).
    auto skillOnly = [&](const std::vector<EffectDef>& list, const std::string& at) {
        for (const EffectDef& e : list)
            if (isSkillOnlyEffect(e.type)) {
                r.source().error(r.diags(), r.pointer() + "/" + at, std::string(name(e.type)) + " is a skill effect; a card cannot use it");
                ok = false;
            }
    };
    const char* slotKeys[] = {"successEffect", "failureEffect", "exhaustEffect"};
    for (std::size_t k = 0; k < out.effects.size(); ++k) skillOnly(out.effects[k], slotKeys[k]);
    for (std::size_t k = 0; k < out.abilities.size(); ++k) skillOnly(out.abilities[k].effects, "abilities/" + std::to_string(k));
    for (std::size_t k = 0; k < out.triggers.size(); ++k)
        skillOnly(out.triggers[k].effects, "triggeredEffects/" + std::to_string(k));
    r.finish("a card");
    return ok;
}

} // namespace parley
