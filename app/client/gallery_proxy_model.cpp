#include "gallery_proxy_model.h"

namespace parley::client {

GalleryProxyModel::GalleryProxyModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setDynamicSortFilter(true);
    sort(0);
    connect(this, &QAbstractItemModel::rowsInserted, this, &GalleryProxyModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GalleryProxyModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &GalleryProxyModel::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &GalleryProxyModel::countChanged);
}

void GalleryProxyModel::refilter() {
    invalidateFilter();
    emit filterChanged();
    emit countChanged();
}

void GalleryProxyModel::resort() {
    invalidate();
    emit filterChanged();
}

void GalleryProxyModel::setSearch(const QString& search) {
    setFilter(search_, search);
}

void GalleryProxyModel::setLocale(const QString& locale) {
    collator_ = QCollator(QLocale(locale));
    invalidate();
}

bool GalleryProxyModel::matchesSearch(const QString& text) const {
    for (const QString& w : search_.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!text.contains(w)) return false;
    return true;
}

bool GalleryProxyModel::namesInOrder(const QString& leftName, const QString& rightName,
                                     const QString& leftId, const QString& rightId) const {
    const int byName = collator_.compare(leftName, rightName);
    if (byName != 0) return byName < 0;
    return leftId < rightId;
}

} // namespace parley::client
