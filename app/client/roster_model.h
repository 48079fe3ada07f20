#pragma once
// A list of named content entries to pick from on the start screen: the NPCs or the decks.
#include "content/content.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class RosterModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Rosters belong to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)

public:
    enum Role { IdRole = Qt::UserRole + 1, NameRole, DescriptionRole, DetailRole };
    Q_ENUM(Role)
    enum class Kind { Npcs, Decks };

    RosterModel(Kind kind, QObject* parent = nullptr) : QAbstractListModel(parent), kind_(kind) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void sync(const Content& content, const QString& locale);
    Q_INVOKABLE int indexOf(const QString& id) const;
    Q_INVOKABLE QString idAt(int row) const;
    QStringList names() const;

signals:
    void countChanged();
    void namesChanged();

private:
    struct Row {
        QString id, name, description, detail;
    };
    Kind kind_;
    QVector<Row> rows_;
};

} // namespace parley::client
