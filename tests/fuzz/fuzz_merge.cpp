// fuzz_merge: the reader of simulation results (parley-cli merge's input) and merging them.
//
// The input is one result file. It is read with readSimulationJson; every diagnostic must name
// its file and say something, and a refusal must be an error. A result that reads must write back
// to JSON that reads again to the same JSON (the reader and the writer agree on every field), and
// merging it must behave as merging shards does: alone, the whole run (shard 1/1) merges to
// itself and any other shard is refused as incomplete; given twice, it is refused as a duplicate.
#include "sim/simulation_json.h"
#include "sim/simulation_merge.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace parley;

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_merge: %s\n", what);
    std::abort();
}

std::string write(const std::vector<SimulationStats>& runs) {
    return (runs.size() == 1 ? simulationJson(runs.front()) : comparisonJson(runs)).dump();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Diagnostics diags;
    std::optional<std::vector<SimulationStats>> runs;
    try {
        runs = readSimulationJson("fuzz.json",
                                  std::string(reinterpret_cast<const char*>(data), size), diags);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_merge: the reader threw: %s\n", e.what());
        std::abort();
    }
    for (const auto& d : diags.items())
        if (d.file.empty() || d.message.empty()) fail("a diagnostic without a file or a message");
    if (!runs) {
        if (!diags.hasErrors()) fail("a result refused without an error");
        return 0;
    }
    if (runs->empty()) fail("a result that reads holds no run");
    for (const SimulationStats& st : *runs) {
        const GameRange r = shardRange(st.totalGames, st.shardIndex, st.shardCount);
        if (st.firstGame != r.first || st.games != r.last - r.first)
            fail("a shard that reads is not its slice");
    }

    const std::string written = write(*runs);
    Diagnostics again;
    const auto reread = readSimulationJson("again.json", written, again);
    if (!reread) {
        for (const auto& d : again.items())
            std::fprintf(stderr, "%s\n", d.format().c_str());
        fail("a written result does not read");
    }
    if (write(*reread) != written) fail("a written result reads back as another");

    std::string error;
    const auto alone = mergeShards({{"a.json", *runs}}, error);
    if (runs->front().shardCount == 1) {
        if (!alone) {
            std::fprintf(stderr, "%s\n", error.c_str());
            fail("a whole run does not merge alone");
        }
        if (write(*alone) != written) fail("a whole run merged alone is another");
    } else if (alone || error.find("missing") == std::string::npos) {
        fail(
            "one shard of several merged, or was refused for another reason than the missing ones");
    }
    error.clear();
    if (mergeShards({{"a.json", *runs}, {"b.json", *runs}}, error) ||
        error.find("again") == std::string::npos)
        fail("a shard given twice was not refused as such");
    return 0;
}
