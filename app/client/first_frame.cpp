#include "first_frame.h"

#include "save_whole.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace parley::client {

FirstFrame::FirstFrame(QQuickWindow* window, QString screenshot, bool quit,
                       QElapsedTimer sinceStart)
    : QObject(window), window_(window), screenshot_(std::move(screenshot)), quit_(quit),
      sinceStart_(sinceStart) {
    if (quit_ || !screenshot_.isEmpty()) {
        // Direct (on the render thread, if there is one): only the time is taken there.
        connect(window_, &QQuickWindow::frameSwapped, this, [this] {
            qint64 unset = -1;
            firstFrameMs_.compare_exchange_strong(unset, sinceStart_.elapsed());
        }, Qt::DirectConnection);
        connect(window_, &QQuickWindow::frameSwapped, this, &FirstFrame::onFrame,
                Qt::QueuedConnection);
    }
}

void FirstFrame::onFrame() {
    if (seen_) return;
    seen_ = true;
    if (quit_) {
        // And when this line is written, so that a tool timing from outside can take off what
        // came after the frame.
        std::fprintf(stdout, "first frame after %lld ms (reported at %lld ms)\n",
                     static_cast<long long>(firstFrameMs_.load()),
                     static_cast<long long>(sinceStart_.elapsed()));
        std::fflush(stdout);
        if (screenshot_.isEmpty()) {
            QCoreApplication::exit(0);
            return;
        }
    }
    // Let hover previews and the opening animations settle before the picture is taken.
    QTimer::singleShot(400, this, &FirstFrame::grab);
}

namespace {

// Encodes the picture and writes it as saveWhole does (never over a device or a link). Returns
// why it failed, or nothing.
QString writePng(const QImage& image, const QString& path) {
    if (image.isNull()) return QStringLiteral("the window could not be captured");
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return QStringLiteral("the PNG could not be encoded");
    return saveWhole(path, png);
}

} // namespace

void FirstFrame::grab() {
    // A screen still working for its picture (the balance lab's own run) says so through the
    // window's holdScreenshot; a minute is more than any of them takes.
    if (window_->property("holdScreenshot").toBool() && held_ < 600) {
        ++held_;
        QTimer::singleShot(100, this, &FirstFrame::grab);
        return;
    }
    if (held_ > 0 && !settled_) {
        // Let the results it was waiting for be laid out and drawn.
        settled_ = true;
        QTimer::singleShot(400, this, &FirstFrame::grab);
        return;
    }
    const QImage image = window_->grabWindow();
    if (const QString why = writePng(image, screenshot_); !why.isEmpty()) {
        std::fprintf(stderr, "parley: could not write the screenshot to '%s': %s\n",
                     qPrintable(screenshot_), qPrintable(why));
        QCoreApplication::exit(1);
        return;
    }
    std::fprintf(stdout, "screenshot: %s (%dx%d)\n", qPrintable(screenshot_), image.width(),
                 image.height());
    QCoreApplication::exit(0);
}

} // namespace parley::client
