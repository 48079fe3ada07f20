#include "content/json_scan.h"

#include "content/limits.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <nlohmann/json.hpp>
#include <unordered_map>
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
    // Keys almost never hold either character: copied whole, not a character at a time.
    if (std::none_of(key.begin(), key.end(), [](char c) { return c == '~' || c == '/'; }))
        return std::string(key);
    std::string out;
    for (char c : key) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

namespace {

std::string hexByte(unsigned char b) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", b);
    return buf;
}

// Length of the UTF-8 sequence at `i`, or 0 when the bytes there are not UTF-8 (overlong
// forms, surrogates and code points past U+10FFFF included).
std::size_t utf8Length(std::string_view t, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(t[k]); };
    const unsigned char c = b(i);
    if (c < 0x80) return 1;
    std::size_t n;
    unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if (i + n > t.size()) return 0;
    if (b(i + 1) < lo || b(i + 1) > hi) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if ((b(i + k) & 0xC0) != 0x80) return 0;
    return n;
}

bool startsWith(std::string_view t, std::string_view prefix) { return t.substr(0, prefix.size()) == prefix; }

} // namespace

std::optional<TextProblem> checkEncoding(std::string_view t) {
    using namespace std::string_view_literals;
    const char* save = "; save it as UTF-8 (in most editors: Save As, Encoding: UTF-8)";
    if (startsWith(t, "\xFF\xFE\0\0"sv) || startsWith(t, "\0\0\xFE\xFF"sv))
        return TextProblem{0, std::string("this file is UTF-32") + save};
    if (startsWith(t, "\xFF\xFE"sv)) return TextProblem{0, std::string("this file is UTF-16 (little-endian)") + save};
    if (startsWith(t, "\xFE\xFF"sv)) return TextProblem{0, std::string("this file is UTF-16 (big-endian)") + save};
    // UTF-16 without a byte order mark: every other byte of ASCII text is zero.
    if (t.size() >= 2 && (t[0] == '\0') != (t[1] == '\0'))
        return TextProblem{0, std::string("this file looks like UTF-16 (every other byte is zero)") + save};
    for (std::size_t i = 0; i < t.size();) {
        // Eight bytes at a time while they are ASCII and not zero, as nearly all of a content
        // file is: byte by byte, this check was a twentieth of loading a large pack.
        constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHighBits = 0x8080808080808080ull;
        for (std::uint64_t w; i + 8 <= t.size(); i += 8) {
            std::memcpy(&w, t.data() + i, 8);
            if ((w & kHighBits) || ((w - kOnes) & ~w & kHighBits)) break;
        }
        if (i == t.size()) break;
        if (t[i] == '\0')
            return TextProblem{i, std::string("the file holds a zero byte: it is not a text file, or it is UTF-16") + save};
        const std::size_t n = utf8Length(t, i);
        if (n == 0)
            return TextProblem{i, "this file is not UTF-8: byte " + hexByte(static_cast<unsigned char>(t[i])) +
                                      " here is not valid UTF-8 (Latin-1 and Windows-1252 files look like this)" + save};
        i += n;
    }
    return std::nullopt;
}

std::optional<TextProblem> checkStructure(std::string_view t) {
    // Per open container: whether it is an object, and its members so far.
    struct Open {
        bool object;
        std::size_t members;
    };
    Open open[limits::kMaxJsonDepth + 1];
    int depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (inString) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') inString = false;
            continue;
        }
        if (c == '"') inString = true;
        else if (c == '{' || c == '[') {
            if (depth == limits::kMaxJsonDepth)
                return TextProblem{i, "objects and lists nest more than " + std::to_string(limits::kMaxJsonDepth) +
                                          " levels deep here; Parley's files need far fewer (look for brackets "
                                          "that are never closed)"};
            open[depth++] = {c == '{', 0};
        } else if ((c == '}' || c == ']') && depth > 0) {
            --depth;
        } else if (c == ':' && depth > 0 && open[depth - 1].object &&
                   ++open[depth - 1].members > limits::kMaxObjectMembers) {
            // The parser's ordered objects look keys up one by one, so huge objects take
            // quadratic time; no object of Parley's formats has more than a few dozen fields.
            return TextProblem{i,
                               "this object has more than " + std::to_string(limits::kMaxObjectMembers) +
                                   " fields; split it up",
                               true};
        }
    }
    return std::nullopt;
}

