#include "window_placement.h"

namespace parley::client {

namespace {

bool sane(qint64 v) {
    return v >= -maxWindowCoordinate && v <= maxWindowCoordinate;
}

qint64 overlap(const QRect& a, const QRect& b) {
    const QRect both = a.intersected(b);
    return both.isEmpty() ? 0 : qint64(both.width()) * both.height();
}

} // namespace

QRect placeWindow(const QRect& saved, const QList<QRect>& available, QSize minimum) {
    // Widths from the corners in 64 bits: a huge saved size has already wrapped QRect's ints.
    const qint64 left = saved.left(), top = saved.top();
    const qint64 width = qint64(saved.right()) - left + 1;
    const qint64 height = qint64(saved.bottom()) - top + 1;
    if (width <= 0 || height <= 0 || !sane(left) || !sane(top) || !sane(width) || !sane(height) ||
        !sane(left + width) || !sane(top + height))
        return {};
    const QRect wanted{int(left), int(top), int(width), int(height)};

    QRect screen;
    qint64 best = 0;
    for (const QRect& a : available) {
        if (a.isEmpty()) continue;
        if (const qint64 o = overlap(wanted, a); o > best) {
            best = o;
            screen = a;
        }
    }
    if (best == 0) return {};

    const QSize floor = minimum.expandedTo(minWindowSize).boundedTo(screen.size());
    const QSize size = wanted.size().boundedTo(screen.size()).expandedTo(floor);
    const int x = qBound(screen.left(), wanted.left(), screen.right() - size.width() + 1);
    const int y = qBound(screen.top(), wanted.top(), screen.bottom() - size.height() + 1);
    return {QPoint(x, y), size};
}

} // namespace parley::client
