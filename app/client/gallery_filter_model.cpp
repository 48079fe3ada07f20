#include "gallery_filter_model.h"

#include "gallery_cards_model.h"

namespace parley::client {

GalleryFilterModel::GalleryFilterModel(QObject* parent) : GalleryProxyModel(parent) {}

void GalleryFilterModel::setCardProperty(int property) {
    setFilter(property_, property);
}

void GalleryFilterModel::setConnection(int connection) {
    setFilter(connection_, connection);
}

void GalleryFilterModel::setDifficulty(int difficulty) {
    setFilter(difficulty_, difficulty);
}

void GalleryFilterModel::setWeight(int weight) {
    setFilter(weight_, weight);
}

void GalleryFilterModel::setNpc(const QString& npc) {
    setFilter(npc_, npc);
}

void GalleryFilterModel::setDeck(const QString& deck) {
    setFilter(deck_, deck);
}

void GalleryFilterModel::setSortKey(SortKey key) {
    if (key == sortKey_) return;
    sortKey_ = key;
    resort();
}

void GalleryFilterModel::clearFilters() {
    clearSearch();
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
    // Every word somewhere in the card's text, in any order: "comfort fleeting".
    if (!matchesSearch(role(GalleryCardsModel::SearchTextRole).toString())) return false;
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
    // Ties (and the name sort) by name in the reader's alphabet, then by id.
    return namesInOrder(m->data(left, GalleryCardsModel::NameRole).toString(),
                        m->data(right, GalleryCardsModel::NameRole).toString(),
                        m->data(left, GalleryCardsModel::CardIdRole).toString(),
                        m->data(right, GalleryCardsModel::CardIdRole).toString());
}

} // namespace parley::client
