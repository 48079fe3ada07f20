#pragma once
// Says what is wrong with JSON text that does not parse, as a designer would want to hear it:
// "JSON has no comments", "a comma after the last item", "a ',' is missing before this item".
// The parser's own messages ("invalid literal; last read: ...") name neither the problem nor
// the fix, and its position is often a token late. This re-reads the text (iteratively, so any
// nesting is safe) up to its first error.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace parley {

struct SyntaxError {
    std::size_t offset = 0; // where to point the designer
    std::string pointer;    // the value or container it is in ("" for the document)
    std::string message;
};

// The first syntax error of `text`; nullopt when it finds none.
std::optional<SyntaxError> findSyntaxError(std::string_view text);

} // namespace parley
