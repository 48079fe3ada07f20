// Evaluating a compiled formula. Every intermediate value is kept within +-1,000,000,000 so that
// no content can overflow the evaluator: numbers in the text are at most that, variables are
// bounded when read, and the operators that can leave the range (+, -, *) are bounded after they
// run. The rest cannot leave it (a comparison is 0 or 1, floor division by a nonzero integer does
// not grow a value, min and max pick one of their arguments), so the result is the same as
// bounding after every operator.
#include "formula/formula.h"

#include <algorithm>

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

// What prepareLinear makes of a piece of the program: a sum of variables times numbers, a
// comparison of two sums (kept as their difference against 0), two comparisons joined by and / or,
// or something else.
template <class S> struct Piece {
    enum class Kind : std::uint8_t { Other, Sum, Test, Join } kind = Kind::Other;
    S first;  // Sum: the sum; Test and Join: the (first) comparison
    S second; // Join: the second comparison
    Formula::Op join = Formula::Op::Push;
};

// |c| + sum of |k|: bounds the sum's size for variables of size at most 1.
template <class S> std::int64_t weight(const S& s) {
    std::int64_t w = s.c < 0 ? -s.c : s.c;
    for (int i = 0; i < s.n; ++i) w += s.k[i] < 0 ? -s.k[i] : s.k[i];
    return w;
}

// a + sign * b, merging the terms of one variable; false when more variables than a sum holds.
template <class S> bool addSums(S& a, const S& b, std::int64_t sign) {
    a.c += sign * b.c;
    for (int j = 0; j < b.n; ++j) {
        int i = 0;
        while (i < a.n && a.var[i] != b.var[j]) ++i;
        if (i == a.n) {
            if (a.n == S::kTerms) return false;
            a.var[i] = b.var[j];
            a.k[i] = 0;
            ++a.n;
        }
        a.k[i] += sign * b.k[j];
    }
    // A variable that cancels out stays, with 0: it is still read, so that a value large enough
    // to be bounded on the way ("comfort < comfort + 1") still sends eval to the program.
    return true;
}

constexpr bool isComparison(Formula::Op op) {
    return op == Formula::Op::Eq || op == Formula::Op::Ne || op == Formula::Op::Lt ||
           op == Formula::Op::Le || op == Formula::Op::Gt || op == Formula::Op::Ge;
}

} // namespace

void Formula::prepare() {
    steps_.clear();
    sumsAt_ = 0;
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
        return;
    }
    if (prepareLinear()) shape_ = Shape::Linear;
}

