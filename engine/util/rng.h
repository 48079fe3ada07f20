#pragma once
// The game's random source. It lives inside State, so a conversation replays exactly from its
// seed and action list, and a cloned state continues with the same future.
#include <cstdint>

namespace parley {

// xoshiro128** style generator seeded with splitmix64: small state, fast, good enough for play.
class Rng {
public:
    Rng() { seed(1); }
    explicit Rng(std::uint64_t s) { seed(s); }

    void seed(std::uint64_t s) {
        for (auto& w : s_) {
            s += 0x9E3779B97F4A7C15ULL;
            std::uint64_t z = s;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            w = static_cast<std::uint32_t>(z ^ (z >> 31));
        }
        if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
    }

    // Always inline: a draw is a dozen instructions, and the shuffles, the judge and the random
    // policy call it in their loops (out of line, the call cost as much as the draw).
    [[gnu::always_inline]] std::uint32_t next() {
        const std::uint32_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint32_t t = s_[1] << 9;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 11);
        return result;
    }

    // Uniform in [0, bound) without modulo bias (Lemire's method).
    [[gnu::always_inline]] std::uint32_t below(std::uint32_t bound) {
        if (bound <= 1) return 0;
        std::uint64_t m = std::uint64_t(next()) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(next()) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    const std::uint32_t* words() const { return s_; }
    void setWords(const std::uint32_t w[4]) {
        for (int i = 0; i < 4; ++i) s_[i] = w[i];
    }

    friend bool operator==(const Rng& a, const Rng& b) {
        return a.s_[0] == b.s_[0] && a.s_[1] == b.s_[1] && a.s_[2] == b.s_[2] &&
               a.s_[3] == b.s_[3];
    }

private:
    static std::uint32_t rotl(std::uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
    std::uint32_t s_[4];
};

} // namespace parley
