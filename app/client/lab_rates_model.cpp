#include "lab_rates_model.h"

#include "lab_text.h"

#include "sim/interval.h"

namespace parley::client {

int LabRatesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant LabRatesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PolicyRole:
        return r.policy;
    case DescriptionRole:
        return r.description;
    case GamesRole:
        return r.games;
    case WinsRole:
        return r.wins;
    case RateRole:
        return r.rate;
    case LowRole:
        return r.low;
    case HighRole:
        return r.high;
    case RateTextRole:
        return r.rateText;
    case ComparedRole:
        return r.change.compared;
    case PreviousRateRole:
        return r.change.previous;
    case PreviousLowRole:
        return r.previousLow;
    case PreviousHighRole:
        return r.previousHigh;
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

QHash<int, QByteArray> LabRatesModel::roleNames() const {
    return {{PolicyRole, "policy"},
            {DescriptionRole, "description"},
            {GamesRole, "games"},
            {WinsRole, "wins"},
            {RateRole, "rate"},
            {LowRole, "low"},
            {HighRole, "high"},
            {RateTextRole, "rateText"},
            {ComparedRole, "compared"},
            {PreviousRateRole, "previousRate"},
            {PreviousLowRole, "previousLow"},
            {PreviousHighRole, "previousHigh"},
            {ChangeRole, "change"},
            {SignificantRole, "significant"},
            {ChangeTextRole, "changeText"},
            {ChangePointsRole, "changePoints"}};
}

void LabRatesModel::set(const LabResult* current, const LabResult* previous,
                        const QString& locale) {
    QVector<Row> rows;
    if (current) {
        for (std::size_t i = 0; i < current->policies.size(); ++i) {
            const SimulationStats& st = current->policies[i];
            const SimulationStats* before =
                previous && i < previous->policies.size() ? &previous->policies[i] : nullptr;
            Row r;
            r.policy = LabText::policy(st.policy);
            r.description = LabText::policyDescription(st.policy);
            r.games = st.games;
            r.wins = st.wins;
            r.rate = st.games ? double(st.wins) / st.games : 0;
            const Interval ci = wilsonInterval(st.wins, st.games);
            r.low = ci.low;
            r.high = ci.high;
            r.rateText = tr("%1 (%2 to %3)")
                             .arg(LabText::percent(r.rate, locale), LabText::percent(r.low, locale),
                                  LabText::percent(r.high, locale));
            if (before) {
                const Interval p = wilsonInterval(before->wins, before->games);
                r.previousLow = p.low;
                r.previousHigh = p.high;
            }
            r.change = rateChange(before != nullptr, before ? before->wins : 0,
                                  before ? before->games : 0, st.wins, st.games);
            rows.append(r);
        }
        std::vector<RateChange*> changes; // the policies, judged together
        for (Row& r : rows)
            changes.push_back(&r.change);
        judgeAsATable(changes);
        for (Row& r : rows)
            if (r.change.compared) {
                r.changeText = LabText::change(r.change.difference, r.change.significant, locale);
                r.changePoints = LabText::points(r.change.difference, locale);
            }
    }
    const bool countChanges = rows.size() != rows_.size();
    replaceRows(rows_, std::move(rows));
    if (countChanges) emit countChanged();
}

} // namespace parley::client
