#include "content/json_syntax.h"

#include "content/json_scan.h"

#include <cctype>
#include <vector>

namespace parley {

namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string where(std::string_view text, std::size_t offset) {
    const TextPosition p = positionOfOffset(text, offset);
    return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
}

// A short quote of the text at `offset`, for messages.
std::string quoteAt(std::string_view t, std::size_t offset) {
    std::size_t end = offset;
    if (end < t.size() && isWordChar(t[end]))
        while (end < t.size() && isWordChar(t[end]) && end - offset < 20) ++end;
    else if (end < t.size())
        ++end;
    return std::string(t.substr(offset, end - offset));
}

class Checker {
public:
    explicit Checker(std::string_view t) : t_(t) {}

    std::optional<SyntaxError> run() {
        if (!ws()) return error_;
        if (done()) return fail(0, "", "the file is empty: it needs one JSON object, such as {\"cards\": []}");
        for (;;) {
            if (!value()) return error_;
            // A container just opened: read into it, as deep as it goes, without recursion.
            while (opened_) {
                opened_ = false;
                Frame& f = stack_.back();
                if (f.object) {
                    if (!key()) return error_;
                } else {
                    childPointer(f);
                }
                if (!value()) return error_;
            }
            if (!after()) return error_;
            if (stack_.empty()) {
                if (!ws()) return error_;
                if (done()) return std::nullopt;
                return fail(pos_, "", "text after the end of the document; remove it (one '}' or ']' too many?)");
            }
        }
    }

private:
    struct Frame {
        bool object;
        std::size_t start;         // offset of the bracket
        std::size_t pointerLength; // of the container's own pointer
        std::size_t count = 0;
    };

    bool done() const { return pos_ >= t_.size(); }

    std::optional<SyntaxError> fail(std::size_t offset, std::string pointer, std::string message) {
        error_ = SyntaxError{offset, std::move(pointer), "malformed JSON: " + std::move(message)};
        return error_;
    }
    bool failed(std::size_t offset, const std::string& pointer, std::string message) {
        fail(offset, pointer, std::move(message));
        return false;
    }

    // Skips white space; comments are errors, since editors and other formats allow them.
    bool ws() {
        while (!done()) {
            const char c = t_[pos_];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++pos_;
            } else if (c == '/' && pos_ + 1 < t_.size() && (t_[pos_ + 1] == '/' || t_[pos_ + 1] == '*')) {
                return failed(pos_, pointer_, std::string("JSON has no comments; remove the '") +
                                                  (t_[pos_ + 1] == '/' ? "//" : "/* */") +
                                                  "' comment (a note can go in a \"description\" field)");
            } else {
                return true;
            }
        }
        return true;
    }

    void childPointer(Frame& f, std::string_view key = {}) {
        pointer_.resize(f.pointerLength);
        pointer_ += '/';
        pointer_ += f.object ? pointerToken(key) : std::to_string(f.count);
        ++f.count;
    }

