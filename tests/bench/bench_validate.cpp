// Benchmark of `parley-cli validate`'s loading path on a large pack: a generated pack of N cards
// (10,000 by default) in 10 files, with decks and NPCs that use every card, is written to a
// temporary folder and loaded the way validate loads it (layered on the built-in pack), timed and
// with its heap allocations counted (engine/util/allocation_counter.h, as `parley-cli bench`).
//   bench_validate                   10,000 cards, best of 5 loads
//   bench_validate --cards N         another size
//   bench_validate --quick           a smoke run (CTest): 500 cards, one load, no figure checked
//   bench_validate --write DIR       only writes the pack to DIR, e.g. for
//                                    `perf stat build/app/cli/parley-cli validate DIR`
// The pack is meant to load with no diagnostic at all: a pack that warns measures the messages.
#include "content/loader.h"
#include "util/allocation_counter.h"
#include "util/allocator.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace parley;
namespace fs = std::filesystem;

namespace {

constexpr int kFiles = 10;
constexpr int kDeckSize = 20;

const char* const kDifficulties[] = {"VeryEasy", "Easy", "Medium", "Hard", "VeryHard"};
const char* const kTokens[] = {"Trust", "Commerce", "Status", "Shadow"};

// One card; the kinds rotate so the pack holds what real packs hold: plain cards, formulas,
// localized text, costs, triggers with conditions, auras, and a goal card at the end of each deck.
std::string card(int i) {
    const std::string id = "gen_card_" + std::to_string(i);
    std::string c = "{\"id\": \"" + id + "\", ";
    if (i % kDeckSize == kDeckSize - 1) {
        c += "\"name\": {\"en\": \"Goal " + std::to_string(i) + "\", \"de\": \"Ziel " +
             std::to_string(i) +
             "\"}, \"weight\": 3, \"difficulty\": \"Hard\", \"properties\": [\"Fleeting\", "
             "\"Opportunity\"], "
             "\"successEffect\": {\"type\": \"EndConversation\", \"value\": \"success\", \"data\": "
             "{\"reason\": \"Agreed.\", \"payment\": 5}}, "
             "\"exhaustEffect\": {\"type\": \"EndConversation\", \"value\": \"abandoned\"}}";
        return c;
    }
    c += "\"name\": \"Card " + std::to_string(i) + "\", \"weight\": " + std::to_string(i % 4) +
         ", \"difficulty\": \"" + kDifficulties[i % 5] + "\", ";
    switch (i % 6) {
    case 0:
        c += "\"properties\": [\"Persistent\"], \"successEffect\": {\"type\": \"AddComfort\", "
             "\"value\": 1}, "
             "\"failureEffect\": {\"type\": \"AddComfort\", \"value\": -1}";
        break;
    case 1:
        c += "\"connectionType\": \"" + std::string(kTokens[i % 4]) +
             "\", \"successEffect\": {\"type\": \"ScaleByTokens\", \"value\": \"" + kTokens[i % 4] +
             " + 1\"}";
        break;
    case 2:
        c += "\"properties\": [\"Fleeting\"], \"successEffect\": [{\"type\": \"DrawCards\", "
             "\"value\": 1}, "
             "{\"type\": \"AddComfort\", \"value\": \"max(1, 2 - comfort)\"}]";
        break;
    case 3:
        c += "\"permanent\": true, \"costs\": [{\"cost\": \"patience\", \"amount\": 1}], "
             "\"triggeredEffects\": [{\"trigger\": \"turnStart\", \"conditions\": \"comfort >= 1 "
             "and patience > 2\", "
             "\"effects\": {\"effect\": \"draw\", \"amount\": 1}}]";
        break;
    case 4:
        c += "\"depth\": 1, \"auras\": {\"target\": \"successChance\", \"operation\": \"add\", "
             "\"value\": 5}, "
             "\"successEffect\": {\"type\": \"SetAtmosphere\", \"value\": \"Receptive\"}";
        break;
    default:
        c += "\"properties\": [\"Opportunity\"], \"successEffect\": {\"type\": \"AddComfort\", "
             "\"value\": \"patience / 3\"}, "
             "\"exhaustEffect\": {\"type\": \"AddComfort\", \"value\": -1}";
        break;
    }
    c += ", \"dialogueFragment\": {\"en\": \"Line " + std::to_string(i) +
         ", said plainly.\", \"de\": \"Zeile " + std::to_string(i) + ", schlicht gesagt.\"}}";
    return c;
}

bool writeFile(const fs::path& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    f << text;
    return static_cast<bool>(f);
}

// The pack: kFiles card files, one deck per kDeckSize cards and one NPC per deck.
bool writePack(const fs::path& dir, int cards) {
    fs::create_directories(dir);
    const int perFile = (cards + kFiles - 1) / kFiles;
    for (int f = 0; f * perFile < cards; ++f) {
        std::string text = "{\"packageId\": \"bench.cards" + std::to_string(f) +
                           "\", \"content\": {\"cards\": [\n";
        for (int i = f * perFile; i < std::min(cards, (f + 1) * perFile); ++i)
            text += (i > f * perFile ? ",\n" : "") + card(i);
        text += "\n]}}\n";
        if (!writeFile(dir / ("cards-" + std::to_string(f) + ".json"), text)) return false;
    }
    std::string decks = "{\"decks\": [\n", npcs = "{\"npcs\": [\n";
    for (int d = 0; d * kDeckSize < cards; ++d) {
        const std::string id = "gen_deck_" + std::to_string(d);
        decks += std::string(d ? ",\n" : "") + "{\"id\": \"" + id + "\", \"cards\": [";
        for (int i = d * kDeckSize; i < std::min(cards, (d + 1) * kDeckSize); ++i)
            decks += (i > d * kDeckSize ? ", \"" : "\"") + std::string("gen_card_") +
                     std::to_string(i) + "\"";
        decks += "]}";
        npcs += std::string(d ? ",\n" : "") + "{\"id\": \"gen_npc_" + std::to_string(d) +
                "\", \"name\": \"Npc " + std::to_string(d) + "\", \"patience\": 12, \"deck\": \"" +
                id + "\"}";
    }
    return writeFile(dir / "decks.json", decks + "\n]}\n") &&
           writeFile(dir / "npcs.json", npcs + "\n]}\n");
}

struct Run {
    double ms = 0;
    long long allocations = 0;
    std::size_t cards = 0;
    int errors = 0, warnings = 0;
};

// One load as `parley-cli validate DIR` does it.
Run load(const fs::path& dir) {
    Run r;
    const long long a0 = allocationCount();
    const auto t0 = std::chrono::steady_clock::now();
    Diagnostics diags;
    ContentLoader loader;
    loader.addBuiltin();
    loader.addPath(dir, diags);
    const auto content = loader.load(diags);
    const auto t1 = std::chrono::steady_clock::now();
    r.ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
    r.allocations = allocationCount() - a0;
    r.cards = content ? content->cards.size() : 0;
    r.errors = diags.errorCount();
    r.warnings = diags.warningCount();
    for (std::size_t i = 0; i < diags.items().size() && i < 5; ++i)
        std::fprintf(stderr, "%s\n", diags.items()[i].format().c_str());
    return r;
}

} // namespace

