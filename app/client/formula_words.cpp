#include "formula_words.h"

#include "card_text.h"

#include <QStringList>

namespace parley::client {

namespace {
using Op = Formula::Op;

// The postfix program as a tree, so that a function reads its arguments as phrases.
struct Node {
    Op op = Op::Push;
    std::int64_t value = 0;
    VarId var = 0;
    std::vector<int> kids;
};

// Builds the tree; -1 when the program is not a well-formed expression (it always is after
// compile(), but a words renderer must not trust that).
int buildTree(const std::vector<Formula::Instr>& program, std::vector<Node>& nodes) {
    std::vector<int> stack;
    for (const Formula::Instr& i : program) {
        Node n{i.op, i.value, i.var, {}};
        int arity = 0;
        switch (i.op) {
        case Op::Push:
        case Op::Var:
            arity = 0;
            break;
        case Op::Neg:
        case Op::Not:
            arity = 1;
            break;
        case Op::Min:
        case Op::Max:
            arity = i.argc;
            break;
        default:
            arity = 2;
            break;
        }
        if (int(stack.size()) < arity) return -1;
        n.kids.assign(stack.end() - arity, stack.end());
        stack.resize(stack.size() - std::size_t(arity));
        nodes.push_back(std::move(n));
        stack.push_back(int(nodes.size()) - 1);
    }
    return stack.size() == 1 ? stack.front() : -1;
}

struct Renderer {
    const Content& c;
    const std::vector<Node>& nodes;
    const QString& locale;

    bool isConstant(int n) const { return nodes[std::size_t(n)].op == Op::Push; }
    bool isArithmetic(int n) const {
        const Op op = nodes[std::size_t(n)].op;
        return op == Op::Add || op == Op::Sub || op == Op::Mul || op == Op::Div;
    }
    bool isVar(int n, VarId id) const {
        return nodes[std::size_t(n)].op == Op::Var && nodes[std::size_t(n)].var == id;
    }
    // A child of a product or quotient in brackets when it is itself a sum, so that
    // "2 times (the comfort plus 1)" keeps its meaning.
    QString operand(int n) const {
        const Op op = nodes[std::size_t(n)].op;
        const QString s = number(n);
        return op == Op::Add || op == Op::Sub ? QStringLiteral("(%1)").arg(s) : s;
    }

    QString number(int n) const {
        const Node& node = nodes[std::size_t(n)];
        const auto kid = [&](std::size_t i) { return node.kids[i]; };
        switch (node.op) {
        case Op::Push:
            return QString::number(node.value);
        case Op::Var:
            return FormulaWords::variable(c, node.var, locale);
        case Op::Neg:
            return FormulaWords::tr("minus %1").arg(operand(kid(0)));
        case Op::Add:
            return FormulaWords::tr("%1 plus %2").arg(number(kid(0)), number(kid(1)));
        case Op::Sub:
            return FormulaWords::tr("%1 minus %2").arg(number(kid(0)), operand(kid(1)));
        case Op::Mul:
            if (isConstant(kid(0)) && nodes[std::size_t(kid(0))].value == 2)
                return FormulaWords::tr("twice %1").arg(operand(kid(1)));
            if (isConstant(kid(1)) && nodes[std::size_t(kid(1))].value == 2)
                return FormulaWords::tr("twice %1").arg(operand(kid(0)));
            return FormulaWords::tr("%1 times %2").arg(operand(kid(0)), operand(kid(1)));
        case Op::Div:
            if (isConstant(kid(1)) && nodes[std::size_t(kid(1))].value == 2)
                return FormulaWords::tr("half of %1, rounded down").arg(operand(kid(0)));
            return FormulaWords::tr("%1 divided by %2, rounded down")
                .arg(operand(kid(0)), operand(kid(1)));
        case Op::Min:
        case Op::Max:
            return bound(node);
        default:
            // A comparison used as a number is 1 when it holds and 0 when not.
            return FormulaWords::tr("1 if %1, else 0").arg(clause(n));
        }
    }

