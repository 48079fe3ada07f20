#include "log_model.h"

#include "sim/event_text.h"

namespace parley::client {

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {{TextRole, "line"}, {KindRole, "kind"}, {IndentRole, "indent"}};
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Line& l = lines_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return l.text;
    case KindRole:
        return l.kind;
    case IndentRole:
        return l.indent;
    default:
        return {};
    }
}

void LogModel::append(const State& s, const EventLog& events) {
    QVector<Line> added;
    for (const Event& e : events) {
        const std::string text = eventText(s, e);
        if (text.empty()) continue;
        const auto start = text.find_first_not_of(' ');
        const std::string_view kind = eventName(e);
        added.push_back(
            {QString::fromStdString(text.substr(start == std::string::npos ? 0 : start)),
             QString::fromUtf8(kind.data(), qsizetype(kind.size())),
             int(start == std::string::npos ? 0 : start / 2)});
    }
    if (added.isEmpty()) return;
    beginInsertRows({}, int(lines_.size()), int(lines_.size() + added.size()) - 1);
    lines_ += added;
    endInsertRows();
    emit countChanged();
}

void LogModel::note(const QString& text) {
    beginInsertRows({}, int(lines_.size()), int(lines_.size()));
    lines_.push_back({text, QStringLiteral("Note"), 0});
    endInsertRows();
    emit countChanged();
}

void LogModel::clear() {
    if (lines_.isEmpty()) return;
    beginResetModel();
    lines_.clear();
    endResetModel();
    emit countChanged();
}

QString LogModel::textAt(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row].text : QString();
}

} // namespace parley::client
