#pragma once
// Every derived number of the moment with the engine's account of how it was made, one row per
// number (like `parley-cli play --explain`): the conversation's numbers, then each hand card's
// success chance and weight cost.
#include "state/state.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class ExplanationModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Explanations belong to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1, // "capacity", "listenDraw", ..., "chance:<uid>", "weight:<uid>"
        SubjectRole,                // the card's name for card numbers, else empty
        ValueRole,
        TextRole,  // the whole breakdown in one line
        PartsRole, // each: {source, change, after}
    };
    Q_ENUM(Role)

    explicit ExplanationModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void sync(const State& s, const QString& locale);
    void clear();

signals:
    void countChanged();

private:
    struct Row {
        QString key, subject, text;
        int value = 0;
        QVariantList parts;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
