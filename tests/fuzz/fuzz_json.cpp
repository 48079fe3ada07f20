// fuzz_json: the fast reading of content files (content/json_fast_reader.h) against nlohmann's
// parser, which it stands in for on well-formed files.
//
// The input is a file's text. If it is UTF-8 (the loader checks that first) and the fast reading
// takes it, nlohmann must take it too and read exactly the same document: the same types of
// number (signed, unsigned, double; -0.0 is not 0.0), the same decoded strings, the fields in the
// same order. Anything else aborts. A text the fast reading gives up on is the careful path's,
// which fuzz_content covers with its messages.
#include "../engine/json_same.h"
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
    if (!test::sameJson(fast, slow)) fail("read differently from nlohmann", text);
    return 0;
}
