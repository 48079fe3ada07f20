#include "table_model.h"

#include "card_text.h"
#include "card_rules_text.h"
#include "cost_text.h"
#include "previews.h"
#include "refusal_text.h"

namespace parley::client {

int TableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> TableModel::roleNames() const {
    return {{UidRole, "uid"},
            {NameRole, "name"},
            {DescriptionRole, "description"},
            {TappedRole, "tapped"},
            {TheirsRole, "theirs"},
            {TokenRole, "token"},
            {AbilitiesRole, "abilities"}};
}

QVariant TableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case UidRole:
        return int(r.uid);
    case DescriptionRole:
        return r.description;
    case TappedRole:
        return r.tapped;
    case TheirsRole:
        return r.theirs;
    case TokenRole:
        return r.token;
    case AbilitiesRole:
        return r.abilities;
    default:
        return {};
    }
}

void TableModel::sync(const State& s, const QString& locale) {
    QVector<Row> rows;
    for (const CardInst& ci : s.zone(Zone::Table)) {
        const CardDef& d = s.def(ci.card);
        Row r;
        r.uid = ci.uid;
        r.name = cardName(d, locale);
        // What it does while it lies here, beside the ability buttons: its triggers, auras and
        // what it silences (the designer's note stays out of the game).
        QStringList rules;
        for (const QVariant& l : CardRulesText::lines(s.content(), d, locale)) {
            const QVariantMap m = l.toMap();
            const QString kind = m.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("trigger") || kind == QLatin1String("aura") || kind == QLatin1String("silence"))
                rules << m.value(QStringLiteral("text")).toString();
        }
        r.description = rules.join(QLatin1Char('\n'));
        r.tapped = ci.has(CardFlag::Tapped);
        r.theirs = ci.has(CardFlag::NpcControlled);
        r.token = ci.has(CardFlag::Token);
        for (std::size_t k = 0; k < d.abilities.size(); ++k) {
            const AbilityDef& a = d.abilities[k];
            const QString why = RefusalText::of(s, Action::activate(ci.uid, static_cast<std::uint8_t>(k)), locale);
            r.abilities.push_back(QVariantMap{
                {"index", int(k)},
                {"name", a.name.text.empty() ? cardName(d, locale) : localized(a.name, locale)},
                {"description", CardRulesText::ability(s.content(), a, locale)},
                {"costs", CostText::costs(s.content(), a.costs, locale)},
                {"usable", why.isEmpty()},
                {"reason", why},
            });
        }
        rows.push_back(r);
    }
    const bool countChange = rows.size() != rows_.size();
    // The table changes rarely and holds few cards: a reset keeps this simple.
    beginResetModel();
    rows_ = rows;
    endResetModel();
    if (countChange) emit countChanged();
}

Uid TableModel::uidAt(int row) const {
    return row >= 0 && row < rows_.size() ? rows_[row].uid : Uid(0);
}

} // namespace parley::client
