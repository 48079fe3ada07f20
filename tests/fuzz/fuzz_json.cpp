// fuzz_json: the fast reading of content files (content/json_fast_reader.h) against nlohmann's
// parser, which it stands in for on well-formed files.
//
// The input is a file's text. If it is UTF-8 (the loader checks that first) and the fast reading
// takes it, nlohmann must take it too and read exactly the same document: the same types of
// number (signed, unsigned, double; -0.0 is not 0.0), the same decoded strings, the fields in the
// same order. Anything else aborts. A text the fast reading gives up on is the careful path's,
// which fuzz_content covers with its messages.
#include "content/json_dom_builder.h"
#include "content/json_fast_reader.h"
#include "content/json_scan.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

using namespace parley;
using json = nlohmann::ordered_json;

namespace {

bool same(const json& a, const json& b) {
    if (a.type() != b.type()) return false;
    if (a.is_number_float()) {
        const double x = a.get<double>(), y = b.get<double>();
        return std::memcmp(&x, &y, sizeof x) == 0;
    }
    if (a.is_object()) {
        if (a.size() != b.size()) return false;
        for (auto i = a.items().begin(), j = b.items().begin(); i != a.items().end(); ++i, ++j)
            if (i.key() != j.key() || !same(i.value(), j.value())) return false;
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size()) return false;
        for (std::size_t k = 0; k < a.size(); ++k)
            if (!same(a[k], b[k])) return false;
        return true;
    }
    return a == b;
}

[[noreturn]] void fail(const char* why, const std::string& text) {
    std::fprintf(stderr, "fuzz_json: %s\n--- input (%zu bytes) ---\n%.*s\n", why, text.size(),
                 static_cast<int>(std::min<std::size_t>(text.size(), 2000)), text.data());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    if (checkEncoding(text)) return 0; // refused before any reading
    json fast;
    {
        DomBuilder builder(fast);
        if (!readJsonFast(text, builder)) return 0;
    }
    json slow;
    try {
        DomBuilder builder(slow);
        json::sax_parse(text, &builder);
    } catch (const json::exception& e) {
        fail(("read fast, but nlohmann refuses it: " + std::string(e.what())).c_str(), text);
    }
    if (!same(fast, slow)) fail("read differently from nlohmann", text);
    return 0;
}
