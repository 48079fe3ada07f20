#pragma once
// Formulas and conditions in the player's language. A card's value such as
// "max(1, 2 - comfort)" reads "2 minus the comfort, at least 1"; a condition such as
// "card.weight >= 2" reads "the card's weight is at least 2". Built from the compiled program,
// not the text, so that every variable gets its translated name.
#include "content/content.h"

#include <QCoreApplication>
#include <QString>

namespace parley::client {

class FormulaWords {
    Q_DECLARE_TR_FUNCTIONS(FormulaWords)
public:
    // A number: "2 minus the comfort, at least 1". An empty formula reads "0".
    // `locale` is for the content's own names (a token card's name).
    static QString phrase(const Content& c, const Formula& f, const QString& locale = QString());
    // A condition, as a clause after "if" or "while": "the comfort is below 0".
    static QString condition(const Content& c, const Formula& f, const QString& locale = QString());
    // One variable's name as a noun phrase ("the cards in your hand").
    static QString variable(const Content& c, VarId id, const QString& locale = QString());
};

} // namespace parley::client
