// fuzz_scenario: the scenario loader and runner on hostile scenario files.
//
// The input is one scenario file, loaded with loadScenarioText and, when it loads, run with
// runScenario. A scenario may name content paths ("content": "..."), which the loader resolves
// against the scenario's folder and reads. So that fuzzing never walks the file system, the base
// folder is a sandbox made in a temporary folder at start-up, holding a copy of tests/fixtures as
// fixtures/ (removed at exit), and an input whose content paths are absolute, contain "..", or
// contain a NUL byte is skipped. The paths are found with nlohmann_json's SAX parser, comments
// allowed, so a document the loader can read cannot hide a path from the check: every "content"
// member of the top-level object is looked at, duplicates included.
#include "sim/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#ifndef PARLEY_SOURCE_DIR
#define PARLEY_SOURCE_DIR "."
#endif

using namespace parley;
namespace fs = std::filesystem;

namespace {

fs::path g_sandbox;

void removeSandbox() {
    std::error_code ec;
    if (!g_sandbox.empty()) fs::remove_all(g_sandbox, ec);
}

const fs::path& sandbox() {
    if (g_sandbox.empty()) {
        std::error_code ec;
        fs::path tmp = fs::temp_directory_path(ec);
        if (ec) tmp = "/tmp";
        std::string templ = (tmp / "parley-fuzz-scenario-XXXXXX").string();
        if (!mkdtemp(templ.data())) {
            std::perror("fuzz_scenario: mkdtemp");
            std::abort();
        }
        g_sandbox = templ;
        std::atexit(removeSandbox);
        fs::copy(fs::path(PARLEY_SOURCE_DIR) / "tests" / "fixtures", g_sandbox / "fixtures",
                 fs::copy_options::recursive, ec); // without it the fixture scenarios just fail to load
    }
    return g_sandbox;
}

// Collects every string under a "content" member of the top-level object.
class ContentPaths : public nlohmann::json_sax<nlohmann::ordered_json> {
public:
    std::vector<std::string> paths;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool string(string_t& s) override {
        if (inContent_) paths.push_back(s);
        return value();
    }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override { return open(); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override {
        if (depth_ == 1) inContent_ = k == "content";
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return false;
    }

private:
    bool open() {
        ++depth_;
        return true;
    }
    bool close() {
        --depth_;
        return value();
    }
    // A member's value is over when we are back in the top-level object.
    bool value() {
        if (depth_ <= 1) inContent_ = false;
        return true;
    }
    int depth_ = 0;
    bool inContent_ = false;
};

bool pathIsSafe(const std::string& p) {
    if (p.find('\0') != std::string::npos || p.find("..") != std::string::npos) return false;
    return fs::path(p).is_relative() && fs::path(p).root_path().empty();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    sandbox();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    {
        ContentPaths sax;
        // The loader parses strictly; a document this lenient parse refuses cannot load, so it is
        // safe to pass on (the loader's error reporting is part of what is fuzzed).
        if (nlohmann::ordered_json::sax_parse(text, &sax, nlohmann::json::input_format_t::json,
                                              /*strict=*/true, /*ignore_comments=*/true))
            for (const std::string& p : sax.paths)
                if (!pathIsSafe(p)) return 0;
    }

    Diagnostics diags;
    std::optional<Scenario> sc;
    try {
        sc = loadScenarioText("fuzz.json", std::move(text), sandbox(), diags);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_scenario: the loader threw: %s\n", e.what());
        std::abort();
    }
    for (const auto& d : diags.items())
        if (d.file.empty() || d.message.empty()) {
            std::fprintf(stderr, "fuzz_scenario: a diagnostic without a file or a message\n");
            std::abort();
        }
    if (!sc) return 0;
    try {
        const ScenarioResult r = runScenario(*sc);
        if (!r.passed && r.message.empty()) {
            std::fprintf(stderr, "fuzz_scenario: a failed scenario without a message\n");
            std::abort();
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_scenario: the runner threw: %s\n", e.what());
        std::abort();
    }
    return 0;
}
