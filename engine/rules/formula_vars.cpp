#include "rules/formula_vars.h"

#include "modifiers/queries.h"

namespace parley {

std::int64_t FormulaVars::value(VarId id) const {
    switch (id) {
    case kVarComfort: return s_.comfort;
    case kVarPatience: return s_.patience;
    case kVarWeight: return availableWeight(s_);
    case kVarCapacity: return weightCapacity(s_);
    case kVarTurn: return s_.turn;
    case kVarHand: return s_.zone(Zone::Hand).size();
    case kVarDeck: return s_.zone(Zone::Deck).size();
    case kVarDiscard: return s_.zone(Zone::Discard).size();
    case kVarExhausted: return s_.zone(Zone::Exhausted).size();
    case kVarState: return s_.emotion;
    case kVarBase: return base_;
    case kVarTokens: return tokens_;
    default:
        if (id >= kVarTokenFirst && id < kVarTokenFirst + kMaxTokenTypes) return s_.tokens[id - kVarTokenFirst];
        return 0;
    }
}

int evalFormula(const Formula& f, const State& s) {
    FormulaVars vars(s);
    return static_cast<int>(f.eval(vars));
}

} // namespace parley
