// The formula language: arithmetic, floor division, functions, variables and its error messages.
#include "formula/formula.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace parley;

namespace {
struct Vars : VarLookup {
    std::int64_t comfort = 0, patience = 0;
    std::int64_t value(VarId id) const override { return id == 0 ? comfort : patience; }
};
VarNames names() {
    VarNames n;
    n.add("comfort", 0);
    n.add("patience", 1);
    return n;
}
std::int64_t eval(const char* text, std::int64_t comfort = 0, std::int64_t patience = 0) {
    Formula f;
    std::string err;
    if (!Formula::compile(text, names(), f, err)) {
        qWarning("compile failed: %s", err.c_str());
        return -999999;
    }
    Vars v;
    v.comfort = comfort;
    v.patience = patience;
    return f.eval(v);
}
// The language's meaning, read straight off the postfix program: each operator runs on the
// stack and its result is bounded at once. The evaluator folds and skips steps; it must agree.
std::int64_t reference(const Formula& f, const VarLookup& vars) {
    using Op = Formula::Op;
    std::vector<std::int64_t> st;
    for (const Formula::Instr& i : f.program()) {
        auto pop = [&] {
            const std::int64_t v = st.back();
            st.pop_back();
            return v;
        };
        switch (i.op) {
        case Op::Push: st.push_back(i.value); break;
        case Op::Var: st.push_back(vars.value(i.var)); break;
        case Op::Neg: st.back() = -st.back(); break;
        case Op::Not: st.back() = st.back() == 0; break;
        case Op::Min:
        case Op::Max: {
            std::int64_t m = st[st.size() - i.argc];
            for (std::size_t k = st.size() - i.argc; k < st.size(); ++k)
                m = i.op == Op::Min ? std::min(m, st[k]) : std::max(m, st[k]);
            st.resize(st.size() - i.argc);
            st.push_back(m);
            break;
        }
        default: {
            const std::int64_t b = pop(), a = pop();
            std::int64_t r = 0;
            switch (i.op) {
            case Op::Add: r = a + b; break;
            case Op::Sub: r = a - b; break;
            case Op::Mul: r = a * b; break;
            case Op::Div: r = floorDiv(a, b); break;
            case Op::Eq: r = a == b; break;
            case Op::Ne: r = a != b; break;
            case Op::Lt: r = a < b; break;
            case Op::Le: r = a <= b; break;
            case Op::Gt: r = a > b; break;
            case Op::Ge: r = a >= b; break;
            case Op::And: r = a != 0 && b != 0; break;
            case Op::Or: r = a != 0 || b != 0; break;
            default: break;
            }
            st.push_back(r);
        }
        }
        st.back() = std::clamp<std::int64_t>(st.back(), -1'000'000'000, 1'000'000'000);
    }
    return st.empty() ? 0 : st.back();
}

// Empty when `f` (compiled from `text`) gives what its program means for `v`; otherwise what it
// gave and what it should have given.
QString disagreement(const std::string& text, const Formula& f, const Vars& v) {
    const std::int64_t got = f.eval(v), want = reference(f, v);
    if (got == want) return {};
    return QString("%1 with comfort %2, patience %3: %4, should be %5")
        .arg(QString::fromStdString(text))
        .arg(v.comfort)
        .arg(v.patience)
        .arg(got)
        .arg(want);
}
// A random formula of the whole language, `depth` levels deep at most.
std::string randomFormula(std::mt19937& rng, int depth) {
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    static const char* const binary[] = {"+", "-", "*", "/", "==", "!=", "<", "<=", ">", ">=", "and", "or"};
    const int kind = depth <= 0 ? pick(3) : pick(8);
    switch (kind) {
    case 0: return std::to_string(pick(2) ? pick(10) : pick(1'000'000'001));
    case 1: return "comfort";
    case 2: return "patience";
    case 3: return "-" + randomFormula(rng, depth - 1);
    case 4: return "(not " + randomFormula(rng, depth - 1) + ")";
    case 5: {
        std::string call = pick(2) ? "min(" : "max(";
        const int n = 2 + pick(3);
        for (int k = 0; k < n; ++k) call += (k ? ", " : "") + randomFormula(rng, depth - 1);
        return call + ")";
    }
    default:
        return "(" + randomFormula(rng, depth - 1) + " " + binary[pick(12)] + " " + randomFormula(rng, depth - 1) + ")";
    }
}

// A random sum of variables times numbers ("3 * comfort - patience + 7"), with numbers small and
// large, so that sums near and beyond the bound are made.
std::string randomSum(std::mt19937& rng) {
    static const char* const numbers[] = {"0", "1", "2", "5", "7", "1000", "999999999", "1000000000"};
    static const char* const vars[] = {"comfort", "patience"};
    std::string out;
    const int terms = 1 + static_cast<int>(rng() % 4);
    for (int t = 0; t < terms; ++t) {
        if (t > 0) out += rng() % 2 ? " + " : " - ";
        else if (rng() % 4 == 0) out += "-";
        switch (rng() % 4) {
        case 0: out += numbers[rng() % std::size(numbers)]; break;
        case 1: out += vars[rng() % 2]; break;
        case 2: out += std::string(numbers[rng() % std::size(numbers)]) + " * " + vars[rng() % 2]; break;
        default: out += std::string("(") + vars[rng() % 2] + " + " + numbers[rng() % std::size(numbers)] + ") * " + numbers[rng() % std::size(numbers)]; break;
        }
    }
    return out;
}
std::string compileError(const char* text) {
    Formula f;
    std::string err;
    return Formula::compile(text, names(), f, err) ? std::string("(compiled)") : err;
}
} // namespace

class TestFormula : public QObject {
    Q_OBJECT
private slots:
    void arithmetic_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("comfort");
        QTest::addColumn<qint64>("patience");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("literal") << "5" << 0LL << 0LL << 5LL;
        QTest::newRow("negative literal") << "-2" << 0LL << 0LL << -2LL;
        QTest::newRow("seed: 4 - comfort") << "4 - comfort" << 1LL << 0LL << 3LL;
        QTest::newRow("seed: patience / 3") << "patience / 3" << 0LL << 10LL << 3LL;
        QTest::newRow("precedence") << "1 + 2 * 3" << 0LL << 0LL << 7LL;
        QTest::newRow("parentheses") << "(1 + 2) * 3" << 0LL << 0LL << 9LL;
        QTest::newRow("floor division of negatives") << "-7 / 2" << 0LL << 0LL << -4LL;
        QTest::newRow("floor division positive") << "7 / 2" << 0LL << 0LL << 3LL;
        QTest::newRow("negative divisor") << "7 / -2" << 0LL << 0LL << -4LL;
        QTest::newRow("unary minus on variable") << "-comfort" << 2LL << 0LL << -2LL;
        QTest::newRow("double negation") << "--3" << 0LL << 0LL << 3LL;
        QTest::newRow("min") << "min(comfort, 2)" << 5LL << 0LL << 2LL;
        QTest::newRow("max of three") << "max(1, comfort, patience)" << 5LL << 9LL << 9LL;
        QTest::newRow("nested functions") << "max(0, min(3, patience - 4))" << 0LL << 10LL << 3LL;
        QTest::newRow("spaces everywhere") << "  ( comfort+1 )*2 " << 1LL << 0LL << 4LL;
        QTest::newRow("variable divisor zero is 0") << "5 / comfort" << 0LL << 0LL << 0LL;
        QTest::newRow("comparison true") << "comfort >= 2" << 2LL << 0LL << 1LL;
        QTest::newRow("comparison false") << "comfort > 2" << 2LL << 0LL << 0LL;
        QTest::newRow("equality") << "patience == 3 * 3" << 0LL << 9LL << 1LL;
        QTest::newRow("inequality") << "patience != 9" << 0LL << 9LL << 0LL;
        QTest::newRow("and binds tighter than or") << "0 and 0 or 1" << 0LL << 0LL << 1LL;
        QTest::newRow("and short") << "comfort > 0 and patience > 5" << 1LL << 3LL << 0LL;
        QTest::newRow("or") << "comfort > 0 || patience > 5" << 1LL << 3LL << 1LL;
        QTest::newRow("not") << "not comfort < 0" << 1LL << 0LL << 1LL;
        QTest::newRow("bang") << "!(comfort == 1) && patience <= 3" << 1LL << 3LL << 0LL;
        QTest::newRow("arithmetic on a condition") << "(comfort > 0) * 5" << 1LL << 0LL << 5LL;
    }
    void arithmetic() {
        QFETCH(QString, text);
        QFETCH(qint64, comfort);
        QFETCH(qint64, patience);
        QFETCH(qint64, expected);
        QCOMPARE(eval(text.toUtf8().constData(), comfort, patience), expected);
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "" << "the formula is empty at column 1";
        QTest::newRow("unknown variable") << "4 - comfrt" << "unknown variable 'comfrt' (known: comfort, patience) at column 5";
        QTest::newRow("unknown function") << "avg(1, 2)" << "unknown function 'avg' (known: min, max) at column 1";
        QTest::newRow("missing paren") << "(1 + 2" << "expected ')' at column 7";
        QTest::newRow("trailing garbage") << "1 2" << "unexpected '2' at column 3";
        QTest::newRow("bad character") << "1 % 2" << "unexpected '%' at column 3";
        QTest::newRow("dangling operator") << "1 +" << "a value is missing at column 4";
        QTest::newRow("literal zero divisor") << "comfort / 0" << "division by zero at column 11";
        QTest::newRow("min with one argument") << "min(1)" << "min() takes 2 to 16 arguments at column 1";
        QTest::newRow("huge number") << "99999999999" << "the number 99999999999 is too large (at most 1000000000) at column 1";
        QTest::newRow("dangling comparison") << "comfort >=" << "a value is missing at column 11";
        QTest::newRow("single equals") << "comfort = 1" << "unexpected '=' at column 9";
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QCOMPARE(QString::fromStdString(compileError(text.toUtf8().constData())), message);
    }

    void deepNestingIsRejectedNotCrashing() {
        std::string deep(200, '(');
        deep += "1";
        deep += std::string(200, ')');
        QCOMPARE(QString::fromStdString(compileError(deep.c_str())).left(29), QString("the formula nests too deeply "));
    }

    void constantsAndVariableUse() {
        Formula f;
        std::string err;
        QVERIFY(Formula::compile("-3", names(), f, err));
        QVERIFY(f.isConstant());
        QVERIFY(Formula::compile("patience / 3", names(), f, err));
        QVERIFY(!f.isConstant());
        QVERIFY(f.usesVar(1));
        QVERIFY(!f.usesVar(0));
        QCOMPARE(QString::fromStdString(f.text()), QString("patience / 3"));
    }

    void valuesStayBounded() {
        QCOMPARE(eval("999999999 * 999999999 * 999999999"), 1'000'000'000LL);
        QCOMPARE(eval("-999999999 * 999999999"), -1'000'000'000LL);
        // A variable beyond the bound counts as the bound, alone or as an operand.
        QCOMPARE(eval("comfort", 7'000'000'000'000LL), 1'000'000'000LL);
        QCOMPARE(eval("1 - comfort", 7'000'000'000'000LL), -999'999'999LL);
        QCOMPARE(eval("patience * patience - 1", 0, -3'000'000'000LL), 999'999'999LL);
        QCOMPARE(Formula::constant(5'000'000'000LL).eval(Vars{}), 1'000'000'000LL);
    }

    // The evaluator's shortcuts (one number, one variable, numbers and variables folded into the
    // operator they feed) give what the postfix program means, over random formulas and values.
    void evaluatorAgreesWithTheProgram() {
        std::mt19937 rng(20261128);
        const std::int64_t values[] = {0, 1, -1, 3, -7, 999'999'999, -1'000'000'000, 4'000'000'000LL, -9'000'000'000'000LL};
        int compiled = 0;
        for (int n = 0; n < 3000; ++n) {
            const std::string text = randomFormula(rng, 1 + n % 5);
            Formula f;
            std::string err;
            if (!Formula::compile(text, names(), f, err)) continue; // too complex
            ++compiled;
            for (int k = 0; k < 6; ++k) {
                Vars v;
                v.comfort = values[rng() % std::size(values)];
                v.patience = values[rng() % std::size(values)];
                if (const QString why = disagreement(text, f, v); !why.isEmpty()) QFAIL(qPrintable(why));
            }
        }
        QVERIFY(compiled > 2500);
    }

    // A variable and a number around one operator ("comfort >= 3") is answered without the
    // program's loop: every binary operator, at every value that bounds or divides oddly, gives
    // what the program means; so does the number on the left, which takes the loop.
    void variableAgainstANumber() {
        static const char* const ops[] = {"+", "-", "*", "/", "==", "!=", "<", "<=", ">", ">=", "and", "or"};
        const std::int64_t values[] = {0, 1, -1, 2, -7, 999'999'999, -1'000'000'000, 4'000'000'000LL, -9'000'000'000'000LL};
        const char* const numbers[] = {"0", "1", "2", "7", "1000000000"};
        for (const char* op : ops)
            for (const char* number : numbers)
                for (const bool varFirst : {true, false}) {
                    const std::string text = varFirst ? std::string("comfort ") + op + " " + number
                                                      : std::string(number) + " " + op + " comfort";
                    Formula f;
                    std::string err;
                    if (varFirst && std::string(op) == "/" && std::string(number) == "0") {
                        QVERIFY(!Formula::compile(text, names(), f, err)); // refused when read
                        continue;
                    }
                    QVERIFY2(Formula::compile(text, names(), f, err), err.c_str());
                    for (const std::int64_t value : values) {
                        Vars v;
                        v.comfort = value;
                        QVERIFY2(f.eval(v) == reference(f, v),
                                 qPrintable(QString("%1 with comfort %2: %3, should be %4")
                                                .arg(QString::fromStdString(text))
                                                .arg(value)
                                                .arg(f.eval(v))
                                                .arg(reference(f, v))));
                    }
                }
    }

    // A sum of variables times numbers, a comparison of two sums and two comparisons joined by
    // and / or are answered as sums (the program only for variables large enough to be bounded on
    // the way): over random ones, at values far from and at the bound, they give what the program
    // means.
    void sumsAgreeWithTheProgram() {
        std::mt19937 rng(20261128);
        static const char* const cmps[] = {"==", "!=", "<", "<=", ">", ">="};
        const std::int64_t values[] = {0, 1, -1, 2, -7, 499'999'999, 500'000'000, 999'999'999, -1'000'000'000, 4'000'000'000LL, -9'000'000'000'000LL};
        int checked = 0;
        for (int n = 0; n < 4000; ++n) {
            std::string text = randomSum(rng);
            if (n % 3 >= 1) text = "(" + text + ") " + cmps[rng() % 6] + " (" + randomSum(rng) + ")";
            if (n % 3 == 2)
                text = "(" + text + ") " + (rng() % 2 ? "and" : "or") + " (" + randomSum(rng) + " " +
                       cmps[rng() % 6] + " " + randomSum(rng) + ")";
            Formula f;
            std::string err;
            QVERIFY2(Formula::compile(text, names(), f, err), (text + ": " + err).c_str());
            for (const std::int64_t comfort : values)
                for (int k = 0; k < 3; ++k) {
                    Vars v;
                    v.comfort = comfort;
                    v.patience = values[rng() % std::size(values)];
                    ++checked;
                    if (const QString why = disagreement(text, f, v); !why.isEmpty()) QFAIL(qPrintable(why));
                }
        }
        QCOMPARE(checked, 4000 * 11 * 3);
        // The cases that bounding decides: the sum cancels out, or is bounded on the way.
        QCOMPARE(eval("comfort < comfort + 1", 1'000'000'000), 0LL);
        QCOMPARE(eval("comfort < comfort + 1", 999'999'999), 1LL);
        QCOMPARE(eval("comfort - comfort", 7'000'000'000LL), 0LL);
        QCOMPARE(eval("(comfort + 1 - comfort) * 2", 1'000'000'000), 0LL);
        QCOMPARE(eval("(comfort + 1 - comfort) * 2", 999'999'999), 2LL);
        QCOMPARE(eval("(comfort + 1 - comfort) * 0", 1'000'000'000), 0LL);
        QCOMPARE(eval("2 * comfort - comfort", 600'000'000), 400'000'000LL);
        QCOMPARE(eval("2 * comfort - comfort", 500'000'000), 500'000'000LL);
        QCOMPARE(eval("comfort >= 2 and patience < comfort", 3, 2), 1LL);
        QCOMPARE(eval("comfort >= 2 and patience < comfort", 1, 0), 0LL);
        QCOMPARE(eval("comfort >= 2 or patience < comfort", 1, 0), 1LL);
        QCOMPARE(eval("comfort >= 2 or patience < comfort", 1, 5), 0LL);
    }

    // The operands of a formula's outermost and / or (what content reads to decide a condition
    // for a card from the card's part alone): joined again, they give what the whole gives, and
    // each evaluates as it does inside the whole.
    void operandsJoinBackIntoTheWhole() {
        using Op = Formula::Op;
        auto compile = [](const std::string& text) {
            Formula f;
            std::string err;
            if (!Formula::compile(text, names(), f, err)) qWarning("compile failed: %s", err.c_str());
            return f;
        };
        QCOMPARE(compile("comfort > 1 and (patience < 2 or comfort == 3) and patience").operands(Op::And).size(), 3u);
        QCOMPARE(compile("comfort > 1 and (patience < 2 or comfort == 3) and patience").operands(Op::Or).size(), 1u);
        QCOMPARE(compile("(comfort or patience) or not comfort").operands(Op::Or).size(), 3u);
        QCOMPARE(compile("min(comfort and 1, patience) and max(1, 2, patience)").operands(Op::And).size(), 2u);
        QCOMPARE(compile("comfort").operands(Op::And).size(), 1u);
        QVERIFY(Formula().operands(Op::And).empty());
        {
            const auto parts = compile("comfort >= 2 and patience == 3").operands(Op::And);
            Vars v;
            v.comfort = 2;
            v.patience = 4;
            QCOMPARE(parts[0].eval(v), 1LL);
            QCOMPARE(parts[1].eval(v), 0LL);
        }
        std::mt19937 rng(20261129);
        const std::int64_t values[] = {0, 1, -1, 3, -7, 999'999'999, -1'000'000'000, 4'000'000'000LL};
        int joined = 0;
        for (int n = 0; n < 2000; ++n) {
            const bool isAnd = n % 2 == 0;
            std::string text = randomFormula(rng, 1 + n % 3);
            for (int k = 0; k < 1 + n % 3; ++k) text += std::string(isAnd ? " and " : " or ") + randomFormula(rng, 1 + n % 3);
            Formula f;
            std::string err;
            if (!Formula::compile(text, names(), f, err)) continue;
            const auto parts = f.operands(isAnd ? Op::And : Op::Or);
            QVERIFY2(parts.size() >= 2, text.c_str());
            ++joined;
            for (int k = 0; k < 4; ++k) {
                Vars v;
                v.comfort = values[rng() % std::size(values)];
                v.patience = values[rng() % std::size(values)];
                bool all = true, any = false;
                for (const Formula& p : parts) {
                    QCOMPARE(p.eval(v), reference(p, v));
                    all = all && p.eval(v) != 0;
                    any = any || p.eval(v) != 0;
                }
                QVERIFY2(f.eval(v) == ((isAnd ? all : any) ? 1 : 0), text.c_str());
            }
        }
        QVERIFY(joined > 1500);
    }
};

QTEST_APPLESS_MAIN(TestFormula)
#include "tst_formula.moc"
