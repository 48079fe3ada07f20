// fuzz_content: the content loader on hostile JSON, then a short random playout of every NPC of
// whatever loaded.
//
// The input is one content document. Its last byte picks how it is loaded:
//   even (a file ending in '\n'): on top of the built-in pack, its cards replacing the pack's
//         (like a scenario's inline cards), so a mutated built-in file meets the real pack;
//   odd  (a file ending in '}' or ']'): alone, with the built-in ruleset if it has none (like
//         `parley-cli --content`).
// When the content loads, each NPC (up to 8) plays a conversation with its own deck and one with a
// deck of the content, a few dozen random legal actions each, rendering the events, the pending
// decision and the success chances with their explanations as the CLI and the client do.
#include "ai/policy.h"
#include "content/describe.h"
#include "content/loader.h"
#include "queries/queries.h"
#include "rules/setup.h"
#include "sim/event_text.h"
#include "state/breakdown.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace parley;

namespace {

constexpr int kMaxNpcs = 8;
constexpr int kActionsPerGame = 40;

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_content: %s\n", what);
    std::abort();
}

std::uint64_t hashBytes(const std::uint8_t* data, std::size_t size) {
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

void play(const std::shared_ptr<const Content>& content, std::uint16_t npc, const DeckDef* deck,
          std::uint64_t seed) {
    EventLog events;
    State s = newConversation(content, npc, seed, &events, deck);
    RandomPolicy policy(seed ^ 0x9E3779B97F4A7C15ull);
    std::vector<Action> legal;
    std::string sink; // keeps the rendered text alive so it is not optimized away
    for (int n = 0; n < kActionsPerGame && !s.ended(); ++n) {
        for (const Event& e : events) sink += eventText(s, e);
        events.clear();
        if (auto d = s.pendingDecision()) sink += d->prompt;
        for (const CardInst& ci : s.hand()) {
            Breakdown why;
            sink += std::to_string(successChance(s, ci.card, &why));
        }
        s.legalActions(legal);
        // A running conversation always has something to do, and a legal action is always
        // accepted: otherwise the game would be stuck (the client shows no way on).
        if (legal.empty()) fail("a running conversation has no legal action");
        const Action a = policy.choose(s);
        if (!s.apply(a, &events).ok()) fail("a legal action was rejected");
    }
    for (const Event& e : events) sink += eventText(s, e);
    if (sink.size() == 1) std::fputc(' ', stderr); // never true in practice; uses `sink`
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const bool alone = size > 0 && (data[size - 1] & 1);
    const std::string text(reinterpret_cast<const char*>(data), size);

    ContentLoader loader;
    if (alone) {
        loader.addSource("fuzz.json", text);
        loader.addBuiltinRulesetIfMissing();
    } else {
        loader.addBuiltin();
        loader.addSource("fuzz.json", text, /*replacing=*/true);
    }
    Diagnostics diags;
    std::shared_ptr<const Content> content;
    try {
        content = loader.load(diags);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_content: the loader threw: %s\n", e.what());
        std::abort();
    }
    for (const auto& d : diags.items())
        if (d.file.empty() || d.message.empty()) fail("a diagnostic without a file or a message");
    if (!content) return 0;

    std::string sink;
    for (const CardDef& c : content->cards)
        for (int slot = 0; slot < 3; ++slot) sink += describeEffects(*content, c.effects[static_cast<std::size_t>(slot)]);

    const std::uint64_t seed = hashBytes(data, size);
    const std::size_t npcs = std::min<std::size_t>(content->npcs.size(), kMaxNpcs);
    for (std::size_t i = 0; i < npcs; ++i) {
        play(content, static_cast<std::uint16_t>(i), nullptr, seed + i);
        if (!content->decks.empty()) play(content, static_cast<std::uint16_t>(i), &content->decks[i % content->decks.size()], seed + 100 + i);
    }
    if (sink.size() == 1) std::fputc(' ', stderr);
    return 0;
}
