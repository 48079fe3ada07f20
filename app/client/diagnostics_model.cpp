#include "diagnostics_model.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>

namespace parley::client {

QString pathInPack(const QString& file, const QStringList& roots) {
    const QString clean = QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    for (const QString& root : roots) {
        const QFileInfo info(root);
        const QString r = QDir::cleanPath(info.absoluteFilePath());
        if (clean == r) return info.fileName();
        // A folder's files are shown under the folder's name: "my_pack/cards/tea.json".
        if (clean.startsWith(r + '/')) return info.fileName() + '/' + clean.mid(r.size() + 1);
    }
    return file;
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> DiagnosticsModel::roleNames() const {
    return {{IsErrorRole, "isError"}, {FileRole, "file"},        {DisplayPathRole, "displayPath"},
            {LineRole, "line"},       {ColumnRole, "column"},    {PointerRole, "pointer"},
            {MessageRole, "message"}, {LocationRole, "location"}};
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    const bool error = r.d.severity == Diagnostic::Severity::Error;
    switch (role) {
    case IsErrorRole:
        return error;
    case FileRole:
        return r.file;
    case DisplayPathRole:
        return r.displayPath;
    case LineRole:
        return r.d.line;
    case ColumnRole:
        return r.d.column;
    case PointerRole:
        return QString::fromStdString(r.d.pointer);
    case Qt::DisplayRole:
    case MessageRole:
        return QString::fromStdString(r.d.message);
    case LocationRole:
        return r.d.line > 0
                   ? QStringLiteral("%1:%2:%3").arg(r.displayPath).arg(r.d.line).arg(r.d.column)
                   : r.displayPath;
    default:
        return {};
    }
}

void DiagnosticsModel::set(const Diagnostics& diags, const QStringList& roots) {
    beginResetModel();
    rows_.clear();
    for (const Diagnostic& d : diags.items()) {
        const QString file = QString::fromStdString(d.file);
        rows_.push_back({d, file, pathInPack(file, roots)});
    }
    endResetModel();
    emit countChanged();
}

void DiagnosticsModel::clear() {
    if (rows_.isEmpty()) return;
    beginResetModel();
    rows_.clear();
    endResetModel();
    emit countChanged();
}

int DiagnosticsModel::errorCount() const {
    return int(std::count_if(rows_.begin(), rows_.end(), [](const Row& r) {
        return r.d.severity == Diagnostic::Severity::Error;
    }));
}

bool DiagnosticsModel::openFile(int row) {
    if (row < 0 || row >= rows_.size()) return false;
    // The built-in pack's files are compiled in and have no file to open.
    const QFileInfo info(rows_[row].file);
    if (rows_[row].file.isEmpty() || !info.isFile()) return false;
    const QUrl url = QUrl::fromLocalFile(info.absoluteFilePath());
    emit fileOpened(url);
    return QDesktopServices::openUrl(url);
}

} // namespace parley::client
