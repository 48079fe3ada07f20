#pragma once
// The small expression language of card values, ruleset formulas and conditions: integers,
// + - * / (floor division), parentheses, min(...), max(...), named variables, comparisons
// (== != < <= > >=) and and / or / not, where a true comparison is 1 and a false one 0. Text is compiled once, when
// content loads, into a flat postfix program; evaluation needs no allocation.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parley {

using VarId = std::uint16_t;

// The names a formula may use, mapped to the ids the evaluator understands.
class VarNames {
public:
    void add(std::string name, VarId id) { names_.emplace_back(std::move(name), id); }
    // A quoted word that stands for a number, such as "Trust" for a token type's index.
    void addLiteral(std::string word, int value) { literals_.emplace_back(std::move(word), value); }
    const int* literal(std::string_view word) const;
    const VarId* find(std::string_view name) const;
    std::string list() const; // "comfort, patience, ..." for error messages
    const std::vector<std::pair<std::string, VarId>>& all() const { return names_; }
    const std::vector<std::pair<std::string, int>>& literals() const { return literals_; }

private:
    std::vector<std::pair<std::string, VarId>> names_;
    std::vector<std::pair<std::string, int>> literals_;
};

// One problem of a formula's text. `message` ends with "at column N" (1-based, in the formula's
// own text); `name` is the unknown name itself for the kinds that have one, so that a caller may
// look for a known name close to it.
struct FormulaProblem {
    enum class Kind : std::uint8_t { Syntax, UnknownVariable, UnknownFunction, UnknownWord, Other };
    Kind kind = Kind::Other;
    std::size_t column = 0; // 0 when the problem is the whole formula (its length, its complexity)
    std::string message;
    std::string name;
};

// Supplies variable values while a formula evaluates.
class VarLookup {
public:
    virtual ~VarLookup() = default;
    virtual std::int64_t value(VarId id) const = 0;
};

class Formula {
public:
    Formula() = default;
    static Formula constant(std::int64_t v);

    // Compiles `text`. On failure returns false and adds every problem found to `problems`, in
    // the order of the text (after a syntax error only unknown names and numbers are looked for:
    // anything else would be an echo of it).
    static bool compile(std::string_view text, const VarNames& names, Formula& out,
                        std::vector<FormulaProblem>& problems);
    // The same with only the first problem's message.
    static bool compile(std::string_view text, const VarNames& names, Formula& out,
                        std::string& error);

    std::int64_t eval(const VarLookup& vars) const;
    const std::string& text() const { return text_; }
    bool isConstant() const;
    bool empty() const { return ops_.empty(); }
    bool usesVar(VarId id) const;
    // Whether every variable the formula reads passes `pred`.
    template <class Pred> bool readsOnly(Pred pred) const {
        for (const auto& i : ops_)
            if (i.op == Op::Var && !pred(i.var)) return false;
        return true;
    }

    enum class Op : std::uint8_t { Push, Var, Neg, Add, Sub, Mul, Div, Min, Max, Eq, Ne, Lt, Le, Gt, Ge, And, Or, Not };
    // The operands the formula's outermost `joiner` (Op::And or Op::Or) joins, each a formula of
    // its own: "a and b and c" gives a, b and c. A formula not joined at the top by `joiner` is
    // its only operand. Each operand evaluates as it does inside the whole.
    std::vector<Formula> operands(Op joiner) const;

    static constexpr int kMaxDepth = 32;
    static constexpr std::size_t kMaxLength = 1000; // characters of one formula's text

    struct Instr {
        Op op;
        std::uint8_t argc; // for Min/Max
        VarId var;
        std::int64_t value;
    };
    // The compiled postfix program, for tools that render a formula in words.
    const std::vector<Instr>& program() const { return ops_; }

private:
    // What eval runs (formula_eval.cpp): the program with each number or variable that is the
    // right operand of an operator folded into the operator, and whole formulas that are one
    // number or one variable answered without a loop, and so is a variable compared with or
    // combined with a number ("comfort >= 3"). A formula that is a sum of variables times numbers
    // ("base + 5 * tokens"), one such sum compared with another ("roll < chance"), or two such
    // comparisons joined by and / or, is answered as that sum, with the program kept for values
    // so large that the program's bounding could matter. Formulas are evaluated on every query.
    enum class Shape : std::uint8_t { Empty, Constant, Variable, VarOpNumber, Linear, Program };
    enum class Source : std::uint8_t { None, Stack, Number, Variable };
    struct Step {
        Op op;             // Push pushes the operand; binary operators take it as their right side
        Source source;     // where the right operand comes from
        std::uint8_t argc; // for Min/Max
        VarId var;
        std::int64_t value;
    };
    // c + k[0]*var[0] + ... over n variables: a sum, or (with a comparison) `sum cmp 0`.
    struct Sum {
        static constexpr int kTerms = 3;
        std::int64_t c = 0;
        std::int64_t k[kTerms] = {};
        VarId var[kTerms] = {};
        std::uint8_t n = 0;
        Op cmp = Op::Push; // Push: the sum is the value; a comparison: the sum compared with 0
    };
    void prepare();
    bool prepareLinear();
    std::int64_t evalProgram(const VarLookup& vars) const;
    bool sumValue(const Step*& at, const VarLookup& vars, std::int64_t& out) const;

    std::vector<Instr> ops_;
    std::vector<Step> steps_;
    Shape shape_ = Shape::Empty;
    Op op_ = Op::Push;       // Shape::VarOpNumber: var_ op_ value_; Shape::Linear: Push, And or Or
    VarId var_ = 0;          // Shape::Variable and VarOpNumber
    // Shape::Linear: where its sums start in steps_, after the program. Each is a step holding
    // the sum's comparison (op), its number of variables (argc) and its number (value), then a
    // step per variable: the variable and its factor.
    std::uint16_t sumsAt_ = 0;
    std::int64_t value_ = 0; // Shape::Constant and VarOpNumber; Shape::Linear: the largest safe |variable|
    std::string text_;
};

// Floor division, with division by zero defined as 0 so that a formula never traps at run time.
std::int64_t floorDiv(std::int64_t a, std::int64_t b);

} // namespace parley
