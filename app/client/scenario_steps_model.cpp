#include "scenario_steps_model.h"

namespace parley::client {

int ScenarioStepsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant ScenarioStepsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return r.text;
    case KindRole: return QVariant::fromValue(r.kind);
    case StatusRole: return QVariant::fromValue(r.status);
    case DetailRole: return r.detail;
    case ChecksRole: return r.checks;
    case NumberRole: return index.row();
    }
    return {};
}

QHash<int, QByteArray> ScenarioStepsModel::roleNames() const {
    return {{TextRole, "text"},       {KindRole, "kind"},     {StatusRole, "status"},
            {DetailRole, "detail"},   {ChecksRole, "checks"}, {NumberRole, "number"}};
}

void ScenarioStepsModel::reset(QVector<Row> rows) {
    const bool countChanges = rows.size() != rows_.size();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (countChanges) emit countChanged();
}

void ScenarioStepsModel::update(int row, Row r) {
    if (row < 0 || row >= rows_.size()) return;
    Row& old = rows_[row];
    QList<int> roles;
    if (old.text != r.text) roles << TextRole << Qt::DisplayRole;
    if (old.status != r.status) roles << StatusRole;
    if (old.detail != r.detail) roles << DetailRole;
    if (old.checks != r.checks) roles << ChecksRole;
    if (roles.isEmpty()) return;
    old = std::move(r);
    emit dataChanged(index(row), index(row), roles);
}

} // namespace parley::client
