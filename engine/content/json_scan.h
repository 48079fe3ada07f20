#pragma once
// Linear passes over a JSON file's raw text. nlohmann_json keeps no positions and accepts what
// Parley must refuse (other encodings, duplicate keys, any nesting), so these passes check the
// text before and after it parses, and find where each value starts for error messages. None of
// them recurses, so no input can exhaust the stack.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace parley {

struct TextPosition {
    int line = 0;
    int column = 0;
};

// Line and column (1-based, counting code points) of a byte offset.
TextPosition positionOfOffset(std::string_view text, std::size_t offset);

// Escapes one reference token for use in a JSON pointer ("~" -> "~0", "/" -> "~1").
std::string pointerToken(std::string_view key);

// A problem of the raw text, at a byte offset.
struct TextProblem {
    std::size_t offset = 0;
    std::string message;
    bool aboutContainer = false; // the object or list around `offset` is the place, not a value in it
};

// When the text is not UTF-8 (UTF-16 or UTF-32 as Windows Notepad saves them, Latin-1, a
// binary file), says which and where. A UTF-8 byte order mark is fine.
std::optional<TextProblem> checkEncoding(std::string_view text);
// Where the nesting of objects and lists first goes past limits::kMaxJsonDepth, or an object
// gets more than limits::kMaxObjectMembers fields. Works on any text, valid JSON or not, so it
// can run before the parser (which would need deep recursion or quadratic time for them).
std::optional<TextProblem> checkStructure(std::string_view text);

// A problem found in valid JSON, at a value.
struct LayoutProblem {
    std::string pointer;
    TextPosition position;
    std::string message;
};

// Where every value of a valid JSON text starts, by JSON pointer.
class JsonLayout {
public:
    // One pass over `text`, which must have parsed. Duplicate keys and over-long lists are
    // added to `problems`; positions are kept only when `keepPositions` (they cost memory, and
    // are needed only once something is to be reported).
    static JsonLayout scan(std::string_view text, bool keepPositions, std::vector<LayoutProblem>& problems);

    // The position of the value at `pointer`, or of its deepest ancestor that exists.
    TextPosition find(std::string_view pointer) const;

    // The pointer of the innermost value that is open at `offset`, in text that need not be valid
    // (for syntax errors): "/cards/3/name" for an error inside the fourth card's name.
    static std::string pointerAt(std::string_view text, std::size_t offset);

private:
    static JsonLayout walk(std::string_view text, bool keepPositions, std::vector<LayoutProblem>& problems,
                           std::size_t stopAt, std::string* pointerAtStop);
    std::unordered_map<std::string, TextPosition> positions_;
};

} // namespace parley
