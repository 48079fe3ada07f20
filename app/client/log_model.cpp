#include "log_model.h"

#include <algorithm>

namespace parley::client {

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {{TextRole, "line"},   {KindRole, "kind"},           {ActionRole, "action"},
            {ReplyRole, "reply"}, {MoodRole, "mood"},           {ToneRole, "tone"},
            {StepsRole, "steps"}, {StepCountRole, "stepCount"}, {ExpandedRole, "expanded"}};
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Line& l = lines_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return l.story.text;
    case KindRole:
        return l.story.kind;
    case ActionRole:
        return l.action;
    case ReplyRole:
        return l.story.reply;
    case MoodRole:
        return l.story.mood;
    case ToneRole:
        return l.story.tone;
    case StepsRole:
        return l.story.steps;
    case StepCountRole:
        return int(l.story.steps.size());
    case ExpandedRole:
        return l.expanded;
    default:
        return {};
    }
}

bool LogModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != ExpandedRole || !checkIndex(index, CheckIndexOption::IndexIsValid)) return false;
    return setExpanded(index.row(), value.toBool());
}

bool LogModel::setExpanded(int row, bool expanded) {
    if (row < 0 || row >= lines_.size() || lines_[row].story.steps.isEmpty()) return false;
    if (lines_[row].expanded == expanded) return true;
    lines_[row].expanded = expanded;
    emit dataChanged(index(row), index(row), {ExpandedRole});
    return true;
}

bool LogModel::toggle(int row) {
    return row >= 0 && row < lines_.size() && setExpanded(row, !lines_[row].expanded);
}

void LogModel::render(Line& l, const QString& locale) const {
    if (l.events && content_) {
        const std::vector<StoryRow> rows = StoryText::rows(*content_, npc_, *l.events, locale);
        // How many rows an action tells does not depend on the language.
        if (std::size_t(l.part) < rows.size()) l.story = rows[std::size_t(l.part)];
    } else if (l.note) {
        l.story.text = l.note();
    }
}

void LogModel::append(const State& s, const EventLog& events, const QString& locale, int action) {
    // The conversation's content and partner (a new conversation clears the log first).
    content_ = s.contentPtr();
    npc_ = s.npc;
    action_ = action;
    auto shared = std::make_shared<const EventLog>(events);
    const std::vector<StoryRow> rows = StoryText::rows(*content_, npc_, *shared, locale);
    if (rows.empty()) return;
    beginInsertRows({}, int(lines_.size()), int(lines_.size() + qsizetype(rows.size())) - 1);
    for (std::size_t i = 0; i < rows.size(); ++i)
        lines_.push_back({rows[i], action, false, shared, int(i), {}});
    endInsertRows();
    emit countChanged();
}

void LogModel::note(std::function<QString()> text) {
    Line l;
    l.story.kind = QStringLiteral("Note");
    l.action = action_;
    l.note = std::move(text);
    l.story.text = l.note();
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
    for (Line& l : lines_)
        render(l, locale);
    emit dataChanged(index(0), index(int(lines_.size()) - 1),
                     {Qt::DisplayRole, TextRole, ReplyRole, MoodRole, StepsRole});
}

void LogModel::removeAfter(int action) {
    // Rows are in action order, so the undone ones are a tail.
    qsizetype keep = lines_.size();
    while (keep > 0 && lines_[keep - 1].action > action)
        --keep;
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
    return row >= 0 && row < lines_.size() ? lines_[row].story.text : QString();
}

QString LogModel::replyAt(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row].story.reply : QString();
}

QStringList LogModel::stepsAt(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row].story.steps : QStringList();
}

} // namespace parley::client
