#pragma once
// A JSON document together with its text, so that any JSON pointer into it can be turned back
// into a line and column for error messages. The text is checked before it is parsed (size,
// encoding, nesting) and after (duplicate keys, list lengths); see json_scan.h.
#include "content/diagnostics.h"
#include "content/json_dom_builder.h"
#include "content/json_scan.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace parley {

class JsonSource {
public:
    JsonSource(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

    // Checks and parses the text; on any problem adds diagnostics that say where and what to do,
    // and returns false. A second call returns the first call's answer without parsing again.
    bool parse(Diagnostics& diags);
    bool parsed() const { return state_ == State::Parsed; }

    const std::string& name() const { return name_; }
    const std::string& text() const { return text_; }
    const nlohmann::ordered_json& doc() const { return doc_; }
    // Whether the document may hold `key` (a RareKey) in some object: false
    // only when parsing saw none, so that a pass looking for it can skip the file.
    bool mayHold(std::uint8_t key) const { return rareKeys_ & key; }

    // Where the value at `pointer` starts. Falls back to the deepest existing ancestor.
    TextPosition locate(std::string_view pointer) const;

    void error(Diagnostics& diags, const std::string& pointer, const std::string& message) const;
    void warning(Diagnostics& diags, const std::string& pointer, const std::string& message) const;

private:
    bool check(Diagnostics& diags);
    // nlohmann's parser after checkStructure, for a file the fast reading did not take; says
    // what is wrong when it is not well-formed.
    bool parseCarefully(Diagnostics& diags, bool& layoutProblem);
    void errorAtOffset(Diagnostics& diags, std::size_t offset, const std::string& message,
                       bool aboutContainer = false) const;

    enum class State { New, Parsed, Failed };
    std::string name_;
    std::string text_;
    nlohmann::ordered_json doc_;
    State state_ = State::New;
    std::uint8_t rareKeys_ = 0xFF; // every key may be there until a parse has seen them all
    // Built on the first locate(): most files load without a single message.
    mutable std::optional<JsonLayout> layout_;
};

} // namespace parley
