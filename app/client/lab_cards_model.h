#pragma once
// The balance lab's per-card table: for every card that came up, how often it was drawn, played,
// succeeded and exhausted unplayed, the win rate of the conversations it was played in and of
// those it was not (its impact, tested at 95%), and the change of its win rate when played
// against the previous run. Sortable by any column (sort(), or sortBy from the view).
#include "lab_comparison.h"
#include "lab_rows_model.h"

#include <QAbstractTableModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LabCardsModel : public LabRowsModel<QAbstractTableModel> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The card table belongs to a BalanceLab")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int sortColumn READ sortColumn NOTIFY sortChanged)
    Q_PROPERTY(Qt::SortOrder sortOrder READ sortOrder NOTIFY sortChanged)
    // The columns' titles, in the language of the last set(): a property, so that the header
    // follows a change of language (QQmlEngine::retranslate() redoes qsTr() bindings only).
    Q_PROPERTY(QStringList titles READ titles NOTIFY titlesChanged)

public:
    enum Column {
        NameColumn,
        DrawnColumn,
        PlayedColumn,
        SucceededColumn,
        ExhaustedUnplayedColumn,
        WinRatePlayedColumn,
        WinRateNotPlayedColumn,
        ImpactColumn,
        ChangeColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        CardIdRole = Qt::UserRole + 1, // for the gallery and the export, never shown
        NameRole,
        DrawnRole,
        PlayedRole,
        SucceededRole,
        ExhaustedUnplayedRole,
        GamesPlayedRole,
        WinRatePlayedRole,
        WinRateNotPlayedRole,
        ImpactRole, // win rate played - not played
        ImpactSignificantRole,
        ComparedRole,
        ChangeRole, // win rate when played, this run - the previous one
        ChangeSignificantRole,
        // In words, for the table ("45.7%", "+3.2 pts"; "—" for a rate no game gives); whether a
        // difference is more than chance is ImpactSignificant and ChangeSignificant.
        WinRatePlayedTextRole,
        WinRateNotPlayedTextRole,
        ImpactTextRole,
        ChangeTextRole, // empty when there is no run before to compare with
    };
    Q_ENUM(Role)

    explicit LabCardsModel(QObject* parent = nullptr) : LabRowsModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    int count() const { return rowCount(); }
    int sortColumn() const { return sortColumn_; }
    Qt::SortOrder sortOrder() const { return sortOrder_; }
    // The view's header: sorts by `column`, the other way round when it already is.
    Q_INVOKABLE void sortBy(int column);
    QString title(int column) const;
    QStringList titles() const;
    // The row of a card, by id; -1 when it did not come up.
    Q_INVOKABLE int rowOf(const QString& cardId) const;

    // The rows change in place, in the order of the sort (lab_rows_model.h).
    void set(const LabResult* current, const LabResult* previous, const QString& locale);

signals:
    void countChanged();
    void sortChanged();
    void titlesChanged();

private:
    struct Row {
        QString id, name;
        long long drawn = 0, played = 0, succeeded = 0, exhaustedUnplayed = 0, gamesPlayed = 0;
        double winRatePlayed = 0, winRateNotPlayed = 0, impact = 0;
        double impactP = 1; // the impact's test by itself; significance is the table's
        bool impactSignificant = false;
        bool playedEver = false, notPlayedEver = false; // the rates have games behind them
        RateChange change;
        QString winRatePlayedText, winRateNotPlayedText, impactText, changeText;
    };
    QVariant sortKey(const Row& r, int column) const;
    void sortRows(QVector<Row>& rows) const;

    QVector<Row> rows_;
    QString locale_;
    int sortColumn_ = PlayedColumn;
    Qt::SortOrder sortOrder_ = Qt::DescendingOrder;
};

} // namespace parley::client
