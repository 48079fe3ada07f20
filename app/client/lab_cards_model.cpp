#include "lab_cards_model.h"

#include "card_text.h"
#include "lab_text.h"

#include "sim/interval.h"

#include <QCollator>
#include <algorithm>
#include <optional>
#include <unordered_map>

namespace parley::client {

int LabCardsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int LabCardsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LabCardsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NameColumn:
            return r.name;
        case DrawnColumn:
            return r.drawn;
        case PlayedColumn:
            return r.played;
        case SucceededColumn:
            return r.succeeded;
        case ExhaustedUnplayedColumn:
            return r.exhaustedUnplayed;
        case WinRatePlayedColumn:
            return r.winRatePlayedText;
        case WinRateNotPlayedColumn:
            return r.winRateNotPlayedText;
        case ImpactColumn:
            return r.impactText;
        case ChangeColumn:
            return r.changeText;
        }
        return {};
    }
    switch (role) {
    case CardIdRole:
        return r.id;
    case NameRole:
        return r.name;
    case DrawnRole:
        return r.drawn;
    case PlayedRole:
        return r.played;
    case SucceededRole:
        return r.succeeded;
    case ExhaustedUnplayedRole:
        return r.exhaustedUnplayed;
    case GamesPlayedRole:
        return r.gamesPlayed;
    case WinRatePlayedRole:
        return r.winRatePlayed;
    case WinRateNotPlayedRole:
        return r.winRateNotPlayed;
    case ImpactRole:
        return r.impact;
    case ImpactSignificantRole:
        return r.impactSignificant;
    case ComparedRole:
        return r.change.compared;
    case ChangeRole:
        return r.change.difference;
    case ChangeSignificantRole:
        return r.change.significant;
    case WinRatePlayedTextRole:
        return r.winRatePlayedText;
    case WinRateNotPlayedTextRole:
        return r.winRateNotPlayedText;
    case ImpactTextRole:
        return r.impactText;
    case ChangeTextRole:
        return r.changeText;
    }
    return {};
}

QString LabCardsModel::title(int column) const {
    switch (column) {
    case NameColumn:
        return tr("Card");
    case DrawnColumn:
        return tr("Drawn");
    case PlayedColumn:
        return tr("Played");
    case SucceededColumn:
        return tr("Succeeded");
    case ExhaustedUnplayedColumn:
        return tr("Exhausted unplayed");
    case WinRatePlayedColumn:
        return tr("Won, played");
    case WinRateNotPlayedColumn:
        return tr("Won, not played");
    case ImpactColumn:
        return tr("Impact");
    case ChangeColumn:
        return tr("Change");
    }
    return {};
}

QStringList LabCardsModel::titles() const {
    QStringList out;
    for (int c = 0; c < ColumnCount; ++c)
        out << title(c);
    return out;
}

QVariant LabCardsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    return title(section);
}

QHash<int, QByteArray> LabCardsModel::roleNames() const {
    return {{CardIdRole, "cardId"},
            {NameRole, "name"},
            {DrawnRole, "drawn"},
            {PlayedRole, "played"},
            {SucceededRole, "succeeded"},
            {ExhaustedUnplayedRole, "exhaustedUnplayed"},
            {GamesPlayedRole, "gamesPlayed"},
            {WinRatePlayedRole, "winRatePlayed"},
            {WinRateNotPlayedRole, "winRateNotPlayed"},
            {ImpactRole, "impact"},
            {ImpactSignificantRole, "impactSignificant"},
            {ComparedRole, "compared"},
            {ChangeRole, "change"},
            {ChangeSignificantRole, "changeSignificant"},
            {WinRatePlayedTextRole, "winRatePlayedText"},
            {WinRateNotPlayedTextRole, "winRateNotPlayedText"},
            {ImpactTextRole, "impactText"},
            {ChangeTextRole, "changeText"}};
}

int LabCardsModel::rowOf(const QString& cardId) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].id == cardId) return i;
    return -1;
}

