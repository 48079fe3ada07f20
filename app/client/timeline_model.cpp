#include "timeline_model.h"

#include "action_text.h"

namespace parley::client {

int TimelineModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(labels_.size());
}

QHash<int, QByteArray> TimelineModel::roleNames() const {
    return {{LabelRole, "label"}, {NumberRole, "number"}, {CurrentRole, "current"}, {RedoableRole, "redoable"}};
}

QVariant TimelineModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return labels_[row];
    case NumberRole: return row;
    case CurrentRole: return row == current_;
    case RedoableRole: return row > current_;
    default: return {};
    }
}

QString TimelineModel::labelAt(int row) const {
    return row >= 0 && row < labels_.size() ? labels_[row] : QString();
}

void TimelineModel::sync(const QStringList& actionLabels, int position) {
    QStringList labels;
    if (position >= 0) labels = QStringList{tr("Start")} + actionLabels;
    const int before = int(labels_.size());
    int same = 0;
    while (same < before && same < labels.size() && labels_[same] == labels[same]) ++same;
    // Rows past the common part go and come (a new action after an undo replaces the redo tail);
    // a relabelled row (a change of language) is a change of data.
    const int kept = labels.size() < before ? int(labels.size()) : before;
    if (before > kept) {
        beginRemoveRows({}, kept, before - 1);
        labels_.resize(kept);
        endRemoveRows();
    }
    if (same < kept) {
        for (int i = same; i < kept; ++i) labels_[i] = labels[i];
        emit dataChanged(index(same), index(kept - 1), {Qt::DisplayRole, LabelRole});
    }
    if (labels.size() > kept) {
        beginInsertRows({}, kept, int(labels.size()) - 1);
        labels_ = labels;
        endInsertRows();
    }
    const int old = current_;
    current_ = labels_.isEmpty() ? -1 : position;
    if (old != current_) {
        if (!labels_.isEmpty())
            emit dataChanged(index(0), index(int(labels_.size()) - 1), {CurrentRole, RedoableRole});
        emit currentIndexChanged();
    }
    if (before != labels_.size()) {
        emit countChanged();
        if (old == current_) emit currentIndexChanged(); // canRedo may have changed
    }
}

QStringList TimelineModel::labelsOf(const History& h, const QString& locale) {
    // Each choice is named from the question it answered, so walk a copy from the start.
    History walk = h;
    walk.seek(0);
    QStringList labels;
    for (const ActionRecord& rec : h.records()) {
        labels << ActionText::label(walk.current(), rec, locale);
        walk.redo();
    }
    return labels;
}

} // namespace parley::client
