#include "content/json_fast_reader.h"

#include "content/limits.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace parley {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

class Reader {
public:
    Reader(std::string_view text, DomBuilder& builder)
        : p_(text.data()), end_(text.data() + text.size()), b_(builder) {}

    bool run();

private:
    struct Open {
        bool object;
        std::size_t members;
    };

    void ws() {
        while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t'))
            ++p_;
    }
    bool at(char c) const { return p_ < end_ && *p_ == c; }
    bool string(std::string_view& out);
    const char* plainRun(const char* q) const;
    bool escape(std::string& out);
    bool hex4(std::uint32_t& out);
    bool number();
    bool literal(std::string_view word);
    bool key(Open& object);

    const char* p_;
    const char* end_;
    DomBuilder& b_;
    std::string text_; // a string with escapes, decoded; reused
};

// At the opening quote: the decoded text, a view of the file's own bytes unless the string has
// escapes. Control characters must be escaped, as nlohmann requires.
bool Reader::string(std::string_view& out) {
    const char* const start = ++p_;
    p_ = plainRun(p_);
    if (p_ < end_ && *p_ == '"') {
        out = std::string_view(start, std::size_t(p_++ - start));
        return true;
    }
    text_.assign(start, p_);
    for (;;) {
        if (p_ == end_ || static_cast<unsigned char>(*p_) < 0x20) return false;
        if (*p_ == '"') {
            ++p_;
            out = text_;
            return true;
        }
        if (!escape(text_)) return false;
        const char* const run = p_;
        p_ = plainRun(p_);
        text_.append(run, p_);
    }
}

// The end of the run of characters from `q` that stand for themselves in a string: the first
// quote, backslash or control character, or the end of the text.
const char* Reader::plainRun(const char* q) const {
    // Eight bytes at a time: whether one of them is a quote, a backslash or below 0x20.
    constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHighBits = 0x8080808080808080ull;
    const auto hasZero = [&](std::uint64_t w) { return (w - kOnes) & ~w & kHighBits; };
    for (std::uint64_t w; end_ - q >= 8; q += 8) {
        std::memcpy(&w, q, 8);
        if (hasZero(w ^ (kOnes * '"')) | hasZero(w ^ (kOnes * '\\')) |
            ((w - kOnes * 0x20) & ~w & kHighBits))
            break;
    }
    while (q < end_ && *q != '"' && *q != '\\' && static_cast<unsigned char>(*q) >= 0x20)
        ++q;
    return q;
}

bool Reader::hex4(std::uint32_t& out) {
    if (end_ - p_ < 4) return false;
    out = 0;
    for (int i = 0; i < 4; ++i) {
        const int v = hexValue(p_[i]);
        if (v < 0) return false;
        out = out << 4 | static_cast<std::uint32_t>(v);
    }
    p_ += 4;
    return true;
}

// At the backslash.
bool Reader::escape(std::string& out) {
    if (end_ - p_ < 2) return false;
    const char c = p_[1];
    p_ += 2;
    // The escapes of one character, and what each stands for.
    constexpr std::string_view kEscaped = "\"\\/bfnrt", kMeant = "\"\\/\b\f\n\r\t";
    if (const auto i = kEscaped.find(c); i != std::string_view::npos) {
        out += kMeant[i];
        return true;
    }
    if (c != 'u') return false;
    std::uint32_t cp = 0;
    if (!hex4(cp) || (cp >= 0xDC00 && cp <= 0xDFFF)) return false;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        // Only a high surrogate followed by a low one is a code point.
        std::uint32_t low = 0;
        if (end_ - p_ < 2 || p_[0] != '\\' || p_[1] != 'u') return false;
        p_ += 2;
        if (!hex4(low) || low < 0xDC00 || low > 0xDFFF) return false;
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    appendUtf8(out, cp);
    return true;
}

