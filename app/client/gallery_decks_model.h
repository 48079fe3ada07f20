#pragma once
// The decks of the content in use, for the gallery's deck view: each deck's cards with their
// counts, its weight curve (how many cards weigh 0, 1, 2, ...), its property mix (how many cards
// carry each property) and the player's traits it brings.
#include "content/content.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class GalleryDecksModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's decks belong to a GalleryController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        DeckIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        SizeRole,       // cards in the deck, copies counted
        CardsRole,      // [{cardId, copies, card: CardRulesText::summary}], in the deck's order
        CurveRole,      // [{weight, count}] for every weight from the lightest to the heaviest
        CurveMaxRole,   // the tallest bar's count
        PropertiesRole, // [{property (its id, for PropertyBadge), name, count}]
        TraitsRole,     // [GallerySkillText::entry] of the player's skills with this deck
        PartnersRole,   // the names of the partners whose own deck it is
        SearchTextRole,
    };
    Q_ENUM(Role)

    explicit GalleryDecksModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void sync(const std::shared_ptr<const Content>& content, const QString& locale);
    Q_INVOKABLE int rowOf(const QString& deckId) const;
    // The row's roles by name, for the deck view.
    Q_INVOKABLE QVariantMap get(int row) const;

    // The parts of a row, for any list of cards (the tests build them from a deck's list too).
    static QVariantList curve(const Content& c, const std::vector<CardIndex>& cards);
    static QVariantList propertyMix(const Content& c, const std::vector<CardIndex>& cards);

signals:
    void countChanged();

private:
    struct Row {
        QString deckId, name, description, search;
        int size = 0, curveMax = 0;
        QVariantList cards, curve, properties, traits;
        QStringList partners;
    };
    QVector<Row> rows_;
};

} // namespace parley::client
