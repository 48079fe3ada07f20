#include "tutorial_layout.h"

#include <QQuickItem>
#include <algorithm>

namespace parley::client {

namespace {

void collect(QQuickItem* item, const QString& name, QList<QQuickItem*>& found) {
    if (item->objectName() == name) found << item;
    for (QQuickItem* child : item->childItems())
        collect(child, name, found);
}

bool shown(QQuickItem* item, QQuickItem* screen) {
    if (!item->isVisible() || item->opacity() <= 0 || item->width() < 1 || item->height() < 1)
        return false;
    for (QQuickItem* p = item; p && p != screen; p = p->parentItem())
        if (p->opacity() <= 0) return false;
    // A card scrolled out of the hand, say: mostly outside the screen is not shown.
    const QRectF r = item->mapRectToItem(screen, QRectF(0, 0, item->width(), item->height()));
    const QRectF inside = r.intersected(QRectF(0, 0, screen->width(), screen->height()));
    return inside.width() * inside.height() >= 0.5 * r.width() * r.height();
}

// `r` keeps at least `gap` (less a pixel, for rounding) from every hole.
bool clearOf(const QRectF& r, const QList<QRectF>& holes, qreal gap) {
    const qreal g = std::max<qreal>(0, gap - 1);
    return std::none_of(holes.begin(), holes.end(),
                        [&](const QRectF& h) { return r.intersects(h.adjusted(-g, -g, g, g)); });
}

qreal overlap(const QRectF& r, const QList<QRectF>& holes) {
    qreal sum = 0;
    for (const QRectF& h : holes) {
        const QRectF i = r.intersected(h);
        sum += i.width() * i.height();
    }
    return sum;
}

qreal clampTo(qreal v, qreal lo, qreal hi) {
    return hi < lo ? lo : std::clamp(v, lo, hi);
}

} // namespace

QList<QQuickItem*> shownTargets(QQuickItem* screen, const QStringList& targets) {
    if (!screen) return {};
    for (const QString& alternative : targets) {
        QList<QQuickItem*> items;
        for (const QString& name : alternative.split(u'+', Qt::SkipEmptyParts)) {
            QList<QQuickItem*> found;
            collect(screen, name, found);
            for (QQuickItem* item : found)
                if (shown(item, screen)) {
                    items << item;
                    break; // the first shown one of that name (the hand has one goal in view)
                }
        }
        if (!items.isEmpty()) return items;
    }
    return {};
}

QList<QRectF> coverAround(const QRectF& bounds, const QList<QRectF>& holes) {
    // Bands between every top and bottom edge; in each band, the stretches no hole crosses.
    QList<qreal> ys{bounds.top(), bounds.bottom()};
    QList<QRectF> clipped;
    for (const QRectF& h : holes) {
        const QRectF c = h.intersected(bounds);
        if (c.isEmpty()) continue;
        clipped << c;
        ys << c.top() << c.bottom();
    }
    std::sort(ys.begin(), ys.end());
    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
    QList<QRectF> out;
    for (qsizetype i = 0; i + 1 < ys.size(); ++i) {
        const qreal top = ys[i];
        const qreal bottom = ys[i + 1];
        QList<std::pair<qreal, qreal>> cut;
        for (const QRectF& c : clipped)
            if (c.top() < bottom && c.bottom() > top) cut.push_back({c.left(), c.right()});
        std::sort(cut.begin(), cut.end());
        qreal x = bounds.left();
        for (const auto& [left, right] : cut) {
            if (left > x) out << QRectF(x, top, left - x, bottom - top);
            x = std::max(x, right);
        }
        if (x < bounds.right()) out << QRectF(x, top, bounds.right() - x, bottom - top);
    }
    return out;
}

CalloutPlace placeCallout(const QRectF& bounds, const QList<QRectF>& holesIn, const QSizeF& size,
                          qreal gap, qreal margin) {
    const QRectF inner = bounds.adjusted(margin, margin, -margin, -margin);
    const qreal w = size.width();
    const qreal h = size.height();
    QList<QRectF> holes;
    QRectF all;
    for (const QRectF& hole : holesIn) {
        const QRectF clipped = hole.intersected(bounds);
        if (clipped.isEmpty()) continue;
        holes << clipped;
        all = all.united(clipped);
    }
    CalloutPlace best;
    best.topLeft = QPointF(clampTo(inner.center().x() - w / 2, inner.left(), inner.right() - w),
                           clampTo(inner.center().y() - h / 2, inner.top(), inner.bottom() - h));
    if (holes.isEmpty()) return best;

    QList<QRectF> around = holes;
    if (holes.size() > 1) around << all;
    qreal leastOverlap = -1;
    constexpr qreal minFacing = 24; // the arrow's width and a little
    const CalloutSide sides[] = {CalloutSide::Below, CalloutSide::Above, CalloutSide::Right,
                                 CalloutSide::Left};
    for (const QRectF& hole : around) {
        for (CalloutSide side : sides) {
            const bool vertical = side == CalloutSide::Below || side == CalloutSide::Above;
            // Across the side: fixed next to the hole. Along it: centred on the hole, then slid
            // to either end of the hole or of the screen, to get past another hole.
            QList<QPointF> tries;
            if (vertical) {
                const qreal y =
                    side == CalloutSide::Below ? hole.bottom() + gap : hole.top() - gap - h;
                for (qreal x : {hole.center().x() - w / 2, hole.left(), hole.right() - w,
                                inner.left(), inner.right() - w})
                    tries << QPointF(clampTo(x, inner.left(), inner.right() - w), y);
            } else {
                const qreal x =
                    side == CalloutSide::Right ? hole.right() + gap : hole.left() - gap - w;
                for (qreal y : {hole.center().y() - h / 2, hole.top(), hole.bottom() - h,
                                inner.top(), inner.bottom() - h})
                    tries << QPointF(x, clampTo(y, inner.top(), inner.bottom() - h));
            }
            for (const QPointF& p : tries) {
                const QRectF r(p, size);
                CalloutPlace place;
                place.side = side;
                place.topLeft = p;
                const QPointF c = r.center();
                switch (side) {
                case CalloutSide::Below:
                    place.aim = {clampTo(c.x(), hole.left() + 6, hole.right() - 6), hole.bottom()};
                    break;
                case CalloutSide::Above:
                    place.aim = {clampTo(c.x(), hole.left() + 6, hole.right() - 6), hole.top()};
                    break;
                case CalloutSide::Right:
                    place.aim = {hole.right(), clampTo(c.y(), hole.top() + 6, hole.bottom() - 6)};
                    break;
                default:
                    place.aim = {hole.left(), clampTo(c.y(), hole.top() + 6, hole.bottom() - 6)};
                    break;
                }
                // Slid so far along that the arrow could not reach the hole: not beside it.
                const qreal shared =
                    vertical ? std::min(r.right(), hole.right()) - std::max(r.left(), hole.left())
                             : std::min(r.bottom(), hole.bottom()) - std::max(r.top(), hole.top());
                const bool facing =
                    shared >= std::min(minFacing, vertical ? hole.width() : hole.height());
                if (facing && inner.contains(r) && clearOf(r, holes, gap)) return place;
                // Nowhere clear yet: remember the place, pushed inside, that covers the least.
                const QRectF in(clampTo(p.x(), inner.left(), inner.right() - w),
                                clampTo(p.y(), inner.top(), inner.bottom() - h), w, h);
                const qreal o = overlap(in, holes);
                if (leastOverlap < 0 || o < leastOverlap) {
                    leastOverlap = o;
                    best.topLeft = in.topLeft();
                    best.side = CalloutSide::None;
                    best.aim = place.aim;
                }
            }
        }
    }
    return best;
}

QString calloutSideName(CalloutSide side) {
    switch (side) {
    case CalloutSide::Below:
        return QStringLiteral("below");
    case CalloutSide::Above:
        return QStringLiteral("above");
    case CalloutSide::Right:
        return QStringLiteral("right");
    case CalloutSide::Left:
        return QStringLiteral("left");
    case CalloutSide::None:
        break;
    }
    return QStringLiteral("none");
}

} // namespace parley::client
