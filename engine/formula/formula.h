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

    static constexpr int kMaxDepth = 32;
    static constexpr std::size_t kMaxLength = 1000; // characters of one formula's text

    enum class Op : std::uint8_t { Push, Var, Neg, Add, Sub, Mul, Div, Min, Max, Eq, Ne, Lt, Le, Gt, Ge, And, Or, Not };
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
    // combined with a number ("comfort >= 3"). Most formulas are one of these shapes or a few
    // steps ("base + 5 * tokens"), and they are evaluated on every query.
    enum class Shape : std::uint8_t { Empty, Constant, Variable, VarOpNumber, Program };
    enum class Source : std::uint8_t { None, Stack, Number, Variable };
    struct Step {
        Op op;             // Push pushes the operand; binary operators take it as their right side
        Source source;     // where the right operand comes from
        std::uint8_t argc; // for Min/Max
        VarId var;
        std::int64_t value;
    };
    void prepare();

    std::vector<Instr> ops_;
    std::vector<Step> steps_;
    Shape shape_ = Shape::Empty;
    Op op_ = Op::Push;       // Shape::VarOpNumber: var_ op_ value_
    VarId var_ = 0;          // Shape::Variable and VarOpNumber
    std::int64_t value_ = 0; // Shape::Constant and VarOpNumber
    std::string text_;
};

// Floor division, with division by zero defined as 0 so that a formula never traps at run time.
std::int64_t floorDiv(std::int64_t a, std::int64_t b);

} // namespace parley
