#pragma once
// A JSON document together with its text, so that any JSON pointer into it can be turned back
// into a line and column for error messages. nlohmann_json keeps no positions, so they are
// recovered on demand by re-scanning the (already valid) text; that only happens on errors.
#include "content/diagnostics.h"

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace parley {

struct TextPosition {
    int line = 0;
    int column = 0;
};

class JsonSource {
public:
    JsonSource(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

    // Parses the text; on a syntax error adds a diagnostic with the error's position.
    bool parse(Diagnostics& diags);

    const std::string& name() const { return name_; }
    const std::string& text() const { return text_; }
    const nlohmann::ordered_json& doc() const { return doc_; }

    // Where the value at `pointer` starts. Falls back to the deepest existing ancestor.
    TextPosition locate(std::string_view pointer) const;

    void error(Diagnostics& diags, const std::string& pointer, const std::string& message) const;
    void warning(Diagnostics& diags, const std::string& pointer, const std::string& message) const;

private:
    std::string name_;
    std::string text_;
    nlohmann::ordered_json doc_;
};

TextPosition positionOfOffset(std::string_view text, std::size_t offset);

// Escapes one reference token for use in a JSON pointer ("~" -> "~0", "/" -> "~1").
std::string pointerToken(std::string_view key);

} // namespace parley