    // min(x, 3) is "x, at most 3" and max(1, x) "x, at least 1": how designers mean them.
    QString bound(const Node& node) const {
        const bool isMax = node.op == Op::Max;
        if (node.kids.size() == 2) {
            const int a = node.kids[0], b = node.kids[1];
            const int constant = isConstant(a) ? a : isConstant(b) ? b : -1;
            if (constant >= 0 && !(isConstant(a) && isConstant(b))) {
                const QString rest = number(constant == a ? b : a);
                const QString limit = QString::number(nodes[std::size_t(constant)].value);
                return isMax ? FormulaWords::tr("%1, at least %2").arg(rest, limit)
                             : FormulaWords::tr("%1, at most %2").arg(rest, limit);
            }
        }
        QStringList parts;
        for (const int k : node.kids)
            parts << number(k);
        const QString list =
            parts.join(FormulaWords::tr(", ", "between the arguments of min or max"));
        return isMax ? FormulaWords::tr("the largest of %1").arg(list)
                     : FormulaWords::tr("the smallest of %1").arg(list);
    }

    // A truth about the card or the state, as a clause.
    QString clause(int n) const {
        const Node& node = nodes[std::size_t(n)];
        switch (node.op) {
        case Op::And:
            return FormulaWords::tr("%1 and %2").arg(clause(node.kids[0]), clause(node.kids[1]));
        case Op::Or:
            return FormulaWords::tr("%1 or %2").arg(clause(node.kids[0]), clause(node.kids[1]));
        case Op::Not:
            return FormulaWords::tr("not (%1)").arg(clause(node.kids[0]));
        case Op::Eq:
        case Op::Ne:
        case Op::Lt:
        case Op::Le:
        case Op::Gt:
        case Op::Ge:
            return comparison(node);
        case Op::Var:
            return flag(node.var, true);
        default:
            return FormulaWords::tr("%1 is not 0").arg(number(n));
        }
    }

    // card.goal alone reads "the card is a goal"; other numbers read "x is not 0".
    QString flag(VarId id, bool holds) const {
        switch (id) {
        case kVarCardFleeting:
            return holds ? FormulaWords::tr("the card is Fleeting")
                         : FormulaWords::tr("the card is not Fleeting");
        case kVarCardOpportunity:
            return holds ? FormulaWords::tr("the card is an Opportunity")
                         : FormulaWords::tr("the card is not an Opportunity");
        case kVarCardGoal:
            return holds ? FormulaWords::tr("the card is a goal")
                         : FormulaWords::tr("the card is not a goal");
        case kVarCardPermanent:
            return holds ? FormulaWords::tr("the card is a permanent")
                         : FormulaWords::tr("the card is not a permanent");
        default:
            return holds ? FormulaWords::tr("%1 is not 0").arg(FormulaWords::variable(c, id, locale))
                         : FormulaWords::tr("%1 is 0").arg(FormulaWords::variable(c, id, locale));
        }
    }

