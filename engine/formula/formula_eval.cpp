// Evaluating a compiled formula. Every intermediate value is kept within +-1,000,000,000 so that
// no content can overflow the evaluator: numbers in the text are at most that, variables are
// bounded when read, and the operators that can leave the range (+, -, *) are bounded after they
// run. The rest cannot leave it (a comparison is 0 or 1, floor division by a nonzero integer does
// not grow a value, min and max pick one of their arguments), so the result is the same as
// bounding after every operator.
#include "formula/formula.h"

namespace parley {

namespace {

constexpr std::int64_t kLimit = 1'000'000'000;

constexpr std::int64_t bounded(std::int64_t v) { return v > kLimit ? kLimit : v < -kLimit ? -kLimit : v; }

constexpr bool isBinary(Formula::Op op) {
    switch (op) {
    case Formula::Op::Add:
    case Formula::Op::Sub:
    case Formula::Op::Mul:
    case Formula::Op::Div:
    case Formula::Op::Eq:
    case Formula::Op::Ne:
    case Formula::Op::Lt:
    case Formula::Op::Le:
    case Formula::Op::Gt:
    case Formula::Op::Ge:
    case Formula::Op::And:
    case Formula::Op::Or: return true;
    default: return false;
    }
}

// `a op b` for a binary operator, bounded as the top of this file says, for the variable-against-
// a-number shape. The program's loop spells the same operators out in its own switch: calling this
// from there measured 0.5% more instructions per action (the two switches do not fold into one).
// tst_formula holds both to the program's meaning.
inline std::int64_t binary(Formula::Op op, std::int64_t a, std::int64_t b) {
    using Op = Formula::Op;
    switch (op) {
    case Op::Eq: return a == b;
    case Op::Ne: return a != b;
    case Op::Lt: return a < b;
    case Op::Le: return a <= b;
    case Op::Gt: return a > b;
    case Op::Ge: return a >= b;
    case Op::And: return a != 0 && b != 0;
    case Op::Or: return a != 0 || b != 0;
    case Op::Add: return bounded(a + b);
    case Op::Sub: return bounded(a - b);
    case Op::Mul: return bounded(a * b);
    case Op::Div: return floorDiv(a, b);
    default: return 0; // not binary: never asked
    }
}

} // namespace

void Formula::prepare() {
    steps_.clear();
    shape_ = Shape::Program;
    if (ops_.empty()) {
        shape_ = Shape::Empty;
        return;
    }
    if (ops_.size() == 1 && ops_[0].op == Op::Push) {
        shape_ = Shape::Constant;
        value_ = bounded(ops_[0].value);
        return;
    }
    if (ops_.size() == 1 && ops_[0].op == Op::Var) {
        shape_ = Shape::Variable;
        var_ = ops_[0].var;
        return;
    }
    steps_.reserve(ops_.size());
    for (std::size_t k = 0; k < ops_.size(); ++k) {
        const Instr& i = ops_[k];
        if (i.op == Op::Push || i.op == Op::Var) {
            const Source source = i.op == Op::Push ? Source::Number : Source::Variable;
            const std::int64_t value = i.op == Op::Push ? bounded(i.value) : 0;
            // A number or variable right before a binary operator is that operator's right side.
            if (k + 1 < ops_.size() && isBinary(ops_[k + 1].op)) {
                steps_.push_back({ops_[k + 1].op, source, 0, i.var, value});
                ++k;
            } else {
                steps_.push_back({Op::Push, source, 0, i.var, value});
            }
        } else {
            steps_.push_back({i.op, isBinary(i.op) ? Source::Stack : Source::None, i.argc, 0, 0});
        }
    }
    // A variable, then an operator with a number: "comfort >= 3".
    if (steps_.size() == 2 && steps_[0].op == Op::Push && steps_[0].source == Source::Variable &&
        steps_[1].source == Source::Number) {
        shape_ = Shape::VarOpNumber;
        var_ = steps_[0].var;
        op_ = steps_[1].op;
        value_ = steps_[1].value;
        steps_.clear();
    }
}

std::int64_t Formula::eval(const VarLookup& vars) const {
    switch (shape_) {
    case Shape::Empty: return 0;
    case Shape::Constant: return value_;
    case Shape::Variable: return bounded(vars.value(var_));
    case Shape::VarOpNumber: return binary(op_, bounded(vars.value(var_)), value_);
    case Shape::Program: break;
    }
    std::int64_t stack[kMaxDepth + 1];
    int sp = 0;
    for (const Step& i : steps_) {
        std::int64_t r = 0;
        switch (i.source) {
        case Source::None: break;
        case Source::Stack: r = stack[--sp]; break;
        case Source::Number: r = i.value; break;
        case Source::Variable: r = bounded(vars.value(i.var)); break;
        }
        switch (i.op) {
        case Op::Push:
        case Op::Var: stack[sp++] = r; break;
        case Op::Neg: stack[sp - 1] = -stack[sp - 1]; break;
        case Op::Not: stack[sp - 1] = stack[sp - 1] == 0; break;
        case Op::Eq: stack[sp - 1] = stack[sp - 1] == r; break;
        case Op::Ne: stack[sp - 1] = stack[sp - 1] != r; break;
        case Op::Lt: stack[sp - 1] = stack[sp - 1] < r; break;
        case Op::Le: stack[sp - 1] = stack[sp - 1] <= r; break;
        case Op::Gt: stack[sp - 1] = stack[sp - 1] > r; break;
        case Op::Ge: stack[sp - 1] = stack[sp - 1] >= r; break;
        case Op::And: stack[sp - 1] = stack[sp - 1] != 0 && r != 0; break;
        case Op::Or: stack[sp - 1] = stack[sp - 1] != 0 || r != 0; break;
        case Op::Add: stack[sp - 1] = bounded(stack[sp - 1] + r); break;
        case Op::Sub: stack[sp - 1] = bounded(stack[sp - 1] - r); break;
        case Op::Mul: stack[sp - 1] = bounded(stack[sp - 1] * r); break;
        case Op::Div: stack[sp - 1] = floorDiv(stack[sp - 1], r); break;
        case Op::Min:
        case Op::Max: {
            const int first = sp - i.argc;
            std::int64_t m = stack[first];
            for (int k = first + 1; k < sp; ++k)
                m = (i.op == Op::Min) ? (stack[k] < m ? stack[k] : m) : (stack[k] > m ? stack[k] : m);
            sp = first;
            stack[sp++] = m;
            break;
        }
        }
    }
    return sp > 0 ? stack[sp - 1] : 0;
}

} // namespace parley
