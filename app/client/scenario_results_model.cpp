#include "scenario_results_model.h"

#include <QFileInfo>

namespace parley::client {

int ScenarioResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant ScenarioResultsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = rows_.at(index.row());
    const ScenarioFileResult* r = row.result >= 0 ? &results_.at(row.result) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return row.label;
    case FileNameRole: return r ? QFileInfo(r->file).fileName() : QString();
    case FileRole: return r ? r->file : QString();
    case DepthRole: return row.depth;
    case OutcomeRole:
        if (!r) return QVariant::fromValue(Outcome::Folder);
        return QVariant::fromValue(r->outcome == ScenarioFileResult::Outcome::Passed   ? Outcome::Passed
                                   : r->outcome == ScenarioFileResult::Outcome::Failed ? Outcome::Failed
                                                                                       : Outcome::Invalid);
    case StepRole: return r ? r->step : 0;
    case MessageRole: return r ? r->message : QString();
    case SummaryRole:
        return !r ? QString() : r->outcome == ScenarioFileResult::Outcome::Invalid ? r->message : r->summary;
    case FailuresRole: return row.failures;
    }
    return {};
}

QHash<int, QByteArray> ScenarioResultsModel::roleNames() const {
    return {{LabelRole, "label"},     {FileNameRole, "fileName"}, {FileRole, "file"},
            {DepthRole, "depth"},     {OutcomeRole, "outcome"},   {StepRole, "step"},
            {MessageRole, "message"}, {SummaryRole, "summary"},   {FailuresRole, "failures"}};
}

void ScenarioResultsModel::set(const QVector<ScenarioFileResult>& results) {
    QVector<Row> rows;
    // The results come sorted by path, so each folder's files are together: a folder row starts
    // each run of files with the same folder.
    QString folder = QStringLiteral("\x1f");
    int folderRow = -1;
    for (int i = 0; i < results.size(); ++i) {
        const QString rel = results[i].relative;
        const int slash = rel.lastIndexOf(QLatin1Char('/'));
        const QString dir = slash < 0 ? QString() : rel.left(slash);
        if (dir != folder) {
            folder = dir;
            folderRow = -1;
            if (!dir.isEmpty()) {
                rows.append(Row{true, dir, 0, 0, -1});
                folderRow = int(rows.size()) - 1;
            }
        }
        rows.append(Row{false, results[i].name, dir.isEmpty() ? 0 : 1, 0, i});
        if (folderRow >= 0 && results[i].outcome != ScenarioFileResult::Outcome::Passed) ++rows[folderRow].failures;
    }
    const bool countChanges = rows.size() != rows_.size();
    beginResetModel();
    results_ = results;
    rows_ = std::move(rows);
    endResetModel();
    if (countChanges) emit countChanged();
}

const ScenarioFileResult* ScenarioResultsModel::find(const QString& file) const {
    for (const auto& r : results_)
        if (r.file == file) return &r;
    return nullptr;
}

int ScenarioResultsModel::rowOfFile(const QString& file) const {
    for (int i = 0; i < rows_.size(); ++i)
        if (rows_[i].result >= 0 && results_[rows_[i].result].file == file) return i;
    return -1;
}

} // namespace parley::client
