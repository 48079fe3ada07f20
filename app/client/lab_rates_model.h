#pragma once
// The balance lab's win rate per policy: the rate with its 95% Wilson interval
// (engine/sim/interval.h), and against the previous run when the two are comparable.
#include "lab_comparison.h"
#include "lab_rows_model.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LabRatesModel : public LabRowsModel<QAbstractListModel> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The rates belong to a BalanceLab")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        PolicyRole = Qt::UserRole + 1, // the policy's name in words
        DescriptionRole,
        GamesRole,
        WinsRole,
        RateRole, // 0..1
        LowRole,  // the 95% interval
        HighRole,
        RateTextRole, // "45.7% (43.1–48.3%)"
        ComparedRole, // there is a comparable previous run
        PreviousRateRole,
        PreviousLowRole,
        PreviousHighRole,
        ChangeRole, // this rate - the previous one
        SignificantRole,
        ChangeTextRole,   // "+3.2 pts, significant"; empty when not compared
        ChangePointsRole, // "+3.2 pts" (where space is short; SignificantRole says the rest)
    };
    Q_ENUM(Role)

    explicit LabRatesModel(QObject* parent = nullptr) : LabRowsModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `previous` only when comparable (same policies in the same order). The rows change in
    // place (lab_rows_model.h).
    void set(const LabResult* current, const LabResult* previous, const QString& locale);

signals:
    void countChanged();

private:
    struct Row {
        QString policy, description, rateText, changeText, changePoints;
        long long games = 0, wins = 0;
        double rate = 0, low = 0, high = 1;
        double previousLow = 0, previousHigh = 1;
        RateChange change;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
