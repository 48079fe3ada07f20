#include "content/readers.h"
#include "content/suggest.h"

namespace parley {

namespace {

bool readStates(ObjectReader& r, Ruleset& rules) {
    const nlohmann::ordered_json* states = r.get("states");
    if (!states || !states->is_array() || states->empty()) {
        r.errorHere("the ruleset needs 'states': a non-empty list, from worst to best");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < states->size(); ++i) {
        ObjectReader s(r.source(), (*states)[i], r.at("states") + "/" + std::to_string(i), r.diags());
        if (!s.ok()) {
            s.errorHere("a state must be an object");
            ok = false;
            continue;
        }
        StateDef def;
        const auto id = s.string("id", true);
        const auto draw = s.integer("listenDraw", true, 0, 50);
        const auto cap = s.integer("weightCapacity", true, 0, 100);
        if (s.has("name")) {
            if (const auto name = s.text("name", false)) def.name = *name;
            else ok = false;
        }
        if (s.has("description")) {
            if (const auto text = s.text("description", false)) def.description = *text;
            else ok = false;
        }
        if (s.has("reach")) {
            if (const auto reach = s.integer("reach", false, 0, 100)) def.reach = *reach;
            else ok = false;
        }
        s.finish("a state");
        if (!id || !draw || !cap) {
            ok = false;
            continue;
        }
        if (rules.stateIndex(*id) >= 0) {
            s.error("id", "state '" + *id + "' is defined twice");
            ok = false;
            continue;
        }
        def.id = *id;
        if (def.name.text.empty()) def.name.text = *id;
        def.listenDraw = *draw;
        def.weightCapacity = *cap;
        rules.states.push_back(def);
    }
    return ok;
}

bool readAtmosphere(ObjectReader& a, Content& content, AtmosphereDef& def) {
    bool ok = true;
    const auto id = a.string("id", true);
    if (a.has("name")) {
        if (const auto name = a.text("name", false)) def.name = *name;
        else ok = false;
    }
    if (a.has("description")) {
        if (const auto text = a.text("description", false)) def.description = *text;
        else ok = false;
    }
    if (a.has("modifiers") && !a.get("modifiers")->is_array()) {
        a.error("modifiers", "'modifiers' must be a list");
        ok = false;
    } else {
        ok = readModifierList(a, "modifiers", content, def.modifiers) && ok;
    }
    if (const nlohmann::ordered_json* rules = a.get("rules")) {
        if (!rules->is_array()) {
            a.error("rules", "'rules' must be a list");
            ok = false;
        } else {
            for (std::size_t i = 0; i < rules->size(); ++i) {
                const auto& rule = (*rules)[i];
                const std::string ptr = a.at("rules") + "/" + std::to_string(i);
                if (rule == "failureEndsConversation") def.failureEndsConversation = true;
                else if (rule == "cannotFail") def.cannotFail = true;
                else if (rule == "resolveTwice") def.resolveTwice = true;
                else {
                    a.source().error(
                        a.diags(), ptr,
                        "unknown atmosphere rule " + rule.dump() +
                            " (known: failureEndsConversation, cannotFail, resolveTwice)" +
                            (rule.is_string() ? didYouMean(rule.get_ref<const std::string&>(),
                                                           std::array<std::string_view, 3>{
                                                               "failureEndsConversation",
                                                               "cannotFail", "resolveTwice"})
                                              : std::string()));
                    ok = false;
                }
            }
        }
    }
    if (const auto lasts = a.string("lasts", false)) {
        if (*lasts == "nextCard") def.lastsOneCard = true;
        else if (*lasts != "untilChanged") {
            a.error("lasts", "unknown duration '" + *lasts + "' (known: nextCard, untilChanged)" +
                                 didYouMean(*lasts, std::array<std::string_view, 2>{
                                                        "nextCard", "untilChanged"}));
            ok = false;
        }
    }
    a.finish("an atmosphere");
    if (!id) return false;
    def.id = *id;
    if (def.name.text.empty()) def.name.text = *id;
    return ok;
}

bool readAtmospheres(ObjectReader& r, Content& content) {
    Ruleset& rules = content.ruleset;
    const nlohmann::ordered_json* list = r.get("atmospheres");
    if (!list || !list->is_array() || list->empty()) {
        r.errorHere("the ruleset needs 'atmospheres': a non-empty list");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        ObjectReader a(r.source(), (*list)[i], r.at("atmospheres") + "/" + std::to_string(i), r.diags());
        if (!a.ok()) {
            a.errorHere("an atmosphere must be an object");
            ok = false;
            continue;
        }
        AtmosphereDef def;
        if (!readAtmosphere(a, content, def)) {
            ok = false;
            // Kept by its id all the same, so that naming it elsewhere is no second error.
            if (def.id.empty()) continue;
        }
        if (rules.atmosphereIndex(def.id) >= 0) {
            a.error("id", "atmosphere '" + def.id + "' is defined twice");
            ok = false;
            continue;
        }
        rules.atmospheres.push_back(std::move(def));
    }
    return ok;
}

template <typename T> std::vector<std::string> ids(const std::vector<T>& items) {
    std::vector<std::string> out;
    for (const auto& i : items) out.push_back(i.id);
    return out;
}

} // namespace

bool readRuleset(ObjectReader& r, Content& content) {
    Ruleset& rules = content.ruleset;
    bool ok = true;
    rules.id = r.string("id", false).value_or("custom");
    rules.defaultNpc = r.string("defaultNpc", false).value_or("");

    if (const nlohmann::ordered_json* tokens = r.get("tokens"); tokens && tokens->is_array()) {
        for (std::size_t i = 0; i < tokens->size(); ++i) {
            const auto& t = (*tokens)[i];
            if (!t.is_string() || t.get<std::string>().empty()) {
                r.source().error(r.diags(), r.at("tokens") + "/" + std::to_string(i),
                                 "a token type must be a non-empty string");
                ok = false;
            } else {
                rules.tokens.push_back(t.get<std::string>());
            }
        }
        if (rules.tokens.size() > kMaxTokenTypes) {
            r.error("tokens", "at most " + std::to_string(kMaxTokenTypes) + " token types are supported");
            ok = false;
        }
    } else {
        r.errorHere("the ruleset needs 'tokens': the list of connection token types");
        ok = false;
    }

    const bool statesOk = readStates(r, rules);
    ok = statesOk && ok;
    ok = readAtmospheres(r, content) && ok;

    // With no states read, every start state would be "unknown": one error is enough.
    if (!statesOk) r.ignore("startState");
    else if (const auto s = r.choice("startState", false, ids(rules.states), "state")) rules.startState = std::uint8_t(*s);
    else if (r.has("startState")) ok = false;
    if (const auto a = r.choice("defaultAtmosphere", false, ids(rules.atmospheres), "atmosphere"))
        rules.defaultAtmosphere = std::uint16_t(*a);
    else if (r.has("defaultAtmosphere")) ok = false;

    if (const nlohmann::ordered_json* c = r.get("comfort")) {
        ObjectReader cr(r.source(), *c, r.at("comfort"), r.diags());
        const auto mn = cr.integer("min", true, -100, -1);
        const auto mx = cr.integer("max", true, 1, 100);
        cr.finish("'comfort'");
        if (mn && mx) {
            rules.comfortMin = *mn;
            rules.comfortMax = *mx;
        } else {
            ok = false;
        }
    }
    if (const nlohmann::ordered_json* p = r.get("patience")) {
        ObjectReader pr(r.source(), *p, r.at("patience"), r.diags());
        rules.patienceDefault = pr.integer("default", false, 1, 1000).value_or(rules.patienceDefault);
        rules.speakPatienceCost = pr.integer("speakCost", false, 0, 100).value_or(rules.speakPatienceCost);
        rules.listenPatienceCost = pr.integer("listenCost", false, 0, 100).value_or(rules.listenPatienceCost);
        pr.finish("'patience'");
    }
    rules.openingHand = r.integer("openingHand", false, 0, 50).value_or(rules.openingHand);
    rules.handLimit = r.integer("handLimit", false, 1, 100).value_or(rules.handLimit);
    rules.openingHandAvoidsGoals = r.boolean("openingHandAvoidsGoals").value_or(rules.openingHandAvoidsGoals);
    if (const auto e = r.string("emptyDeck", false)) {
        if (const auto rule = enumFromName<EmptyDeckRule>(kEmptyDeckNames, *e)) rules.emptyDeck = *rule;
        else {
            r.error("emptyDeck", "unknown empty-deck rule '" + *e +
                                     "' (known: drawNothing, reshuffleDiscard)" +
                                     didYouMean(*e, kEmptyDeckNames));
            ok = false;
        }
    }
    if (const nlohmann::ordered_json* u = r.get("unplayableProperties"); u && u->is_array()) {
        for (std::size_t i = 0; i < u->size(); ++i) {
            const auto p = (*u)[i].is_string()
                               ? enumFromName<CardProperty>(kCardPropertyNames, (*u)[i].get<std::string>())
                               : std::nullopt;
            if (!p) {
                r.source().error(
                    r.diags(), r.at("unplayableProperties") + "/" + std::to_string(i),
                    "unknown property " + (*u)[i].dump() +
                        ((*u)[i].is_string()
                             ? didYouMean((*u)[i].get_ref<const std::string&>(), kCardPropertyNames)
                             : std::string()));
                ok = false;
            } else {
                rules.unplayable |= propertyBit(*p);
            }
        }
    }

    if (const nlohmann::ordered_json* d = r.get("difficulties"); d && d->is_object() && !d->empty()) {
        for (const auto& [name, base] : d->items()) {
            if (!integerIn(base, 0, 100)) {
                r.source().error(r.diags(), r.at("difficulties") + "/" + pointerToken(name),
                                 "a difficulty's base chance must be an integer from 0 to 100");
                ok = false;
                continue;
            }
            rules.difficulties.push_back({name, base.get<int>()});
        }
    } else {
        r.errorHere("the ruleset needs 'difficulties': a map from difficulty to base chance");
        ok = false;
    }

    if (const auto f = r.string("successFormula", true)) {
        if (!r.formula("successFormula", "formula", *f, successFormulaVars(rules),
                       rules.successFormula))
            ok = false;
    } else {
        ok = false;
    }
    if (const nlohmann::ordered_json* c = r.get("successClamp")) {
        ObjectReader cr(r.source(), *c, r.at("successClamp"), r.diags());
        rules.successMin = cr.integer("min", true, 0, 100).value_or(rules.successMin);
        rules.successMax = cr.integer("max", true, 0, 100).value_or(rules.successMax);
        cr.finish("'successClamp'");
        if (rules.successMin > rules.successMax) {
            r.error("successClamp", "'min' is greater than 'max'");
            ok = false;
        }
    }

    std::string desperate = "failure", patience = "failure", final_ = "failure";
    if (const nlohmann::ordered_json* e = r.get("endings")) {
        ObjectReader er(r.source(), *e, r.at("endings"), r.diags());
        desperate = er.string("desperate", false).value_or(desperate);
        patience = er.string("patience", false).value_or(patience);
        final_ = er.string("final", false).value_or(final_);
        er.finish("'endings'");
    }
    rules.desperateOutcome = content.internOutcome(desperate);
    rules.patienceOutcome = content.internOutcome(patience);
    rules.finalOutcome = content.internOutcome(final_);

    r.finish("the ruleset");
    return ok;
}

} // namespace parley