    // A string at pos_ (an opening quote); its decoded-enough text goes to `out`.
    bool string(std::string* out) {
        const std::size_t start = pos_++;
        while (!done()) {
            const char c = t_[pos_];
            if (c == '"') {
                ++pos_;
                return true;
            }
            if (c == '\n' || c == '\r')
                return failed(start, pointer_, "a string is not closed on its line: a closing '\"' is missing");
            if (static_cast<unsigned char>(c) < 0x20)
                return failed(pos_, pointer_, "a control character in a string; write it as an escape such as \\t");
            if (c == '\\') {
                const char e = pos_ + 1 < t_.size() ? t_[pos_ + 1] : '\0';
                if (e == 'u') {
                    for (int k = 2; k < 6; ++k)
                        if (pos_ + k >= t_.size() || !std::isxdigit(static_cast<unsigned char>(t_[pos_ + k])))
                            return failed(pos_, pointer_, "'\\u' must be followed by four hex digits");
                    pos_ += 6;
                    if (out) *out += '?';
                    continue;
                }
                if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos || e == '\0')
                    return failed(pos_, pointer_, std::string("'\\") + (e ? std::string(1, e) : "") +
                                                      "' is not an escape JSON knows; write '\\\\' for a backslash");
                if (out) *out += e;
                pos_ += 2;
                continue;
            }
            if (out) *out += c;
            ++pos_;
        }
        return failed(start, pointer_, "the file ends inside a string: a closing '\"' is missing");
    }

    bool number() {
        const std::size_t start = pos_;
        if (t_[pos_] == '-') ++pos_;
        if (done() || !std::isdigit(static_cast<unsigned char>(t_[pos_])))
            return failed(start, pointer_, "'-' must be followed by digits");
        if (t_[pos_] == '0' && pos_ + 1 < t_.size() && std::isdigit(static_cast<unsigned char>(t_[pos_ + 1]))) {
            std::size_t end = pos_;
            while (end < t_.size() && std::isdigit(static_cast<unsigned char>(t_[end]))) ++end;
            std::size_t first = pos_;
            while (first + 1 < end && t_[first] == '0') ++first;
            return failed(start, pointer_, "a number cannot start with 0; write " + std::string(t_.substr(first, end - first)) +
                                               ", not " + std::string(t_.substr(pos_, end - pos_)));
        }
        while (!done() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) ++pos_;
        if (!done() && t_[pos_] == '.') {
            ++pos_;
            if (done() || !std::isdigit(static_cast<unsigned char>(t_[pos_])))
                return failed(start, pointer_, "a '.' in a number must be followed by digits, as in 1.5");
            while (!done() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) ++pos_;
        }
        if (!done() && (t_[pos_] == 'e' || t_[pos_] == 'E')) {
            ++pos_;
            if (!done() && (t_[pos_] == '+' || t_[pos_] == '-')) ++pos_;
            if (done() || !std::isdigit(static_cast<unsigned char>(t_[pos_])))
                return failed(start, pointer_, "an exponent in a number needs digits, as in 1e3");
            while (!done() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) ++pos_;
        }
        return true;
    }

    bool word() {
        const std::size_t start = pos_;
        while (!done() && isWordChar(t_[pos_])) ++pos_;
        const std::string_view w = t_.substr(start, pos_ - start);
        if (w == "true" || w == "false" || w == "null") return true;
        if (w == "NaN") return failed(start, pointer_, "NaN is not a JSON number; write a number such as 1");
        if (w == "Infinity") return failed(start, pointer_, "Infinity is not a JSON number; write a number such as 100");
        if (w == "True" || w == "False" || w == "TRUE" || w == "FALSE")
            return failed(start, pointer_, "write true and false in lower case, not " + std::string(w));
        if (w == "None" || w == "NULL" || w == "nil")
            return failed(start, pointer_, "write null for no value, not " + std::string(w));
        return failed(start, pointer_, "'" + std::string(w) + "' is not a JSON value; text goes in double quotes: \"" +
                                           std::string(w) + "\"");
    }

    // At the start of a value (white space skipped).
    bool value() {
        if (!ws()) return false;
        if (done()) return failed(pos_, pointer_, "the file ends where a value is expected");
        lastWasString_ = false;
        const char c = t_[pos_];
        if ((c == ']' || c == '}') && afterComma_)
            return failed(commaAt_, pointer_.substr(0, stack_.empty() ? 0 : stack_.back().pointerLength),
                          std::string("a comma after the last item of a ") + (c == ']' ? "list" : "object") +
                              "; remove it (JSON allows no trailing comma)");
        afterComma_ = false;
        if (c == '{' || c == '[') {
            stack_.push_back({c == '{', pos_, pointer_.size()});
            ++pos_;
            if (!ws()) return false;
            if (!done() && t_[pos_] == (c == '{' ? '}' : ']')) {
                ++pos_;
                closeTop();
                return true;
            }
            opened_ = true;
            return true;
        }
        if (c == '"') {
            lastString_.clear();
            if (!string(&lastString_)) return false;
            lastWasString_ = true;
            return true;
        }
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) return number();
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') return word();
        if (c == '\'') return failed(pos_, pointer_, "text takes double quotes (\"Greet\"), not single quotes ('Greet')");
        return failed(pos_, pointer_, "'" + quoteAt(t_, pos_) + "' cannot start a value; a number, \"text\", true, "
                                                              "false, null, an object {...} or a list [...] is expected here");
    }

    // In an object, at a key (white space skipped).
    bool key() {
        Frame& f = stack_.back();
        pointer_.resize(f.pointerLength); // between fields, the object is the place
        if (!ws()) return false;
        if (done()) return failed(pos_, pointer_, "the file ends where a key is expected");
        const char c = t_[pos_];
        const std::string container = pointer_.substr(0, f.pointerLength);
        if (c == '}' && afterComma_)
            return failed(commaAt_, container, "a comma after the last field of an object; remove it (JSON allows no trailing comma)");
        if (c == '\'')
            return failed(pos_, container, "keys and strings take double quotes (\"id\"), not single quotes ('id')");
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::string w = quoteAt(t_, pos_);
            return failed(pos_, container, "a key must be a string in double quotes: \"" + w + "\", not " + w);
        }
        if (c != '"') return failed(pos_, container, "'" + quoteAt(t_, pos_) + "' where a key in double quotes is expected");
        std::string k;
        pointer_.resize(f.pointerLength);
        if (!string(&k)) return false;
        childPointer(f, k);
        if (!ws()) return false;
        if (done() || t_[pos_] != ':')
            return failed(pos_, pointer_, "a ':' is missing after the key \"" + k + "\"");
        ++pos_;
        afterComma_ = false;
        return true;
    }

    void closeTop() {
        pointer_.resize(stack_.back().pointerLength);
        stack_.pop_back();
    }

    // After a value: closes what ends here and moves to the next item, if any.
    bool after() {
        while (!stack_.empty()) {
            if (!ws()) return false;
            Frame& f = stack_.back();
            const std::string container = pointer_.substr(0, f.pointerLength);
            if (done())
                return failed(pos_, container, std::string("the file ends inside the ") + (f.object ? "object" : "list") +
                                                   " that starts at " + where(t_, f.start) + "; a '" +
                                                   (f.object ? "}" : "]") + "' is missing");
            const char c = t_[pos_];
            if (c == ',') {
                commaAt_ = pos_++;
                afterComma_ = true;
                if (f.object) {
                    if (!key()) return false;
                } else {
                    childPointer(f);
                }
                return true; // the caller reads the value
            }
            if (c == (f.object ? '}' : ']')) {
                ++pos_;
                closeTop();
                lastWasString_ = false;
                continue;
            }
            if (c == '}' || c == ']')
                return failed(pos_, container, std::string("this '") + c + "' closes the " + (f.object ? "object" : "list") +
                                                   " that starts at " + where(t_, f.start) + ", which needs a '" +
                                                   (f.object ? "}" : "]") + "'");
            if (lastWasString_ && (std::isalpha(static_cast<unsigned char>(c)) || c == '_'))
                return failed(pos_, pointer_, std::string("',' or '") + (f.object ? "}" : "]") + "' expected after the string \"" +
                                                  lastString_ + "\" but found '" + quoteAt(t_, pos_) +
                                                  "' (is a closing quote missing?)");
            // A value where a comma should be: name the item that follows.
            pointer_.resize(f.pointerLength);
            if (!f.object) pointer_ += "/" + std::to_string(f.count);
            return failed(pos_, f.object ? container : pointer_,
                          f.object ? "a ',' is missing before this field (fields of an object are separated by commas)"
                                   : "a ',' is missing before this item (items of a list are separated by commas)");
        }
        return true;
    }

    std::string_view t_;
    std::size_t pos_ = 0;
    std::vector<Frame> stack_;
    std::string pointer_;
    bool afterComma_ = false;
    bool opened_ = false; // value() opened a container that has children
    std::size_t commaAt_ = 0;
    bool lastWasString_ = false;
    std::string lastString_;
    std::optional<SyntaxError> error_;
};

} // namespace

std::optional<SyntaxError> findSyntaxError(std::string_view text) { return Checker(text).run(); }

} // namespace parley
