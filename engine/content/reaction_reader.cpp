// An NPC's voice and face (issue 11): the "reactions" it says as the conversation goes and the
// "portrait" files that show it. Both are closed vocabularies: a key the format does not know is
// an error, not a warning, because a misspelt state or outcome would otherwise fall silent
// without a word.
#include "content/readers.h"
#include "content/suggest.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace parley {

namespace {

namespace fs = std::filesystem;

const char* const kReactionsShape = "'reactions' must be an object such as {\"state\": {\"Open\": "
                                    "\"...\"}, \"goal\": {\"success\": \"...\"}, "
                                    "\"end\": {\"failure\": \"...\"}}";

// A map at r[key] whose keys must be among `allowed`; calls `read(name, index)` for each known
// key (index into `allowed`). False when the map is missing its shape or names an unknown key.
template <typename Read>
bool readClosedMap(ObjectReader& r, std::string_view key, const std::vector<std::string>& allowed,
                   std::string_view what, std::string_view shape, Read read) {
    const nlohmann::ordered_json* node = r.get(key);
    if (!node || node->is_null()) return true;
    if (!node->is_object()) {
        r.error(key, "'" + std::string(key) + "' must be " + std::string(shape) + ", not " +
                         jsonTypeName(*node));
        return false;
    }
    ObjectReader m(r.source(), *node, r.at(key), r.diags());
    bool ok = true;
    for (const auto& [name, value] : node->items()) {
        const auto it = std::find(allowed.begin(), allowed.end(), name);
        if (it == allowed.end()) {
            m.error(name, "unknown " + std::string(what) + " '" + name +
                              "' (known: " + joinNames(allowed) + ")" + didYouMean(name, allowed));
            m.ignore(name);
            ok = false;
            continue;
        }
        ok = read(m, name, std::size_t(it - allowed.begin())) && ok;
    }
    return ok;
}

// One line at m[name]: a text or a locale map. "" is kept: it is a deliberate silence.
bool readLine(ObjectReader& m, const std::string& name, std::optional<LocalizedText>& out) {
    auto t = m.text(name, false);
    if (!t) return m.get(name)->is_null(); // null: no line; anything else was reported
    out = std::move(*t);
    return true;
}

// A portrait's file name as written must be a relative path to an .svg file.
std::string portraitProblem(const std::string& path) {
    if (path.empty()) return "a portrait must name an SVG file, not an empty text";
    if (path.size() > 1024) return "a portrait's path must be at most 1024 characters long";
    for (unsigned char c : path)
        if (c < 0x20 || c == 0x7F) return "a portrait's path must not hold control characters";
    std::string ext = path.size() >= 4 ? path.substr(path.size() - 4) : path;
    for (char& c : ext)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    if (ext != ".svg") return "a portrait must be an SVG file (ending in .svg), not '" + path + "'";
    if (path.front() == '/' || path.front() == '\\' || (path.size() > 1 && path[1] == ':'))
        return "a portrait's path must be relative to the content file, not '" + path + "'";
    return {};
}

// Reads the portrait path at m[name], resolved against the content file's folder; a file that is
// not there is a warning (the client draws the portrait instead), not an error.
bool readPortraitPath(ObjectReader& m, const std::string& name, std::string& out) {
    const auto path = m.string(name, false);
    if (!path) return m.get(name)->is_null();
    if (const std::string why = portraitProblem(*path); !why.empty()) {
        m.error(name, why);
        return false;
    }
    const std::string& file = m.source().name();
    // The built-in pack is compiled in: it has no folder to find files in.
    if (file.rfind("builtin:", 0) == 0) {
        out = *path;
        return true;
    }
    const fs::path resolved = (fs::path(file).parent_path() / fs::path(*path)).lexically_normal();
    std::error_code ec;
    const fs::path relative = fs::path(*path).lexically_normal();
    const fs::file_status status = fs::status(resolved, ec);
    // A pack carries its own pictures: a path that climbs out of the content file's folder
    // reads whatever is there on the player's machine.
    if (!relative.empty() && *relative.begin() == "..")
        m.warning(name, "the portrait '" + *path +
                            "' is outside this content file's folder; put the picture in the folder or below "
                            "it, so that it goes wherever the pack goes");
    else if (!fs::exists(status))
        m.warning(name, "no portrait file '" + *path +
                            "' next to this content file; the portrait is drawn instead");
    else if (!fs::is_regular_file(status))
        m.warning(name, "the portrait '" + *path + "' is " +
                            (fs::is_directory(status) ? "a folder" : fs::is_fifo(status) ? "a named pipe" : "not a plain file") +
                            ", not an SVG file; the portrait is drawn instead");
    out = resolved.string();
    return true;
}

} // namespace

