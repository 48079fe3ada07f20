// The "expect" objects of scenario files: checked for shape when the file loads, and compared
// with the state when the step runs.
#include "content/object_reader.h"
#include "modifiers/queries.h"
#include "sim/scenario.h"
#include "skills/skills.h"

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
    case Shape::Int: return "an integer";
    case Shape::String: return "a string";
    case Shape::StringOrNull: return "a string or null";
    case Shape::IdList: return "a list of strings";
    case Shape::IntMap: return "a map from name to integer";
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

} // namespace

bool validateExpect(const JsonSource& src, const json& expect, const std::string& ptr, Diagnostics& diags) {
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
            src.error(diags, at, "'" + key + "' must be " + shapeText(it->second));
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

std::string checkExpect(const State& s, const EventLog& events, const json& expect) {
    std::vector<std::string> fails;
    auto mismatch = [&](const std::string& key, const std::string& want, const std::string& found) {
        fails.push_back(key + ": expected " + want + ", found " + found);
    };
    auto intCheck = [&](const std::string& key, const json& want, int found) {
        if (want.get<long long>() != found) mismatch(key, want.dump(), std::to_string(found));
    };
    for (const auto& [key, want] : expect.items()) {
        if (key == "ended") {
            if (want.get<bool>() != s.ended()) mismatch(key, want.dump(), s.ended() ? "true" : "false");
        } else if (key == "outcome") {
            const std::string found = s.ended() ? s.outcome() : "(still running)";
            if (want.get<std::string>() != found) mismatch(key, want.get<std::string>(), found);
        } else if (key == "endReason") {
            const std::string found = s.ended() ? std::string(name(s.end.reason)) : "(still running)";
            if (want.get<std::string>() != found) mismatch(key, want.get<std::string>(), found);
        } else if (key == "state") {
            const std::string& found = s.rules().states[s.emotion].id;
            if (want.get<std::string>() != found) mismatch(key, want.get<std::string>(), found);
        } else if (key == "atmosphere") {
            const std::string& found = s.rules().atmospheres[s.atmosphere].id;
            if (want.get<std::string>() != found) mismatch(key, want.get<std::string>(), found);
        } else if (key == "comfort") intCheck(key, want, s.comfort);
        else if (key == "patience") intCheck(key, want, s.patience);
        else if (key == "weight") intCheck(key, want, availableWeight(s));
        else if (key == "capacity") intCheck(key, want, weightCapacity(s));
        else if (key == "listenDraw") intCheck(key, want, listenDraw(s));
        else if (key == "turn") intCheck(key, want, s.turn);
        else if (key == "freeNextAction") {
            if (want.get<bool>() != s.freeNextAction) mismatch(key, want.dump(), s.freeNextAction ? "true" : "false");
        } else if (key == "tokens") {
            for (const auto& [t, n] : want.items()) {
                const int ti = s.rules().tokenIndex(t);
                if (ti < 0) fails.push_back("tokens: unknown token type '" + t + "'");
                else intCheck("tokens." + t, n, s.tokens[ti]);
            }
        } else if (key == "hand" || key == "deck" || key == "discard" || key == "exhausted" || key == "table") {
            Zone z = Zone::Hand;
            for (std::size_t i = 0; i < kZoneNames.size(); ++i)
                if (kZoneNames[i] == key) z = static_cast<Zone>(i);
            const auto found = zoneIds(s, z);
            const auto w = asStrings(want);
            if (w != found) mismatch(key, listText(w), listText(found));
        } else if (key == "handContains" || key == "handLacks") {
            const auto hand = zoneIds(s, Zone::Hand);
            for (const auto& id : asStrings(want)) {
                const bool in = std::find(hand.begin(), hand.end(), id) != hand.end();
                if (in != (key == "handContains"))
                    fails.push_back(key + ": '" + id + "' is " + (in ? "in" : "not in") + " the hand " + listText(hand));
            }
        } else if (key == "pending") {
            const auto d = s.pendingDecision();
            const std::string found = d ? std::string(name(d->kind)) : "null";
            const std::string w = want.is_null() ? "null" : want.get<std::string>();
            if (w != found) mismatch(key, w, found);
        } else if (key == "pendingOptions") {
            const auto d = s.pendingDecision();
            std::vector<std::string> found;
            if (d)
                for (const auto& o : d->options) found.push_back(o.id);
            const auto w = asStrings(want);
            if (w != found) mismatch(key, listText(w), d ? listText(found) : "no decision");
        } else if (key == "successChance") {
            for (const auto& [id, chance] : want.items()) {
                const CardInst* inst = nullptr;
                for (const CardInst& ci : s.hand())
                    if (s.def(ci.card).id == id && !inst) inst = &ci;
                if (!inst) fails.push_back("successChance: '" + id + "' is not in hand");
                else intCheck("successChance." + id, chance, successChance(s, inst->card));
            }
        } else if (key == "events") {
            std::vector<std::string> seen;
            for (const Event& e : events) seen.emplace_back(eventName(e));
            std::size_t at = 0;
            for (const auto& w : asStrings(want)) {
                while (at < seen.size() && seen[at] != w) ++at;
                if (at == seen.size()) {
                    fails.push_back("events: expected " + listText(asStrings(want)) + " in this order; '" + w +
                                    "' is missing at that point (events so far: " + listText(seen) + ")");
                    break;
                }
                ++at;
            }
        } else if (key == "tapped" || key == "revealed" || key == "theirTable") {
            // Cards in the table (or, for revealed, the hand) with that mark, in zone order.
            std::vector<std::string> found;
            const Zone z = key == "revealed" ? Zone::Hand : Zone::Table;
            const std::uint8_t flag = key == "tapped" ? CardFlag::Tapped : key == "revealed" ? CardFlag::Revealed : CardFlag::NpcControlled;
            for (const CardInst& ci : s.zone(z))
                if (ci.has(flag)) found.push_back(s.def(ci.card).id);
            const auto w = asStrings(want);
            if (w != found) mismatch(key, listText(w), listText(found));
        } else if (key == "cardsPerSpeak") intCheck(key, want, cardsPerSpeak(s));
        else if (key == "handLimit") intCheck(key, want, handLimit(s));
        else if (key == "reach") intCheck(key, want, reach(s));
        else if (key == "skills") {
            for (const auto& [side, list] : want.items()) {
                std::vector<std::string> found;
                for (const SkillInst& k : s.skills)
                    if (name(k.owner) == side) found.push_back(s.content().skills[k.skill].id);
                const auto w = list.is_array() ? asStrings(list) : std::vector<std::string>{};
                if (w != found) mismatch("skills." + side, listText(w), listText(found));
            }
        } else if (key == "marks") {
            for (const auto& [who, marks] : want.items()) {
                Uid holder = who == "player" ? kHolderPlayer : who == "npc" ? kHolderNpc : 0;
                for (Zone z : {Zone::Hand, Zone::Table, Zone::Discard, Zone::Exhausted, Zone::Pile, Zone::Deck})
                    for (const CardInst& ci : s.zone(z))
                        if (!holder && s.def(ci.card).id == who) holder = ci.uid;
                if (!holder) {
                    fails.push_back("marks: no holder '" + who + "'");
                    continue;
                }
                for (const auto& [mark, n] : marks.items()) {
                    const int idx = s.content().markIndex(mark);
                    if (idx < 0) fails.push_back("marks: unknown mark '" + mark + "'");
                    else intCheck("marks." + who + "." + mark, n, s.mark(holder, static_cast<std::uint8_t>(idx)));
                }
            }
        } else if (key == "pile") {
            for (const auto& [skill, list] : want.items()) {
                const SkillDef* d = s.content().findSkill(skill);
                std::vector<std::string> found;
                for (const CardInst& ci : s.zone(Zone::Pile))
                    if (d && ci.pile == d->index + 1) found.push_back(s.def(ci.card).id);
                const auto w = list.is_array() ? asStrings(list) : std::vector<std::string>{};
                if (!d) fails.push_back("pile: unknown skill '" + skill + "'");
                else if (w != found) mismatch("pile." + skill, listText(w), listText(found));
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
                if (!text.is_string() || text.get<std::string>() != found) mismatch("skillText." + skill, text.dump(), found);
            }
        } else if (key == "endData") {
            const json* data = s.endData();
            if (!data || !subset(want, *data)) mismatch(key, want.dump(), data ? data->dump() : "no end data");
        }
    }
    std::string out;
    for (const auto& f : fails) out += (out.empty() ? "" : "; ") + f;
    return out;
}

} // namespace parley
