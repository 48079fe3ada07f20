#pragma once
// The gallery's cards as the designer asked for them: searched by text (name, effects and rules,
// in the language shown), filtered by property, connection type, difficulty, weight, partner and
// deck, and sorted. Each filter's "any" is -1 (or an empty id); the choices come from the
// content (GalleryController), so this class knows no property, token or deck by name.
#include "gallery_proxy_model.h"

#include <QtQml/qqmlregistration.h>

namespace parley::client {

class GalleryFilterModel : public GalleryProxyModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's filter belongs to a GalleryController")
    Q_PROPERTY(int cardProperty READ cardProperty WRITE setCardProperty NOTIFY filterChanged)
    // A connection type's index, noConnection for cards without one, or -1.
    Q_PROPERTY(int connection READ connection WRITE setConnection NOTIFY filterChanged)
    Q_PROPERTY(int difficulty READ difficulty WRITE setDifficulty NOTIFY filterChanged)
    Q_PROPERTY(int weight READ weight WRITE setWeight NOTIFY filterChanged)
    Q_PROPERTY(QString npc READ npc WRITE setNpc NOTIFY filterChanged)
    Q_PROPERTY(QString deck READ deck WRITE setDeck NOTIFY filterChanged)
    Q_PROPERTY(SortKey sortKey READ sortKey WRITE setSortKey NOTIFY filterChanged)

public:
    enum class SortKey { Name, Weight, Difficulty, Uses };
    Q_ENUM(SortKey)
    static constexpr int noConnection = -2;

    explicit GalleryFilterModel(QObject* parent = nullptr);

    int cardProperty() const { return property_; }
    void setCardProperty(int property);
    int connection() const { return connection_; }
    void setConnection(int connection);
    int difficulty() const { return difficulty_; }
    void setDifficulty(int difficulty);
    int weight() const { return weight_; }
    void setWeight(int weight);
    QString npc() const { return npc_; }
    void setNpc(const QString& npc);
    QString deck() const { return deck_; }
    void setDeck(const QString& deck);
    SortKey sortKey() const { return sortKey_; }
    void setSortKey(SortKey key);
    // Every filter back to "any" and the search emptied (the sort stays).
    Q_INVOKABLE void clearFilters();
    // The card id of proxy row `row` (empty when there is none).
    Q_INVOKABLE QString cardIdAt(int row) const;
    Q_INVOKABLE int rowOf(const QString& cardId) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString npc_, deck_;
    int property_ = -1, connection_ = -1, difficulty_ = -1, weight_ = -1;
    SortKey sortKey_ = SortKey::Name;
};

} // namespace parley::client
