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
class Parser {
public:
    Parser(std::string_view text, const VarNames& names, std::vector<Formula::Instr>& out)
        : text_(text), names_(names), out_(out) {}

    bool run(std::string& error) {
        skipSpace();
        if (pos_ >= text_.size()) return fail("the formula is empty", error);
        if (!expr(error)) return false;
        skipSpace();
        if (pos_ < text_.size())
            return fail("unexpected '" + std::string(1, text_[pos_]) + "'", error);
        return true;
    }

private:
    bool fail(const std::string& what, std::string& error) {
        error = what + " at column " + std::to_string(pos_ + 1);
        return false;
    }
    void skipSpace() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])))
            ++pos_;
    }
    bool depthOk(std::string& error) {
        if (++depth_ > Formula::kMaxDepth) return fail("the formula nests too deeply", error);
        return true;
    }
    void emit(Formula::Op op, std::int64_t v = 0, VarId var = 0, std::uint8_t argc = 0) {
        out_.push_back({op, argc, var, v});
    }

    // Conditions: or / and / not over comparisons; booleans are 1 and 0.
    bool expr(std::string& error) {
        if (!conjunction(error)) return false;
        while (keyword("or") || symbol("||")) {
            if (!conjunction(error)) return false;
            emit(Formula::Op::Or);
        }
        return true;
    }
    bool conjunction(std::string& error) {
        if (!negation(error)) return false;
        while (keyword("and") || symbol("&&")) {
            if (!negation(error)) return false;
            emit(Formula::Op::And);
        }
        return true;
    }
    bool negation(std::string& error) {
        if (keyword("not") || (peekNot() && symbol("!"))) {
            if (!depthOk(error) || !negation(error)) return false;
            --depth_;
            emit(Formula::Op::Not);
            return true;
        }
        return comparison(error);
    }
    bool comparison(std::string& error) {
        if (!sum(error)) return false;
        static const std::pair<const char*, Formula::Op> ops[] = {
            {"==", Formula::Op::Eq}, {"!=", Formula::Op::Ne}, {"<=", Formula::Op::Le},
            {">=", Formula::Op::Ge}, {"<", Formula::Op::Lt},  {">", Formula::Op::Gt}};
        for (const auto& [text, op] : ops) {
            if (symbol(text)) {
                if (!sum(error)) return false;
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

    bool sum(std::string& error) {
        if (!term(error)) return false;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || (text_[pos_] != '+' && text_[pos_] != '-')) return true;
            const char op = text_[pos_++];
            if (!term(error)) return false;
            emit(op == '+' ? Formula::Op::Add : Formula::Op::Sub);
        }
    }
    bool term(std::string& error) {
        if (!unary(error)) return false;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || (text_[pos_] != '*' && text_[pos_] != '/')) return true;
            const char op = text_[pos_++];
            const std::size_t divisorStart = out_.size();
            const std::size_t divisorColumn = pos_;
            if (!unary(error)) return false;
            if (op == '/') {
                if (out_.size() == divisorStart + 1 && out_.back().op == Formula::Op::Push &&
                    out_.back().value == 0) {
                    pos_ = divisorColumn;
                    skipSpace();
                    return fail("division by zero", error);
                }
                emit(Formula::Op::Div);
            } else {
                emit(Formula::Op::Mul);
            }
        }
    }
    bool unary(std::string& error) {
        skipSpace();
        if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) {
            const bool neg = text_[pos_++] == '-';
            if (!depthOk(error) || !unary(error)) return false;
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
        return primary(error);
    }
    bool primary(std::string& error) {
        skipSpace();
        lastWasAtom_ = false;
        if (pos_ >= text_.size()) return fail("a value is missing", error);
        const char c = text_[pos_];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            const std::size_t start = pos_;
            std::int64_t v = 0;
            while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
                v = v * 10 + (text_[pos_] - '0');
                if (v > 1'000'000'000) {
                    std::size_t end = pos_;
                    while (end < text_.size() && std::isdigit(static_cast<unsigned char>(text_[end]))) ++end;
                    const std::string digits(text_.substr(start, end - start));
                    pos_ = start; // the column of the number, not of the digit past the limit
                    return fail("the number " + digits + " is too large (at most 1000000000)", error);
                }
                ++pos_;
            }
            emit(Formula::Op::Push, v);
            lastWasAtom_ = true;
            return true;
        }
        if (c == '"') {
            const std::size_t start = pos_++;
            while (pos_ < text_.size() && text_[pos_] != '"') ++pos_;
            if (pos_ >= text_.size()) return fail("a quoted word is not closed", error);
            const std::string word(text_.substr(start + 1, pos_ - start - 1));
            ++pos_;
            const int* v = names_.literal(word);
            if (!v) {
                pos_ = start;
                return fail("unknown word \"" + word + "\"", error);
            }
            emit(Formula::Op::Push, *v);
            return true;
        }
        if (c == '(') {
            ++pos_;
            if (!depthOk(error) || !expr(error)) return false;
            --depth_;
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != ')') return fail("expected ')'", error);
            ++pos_;
            return true;
        }
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::size_t start = pos_;
            while (pos_ < text_.size() &&
                   (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' ||
                    text_[pos_] == '.'))
                ++pos_;
            const std::string_view name = text_.substr(start, pos_ - start);
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == '(') return call(name, start, error);
            const VarId* id = names_.find(name);
            if (!id) {
                pos_ = start;
                return fail("unknown variable '" + std::string(name) + "' (known: " +
                                names_.list() + ")",
                            error);
            }
            emit(Formula::Op::Var, 0, *id);
            return true;
        }
        return fail("unexpected '" + std::string(1, c) + "'", error);
    }
    bool call(std::string_view name, std::size_t start, std::string& error) {
        Formula::Op op;
        if (name == "min") {
            op = Formula::Op::Min;
        } else if (name == "max") {
            op = Formula::Op::Max;
        } else {
            pos_ = start;
            return fail("unknown function '" + std::string(name) + "' (known: min, max)", error);
        }
        ++pos_; // '('
        if (!depthOk(error)) return false;
        int argc = 0;
        for (;;) {
            if (!expr(error)) return false;
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
            return fail("expected ',' or ')'", error);
        }
        --depth_;
        if (argc < 2 || argc > 16) {
            pos_ = start;
            return fail(std::string(name) + "() takes 2 to 16 arguments", error);
        }
        emit(op, 0, 0, static_cast<std::uint8_t>(argc));
        return true;
    }

    std::string_view text_;
    const VarNames& names_;
    std::vector<Formula::Instr>& out_;
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

