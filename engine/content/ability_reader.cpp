// Readers for the seed 001 and seed 000 parts of a card: costs, activated abilities, triggered
// abilities and the filters that say which cards a cost or effect may pick.
#include "content/readers.h"
#include "content/suggest.h"

namespace parley {

namespace {

std::vector<std::string> names(const auto& array) { return {array.begin(), array.end()}; }

bool readTokenMap(ObjectReader& r, std::string_view key, const Ruleset& rules, std::array<std::int16_t, 8>& out,
                  int lo, int hi) {
    const nlohmann::ordered_json* t = r.get(key);
    if (!t || !t->is_object() || t->empty()) {
        r.errorHere("'" + std::string(key) + "' must be a map such as {\"Trust\": 2, \"Commerce\": 1}");
        return false;
    }
    bool ok = true;
    for (const auto& [tok, count] : t->items()) {
        const std::string ptr = r.at(key) + "/" + pointerToken(tok);
        const int idx = rules.tokenIndex(tok);
        if (idx < 0) {
            r.source().error(r.diags(), ptr,
                             "unknown token type '" + tok + "' (known: " + joinNames(rules.tokens) +
                                 ")" + didYouMean(tok, rules.tokens));
            ok = false;
        } else if (!integerIn(count, lo, hi)) {
            r.source().error(r.diags(), ptr, "a token count here must be an integer from " + std::to_string(lo) +
                                                 " to " + std::to_string(hi));
            ok = false;
        } else {
            out[idx] = static_cast<std::int16_t>(count.get<long long>());
        }
    }
    return ok;
}

bool readCost(ObjectReader& r, Content& content, CostDef& out) {
    const Ruleset& rules = content.ruleset;
    const auto kindName = r.string("cost", true);
    if (!kindName) return false;
    const auto kind = enumFromName<CostKind>(kCostKindNames, *kindName);
    if (!kind) {
        r.error("cost", "unknown cost type '" + *kindName +
                            "' (known: " + joinNames(names(kCostKindNames)) + ")" +
                            didYouMean(*kindName, kCostKindNames));
        return false;
    }
    out.kind = *kind;
    bool ok = true;
    // "scope": "selfOnly" turns sacrifice, tap and reveal into their self forms (seed 000's table).
    if (const auto scope = r.string("scope", false)) {
        if (*scope != "selfOnly") {
            r.error("scope", "unknown scope '" + *scope + "' (known: selfOnly)" +
                                 didYouMean(*scope, std::array<std::string_view, 1>{"selfOnly"}));
            ok = false;
        } else if (out.kind == CostKind::Sacrifice) out.kind = CostKind::SacrificeSelf;
        else if (out.kind == CostKind::Tap) out.kind = CostKind::TapSelf;
        else if (out.kind == CostKind::Reveal) out.kind = CostKind::RevealSelf;
    }
    switch (out.kind) {
    case CostKind::Weight:
    case CostKind::Patience:
        if (const auto a = r.integer("amount", true, 0, 100)) out.amount = *a;
        else ok = false;
        break;
    case CostKind::Tokens: ok = readTokenMap(r, "tokens", rules, out.tokens, 0, 99) && ok; break;
    case CostKind::TapSelf:
    case CostKind::SacrificeSelf:
    case CostKind::RevealSelf: break;
    case CostKind::Reveal:
    case CostKind::Discard:
    case CostKind::Sacrifice:
    case CostKind::Tap:
        if (r.has("amount")) {
            if (const auto a = r.integer("amount", false, 1, 8)) out.amount = *a;
            else ok = false;
        }
        ok = readTargetFields(r, content, out.filter) && ok;
        break;
    case CostKind::X: {
        std::vector<std::string> resources = {"weight", "patience"};
        resources.insert(resources.end(), rules.tokens.begin(), rules.tokens.end());
        if (const auto res = r.choice("resource", true, resources, "X resource")) out.xResource = *res;
        else ok = false;
        out.xMin = r.integer("min", false, 0, 100).value_or(0);
        if (const auto mx = r.integer("max", true, 0, 100)) out.xMax = *mx;
        else ok = false;
        if (out.xMin > out.xMax) {
            r.error("min", "'min' is greater than 'max'");
            ok = false;
        }
        break;
    }
    }
    r.finish("a cost");
    return ok;
}

} // namespace

bool readTargetFields(ObjectReader& r, Content& content, CardFilter& out, int* namedCard) {
    bool ok = true;
    if (r.has("filter")) ok = readFilter(r, "filter", content, out);
    if (!readTokenType(r, content, out.tokenType)) ok = false;
    if (const auto c = r.string("card", false)) {
        auto it = content.cardIndex.find(*c);
        if (it == content.cardIndex.end()) {
            r.error("card", "unknown card '" + *c + "'" + idHint(*c, content.cardIndex));
            ok = false;
        } else if (namedCard) {
            *namedCard = it->second;
        } else {
            out.card = it->second;
        }
    }
    return ok;
}

bool readFilter(ObjectReader& r, std::string_view key, Content& content, CardFilter& out) {
    const nlohmann::ordered_json* f = r.get(key);
    if (!f || f->is_null()) return true;
    ObjectReader fr(r.source(), *f, r.at(key), r.diags());
    if (!fr.ok()) {
        r.error(key, "a filter must be an object such as {\"tokenType\": \"stone\"}");
        return false;
    }
    bool ok = true;
    if (const auto c = fr.string("card", false)) {
        auto it = content.cardIndex.find(*c);
        if (it == content.cardIndex.end()) {
            fr.error("card", "unknown card '" + *c + "'" + idHint(*c, content.cardIndex));
            ok = false;
        } else {
            out.card = it->second;
        }
    }
    if (!readTokenType(fr, content, out.tokenType)) ok = false;
    for (const char* pk : {"property", "properties"}) {
        const nlohmann::ordered_json* p = fr.get(pk);
        if (!p || p->is_null()) continue;
        forOneOrList(*p, [&](const nlohmann::ordered_json& name) {
            const auto prop = name.is_string()
                                  ? enumFromName<CardProperty>(kCardPropertyNames,
                                                               name.get_ref<const std::string&>())
                                  : std::nullopt;
            if (!prop) {
                fr.error(pk, "unknown property " + name.dump() +
                                 " (known: " + joinNames(names(kCardPropertyNames)) + ")" +
                                 (name.is_string() ? didYouMean(name.get_ref<const std::string&>(),
                                                                kCardPropertyNames)
                                                   : std::string()));
                ok = false;
            } else {
                out.properties |= propertyBit(*prop);
            }
        });
    }
    if (fr.has("connectionType")) {
        if (const auto c = fr.choice("connectionType", false, content.ruleset.tokens, "connection type"))
            out.connectionType = static_cast<std::int8_t>(*c);
        else ok = false;
    }
    fr.finish("a filter");
    return ok;
}

bool readCostList(ObjectReader& r, std::string_view key, Content& content, CostList& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error(key, "'" + std::string(key) + "' must be a list of costs such as [{\"cost\": \"tapSelf\"}]");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader cr(r.source(), (*list)[i], r.at(key) + "/" + std::to_string(i), r.diags());
        if (!cr.ok()) {
            cr.errorHere("a cost must be an object such as {\"cost\": \"weight\", \"amount\": 2}");
            ok = false;
            continue;
        }
        CostDef cost;
        if (readCost(cr, content, cost)) out.push_back(cost);
        else ok = false;
    }
    return ok;
}

