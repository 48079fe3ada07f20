#pragma once
// The balance lab's models take a new run's rows in place: the rows both runs have change
// (dataChanged), the others are inserted or removed. A view then keeps its delegates and only
// rebinds them, where a reset would destroy every delegate and make it again, on the window's
// thread, in the frame that shows the run's results.
#include <QAbstractListModel>
#include <QVector>
#include <algorithm>
#include <type_traits>
#include <utility>

namespace parley::client {

// Base: QAbstractListModel or QAbstractTableModel.
template <class Base> class LabRowsModel : public Base {
public:
    using Base::Base;

protected:
    // Makes `rows` `next`, row by row in place; each row of `next` is in its final place.
    template <class Row> void replaceRows(QVector<Row>& rows, QVector<Row> next) {
        const int before = int(rows.size()), after = int(next.size());
        if (after < before) {
            this->beginRemoveRows({}, after, before - 1);
            rows.resize(after);
            this->endRemoveRows();
        }
        const int kept = std::min(before, after);
        for (int i = 0; i < kept; ++i)
            rows[i] = std::move(next[i]);
        if (kept > 0) {
            int lastColumn = 0; // a list's only one
            if constexpr (!std::is_base_of_v<QAbstractListModel, Base>)
                lastColumn = this->columnCount() - 1;
            emit this->dataChanged(this->index(0, 0), this->index(kept - 1, lastColumn));
        }
        if (after > before) {
            this->beginInsertRows({}, before, after - 1);
            for (int i = before; i < after; ++i)
                rows.append(std::move(next[i]));
            this->endInsertRows();
        }
    }
};

} // namespace parley::client
