#pragma once
// Problems found in content or scenario files. Each names where (file, line, column and JSON
// pointer) and why, so a designer can jump straight to the spot.
#include <string>
#include <vector>

namespace parley {

struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    std::string file;
    int line = 0;   // 1-based; 0 when unknown
    int column = 0; // 1-based; 0 when unknown
    std::string pointer; // JSON pointer into the file, e.g. "/content/cards/3/difficulty"
    std::string message;

    // "file:line:col: error: /pointer: message"
    std::string format() const;
};

class Diagnostics {
public:
    void add(Diagnostic d) { items_.push_back(std::move(d)); }
    const std::vector<Diagnostic>& items() const { return items_; }
    bool hasErrors() const;
    int errorCount() const;
    int warningCount() const;
    void append(const Diagnostics& other);

private:
    std::vector<Diagnostic> items_;
};

} // namespace parley
