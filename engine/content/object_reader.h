#pragma once
// Typed access to one JSON object of a content file. Every read that fails adds a diagnostic
// naming the field's pointer; fields never read are reported as unknown (a warning), with the
// closest name the reader asked for as a suggestion.
#include "content/json_source.h"
#include "content/content.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

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

    // Every key passed to the calls below must outlive the reader: a literal, or a key of the
    // node itself. They are kept as views, for the suggestions of finish().
    bool has(std::string_view key);
    // Raw access; marks the key as known. Null when absent.
    const nlohmann::ordered_json* get(std::string_view key);
    void ignore(std::string_view key) { get(key); }

    std::optional<std::string> string(std::string_view key, bool required);
    std::optional<int> integer(std::string_view key, bool required, int min, int max);
    std::optional<bool> boolean(std::string_view key);
    // A string or a map from locale to string.
    std::optional<LocalizedText> text(std::string_view key, bool required);
    // A name that must be one of `allowed` (the error lists them).
    std::optional<int> choice(std::string_view key, bool required,
                              const std::vector<std::string>& allowed, std::string_view what);
    // The same, where the names are the `id`s of `items` (difficulties, states), with no list of
    // names built unless the name is unknown.
    template <class Items>
    std::optional<int> choiceOfIds(std::string_view key, bool required, const Items& items,
                                   std::string_view what) {
        const nlohmann::ordered_json* j = get(key);
        if (j && j->is_string()) {
            const std::string& s = j->get_ref<const std::string&>();
            for (std::size_t i = 0; i < items.size(); ++i)
                if (items[i].id == s) return static_cast<int>(i);
        }
        std::vector<std::string> ids;
        for (const auto& item : items)
            ids.push_back(item.id);
        return choice(key, required, ids, what);
    }

    // Compiles the formula `text` written at `key`; false after reporting each of its problems
    // (see compileFormula below).
    bool formula(std::string_view key, std::string_view kind, const std::string& text,
                 const VarNames& vars, Formula& out);

    // Whether `text`, found at `pointer`, is within limits::kMaxTextChars; past it, an error
    // naming `what` ("'name'"), its length and the limit. Every text the player may see is held
    // to it, since the window lays out whatever it is given.
    bool textFits(const std::string& pointer, std::string_view what, const std::string& text);

    void error(std::string_view key, const std::string& message);
    void warning(std::string_view key, const std::string& message);
    void errorHere(const std::string& message) { src_.error(diags_, pointer_, message); }
    // Warns once for every key that no read touched, naming the closest key asked for.
    void finish(std::string_view what);

private:
    // The position of `key` among the node's fields, or -1; records `key` as asked for.
    int find(std::string_view key);
    void markRead(int field);

    const JsonSource& src_;
    const nlohmann::ordered_json& node_;
    std::string pointer_;
    Diagnostics& diags_;
    // Which fields a read touched, by position: a bit each, on the heap only past 64 fields.
    // (A set of key strings per object cost an allocation per field of every card.)
    std::uint64_t read_ = 0;
    // The keyBit (object_reader.cpp) of every field: a key whose bit is not set is not there.
    std::uint64_t keyBits_ = 0;
    std::vector<bool> readMore_;
    // The keys asked for, present or not: the candidates for "did you mean". A reader asks for
    // a few dozen at most; past the array's size the rest go unsuggested.
    std::array<std::string_view, 48> asked_;
    std::uint8_t askedCount_ = 0;
};

// Calls f(item) for a value written as one item or as a list of items, without copying either
// into a list of its own.
template <class F> void forOneOrList(const nlohmann::ordered_json& value, F f) {
    if (!value.is_array()) return f(value);
    for (const auto& item : value)
        f(item);
}

std::string jsonTypeName(const nlohmann::ordered_json& j);
// "bad formula 'TEXT': why", with TEXT left out when it is too long to be worth repeating.
std::string badFormula(std::string_view kind, const std::string& text, const std::string& why);
// Compiles `text` with `vars`. On failure adds an error at `pointer` for every problem of the
// formula, not only the first: "bad KIND 'TEXT': why at column N", with the closest known name
// suggested for an unknown one.
bool compileFormula(const JsonSource& src, Diagnostics& diags, const std::string& pointer,
                    std::string_view kind, const std::string& text, const VarNames& vars,
                    Formula& out);
// Ids of cards, NPCs and decks are lower case: [a-z0-9_]+. The message says so, with an id that
// would do ("Warm Greeting!" -> "warm_greeting"); empty when `id` is fine.
std::string idProblem(std::string_view what, const std::string& id);
// Whether `j` is an integer from lo to hi. Unsigned values past the signed range are out of
// range, never wrapped round to negative numbers.
bool integerIn(const nlohmann::ordered_json& j, long long lo, long long hi, long long* out = nullptr);
std::string joinNames(const std::vector<std::string>& names);

} // namespace parley
