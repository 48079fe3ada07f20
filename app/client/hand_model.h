#pragma once
// The player's hand as a list model: one row per card instance, with every number the card shows
// (weight, success chance) and their breakdowns straight from the engine's queries.
#include "state/state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class HandModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The hand belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        UidRole = Qt::UserRole + 1,
        CardIdRole,
        NameRole,
        DialogueRole,
        WeightRole,
        WeightWhyRole,
        DifficultyRole,
        ChanceRole,
        ChanceWhyRole,
        FailureChanceRole,
        PropertiesRole,
        GoalRole,
        PermanentRole,
        SuccessTextRole,
        FailureTextRole,
        ExhaustTextRole,
        HasExhaustRole,
        PlayableRole,
        BlockedReasonRole,
        ExhaustingRole, // set on a card just before it leaves the hand by exhausting
        RulesRole,      // what it does beyond its three effects (CardRulesText::lines)
    };
    Q_ENUM(Role)

    explicit HandModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Brings the rows in line with the state's hand. Rows are matched by card instance, so a draw
    // is an insert and a play or an exhaust a removal: the view animates exactly what happened.
    // `exhausted` are the card instances that left by exhausting (the view animates them apart
    // from played and discarded cards).
    void sync(const State& s, const QString& locale, const QVector<Uid>& exhausted = {});
    Uid uidAt(int row) const;
    int rowOf(Uid uid) const;

signals:
    void countChanged();

private:
    struct Row {
        Uid uid = 0;
        QString cardId, name, dialogue, weightWhy, difficulty, chanceWhy;
        int weight = 0, chance = 0;
        QStringList properties;
        bool goal = false, permanent = false, hasExhaust = false, playable = false,
             exhausting = false;
        QString success, failure, exhaust, blocked;
        QVariantList rules;
    };
    static Row makeRow(const State& s, const CardInst& ci, const QString& locale);
    QVector<Row> rows_;
};

} // namespace parley::client
