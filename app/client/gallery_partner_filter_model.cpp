#include "gallery_partner_filter_model.h"

#include "gallery_partners_model.h"

namespace parley::client {

GalleryPartnerFilterModel::GalleryPartnerFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
    sort(0);
    connect(this, &QAbstractItemModel::rowsInserted, this, &GalleryPartnerFilterModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GalleryPartnerFilterModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &GalleryPartnerFilterModel::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this,
            &GalleryPartnerFilterModel::countChanged);
}

void GalleryPartnerFilterModel::refilter() {
    invalidateFilter();
    emit filterChanged();
    emit countChanged();
}

void GalleryPartnerFilterModel::setSearch(const QString& search) {
    if (search == search_) return;
    search_ = search;
    refilter();
}

void GalleryPartnerFilterModel::setStartState(int state) {
    if (state == startState_) return;
    startState_ = state;
    refilter();
}

void GalleryPartnerFilterModel::setDeck(const QString& deck) {
    if (deck == deck_) return;
    deck_ = deck;
    refilter();
}

void GalleryPartnerFilterModel::setSkills(Skills skills) {
    if (skills == skills_) return;
    skills_ = skills;
    refilter();
}

void GalleryPartnerFilterModel::setSortKey(SortKey key) {
    if (key == sortKey_) return;
    sortKey_ = key;
    invalidate();
    emit filterChanged();
}

void GalleryPartnerFilterModel::setLocale(const QString& locale) {
    collator_ = QCollator(QLocale(locale));
    invalidate();
}

void GalleryPartnerFilterModel::clearFilters() {
    search_.clear();
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
    if (!search_.trimmed().isEmpty()) {
        // Every word somewhere in their text, in any order: "tea calm".
        const QString text = role(GalleryPartnersModel::SearchTextRole).toString();
        for (const QString& w : search_.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts))
            if (!text.contains(w)) return false;
    }
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
    // Ties (and the name sort) by name in the reader's alphabet, then by id, so the order is one.
    const int byName = collator_.compare(m->data(left, GalleryPartnersModel::NameRole).toString(),
                                         m->data(right, GalleryPartnersModel::NameRole).toString());
    if (byName != 0) return byName < 0;
    return m->data(left, GalleryPartnersModel::NpcIdRole).toString() <
           m->data(right, GalleryPartnersModel::NpcIdRole).toString();
}

} // namespace parley::client
