#include "costs/cost.h"
#include "skills/skills.h"

#include "changes/mutate.h"
#include "changes/zones.h"
#include "queries/queries.h"

namespace parley {

namespace {

// A refusal; its sentence is built only when it is wanted (see Explain).
template <class Why> CostCheck fail(Explain e, ErrorCode code, Why&& why) {
    CostCheck c;
    c.code = code;
    if (e == Explain::Yes) c.why = why();
    return c;
}

// One token type's amount of a token cost after modifiers; the card paying matters, as for weight.
int tokenCostOf(const State& s, int amount, const CostContext& ctx) {
    return applyModifiers(s, ModTarget::TokenCost, amount, nullptr,
                          ctx.source ? ctx.sourceCard : -1, ctx.sourceOnTable);
}

std::string cardName(const State& s, Uid uid) {
    const CardInst* ci = findCard(s, uid);
    return ci ? "'" + s.def(ci->card).name.text + "'" : "card #" + std::to_string(uid);
}

// Seed 001's checks for using a permanent: it exists on the table, and it is yours.
CostCheck checkPermanent(const State& s, Uid uid, Controller payer, Explain e) {
    Zone z;
    const CardInst* ci = findCard(s, uid, &z);
    if (!ci || z != Zone::Table)
        return fail(e, ErrorCode::PermanentNotFound,
                    [&] { return cardName(s, uid) + " is not on the table"; });
    if (ci->has(CardFlag::NpcControlled) != (payer == Controller::Npc))
        return fail(e, ErrorCode::PermanentNotControlled,
                    [&] { return cardName(s, uid) + " is not yours"; });
    return {};
}

int xResourceAvailable(const State& s, int resource) {
    if (resource == 0) return availableWeight(s);
    if (resource == 1) return s.patience;
    return s.tokens[resource - 2];
}

} // namespace

bool needsPicks(const CostDef& cost) {
    return cost.kind == CostKind::Reveal || cost.kind == CostKind::Discard || cost.kind == CostKind::Sacrifice ||
           cost.kind == CostKind::Tap;
}

namespace {
// A hand card played along with a multi-card view-as (see spendViewAsCards).
bool playedAlong(const State& s, Uid uid) {
    for (const Converted& v : s.converted)
        if (v.spent && v.uid == uid) return true;
    return false;
}
} // namespace

SmallVec<Uid, 32> costCandidates(const State& s, const CostDef& cost, const CostContext& ctx) {
    SmallVec<Uid, 32> out;
    const Zone from = cost.kind == CostKind::Sacrifice || cost.kind == CostKind::Tap ? Zone::Table : Zone::Hand;
    const bool prohibits = s.hasSkillType(SkillType::Prohibit);
    for (const CardInst& ci : s.zone(from)) {
        if (prohibits && prohibitedBy(s, SkillAction::Choose, ci.card)) continue;
        if (ci.uid == ctx.source) continue; // "another": the source pays with its self costs
        if (!s.converted.empty() && playedAlong(s, ci.uid))
            continue; // already given to a multi-card view-as
        if (from == Zone::Table && ci.has(CardFlag::NpcControlled) != (ctx.payer == Controller::Npc)) continue;
        if (cost.kind == CostKind::Tap && ci.has(CardFlag::Tapped)) continue;
        if (cost.kind == CostKind::Reveal && ci.has(CardFlag::Revealed)) continue;
        if (cardMatches(s, ci.card, cost.filter)) out.push_back(ci.uid);
    }
    return out;
}

int costAmount(const State& s, const CostDef& cost, const CostContext& ctx) {
    switch (cost.kind) {
    // The card paying matters: modifiers about cards in hand (a filter skill's weight) apply to it.
    case CostKind::Weight:
        return std::max(0, applyModifiers(s, ModTarget::WeightCost, cost.amount, nullptr,
                                          ctx.source ? ctx.sourceCard : -1, ctx.sourceOnTable));
    case CostKind::X: return ctx.x;
    default: return cost.amount;
    }
}

int maxPayableX(const State& s, const CostDef& cost) {
    return std::min(cost.xMax, xResourceAvailable(s, cost.xResource));
}

CostCheck canPay(const State& s, const CostDef& cost, const CostContext& ctx, Explain e) {
    switch (cost.kind) {
    case CostKind::Weight: {
        const int need = costAmount(s, cost, ctx), have = availableWeight(s);
        if (need > have)
            return fail(e, ErrorCode::InsufficientWeight, [&] {
                return std::to_string(need) + " weight is needed; " + std::to_string(have) +
                       " is available";
            });
        return {};
    }
    case CostKind::Patience:
        if (cost.amount > s.patience)
            return fail(e, ErrorCode::CostUnpayable, [&] {
                return std::to_string(cost.amount) + " patience is needed; " +
                       std::to_string(s.patience) + " is left";
            });
        return {};
    case CostKind::Tokens: {
        const Ruleset& r = s.rules();
        for (std::size_t t = 0; t < r.tokens.size(); ++t) {
            const int need = std::max(0, tokenCostOf(s, cost.tokens[t], ctx));
            if (cost.tokens[t] > 0 && need > s.tokens[t])
                return fail(e, ErrorCode::InsufficientTokens, [&] {
                    return std::to_string(need) + " " + r.tokens[t] + " needed; " +
                           std::to_string(s.tokens[t]) + " held";
                });
        }
        return {};
    }
    case CostKind::TapSelf: {
        if (CostCheck c = checkPermanent(s, ctx.source, ctx.payer, e); !c.ok()) return c;
        if (findCard(s, ctx.source)->has(CardFlag::Tapped))
            return fail(e, ErrorCode::PermanentAlreadyTapped,
                        [&] { return cardName(s, ctx.source) + " is already tapped"; });
        return {};
    }
    case CostKind::SacrificeSelf:
        return checkPermanent(s, ctx.source, ctx.payer, e);
    case CostKind::RevealSelf: {
        Zone z;
        if (!findCard(s, ctx.source, &z) || z != Zone::Hand)
            return fail(e, ErrorCode::CostUnpayable, [&] {
                return cardName(s, ctx.source) + " can only be revealed from the hand";
            });
        return {};
    }
    case CostKind::Reveal:
    case CostKind::Discard:
    case CostKind::Sacrifice:
    case CostKind::Tap: {
        const auto cands = costCandidates(s, cost, ctx);
        if (ctx.picks.empty()) {
            if (static_cast<int>(cands.size()) < cost.amount)
                return fail(e, ErrorCode::CostUnpayable, [&] {
                    return "needs " + std::to_string(cost.amount) + " matching card(s) to " +
                           std::string(name(cost.kind)) + "; " + std::to_string(cands.size()) +
                           " available";
                });
            return {};
        }
        if (static_cast<int>(ctx.picks.size()) != cost.amount)
            return fail(e, ErrorCode::InvalidChoice,
                        [&] { return "pick " + std::to_string(cost.amount) + " card(s)"; });
        for (Uid u : ctx.picks) {
            if (std::find(cands.begin(), cands.end(), u) == cands.end()) {
                if (cost.kind == CostKind::Tap)
                    if (const CardInst* ci = findCard(s, u); ci && ci->has(CardFlag::Tapped))
                        return fail(e, ErrorCode::PermanentAlreadyTapped,
                                    [&] { return cardName(s, u) + " is already tapped"; });
                if (cost.kind == CostKind::Sacrifice || cost.kind == CostKind::Tap)
                    if (CostCheck c = checkPermanent(s, u, ctx.payer, e); !c.ok()) return c;
                return fail(e, ErrorCode::InvalidChoice,
                            [&] { return cardName(s, u) + " cannot pay this cost"; });
            }
        }
        return {};
    }
    case CostKind::X: {
        if (ctx.x < cost.xMin || ctx.x > cost.xMax)
            return fail(e, ErrorCode::InvalidChoice, [&] {
                return "X must be from " + std::to_string(cost.xMin) + " to " +
                       std::to_string(cost.xMax);
            });
        const int have = xResourceAvailable(s, cost.xResource);
        if (ctx.x > have)
            return fail(e,
                        cost.xResource == 0   ? ErrorCode::InsufficientWeight
                        : cost.xResource == 1 ? ErrorCode::CostUnpayable
                                              : ErrorCode::InsufficientTokens,
                        [&] {
                            return "X = " + std::to_string(ctx.x) + " but only " +
                                   std::to_string(have) + " is available";
                        });
        return {};
    }
    }
    return {};
}

void pay(Ctx& c, const CostDef& cost, const CostContext& ctx) {
    State& s = c.s;
    const int amount = costAmount(s, cost, ctx);
    // Take the cards before paying: a sacrifice may fire triggers that move others.
    SmallVec<Uid, 32> picks;
    if (needsPicks(cost)) {
        if (!ctx.picks.empty()) {
            for (Uid u : ctx.picks) picks.push_back(u);
        } else {
            const auto cands = costCandidates(s, cost, ctx);
            for (int i = 0; i < cost.amount && i < static_cast<int>(cands.size()); ++i) picks.push_back(cands[i]);
        }
    }
    c.emit(ev::CostPaid{cost.kind, cost.kind == CostKind::Tokens ? 0 : needsPicks(cost) ? static_cast<int>(picks.size()) : amount});
    switch (cost.kind) {
    case CostKind::Weight: setWeight(c, availableWeight(s) - amount); break;
    case CostKind::Patience: setPatience(c, s.patience - amount); break;
    case CostKind::Tokens:
        for (std::size_t t = 0; t < s.rules().tokens.size(); ++t)
            if (cost.tokens[t] > 0)
                changeTokens(c, static_cast<int>(t),
                             -std::max(0, tokenCostOf(s, cost.tokens[t], ctx)));
        break;
    case CostKind::TapSelf: tapCard(c, ctx.source); break;
    case CostKind::SacrificeSelf: moveCard(c, ctx.source, Zone::Discard); break;
    case CostKind::RevealSelf: revealCard(c, ctx.source); break;
    case CostKind::Reveal:
        for (Uid u : picks) revealCard(c, u);
        break;
    case CostKind::Discard:
        for (Uid u : picks) {
            if (const CardInst* ci = findCard(s, u)) c.emit(ev::CardDiscarded{u, ci->card});
            moveCard(c, u, Zone::Discard);
        }
        break;
    case CostKind::Sacrifice:
        for (Uid u : picks) moveCard(c, u, Zone::Discard);
        break;
    case CostKind::Tap:
        for (Uid u : picks) tapCard(c, u);
        break;
    case CostKind::X:
        if (cost.xResource == 0) setWeight(c, availableWeight(s) - ctx.x);
        else if (cost.xResource == 1) setPatience(c, s.patience - ctx.x);
        else changeTokens(c, cost.xResource - 2, -ctx.x);
        break;
    }
}

namespace {
// Which resource a cost draws on; costs on different resources cannot affect each other.
int resourceOf(const CostDef& c) {
    switch (c.kind) {
    case CostKind::Weight: return 0;
    case CostKind::Patience: return 1;
    case CostKind::Tokens: return 2;
    case CostKind::X: return c.xResource == 0 ? 0 : c.xResource == 1 ? 1 : 2;
    case CostKind::Reveal:
    case CostKind::Discard:
    case CostKind::RevealSelf: return 3; // the hand
    default: return 4;                   // the table
    }
}
} // namespace

CostCheck canPayAll(const State& s, const CostSet& costs, const ContextSet& ctxs, Explain e) {
    bool independent = true;
    for (std::uint32_t i = 0; i < costs.size() && independent; ++i)
        for (std::uint32_t k = i + 1; k < costs.size(); ++k)
            if (resourceOf(costs[i]) == resourceOf(costs[k])) independent = false;
    if (independent) {
        // Costs on different resources are judged one by one against the state as it is.
        for (std::uint32_t i = 0; i < costs.size(); ++i)
            if (CostCheck c = canPay(s, costs[i], ctxs[i], e); !c.ok()) return c;
        return {};
    }
    // Otherwise each cost is checked against the state the earlier payments would leave (two
    // weight costs, two picks from the hand): a scratch copy, so nothing leaks.
    State scratch = s;
    Ctx sc{scratch, nullptr};
    for (std::uint32_t i = 0; i < costs.size(); ++i) {
        if (CostCheck c = canPay(scratch, costs[i], ctxs[i], e); !c.ok()) return c;
        pay(sc, costs[i], ctxs[i]);
    }
    return {};
}

CostCheck payAll(Ctx& c, const CostSet& costs, const ContextSet& ctxs) {
    if (CostCheck check = canPayAll(c.s, costs, ctxs); !check.ok()) return check;
    for (std::uint32_t i = 0; i < costs.size(); ++i) pay(c, costs[i], ctxs[i]);
    return {};
}

std::string describeCost(const Content& content, const CostDef& cost) {
    auto what = [&] {
        if (cost.filter.card >= 0) return content.cards[cost.filter.card].name.text;
        if (cost.filter.tokenType) return content.tokenTypes[cost.filter.tokenType - 1];
        return std::string("card");
    };
    switch (cost.kind) {
    case CostKind::Weight: return std::to_string(cost.amount) + " weight";
    case CostKind::Patience: return std::to_string(cost.amount) + " patience";
    case CostKind::Tokens: {
        std::string out;
        for (std::size_t t = 0; t < content.ruleset.tokens.size(); ++t)
            if (cost.tokens[t] > 0)
                out += (out.empty() ? "" : " + ") + std::to_string(cost.tokens[t]) + " " + content.ruleset.tokens[t];
        return out;
    }
    case CostKind::TapSelf: return "tap this";
    case CostKind::SacrificeSelf: return "sacrifice this";
    case CostKind::RevealSelf: return "reveal this";
    case CostKind::Reveal: return "reveal " + std::to_string(cost.amount) + " " + what();
    case CostKind::Discard: return "discard " + std::to_string(cost.amount) + " " + what();
    case CostKind::Sacrifice: return "sacrifice " + std::to_string(cost.amount) + " " + what();
    case CostKind::Tap: return "tap " + std::to_string(cost.amount) + " " + what();
    case CostKind::X: {
        static const char* res[] = {"weight", "patience"};
        return "X " + (cost.xResource < 2 ? std::string(res[cost.xResource]) : content.ruleset.tokens[cost.xResource - 2]) +
               " (" + std::to_string(cost.xMin) + "-" + std::to_string(cost.xMax) + ")";
    }
    }
    return {};
}

} // namespace parley
