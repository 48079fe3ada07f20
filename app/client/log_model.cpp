#include "log_model.h"

#include "event_text.h"

#include <algorithm>

namespace parley::client {

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {{TextRole, "line"}, {KindRole, "kind"}, {IndentRole, "indent"}, {ActionRole, "action"}};
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
    case ActionRole:
        return l.action;
    default:
        return {};
    }
}

void LogModel::render(Line& l, const QString& locale) const {
    if (l.event && content_) {
        const EventLine line = EventText::line(*content_, npc_, *l.event, locale);
        l.text = line.text;
        l.indent = line.indent;
    } else if (l.note) {
        l.text = l.note();
    }
}

void LogModel::append(const State& s, const EventLog& events, const QString& locale, int action) {
    // The conversation's content and partner (a new conversation clears the log first).
    content_ = s.contentPtr();
    npc_ = s.npc;
    action_ = action;
    QVector<Line> added;
    for (const Event& e : events) {
        Line l;
        l.event = e;
        l.action = action;
        const std::string_view kind = eventName(e);
        l.kind = QString::fromUtf8(kind.data(), qsizetype(kind.size()));
        render(l, locale);
        // Whether an event has a line does not depend on the language.
        if (l.text.isEmpty()) continue;
        added.push_back(std::move(l));
    }
    if (added.isEmpty()) return;
    beginInsertRows({}, int(lines_.size()), int(lines_.size() + added.size()) - 1);
    lines_ += added;
    endInsertRows();
    emit countChanged();
}

void LogModel::note(std::function<QString()> text) {
    Line l;
    l.kind = QStringLiteral("Note");
    l.action = action_;
    l.note = std::move(text);
    l.text = l.note();
    beginInsertRows({}, int(lines_.size()), int(lines_.size()));
    lines_.push_back(std::move(l));
    endInsertRows();
    emit countChanged();
}

void LogModel::note(const QString& text) {
    note([text] { return text; });
}

void LogModel::retranslate(const QString& locale) {
    if (lines_.isEmpty()) return;
    for (Line& l : lines_) render(l, locale);
    emit dataChanged(index(0), index(int(lines_.size()) - 1), {Qt::DisplayRole, TextRole, IndentRole});
}

void LogModel::removeAfter(int action) {
    // Lines are in action order, so the undone ones are a tail.
    qsizetype keep = lines_.size();
    while (keep > 0 && lines_[keep - 1].action > action) --keep;
    action_ = std::min(action_, action);
    if (keep == lines_.size()) return;
    beginRemoveRows({}, int(keep), int(lines_.size()) - 1);
    lines_.resize(keep);
    endRemoveRows();
    emit countChanged();
}

int LogModel::actionAt(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row].action : -1;
}

void LogModel::clear() {
    action_ = 0;
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