namespace {

// Walks text that is known to be valid JSON, keeping the line and column as it goes, so that
// positions cost nothing extra however many problems there are.
struct Cursor {
    std::string_view t;
    std::size_t pos = 0;
    TextPosition at{1, 1};

    bool done() const { return pos >= t.size(); }
    char peek() const { return done() ? '\0' : t[pos]; }
    void bump() {
        if (done()) return;
        const auto c = static_cast<unsigned char>(t[pos++]);
        if (c == '\n') {
            ++at.line;
            at.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++at.column;
        }
    }
    void ws() {
        while (!done() && (t[pos] == ' ' || t[pos] == '\t' || t[pos] == '\n' || t[pos] == '\r')) bump();
    }
    // At an opening quote: the string's raw text, leaving the cursor after the closing quote.
    std::string_view rawString(bool& escaped) {
        escaped = false;
        bump();
        const std::size_t start = pos;
        while (!done() && t[pos] != '"') {
            if (t[pos] == '\\') {
                escaped = true;
                bump();
            }
            bump();
        }
        const std::string_view raw = t.substr(start, pos - start);
        bump();
        return raw;
    }
    void scalar() {
        while (!done() && t[pos] != ',' && t[pos] != '}' && t[pos] != ']' && t[pos] != ' ' && t[pos] != '\t' &&
               t[pos] != '\n' && t[pos] != '\r')
            bump();
    }
};

std::string decodeKey(std::string_view raw, bool escaped) {
    if (!escaped) return std::string(raw);
    try {
        return nlohmann::json::parse("\"" + std::string(raw) + "\"").get<std::string>();
    } catch (const nlohmann::json::exception&) {
        return std::string(raw);
    }
}

struct Frame {
    bool object;
    std::size_t pointerLength; // of the container's own pointer
    std::size_t count = 0;     // children so far
    TextPosition start;
    std::size_t firstKey = 0; // objects: where this object's keys start in the walk's key list
};

// The keys of every object open on the walk, innermost last, each as it reads once decoded. A
// key without escapes is a view into the text; a decoded one is kept in `decoded` (a deque, so
// the views stay valid). One list for the whole walk: a map of keys per object cost a few
// allocations per object of the file, and the objects of content files have a few dozen keys.
struct OpenKeys {
    struct Key {
        std::string_view text;
        TextPosition at;
    };
    std::vector<Key> keys;
    std::deque<std::string> decoded;
    // Objects with more keys than this also get a set, so that hostile files with objects of a
    // thousand fields (the limit) are not checked in quadratic time.
    static constexpr std::size_t kLinear = 32;
    std::unordered_map<std::size_t, std::unordered_map<std::string_view, TextPosition>>
        large; // by firstKey

    // Adds a key to the innermost object; the position of an earlier equal key when there is one.
    const TextPosition* add(std::size_t firstKey, std::string_view key, TextPosition at) {
        const std::size_t count = keys.size() - firstKey;
        if (count < kLinear) {
            for (std::size_t i = firstKey; i < keys.size(); ++i)
                if (keys[i].text == key) return &keys[i].at;
        } else {
            auto& set = large[firstKey];
            if (set.empty())
                for (std::size_t i = firstKey; i < keys.size(); ++i)
                    set.emplace(keys[i].text, keys[i].at);
            if (auto it = set.find(key); it != set.end()) return &it->second;
            set.emplace(key, at);
        }
        keys.push_back({key, at});
        return nullptr;
    }
    void close(std::size_t firstKey) {
        keys.resize(firstKey);
        large.erase(firstKey);
    }
};

} // namespace

JsonLayout JsonLayout::scan(std::string_view text, bool keepPositions, std::vector<LayoutProblem>& problems) {
    return walk(text, keepPositions, problems, std::string::npos, nullptr);
}

