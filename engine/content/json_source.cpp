#include "content/json_source.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace parley {

TextPosition positionOfOffset(std::string_view text, std::size_t offset) {
    TextPosition pos{1, 1};
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++pos.column; // count code points, not UTF-8 continuation bytes
        }
    }
    return pos;
}

std::string pointerToken(std::string_view key) {
    std::string out;
    for (char c : key) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

bool JsonSource::parse(Diagnostics& diags) {
    try {
        doc_ = nlohmann::ordered_json::parse(text_);
        return true;
    } catch (const nlohmann::ordered_json::parse_error& e) {
        std::string what = e.what();
        // Drop nlohmann's "[json.exception...] parse error at line 1, column 2: " prefix; the
        // position is reported in our own format.
        if (auto colon = what.find(": "); colon != std::string::npos &&
                                          what.rfind("parse error", colon) != std::string::npos)
            what = what.substr(colon + 2);
        const std::size_t byte = e.byte > 0 ? e.byte - 1 : 0;
        const TextPosition p = positionOfOffset(text_, byte);
        diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, "",
                   "malformed JSON: " + what});
        return false;
    } catch (const nlohmann::ordered_json::exception& e) {
        // A number too large for a double carries no position; find the literal it names.
        const std::string what = e.what();
        std::size_t offset = 0;
        if (auto q = what.find('\''); q != std::string::npos)
            if (auto q2 = what.find('\'', q + 1); q2 != std::string::npos)
                offset = std::min(text_.find(what.substr(q + 1, q2 - q - 1)), text_.size());
        const TextPosition p = positionOfOffset(text_, offset);
        diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, "",
                   "malformed JSON: a number is out of range"});
        return false;
    }
}

namespace {

// Minimal scanner over valid JSON text, used only to find where a pointer's value starts.
class Scanner {
public:
    explicit Scanner(std::string_view t) : t_(t) {}
    std::size_t pos = 0;

    void ws() {
        while (pos < t_.size() && std::isspace(static_cast<unsigned char>(t_[pos]))) ++pos;
    }
    bool at(char c) {
        ws();
        return pos < t_.size() && t_[pos] == c;
    }
    std::string string() { // pos at opening quote; returns the decoded-enough key
        std::string out;
        ++pos;
        while (pos < t_.size() && t_[pos] != '"') {
            if (t_[pos] == '\\' && pos + 1 < t_.size()) {
                const char e = t_[pos + 1];
                if (e == 'u') {
                    out += '?'; // keys with \u escapes are rare; they just won't match exactly
                    pos += 6;
                    continue;
                }
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
                pos += 2;
                continue;
            }
            out += t_[pos++];
        }
        ++pos;
        return out;
    }
    void value() {
        ws();
        if (pos >= t_.size()) return;
        const char c = t_[pos];
        if (c == '"') {
            string();
        } else if (c == '{' || c == '[') {
            const char close = c == '{' ? '}' : ']';
            ++pos;
            if (at(close)) {
                ++pos;
                return;
            }
            for (;;) {
                if (c == '{') {
                    ws();
                    string();
                    ws();
                    ++pos; // ':'
                }
                value();
                ws();
                if (pos < t_.size() && t_[pos] == ',') {
                    ++pos;
                    continue;
                }
                ++pos; // close
                return;
            }
        } else {
            while (pos < t_.size() && t_[pos] != ',' && t_[pos] != '}' && t_[pos] != ']' &&
                   !std::isspace(static_cast<unsigned char>(t_[pos])))
                ++pos;
        }
    }
    // With pos at a container's start, moves to the start of child `token`; false if absent.
    bool child(const std::string& token) {
        ws();
        if (pos >= t_.size()) return false;
        if (t_[pos] == '{') {
            ++pos;
            if (at('}')) return false;
            for (;;) {
                ws();
                const std::string key = string();
                ws();
                ++pos; // ':'
                ws();
                if (key == token) return true;
                value();
                ws();
                if (pos < t_.size() && t_[pos] == ',') {
                    ++pos;
                    continue;
                }
                return false;
            }
        }
        if (t_[pos] == '[') {
            long index = -1;
            try {
                index = std::stol(token);
            } catch (...) {
                return false;
            }
            ++pos;
            if (at(']')) return false;
            for (long i = 0;; ++i) {
                ws();
                if (i == index) return true;
                value();
                ws();
                if (pos < t_.size() && t_[pos] == ',') {
                    ++pos;
                    continue;
                }
                return false;
            }
        }
        return false;
    }

private:
    std::string_view t_;
};

std::vector<std::string> splitPointer(std::string_view pointer) {
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < pointer.size()) {
        if (pointer[i] != '/') break;
        ++i;
        std::string tok;
        while (i < pointer.size() && pointer[i] != '/') {
            if (pointer[i] == '~' && i + 1 < pointer.size()) {
                tok += pointer[i + 1] == '1' ? '/' : '~';
                i += 2;
                continue;
            }
            tok += pointer[i++];
        }
        tokens.push_back(std::move(tok));
    }
    return tokens;
}

} // namespace

TextPosition JsonSource::locate(std::string_view pointer) const {
    Scanner s(text_);
    s.ws();
    for (const std::string& token : splitPointer(pointer)) {
        const std::size_t before = s.pos;
        if (!s.child(token)) {
            s.pos = before;
            break;
        }
    }
    s.ws();
    return positionOfOffset(text_, s.pos);
}

void JsonSource::error(Diagnostics& diags, const std::string& pointer,
                       const std::string& message) const {
    const TextPosition p = locate(pointer);
    diags.add({Diagnostic::Severity::Error, name_, p.line, p.column, pointer, message});
}

void JsonSource::warning(Diagnostics& diags, const std::string& pointer,
                         const std::string& message) const {
    const TextPosition p = locate(pointer);
    diags.add({Diagnostic::Severity::Warning, name_, p.line, p.column, pointer, message});
}

} // namespace parley
