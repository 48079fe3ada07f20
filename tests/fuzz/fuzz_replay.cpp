// fuzz_replay: the replay reader and playback on hostile replay files.
//
// The input is one replay file. It is read with readReplay; every diagnostic must name its file
// and say something. A replay that reads is played back on the built-in content (each action is
// bounded by the engine's step budget, and a file holds at most limits::kMaxListItems actions),
// and a playback that stops must say why. The history it played is then written and read again,
// and that replay, now of the content it is played on, must play back faithfully to the same
// state: the writer and the reader agree on everything the playback reached.
#include "content/loader.h"
#include "session/replay.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace parley;

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_replay: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::shared_ptr<const Content> content = builtinContent();
    if (!content) fail("the built-in content does not load");
    Diagnostics diags;
    std::optional<Replay> replay;
    try {
        replay = readReplay("fuzz.json", std::string(reinterpret_cast<const char*>(data), size), diags);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_replay: the reader threw: %s\n", e.what());
        std::abort();
    }
    for (const auto& d : diags.items())
        if (d.file.empty() || d.message.empty()) fail("a diagnostic without a file or a message");
    if (!replay) {
        if (!diags.hasErrors()) fail("a replay refused without an error");
        return 0;
    }
    const Playback pb = playReplay(*replay, content);
    const ReplayReport& r = pb.result.report;
    if (!r.faithful() && r.reason.empty()) fail("a playback that stopped without a reason");
    if (r.replayed > r.total) fail("more actions replayed than there are");
    if (!pb.result.history) {
        if (r.stop != ReplayReport::Stop::Start) fail("no history, yet the start did not fail");
        return 0;
    }
    const History& h = *pb.result.history;
    if (h.size() != r.replayed) fail("the history does not hold the actions replayed");

    Diagnostics again;
    const auto reread = readReplay("again.json", writeReplay(h), again);
    if (!reread) {
        for (const auto& d : again.items()) std::fprintf(stderr, "%s\n", d.format().c_str());
        fail("a written replay does not read");
    }
    const Playback second = playReplay(*reread, content);
    if (!second.faithful() || second.end != Playback::End::Same) {
        std::fprintf(stderr, "%s\n", second.text().c_str());
        fail("a written replay of this content does not play back faithfully");
    }
    if (second.result.history->current().serialize() != h.current().serialize())
        fail("a written replay plays back to another state");
    return 0;
}
