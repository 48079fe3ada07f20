#include "gallery_search_model.h"

namespace parley::client {

GallerySearchModel::GallerySearchModel(int searchRole, QObject* parent)
    : QSortFilterProxyModel(parent), searchRole_(searchRole) {
    connect(this, &QAbstractItemModel::rowsInserted, this, &GallerySearchModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GallerySearchModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &GallerySearchModel::countChanged);
}

void GallerySearchModel::setSearch(const QString& search) {
    if (search == search_) return;
    search_ = search;
    invalidateFilter();
    emit searchChanged();
    emit countChanged();
}

int GallerySearchModel::sourceRow(int row) const {
    if (row < 0 || row >= rowCount()) return -1;
    return mapToSource(index(row, 0)).row();
}

bool GallerySearchModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QString text = sourceModel()
                             ->data(sourceModel()->index(sourceRow, 0, sourceParent), searchRole_)
                             .toString();
    for (const QString& w : search_.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!text.contains(w)) return false;
    return true;
}

} // namespace parley::client