std::string JsonLayout::pointerAt(std::string_view text, std::size_t offset) {
    std::vector<LayoutProblem> ignored;
    std::string pointer;
    walk(text, false, ignored, offset, &pointer);
    return pointer;
}

JsonLayout JsonLayout::walk(std::string_view text, bool keepPositions, std::vector<LayoutProblem>& problems,
                            std::size_t stopAt, std::string* pointerAtStop) {
    JsonLayout out;
    Cursor c{text};
    std::string pointer;
    std::vector<Frame> stack;
    OpenKeys open;

    // Moves to the next child of the innermost container and extends the pointer to it.
    auto beginChild = [&]() {
        Frame& f = stack.back();
        pointer.resize(f.pointerLength);
        ++f.count;
        if (!f.object) {
            pointer += '/';
            pointer += std::to_string(f.count - 1);
            return;
        }
        c.ws();
        if (c.peek() != '"') return;
        const TextPosition keyAt = c.at;
        bool escaped = false;
        const std::string_view raw = c.rawString(escaped); // before `escaped` is read
        const std::string_view key =
            escaped ? std::string_view(open.decoded.emplace_back(decodeKey(raw, true))) : raw;
        pointer += '/';
        if (escaped || key.find_first_of("~/") != std::string_view::npos)
            pointer += pointerToken(key);
        else
            pointer += key;
        if (const TextPosition* first = open.add(f.firstKey, key, keyAt))
            problems.push_back(
                {pointer, keyAt,
                 "the key '" + std::string(key) + "' appears twice in this object (first at line " +
                     std::to_string(first->line) + ", column " + std::to_string(first->column) +
                     "); JSON would silently keep only the last one, so remove or rename one"});
        c.ws();
        if (c.peek() == ':') c.bump();
        c.ws();
    };
    auto close = [&]() {
        const Frame& f = stack.back();
        if (!f.object && f.count > limits::kMaxListItems)
            problems.push_back({pointer.substr(0, f.pointerLength), f.start,
                                "this list has " + std::to_string(f.count) + " items; at most " +
                                    std::to_string(limits::kMaxListItems) + " are allowed, so split it up"});
        pointer.resize(f.pointerLength);
        if (f.object) open.close(f.firstKey);
        stack.pop_back();
    };

    c.ws();
    while (!c.done()) {
        // A value starts here. With a stop offset, the last value to start before it is the place.
        if (c.pos > stopAt) break;
        if (pointerAtStop) *pointerAtStop = pointer;
        if (c.pos == stopAt) break;
        if (keepPositions) out.positions_.emplace(pointer, c.at);
        const char ch = c.peek();
        bool opened = false;
        if (ch == '{' || ch == '[') {
            if (static_cast<int>(stack.size()) >= limits::kMaxJsonDepth) break; // checkStructure refused it already
            stack.push_back({ch == '{', pointer.size(), 0, c.at, open.keys.size()});
            c.bump();
            c.ws();
            if (c.peek() == (ch == '{' ? '}' : ']')) {
                c.bump();
                close();
            } else {
                beginChild();
                opened = true;
            }
        } else if (ch == '"') {
            bool escaped = false;
            c.rawString(escaped);
        } else {
            c.scalar();
        }
        if (opened) continue;
        // After a value: close what ends here, then go on with the next sibling, if any.
        bool next = false;
        while (!stack.empty()) {
            c.ws();
            const char p = c.peek();
            if (p == ',') {
                c.bump();
                c.ws();
                beginChild();
                next = true;
                break;
            }
            if (p != '}' && p != ']') break; // not valid JSON; nothing more to find
            c.bump();
            close();
        }
        if (!next) break;
    }
    return out;
}

TextPosition JsonLayout::find(std::string_view pointer) const {
    for (;;) {
        if (auto it = positions_.find(std::string(pointer)); it != positions_.end()) return it->second;
        if (pointer.empty()) return {1, 1};
        pointer = pointer.substr(0, pointer.rfind('/') == std::string_view::npos ? 0 : pointer.rfind('/'));
    }
}

} // namespace parley