Formula Formula::constant(std::int64_t v) {
    Formula f;
    f.ops_.push_back({Op::Push, 0, 0, v});
    f.text_ = std::to_string(v);
    return f;
}

bool Formula::compile(std::string_view text, const VarNames& names, Formula& out,
                      std::string& error) {
    if (text.size() > kMaxLength) {
        error = "it is " + std::to_string(text.size()) + " characters long; at most " + std::to_string(kMaxLength) +
                " are allowed";
        return false;
    }
    std::vector<Instr> ops;
    Parser parser(text, names, ops);
    if (!parser.run(error)) return false;
    if (stackNeed(ops) > kMaxDepth) {
        error = "the formula is too complex";
        return false;
    }
    out.ops_ = std::move(ops);
    out.text_ = std::string(text);
    return true;
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

std::int64_t Formula::eval(const VarLookup& vars) const {
    std::int64_t stack[kMaxDepth + 1];
    int sp = 0;
    for (const auto& i : ops_) {
        switch (i.op) {
        case Op::Push: stack[sp++] = i.value; break;
        case Op::Var: stack[sp++] = vars.value(i.var); break;
        case Op::Neg: stack[sp - 1] = -stack[sp - 1]; break;
        case Op::Not: stack[sp - 1] = stack[sp - 1] == 0; break;
        case Op::Eq: --sp; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
        case Op::Ne: --sp; stack[sp - 1] = stack[sp - 1] != stack[sp]; break;
        case Op::Lt: --sp; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case Op::Le: --sp; stack[sp - 1] = stack[sp - 1] <= stack[sp]; break;
        case Op::Gt: --sp; stack[sp - 1] = stack[sp - 1] > stack[sp]; break;
        case Op::Ge: --sp; stack[sp - 1] = stack[sp - 1] >= stack[sp]; break;
        case Op::And: --sp; stack[sp - 1] = stack[sp - 1] != 0 && stack[sp] != 0; break;
        case Op::Or: --sp; stack[sp - 1] = stack[sp - 1] != 0 || stack[sp] != 0; break;
        case Op::Add: --sp; stack[sp - 1] += stack[sp]; break;
        case Op::Sub: --sp; stack[sp - 1] -= stack[sp]; break;
        case Op::Mul: --sp; stack[sp - 1] *= stack[sp]; break;
        case Op::Div: --sp; stack[sp - 1] = floorDiv(stack[sp - 1], stack[sp]); break;
        case Op::Min:
        case Op::Max: {
            const int first = sp - i.argc;
            std::int64_t r = stack[first];
            for (int k = first + 1; k < sp; ++k)
                r = (i.op == Op::Min) ? (stack[k] < r ? stack[k] : r) : (stack[k] > r ? stack[k] : r);
            sp = first;
            stack[sp++] = r;
            break;
        }
        }
        // Keep intermediate values bounded so that no content can overflow the evaluator.
        if (sp > 0) {
            if (stack[sp - 1] > 1'000'000'000) stack[sp - 1] = 1'000'000'000;
            if (stack[sp - 1] < -1'000'000'000) stack[sp - 1] = -1'000'000'000;
        }
    }
    return sp > 0 ? stack[sp - 1] : 0;
}

} // namespace parley