bool readAlternativeCosts(ObjectReader& r, std::string_view key, Content& content, std::vector<CostList>& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error(key, "'" + std::string(key) + "' must be a list of cost lists");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        // Read each alternative through a one-key wrapper so positions stay exact.
        const nlohmann::ordered_json& set = (*list)[i];
        if (!set.is_array()) {
            r.source().error(r.diags(), r.at(key) + "/" + std::to_string(i), "an alternative must be a list of costs");
            ok = false;
            continue;
        }
        CostList costs;
        for (std::size_t k = 0; k < set.size(); ++k) {
            ObjectReader cr(r.source(), set[k], r.at(key) + "/" + std::to_string(i) + "/" + std::to_string(k), r.diags());
            CostDef cost;
            if (cr.ok() && readCost(cr, content, cost)) costs.push_back(cost);
            else {
                if (!cr.ok()) cr.errorHere("a cost must be an object");
                ok = false;
            }
        }
        out.push_back(std::move(costs));
    }
    return ok;
}

bool readAbilities(ObjectReader& r, Content& content, std::vector<AbilityDef>& out) {
    const nlohmann::ordered_json* list = r.get("abilities");
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error("abilities", "'abilities' must be a list");
        return false;
    }
    if (list->size() > EffectList::kMaxAbilities) {
        r.error("abilities", "too many abilities");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader ar(r.source(), (*list)[i], r.at("abilities") + "/" + std::to_string(i), r.diags());
        if (!ar.ok()) {
            ar.errorHere("an ability must be an object with 'costs' and 'effects'");
            ok = false;
            continue;
        }
        AbilityDef a;
        if (ar.has("name")) {
            if (const auto name = ar.text("name", false)) a.name = *name;
            else ok = false;
        }
        a.description = ar.string("description", false).value_or("");
        if (!ar.textFits(ar.at("description"), "'description'", a.description)) ok = false;
        bool good = readCostList(ar, "costs", content, a.costs);
        good = readAlternativeCosts(ar, "alternativeCosts", content, a.alternatives) && good;
        good = readEffectList(ar, "effects", content, a.effects) && good;
        if (ar.has("usesPerTurn")) {
            if (const auto u = ar.integer("usesPerTurn", false, 1, 100)) a.usesPerTurn = *u;
            else good = false;
        }
        ar.finish("an ability");
        if (good) out.push_back(std::move(a));
        ok = ok && good;
    }
    return ok;
}

