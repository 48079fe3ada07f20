#pragma once
// What the gallery's filtered lists (cards, partners) share: a count that follows the rows, a
// search by words, filters that each re-filter when set, and names sorted in the reader's
// alphabet. Each list adds its own filters and sort keys (gallery_filter_model.h,
// gallery_partner_filter_model.h).
#include <QCollator>
#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class GalleryProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)

public:
    explicit GalleryProxyModel(QObject* parent = nullptr);

    int count() const { return rowCount(); }
    QString search() const { return search_; }
    void setSearch(const QString& search);
    // Names sort in this language's alphabetical order (pinyin for Chinese).
    void setLocale(const QString& locale);

signals:
    void countChanged();
    void filterChanged();

protected:
    // Sets a filter and filters again, when it changes.
    template <class T> void setFilter(T& filter, const T& value) {
        if (filter == value) return;
        filter = value;
        refilter();
    }
    void refilter();
    // Re-sorts after the sort key changed.
    void resort();
    // Whether every word of the search is somewhere in `text` (lower case), in any order.
    bool matchesSearch(const QString& text) const;
    // A tie-break of names in the reader's alphabet, then ids, so that the order is one.
    bool namesInOrder(const QString& leftName, const QString& rightName, const QString& leftId,
                      const QString& rightId) const;
    void clearSearch() { search_.clear(); }

private:
    QString search_;
    QCollator collator_;
};

} // namespace parley::client