int main(int argc, char** argv) {
    int cards = 10000, runs = 5;
    std::string writeOnly;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick")) {
            cards = 500;
            runs = 1;
        } else if (!std::strcmp(argv[i], "--cards") && i + 1 < argc) {
            cards = std::max(1, std::atoi(argv[++i]));
        } else if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (!std::strcmp(argv[i], "--write") && i + 1 < argc) {
            writeOnly = argv[++i];
        } else {
            std::fprintf(stderr,
                         "usage: bench_validate [--quick] [--cards N] [--runs N] [--write DIR]\n");
            return 2;
        }
    }
    if (!writeOnly.empty()) return writePack(writeOnly, cards) ? 0 : 1;

    const fs::path dir =
        fs::temp_directory_path() / ("parley-bench-validate-" + std::to_string(::getpid()));
    if (!writePack(dir, cards)) {
        std::fprintf(stderr, "cannot write the pack to %s\n", dir.string().c_str());
        return 1;
    }
    // The first load also parses the built-in pack, once per process, as validate's one load does.
    Run first = load(dir), best = first;
    for (int i = 1; i < runs; ++i) {
        const Run r = load(dir);
        if (r.ms < best.ms) best = r;
    }
    std::error_code ec;
    fs::remove_all(dir, ec);

    std::printf("validate_%d_cards.first_load: %.1f ms\n", cards, first.ms);
    std::printf("validate_%d_cards.best_load: %.1f ms (of %d)\n", cards, best.ms, runs);
    std::printf("validate_%d_cards.allocations: %lld\n", cards, best.allocations);
    std::printf("validate_%d_cards.allocations_per_card: %.1f\n", cards,
                best.allocations >= 0 ? double(best.allocations) / cards : -1.0);
    std::printf("validate_%d_cards.allocator: %s\n", cards, allocatorName().c_str());
    std::printf("validate_%d_cards.diagnostics: %d error(s), %d warning(s)\n", cards, best.errors,
                best.warnings);
    // The pack is valid by construction: a load that fails or warns is a broken benchmark.
    return first.cards > std::size_t(cards) && first.errors == 0 && first.warnings == 0 ? 0 : 1;
}
