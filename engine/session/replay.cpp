// Writing replays, and playing them back.
#include "session/replay.h"

#include "content/pack_files.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace parley {

namespace {

using json = nlohmann::ordered_json;

const char* kindName(ActionKind k) {
    switch (k) {
    case ActionKind::Speak: return "speak";
    case ActionKind::Listen: return "listen";
    case ActionKind::Choose: return "choose";
    case ActionKind::Activate: return "activate";
    case ActionKind::Cancel: return "cancel";
    case ActionKind::UseSkill: return "useSkill";
    }
    return "listen";
}

const char* rollName(Roll r) {
    return r == Roll::Success ? "success" : r == Roll::Failure ? "failure" : "random";
}

json actionJson(const ActionRecord& r) {
    json j;
    j["kind"] = kindName(r.kind);
    if (!r.skill.empty()) j["skill"] = r.skill;
    if (!r.card.empty()) {
        j["card"] = r.card;
        j["instance"] = r.instance;
        j["uid"] = r.action.uid;
    }
    if (r.kind == ActionKind::Activate) j["ability"] = r.action.ability;
    if (r.kind == ActionKind::Choose) {
        j["options"] = r.options;
        j["instances"] = r.optionInstances;
        j["picks"] = r.action.choices;
    }
    if ((r.kind == ActionKind::Speak || r.kind == ActionKind::UseSkill) && r.action.roll != Roll::Random)
        j["roll"] = rollName(r.action.roll);
    if (r.outcome != RollOutcome::None) j["outcome"] = std::string(name(r.outcome));
    j["label"] = r.label;
    return j;
}

// One line per action, so that two replays diff action by action.
std::string dumpLine(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

} // namespace

std::string stateHash(const State& s) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s.serialize()) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

Replay replayOf(const History& h) {
    Replay r;
    const ConversationStart& start = h.start();
    r.seed = start.seed;
    r.npc = start.npc;
    r.deck = start.deck;
    r.packs = start.content->identity.packs;
    r.contentHash = start.content->identity.hash;
    r.actions.assign(h.records().begin(), h.records().begin() + static_cast<std::ptrdiff_t>(h.position()));
    r.finalStateHash = stateHash(h.current());
    return r;
}

std::string writeReplay(const Replay& r) {
    std::string t = "{\n";
    t += "  \"format\": " + dumpLine(std::string(kReplayFormat)) + ",\n";
    t += "  \"seed\": " + std::to_string(r.seed) + ",\n";
    t += "  \"npc\": " + dumpLine(r.npc) + ",\n";
    t += "  \"deck\": " + (r.deck.empty() ? std::string("null") : dumpLine(r.deck)) + ",\n";
    t += "  \"content\": " + dumpLine(json{{"packs", r.packs}, {"hash", r.contentHash}}) + ",\n";
    t += "  \"actions\": [";
    for (std::size_t i = 0; i < r.actions.size(); ++i)
        t += std::string(i ? "," : "") + "\n    " + dumpLine(actionJson(r.actions[i]));
    t += r.actions.empty() ? "],\n" : "\n  ],\n";
    t += "  \"final\": " + dumpLine(json{{"actions", r.actions.size()}, {"stateHash", r.finalStateHash}}) + "\n";
    return t + "}\n";
}

std::string writeReplay(const History& h) { return writeReplay(replayOf(h)); }

std::optional<Replay> loadReplay(const std::filesystem::path& file, Diagnostics& diags) {
    auto text = readTextFile(file, diags);
    if (!text) return std::nullopt;
    return readReplay(file.string(), std::move(*text), diags);
}

std::string Playback::text() const {
    std::string t = result.report.text();
    if (!contentMatches) t += " (the content has changed since the replay was saved)";
    if (result.report.faithful() && end == End::Differs)
        t += "; the state at the end differs from the one saved (the rules have changed since)";
    return t;
}

std::vector<std::string> packsNotLoaded(const Replay& r, const Content* content) {
    std::vector<std::string> missing;
    for (const std::string& pack : r.packs) {
        if (pack == "builtin" || pack == "builtin-ruleset") continue;
        if (content && std::find(content->identity.packs.begin(), content->identity.packs.end(), pack) !=
                           content->identity.packs.end())
            continue;
        missing.push_back(pack);
    }
    return missing;
}

Playback playReplay(const Replay& r, std::shared_ptr<const Content> content, const ReplayObserver& observer) {
    Playback p;
    p.contentMatches = content && content->identity.hash == r.contentHash;
    p.result = replayRecords({std::move(content), r.npc, r.deck, r.seed}, r.actions, observer);
    if (p.contentMatches && p.result.report.faithful() && !r.finalStateHash.empty() && p.result.history)
        p.end = stateHash(p.result.history->current()) == r.finalStateHash ? Playback::End::Same : Playback::End::Differs;
    return p;
}

} // namespace parley
