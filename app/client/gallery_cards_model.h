#pragma once
// Every card of the content in use (the open packs on the built-in pack), as printed, for the
// card gallery. A row carries the roles the hand's card view reads (CardView.qml), so the gallery
// draws each card exactly as play does; the numbers are the printed ones (no state: the success
// chance is the difficulty's base), and the card can always be played. Beside them, what the
// gallery filters and sorts on and what its detail pane lists: the decks and partners using it.
#include "content/content.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class GalleryCardsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's cards belong to a GalleryController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        // As HandModel's, for CardView.qml.
        CardIdRole = Qt::UserRole + 1,
        NameRole,
        DialogueRole,
        WeightRole,
        WeightWhyRole,
        DifficultyRole,
        ChanceRole,
        ChanceWhyRole,
        FailureChanceRole,
        PropertiesRole, // "badges": the properties' ids, which PropertyBadge draws and names
        GoalRole,
        PermanentRole,
        SuccessTextRole,
        FailureTextRole,
        ExhaustTextRole,
        HasExhaustRole,
        PlayableRole,
        BlockedReasonRole,
        ExhaustingRole,
        RulesRole,
        // The gallery's own.
        SummaryRole,        // CardRulesText::summary, for MiniCard.qml
        PropertyMaskRole,   // bit per CardProperty
        ConnectionRole,     // the connection type's index, or -1
        ConnectionNameRole, // in words; empty without one
        DifficultyRankRole, // the difficulty's place in the ruleset (easiest first)
        DeckUsesRole,       // [{deckId, name, copies}] of the decks holding it
        NpcUsesRole,        // [{npcId, name, copies}] of the partners whose deck holds it
        DeckCopiesRole,     // total copies over every deck (how much it is used)
        SearchTextRole,     // name, effects and rules in the locale, lower case
    };
    Q_ENUM(Role)

    explicit GalleryCardsModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Every card a designer wrote (not the loader's stand-ins for bare token types), in content
    // order, worded in `locale`.
    void sync(const Content& content, const QString& locale);
    Q_INVOKABLE int rowOf(const QString& cardId) const;
    // The row's roles by name (as roleNames), for the detail pane.
    QVariantMap rowMap(int row) const;

signals:
    void countChanged();

private:
    struct Row {
        QString cardId, name, dialogue, weightWhy, difficulty, chanceWhy, connectionName, search;
        int weight = 0, chance = 0, connection = -1, difficultyRank = 0, deckCopies = 0;
        int propertyMask = 0;
        QStringList properties;
        bool goal = false, permanent = false;
        QString success, failure, exhaust;
        QVariantList rules, deckUses, npcUses;
        QVariantMap summary;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
