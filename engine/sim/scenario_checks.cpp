// The "expect" objects of scenario files: checked for shape when the file loads, and compared
// with the state when the step runs.
#include "content/object_reader.h"
#include "queries/queries.h"
#include "sim/scenario.h"
#include "skills/skills.h"

#include <algorithm>
#include <map>

namespace parley {

namespace {

using json = nlohmann::ordered_json;

enum class Shape { Bool, Int, String, StringOrNull, IdList, IntMap, Object, Any };

const std::map<std::string, Shape, std::less<>>& expectKeys() {
    static const std::map<std::string, Shape, std::less<>> keys = {
        {"ended", Shape::Bool},        {"outcome", Shape::String},      {"endReason", Shape::String},
        {"state", Shape::String},      {"comfort", Shape::Int},         {"patience", Shape::Int},
        {"weight", Shape::Int},        {"capacity", Shape::Int},        {"atmosphere", Shape::String},
        {"turn", Shape::Int},          {"tokens", Shape::IntMap},       {"hand", Shape::IdList},
        {"deck", Shape::IdList},       {"discard", Shape::IdList},      {"exhausted", Shape::IdList},
        {"table", Shape::IdList},      {"handContains", Shape::IdList}, {"handLacks", Shape::IdList},
        {"pending", Shape::StringOrNull}, {"pendingOptions", Shape::IdList},
        {"successChance", Shape::IntMap}, {"events", Shape::IdList},
        // Extensions of parley-scenario/1:
        {"freeNextAction", Shape::Bool}, {"endData", Shape::Object}, {"listenDraw", Shape::Int},
        {"tapped", Shape::IdList},      {"revealed", Shape::IdList},    {"theirTable", Shape::IdList},
        // Seed 003: held skills per side, marks per holder, skill piles, dynamic descriptions.
        {"skills", Shape::Object},      {"marks", Shape::Object},       {"pile", Shape::Object},
        {"skillText", Shape::Object},   {"cardsPerSpeak", Shape::Int},  {"handLimit", Shape::Int},
        {"reach", Shape::Int},
        {"comment", Shape::Any},
    };
    return keys;
}

bool shapeOk(Shape shape, const json& v) {
    switch (shape) {
    case Shape::Bool: return v.is_boolean();
    case Shape::Int: return integerIn(v, -1'000'000'000, 1'000'000'000);
    case Shape::String: return v.is_string();
    case Shape::StringOrNull: return v.is_string() || v.is_null();
    case Shape::IdList:
        if (!v.is_array()) return false;
        for (const auto& e : v)
            if (!e.is_string()) return false;
        return true;
    case Shape::IntMap:
        if (!v.is_object()) return false;
        for (const auto& [k, e] : v.items())
            if (!integerIn(e, -1'000'000'000, 1'000'000'000)) return false;
        return true;
    case Shape::Object: return v.is_object();
    case Shape::Any: return true;
    }
    return false;
}

const char* shapeText(Shape s) {
    switch (s) {
    case Shape::Bool: return "true or false";
    case Shape::Int: return "an integer from -1000000000 to 1000000000";
    case Shape::String: return "a string";
    case Shape::StringOrNull: return "a string or null";
    case Shape::IdList: return "a list of strings";
    case Shape::IntMap: return "a map from name to integer (each from -1000000000 to 1000000000)";
    case Shape::Object: return "an object";
    case Shape::Any: return "anything";
    }
    return "";
}

std::string listText(const std::vector<std::string>& v) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i];
    return out + "]";
}

std::vector<std::string> zoneIds(const State& s, Zone z) {
    std::vector<std::string> out;
    for (const CardInst& ci : s.zone(z)) out.push_back(s.def(ci.card).id);
    return out;
}

std::vector<std::string> asStrings(const json& v) {
    std::vector<std::string> out;
    for (const auto& e : v) out.push_back(e.get<std::string>());
    return out;
}

// json's subset test: every key in `want` is in `have` with an equal (or, for objects, subset) value.
bool subset(const json& want, const json& have) {
    if (want.is_object()) {
        if (!have.is_object()) return false;
        for (const auto& [k, v] : want.items())
            if (!have.contains(k) || !subset(v, have[k])) return false;
        return true;
    }
    return want == have;
}

