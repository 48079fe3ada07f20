#include "first_frame.h"

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
    if (quit_ || !screenshot_.isEmpty())
        connect(window_, &QQuickWindow::frameSwapped, this, &FirstFrame::onFrame,
                Qt::QueuedConnection);
}

void FirstFrame::onFrame() {
    if (seen_) return;
    seen_ = true;
    if (quit_) {
        std::fprintf(stdout, "first frame after %lld ms\n",
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

void FirstFrame::grab() {
    const QImage image = window_->grabWindow();
    if (image.isNull() || !image.save(screenshot_)) {
        std::fprintf(stderr, "parley: could not write the screenshot to '%s'\n",
                     qPrintable(screenshot_));
        QCoreApplication::exit(1);
        return;
    }
    std::fprintf(stdout, "screenshot: %s (%dx%d)\n", qPrintable(screenshot_), image.width(),
                 image.height());
    QCoreApplication::exit(0);
}

} // namespace parley::client
