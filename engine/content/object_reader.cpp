#include "content/object_reader.h"

#include "content/limits.h"
#include "content/suggest.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace parley {

std::string jsonTypeName(const nlohmann::ordered_json& j) {
    if (j.is_number_integer()) return "an integer";
    if (j.is_number()) return "a number";
    if (j.is_string()) return "a string";
    if (j.is_boolean()) return "a boolean";
    if (j.is_null()) return "null";
    if (j.is_array()) return "a list";
    return "an object";
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) {
        if (!out.empty()) out += ", ";
        out += n;
    }
    return out;
}

namespace {

// A bit picked by a key's length and first letter: of the keys a reader asks for, most are not
// there (a card is asked for every field a card may have), and this tells nearly all of those
// apart from the fields present without comparing any.
std::uint64_t keyBit(std::string_view key) {
    const unsigned first = key.empty() ? 0 : static_cast<unsigned char>(key[0]);
    return std::uint64_t(1) << ((key.size() * 7 + first) & 63);
}

} // namespace

ObjectReader::ObjectReader(const JsonSource& src, const nlohmann::ordered_json& node,
                           std::string pointer, Diagnostics& diags)
    : src_(src), node_(node), pointer_(std::move(pointer)), diags_(diags) {
    if (!node_.is_object()) return;
    for (const auto& field : node_.get_ref<const nlohmann::ordered_json::object_t&>())
        keyBits_ |= keyBit(field.first);
}

int ObjectReader::find(std::string_view key) {
    if (askedCount_ < asked_.size()) asked_[askedCount_++] = key;
    if (!node_.is_object() || !(keyBits_ & keyBit(key))) return -1;
    // The fields in the order written (ordered_json keeps a list); compared as views, where
    // nlohmann's find would first copy the key into a std::string.
    const auto& fields = node_.get_ref<const nlohmann::ordered_json::object_t&>();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string& k = fields.begin()[std::ptrdiff_t(i)].first;
        // Length and first letter before the bytes: most fields differ in one of them.
        if (k.size() == key.size() && (key.empty() || k[0] == key[0]) && k == key)
            return static_cast<int>(i);
    }
    return -1;
}

void ObjectReader::markRead(int field) {
    if (field < 64) {
        read_ |= std::uint64_t(1) << field;
        return;
    }
    if (readMore_.size() <= std::size_t(field - 64)) readMore_.resize(std::size_t(field - 64) + 1);
    readMore_[std::size_t(field - 64)] = true;
}

bool ObjectReader::has(std::string_view key) {
    return find(key) >= 0;
}

const nlohmann::ordered_json* ObjectReader::get(std::string_view key) {
    const int field = find(key);
    if (field < 0) return nullptr;
    markRead(field);
    return &node_.get_ref<const nlohmann::ordered_json::object_t&>().begin()[field].second;
}

void ObjectReader::error(std::string_view key, const std::string& message) {
    src_.error(diags_, at(key), message);
}

void ObjectReader::warning(std::string_view key, const std::string& message) {
    src_.warning(diags_, at(key), message);
}

std::optional<std::string> ObjectReader::string(std::string_view key, bool required) {
    const nlohmann::ordered_json* j = get(key);
    if (!j || j->is_null()) {
        if (required) src_.error(diags_, pointer_, "missing required field '" + std::string(key) + "'");
        return std::nullopt;
    }
    if (!j->is_string()) {
        error(key, "'" + std::string(key) + "' must be a string, not " + jsonTypeName(*j));
        return std::nullopt;
    }
    return j->get<std::string>();
}

std::string badFormula(std::string_view kind, const std::string& text, const std::string& why) {
    if (text.size() > 80) return "bad " + std::string(kind) + ": " + why;
    return "bad " + std::string(kind) + " '" + text + "': " + why;
}

bool compileFormula(const JsonSource& src, Diagnostics& diags, const std::string& pointer,
                    std::string_view kind, const std::string& text, const VarNames& vars,
                    Formula& out) {
    std::vector<FormulaProblem> problems;
    if (Formula::compile(text, vars, out, problems)) return true;
    for (const FormulaProblem& p : problems) {
        Suggester s(p.name);
        switch (p.kind) {
        case FormulaProblem::Kind::UnknownVariable:
            for (const auto& [name, id] : vars.all())
                s.consider(name);
            break;
        case FormulaProblem::Kind::UnknownFunction:
            s.considerAll(std::array<std::string_view, 2>{"min", "max"});
            break;
        case FormulaProblem::Kind::UnknownWord:
            for (const auto& [word, value] : vars.literals())
                s.consider(word);
            break;
        default:
            break;
        }
        src.error(diags, pointer, badFormula(kind, text, p.message + s.hint()));
    }
    return false;
}

bool ObjectReader::formula(std::string_view key, std::string_view kind, const std::string& text,
                           const VarNames& vars, Formula& out) {
    std::vector<FormulaProblem> problems;
    if (Formula::compile(text, vars, out, problems)) return true; // no pointer built for a good one
    return compileFormula(src_, diags_, at(key), kind, text, vars, out);
}

std::string idProblem(std::string_view what, const std::string& id) {
    bool ok = !id.empty();
    for (char c : id) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
    if (ok) return {};
    std::string suggestion;
    for (char c : id) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (word) suggestion += c;
        else if (!suggestion.empty() && suggestion.back() != '_') suggestion += '_';
    }
    while (!suggestion.empty() && suggestion.back() == '_') suggestion.pop_back();
    return std::string(what) + " id '" + id + "' may hold only lower-case letters, digits and '_'" +
           (suggestion.empty() ? std::string() : ", such as \"" + suggestion + "\"");
}

