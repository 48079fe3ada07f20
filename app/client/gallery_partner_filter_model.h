#pragma once
// The gallery's partners as the designer asked for them, as GalleryFilterModel does for cards:
// searched by text (name, description and skills, in the language shown), filtered by the state
// they start in, by their deck and by whether they have skills, and sorted. Each filter's "any"
// is -1 (or an empty id); the choices come from the content (GalleryController).
#include "gallery_proxy_model.h"

#include <QtQml/qqmlregistration.h>

namespace parley::client {

class GalleryPartnerFilterModel : public GalleryProxyModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's partners belong to a GalleryController")
    // A state's place among the ruleset's states, or -1.
    Q_PROPERTY(int startState READ startState WRITE setStartState NOTIFY filterChanged)
    // A deck's id (partners who play it), noDeck (a deck written into the partner), or "".
    Q_PROPERTY(QString deck READ deck WRITE setDeck NOTIFY filterChanged)
    Q_PROPERTY(Skills skills READ skills WRITE setSkills NOTIFY filterChanged)
    Q_PROPERTY(SortKey sortKey READ sortKey WRITE setSortKey NOTIFY filterChanged)

public:
    enum class Skills { Any, Some, None };
    Q_ENUM(Skills)
    // Patience and the deck's size the largest first; the state in the ruleset's order (the
    // coldest first); the most skills first.
    enum class SortKey { Name, StartState, Patience, DeckSize, Skills };
    Q_ENUM(SortKey)
    static inline const QString noDeck = QStringLiteral("-");

    explicit GalleryPartnerFilterModel(QObject* parent = nullptr);

    int startState() const { return startState_; }
    void setStartState(int state);
    QString deck() const { return deck_; }
    void setDeck(const QString& deck);
    Skills skills() const { return skills_; }
    void setSkills(Skills skills);
    SortKey sortKey() const { return sortKey_; }
    void setSortKey(SortKey key);
    // Every filter back to "any" and the search emptied (the sort stays).
    Q_INVOKABLE void clearFilters();
    // The source row of proxy row `row` (-1 when there is none), to read the source's details.
    Q_INVOKABLE int sourceRow(int row) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString deck_;
    int startState_ = -1;
    Skills skills_ = Skills::Any;
    SortKey sortKey_ = SortKey::Name;
};

} // namespace parley::client