// As nlohmann reads numbers: an integer is unsigned when it has no sign and signed when it has
// one, and becomes a double when it does not fit; anything with a fraction or an exponent is a
// double, correctly rounded (as strtod rounds it, and without strtod's dependence on the locale).
bool Reader::number() {
    const char* start = p_;
    const bool negative = at('-');
    if (negative) ++p_;
    if (p_ == end_ || !isDigit(*p_)) return false;
    if (*p_ == '0')
        ++p_;
    else
        while (p_ < end_ && isDigit(*p_))
            ++p_;
    const char* digitsEnd = p_;
    if (at('.')) {
        ++p_;
        if (p_ == end_ || !isDigit(*p_)) return false;
        while (p_ < end_ && isDigit(*p_))
            ++p_;
    }
    if (at('e') || at('E')) {
        ++p_;
        if (at('+') || at('-')) ++p_;
        if (p_ == end_ || !isDigit(*p_)) return false;
        while (p_ < end_ && isDigit(*p_))
            ++p_;
    }
    if (p_ == digitsEnd) {
        constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
        std::uint64_t v = 0;
        bool fits = true;
        for (const char* d = start + (negative ? 1 : 0); d < p_ && fits; ++d) {
            const auto digit = static_cast<std::uint64_t>(*d - '0');
            fits = v <= (kMax - digit) / 10;
            v = v * 10 + digit;
        }
        constexpr std::uint64_t kMinMagnitude = std::uint64_t(1) << 63; // of int64's minimum
        if (fits && !negative) return b_.number_unsigned(v);
        if (fits && v <= kMinMagnitude)
            return b_.number_integer(v == kMinMagnitude ? std::numeric_limits<std::int64_t>::min()
                                                        : -static_cast<std::int64_t>(v));
    }
    double v = 0;
    const auto [end, error] = std::from_chars(start, p_, v);
    // Out of a double's range, nlohmann reports an error, or (for underflow) keeps what strtod
    // makes of it: either way that reading is left to nlohmann.
    if (error != std::errc() || end != p_ || !std::isfinite(v)) return false;
    static const std::string kNoText;
    return b_.number_float(v, kNoText);
}

bool Reader::literal(std::string_view word) {
    if (std::string_view(p_, std::size_t(end_ - p_)).substr(0, word.size()) != word) return false;
    p_ += word.size();
    return true;
}

// At the first character of a field: its key and colon, counted against the object's limit as
// checkStructure counts them.
bool Reader::key(Open& object) {
    std::string_view name;
    if (!at('"') || ++object.members > limits::kMaxObjectMembers || !string(name)) return false;
    b_.key(name);
    ws();
    if (!at(':')) return false;
    ++p_;
    ws();
    return true;
}

bool Reader::run() {
    Open open[limits::kMaxJsonDepth];
    int depth = 0;
    ws();
    for (;;) {
        // A value starts here.
        if (p_ == end_) return false;
        const char c = *p_;
        if (c == '{' || c == '[') {
            if (depth == limits::kMaxJsonDepth) return false;
            ++p_;
            ws();
            const bool object = c == '{';
            open[depth++] = {object, 0};
            if (object)
                b_.start_object(std::size_t(-1));
            else
                b_.start_array(std::size_t(-1));
            if (!at(object ? '}' : ']')) {
                if (object && !key(open[depth - 1])) return false;
                continue;
            }
            ++p_;
            --depth;
            if (object)
                b_.end_object();
            else
                b_.end_array();
        } else if (c == '"') {
            std::string_view text;
            if (!string(text)) return false;
            b_.string(text);
        } else if (c == '-' || isDigit(c)) {
            if (!number()) return false;
        } else if (c == 't') {
            if (!literal("true")) return false;
            b_.boolean(true);
        } else if (c == 'f') {
            if (!literal("false")) return false;
            b_.boolean(false);
        } else if (c == 'n') {
            if (!literal("null")) return false;
            b_.null();
        } else {
            return false;
        }
        // After a value: close what ends here, then go on with the next one, if any.
        for (;;) {
            ws();
            if (depth == 0) return p_ == end_;
            Open& inner = open[depth - 1];
            if (at(',')) {
                ++p_;
                ws();
                if (inner.object && !key(inner)) return false;
                break;
            }
            if (!at(inner.object ? '}' : ']')) return false;
            ++p_;
            --depth;
            if (inner.object)
                b_.end_object();
            else
                b_.end_array();
        }
    }
}

} // namespace

bool readJsonFast(std::string_view text, DomBuilder& builder) {
    return Reader(text, builder).run();
}

} // namespace parley
