#pragma once
// The cost system (seed 001). A cost says whether it can be paid (without changing anything, and
// why not) and pays. Paying several is atomic: all are checked, against the state each earlier
// one would leave, before any is paid.
#include "state/context.h"

#include <string>

namespace parley {

// The cards picked for one cost; a cost picks at most kMaxPicks (the loader enforces it).
inline constexpr int kMaxPicks = 8;
struct Picks {
    std::array<Uid, kMaxPicks> uids{};
    std::uint8_t count = 0;
    void push_back(Uid u) {
        if (count < kMaxPicks) uids[count++] = u;
    }
    bool empty() const { return count == 0; }
    std::uint32_t size() const { return count; }
    const Uid* begin() const { return uids.data(); }
    const Uid* end() const { return uids.data() + count; }
};

struct CostContext {
    Controller payer = Controller::Player;
    Uid source = 0;        // the card or permanent whose action or ability needs the cost
    CardIndex sourceCard = 0;
    bool sourceOnTable = false; // an ability of a permanent: modifiers scoped to the table apply
    int x = 0;             // the X chosen, for X costs
    Picks picks;           // the cards chosen for a discard, reveal, sacrifice or tap cost
};

struct CostCheck {
    ErrorCode code = ErrorCode::None;
    std::string why;
    bool ok() const { return code == ErrorCode::None; }
};

// How much of the resource a cost takes now, after cost modifiers (weight, patience, X).
int costAmount(const State& s, const CostDef& cost, const CostContext& ctx);
// Never changes the state.
CostCheck canPay(const State& s, const CostDef& cost, const CostContext& ctx, Explain e = Explain::Yes);
// Assumes canPay() said yes.
void pay(Ctx& c, const CostDef& cost, const CostContext& ctx);

// Whether a cost needs cards picked, and from which.
bool needsPicks(const CostDef& cost);
SmallVec<Uid, 32> costCandidates(const State& s, const CostDef& cost, const CostContext& ctx);
// The largest X that `cost` (an X cost) could take now.
int maxPayableX(const State& s, const CostDef& cost);

using CostSet = SmallVec<CostDef, 6>;
using ContextSet = SmallVec<CostContext, 6>;

CostCheck canPayAll(const State& s, const CostSet& costs, const ContextSet& ctxs, Explain e = Explain::Yes);
// Pays every cost, or none (returning why not).
CostCheck payAll(Ctx& c, const CostSet& costs, const ContextSet& ctxs);

std::string describeCost(const Content& content, const CostDef& cost);

} // namespace parley
