#include "cost_text.h"

#include "card_text.h"

#include <QStringList>

namespace parley::client {

QString CostText::cost(const Content& c, const CostDef& cost, const QString& locale) {
    const int n = cost.amount;
    // The cards a cost may take: a named card, a token card, or any card.
    const auto what = [&]() -> QString {
        if (cost.filter.card >= 0) return cardName(c.cards[std::size_t(cost.filter.card)], locale);
        if (cost.filter.tokenType) return tokenCardName(c, cost.filter.tokenType, locale);
        return n == 1 ? tr("card") : tr("cards");
    };
    switch (cost.kind) {
    case CostKind::Weight:
        return tr("%1 weight").arg(n);
    case CostKind::Patience:
        return tr("%1 patience").arg(n);
    case CostKind::Tokens: {
        QStringList out;
        for (std::size_t t = 0; t < c.ruleset.tokens.size(); ++t)
            if (cost.tokens[t] > 0)
                out << tr("%1 %2").arg(cost.tokens[t]).arg(tokenName(c.ruleset.tokens[t]));
        return out.join(tr(" and "));
    }
    case CostKind::TapSelf:
        return tr("Tap this card");
    case CostKind::SacrificeSelf:
        return tr("Sacrifice this card");
    case CostKind::RevealSelf:
        return tr("Show this card");
    case CostKind::Reveal:
        return tr("Show %1 %2").arg(n).arg(what());
    case CostKind::Discard:
        return tr("Discard %1 %2").arg(n).arg(what());
    case CostKind::Sacrifice:
        return tr("Sacrifice %1 %2").arg(n).arg(what());
    case CostKind::Tap:
        return tr("Tap %1 %2").arg(n).arg(what());
    case CostKind::X: {
        const QString resource = cost.xResource == 0   ? tr("weight")
                                 : cost.xResource == 1 ? tr("patience")
                                 : std::size_t(cost.xResource - 2) < c.ruleset.tokens.size()
                                     ? tokenName(c.ruleset.tokens[std::size_t(cost.xResource - 2)])
                                     : QString();
        return tr("X %1 (%2 to %3)").arg(resource).arg(cost.xMin).arg(cost.xMax);
    }
    }
    return {};
}

QString CostText::costs(const Content& c, const CostList& costs, const QString& locale) {
    QStringList out;
    for (const CostDef& k : costs)
        out << cost(c, k, locale);
    return out.join(QStringLiteral(", "));
}

} // namespace parley::client
