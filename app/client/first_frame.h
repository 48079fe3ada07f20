#pragma once
// What happens once the window has shown its first frame: nothing, quit (start-up timing), or
// grab a screenshot and quit.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <atomic>

class QQuickWindow;

namespace parley::client {

class FirstFrame : public QObject {
    Q_OBJECT
public:
    // `sinceStart` runs from the top of main().
    FirstFrame(QQuickWindow* window, QString screenshot, bool quit, QElapsedTimer sinceStart);

private:
    void onFrame();
    void grab();

    QQuickWindow* window_;
    QString screenshot_;
    bool quit_;
    QElapsedTimer sinceStart_;
    bool seen_ = false;
    int held_ = 0; // times the picture waited for the window's holdScreenshot
    bool settled_ = false;
    // When the first frame was on screen: read as the frame is swapped, since what the window
    // does next (a new player's guide opens then) must not count as start-up.
    std::atomic<qint64> firstFrameMs_{-1};
};

} // namespace parley::client
