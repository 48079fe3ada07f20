#pragma once
// Replay files (parley-replay/1, see docs/replay-format.md): a conversation's start, the identity
// of the content it was played on, and its actions with their meanings and outcomes, as JSON.
// Writing returns the text (callers write it whole: a temp file and a rename, or QSaveFile);
// reading reports every problem at file:line:col and a JSON pointer; playing back is replaying
// the records by their meaning (session/rebuild.h), so a replay of edited content says where it
// diverges.
#include "content/diagnostics.h"
#include "session/rebuild.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parley {

inline constexpr std::string_view kReplayFormat = "parley-replay/1";

struct Replay {
    std::uint64_t seed = 1;
    std::string npc;
    std::string deck;                // empty: the NPC's own deck
    std::vector<std::string> packs;  // the content it was played on
    std::string contentHash;
    std::vector<ActionRecord> actions;
    std::string finalStateHash;      // stateHash() after the last action; empty when not given
};

// The conversation as it stands: the actions up to h's position (not the redoable ones).
Replay replayOf(const History& h);
std::string writeReplay(const Replay& r);
// `h` must have a start (not History::fromState): a replay begins with the start it plays again.
std::string writeReplay(const History& h);

// Reads a replay; nothing, with diagnostics that say where and what to do, when the text is not a
// valid parley-replay/1 document. `name` is the file name used in the messages.
std::optional<Replay> readReplay(std::string name, std::string text, Diagnostics& diags);
std::optional<Replay> loadReplay(const std::filesystem::path& file, Diagnostics& diags);

// A short fingerprint of a state (FNV-1a of its serialization, 16 hex digits).
std::string stateHash(const State& s);

struct Playback {
    Rebuilt result;              // the history played back, and how far it got
    bool contentMatches = true;  // the replay's content hash is the content's
    enum class End : std::uint8_t { Unchecked, Same, Differs } end = End::Unchecked;

    // Every action replayed as recorded, and the end state as saved where that can be checked.
    bool faithful() const { return result.report.faithful() && end != End::Differs; }
    // The report's text, with what is known about the content and the end state.
    std::string text() const;
};

// The packs `r` was played on that `content` does not have (the built-in one aside: it is always
// there), in the replay's order: what to open, or give with --content, to play it as recorded.
std::vector<std::string> packsNotLoaded(const Replay& r, const Content* content);

// Plays `r` back on `content`. Actions are re-resolved by their meaning, so a replay of other
// content plays as far as it still means the same; the end state is compared only when the
// content is the one the replay was saved on.
Playback playReplay(const Replay& r, std::shared_ptr<const Content> content, const ReplayObserver& observer = {});

} // namespace parley