bool readTriggers(ObjectReader& r, Content& content, std::vector<TriggerDef>& out) {
    const nlohmann::ordered_json* list = r.get("triggeredEffects");
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error("triggeredEffects", "'triggeredEffects' must be a list");
        return false;
    }
    if (list->size() > EffectList::kMaxTriggers) {
        r.error("triggeredEffects", "too many triggered abilities");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader tr(r.source(), (*list)[i], r.at("triggeredEffects") + "/" + std::to_string(i), r.diags());
        if (!tr.ok()) {
            tr.errorHere("a triggered ability must be an object with 'trigger' and 'effects'");
            ok = false;
            continue;
        }
        TriggerDef t;
        bool good = true;
        // "effect" and "roll" belong to skills: cards do not take part in the pipeline or the judge.
        const std::vector<std::string> cardTriggers(kTriggerKindNames.begin(), kTriggerKindNames.begin() + kCardTriggerKindCount);
        if (const auto k = tr.choice("trigger", true, cardTriggers, "trigger")) t.kind = static_cast<TriggerKind>(*k);
        else good = false;
        const bool zoneEvent = t.kind == TriggerKind::EnteredZone || t.kind == TriggerKind::LeftZone;
        t.zone = t.kind == TriggerKind::OpeningHand ? Zone::Hand : Zone::Table;
        if (tr.has("zone")) {
            if (const auto z = tr.choice("zone", false, names(kZoneNames), "zone")) t.zone = static_cast<Zone>(*z);
            else good = false;
        } else if (zoneEvent) {
            tr.errorHere(std::string(name(t.kind)) + " needs a 'zone': hand, deck, discard, exhausted or table");
            good = false;
        }
        t.self = tr.boolean("self").value_or(false);
        t.optional = tr.boolean("optional").value_or(false);
        if (auto m = tr.text("optionMessage", false)) t.optionMessage = std::move(*m);
        if (const nlohmann::ordered_json* cond = tr.get("conditions"); cond && !cond->is_null()) {
            // One expression, or a list of expressions that must all hold.
            const VarNames& vars = content.formulaVars(Content::Vars::Card);
            if (cond->is_string()) {
                good = tr.formula("conditions", "condition", cond->get_ref<const std::string&>(),
                                  vars, t.condition) &&
                       good;
            } else if (!cond->is_array()) {
                tr.error("conditions",
                         "a condition must be an expression such as \"comfort >= 1\"");
                good = false;
            } else {
                std::string text;
                for (std::size_t k = 0; k < cond->size(); ++k) {
                    const nlohmann::ordered_json& one = (*cond)[k];
                    const std::string at = tr.at("conditions") + "/" + std::to_string(k);
                    if (!one.is_string()) {
                        tr.source().error(
                            tr.diags(), at,
                            "a condition must be an expression such as \"comfort >= 1\"");
                        good = false;
                        continue;
                    }
                    // Each one alone first, so that a column in a message is one the designer
                    // wrote.
                    const std::string& written = one.get_ref<const std::string&>();
                    Formula alone;
                    if (!compileFormula(tr.source(), tr.diags(), at, "condition", written, vars,
                                        alone)) {
                        good = false;
                        continue;
                    }
                    text += (text.empty() ? "(" : " and (") + written + ")";
                }
                std::string err;
                if (good && !text.empty() && !Formula::compile(text, vars, t.condition, err)) {
                    tr.error("conditions", "bad conditions: together " + err);
                    good = false;
                }
            }
        }
        good = readEffectList(tr, "effects", content, t.effects) && good;
        // Legacy costs still here are ones the migration could not convert.
        if (const nlohmann::ordered_json* legacy = tr.get("additionalCosts"); legacy && !legacy->is_null()) {
            tr.error("additionalCosts", "unknown legacy cost in additionalCosts (known: {\"costType\": \"reveal\"}, "
                                        "{\"costType\": \"sacrifice\", \"scope\": \"selfOnly\"}, "
                                        "{\"costType\": \"sacrifice\", \"tokenType\": ...})");
            good = false;
        }
        tr.finish("a triggered ability");
        if (good) out.push_back(std::move(t));
        ok = ok && good;
    }
    return ok;
}

} // namespace parley