// Reads the program as sums (see Shape::Linear). Every piece of the program that is a sum is a
// value the program computes along the way; `largest` is the largest weight among them. While no
// variable is larger than 10^9 / largest, none of those values can reach the bound of 10^9, so
// the program never bounds anything and the sum is exactly what it computes. value_ keeps that
// limit; eval runs the program for larger variables.
bool Formula::prepareLinear() {
    using P = Piece<Sum>;
    P stack[kMaxDepth + 1];
    int sp = 0;
    std::int64_t largest = 1;
    auto isSum = [&](const P& p) {
        if (p.kind != P::Kind::Sum) return false;
        const std::int64_t w = weight(p.first);
        if (w > kLimit) return false;
        largest = std::max(largest, w);
        return true;
    };
    for (const Instr& i : ops_) {
        if (i.op == Op::Push || i.op == Op::Var) {
            P p;
            p.kind = P::Kind::Sum;
            if (i.op == Op::Push) p.first.c = bounded(i.value);
            else {
                p.first.n = 1;
                p.first.var[0] = i.var;
                p.first.k[0] = 1;
            }
            if (!isSum(p)) return false;
            stack[sp++] = p;
            continue;
        }
        if (i.op == Op::Neg) {
            P& p = stack[sp - 1];
            if (p.kind != P::Kind::Sum) return false;
            p.first.c = -p.first.c;
            for (int t = 0; t < p.first.n; ++t) p.first.k[t] = -p.first.k[t];
            continue;
        }
        if (!isBinary(i.op)) return false; // not, min, max
        P b = stack[--sp];
        P& a = stack[sp - 1];
        if (i.op == Op::Add || i.op == Op::Sub) {
            if (a.kind != P::Kind::Sum || b.kind != P::Kind::Sum ||
                !addSums(a.first, b.first, i.op == Op::Add ? 1 : -1) || !isSum(a))
                return false;
        } else if (i.op == Op::Mul) {
            if (a.kind != P::Kind::Sum || b.kind != P::Kind::Sum) return false;
            if (a.first.n > 0 && b.first.n > 0) return false; // a variable times a variable
            const Sum& by = a.first.n == 0 ? a.first : b.first;
            Sum product = a.first.n == 0 ? b.first : a.first;
            const std::int64_t m = by.c; // both at most 10^9: the products fit
            // Times 0 the value is 0 whatever the variables, bounded or not: none is read. Otherwise
            // every variable stays, even one that cancelled out ("(comfort + 1 - comfort) * 2"): the
            // bounding on its way may still matter.
            product.c *= m;
            if (m == 0) product.n = 0;
            for (int t = 0; t < product.n; ++t) product.k[t] *= m;
            a.first = product;
            if (!isSum(a)) return false;
        } else if (isComparison(i.op)) {
            // a cmp b is (a - b) cmp 0: exact, as both sides are within the bound.
            if (a.kind != P::Kind::Sum || b.kind != P::Kind::Sum || !addSums(a.first, b.first, -1))
                return false;
            a.first.cmp = i.op;
            a.kind = P::Kind::Test;
        } else if (i.op == Op::And || i.op == Op::Or) {
            if (a.kind != P::Kind::Test || b.kind != P::Kind::Test) return false;
            a.second = b.first;
            a.join = i.op;
            a.kind = P::Kind::Join;
        } else {
            return false; // division
        }
    }
    if (sp != 1 || stack[0].kind == P::Kind::Other) return false;
    sumsAt_ = static_cast<std::uint16_t>(steps_.size());
    auto store = [&](const Sum& sum) {
        steps_.push_back({sum.cmp, Source::None, sum.n, 0, sum.c});
        for (int t = 0; t < sum.n; ++t) steps_.push_back({Op::Var, Source::Variable, 0, sum.var[t], sum.k[t]});
    };
    store(stack[0].first);
    if (stack[0].kind == P::Kind::Join) store(stack[0].second);
    op_ = stack[0].kind == P::Kind::Join ? stack[0].join : Op::Push;
    value_ = kLimit / largest;
    return true;
}

// The sum that starts at `at` (see sumsAt_) into `out`, and `at` moved past it; false when a
// variable is beyond `limit` (see prepareLinear).
bool Formula::sumValue(const Step*& at, const VarLookup& vars, std::int64_t& out) const {
    const Step* sum = at;
    at += sum->argc + 1;
    std::int64_t v = sum->value;
    for (const Step* t = sum + 1; t != at; ++t) {
        const std::int64_t x = vars.value(t->var);
        if (x > value_ || x < -value_) return false;
        v += t->value * x;
    }
    out = sum->op == Op::Push ? v : binary(sum->op, v, 0);
    return true;
}

std::int64_t Formula::eval(const VarLookup& vars) const {
    switch (shape_) {
    case Shape::Empty: return 0;
    case Shape::Constant: return value_;
    case Shape::Variable: return bounded(vars.value(var_));
    case Shape::VarOpNumber: return binary(op_, bounded(vars.value(var_)), value_);
    case Shape::Linear: {
        const Step* at = steps_.data() + sumsAt_;
        std::int64_t first = 0, second = 0;
        if (!sumValue(at, vars, first)) break;
        if (op_ == Op::Push) return first;
        // and / or: the second comparison only when the first does not decide.
        if ((op_ == Op::And) == (first == 0)) return first != 0;
        if (!sumValue(at, vars, second)) break;
        return second != 0;
    }
    case Shape::Program: break;
    }
    return evalProgram(vars);
}

std::int64_t Formula::evalProgram(const VarLookup& vars) const {
    std::int64_t stack[kMaxDepth + 1];
    int sp = 0;
    const Step* end = steps_.data() + (shape_ == Shape::Linear ? sumsAt_ : steps_.size());
    for (const Step* at = steps_.data(); at != end; ++at) {
        const Step& i = *at;
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
