#include "content/json_source.h"

#include "content/json_syntax.h"
#include "content/limits.h"

#include <algorithm>

namespace parley {

namespace {

// Builds the document as nlohmann's own parser does, but gives each object and list its size
// at once: the parser grows each one field by field (several allocations and moves apiece, and a
// search for the key before each insert), which was a quarter of the time a large pack took to
// load. The values of the containers still open wait in one list that the whole parse reuses.
// Duplicate keys are kept here; JsonLayout::scan refuses them afterwards, and the document with
// them. Errors are nlohmann's own exceptions, thrown as its parser throws them.
class DomBuilder {
public:
    using json = nlohmann::ordered_json;
    explicit DomBuilder(json& root) : root_(root) {}

    bool null() { return put(json(nullptr)); }
    bool boolean(bool v) { return put(json(v)); }
    bool number_integer(json::number_integer_t v) { return put(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return put(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t&) { return put(json(v)); }
    bool string(json::string_t& v) { return put(json(v)); }
    bool binary(json::binary_t& v) { return put(json::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(); }
    bool key(json::string_t& k) {
        key_ = k;
        return true;
    }
    bool end_object() {
        json object(json::value_t::object);
        auto& fields = static_cast<json::object_t::Container&>(object.get_ref<json::object_t&>());
        fields.reserve(pending_.size() - open_.back().first);
        for (std::size_t i = open_.back().first; i < pending_.size(); ++i)
            fields.emplace_back(std::move(pending_[i].first), std::move(pending_[i].second));
        return close(std::move(object));
    }
    bool start_array(std::size_t) { return open(); }
    bool end_array() {
        json list(json::value_t::array);
        auto& items = list.get_ref<json::array_t&>();
        items.reserve(pending_.size() - open_.back().first);
        for (std::size_t i = open_.back().first; i < pending_.size(); ++i)
            items.push_back(std::move(pending_[i].second));
        return close(std::move(list));
    }
    template <class Exception>
    bool parse_error(std::size_t, const std::string&, const Exception& e) {
        throw e;
    }

private:
    struct Open {
        std::size_t first; // where its values start in pending_
        std::string key;   // its own key in the object around it
    };
    bool put(json&& v) {
        if (open_.empty())
            root_ = std::move(v);
        else
            pending_.emplace_back(std::move(key_), std::move(v));
        return true;
    }
    bool open() {
        open_.push_back({pending_.size(), std::move(key_)});
        return true;
    }
    bool close(json&& container) {
        pending_.resize(open_.back().first);
        key_ = std::move(open_.back().key);
        open_.pop_back();
        return put(std::move(container));
    }

    json& root_;
    std::vector<std::pair<std::string, json>> pending_;
    std::vector<Open> open_;
    std::string key_;
};

} // namespace

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
    if (const auto bad = checkStructure(text_)) {
        errorAtOffset(diags, bad->offset, bad->message, bad->aboutContainer);
        return false;
    }
    try {
        DomBuilder builder(doc_);
        nlohmann::ordered_json::sax_parse(text_, &builder);
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
    std::vector<LayoutProblem> problems;
    JsonLayout::scan(text_, false, problems);
    for (const LayoutProblem& p : problems)
        diags.add({Diagnostic::Severity::Error, name_, p.position.line, p.position.column, p.pointer, p.message});
    if (!problems.empty()) doc_ = nullptr;
    return problems.empty();
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
