#include "lab_series_model.h"

#include <algorithm>

namespace parley::client {

namespace {

// The turns worth drawing: past the point where fewer than 1% of the conversations (and at least
// one) are still going, an average is of a handful of games and only adds noise to the curve.
std::size_t turnsShown(const SimulationStats& st) {
    const long long floor = std::max<long long>(1, st.games / 100);
    std::size_t n = 0;
    while (n < st.perTurn.size() && st.perTurn[n].games >= floor)
        ++n;
    return n;
}

} // namespace

int LabSeriesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant LabSeriesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TurnRole:
        return r.turn;
    case ValueRole:
        return r.value;
    case StateRole:
        return r.state;
    case GamesRole:
        return r.games;
    case PreviousValueRole:
        return r.previousValue;
    case PreviousStateRole:
        return r.previousState;
    case HasPreviousRole:
        return r.hasPrevious;
    case HasValueRole:
        return r.hasValue;
    }
    return {};
}

QHash<int, QByteArray> LabSeriesModel::roleNames() const {
    return {{TurnRole, "turn"},
            {ValueRole, "value"},
            {StateRole, "state"},
            {GamesRole, "games"},
            {PreviousValueRole, "previousValue"},
            {PreviousStateRole, "previousState"},
            {HasPreviousRole, "hasPrevious"},
            {HasValueRole, "hasValue"}};
}

QVariant LabSeriesModel::at(int row, const QString& role) const {
    const int r = roleNames().key(role.toUtf8(), -1);
    return r < 0 ? QVariant() : data(index(row), r);
}

void LabSeriesModel::set(const LabResult* current, const LabResult* previous) {
    QVector<Row> rows;
    double maxValue = 0;
    if (current) {
        const SimulationStats& now = current->all;
        const SimulationStats* before = previous ? &previous->all : nullptr;
        if (kind_ == Kind::Lengths) {
            const std::size_t n = std::max(now.lengths.size(), before ? before->lengths.size() : 0);
            for (std::size_t t = 0; t < n; ++t) {
                Row r;
                r.turn = int(t);
                r.games = t < now.lengths.size() ? now.lengths[t] : 0;
                r.value = now.games ? double(r.games) / now.games : 0;
                if (before) {
                    const long long was = t < before->lengths.size() ? before->lengths[t] : 0;
                    r.previousValue = before->games ? double(was) / before->games : 0;
                    r.hasPrevious = true;
                }
                maxValue = std::max({maxValue, r.value, r.previousValue});
                rows.append(r);
            }
        } else {
            const std::size_t shown = turnsShown(now);
            const std::size_t shownBefore = before ? turnsShown(*before) : 0;
            for (std::size_t t = 0; t < std::max(shown, shownBefore); ++t) {
                Row r;
                r.turn = int(t);
                r.hasValue = t < shown;
                if (t < shown) {
                    r.games = now.perTurn[t].games;
                    r.value = now.perTurn[t].averageComfort();
                    r.state = now.perTurn[t].averageState();
                }
                if (t < shownBefore) {
                    r.previousValue = before->perTurn[t].averageComfort();
                    r.previousState = before->perTurn[t].averageState();
                    r.hasPrevious = true;
                }
                maxValue = std::max({maxValue, r.value, r.previousValue});
                rows.append(r);
            }
        }
    }
    beginResetModel();
    rows_ = std::move(rows);
    compared_ = previous != nullptr;
    maxValue_ = maxValue;
    endResetModel();
    emit changed();
}

} // namespace parley::client
