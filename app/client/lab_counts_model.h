#pragma once
// How the balance lab's conversations ended: the outcomes, or the end reasons, each in words with
// its count and share, and the change of the share against the previous run.
#include "lab_comparison.h"
#include "lab_rows_model.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LabCountsModel : public LabRowsModel<QAbstractListModel> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The counts belong to a BalanceLab")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum class Kind { Outcomes, EndReasons };
    enum Role {
        LabelRole = Qt::UserRole + 1, // in words, never the id
        ToneRole,                     // "success", "failure" or "" (for the view's colours)
        CountRole,
        ShareRole, // of the run's games, 0..1
        ShareTextRole,
        ComparedRole,
        PreviousShareRole,
        ChangeRole,
        SignificantRole,
        ChangeTextRole,   // "+3.2 pts, significant"; empty when not compared
        ChangePointsRole, // "+3.2 pts" (where space is short; SignificantRole says the rest)
    };
    Q_ENUM(Role)

    LabCountsModel(Kind kind, QObject* parent = nullptr) : LabRowsModel(parent), kind_(kind) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The rows change in place (lab_rows_model.h).
    void set(const LabResult* current, const LabResult* previous, const QString& locale);

signals:
    void countChanged();

private:
    struct Row {
        QString label, tone, shareText, changeText, changePoints;
        long long count = 0;
        double share = 0;
        RateChange change;
    };
    Kind kind_;
    QVector<Row> rows_;
};

} // namespace parley::client
