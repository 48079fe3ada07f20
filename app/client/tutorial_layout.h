#pragma once
// Where "How to play" draws on the screen: the items a step points at, found by objectName, and
// a place for the callout that covers none of them and stays whole inside the screen.
#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

class QQuickItem;

namespace parley::client {

// The items of the first alternative in `targets` that has any shown on `screen`. An
// alternative names one item, or several joined by '+' (all shown ones are pointed at). An item
// is shown when it and its parents are visible, it has a size, and it lies within the screen.
QList<QQuickItem*> shownTargets(QQuickItem* screen, const QStringList& targets);

// Rectangles that together cover `bounds` less `holes`, without overlapping one another: the
// dimming around what a step points at (drawn as plain rectangles, the same in every renderer).
QList<QRectF> coverAround(const QRectF& bounds, const QList<QRectF>& holes);

// Which side of the pointed-at area the callout sits on; None: nowhere had room (it is put
// where it covers the least, still inside the bounds).
enum class CalloutSide { Below, Above, Right, Left, None };

struct CalloutPlace {
    QPointF topLeft;
    CalloutSide side = CalloutSide::None;
    // The point of the hole the callout's arrow aims at (on the hole's edge facing it).
    QPointF aim;
};

// A place for a callout of `size` inside `bounds` (less `margin` all round) that overlaps none of
// `holes` and keeps `gap` from them. Beside each hole first (below, above, right, left, the
// callout centred on it and slid along to fit, but still facing it so that its arrow reaches),
// then beside all of them together.
CalloutPlace placeCallout(const QRectF& bounds, const QList<QRectF>& holes, const QSizeF& size,
                          qreal gap, qreal margin);

QString calloutSideName(CalloutSide side);

} // namespace parley::client
