#include "roster_model.h"

#include "card_text.h"

namespace parley::client {

int RosterModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> RosterModel::roleNames() const {
    return {{IdRole, "entryId"},
            {NameRole, "name"},
            {DescriptionRole, "description"},
            {DetailRole, "detail"}};
}

QVariant RosterModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return r.name;
    case IdRole:
        return r.id;
    case DescriptionRole:
        return r.description;
    case DetailRole:
        return r.detail;
    default:
        return {};
    }
}

void RosterModel::sync(const Content& content, const QString& locale) {
    const bool countChange = [&] {
        const std::size_t n = kind_ == Kind::Npcs ? content.npcs.size() : content.decks.size();
        return n != std::size_t(rows_.size());
    }();
    beginResetModel();
    rows_.clear();
    if (kind_ == Kind::Npcs) {
        for (const NpcDef& n : content.npcs)
            rows_.push_back({QString::fromStdString(n.id), localized(n.name, locale),
                             localized(n.description, locale),
                             localized(content.ruleset.states.at(n.initialState).name, locale)});
    } else {
        for (const DeckDef& d : content.decks)
            rows_.push_back({QString::fromStdString(d.id), localized(d.name, locale),
                             localized(d.description, locale),
                             QString::number(d.cards.size())});
    }
    endResetModel();
    if (countChange) emit countChanged();
    emit namesChanged();
}

int RosterModel::indexOf(const QString& id) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].id == id) return i;
    return -1;
}

QString RosterModel::idAt(int row) const {
    return row >= 0 && row < rows_.size() ? rows_[row].id : QString();
}

QStringList RosterModel::names() const {
    QStringList out;
    for (const Row& r : rows_)
        out << r.name;
    return out;
}

} // namespace parley::client
