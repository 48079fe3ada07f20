#include "lab_series_model.h"

#include "lab_text.h"
#include "sim/interval.h"

#include <QLocale>
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

// The conversations' lengths as moments, from the histogram (length t, lengths[t] times).
Moments lengthMoments(const SimulationStats& st) {
    Moments m;
    for (std::size_t t = 0; t < st.lengths.size(); ++t) {
        const double n = static_cast<double>(st.lengths[t]), x = static_cast<double>(t);
        m.n += st.lengths[t];
        m.sum += n * x;
        m.squares += n * x * x;
    }
    return m;
}

// "2, 3 and 5" in the locale's way of listing.
QString turnList(const QStringList& turns, const QString& locale) {
    return QLocale(locale).createSeparatedList(turns);
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
    case ComfortChangedRole:
        return r.comfortChanged;
    case StateChangedRole:
        return r.stateChanged;
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
            {HasValueRole, "hasValue"},
            {ComfortChangedRole, "comfortChanged"},
            {StateChangedRole, "stateChanged"}};
}

QVariant LabSeriesModel::at(int row, const QString& role) const {
    const int r = roleNames().key(role.toUtf8(), -1);
    return r < 0 ? QVariant() : data(index(row), r);
}

void LabSeriesModel::set(const LabResult* current, const LabResult* previous,
                         const QString& locale) {
    beginResetModel();
    rows_.clear();
    maxValue_ = 0;
    summaryText_.clear();
    changeText_.clear();
    changeSignificant_ = false;
    if (current) {
        const SimulationStats* before = previous ? &previous->all : nullptr;
        if (kind_ == Kind::Lengths)
            setLengths(current->all, before, locale);
        else
            setTurns(current->all, before, locale);
    }
    compared_ = current && previous;
    endResetModel();
    emit changed();
}

void LabSeriesModel::setLengths(const SimulationStats& now, const SimulationStats* before,
                                const QString& locale) {
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
        maxValue_ = std::max({maxValue_, r.value, r.previousValue});
        rows_.append(r);
    }
    const Moments m = lengthMoments(now);
    summaryText_ = LabText::averageLength(m.mean(), locale);
    if (before) {
        const MeanTest test = twoMeanTest(lengthMoments(*before), m);
        changeSignificant_ = test.significant;
        changeText_ = LabText::lengthChange(test.difference, test.significant, locale);
    }
}

void LabSeriesModel::setTurns(const SimulationStats& now, const SimulationStats* before,
                              const QString& locale) {
    const std::size_t shown = turnsShown(now);
    const std::size_t shownBefore = before ? turnsShown(*before) : 0;
    // A turn's averages are tested only where both runs hold their squares.
    const bool testable = before && now.turnSquares && before->turnSquares;
    std::vector<double> comfortP, stateP; // by row, 1 where untested
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
        if (testable && r.hasValue && r.hasPrevious) {
            const TurnSample& a = before->perTurn[t];
            const TurnSample& b = now.perTurn[t];
            comfortP.push_back(
                twoMeanTest({a.games, double(a.comfortSum), double(a.comfortSquares)},
                            {b.games, double(b.comfortSum), double(b.comfortSquares)})
                    .pValue);
            stateP.push_back(twoMeanTest({a.games, double(a.stateSum), double(a.stateSquares)},
                                         {b.games, double(b.stateSum), double(b.stateSquares)})
                                 .pValue);
        } else {
            comfortP.push_back(1);
            stateP.push_back(1);
        }
        maxValue_ = std::max({maxValue_, r.value, r.previousValue});
        rows_.append(r);
    }
    if (!testable) return;
    // Every turn of both curves is a test: at 5% each, a run against itself would show a change
    // somewhere almost every time (and a chance swing lasts several turns, as the state carries
    // over). So the curves are judged at 95% as a whole (Bonferroni: each test at 5% / tests).
    int tests = 0;
    for (const Row& r : rows_)
        tests += r.hasValue && r.hasPrevious ? 2 : 0;
    const double level = tests > 0 ? 0.05 / tests : 0;
    QStringList comfortTurns, stateTurns;
    for (qsizetype i = 0; i < rows_.size(); ++i) {
        Row& r = rows_[i];
        r.comfortChanged = comfortP[std::size_t(i)] < level;
        r.stateChanged = stateP[std::size_t(i)] < level;
        if (r.comfortChanged) comfortTurns << QLocale(locale).toString(r.turn);
        if (r.stateChanged) stateTurns << QLocale(locale).toString(r.turn);
    }
    changeSignificant_ = !comfortTurns.isEmpty() || !stateTurns.isEmpty();
    changeText_ = LabText::turnChanges(comfortTurns.size(), turnList(comfortTurns, locale),
                                       stateTurns.size(), turnList(stateTurns, locale));
}

} // namespace parley::client
