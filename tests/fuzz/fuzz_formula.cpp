// fuzz_formula: the formula compiler and evaluator.
//
// The input up to its first NUL byte is the formula's text, compiled with the names a skill's
// condition may use in the built-in pack (the widest set: state variables, tokens, token types,
// marks, card.*, value, roll, chance, the quoted token names), plus the success formula's base and
// tokens. The bytes after the NUL give the variables' values, eight bytes each (little-endian), in
// the order the formula first reads them; a variable without bytes gets one of a table of extreme
// values chosen by its id. Every formula that compiles is evaluated with those values, with all
// variables at each extreme, and recompiled from its own text(), which must give the same result;
// the operands of its outermost and / or must join back into its value.
#include "content/content.h"
#include "content/loader.h"
#include "formula/formula.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>

using namespace parley;

namespace {

constexpr std::int64_t kExtremes[] = {
    0, 1, -1, 2, 100, -100, 1'000'000'000, -1'000'000'000,
    std::numeric_limits<std::int32_t>::max(), std::numeric_limits<std::int32_t>::min(),
    std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min(),
    std::numeric_limits<std::int64_t>::max() - 1, std::numeric_limits<std::int64_t>::min() + 1,
};

const VarNames& names() {
    static const VarNames v = [] {
        std::shared_ptr<const Content> builtin = builtinContent();
        if (!builtin) {
            std::fprintf(stderr, "fuzz_formula: the built-in pack did not load\n");
            std::abort();
        }
        VarNames n = skillConditionVars(*builtin);
        n.add("base", kVarBase);
        n.add("tokens", kVarTokens);
        return n;
    }();
    return v;
}

// Values from the input's tail for the variables in the order first read; extremes after that.
class FuzzVars final : public VarLookup {
public:
    FuzzVars(const std::uint8_t* bytes, std::size_t size) : bytes_(bytes), size_(size) {}
    std::int64_t value(VarId id) const override {
        for (int i = 0; i < used_; ++i)
            if (ids_[i] == id) return values_[i];
        std::int64_t v;
        const std::size_t at = static_cast<std::size_t>(used_) * 8;
        if (at + 8 <= size_) {
            std::uint64_t u = 0;
            for (int b = 7; b >= 0; --b) u = (u << 8) | bytes_[at + static_cast<std::size_t>(b)];
            v = static_cast<std::int64_t>(u);
        } else {
            v = kExtremes[(id * 7u + static_cast<unsigned>(used_)) % std::size(kExtremes)];
        }
        if (used_ < kSlots) {
            ids_[used_] = id;
            values_[used_] = v;
            ++used_;
        }
        return v;
    }

private:
    static constexpr int kSlots = 64;
    const std::uint8_t* bytes_;
    std::size_t size_;
    mutable int used_ = 0;
    mutable VarId ids_[kSlots]{};
    mutable std::int64_t values_[kSlots]{};
};

class ConstVars final : public VarLookup {
public:
    explicit ConstVars(std::int64_t v) : v_(v) {}
    std::int64_t value(VarId) const override { return v_; }

private:
    std::int64_t v_;
};

[[noreturn]] void fail(const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_formula: %s: '%.*s'\n", what, static_cast<int>(text.size()), text.data());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    names();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto* nul = static_cast<const std::uint8_t*>(std::memchr(data, 0, size));
    const std::size_t textSize = nul ? static_cast<std::size_t>(nul - data) : size;
    const std::string_view text(reinterpret_cast<const char*>(data), textSize);
    const std::uint8_t* tail = nul ? nul + 1 : data + size;
    const std::size_t tailSize = static_cast<std::size_t>(data + size - tail);

    Formula f;
    std::string error;
    if (!Formula::compile(text, names(), f, error)) {
        if (error.empty()) fail("compile failed without a message", text);
        return 0;
    }
    if (!error.empty()) fail("compile succeeded with a message", text);

    const std::int64_t r = f.eval(FuzzVars(tail, tailSize));
    std::int64_t first = 0;
    for (std::size_t k = 0; k < std::size(kExtremes); ++k) {
        const std::int64_t v = f.eval(ConstVars(kExtremes[k]));
        if (k == 0) first = v;
        else if (f.isConstant() && v != first) fail("a constant formula depends on the variables", text);
    }

    Formula again;
    if (!Formula::compile(f.text(), names(), again, error)) fail("a formula's own text() does not compile", text);
    if (again.eval(FuzzVars(tail, tailSize)) != r) fail("recompiling the text gives another value", text);

    // The operands of its outermost and / or join back into its value (content decides conditions
    // for each card from them).
    for (const Formula::Op joiner : {Formula::Op::And, Formula::Op::Or}) {
        const auto parts = f.operands(joiner);
        if (parts.empty() != f.empty()) fail("a formula's operands are missing", text);
        if (parts.size() <= 1) continue;
        for (std::size_t k = 0; k < std::size(kExtremes); k += 3) {
            const ConstVars vars(kExtremes[k]);
            bool all = true, any = false;
            for (const Formula& p : parts) {
                const bool holds = p.eval(vars) != 0;
                all = all && holds;
                any = any || holds;
            }
            if (f.eval(vars) != ((joiner == Formula::Op::And ? all : any) ? 1 : 0))
                fail("the operands of and / or do not join into the formula's value", text);
        }
    }
    return 0;
}
