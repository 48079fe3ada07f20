#include "formula/formula.h"

#include <cctype>

namespace parley {

const VarId* VarNames::find(std::string_view name) const {
    for (const auto& [n, id] : names_)
        if (n == name) return &id;
    return nullptr;
}

const int* VarNames::literal(std::string_view word) const {
    for (const auto& [w, v] : literals_)
        if (w == word) return &v;
    return nullptr;
}

std::string VarNames::list() const {
    std::string out;
    for (const auto& [n, id] : names_) {
        if (!out.empty()) out += ", ";
        out += n;
    }
    return out;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    if (b == 0) return 0;
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

namespace {

// Recursive-descent parser emitting postfix code. Columns in messages are 1-based.
//
// Every problem is collected, not only the first, so that a designer fixes a formula in one go.
// A name, number or argument count that is wrong leaves the shape of the formula intact: it is
// recorded, a stand-in takes its place and parsing goes on. A syntax error leaves no shape to go on
// with (every later message would be an echo of it), so parsing stops there; the rest of the
// text is still looked through for unknown names, which need no shape to be found.
class Parser {
public:
    Parser(std::string_view text, const VarNames& names, std::vector<Formula::Instr>& out,
           std::vector<FormulaProblem>& problems)
        : text_(text), names_(names), out_(out), problems_(problems) {}

    void run() {
        skipSpace();
        if (pos_ >= text_.size()) {
            syntax("the formula is empty");
            return;
        }
        if (!expr()) return scanRest();
        skipSpace();
        if (pos_ < text_.size()) {
            syntax("unexpected '" + std::string(1, text_[pos_]) + "'");
            scanRest();
        }
    }

private:
    using Kind = FormulaProblem::Kind;
    // What stands in for a name or number that is wrong, so that parsing goes on. Not 0, which
    // would add "division by zero" to "unknown variable" in "comfort / comfrt".
    static constexpr std::int64_t kStandIn = 1;

    void problem(Kind kind, std::size_t at, const std::string& what, std::string_view name = {}) {
        problems_.push_back(
            {kind, at + 1, what + " at column " + std::to_string(at + 1), std::string(name)});
    }
    // A syntax error at the current position: the caller stops.
    bool syntax(const std::string& what) {
        problem(Kind::Syntax, pos_, what);
        return false;
    }
    void skipSpace() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])))
            ++pos_;
    }
    bool depthOk() {
        if (++depth_ > Formula::kMaxDepth) return syntax("the formula nests too deeply");
        return true;
    }
    void emit(Formula::Op op, std::int64_t v = 0, VarId var = 0, std::uint8_t argc = 0) {
        out_.push_back({op, argc, var, v});
    }
    static bool nameChar(char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    }

    // Conditions: or / and / not over comparisons; booleans are 1 and 0.
    bool expr() {
        if (!conjunction()) return false;
        while (keyword("or") || symbol("||")) {
            if (!conjunction()) return false;
            emit(Formula::Op::Or);
        }
        return true;
    }
    bool conjunction() {
        if (!negation()) return false;
        while (keyword("and") || symbol("&&")) {
            if (!negation()) return false;
            emit(Formula::Op::And);
        }
        return true;
    }
    bool negation() {
        if (keyword("not") || (peekNot() && symbol("!"))) {
            if (!depthOk() || !negation()) return false;
            --depth_;
            emit(Formula::Op::Not);
            return true;
        }
        return comparison();
    }
    bool comparison() {
        if (!sum()) return false;
        static const std::pair<const char*, Formula::Op> ops[] = {
            {"==", Formula::Op::Eq}, {"!=", Formula::Op::Ne}, {"<=", Formula::Op::Le},
            {">=", Formula::Op::Ge}, {"<", Formula::Op::Lt},  {">", Formula::Op::Gt}};
        for (const auto& [text, op] : ops) {
            if (symbol(text)) {
                if (!sum()) return false;
                emit(op);
                return true;
            }
        }
        return true;
    }
    // "!" alone is negation; "!=" is a comparison.
    bool peekNot() {
        skipSpace();
        return pos_ < text_.size() && text_[pos_] == '!' && (pos_ + 1 >= text_.size() || text_[pos_ + 1] != '=');
    }
    bool symbol(std::string_view sym) {
        skipSpace();
        if (text_.substr(pos_, sym.size()) != sym) return false;
        pos_ += sym.size();
        return true;
    }
    bool keyword(std::string_view word) {
        skipSpace();
        if (text_.substr(pos_, word.size()) != word) return false;
        const std::size_t end = pos_ + word.size();
        if (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) || text_[end] == '_')) return false;
        pos_ = end;
        return true;
    }

    bool sum() {
        if (!term()) return false;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || (text_[pos_] != '+' && text_[pos_] != '-')) return true;
            const char op = text_[pos_++];
            if (!term()) return false;
            emit(op == '+' ? Formula::Op::Add : Formula::Op::Sub);
        }
    }
    bool term() {
        if (!unary()) return false;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || (text_[pos_] != '*' && text_[pos_] != '/')) return true;
            const char op = text_[pos_++];
            const std::size_t divisorStart = out_.size();
            skipSpace();
            const std::size_t divisorColumn = pos_;
            if (!unary()) return false;
            if (op == '/' && out_.size() == divisorStart + 1 &&
                out_.back().op == Formula::Op::Push && out_.back().value == 0)
                problem(Kind::Other, divisorColumn, "division by zero");
            emit(op == '/' ? Formula::Op::Div : Formula::Op::Mul);
        }
    }
    bool unary() {
        skipSpace();
        if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) {
            const bool neg = text_[pos_++] == '-';
            if (!depthOk() || !unary()) return false;
            --depth_;
            if (neg) {
                // Fold "-5" into one constant so literal negative values stay constants.
                if (!out_.empty() && out_.back().op == Formula::Op::Push && lastWasAtom_)
                    out_.back().value = -out_.back().value;
                else
                    emit(Formula::Op::Neg);
            }
            return true;
        }
        return primary();
    }
    // At a digit: the number, or a problem and 0 when it is past the limit.
    std::int64_t number() {
        const std::size_t start = pos_;
        std::int64_t v = 0;
        bool tooLarge = false;
        for (; pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]));
             ++pos_) {
            if (!tooLarge) v = v * 10 + (text_[pos_] - '0');
            tooLarge = tooLarge || v > 1'000'000'000;
        }
        if (!tooLarge) return v;
        // The column of the number, not of the digit past the limit.
        problem(Kind::Other, start,
                "the number " + std::string(text_.substr(start, pos_ - start)) +
                    " is too large (at most 1000000000)");
        return kStandIn;
    }
    // At a '"': the quoted word's value; false when it is not closed.
    bool quoted(std::int64_t& value) {
        const std::size_t start = pos_++;
        while (pos_ < text_.size() && text_[pos_] != '"')
            ++pos_;
        if (pos_ >= text_.size()) {
            pos_ = start; // where the word starts, not the end of the text
            return syntax("a quoted word is not closed");
        }
        const std::string_view word = text_.substr(start + 1, pos_ - start - 1);
        ++pos_;
        const int* v = names_.literal(word);
        value = v ? *v : kStandIn;
        if (!v)
            problem(Kind::UnknownWord, start, "unknown word \"" + std::string(word) + "\"", word);
        return true;
    }
    void unknownVariable(std::size_t start, std::string_view name) {
        problem(Kind::UnknownVariable, start,
                "unknown variable '" + std::string(name) + "' (known: " + names_.list() + ")",
                name);
    }
    bool primary() {
        skipSpace();
        lastWasAtom_ = false;
        if (pos_ >= text_.size()) return syntax("a value is missing");
        const char c = text_[pos_];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            emit(Formula::Op::Push, number());
            lastWasAtom_ = true;
            return true;
        }
        if (c == '"') {
            std::int64_t v = 0;
            if (!quoted(v)) return false;
            emit(Formula::Op::Push, v);
            return true;
        }
        if (c == '(') {
            ++pos_;
            if (!depthOk() || !expr()) return false;
            --depth_;
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != ')') return syntax("expected ')'");
            ++pos_;
            return true;
        }
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && nameChar(text_[pos_]))
                ++pos_;
            const std::string_view name = text_.substr(start, pos_ - start);
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == '(') return call(name, start);
            const VarId* id = names_.find(name);
            if (id)
                emit(Formula::Op::Var, 0, *id);
            else {
                unknownVariable(start, name);
                emit(Formula::Op::Push, kStandIn);
            }
            return true;
        }
        return syntax("unexpected '" + std::string(1, c) + "'");
    }
    bool call(std::string_view name, std::size_t start) {
        Formula::Op op = Formula::Op::Max;
        if (name == "min") {
            op = Formula::Op::Min;
        } else if (name != "max") {
            // The arguments are still read: their own problems are worth reporting too.
            problem(Kind::UnknownFunction, start,
                    "unknown function '" + std::string(name) + "' (known: min, max)", name);
        }
        ++pos_; // '('
        if (!depthOk()) return false;
        int argc = 0;
        for (;;) {
            if (!expr()) return false;
            ++argc;
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == ')') {
                ++pos_;
                break;
            }
            return syntax("expected ',' or ')'");
        }
        --depth_;
        if ((name == "min" || name == "max") && (argc < 2 || argc > 16))
            problem(Kind::Other, start, std::string(name) + "() takes 2 to 16 arguments");
        emit(op, 0, 0, static_cast<std::uint8_t>(argc));
        return true;
    }

    // After a syntax error: the unknown names, quoted words and numbers still ahead, found by
    // their spelling alone.
    void scanRest() {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (std::isdigit(static_cast<unsigned char>(c))) {
                number();
            } else if (c == '"') {
                std::int64_t ignored = 0;
                if (!quoted(ignored)) return; // reported; nothing after it is outside quotes
            } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
                const std::size_t start = pos_;
                while (pos_ < text_.size() && nameChar(text_[pos_]))
                    ++pos_;
                const std::string_view name = text_.substr(start, pos_ - start);
                skipSpace();
                if (name == "and" || name == "or" || name == "not") continue;
                if (pos_ < text_.size() && text_[pos_] == '(') {
                    if (name != "min" && name != "max")
                        problem(Kind::UnknownFunction, start,
                                "unknown function '" + std::string(name) + "' (known: min, max)",
                                name);
                } else if (!names_.find(name)) {
                    unknownVariable(start, name);
                }
            } else {
                ++pos_;
            }
        }
    }

    std::string_view text_;
    const VarNames& names_;
    std::vector<Formula::Instr>& out_;
    std::vector<FormulaProblem>& problems_;
    std::size_t pos_ = 0;
    int depth_ = 0;
    bool lastWasAtom_ = false;
};

