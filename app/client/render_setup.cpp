#include "render_setup.h"

#include <QQuickWindow>
#include <QtGlobal>

namespace parley::client {

void prepareRendering() {
    // The card table is flat 2D: Qt Quick's software renderer draws it the same and starts in
    // about half the time where OpenGL is emulated (llvmpipe: Xvfb, VMs, no GPU).
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    // Qt holds each requested update back 5 ms, to gather others. The window's animations already
    // come at the display's pace, so the wait only makes a frame late: an update asked for just
    // after an animation's frame (the lab's progress, ten times a second) pushed the next frame
    // from 16.7 to 20.5 ms. Read once, by the first window's first update.
    if (qEnvironmentVariableIsEmpty("QT_QPA_UPDATE_IDLE_TIME"))
        qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

} // namespace parley::client