    QString comparison(const Node& node) const {
        const int a = node.kids[0], b = node.kids[1];
        const Node& left = nodes[std::size_t(a)];
        const Node& right = nodes[std::size_t(b)];
        // card.connectionType == "Trust": the literal is the token's index.
        if (left.op == Op::Var && left.var == kVarCardConnection && right.op == Op::Push &&
            (node.op == Op::Eq || node.op == Op::Ne)) {
            const auto t = std::size_t(right.value);
            const QString token = t < c.ruleset.tokens.size() ? tokenName(c.ruleset.tokens[t])
                                                              : QString::number(right.value);
            return node.op == Op::Eq ? FormulaWords::tr("the card is a %1 card").arg(token)
                                     : FormulaWords::tr("the card is not a %1 card").arg(token);
        }
        // card.goal == 1, card.goal == 0.
        if (left.op == Op::Var && right.op == Op::Push && (right.value == 0 || right.value == 1) &&
            (node.op == Op::Eq || node.op == Op::Ne) && left.var >= kVarCardFleeting &&
            left.var <= kVarCardPermanent)
            return flag(left.var, (node.op == Op::Eq) == (right.value == 1));
        const QString l = number(a), r = number(b);
        switch (node.op) {
        case Op::Eq:
            return FormulaWords::tr("%1 is %2").arg(l, r);
        case Op::Ne:
            return FormulaWords::tr("%1 is not %2").arg(l, r);
        case Op::Lt:
            return FormulaWords::tr("%1 is below %2").arg(l, r);
        case Op::Le:
            return FormulaWords::tr("%1 is at most %2").arg(l, r);
        case Op::Gt:
            return FormulaWords::tr("%1 is above %2").arg(l, r);
        default:
            return FormulaWords::tr("%1 is at least %2").arg(l, r);
        }
    }
};

QString render(const Content& c, const Formula& f, bool asCondition, const QString& locale) {
    if (f.empty()) return QStringLiteral("0");
    std::vector<Node> nodes;
    nodes.reserve(f.program().size());
    const int root = buildTree(f.program(), nodes);
    if (root < 0) return QString::fromStdString(f.text());
    const Renderer r{c, nodes, locale};
    return asCondition ? r.clause(root) : r.number(root);
}
} // namespace

QString FormulaWords::phrase(const Content& c, const Formula& f, const QString& locale) {
    return render(c, f, false, locale);
}

QString FormulaWords::condition(const Content& c, const Formula& f, const QString& locale) {
    return render(c, f, true, locale);
}

QString FormulaWords::variable(const Content& c, VarId id, const QString& locale) {
    if (id >= kVarMarkFirst) {
        const std::size_t mark = (id - kVarMarkFirst) / 3;
        const QString name = mark < c.markNames.size() ? wordsOfId(c.markNames[mark]) : QString();
        switch ((id - kVarMarkFirst) % 3) {
        case 0:
            return tr("the %1 mark on you").arg(name);
        case 1:
            return tr("the %1 mark on them").arg(name);
        default:
            return tr("the %1 mark on this card").arg(name);
        }
    }
    if (id >= kVarTokenTypeFirst) {
        const std::size_t t = id - kVarTokenTypeFirst;
        return tr("the number of %1 tokens on the table")
            .arg(tokenCardName(c, std::uint16_t(t + 1), locale));
    }
    if (id >= kVarTokenFirst) {
        const std::size_t t = id - kVarTokenFirst;
        return tr("your %1").arg(t < c.ruleset.tokens.size() ? tokenName(c.ruleset.tokens[t])
                                                             : QString());
    }
    switch (id) {
    case kVarComfort:
        return tr("the comfort");
    case kVarPatience:
        return tr("their patience");
    case kVarWeight:
        return tr("your weight");
    case kVarCapacity:
        return tr("your weight capacity");
    case kVarTurn:
        return tr("the turn number");
    case kVarHand:
        return tr("the number of cards in your hand");
    case kVarDeck:
        return tr("the number of cards in the deck");
    case kVarDiscard:
        return tr("the number of cards in the discard pile");
    case kVarExhausted:
        return tr("the number of exhausted cards");
    case kVarState:
        return tr("their mood (0 is the coldest)");
    case kVarBase:
        return tr("the difficulty's base chance");
    case kVarTokens:
        return tr("your tokens of the card's connection");
    case kVarX:
        return tr("X");
    case kVarAmount:
        return tr("the number of cards chosen");
    case kVarTable:
        return tr("the number of cards on the table");
    case kVarCardWeight:
        return tr("the card's weight");
    case kVarCardConnection:
        return tr("the card's connection");
    case kVarCardDepth:
        return tr("the card's depth");
    case kVarCardFleeting:
        return tr("Fleeting");
    case kVarCardOpportunity:
        return tr("Opportunity");
    case kVarCardGoal:
        return tr("goal");
    case kVarCardPermanent:
        return tr("permanent");
    case kVarValue:
        return tr("the change");
    case kVarRoll:
        return tr("the roll");
    case kVarChance:
        return tr("the success chance");
    default:
        return tr("a number");
    }
}

} // namespace parley::client