bool readReactions(ObjectReader& r, const Content& content, NpcReactions& out) {
    const nlohmann::ordered_json* node = r.get("reactions");
    if (!node || node->is_null()) return true;
    if (!node->is_object()) {
        r.error("reactions", std::string(kReactionsShape) + ", not " + jsonTypeName(*node));
        return false;
    }
    ObjectReader rr(r.source(), *node, r.at("reactions"), r.diags());
    const Ruleset& rules = content.ruleset;
    out.states.assign(rules.states.size(), std::nullopt);

    std::vector<std::string> states;
    for (const auto& s : rules.states)
        states.push_back(s.id);
    states.push_back("default");
    std::vector<std::string> outcomes(content.outcomes.begin(), content.outcomes.end());
    outcomes.push_back("default");

    bool ok = readClosedMap(r, "reactions", {"state", "goal", "end"}, "reaction", kReactionsShape,
                            [](ObjectReader&, const std::string&, std::size_t) { return true; });
    // The three parts, each a closed map of lines.
    ok = readClosedMap(
             rr, "state", states, "state",
             "a map from emotional state (or \"default\") to a line, such as {\"Open\": \"...\"}",
             [&](ObjectReader& m, const std::string& name, std::size_t i) {
                 return readLine(m, name, i + 1 < states.size() ? out.states[i] : out.anyState);
             }) &&
         ok;
    ok = readClosedMap(rr, "goal", {"success", "failure"}, "goal reaction",
                       "a map such as {\"success\": \"...\", \"failure\": \"...\"}",
                       [&](ObjectReader& m, const std::string& name, std::size_t i) {
                           return readLine(m, name, i == 0 ? out.goalSuccess : out.goalFailure);
                       }) &&
         ok;
    ok = readClosedMap(
             rr, "end", outcomes, "outcome",
             "a map from outcome (or \"default\") to a line, such as {\"success\": \"...\"}",
             [&](ObjectReader& m, const std::string& name, std::size_t i) {
                 if (i + 1 == outcomes.size()) return readLine(m, name, out.anyEnding);
                 std::optional<LocalizedText> line;
                 if (!readLine(m, name, line)) return false;
                 if (line) out.endings.emplace_back(std::uint16_t(i), std::move(*line));
                 return true;
             }) &&
         ok;
    return ok;
}

bool readPortrait(ObjectReader& r, const Content& content, NpcDef& out) {
    const nlohmann::ordered_json* node = r.get("portrait");
    if (!node || node->is_null()) return true;
    if (node->is_string()) return readPortraitPath(r, "portrait", out.portrait);
    if (!node->is_object()) {
        r.error(
            "portrait",
            "'portrait' must be an SVG file's path, or a map from emotional state (or \"default\") "
            "to one, not " +
                jsonTypeName(*node));
        return false;
    }
    std::vector<std::string> states;
    for (const auto& s : content.ruleset.states)
        states.push_back(s.id);
    states.push_back("default");
    out.statePortraits.assign(content.ruleset.states.size(), std::string());
    return readClosedMap(r, "portrait", states, "state", "",
                         [&](ObjectReader& m, const std::string& name, std::size_t i) {
                             return readPortraitPath(m, name,
                                                     i + 1 < states.size() ? out.statePortraits[i]
                                                                           : out.portrait);
                         });
}

} // namespace parley
