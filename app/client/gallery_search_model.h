#pragma once
// A list of the gallery (decks, partners) narrowed by a search: the rows whose lower-case
// "searchText" role holds every word typed, in any order.
#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class GallerySearchModel : public QSortFilterProxyModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The gallery's lists belong to a GalleryController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY searchChanged)

public:
    // `searchRole`: the source's role holding the text searched.
    GallerySearchModel(int searchRole, QObject* parent = nullptr);

    int count() const { return rowCount(); }
    QString search() const { return search_; }
    void setSearch(const QString& search);
    // The source row of proxy row `row` (-1 when there is none), to read the source's details.
    Q_INVOKABLE int sourceRow(int row) const;

signals:
    void countChanged();
    void searchChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    int searchRole_;
    QString search_;
};

} // namespace parley::client