// Stack depth a program needs; the parser limits nesting, this double-checks the program.
int stackNeed(const std::vector<Formula::Instr>& ops) {
    int depth = 0, peak = 0;
    for (const auto& i : ops) {
        switch (i.op) {
        case Formula::Op::Push:
        case Formula::Op::Var: ++depth; break;
        case Formula::Op::Neg:
        case Formula::Op::Not: break;
        case Formula::Op::Min:
        case Formula::Op::Max: depth -= i.argc - 1; break;
        default: --depth; break;
        }
        if (depth > peak) peak = depth;
    }
    return peak;
}

} // namespace

std::vector<Formula> Formula::operands(Op joiner) const {
    std::vector<Formula> out;
    if (ops_.empty()) return out;
    // Where the operand ending just before `end` starts: back from its last instruction until
    // one value more has been made than used.
    auto startOf = [&](std::size_t end) {
        int need = 1;
        std::size_t at = end;
        while (need > 0 && at > 0) {
            const Instr& i = ops_[--at];
            const int takes = i.op == Op::Push || i.op == Op::Var   ? 0
                              : i.op == Op::Neg || i.op == Op::Not  ? 1
                              : i.op == Op::Min || i.op == Op::Max ? i.argc
                                                                    : 2;
            need += takes - 1;
        }
        return at;
    };
    auto split = [&](auto&& self, std::size_t from, std::size_t to) -> void {
        if (to - from >= 3 && ops_[to - 1].op == joiner) {
            const std::size_t right = startOf(to - 1);
            self(self, from, right);
            self(self, right, to - 1);
            return;
        }
        Formula f;
        f.ops_.assign(ops_.begin() + static_cast<std::ptrdiff_t>(from), ops_.begin() + static_cast<std::ptrdiff_t>(to));
        f.prepare();
        out.push_back(std::move(f));
    };
    split(split, 0, ops_.size());
    return out;
}

