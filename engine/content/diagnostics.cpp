#include "content/diagnostics.h"

namespace parley {

std::string Diagnostic::format() const {
    std::string out = file;
    if (line > 0) out += ":" + std::to_string(line) + ":" + std::to_string(column);
    out += severity == Severity::Error ? ": error: " : ": warning: ";
    if (!pointer.empty()) out += pointer + ": ";
    out += message;
    return out;
}

bool Diagnostics::hasErrors() const { return errorCount() > 0; }

int Diagnostics::errorCount() const {
    int n = 0;
    for (const auto& d : items_) n += d.severity == Diagnostic::Severity::Error;
    return n;
}

int Diagnostics::warningCount() const {
    return static_cast<int>(items_.size()) - errorCount();
}

void Diagnostics::append(const Diagnostics& other) {
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

} // namespace parley
