#include "content/json_source.h"

#include "content/json_dom_builder.h"
#include "content/json_fast_reader.h"
#include "content/json_syntax.h"
#include "content/limits.h"

#include <algorithm>

namespace parley {

void JsonSource::errorAtOffset(Diagnostics& diags, std::size_t offset, const std::string& message,
                               bool aboutContainer) const {
    const TextPosition p = positionOfOffset(text_, offset);
    std::string pointer = JsonLayout::pointerAt(text_, offset);
    if (aboutContainer) pointer.resize(pointer.rfind('/') == std::string::npos ? 0 : pointer.rfind('/'));
    diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, pointer, message});
}

bool JsonSource::parse(Diagnostics& diags) {
    if (state_ == State::New) state_ = check(diags) ? State::Parsed : State::Failed;
    return state_ == State::Parsed;
}

bool JsonSource::check(Diagnostics& diags) {
    if (text_.size() > limits::kMaxFileBytes) {
        diags.add({Diagnostic::Severity::Error, name_, 1, 1, "",
                   "the file is " + std::to_string(text_.size() >> 20) + " MiB; files over " +
                       std::to_string(limits::kMaxFileBytes >> 20) + " MiB are refused, so split it into several"});
        text_.clear(); // nothing refers to it, and it may be large
        return false;
    }
    // A UTF-8 byte order mark is dropped, so that columns count as an editor shows them.
    if (text_.compare(0, 3, "\xEF\xBB\xBF") == 0) text_.erase(0, 3);
    if (const auto bad = checkEncoding(text_)) {
        errorAtOffset(diags, bad->offset, bad->message);
        return false;
    }
    bool layoutProblem = false;
    {
        // Nearly every file is well-formed, and one pass reads it; any other is read again,
        // carefully, to say what is wrong with it.
        DomBuilder builder(doc_);
        if (readJsonFast(text_, builder)) {
            layoutProblem = builder.sawLayoutProblem();
            rareKeys_ = builder.rareKeys();
        } else if (!parseCarefully(diags, layoutProblem)) {
            return false;
        }
    }
    // Only a file with a duplicate key or an over-long list is read again, to say where they are.
    if (!layoutProblem) return true;
    std::vector<LayoutProblem> problems;
    JsonLayout::scan(text_, false, problems);
    for (const LayoutProblem& p : problems)
        diags.add({Diagnostic::Severity::Error, name_, p.position.line, p.position.column,
                   p.pointer, p.message});
    if (!problems.empty()) doc_ = nullptr;
    return problems.empty();
}

bool JsonSource::parseCarefully(Diagnostics& diags, bool& layoutProblem) {
    doc_ = nullptr; // whatever the fast reading left
    if (const auto bad = checkStructure(text_)) {
        errorAtOffset(diags, bad->offset, bad->message, bad->aboutContainer);
        return false;
    }
    try {
        DomBuilder builder(doc_);
        nlohmann::ordered_json::sax_parse(text_, &builder);
        layoutProblem = builder.sawLayoutProblem();
        rareKeys_ = builder.rareKeys();
    } catch (const nlohmann::ordered_json::parse_error& e) {
        if (const auto syntax = findSyntaxError(text_)) {
            const TextPosition p = positionOfOffset(text_, syntax->offset);
            diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, syntax->pointer, syntax->message});
            return false;
        }
        // The parser refused something the syntax check let through: its own words, then.
        std::string what = e.what();
        // Drop nlohmann's "[json.exception...] parse error at line 1, column 2: " prefix; the
        // position is reported in our own format.
        if (auto colon = what.find(": "); colon != std::string::npos &&
                                          what.rfind("parse error", colon) != std::string::npos)
            what = what.substr(colon + 2);
        errorAtOffset(diags, e.byte > 0 ? e.byte - 1 : 0, "malformed JSON: " + what);
        return false;
    } catch (const nlohmann::ordered_json::exception& e) {
        // A number too large for a double carries no position; find the literal it names.
        const std::string what = e.what();
        std::size_t offset = 0;
        if (auto q = what.find('\''); q != std::string::npos)
            if (auto q2 = what.find('\'', q + 1); q2 != std::string::npos)
                offset = std::min(text_.find(what.substr(q + 1, q2 - q - 1)), text_.size());
        errorAtOffset(diags, offset, "malformed JSON: a number is out of range (numbers must fit in a double)");
        return false;
    }
    return true;
}

TextPosition JsonSource::locate(std::string_view pointer) const {
    if (state_ != State::Parsed) return {1, 1};
    if (!layout_) {
        std::vector<LayoutProblem> ignored; // reported by parse() already
        layout_ = JsonLayout::scan(text_, true, ignored);
    }
    return layout_->find(pointer);
}

void JsonSource::error(Diagnostics& diags, const std::string& pointer, const std::string& message) const {
    const TextPosition p = locate(pointer);
    diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, pointer, message});
}

void JsonSource::warning(Diagnostics& diags, const std::string& pointer, const std::string& message) const {
    const TextPosition p = locate(pointer);
    diags.add({Diagnostic::Severity::Warning, name_, p.line, p.column, pointer, message});
}

} // namespace parley
