#pragma once
// The conversation's timeline for the strip under the table: the start, then one row per action
// taken (redoable ones included), each labelled in the player's language. Row n is the moment
// after n actions, so seeking to a row's index is seeking to that row.
#include "session/history.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class TimelineModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The timeline belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The row of the moment shown: the number of actions taken up to it (0: the start).
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY currentIndexChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY currentIndexChanged)

public:
    enum Role {
        LabelRole = Qt::UserRole + 1,
        NumberRole,   // 0 for the start, else the action's number
        CurrentRole,  // the moment shown
        RedoableRole, // after the moment shown: undone, can be redone
    };
    Q_ENUM(Role)

    explicit TimelineModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int currentIndex() const { return current_; }
    bool canUndo() const { return current_ > 0; }
    bool canRedo() const { return current_ + 1 < rowCount(); }
    Q_INVOKABLE QString labelAt(int row) const;

    // `labels`: one per recorded action, in order; `position`: the actions taken up to the moment
    // shown. Rows that did not change keep their identity (a view keeps its scroll position).
    void sync(const QStringList& labels, int position);
    void clear() { sync({}, -1); }

    // The labels of every recorded action of `h` (redoable ones too), each named from the state
    // it was taken on.
    static QStringList labelsOf(const History& h, const QString& locale);

signals:
    void countChanged();
    void currentIndexChanged();

private:
    QStringList labels_; // labels_[0] is the start's; empty when there is no conversation
    int current_ = -1;
};

} // namespace parley::client
