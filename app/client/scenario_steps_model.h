#pragma once
// The rows of the steps panel: the set-up first, then each step of the scenario file, then its
// final expectations. Each row has its text in the player's language, its kind, where the run
// stands with it, and the checks it made (expected and found side by side). ScenarioSession
// fills it; the model holds no rules.
#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class ScenarioStepsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Steps belong to a ScenarioSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum class Kind { Setup, Action, Check, FinalCheck };
    Q_ENUM(Kind)
    // Current: the step that runs next.
    enum class Status { NotRun, Passed, Failed, Current };
    Q_ENUM(Status)
    enum Role {
        TextRole = Qt::UserRole + 1,
        KindRole,
        StatusRole,
        // Why the step failed or what it was refused with, in words; empty otherwise.
        DetailRole,
        // One map per check: {text, expected, found, passed}.
        ChecksRole,
        // The step's number as the command line counts it (1-based; 0 for the set-up).
        NumberRole,
    };
    Q_ENUM(Role)

    struct Row {
        QString text;
        Kind kind = Kind::Action;
        Status status = Status::NotRun;
        QString detail;
        QVariantList checks;
    };

    explicit ScenarioStepsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(QVector<Row> rows);
    // Replaces row `row` and tells the views which of its parts changed.
    void update(int row, Row r);
    const Row& row(int row) const { return rows_.at(row); }

signals:
    void countChanged();

private:
    QVector<Row> rows_;
};

} // namespace parley::client
