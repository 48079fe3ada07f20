#include "svg_image.h"

#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>
#include <QSvgRenderer>

namespace parley::client {

SvgImage::SvgImage(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
}

void SvgImage::setSvg(const QString& svg) {
    if (svg == svg_) return;
    svg_ = svg;
    valid_ = !svg_.isEmpty() && QSvgRenderer(svg_.toUtf8()).isValid();
    image_ = {};
    emit svgChanged();
    update();
}

void SvgImage::setRadius(qreal r) {
    if (qFuzzyCompare(r, radius_)) return;
    radius_ = r;
    emit radiusChanged();
    update();
}

void SvgImage::paint(QPainter* painter) {
    const QRectF box = boundingRect();
    if (!valid_ || box.isEmpty()) return;
    const qreal dpr = window() ? window()->effectiveDevicePixelRatio() : 1.0;
    const QSize pixels = (box.size() * dpr).toSize();
    if (image_.size() != pixels) {
        image_ = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        image_.fill(Qt::transparent);
        QSvgRenderer renderer(svg_.toUtf8());
        // Fill the box; a picture of another shape is cropped at its centre, not squeezed.
        renderer.setAspectRatioMode(Qt::KeepAspectRatioByExpanding);
        QPainter p(&image_);
        p.setRenderHint(QPainter::Antialiasing);
        p.setClipRect(QRect(QPoint(), pixels));
        renderer.render(&p, QRectF(QPointF(), QSizeF(pixels)));
    }
    // The image as the brush of a rounded rectangle: corners smooth, unlike a clip.
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    QBrush brush(image_);
    brush.setTransform(QTransform::fromScale(1 / dpr, 1 / dpr));
    painter->setPen(Qt::NoPen);
    painter->setBrush(brush);
    painter->drawRoundedRect(box, radius_, radius_);
}

} // namespace parley::client
