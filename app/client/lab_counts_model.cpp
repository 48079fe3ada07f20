#include "lab_counts_model.h"

#include "lab_text.h"

#include <algorithm>
#include <set>

namespace parley::client {

int LabCountsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant LabCountsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return r.label;
    case ToneRole:
        return r.tone;
    case CountRole:
        return r.count;
    case ShareRole:
        return r.share;
    case ShareTextRole:
        return r.shareText;
    case ComparedRole:
        return r.change.compared;
    case PreviousShareRole:
        return r.change.previous;
    case ChangeRole:
        return r.change.difference;
    case SignificantRole:
        return r.change.significant;
    case ChangeTextRole:
        return r.changeText;
    case ChangePointsRole:
        return r.changePoints;
    }
    return {};
}

QHash<int, QByteArray> LabCountsModel::roleNames() const {
    return {{LabelRole, "label"},
            {ToneRole, "tone"},
            {CountRole, "count"},
            {ShareRole, "share"},
            {ShareTextRole, "shareText"},
            {ComparedRole, "compared"},
            {PreviousShareRole, "previousShare"},
            {ChangeRole, "change"},
            {SignificantRole, "significant"},
            {ChangeTextRole, "changeText"},
            {ChangePointsRole, "changePoints"}};
}

void LabCountsModel::set(const LabResult* current, const LabResult* previous,
                         const QString& locale) {
    QVector<Row> rows;
    if (current) {
        const auto& counts =
            kind_ == Kind::Outcomes ? current->all.outcomes : current->all.endReasons;
        const std::map<std::string, int> none;
        const auto& before = !previous                 ? none
                             : kind_ == Kind::Outcomes ? previous->all.outcomes
                                                       : previous->all.endReasons;
        // What either run saw: a way of ending that disappeared is a change too.
        std::set<std::string> keys;
        for (const auto& [k, n] : counts)
            keys.insert(k);
        for (const auto& [k, n] : before)
            keys.insert(k);
        for (const std::string& key : keys) {
            Row r;
            r.label = kind_ == Kind::Outcomes ? LabText::outcome(key) : LabText::endReason(key);
            if (kind_ == Kind::Outcomes)
                r.tone = key == "success"   ? QStringLiteral("success")
                         : key == "failure" ? QStringLiteral("failure")
                                            : QString();
            const auto it = counts.find(key);
            r.count = it == counts.end() ? 0 : it->second;
            const long long games = current->all.games;
            r.share = games ? double(r.count) / games : 0;
            r.shareText = LabText::percent(r.share, locale);
            const auto was = before.find(key);
            r.change = rateChange(previous != nullptr, was == before.end() ? 0 : was->second,
                                  previous ? previous->all.games : 0, r.count, games);
            rows.append(r);
        }
        std::vector<RateChange*> changes;
        for (Row& r : rows)
            changes.push_back(&r.change);
        judgeAsATable(changes);
        for (Row& r : rows)
            if (r.change.compared) {
                r.changeText = LabText::change(r.change.difference, r.change.significant, locale);
                r.changePoints = LabText::points(r.change.difference, locale);
            }
        // The most common first.
        std::stable_sort(rows.begin(), rows.end(),
                         [](const Row& a, const Row& b) { return a.count > b.count; });
    }
    const bool countChanges = rows.size() != rows_.size();
    replaceRows(rows_, std::move(rows));
    if (countChanges) emit countChanged();
}

} // namespace parley::client
