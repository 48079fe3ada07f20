#include "table_model.h"

#include "card_text.h"
#include "cost_text.h"
#include "previews.h"

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
        r.description = QString::fromStdString(d.description);
        r.tapped = ci.has(CardFlag::Tapped);
        r.theirs = ci.has(CardFlag::NpcControlled);
        r.token = ci.has(CardFlag::Token);
        for (std::size_t k = 0; k < d.abilities.size(); ++k) {
            const AbilityDef& a = d.abilities[k];
            const std::string why =
                refusal(s, Action::activate(ci.uid, static_cast<std::uint8_t>(k)));
            r.abilities.push_back(QVariantMap{
                {"index", int(k)},
                {"name", QString::fromStdString(a.name.empty() ? d.name.text : a.name)},
                {"description", QString::fromStdString(a.description)},
                {"costs", QString::fromStdString(costsText(s.content(), a.costs))},
                {"usable", why.empty()},
                {"reason", QString::fromStdString(why)},
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