bool integerIn(const nlohmann::ordered_json& j, long long lo, long long hi, long long* out) {
    long long v;
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<long long>::max())) return false;
        v = static_cast<long long>(u);
    } else if (j.is_number_integer()) {
        v = j.get<long long>();
    } else {
        return false;
    }
    if (v < lo || v > hi) return false;
    if (out) *out = v;
    return true;
}

std::optional<int> ObjectReader::integer(std::string_view key, bool required, int min, int max) {
    const nlohmann::ordered_json* j = get(key);
    if (!j || j->is_null()) {
        if (required) src_.error(diags_, pointer_, "missing required field '" + std::string(key) + "'");
        return std::nullopt;
    }
    const std::string range = "; it must be between " + std::to_string(min) + " and " + std::to_string(max);
    // A literal too long for 64 bits, such as 99999999999999999999, reads as a whole float.
    const bool hugeWhole = j->is_number_float() && std::isfinite(j->get<double>()) &&
                           std::fabs(j->get<double>()) >= 9.2e18;
    if (!j->is_number_integer() && !hugeWhole) {
        // A fraction is named by its value: "not a number" would read as if 1.5 were none.
        error(key, "'" + std::string(key) + "' must be an integer, not " + (j->is_number() ? j->dump() : jsonTypeName(*j)));
        return std::nullopt;
    }
    long long v = 0;
    if (hugeWhole || !integerIn(*j, min, max, &v)) {
        error(key, "'" + std::string(key) + "' is " + j->dump() + range);
        return std::nullopt;
    }
    return static_cast<int>(v);
}

std::optional<bool> ObjectReader::boolean(std::string_view key) {
    const nlohmann::ordered_json* j = get(key);
    if (!j || j->is_null()) return std::nullopt;
    if (!j->is_boolean()) {
        error(key, "'" + std::string(key) + "' must be true or false, not " + jsonTypeName(*j));
        return std::nullopt;
    }
    return j->get<bool>();
}

namespace {
// Characters (code points) of UTF-8 text: every byte but a continuation byte starts one.
std::size_t characters(const std::string& s) {
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}
} // namespace

bool ObjectReader::textFits(const std::string& pointer, std::string_view what, const std::string& text) {
    const std::size_t n = characters(text);
    if (n <= limits::kMaxTextChars) return true;
    src_.error(diags_, pointer,
               std::string(what) + " is " + std::to_string(n) + " characters long; a text the player sees may be at most " +
                   std::to_string(limits::kMaxTextChars) + " characters, so shorten it");
    return false;
}

std::optional<LocalizedText> ObjectReader::text(std::string_view key, bool required) {
    const nlohmann::ordered_json* j = get(key);
    if (!j || j->is_null()) {
        if (required) src_.error(diags_, pointer_, "missing required field '" + std::string(key) + "'");
        return std::nullopt;
    }
    LocalizedText t;
    if (j->is_string()) {
        t.text = j->get<std::string>();
        if (!textFits(at(key), "'" + std::string(key) + "'", t.text)) return std::nullopt;
        return t;
    }
    if (j->is_object() && !j->empty()) {
        for (const auto& [loc, value] : j->items()) {
            if (!value.is_string()) {
                src_.error(diags_, at(key) + "/" + pointerToken(loc),
                           "the '" + loc + "' text must be a string, not " + jsonTypeName(value));
                return std::nullopt;
            }
            if (!textFits(at(key) + "/" + pointerToken(loc), "the '" + loc + "' text of '" + std::string(key) + "'",
                          value.get_ref<const std::string&>()))
                return std::nullopt;
            t.translations.emplace_back(loc, value.get<std::string>());
        }
        // The default text is English when given, else the first locale listed.
        t.text = t.translations.front().second;
        for (const auto& [loc, value] : t.translations)
            if (loc == "en") t.text = value;
        return t;
    }
    error(key, "'" + std::string(key) + "' must be a string or a map from locale to text, not " +
                   jsonTypeName(*j));
    return std::nullopt;
}

std::optional<int> ObjectReader::choice(std::string_view key, bool required,
                                        const std::vector<std::string>& allowed,
                                        std::string_view what) {
    const auto s = string(key, required);
    if (!s) return std::nullopt;
    for (std::size_t i = 0; i < allowed.size(); ++i)
        if (allowed[i] == *s) return static_cast<int>(i);
    error(key, "unknown " + std::string(what) + " '" + *s + "' (known: " + joinNames(allowed) +
                   ")" + didYouMean(*s, allowed));
    return std::nullopt;
}

void ObjectReader::finish(std::string_view what) {
    if (!node_.is_object()) return;
    const auto& fields = node_.get_ref<const nlohmann::ordered_json::object_t&>();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const bool read =
            i < 64 ? (read_ >> i) & 1 : i - 64 < readMore_.size() && readMore_[i - 64];
        if (read) continue;
        const std::string& key = fields.begin()[std::ptrdiff_t(i)].first;
        Suggester s(key);
        // A key that is there already is not the one meant ("name" for "names" beside a "name").
        for (std::size_t k = 0; k < askedCount_; ++k)
            if (std::none_of(fields.begin(), fields.end(),
                             [&](const auto& f) { return f.first == asked_[k]; }))
                s.consider(asked_[k]);
        warning(key,
                "unknown field '" + key + "' in " + std::string(what) + " is ignored" + s.hint());
    }
}

} // namespace parley
