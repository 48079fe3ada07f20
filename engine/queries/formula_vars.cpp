#include "queries/formula_vars.h"

#include "queries/card_view.h"
#include "queries/queries.h"

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
    case kVarX: return x_;
    case kVarAmount: return amount_;
    case kVarTable: return s_.zone(Zone::Table).size();
    case kVarCardWeight: return card_ ? card_->weight : 0;
    case kVarCardConnection:
        return !card_           ? -1
               : ownConnection_ ? card_->connectionType
                                : cardConnection(s_, card_->index);
    case kVarCardDepth: return card_ ? card_->depth : 0;
    case kVarCardFleeting: return card_ && card_->has(CardProperty::Fleeting);
    case kVarCardOpportunity: return card_ && card_->has(CardProperty::Opportunity);
    case kVarCardGoal: return card_ && card_->isGoal();
    case kVarCardPermanent: return card_ && card_->isPermanent();
    case kVarValue: return value_;
    case kVarRoll:
    case kVarChance:
        // The roll being judged: the innermost judge on the stack.
        for (std::uint32_t i = s_.tasks.size(); i-- > 0;)
            if (s_.tasks[i].kind == TaskKind::Judge)
                return id == kVarRoll ? s_.tasks[i].judge.roll : s_.tasks[i].judge.chance;
        return 0;
    default:
        if (id >= kVarMarkFirst) {
            const int m = (id - kVarMarkFirst) / 3, h = (id - kVarMarkFirst) % 3;
            const Uid holder = h == 0 ? kHolderPlayer : h == 1 ? kHolderNpc : self_;
            return holder ? s_.mark(holder, static_cast<std::uint8_t>(m)) : 0;
        }
        if (id >= kVarTokenFirst && id < kVarTokenFirst + kMaxTokenTypes) return s_.tokens[id - kVarTokenFirst];
        if (id >= kVarTokenTypeFirst && id < kVarMarkFirst) {
            // Token cards of one type on the table, such as "stone".
            const auto type = static_cast<std::uint16_t>(id - kVarTokenTypeFirst + 1);
            int n = 0;
            for (const CardInst& ci : s_.zone(Zone::Table)) n += s_.def(ci.card).tokenType == type;
            return n;
        }
        return 0;
    }
}

int evalFormula(const Formula& f, const State& s, int x, int amount, Uid self) {
    FormulaVars vars(s);
    vars.setFrame(x, amount, self);
    return static_cast<int>(f.eval(vars));
}

} // namespace parley