void LabCardsModel::set(const LabResult* current, const LabResult* previous,
                        const QString& locale) {
    QVector<Row> rows;
    if (current) {
        const SimulationStats& st = current->all;
        std::unordered_map<std::string, const CardStats*> before;
        if (previous)
            for (const CardStats* c : reportedCards(previous->all))
                before[c->id] = c;
        for (const CardStats* c : reportedCards(st)) {
            Row r;
            r.id = QString::fromStdString(c->id);
            const CardDef* def = current->content ? current->content->findCard(c->id) : nullptr;
            r.name = def ? cardName(*def, locale) : QString::fromStdString(c->name);
            r.drawn = c->drawn;
            r.played = c->played;
            r.succeeded = c->succeeded;
            r.exhaustedUnplayed = c->exhaustedUnplayed;
            r.gamesPlayed = c->gamesPlayed;
            const long long gamesNot = st.games - c->gamesPlayed, winsNot = st.wins - c->winsPlayed;
            r.playedEver = c->gamesPlayed > 0;
            r.notPlayedEver = gamesNot > 0;
            r.winRatePlayed = r.playedEver ? double(c->winsPlayed) / c->gamesPlayed : 0;
            r.winRateNotPlayed = r.notPlayedEver ? double(winsNot) / gamesNot : 0;
            r.winRatePlayedText =
                r.playedEver ? LabText::percent(r.winRatePlayed, locale) : tr("—");
            r.winRateNotPlayedText =
                r.notPlayedEver ? LabText::percent(r.winRateNotPlayed, locale) : tr("—");
            if (r.playedEver && r.notPlayedEver) {
                const ProportionTest t =
                    twoProportionTest(winsNot, gamesNot, c->winsPlayed, c->gamesPlayed);
                r.impact = t.difference;
                r.impactP = t.pValue; // judged with every card's below
                r.impactText = LabText::points(r.impact, locale);
            } else {
                r.impactText = tr("—");
            }
            const auto was = before.find(c->id);
            const bool hasBefore = was != before.end();
            r.change =
                rateChange(hasBefore, hasBefore ? was->second->winsPlayed : 0,
                           hasBefore ? was->second->gamesPlayed : 0, c->winsPlayed, c->gamesPlayed);
            r.changeText = r.change.compared ? LabText::points(r.change.difference, locale)
                           : previous        ? tr("—")
                                             : QString();
            rows.append(r);
        }
        // Every card is a test, twice: judged as a table, or some card of a pack lights up by
        // chance in nearly every run.
        std::vector<RateChange*> changes;
        std::vector<double> impactP;
        std::vector<Row*> impacts;
        for (Row& r : rows) {
            changes.push_back(&r.change);
            if (r.playedEver && r.notPlayedEver) {
                impactP.push_back(r.impactP);
                impacts.push_back(&r);
            }
        }
        judgeAsATable(changes);
        const std::vector<bool> impactSignificant = holmSignificant(impactP);
        for (std::size_t i = 0; i < impacts.size(); ++i)
            impacts[i]->impactSignificant = impactSignificant[i];
    }
    const bool countChanges = rows.size() != rows_.size();
    if (locale != locale_) {
        locale_ = locale;
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit titlesChanged();
    }
    sortRows(rows);
    replaceRows(rows_, std::move(rows));
    if (countChanges) emit countChanged();
}

QVariant LabCardsModel::sortKey(const Row& r, int column) const {
    switch (column) {
    case NameColumn:
        return r.name;
    case DrawnColumn:
        return r.drawn;
    case PlayedColumn:
        return r.played;
    case SucceededColumn:
        return r.succeeded;
    case ExhaustedUnplayedColumn:
        return r.exhaustedUnplayed;
    case WinRatePlayedColumn:
        return r.playedEver ? r.winRatePlayed : -1.0;
    case WinRateNotPlayedColumn:
        return r.notPlayedEver ? r.winRateNotPlayed : -1.0;
    case ImpactColumn:
        return r.playedEver && r.notPlayedEver ? r.impact : -2.0;
    case ChangeColumn:
        return r.change.compared ? r.change.difference : -2.0;
    }
    return {};
}

void LabCardsModel::sortRows(QVector<Row>& rows) const {
    // Only the names need a collator (made afresh, as the language may have changed).
    std::optional<QCollator> collator;
    const int column = sortColumn_;
    if (column == NameColumn) {
        collator.emplace();
        collator->setNumericMode(true);
    }
    const bool descending = sortOrder_ == Qt::DescendingOrder;
    // Stable, with the card's id last: equal figures keep one order from run to run.
    std::stable_sort(rows.begin(), rows.end(), [&](const Row& a, const Row& b) {
        const QVariant x = sortKey(a, column), y = sortKey(b, column);
        int c = 0;
        if (column == NameColumn)
            c = collator->compare(x.toString(), y.toString());
        else
            c = x.toDouble() < y.toDouble() ? -1 : x.toDouble() > y.toDouble() ? 1 : 0;
        if (c != 0) return descending ? c > 0 : c < 0;
        return a.id < b.id;
    });
}

void LabCardsModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount) return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QVector<QString> ids;
    for (const QModelIndex& i : before)
        ids << rows_.at(i.row()).id;
    sortColumn_ = column;
    sortOrder_ = order;
    sortRows(rows_);
    QModelIndexList after;
    for (int k = 0; k < before.size(); ++k)
        after << index(rowOf(ids[k]), before[k].column());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit sortChanged();
}

void LabCardsModel::sortBy(int column) {
    if (column == sortColumn_)
        sort(column, sortOrder_ == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder);
    else // names read best A to Z, figures largest first
        sort(column, column == NameColumn ? Qt::AscendingOrder : Qt::DescendingOrder);
}

} // namespace parley::client
