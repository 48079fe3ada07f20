#include "gallery_partner_filter_model.h"

#include "gallery_partners_model.h"

namespace parley::client {

GalleryPartnerFilterModel::GalleryPartnerFilterModel(QObject* parent)
    : GalleryProxyModel(parent) {}

void GalleryPartnerFilterModel::setStartState(int state) {
    setFilter(startState_, state);
}

void GalleryPartnerFilterModel::setDeck(const QString& deck) {
    setFilter(deck_, deck);
}

void GalleryPartnerFilterModel::setSkills(Skills skills) {
    setFilter(skills_, skills);
}

void GalleryPartnerFilterModel::setSortKey(SortKey key) {
    if (key == sortKey_) return;
    sortKey_ = key;
    resort();
}

void GalleryPartnerFilterModel::clearFilters() {
    clearSearch();
    deck_.clear();
    startState_ = -1;
    skills_ = Skills::Any;
    refilter();
}

int GalleryPartnerFilterModel::sourceRow(int row) const {
    if (row < 0 || row >= rowCount()) return -1;
    return mapToSource(index(row, 0)).row();
}

bool GalleryPartnerFilterModel::filterAcceptsRow(int sourceRow,
                                                 const QModelIndex& sourceParent) const {
    const QAbstractItemModel* m = sourceModel();
    const QModelIndex i = m->index(sourceRow, 0, sourceParent);
    auto role = [&](int r) { return m->data(i, r); };
    // Every word somewhere in their text, in any order: "tea calm".
    if (!matchesSearch(role(GalleryPartnersModel::SearchTextRole).toString())) return false;
    if (startState_ >= 0 && role(GalleryPartnersModel::StartStateRankRole).toInt() != startState_)
        return false;
    if (!deck_.isEmpty()) {
        const QString id = role(GalleryPartnersModel::DeckIdRole).toString();
        if (deck_ == noDeck ? !id.isEmpty() : id != deck_) return false;
    }
    const int skills = role(GalleryPartnersModel::SkillCountRole).toInt();
    if ((skills_ == Skills::Some && skills == 0) || (skills_ == Skills::None && skills > 0))
        return false;
    return true;
}

bool GalleryPartnerFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QAbstractItemModel* m = sourceModel();
    auto number = [&](const QModelIndex& i, int r) { return m->data(i, r).toInt(); };
    int l = 0, r = 0;
    switch (sortKey_) {
    case SortKey::Name:
        break;
    case SortKey::StartState:
        l = number(left, GalleryPartnersModel::StartStateRankRole);
        r = number(right, GalleryPartnersModel::StartStateRankRole);
        break;
    case SortKey::Patience:
        l = -number(left, GalleryPartnersModel::PatienceRole);
        r = -number(right, GalleryPartnersModel::PatienceRole);
        break;
    case SortKey::DeckSize:
        l = -number(left, GalleryPartnersModel::DeckSizeRole);
        r = -number(right, GalleryPartnersModel::DeckSizeRole);
        break;
    case SortKey::Skills:
        l = -number(left, GalleryPartnersModel::SkillCountRole);
        r = -number(right, GalleryPartnersModel::SkillCountRole);
        break;
    }
    if (l != r) return l < r;
    // Ties (and the name sort) by name in the reader's alphabet, then by id.
    return namesInOrder(m->data(left, GalleryPartnersModel::NameRole).toString(),
                        m->data(right, GalleryPartnersModel::NameRole).toString(),
                        m->data(left, GalleryPartnersModel::NpcIdRole).toString(),
                        m->data(right, GalleryPartnersModel::NpcIdRole).toString());
}

} // namespace parley::client
