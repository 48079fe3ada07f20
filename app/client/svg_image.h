#pragma once
// An SVG picture given as text (a partner's portrait), drawn to fill the item (cropping what
// does not fit) with rounded corners. QtSvg renders it into an image once per size and text, so
// repainting costs a blit.
#include <QImage>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class SvgImage : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString svg READ svg WRITE setSvg NOTIFY svgChanged)
    Q_PROPERTY(qreal radius READ radius WRITE setRadius NOTIFY radiusChanged)
    // Whether the text is an SVG that QtSvg can draw.
    Q_PROPERTY(bool valid READ valid NOTIFY svgChanged)

public:
    explicit SvgImage(QQuickItem* parent = nullptr);

    QString svg() const { return svg_; }
    void setSvg(const QString& svg);
    qreal radius() const { return radius_; }
    void setRadius(qreal r);
    bool valid() const { return valid_; }
    void paint(QPainter* painter) override;

signals:
    void svgChanged();
    void radiusChanged();

private:
    QString svg_;
    qreal radius_ = 0;
    bool valid_ = false;
    QImage image_; // the SVG at the item's size in device pixels
};

} // namespace parley::client
