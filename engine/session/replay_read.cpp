// Reading replay files: every problem at file:line:col with its JSON pointer and what to do.
#include "session/replay.h"

#include "content/json_source.h"
#include "content/object_reader.h"

namespace parley {

namespace {

using json = nlohmann::ordered_json;

const std::vector<std::string> kKinds = {"speak", "listen", "choose", "activate", "cancel", "useSkill"};
const ActionKind kKindValues[] = {ActionKind::Speak,    ActionKind::Listen, ActionKind::Choose,
                                  ActionKind::Activate, ActionKind::Cancel, ActionKind::UseSkill};

// A list of strings (ids) or of small integers at `key`; false after reporting.
bool stringList(ObjectReader& r, std::string_view key, std::vector<std::string>& out) {
    const json* j = r.get(key);
    if (!j || !j->is_array()) {
        if (!j || j->is_null()) r.errorHere("missing required field '" + std::string(key) + "' (a list of ids)");
        else r.error(key, "'" + std::string(key) + "' must be a list of ids, not " + jsonTypeName(*j));
        return false;
    }
    for (std::size_t i = 0; i < j->size(); ++i) {
        if (!(*j)[i].is_string()) {
            r.source().error(r.diags(), r.at(key) + "/" + std::to_string(i),
                             "each entry of '" + std::string(key) + "' must be an id (a string), not " +
                                 jsonTypeName((*j)[i]));
            return false;
        }
        out.push_back((*j)[i].get<std::string>());
    }
    return true;
}

// Into a std::vector or an Action's inline picks.
template <class Out>
bool numberList(ObjectReader& r, std::string_view key, std::size_t size, Out& out) {
    const json* j = r.get(key);
    if (!j || j->is_null()) return true;
    if (!j->is_array()) {
        r.error(key, "'" + std::string(key) + "' must be a list of whole numbers, not " + jsonTypeName(*j));
        return false;
    }
    if (j->size() != size) {
        r.error(key, "'" + std::string(key) + "' has " + std::to_string(j->size()) + " entries; it needs one per option (" +
                         std::to_string(size) + ")");
        return false;
    }
    for (std::size_t i = 0; i < j->size(); ++i) {
        long long v = 0;
        if (!integerIn((*j)[i], 0, 65535, &v)) {
            r.source().error(r.diags(), r.at(key) + "/" + std::to_string(i),
                             "each entry of '" + std::string(key) + "' must be a whole number from 0 to 65535, not " +
                                 (*j)[i].dump(-1, ' ', false, json::error_handler_t::replace));
            return false;
        }
        out.push_back(static_cast<std::uint16_t>(v));
    }
    return true;
}

// A label from the ids, for files written without labels.
std::string fallbackLabel(const ActionRecord& a) {
    switch (a.kind) {
    case ActionKind::Speak: return "SPEAK " + a.card;
    case ActionKind::Listen: return "LISTEN";
    case ActionKind::Cancel: return "CANCEL";
    case ActionKind::Activate: return "ACTIVATE " + a.card;
    case ActionKind::UseSkill: return "USE " + a.skill + (a.card.empty() ? "" : " (" + a.card + ")");
    case ActionKind::Choose: {
        std::string t;
        for (const auto& o : a.options) t += (t.empty() ? "" : ", ") + o;
        return "Choose: " + (t.empty() ? std::string("(none)") : t);
    }
    }
    return {};
}

std::optional<ActionRecord> readAction(const JsonSource& src, const json& node, const std::string& ptr, Diagnostics& diags) {
    if (!node.is_object()) {
        src.error(diags, ptr, "an action must be an object such as {\"kind\": \"listen\"}, not " + jsonTypeName(node));
        return std::nullopt;
    }
    const int before = diags.errorCount();
    ObjectReader r(src, node, ptr, diags);
    ActionRecord a;
    const auto kind = r.choice("kind", true, kKinds, "action kind");
    if (!kind) return std::nullopt;
    a.kind = kKindValues[*kind];
    a.action.kind = a.kind;
    const bool onCard = a.kind == ActionKind::Speak || a.kind == ActionKind::Activate || a.kind == ActionKind::UseSkill;
    if (a.kind == ActionKind::UseSkill) a.skill = r.string("skill", true).value_or("");
    if (onCard) {
        a.card = r.string("card", a.kind != ActionKind::UseSkill).value_or("");
        a.instance = static_cast<std::uint16_t>(r.integer("instance", false, 0, 65535).value_or(0));
        a.action.uid = static_cast<Uid>(r.integer("uid", false, 0, 65535).value_or(0));
    }
    if (a.kind == ActionKind::Activate) a.action.ability = static_cast<std::uint8_t>(r.integer("ability", true, 0, 255).value_or(0));
    if (a.kind == ActionKind::Speak || a.kind == ActionKind::UseSkill) {
        if (const auto roll = r.choice("roll", false, {"random", "success", "failure"}, "roll"))
            a.action.roll = static_cast<Roll>(*roll);
    }
    if (a.kind == ActionKind::Choose && stringList(r, "options", a.options)) {
        numberList(r, "instances", a.options.size(), a.optionInstances);
        numberList(r, "picks", a.options.size(), a.action.choices);
        if (a.optionInstances.empty()) a.optionInstances.assign(a.options.size(), 0);
    }
    if (const auto outcome = r.choice("outcome", false, {"none", "success", "failure"}, "outcome"))
        a.outcome = static_cast<RollOutcome>(*outcome);
    a.label = r.string("label", false).value_or("");
    r.finish("an action");
    if (diags.errorCount() != before) return std::nullopt;
    if (a.label.empty()) a.label = fallbackLabel(a);
    return a;
}

bool readContent(ObjectReader& top, Replay& out) {
    const json* j = top.get("content");
    if (!j || j->is_null()) {
        top.errorHere("missing required field 'content' (the content it was played on: {\"packs\": [...], \"hash\": \"...\"})");
        return false;
    }
    if (!j->is_object()) {
        top.error("content", "'content' must be an object with 'packs' and 'hash', not " + jsonTypeName(*j));
        return false;
    }
    ObjectReader c(top.source(), *j, top.at("content"), top.diags());
    bool ok = stringList(c, "packs", out.packs);
    const auto hash = c.string("hash", true);
    c.finish("'content'");
    out.contentHash = hash.value_or("");
    return ok && hash;
}

} // namespace

std::optional<Replay> readReplay(std::string name, std::string text, Diagnostics& diags) {
    JsonSource src(std::move(name), std::move(text));
    if (!src.parse(diags)) return std::nullopt;
    const json& doc = src.doc();
    if (!doc.is_object()) {
        src.error(diags, "", "a replay must be a JSON object that starts with \"format\": \"" + std::string(kReplayFormat) +
                                 "\", not " + jsonTypeName(doc));
        return std::nullopt;
    }
    const int before = diags.errorCount();
    ObjectReader top(src, doc, "", diags);
    const auto format = top.string("format", false);
    if (!format) {
        if (!top.has("format") || top.get("format")->is_null())
            top.errorHere("missing field 'format': a replay starts with \"format\": \"" + std::string(kReplayFormat) + "\"");
        return std::nullopt;
    }
    if (*format != kReplayFormat) {
        top.error("format", format->rfind("parley-replay/", 0) == 0
                                ? "this replay is in format '" + *format + "', which this version of Parley cannot read (it reads " +
                                      std::string(kReplayFormat) + "); open it with a newer Parley"
                                : "'format' is '" + *format + "'; a replay's format is \"" + std::string(kReplayFormat) + "\"");
        return std::nullopt;
    }
    Replay r;
    if (const json* seed = top.get("seed"); !seed || seed->is_null()) {
        top.errorHere("missing required field 'seed' (the conversation's random seed)");
    } else if (seed->is_number_unsigned() || (seed->is_number_integer() && seed->get<long long>() >= 0)) {
        r.seed = seed->get<std::uint64_t>();
    } else {
        top.error("seed", "'seed' must be a whole number from 0 to 18446744073709551615, not " +
                              seed->dump(-1, ' ', false, json::error_handler_t::replace));
    }
    r.npc = top.string("npc", true).value_or("");
    r.deck = top.string("deck", false).value_or("");
    readContent(top, r);
    const json* actions = top.get("actions");
    if (!actions || actions->is_null()) {
        top.errorHere("missing required field 'actions' (a list; [] for a conversation where nothing was done yet)");
    } else if (!actions->is_array()) {
        top.error("actions", "'actions' must be a list of actions, not " + jsonTypeName(*actions));
    } else {
        for (std::size_t i = 0; i < actions->size(); ++i) {
            auto a = readAction(src, (*actions)[i], "/actions/" + std::to_string(i), diags);
            if (!a) break; // later actions of a broken list say little more
            r.actions.push_back(std::move(*a));
        }
    }
    if (const json* fin = top.get("final"); fin && !fin->is_null()) {
        if (!fin->is_object()) {
            top.error("final", "'final' must be an object such as {\"actions\": 9, \"stateHash\": \"...\"}, not " +
                                   jsonTypeName(*fin));
        } else {
            ObjectReader f(src, *fin, "/final", diags);
            const auto count = f.integer("actions", false, 0, 1'000'000'000);
            if (count && actions && actions->is_array() && static_cast<std::size_t>(*count) != actions->size())
                f.error("actions", "'actions' says " + std::to_string(*count) + " but the list holds " +
                                       std::to_string(actions->size()) + "; the file is incomplete or was edited");
            r.finalStateHash = f.string("stateHash", false).value_or("");
            f.finish("'final'");
        }
    }
    top.finish("a replay");
    if (diags.errorCount() != before) return std::nullopt;
    return r;
}

} // namespace parley
