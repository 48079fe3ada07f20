// Reading seed 003's skills: one object per skill, its "type" saying which fields it takes.
// Skills that change numbers become modifiers here, so in play they are registry effects like
// any aura; the rest keep their own fields for the rules that consult them.
#include "content/readers.h"
#include "content/suggest.h"

namespace parley {

namespace {

template <std::size_t N> std::vector<std::string> names(const std::array<std::string_view, N>& a) {
    return {a.begin(), a.end()};
}

const std::array<std::string_view, 4> kSkillActionNames = {"speak", "choose", "activate", "listen"};
const std::array<std::string_view, 6> kListNames = {"success", "failure", "exhaust", "trigger", "ability", "skill"};

ModifierDef modifier(ModTarget target, ModOp op, int value, std::uint16_t condition = 0, std::uint8_t scope = 0) {
    ModifierDef m;
    m.target = target;
    m.op = op;
    m.value = value;
    m.condition = condition;
    m.scope = scope;
    return m;
}

bool readProperties(ObjectReader& r, std::string_view key, PropertySet& out) {
    const nlohmann::ordered_json* p = r.get(key);
    if (!p || p->is_null()) return true;
    const auto list = p->is_array() ? *p : nlohmann::ordered_json::array({*p});
    bool ok = true;
    for (const auto& n : list) {
        const auto prop = n.is_string() ? enumFromName<CardProperty>(kCardPropertyNames, n.get<std::string>()) : std::nullopt;
        if (!prop) {
            r.error(key, "unknown property " + n.dump() +
                             " (known: " + joinNames(names(kCardPropertyNames)) + ")" +
                             (n.is_string()
                                  ? didYouMean(n.get_ref<const std::string&>(), kCardPropertyNames)
                                  : std::string()));
            ok = false;
        } else {
            out |= propertyBit(*prop);
        }
    }
    return ok;
}

bool readLimit(ObjectReader& r, SkillDef& out) {
    const nlohmann::ordered_json* l = r.get("limit");
    if (!l || l->is_null()) return true;
    ObjectReader lr(r.source(), *l, r.at("limit"), r.diags());
    if (!lr.ok()) {
        r.error("limit", "'limit' must be an object such as {\"perTurn\": 1, \"perConversation\": 3}");
        return false;
    }
    bool ok = true;
    if (lr.has("perTurn")) {
        if (const auto n = lr.integer("perTurn", false, 1, 100)) out.perTurn = *n;
        else ok = false;
    }
    if (lr.has("perConversation")) {
        if (const auto n = lr.integer("perConversation", false, 1, 200)) out.perConversation = *n;
        else ok = false;
    }
    lr.finish("a limit");
    return ok;
}

// "extra": n adds, "fixed": n sets (seed 003's extra_func and fixed_func).
bool readExtraFixed(ObjectReader& r, ModTarget target, SkillDef& out) {
    bool ok = true, any = false;
    if (r.has("extra")) {
        if (const auto n = r.integer("extra", false, -100, 100)) out.modifiers.push_back(modifier(target, ModOp::Add, *n));
        else ok = false;
        any = true;
    }
    if (r.has("fixed")) {
        if (const auto n = r.integer("fixed", false, 0, 100)) out.modifiers.push_back(modifier(target, ModOp::Set, *n));
        else ok = false;
        any = true;
    }
    if (!any && ok) {
        r.errorHere(std::string(name(out.type)) + " needs 'extra' (added) or 'fixed' (the number itself)");
        ok = false;
    }
    return ok;
}

// Which effects of a skill make sense only for some skills: checked so a misplaced one fails when
// content loads instead of silently doing nothing.
bool checkEffects(ObjectReader& r, const SkillDef& s) {
    bool ok = true;
    for (const EffectDef& e : s.effects) {
        const char* why = nullptr;
        if ((e.type == EffectType::Nullify || e.type == EffectType::AdjustEffect) && s.event != TriggerKind::EffectResolving)
            why = "only skills of the event \"effect\" can change the effect being resolved";
        else if ((e.type == EffectType::Reroll || e.type == EffectType::AdjustRoll) && s.event != TriggerKind::Judge)
            why = "only skills of the event \"roll\" can change the roll";
        else if ((e.type == EffectType::PutOnPile || e.type == EffectType::TakeFromPile) && !s.pile && e.skill < 0)
            why = "only a skill with \"pile\": true has a pile (or name another skill's pile with \"skill\")";
        else if (e.type == EffectType::RepeatEffects && s.event != TriggerKind::CardSucceeded && s.event != TriggerKind::CardFailed)
            why = "RepeatEffects repeats the event's card's outcome: use it with cardSucceeded or cardFailed";
        else if (e.type == EffectType::RecordCard &&
                 (s.event == TriggerKind::TurnStart || s.event == TriggerKind::TurnEnd ||
                  s.event == TriggerKind::Listen || s.event == TriggerKind::ConversationStart ||
                  s.event == TriggerKind::OpeningHand))
            why = "RecordCard notes the event's card, and this event is about no card";
        if (why) {
            r.error("effects", std::string(name(e.type)) + ": " + why);
            ok = false;
        }
    }
    return ok;
}

bool readTriggerSkill(ObjectReader& r, Content& content, SkillDef& out) {
    bool ok = true;
    if (const auto k = r.choice("event", true, names(kTriggerKindNames), "event")) out.event = static_cast<TriggerKind>(*k);
    else ok = false;
    if (r.has("timing")) {
        if (const auto t = r.choice("timing", false, names(kSkillTimingNames), "timing")) out.timing = static_cast<SkillTiming>(*t);
        else ok = false;
    }
    if (r.has("priority")) {
        if (const auto p = r.integer("priority", false, -100, 100)) out.priority = *p;
        else ok = false;
    }
    out.optional = r.boolean("optional").value_or(false);
    if (auto m = r.text("optionMessage", false)) out.optionMessage = std::move(*m);
    out.cancels = r.boolean("cancels").value_or(false);
    if (out.cancels && out.event != TriggerKind::EffectResolving) {
        r.error("cancels", "only skills of the event \"effect\" can cancel an effect");
        ok = false;
    }
    out.answersCancel = r.boolean("answersCancel").value_or(false);
    if (out.answersCancel && out.event != TriggerKind::EffectResolving) {
        r.error("answersCancel", "only skills of the event \"effect\" can answer the cancellation of an effect");
        ok = false;
    }
    if (const auto cond = r.string("condition", false)) {
        if (!r.formula("condition", "condition", *cond,
                       content.formulaVars(Content::Vars::SkillCondition), out.condition))
            ok = false;
    }
    ok = readEffectList(r, "effects", content, out.effects) && ok;
    if (out.effects.empty() && !out.cancels && !out.answersCancel) {
        r.errorHere("a trigger skill needs 'effects'");
        ok = false;
    }
    return checkEffects(r, out) && ok;
}

// Which cards a skill is about, where its type has no use for it: an error, never ignored (a
// distance skill matching Shadow once made a Trust card deeper). Distance and usesPerTurn are
// registry modifiers, so their cards are chosen by 'cardCondition'; the hand limit, the reach and
// the cards per SPEAK are about no card at all.
bool checkCardSelection(ObjectReader& r, const SkillDef& out) {
    bool ok = true;
    auto kind = [&] {
        const std::string_view type = name(out.type);
        return std::string(type.front() == 'a' ? "an " : "a ") + std::string(type) + " skill";
    };
    const bool numbersOfCards = out.type == SkillType::Distance || (out.type == SkillType::TargetMod && r.has("usesPerTurn"));
    const bool noCard = out.type == SkillType::MaxCards || out.type == SkillType::AttackRange ||
                        (out.type == SkillType::TargetMod && !r.has("usesPerTurn"));
    if (r.has("match") && (numbersOfCards || noCard)) {
        r.error("match", numbersOfCards ? kind() + " selects its cards with 'cardCondition' (a "
                                                   "card filter cannot be a modifier's condition)"
                                        : kind() + " is about no card, so it cannot match cards");
        ok = false;
    }
    if (r.has("cardCondition") && noCard) {
        r.error("cardCondition", kind() + " is about no card, so it has no card condition");
        ok = false;
    }
    return ok;
}

// Several cards as one ("cardCount", "sameConnectionType") and use in answer to an effect
// ("atResponse", "responseTypes"): the parts of seed 003's view-as beyond one card played as
// another.
bool readViewAsExtras(ObjectReader& r, SkillDef& out) {
    bool ok = true;
    if (r.has("cardCount")) {
        if (const auto n = r.integer("cardCount", false, 1, 4))
            out.cardCount = static_cast<std::uint8_t>(*n);
        else
            ok = false;
    }
    out.sameConnection = r.boolean("sameConnectionType").value_or(false);
    out.atResponse = r.boolean("atResponse").value_or(false);
    if (out.cardCount > 1 && out.zeroCard) {
        r.error("cardCount", "a zero-card view-as plays from nothing, so it takes no cards");
        ok = false;
    }
    if (out.sameConnection && out.cardCount < 2) {
        r.error("sameConnectionType", "'sameConnectionType' is about the cards played together: "
                                      "give 'cardCount' of 2 or more");
        ok = false;
    }
    if (out.atResponse && (out.zeroCard || out.cardCount > 1)) {
        r.error("atResponse", "a view-as in answer to an effect plays exactly one hand card (no "
                              "'zeroCard', 'cardCount' 1)");
        ok = false;
    }
    if (const nlohmann::ordered_json* t = r.get("responseTypes"); t && !t->is_null()) {
        if (!out.atResponse) {
            r.error("responseTypes", "'responseTypes' says which effects a view-as answers: it "
                                     "needs \"atResponse\": true");
            ok = false;
        }
        const auto list = t->is_array() ? *t : nlohmann::ordered_json::array({*t});
        for (const auto& n : list) {
            const auto type =
                n.is_string() ? effectTypeFromName(n.get<std::string>()) : std::nullopt;
            if (!type) {
                r.error("responseTypes",
                        "unknown effect type " + n.dump() +
                            (n.is_string() ? effectTypeHint(n.get_ref<const std::string&>())
                                           : std::string()));
                ok = false;
            } else {
                out.responseTypes.push_back(*type);
            }
        }
    }
    return ok;
}

bool readTypeFields(ObjectReader& r, Content& content, SkillDef& out) {
    bool ok = true;
    switch (out.type) {
    case SkillType::Trigger: return readTriggerSkill(r, content, out);
    case SkillType::ViewAs: {
        out.zeroCard = r.boolean("zeroCard").value_or(false);
        if (const auto as = r.string("as", true)) {
            const auto it = content.cardIndex.find(*as);
            if (it == content.cardIndex.end()) {
                r.error("as", "unknown card '" + *as + "'" + idHint(*as, content.cardIndex));
                ok = false;
            } else {
                out.asCard = it->second;
            }
        } else {
            ok = false;
        }
        if (out.zeroCard && (r.has("match") || r.has("cardCondition"))) {
            r.error("zeroCard", "a zero-card view-as plays from nothing, so it matches no card");
            ok = false;
        }
        if (out.zeroCard && out.perTurn == 0 && out.perConversation == 0) {
            r.error("zeroCard", "a zero-card view-as needs a 'limit' (it makes a card from nothing)");
            ok = false;
        }
        return readViewAsExtras(r, out) && ok;
    }
    case SkillType::Filter: {
        ok = readProperties(r, "addProperties", out.addProperties);
        ok = readProperties(r, "removeProperties", out.removeProperties) && ok;
        if (r.has("difficulty")) {
            std::vector<std::string> diffs;
            for (const auto& d : content.ruleset.difficulties) diffs.push_back(d.id);
            if (const auto d = r.choice("difficulty", false, diffs, "difficulty")) out.difficulty = *d;
            else ok = false;
        }
        if (r.has("connectionType")) {
            if (const auto t =
                    r.choice("connectionType", false, content.ruleset.tokens, "connection type"))
                out.connectionType = static_cast<std::int8_t>(*t);
            else
                ok = false;
        }
        if (r.has("weight")) {
            // Weight while in hand is a number, so it is a registry modifier on the card's weight
            // cost, limited to the matching cards by the same condition.
            if (const auto w = r.integer("weight", false, -100, 100))
                out.modifiers.push_back(modifier(ModTarget::WeightCost, ModOp::Add, *w, out.matchCondition, 2));
            else ok = false;
            if (!out.match.empty()) {
                r.error("weight", "a weight filter selects its cards with 'cardCondition' (a card filter cannot be a modifier's condition)");
                ok = false;
            }
        }
        if (!out.addProperties && !out.removeProperties && out.difficulty < 0 && !r.has("weight") &&
            !r.has("connectionType")) {
            r.errorHere("a filter skill needs addProperties, removeProperties, difficulty, weight "
                        "or connectionType");
            ok = false;
        }
        return ok;
    }
    case SkillType::TargetMod: {
        bool any = false;
        // "condition": when the extra cards per SPEAK apply (a formula over the state).
        std::uint16_t when = 0;
        ok = readCondition(r, "condition", content, content.formulaVars(Content::Vars::Condition),
                           when) &&
             ok;
        if (r.has("cardsPerSpeak")) {
            if (const auto n = r.integer("cardsPerSpeak", false, -5, 5))
                out.modifiers.push_back(modifier(ModTarget::CardsPerSpeak, ModOp::Add, *n, when));
            else ok = false;
            any = true;
        }
        if (r.has("usesPerTurn")) {
            if (const auto n = r.integer("usesPerTurn", false, -10, 10))
                out.modifiers.push_back(modifier(ModTarget::UsesPerTurn, ModOp::Add, *n, out.matchCondition, 2));
            else ok = false;
            any = true;
        }
        if (!any && ok) {
            r.errorHere("a targetMod skill needs 'cardsPerSpeak' or 'usesPerTurn'");
            ok = false;
        }
        return ok;
    }
    case SkillType::Prohibit: {
        const nlohmann::ordered_json* a = r.get("actions");
        const auto list = a && a->is_array() ? *a : nlohmann::ordered_json::array({a ? *a : nlohmann::ordered_json("speak")});
        for (const auto& n : list) {
            const auto act = n.is_string() ? enumFromName<std::uint8_t>(kSkillActionNames, n.get<std::string>()) : std::nullopt;
            if (!act) {
                r.error("actions", "unknown action " + n.dump() +
                                       " (known: " + joinNames(names(kSkillActionNames)) + ")" +
                                       (n.is_string() ? didYouMean(n.get_ref<const std::string&>(),
                                                                   kSkillActionNames)
                                                      : std::string()));
                ok = false;
            } else {
                out.prohibits |= static_cast<std::uint8_t>(1u << *act);
            }
        }
        return ok;
    }
    case SkillType::Invalidity: {
        out.perTarget = r.boolean("perTarget").value_or(false);
        if (const nlohmann::ordered_json* t = r.get("effectTypes"); t && !t->is_null()) {
            const auto list = t->is_array() ? *t : nlohmann::ordered_json::array({*t});
            for (const auto& n : list) {
                const auto type = n.is_string() ? effectTypeFromName(n.get<std::string>()) : std::nullopt;
                if (!type) {
                    r.error("effectTypes",
                            "unknown effect type " + n.dump() +
                                (n.is_string() ? effectTypeHint(n.get_ref<const std::string&>())
                                               : std::string()));
                    ok = false;
                } else {
                    out.invalidTypes.push_back(*type);
                }
            }
        }
        if (const nlohmann::ordered_json* l = r.get("lists"); l && !l->is_null()) {
            const auto list = l->is_array() ? *l : nlohmann::ordered_json::array({*l});
            for (const auto& n : list) {
                const auto k = n.is_string() ? enumFromName<std::uint8_t>(kListNames, n.get<std::string>()) : std::nullopt;
                if (!k) {
                    r.error("lists",
                            "unknown effect list " + n.dump() +
                                " (known: " + joinNames(names(kListNames)) + ")" +
                                (n.is_string()
                                     ? didYouMean(n.get_ref<const std::string&>(), kListNames)
                                     : std::string()));
                    ok = false;
                } else {
                    out.invalidLists |= static_cast<std::uint8_t>(1u << *k);
                }
            }
        }
        return ok;
    }
    case SkillType::MaxCards: return readExtraFixed(r, ModTarget::HandLimit, out);
    case SkillType::AttackRange: return readExtraFixed(r, ModTarget::Reach, out);
    case SkillType::Distance: {
        // Seed 003's correct_func: positive makes cards count as deeper (further away).
        if (const auto n = r.integer("correct", true, -10, 10))
            out.modifiers.push_back(modifier(ModTarget::Depth, ModOp::Add, *n, out.matchCondition, 2));
        else ok = false;
        return ok;
    }
    }
    return ok;
}

} // namespace

void preRegisterSkill(const nlohmann::ordered_json& node, Content& content) {
    if (!node.is_object()) return;
    const auto marks = node.find("marks");
    if (marks == node.end() || !marks->is_array()) return;
    for (const auto& m : *marks)
        if (m.is_string() && content.markIndex(m.get<std::string>()) < 0 && content.markNames.size() < 200)
            content.markNames.push_back(m.get<std::string>());
}

bool readSkill(ObjectReader& r, Content& content, SkillDef& out) {
    bool ok = true;
    if (r.has("description")) {
        if (auto d = r.text("description", false)) out.description = std::move(*d);
        else ok = false;
    }
    if (auto n = r.text("name", false)) out.name = std::move(*n);
    else out.name.text = out.id;
    if (const auto t = r.choice("type", true, names(kSkillTypeNames), "skill type")) out.type = static_cast<SkillType>(*t);
    else return false;
    ok = readLimit(r, out) && ok;
    ok = readFilter(r, "match", content, out.match) && ok;
    // A condition over the card the skill is about (card.*).
    ok = readCondition(r, "cardCondition", content,
                       content.formulaVars(Content::Vars::SkillCondition), out.matchCondition) &&
         ok;
    out.pile = r.boolean("pile").value_or(false);
    if (const nlohmann::ordered_json* m = r.get("marks"); m && !m->is_null()) {
        if (!m->is_array()) {
            r.error("marks", "'marks' must be a list of mark names");
            ok = false;
        } else {
            for (const auto& name : *m) {
                const int idx = name.is_string() ? content.markIndex(name.get<std::string>()) : -1;
                if (idx < 0) {
                    r.error("marks", "a mark name must be a string");
                    ok = false;
                } else {
                    out.marks.push_back(static_cast<std::uint8_t>(idx));
                }
            }
        }
    }
    ok = readTypeFields(r, content, out) && ok;
    ok = checkCardSelection(r, out) && ok;
    // Any skill may also carry generic modifiers, in force while it is held.
    ok = readModifierList(r, "modifiers", content, out.modifiers) && ok;
    r.finish("a skill");
    return ok;
}

bool readSkillRefs(ObjectReader& r, std::string_view key, const Content& content, std::vector<std::uint16_t>& out) {
    const nlohmann::ordered_json* list = r.get(key);
    if (!list || list->is_null()) return true;
    if (!list->is_array()) {
        r.error(key, "'" + std::string(key) + "' must be a list of skill ids");
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto& id = (*list)[i];
        const SkillDef* s = id.is_string() ? content.findSkill(id.get<std::string>()) : nullptr;
        if (!s) {
            r.source().error(r.diags(), r.at(key) + "/" + std::to_string(i),
                             "unknown skill " + id.dump() +
                                 (id.is_string()
                                      ? idHint(id.get_ref<const std::string&>(), content.skillIndex)
                                      : std::string()));
            ok = false;
        } else {
            out.push_back(s->index);
        }
    }
    return ok;
}

} // namespace parley
