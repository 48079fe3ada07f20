// fuzz_actions: any sequence of actions on the built-in content keeps every invariant.
//
// The input is read as bytes:
//   byte 0      the NPC (modulo the number of NPCs)
//   byte 1      how often the serialization round trip is checked: every 1, 2, 4 or 8 steps (low
//               two bits); every other invariant is checked at every step. Bit 2: play the
//               hostile partner instead (byte 0 is then unused), whose deck fills the
//               active-effects registry, multiplies its costs past any int and floods the table
//               with tokens (issue 32), so that the invariants on those (a cost never 0 by
//               overflow, a full registry a state, not an exception) are fuzzed too
//   bytes 2-5   the conversation's seed (little endian)
//   then one or two bytes per step:
//     0x00-0xDF  the legal action with that index (modulo how many there are)
//     0xE0-0xEF  a probe (sim/invariants.h's usually-illegal actions): the next byte picks which;
//                it is applied like any action and must be refused exactly when isLegal() says so
//     0xF0-0xFF  the legal action the next byte picks, with its roll forced to success (even) or
//                failure (odd) when it is a SPEAK
// Missing bytes read as 0. Play stops when the conversation ends, the input runs out, or after
// 2000 steps. Every step goes through InvariantChecker: on a violation the harness prints what
// happened and aborts, which libFuzzer reports as a crash (and the standalone driver as a failed
// test).
#include "content/loader.h"
#include "rules/setup.h"
#include "sim/invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

using namespace parley;

namespace {

const std::shared_ptr<const Content>& content() {
    static const std::shared_ptr<const Content> c = [] {
        auto loaded = builtinContent();
        if (!loaded || loaded->npcs.empty()) {
            std::fprintf(stderr, "fuzz_actions: the built-in content does not load\n");
            std::abort();
        }
        return loaded;
    }();
    return c;
}

// Valid content, hostile in what it means, as issue 32 found it: 4 tokens of 20,000 auras each
// (the registry holds 4,096); x1000 four times on the patience cost, the capacity and the
// chance; a createToken of 10^9.
std::string hostilePack() {
    std::string auras;
    for (int i = 0; i < 20000; ++i) auras += std::string(i ? "," : "") + R"({"target": "reach", "operation": "add", "value": 0})";
    std::string mults;
    for (const char* target : {"patienceCost", "weightCapacity", "successChance"})
        for (int i = 0; i < 4; ++i)
            mults += std::string(mults.empty() ? "" : ",") + R"({"target": ")" + target +
                     R"(", "operation": "multiply", "value": 1000})";
    return R"({"cards": [
        {"id": "fuzz_haunt", "name": "Haunt", "weight": 0, "difficulty": "Easy", "tokenType": "fuzz_haunt", "auras": [)" +
           auras + R"(]},
        {"id": "fuzz_summon", "name": "Summon", "weight": 1, "difficulty": "Easy",
         "successEffect": {"effect": "createToken", "card": "fuzz_haunt", "amount": 4}},
        {"id": "fuzz_amplifier", "name": "Amplifier", "weight": 1, "difficulty": "Easy", "permanent": true,
         "auras": [)" + mults + R"(]},
        {"id": "fuzz_mote", "name": "Mote", "weight": 0, "difficulty": "Easy", "tokenType": "fuzz_mote"},
        {"id": "fuzz_flood", "name": "Flood", "weight": 1, "difficulty": "Easy",
         "successEffect": {"effect": "createToken", "card": "fuzz_mote", "amount": "1000000000 + comfort"}}],
      "npcs": [{"id": "fuzz_hostile", "deck": ["fuzz_summon", "fuzz_summon", "fuzz_flood", "fuzz_flood",
                                               "fuzz_amplifier", "fuzz_summon", "fuzz_flood", "fuzz_amplifier"]}]})";
}

const std::shared_ptr<const Content>& hostileContent() {
    static const std::shared_ptr<const Content> c = [] {
        ContentLoader loader;
        loader.addBuiltin();
        loader.addSource("hostile.json", hostilePack());
        Diagnostics diags;
        auto loaded = loader.load(diags);
        if (!loaded || !loaded->findNpc("fuzz_hostile")) {
            for (const auto& d : diags.items()) std::fprintf(stderr, "%s\n", d.format().c_str());
            std::fprintf(stderr, "fuzz_actions: the hostile pack does not load\n");
            std::abort();
        }
        return loaded;
    }();
    return c;
}

class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool empty() const { return at_ >= size_; }
    std::uint8_t next() { return at_ < size_ ? data_[at_++] : 0; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

[[noreturn]] void violated(const State& s, std::uint16_t npc, std::uint32_t seed, int step, const std::string& action,
                           const std::string& what) {
    std::fprintf(stderr, "fuzz_actions: invariant violated (npc %s, seed %u, step %d%s%s, turn %d): %s\n",
                 s.content().npcs[npc].id.c_str(), seed, step, action.empty() ? "" : ", ", action.c_str(), int(s.turn),
                 what.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const std::uint8_t first = in.next();
    const std::uint8_t options = in.next();
    const bool hostile = options & 4;
    const auto& c = hostile ? hostileContent() : content();
    const auto npc = hostile ? static_cast<std::uint16_t>(c->findNpc("fuzz_hostile") - c->npcs.data())
                             : static_cast<std::uint16_t>(first % c->npcs.size());
    const int roundTripEvery = 1 << (options & 3);
    std::uint32_t seed = 0;
    for (int i = 0; i < 4; ++i) seed |= static_cast<std::uint32_t>(in.next()) << (8 * i);

    State s = newConversation(c, npc, seed);
    InvariantOptions full;
    InvariantOptions quick = full;
    quick.roundTrip = false;
    InvariantChecker checker(s, full);
    for (int step = 0; step < 2000; ++step) {
        checker.options() = step % roundTripEvery == 0 || s.ended() ? full : quick;
        if (std::string v = checker.check(s); !v.empty()) violated(s, npc, seed, step, "", v);
        if (s.ended() || in.empty()) break;
        const std::uint8_t b = in.next();
        Action a;
        if (b >= 0xE0 && b < 0xF0) {
            const auto& probes = checker.probes();
            if (probes.empty()) continue;
            a = probes[in.next() % probes.size()];
        } else {
            const auto& legal = checker.legal();
            if (legal.empty()) break; // check() has reported a running conversation without one
            a = legal[(b >= 0xF0 ? in.next() : b) % legal.size()];
            if (b >= 0xF0 && (a.kind == ActionKind::Speak || a.kind == ActionKind::UseSkill))
                a.roll = b % 2 == 0 ? Roll::Success : Roll::Failure;
        }
        const std::string what = describeAction(s, a);
        if (std::string v = checker.step(s, a); !v.empty()) violated(s, npc, seed, step, what, v);
    }
    return 0;
}