// The names an expectation of `key` can ever see in `content`, for the keys that name something
// of the content ("state": "Ecstatic" in a ruleset without it could never hold); empty for the
// others.
std::vector<std::string> possibleNames(const std::string& key, const Content& content) {
    std::vector<std::string> names;
    if (key == "state")
        for (const StateDef& st : content.ruleset.states) names.push_back(st.id);
    else if (key == "atmosphere")
        for (const AtmosphereDef& a : content.ruleset.atmospheres) names.push_back(a.id);
    else if (key == "outcome")
        names = content.outcomes;
    else if (key == "endReason")
        for (std::size_t i = 1; i < kEndReasonNames.size(); ++i) names.emplace_back(kEndReasonNames[i]); // not None
    return names;
}

// What the value was, for a message: the number itself, or its kind.
std::string givenText(const json& v) {
    return v.is_number() ? v.dump() : jsonTypeName(v);
}

} // namespace

bool validateExpect(const JsonSource& src, const json& expect, const std::string& ptr, Diagnostics& diags,
                    const Content* content) {
    if (!expect.is_object()) {
        src.error(diags, ptr, "'expect' must be an object");
        return false;
    }
    bool ok = true;
    for (const auto& [key, value] : expect.items()) {
        const auto it = expectKeys().find(key);
        const std::string at = ptr + "/" + pointerToken(key);
        if (it == expectKeys().end()) {
            std::string known;
            for (const auto& [k, s] : expectKeys()) known += (known.empty() ? "" : ", ") + k;
            src.error(diags, at, "unknown expectation '" + key + "' (known: " + known + ")");
            ok = false;
        } else if (!shapeOk(it->second, value)) {
            src.error(diags, at, "'" + key + "' must be " + shapeText(it->second) +
                                     (it->second == Shape::Int ? ", not " + givenText(value) : std::string()));
            ok = false;
        } else if (const auto names = content ? possibleNames(key, *content) : std::vector<std::string>();
                   !names.empty() && std::find(names.begin(), names.end(), value.get<std::string>()) == names.end()) {
            // It would only fail when the step runs, however the scenario plays.
            std::string known;
            for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
            src.error(diags, at, "unknown " + key + " '" + value.get<std::string>() + "' (known: " + known +
                                     "); this expectation could never hold");
            ok = false;
        } else if (key == "events") {
            for (std::size_t i = 0; i < value.size(); ++i) {
                bool known = false;
                for (auto n : allEventNames()) known = known || n == value[i].get<std::string>();
                if (!known) {
                    src.error(diags, at + "/" + std::to_string(i), "unknown event type " + value[i].dump());
                    ok = false;
                }
            }
        }
    }
    return ok;
}

