#pragma once
// The balance lab's figures over turns, a row per turn from 0: the length histogram (the share of
// conversations that lasted that many turns) or the curves (average comfort and emotional state
// after each turn), each beside the previous run's when the two are comparable. The charts read
// the rows; there are as many as turns, never as many as games.
//
// A/B: the average length against the run before's, and each turn's average comfort and state
// against the same turn's of the run before (twoMeanTest, from the sums and sums of squares the
// simulation keeps): the length at 95%, the curves at 95% as a whole (each turn's test at 5%
// divided by the number of tests), in words for the tab and as roles for the chart's marks.
#include "lab_run.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LabSeriesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The series belong to a BalanceLab")
    Q_PROPERTY(int count READ rowCount NOTIFY changed)
    Q_PROPERTY(bool compared READ compared NOTIFY changed)
    // The largest value of either run (for the chart's axis).
    Q_PROPERTY(double maxValue READ maxValue NOTIFY changed)
    // Lengths: "Average length: 10.7 turns"; turns: empty.
    Q_PROPERTY(QString summaryText READ summaryText NOTIFY changed)
    // Against the run before (empty without one). Lengths: "+0.4 turns, significant"; turns:
    // which turns' averages changed by more than chance, or that none did.
    Q_PROPERTY(QString changeText READ changeText NOTIFY changed)
    Q_PROPERTY(bool changeSignificant READ changeSignificant NOTIFY changed)

public:
    enum class Kind { Lengths, Turns };
    enum Role {
        TurnRole = Qt::UserRole + 1, // the length, or the turn (0: the opening)
        ValueRole,                   // lengths: the share 0..1; turns: the average comfort
        StateRole,                   // turns: the average state's index (0 the worst)
        GamesRole,         // lengths: conversations of that length; turns: that got that far
        PreviousValueRole, // the same of the previous run (0 when it has no such row)
        PreviousStateRole,
        HasPreviousRole,    // the previous run has this row
        HasValueRole,       // this run has it (turns: it got that far often enough to average)
        ComfortChangedRole, // turns: the average comfort moved by more than chance (A/B)
        StateChangedRole,   // turns: the same for the average state
    };
    Q_ENUM(Role)

    LabSeriesModel(Kind kind, QObject* parent = nullptr)
        : QAbstractListModel(parent), kind_(kind) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool compared() const { return compared_; }
    double maxValue() const { return maxValue_; }
    QString summaryText() const { return summaryText_; }
    QString changeText() const { return changeText_; }
    bool changeSignificant() const { return changeSignificant_; }

    void set(const LabResult* current, const LabResult* previous, const QString& locale);
    // For tests and the view: a role of a row.
    Q_INVOKABLE QVariant at(int row, const QString& role) const;

signals:
    void changed();

private:
    struct Row {
        int turn = 0;
        long long games = 0;
        double value = 0, state = 0, previousValue = 0, previousState = 0;
        bool hasPrevious = false;
        bool hasValue = true;
        bool comfortChanged = false, stateChanged = false;
    };
    void setLengths(const SimulationStats& now, const SimulationStats* before,
                    const QString& locale);
    void setTurns(const SimulationStats& now, const SimulationStats* before, const QString& locale);

    Kind kind_;
    QVector<Row> rows_;
    bool compared_ = false;
    double maxValue_ = 0;
    QString summaryText_, changeText_;
    bool changeSignificant_ = false;
};

} // namespace parley::client
