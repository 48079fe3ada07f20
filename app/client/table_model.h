#pragma once
// The permanents on the table, each with its activated abilities and whether the engine would
// accept each activation now.
#include "state/state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class TableModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        UidRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        TappedRole,
        TheirsRole,
        TokenRole,
        AbilitiesRole
    };
    Q_ENUM(Role)

    explicit TableModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void sync(const State& s, const QString& locale);
    Uid uidAt(int row) const;

signals:
    void countChanged();

private:
    struct Row {
        Uid uid = 0;
        QString name, description;
        bool tapped = false, theirs = false, token = false;
        // Each ability: index, name, description, costs, usable, reason.
        QVariantList abilities;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