namespace {

// Words for a card id, a skill id, or anything else (left as it is).
std::string cardName(const Content& c, const std::string& id) {
    const CardDef* d = c.findCard(id);
    return d && !d->name.text.empty() ? d->name.text : id;
}
std::string skillName(const Content& c, const std::string& id) {
    const SkillDef* d = c.findSkill(id);
    return d && !d->name.text.empty() ? d->name.text : id;
}
std::string namesText(const Content& c, const std::vector<std::string>& ids) {
    if (ids.empty()) return "(none)";
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + cardName(c, id);
    return out;
}
std::string skillsText(const Content& c, const std::vector<std::string>& ids) {
    if (ids.empty()) return "(none)";
    std::string out;
    for (const auto& id : ids) out += (out.empty() ? "" : ", ") + skillName(c, id);
    return out;
}
std::string plainList(const std::vector<std::string>& v) {
    if (v.empty()) return "(none)";
    std::string out;
    for (const auto& e : v) out += (out.empty() ? "" : ", ") + e;
    return out;
}

const char* numberLabel(std::string_view key) {
    if (key == "comfort") return "comfort";
    if (key == "patience") return "patience";
    if (key == "weight") return "available weight";
    if (key == "capacity") return "weight capacity";
    if (key == "listenDraw") return "LISTEN draw";
    if (key == "turn") return "the turn";
    if (key == "cardsPerSpeak") return "cards per SPEAK";
    if (key == "handLimit") return "the hand limit";
    if (key == "reach") return "reach";
    return nullptr;
}

const char* zoneLabel(std::string_view key) {
    if (key == "hand") return "the hand";
    if (key == "deck") return "the deck (top first)";
    if (key == "discard") return "the discard pile";
    if (key == "exhausted") return "the exhausted pile";
    if (key == "table") return "the table";
    if (key == "tapped") return "the tapped table cards";
    if (key == "revealed") return "the revealed hand cards";
    if (key == "theirTable") return "the NPC's table cards";
    return nullptr;
}

std::string holderText(const Content& c, const std::string& who) {
    return who == "player" ? "you" : who == "npc" ? "the NPC" : cardName(c, who);
}

// One expectation in words: `key` with, for map-valued keys, the entry `sub`.
std::string sentence(const Content& c, const std::string& key, const std::string& sub, const json& want) {
    if (key == "ended") return want.get<bool>() ? "the conversation has ended" : "the conversation is still going";
    if (key == "outcome") return "the outcome is " + want.get<std::string>();
    if (key == "endReason") return "it ended by " + want.get<std::string>();
    if (key == "state") return "the state is " + want.get<std::string>();
    if (key == "atmosphere") return "the atmosphere is " + want.get<std::string>();
    if (const char* l = numberLabel(key)) return std::string(l) + " is " + want.dump();
    if (key == "freeNextAction") return want.get<bool>() ? "a free next action is pending" : "no free next action is pending";
    if (key == "tokens") return sub + " is " + want.dump();
    if (const char* l = zoneLabel(key)) return std::string(l) + (want.empty() ? " is empty" : " is " + namesText(c, asStrings(want)));
    if (key == "handContains") return cardName(c, sub) + " is in the hand";
    if (key == "handLacks") return cardName(c, sub) + " is not in the hand";
    if (key == "pending") return want.is_null() ? "no decision is pending" : "a " + want.get<std::string>() + " decision is pending";
    if (key == "pendingOptions") return "the decision's options are " + plainList(asStrings(want));
    if (key == "successChance") return cardName(c, sub) + " has a " + want.dump() + "% chance";
    if (key == "events") return "these events happen in order: " + plainList(asStrings(want));
    if (key == "skills")
        return (sub == "player" ? std::string("you hold ") : sub == "npc" ? std::string("the NPC holds ") : sub + " holds ") +
               (want.is_array() && !want.empty() ? skillsText(c, asStrings(want)) : std::string("no skills"));
    if (key == "marks") {
        const auto dot = sub.find('\x1f');
        return holderText(c, sub.substr(0, dot)) + " has " + want.dump() + " " + sub.substr(dot + 1) + " marks";
    }
    if (key == "pile") return skillName(c, sub) + "'s pile is " + (want.is_array() ? namesText(c, asStrings(want)) : "empty");
    if (key == "skillText") return skillName(c, sub) + " reads " + want.dump();
    if (key == "endData") return "the ending's data includes " + want.dump();
    return key + " is " + want.dump();
}

std::string display(const Content& c, const std::string& key, const json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_null()) return "none";
    if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
    if (v.is_array()) {
        for (const auto& e : v)
            if (!e.is_string()) return v.dump();
        if (key == "skills") return skillsText(c, asStrings(v));
        if (key == "events" || key == "pendingOptions") return plainList(asStrings(v));
        return namesText(c, asStrings(v));
    }
    return v.dump();
}

} // namespace