Formula Formula::constant(std::int64_t v) {
    Formula f;
    f.ops_.push_back({Op::Push, 0, 0, v});
    f.text_ = std::to_string(v);
    f.prepare();
    return f;
}

bool Formula::compile(std::string_view text, const VarNames& names, Formula& out,
                      std::vector<FormulaProblem>& problems) {
    const std::size_t before = problems.size();
    if (text.size() > kMaxLength) {
        problems.push_back({FormulaProblem::Kind::Other,
                            0,
                            "it is " + std::to_string(text.size()) + " characters long; at most " +
                                std::to_string(kMaxLength) + " are allowed",
                            {}});
        return false;
    }
    std::vector<Instr> ops;
    Parser(text, names, ops, problems).run();
    if (problems.size() != before) return false;
    if (stackNeed(ops) > kMaxDepth) {
        problems.push_back({FormulaProblem::Kind::Other, 0, "the formula is too complex", {}});
        return false;
    }
    out.ops_ = std::move(ops);
    out.text_ = std::string(text);
    out.prepare();
    return true;
}

bool Formula::compile(std::string_view text, const VarNames& names, Formula& out,
                      std::string& error) {
    std::vector<FormulaProblem> problems;
    if (compile(text, names, out, problems)) return true;
    error = problems.front().message;
    return false;
}

bool Formula::isConstant() const {
    for (const auto& i : ops_)
        if (i.op == Op::Var) return false;
    return true;
}

bool Formula::usesVar(VarId id) const {
    for (const auto& i : ops_)
        if (i.op == Op::Var && i.var == id) return true;
    return false;
}

} // namespace parley
