#pragma once
// Typed access to one JSON object of a content file. Every read that fails adds a diagnostic
// naming the field's pointer; fields never read are reported as unknown (a warning).
#include "content/json_source.h"
#include "content/content.h"

#include <optional>
#include <set>
#include <string>

namespace parley {

class ObjectReader {
public:
    ObjectReader(const JsonSource& src, const nlohmann::ordered_json& node, std::string pointer,
                 Diagnostics& diags);

    bool ok() const { return node_.is_object(); }
    const std::string& pointer() const { return pointer_; }
    std::string at(std::string_view key) const { return pointer_ + "/" + pointerToken(key); }
    const JsonSource& source() const { return src_; }
    Diagnostics& diags() const { return diags_; }

    bool has(std::string_view key) const;
    // Raw access; marks the key as known. Null when absent.
    const nlohmann::ordered_json* get(std::string_view key);
    void ignore(std::string_view key) { known_.insert(std::string(key)); }

    std::optional<std::string> string(std::string_view key, bool required);
    std::optional<int> integer(std::string_view key, bool required, int min, int max);
    std::optional<bool> boolean(std::string_view key);
    // A string or a map from locale to string.
    std::optional<LocalizedText> text(std::string_view key, bool required);
    // A name that must be one of `allowed` (the error lists them).
    std::optional<int> choice(std::string_view key, bool required,
                              const std::vector<std::string>& allowed, std::string_view what);

    void error(std::string_view key, const std::string& message);
    void warning(std::string_view key, const std::string& message);
    void errorHere(const std::string& message) { src_.error(diags_, pointer_, message); }
    // Warns once for every key that no read touched.
    void finish(std::string_view what);

private:
    const JsonSource& src_;
    const nlohmann::ordered_json& node_;
    std::string pointer_;
    Diagnostics& diags_;
    std::set<std::string, std::less<>> known_;
};

std::string jsonTypeName(const nlohmann::ordered_json& j);
// "bad formula 'TEXT': why", with TEXT left out when it is too long to be worth repeating.
std::string badFormula(std::string_view kind, const std::string& text, const std::string& why);
// Ids of cards, NPCs and decks are lower case: [a-z0-9_]+. The message says so, with an id that
// would do ("Warm Greeting!" -> "warm_greeting"); empty when `id` is fine.
std::string idProblem(std::string_view what, const std::string& id);
// Whether `j` is an integer from lo to hi. Unsigned values past the signed range are out of
// range, never wrapped round to negative numbers.
bool integerIn(const nlohmann::ordered_json& j, long long lo, long long hi, long long* out = nullptr);
std::string joinNames(const std::vector<std::string>& names);

} // namespace parley