std::vector<CheckResult> checkExpectKeys(const State& s, const EventLog& events, const json& expect) {
    const Content& c = s.content();
    std::vector<CheckResult> results;
    // Adds a check; `failure` is the runner's one-line mismatch text, empty when it holds.
    auto add = [&](const std::string& key, const std::string& sub, const json& want, std::string found,
                   std::string failure) {
        CheckResult r;
        r.key = sub.empty() ? key : key + "." + (key == "marks" ? sub.substr(0, sub.find('\x1f')) + "." + sub.substr(sub.find('\x1f') + 1) : sub);
        r.text = sentence(c, key, sub, want);
        r.expected = display(c, key, want);
        r.found = std::move(found);
        r.passed = failure.empty();
        r.failure = std::move(failure);
        results.push_back(std::move(r));
    };
    auto mismatchText = [](const std::string& key, const std::string& want, const std::string& found) {
        return key + ": expected " + want + ", found " + found;
    };
    auto intCheck = [&](const std::string& key, const std::string& sub, const json& want, int found) {
        const std::string label = sub.empty() ? key : key + "." + sub;
        add(key, sub, want, std::to_string(found),
            want.get<long long>() != found ? mismatchText(label, want.dump(), std::to_string(found)) : "");
    };
    auto stringCheck = [&](const std::string& key, const json& want, const std::string& found) {
        add(key, "", want, found, want.get<std::string>() != found ? mismatchText(key, want.get<std::string>(), found) : "");
    };
    auto boolCheck = [&](const std::string& key, const json& want, bool found) {
        add(key, "", want, found ? "yes" : "no",
            want.get<bool>() != found ? mismatchText(key, want.dump(), found ? "true" : "false") : "");
    };
    // A list of card ids compared in order; display by name, failure text by id as before.
    auto listCheck = [&](const std::string& key, const std::string& sub, const json& want, const std::vector<std::string>& found,
                         bool skills = false) {
        const auto w = want.is_array() ? asStrings(want) : std::vector<std::string>{};
        const std::string label = sub.empty() ? key : key + "." + sub;
        add(key, sub, want, skills ? skillsText(c, found) : namesText(c, found),
            w != found ? mismatchText(label, listText(w), listText(found)) : "");
    };
    for (const auto& [key, want] : expect.items()) {
        if (key == "ended") boolCheck(key, want, s.ended());
        else if (key == "outcome") stringCheck(key, want, s.ended() ? s.outcome() : "(still running)");
        else if (key == "endReason") stringCheck(key, want, s.ended() ? std::string(name(s.end.reason)) : "(still running)");
        else if (key == "state") stringCheck(key, want, s.rules().states[s.emotion].id);
        else if (key == "atmosphere") stringCheck(key, want, s.rules().atmospheres[s.atmosphere].id);
        else if (key == "comfort") intCheck(key, "", want, s.comfort);
        else if (key == "patience") intCheck(key, "", want, s.patience);
        else if (key == "weight") intCheck(key, "", want, availableWeight(s));
        else if (key == "capacity") intCheck(key, "", want, weightCapacity(s));
        else if (key == "listenDraw") intCheck(key, "", want, listenDraw(s));
        else if (key == "turn") intCheck(key, "", want, s.turn);
        else if (key == "freeNextAction") boolCheck(key, want, s.freeNextAction);
        else if (key == "tokens") {
            for (const auto& [t, n] : want.items()) {
                const int ti = s.rules().tokenIndex(t);
                if (ti < 0) add(key, t, n, "no such token type", "tokens: unknown token type '" + t + "'");
                else intCheck(key, t, n, s.tokens[ti]);
            }
        } else if (key == "hand" || key == "deck" || key == "discard" || key == "exhausted" || key == "table") {
            Zone z = Zone::Hand;
            for (std::size_t i = 0; i < kZoneNames.size(); ++i)
                if (kZoneNames[i] == key) z = static_cast<Zone>(i);
            listCheck(key, "", want, zoneIds(s, z));
        } else if (key == "handContains" || key == "handLacks") {
            const auto hand = zoneIds(s, Zone::Hand);
            for (const auto& id : asStrings(want)) {
                const bool in = std::find(hand.begin(), hand.end(), id) != hand.end();
                const std::string found = std::string(in ? "in" : "not in") + " the hand (" + namesText(c, hand) + ")";
                add(key, id, json(key == "handContains" ? "in the hand" : "not in the hand"), found,
                    in != (key == "handContains")
                        ? key + ": '" + id + "' is " + (in ? "in" : "not in") + " the hand " + listText(hand)
                        : "");
            }
        } else if (key == "pending") {
            const auto d = s.pendingDecision();
            const std::string found = d ? std::string(name(d->kind)) : "null";
            const std::string w = want.is_null() ? "null" : want.get<std::string>();
            add(key, "", want, d ? found : "none", w != found ? mismatchText(key, w, found) : "");
        } else if (key == "pendingOptions") {
            const auto d = s.pendingDecision();
            std::vector<std::string> found;
            if (d)
                for (const auto& o : d->options) found.push_back(o.id);
            const auto w = asStrings(want);
            add(key, "", want, d ? plainList(found) : "no decision",
                w != found ? mismatchText(key, listText(w), d ? listText(found) : "no decision") : "");
        } else if (key == "successChance") {
            for (const auto& [id, chance] : want.items()) {
                const CardInst* inst = nullptr;
                for (const CardInst& ci : s.hand())
                    if (s.def(ci.card).id == id && !inst) inst = &ci;
                if (!inst) add(key, id, chance, "not in hand", "successChance: '" + id + "' is not in hand");
                else intCheck(key, id, chance, successChance(s, inst->card));
            }
        } else if (key == "events") {
            std::vector<std::string> seen;
            for (const Event& e : events) seen.emplace_back(eventName(e));
            std::size_t at = 0;
            std::string failure;
            for (const auto& w : asStrings(want)) {
                while (at < seen.size() && seen[at] != w) ++at;
                if (at == seen.size()) {
                    failure = "events: expected " + listText(asStrings(want)) + " in this order; '" + w +
                              "' is missing at that point (events so far: " + listText(seen) + ")";
                    break;
                }
                ++at;
            }
            add(key, "", want, plainList(seen), failure);
        } else if (key == "tapped" || key == "revealed" || key == "theirTable") {
            // Cards in the table (or, for revealed, the hand) with that mark, in zone order.
            std::vector<std::string> found;
            const Zone z = key == "revealed" ? Zone::Hand : Zone::Table;
            const std::uint8_t flag = key == "tapped" ? CardFlag::Tapped : key == "revealed" ? CardFlag::Revealed : CardFlag::NpcControlled;
            for (const CardInst& ci : s.zone(z))
                if (ci.has(flag)) found.push_back(s.def(ci.card).id);
            listCheck(key, "", want, found);
        } else if (key == "cardsPerSpeak") intCheck(key, "", want, cardsPerSpeak(s));
        else if (key == "handLimit") intCheck(key, "", want, handLimit(s));
        else if (key == "reach") intCheck(key, "", want, reach(s));
        else if (key == "skills") {
            for (const auto& [side, list] : want.items()) {
                std::vector<std::string> found;
                for (const SkillInst& k : s.skills)
                    if (name(k.owner) == side) found.push_back(s.content().skills[k.skill].id);
                listCheck(key, side, list, found, true);
            }
        } else if (key == "marks") {
            for (const auto& [who, marks] : want.items()) {
                Uid holder = who == "player" ? kHolderPlayer : who == "npc" ? kHolderNpc : 0;
                for (Zone z : {Zone::Hand, Zone::Table, Zone::Discard, Zone::Exhausted, Zone::Pile, Zone::Deck})
                    for (const CardInst& ci : s.zone(z))
                        if (!holder && s.def(ci.card).id == who) holder = ci.uid;
                if (!holder) {
                    CheckResult r{"marks." + who, "there is a holder " + holderText(c, who), holderText(c, who), "no such holder",
                                  false, "marks: no holder '" + who + "'"};
                    results.push_back(std::move(r));
                    continue;
                }
                for (const auto& [mark, n] : marks.items()) {
                    const int idx = s.content().markIndex(mark);
                    const std::string sub = who + '\x1f' + mark;
                    if (idx < 0) add(key, sub, n, "no such mark", "marks: unknown mark '" + mark + "'");
                    else {
                        const int found = s.mark(holder, static_cast<std::uint8_t>(idx));
                        add(key, sub, n, std::to_string(found),
                            n.get<long long>() != found
                                ? mismatchText("marks." + who + "." + mark, n.dump(), std::to_string(found))
                                : "");
                    }
                }
            }
        } else if (key == "pile") {
            for (const auto& [skill, list] : want.items()) {
                const SkillDef* d = s.content().findSkill(skill);
                std::vector<std::string> found;
                for (const CardInst& ci : s.zone(Zone::Pile))
                    if (d && ci.pile == d->index + 1) found.push_back(s.def(ci.card).id);
                if (!d) add(key, skill, list, "no such skill", "pile: unknown skill '" + skill + "'");
                else listCheck(key, skill, list, found);
            }
        } else if (key == "skillText") {
            for (const auto& [skill, text] : want.items()) {
                const SkillDef* d = s.content().findSkill(skill);
                std::string found = "(not held)";
                for (const SkillInst& k : s.skills)
                    if (d && k.skill == d->index) {
                        found = describeSkill(s, k);
                        break;
                    }
                add(key, skill, text, found,
                    !text.is_string() || text.get<std::string>() != found ? mismatchText("skillText." + skill, text.dump(), found)
                                                                          : "");
            }
        } else if (key == "endData") {
            const json* data = s.endData();
            add(key, "", want, data ? data->dump() : "no end data",
                !data || !subset(want, *data) ? mismatchText(key, want.dump(), data ? data->dump() : "no end data") : "");
        }
    }
    return results;
}

std::string checkExpect(const State& s, const EventLog& events, const json& expect) {
    std::string out;
    for (const CheckResult& r : checkExpectKeys(s, events, expect))
        if (!r.passed) out += (out.empty() ? "" : "; ") + r.failure;
    return out;
}

std::vector<std::string> describeExpect(const Content& c, const json& expect) {
    std::vector<std::string> out;
    for (const auto& [key, want] : expect.items()) {
        if (key == "comment") continue;
        if (key == "handContains" || key == "handLacks") {
            for (const auto& id : asStrings(want)) out.push_back(sentence(c, key, id, want));
        } else if (key == "marks") {
            for (const auto& [who, marks] : want.items())
                for (const auto& [mark, n] : marks.items()) out.push_back(sentence(c, key, who + '\x1f' + mark, n));
        } else if (key == "tokens" || key == "successChance" || key == "skills" || key == "pile" || key == "skillText") {
            for (const auto& [sub, v] : want.items()) out.push_back(sentence(c, key, sub, v));
        } else {
            out.push_back(sentence(c, key, "", want));
        }
    }
    return out;
}

} // namespace parley
