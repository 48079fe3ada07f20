#include "gallery_filter_model.h"

#include "gallery_cards_model.h"

namespace parley::client {

GalleryFilterModel::GalleryFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
    sort(0);
    connect(this, &QAbstractItemModel::rowsInserted, this, &GalleryFilterModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GalleryFilterModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &GalleryFilterModel::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &GalleryFilterModel::countChanged);
}

void GalleryFilterModel::refilter() {
    invalidateFilter();
    emit filterChanged();
    emit countChanged();
}

void GalleryFilterModel::setSearch(const QString& search) {
    if (search == search_) return;
    search_ = search;
    refilter();
}

void GalleryFilterModel::setCardProperty(int property) {
    if (property == property_) return;
    property_ = property;
    refilter();
}

void GalleryFilterModel::setConnection(int connection) {
    if (connection == connection_) return;
    connection_ = connection;
    refilter();
}

void GalleryFilterModel::setDifficulty(int difficulty) {
    if (difficulty == difficulty_) return;
    difficulty_ = difficulty;
    refilter();
}

void GalleryFilterModel::setWeight(int weight) {
    if (weight == weight_) return;
    weight_ = weight;
    refilter();
}

void GalleryFilterModel::setNpc(const QString& npc) {
    if (npc == npc_) return;
    npc_ = npc;
    refilter();
}

void GalleryFilterModel::setDeck(const QString& deck) {
    if (deck == deck_) return;
    deck_ = deck;
    refilter();
}

void GalleryFilterModel::setSortKey(SortKey key) {
    if (key == sortKey_) return;
    sortKey_ = key;
    invalidate();
    emit filterChanged();
}

void GalleryFilterModel::setLocale(const QString& locale) {
    collator_ = QCollator(QLocale(locale));
    invalidate();
}

void GalleryFilterModel::clearFilters() {
    search_.clear();
    npc_.clear();
    deck_.clear();
    property_ = connection_ = difficulty_ = weight_ = -1;
    refilter();
}

QString GalleryFilterModel::cardIdAt(int row) const {
    if (row < 0 || row >= rowCount()) return {};
    return data(index(row, 0), GalleryCardsModel::CardIdRole).toString();
}

int GalleryFilterModel::rowOf(const QString& cardId) const {
    for (int i = 0; i < rowCount(); ++i)
        if (cardIdAt(i) == cardId) return i;
    return -1;
}

namespace {
bool usedBy(const QVariantList& uses, const QString& key, const QString& id) {
    for (const QVariant& u : uses)
        if (u.toMap().value(key).toString() == id) return true;
    return false;
}
} // namespace

bool GalleryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QAbstractItemModel* m = sourceModel();
    const QModelIndex i = m->index(sourceRow, 0, sourceParent);
    auto role = [&](int r) { return m->data(i, r); };
    if (!search_.trimmed().isEmpty()) {
        // Every word somewhere in the card's text, in any order: "comfort fleeting".
        const QString text = role(GalleryCardsModel::SearchTextRole).toString();
        const QStringList words = search_.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& w : words)
            if (!text.contains(w)) return false;
    }
    if (property_ >= 0 && !(role(GalleryCardsModel::PropertyMaskRole).toInt() & (1 << property_)))
        return false;
    if (connection_ != -1) {
        const int c = role(GalleryCardsModel::ConnectionRole).toInt();
        if (connection_ == noConnection ? c >= 0 : c != connection_) return false;
    }
    if (difficulty_ >= 0 && role(GalleryCardsModel::DifficultyRankRole).toInt() != difficulty_)
        return false;
    if (weight_ >= 0 && role(GalleryCardsModel::WeightRole).toInt() != weight_) return false;
    if (!npc_.isEmpty() &&
        !usedBy(role(GalleryCardsModel::NpcUsesRole).toList(), QStringLiteral("npcId"), npc_))
        return false;
    if (!deck_.isEmpty() &&
        !usedBy(role(GalleryCardsModel::DeckUsesRole).toList(), QStringLiteral("deckId"), deck_))
        return false;
    return true;
}

bool GalleryFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QAbstractItemModel* m = sourceModel();
    auto number = [&](const QModelIndex& i, int r) { return m->data(i, r).toInt(); };
    int l = 0, r = 0;
    switch (sortKey_) {
    case SortKey::Name:
        break;
    case SortKey::Weight:
        l = number(left, GalleryCardsModel::WeightRole);
        r = number(right, GalleryCardsModel::WeightRole);
        break;
    case SortKey::Difficulty: // the easiest first: by the base chance, then the ruleset's order
        l = -number(left, GalleryCardsModel::ChanceRole) * 256 +
            number(left, GalleryCardsModel::DifficultyRankRole);
        r = -number(right, GalleryCardsModel::ChanceRole) * 256 +
            number(right, GalleryCardsModel::DifficultyRankRole);
        break;
    case SortKey::Uses: // the most used first
        l = -number(left, GalleryCardsModel::DeckCopiesRole);
        r = -number(right, GalleryCardsModel::DeckCopiesRole);
        break;
    }
    if (l != r) return l < r;
    // Ties (and the name sort) by name in the reader's alphabet, then by id, so the order is one.
    const int byName = collator_.compare(m->data(left, GalleryCardsModel::NameRole).toString(),
                                         m->data(right, GalleryCardsModel::NameRole).toString());
    if (byName != 0) return byName < 0;
    return m->data(left, GalleryCardsModel::CardIdRole).toString() <
           m->data(right, GalleryCardsModel::CardIdRole).toString();
}

} // namespace parley::client
