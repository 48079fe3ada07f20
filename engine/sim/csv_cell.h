#pragma once
// A text cell of the per-card CSV table, which parley-cli simulate --csv and the balance lab's
// export both write (the same columns and rows).
#include <string>
#include <string_view>

namespace parley {

// Quoted when it holds a comma, a quote or a line break. A cell a spreadsheet would take for a
// formula (=, +, -, @, or a tab or a return before one) could run a designer's card name as a
// command: it is quoted too, with an apostrophe before it so that it reads as text (OWASP's
// advice on CSV injection).
inline std::string csvCell(const std::string& s) {
    const bool formula = !s.empty() && std::string_view("=+-@\t\r").find(s.front()) != std::string_view::npos;
    if (!formula && s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string out = formula ? "\"'" : "\"";
    for (const char ch : s)
        out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

} // namespace parley
