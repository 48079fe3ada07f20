#pragma once
// Binds formula variables to a live State.
#include "formula/formula.h"
#include "state/state.h"

namespace parley {

class FormulaVars final : public VarLookup {
public:
    explicit FormulaVars(const State& s) : s_(s) {}
    void setSuccessInputs(int base, int tokens) {
        base_ = base;
        tokens_ = tokens;
    }
    // The card a modifier condition is about (card.* variables).
    void setCard(const CardDef* card) { card_ = card; }
    // card.connectionType reads the card's own type, not the one a filter skill gives it (for the
    // filters' own conditions).
    void setOwnConnection(bool own) { ownConnection_ = own; }
    void setValue(int v) { value_ = v; }
    // The resolution's X and chosen amount.
    void setFrame(int x, int amount, Uid self = 0) {
        x_ = x;
        amount_ = amount;
        self_ = self;
    }
    std::int64_t value(VarId id) const override;

private:
    const State& s_;
    int base_ = 0;
    int tokens_ = 0;
    const CardDef* card_ = nullptr;
    bool ownConnection_ = false;
    int value_ = 0;
    int x_ = 0;
    int amount_ = 0;
    Uid self_ = 0; // the card instance whose effect this is (self.<mark>)
};

// Evaluates a card formula against the state.
int evalFormula(const Formula& f, const State& s, int x = 0, int amount = 0, Uid self = 0);

} // namespace parley
