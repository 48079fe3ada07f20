#include "sim/scenario.h"

#include "content/loader.h"
#include "content/object_reader.h"
#include "content/pack_files.h"

#include <fstream>
#include <sstream>

namespace parley {

namespace {

bool buildContent(Scenario& sc, ObjectReader& top, const std::filesystem::path& baseDir, Diagnostics& diags) {
    const JsonSource& src = *sc.source;
    const nlohmann::ordered_json* content = top.get("content");
    const nlohmann::ordered_json* cards = top.get("cards");
    const nlohmann::ordered_json* skills = top.get("skills");
    // "contentMode": "addOn" layers the content on the built-in pack, as the game loads a pack;
    // the default, "replace", keeps the format's first meaning (the content instead of it).
    bool addOn = false;
    if (const auto mode = top.string("contentMode", false)) {
        addOn = *mode == "addOn";
        if (!addOn && *mode != "replace") {
            top.error("contentMode", "'contentMode' must be \"replace\" (the content replaces the built-in pack; the "
                                     "default) or \"addOn\" (it is layered on the built-in pack), not '" + *mode + "'");
            return false;
        }
    }
    if ((!content || content->is_null()) && (!cards || cards->is_null()) && (!skills || skills->is_null())) {
        sc.content = builtinContent(&diags);
        return sc.content != nullptr;
    }
    ContentLoader loader;
    if (content && !content->is_null()) {
        if (addOn) loader.addBuiltin();
        std::vector<std::string> paths;
        if (content->is_string()) paths.push_back(content->get<std::string>());
        else if (content->is_array()) {
            for (std::size_t i = 0; i < content->size(); ++i) {
                if (!(*content)[i].is_string()) {
                    src.error(diags, "/content/" + std::to_string(i), "a content path must be a string");
                    return false;
                }
                paths.push_back((*content)[i].get<std::string>());
            }
        } else {
            top.error("content", "'content' must be a path or a list of paths");
            return false;
        }
        for (std::size_t i = 0; i < paths.size(); ++i) {
            std::filesystem::path p(paths[i]);
            if (p.is_relative()) p = baseDir / p;
            std::error_code ec;
            if (!std::filesystem::exists(p, ec)) {
                src.error(diags, content->is_array() ? "/content/" + std::to_string(i) : "/content",
                          "content path '" + paths[i] + "' does not exist (resolved to " + p.string() + ")");
                return false;
            }
            // Problems of the path itself are placed in the scenario, at its 'content'; problems
            // inside the pack's files keep their own places.
            Diagnostics found;
            const bool ok = loader.addPath(p, found);
            for (const Diagnostic& d : found.items()) {
                if (d.file == p.string())
                    src.error(diags, content->is_array() ? "/content/" + std::to_string(i) : "/content",
                              "content path '" + paths[i] + "': " + d.message);
                else
                    diags.add(d);
            }
            if (!ok) return false;
        }
        if (!addOn) loader.addBuiltinRulesetIfMissing();
    } else {
        loader.addBuiltin();
    }
    // The scenario's own document, parsed once: a large scenario is not parsed a second time.
    if (cards && !cards->is_null()) loader.addCardList(sc.source, "/cards");
    if (skills && !skills->is_null()) loader.addSkillList(sc.source, "/skills");
    sc.content = loader.load(diags);
    return sc.content != nullptr;
}

bool parseRoll(const JsonSource& src, ObjectReader& r, ScenarioStep& step, Diagnostics& diags) {
    const auto outcome = r.string("outcome", false);
    if (!outcome) return !r.has("outcome") || r.get("outcome")->is_null();
    if (*outcome == "success") step.roll = Roll::Success;
    else if (*outcome == "failure") step.roll = Roll::Failure;
    else {
        src.error(diags, r.at("outcome"), "'outcome' must be \"success\" or \"failure\"");
        return false;
    }
    return true;
}


bool parseStep(Scenario& sc, const nlohmann::ordered_json& node, const std::string& ptr, Diagnostics& diags) {
    const JsonSource& src = *sc.source;
    if (!node.is_object() || node.empty()) {
        src.error(diags, ptr, "a step must be an object such as {\"speak\": \"card_id\"} or {\"listen\": true}");
        return false;
    }
    ObjectReader r(src, node, ptr, diags);
    ScenarioStep step;
    step.pointer = ptr;
    const int before = diags.errorCount();
    if (r.has("speak")) {
        step.kind = ScenarioStep::Kind::Speak;
        step.card = r.string("speak", true).value_or("");
        step.as = r.string("as", false).value_or("");
        parseRoll(src, r, step, diags);
    } else if (r.has("useSkill")) {
        // A zero-card view-as skill: plays the card it makes from nothing.
        step.kind = ScenarioStep::Kind::UseSkill;
        step.card = r.string("useSkill", true).value_or("");
        parseRoll(src, r, step, diags);
    } else if (r.has("listen")) {
        step.kind = ScenarioStep::Kind::Listen;
        const auto v = r.boolean("listen");
        if (v && !*v) r.error("listen", "'listen' must be true");
    } else if (r.has("activate")) {
        step.kind = ScenarioStep::Kind::Activate;
        step.card = r.string("activate", true).value_or("");
        step.ability = r.integer("ability", false, 0, 255).value_or(0);
    } else if (r.has("choose")) {
        step.kind = ScenarioStep::Kind::Choose;
        step.choices = *r.get("choose");
        if (!step.choices.is_array()) {
            r.error("choose", "'choose' must be a list of option ids (strings) or indexes (numbers)");
        } else {
            for (std::size_t i = 0; i < step.choices.size(); ++i)
                if (!step.choices[i].is_string() && !step.choices[i].is_number_unsigned())
                    src.error(diags, r.at("choose") + "/" + std::to_string(i),
                              "an answer must be an option id (string) or an index (number >= 0)");
        }
    } else if (r.has("cancel")) {
        step.kind = ScenarioStep::Kind::Cancel;
        const auto v = r.boolean("cancel");
        if (v && !*v) r.error("cancel", "'cancel' must be true");
    } else if (r.has("expect")) {
        step.kind = ScenarioStep::Kind::Expect;
        step.expect = r.get("expect");
        validateExpect(src, *step.expect, r.at("expect"), diags, sc.content.get());
    } else {
        src.error(diags, ptr, "unknown step: " + node.items().begin().key() +
                                  " (known: speak, useSkill, listen, activate, choose, cancel, expect)");
        return false;
    }
    if (step.kind == ScenarioStep::Kind::Speak || step.kind == ScenarioStep::Kind::Activate)
        step.copy = r.integer("copy", false, 0, 255).value_or(0);
    else if (r.has("copy")) r.error("copy", "'copy' goes with speak or activate steps only");
    // "rngAfter": the random generator's state once the action is over.
    if (step.kind != ScenarioStep::Kind::Expect) step.rngAfter = readRngState(r, "rngAfter");
    else if (r.has("rngAfter")) r.error("rngAfter", "'rngAfter' goes with action steps only");
    if (step.kind != ScenarioStep::Kind::Expect) {
        if (const auto code = r.string("expectError", false)) {
            bool known = false;
            for (auto n : kErrorCodeNames) known = known || (n == *code && n != "None");
            if (!known) r.error("expectError", "unknown error code '" + *code + "'");
            step.expectError = *code;
        }
    }
    // Unknown keys in a step would silently weaken a test, so they are errors here.
    for (const auto& [key, value] : node.items()) {
        static const char* allowed[] = {"speak", "as", "outcome", "useSkill", "listen", "activate", "ability",
                                        "choose", "cancel", "expect", "expectError", "comment",
                                        "copy", "rngAfter"};
        bool ok = false;
        for (const char* a : allowed) ok = ok || key == a;
        if (!ok) src.error(diags, ptr + "/" + pointerToken(key), "unknown step field '" + key + "'");
    }
    if (diags.errorCount() != before) return false;
    sc.steps.push_back(std::move(step));
    return true;
}

} // namespace

std::optional<Scenario> loadScenarioText(std::string name, std::string text, const std::filesystem::path& baseDir,
                                         Diagnostics& diags) {
    Scenario sc;
    sc.source = std::make_shared<JsonSource>(std::move(name), std::move(text));
    if (!sc.source->parse(diags)) return std::nullopt;
    const JsonSource& src = *sc.source;
    const nlohmann::ordered_json& doc = src.doc();
    if (!doc.is_object()) {
        src.error(diags, "", "a scenario must be a JSON object");
        return std::nullopt;
    }
    const int before = diags.errorCount();
    ObjectReader top(src, doc, "", diags);
    const auto format = top.string("format", true);
    if (format && *format != "parley-scenario/1")
        top.error("format", "unsupported format '" + *format + "' (expected \"parley-scenario/1\")");
    sc.name = top.string("name", true).value_or("");
    sc.description = top.string("description", false).value_or("");
    if (top.has("seed")) sc.seed = static_cast<std::uint64_t>(top.integer("seed", false, 0, 2'000'000'000).value_or(1));
    if (diags.errorCount() != before) return std::nullopt;

    if (!buildContent(sc, top, baseDir, diags)) return std::nullopt;

    if (const auto npc = top.string("npc", false)) {
        const auto it = sc.content->npcIndex.find(*npc);
        if (it == sc.content->npcIndex.end()) {
            top.error("npc", "unknown NPC '" + *npc + "'");
            return std::nullopt;
        }
        sc.npc = it->second;
    } else if (const NpcDef* npc = sc.content->defaultNpc()) {
        sc.npc = sc.content->npcIndex.at(npc->id);
    } else {
        top.errorHere("the content has no NPC to talk to");
        return std::nullopt;
    }
    sc.setup = top.get("setup");
    if (const nlohmann::ordered_json* steps = top.get("steps"); steps && !steps->is_null()) {
        if (!steps->is_array()) {
            top.error("steps", "'steps' must be a list");
        } else {
            for (std::size_t i = 0; i < steps->size(); ++i) parseStep(sc, (*steps)[i], "/steps/" + std::to_string(i), diags);
        }
    }
    sc.expect = top.get("expect");
    if (sc.expect && !sc.expect->is_null()) validateExpect(src, *sc.expect, "/expect", diags, sc.content.get());
    top.ignore("comment");
    top.finish("a scenario");
    if (diags.errorCount() != before) return std::nullopt;
    if (!buildInitialState(sc, diags)) return std::nullopt;
    return sc;
}

std::optional<Scenario> loadScenario(const std::filesystem::path& file, Diagnostics& diags) {
    auto text = readTextFile(file, diags);
    if (!text) return std::nullopt;
    return loadScenarioText(file.string(), std::move(*text), file.parent_path(), diags);
}

std::optional<std::array<std::uint32_t, 4>> readRngState(ObjectReader& r, std::string_view key) {
    const nlohmann::ordered_json* v = r.get(key);
    if (!v || v->is_null()) return std::nullopt;
    bool ok = v->is_array() && v->size() == 4;
    std::array<std::uint32_t, 4> words{};
    for (std::size_t i = 0; ok && i < 4; ++i) {
        ok = (*v)[i].is_number_unsigned() && (*v)[i].get<std::uint64_t>() <= 0xFFFFFFFFull;
        if (ok) words[i] = static_cast<std::uint32_t>((*v)[i].get<std::uint64_t>());
    }
    if (ok && (words[0] | words[1] | words[2] | words[3]) != 0) return words;
    r.error(key, "'" + std::string(key) + "' must be a list of four integers from 0 to 4294967295, not all 0");
    return std::nullopt;
}

} // namespace parley
