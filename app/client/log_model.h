#pragma once
// The conversation's event log, one readable line per engine event (the engine's own wording).
#include "state/state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, KindRole, IndentRole };
    Q_ENUM(Role)

    explicit LogModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const State& s, const EventLog& events);
    // A line of the client's own, such as where the conversation came from.
    void note(const QString& text);
    void clear();
    Q_INVOKABLE QString textAt(int row) const;

signals:
    void countChanged();

private:
    struct Line {
        QString text;
        QString kind; // the event's type name, for the view's colour
        int indent = 0;
    };
    QVector<Line> lines_;
};

} // namespace parley::client
