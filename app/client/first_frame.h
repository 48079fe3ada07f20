#pragma once
// What happens once the window has shown its first frame: nothing, quit (start-up timing), or
// grab a screenshot and quit.
#include <QElapsedTimer>
#include <QObject>
#include <QString>

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
};

} // namespace parley::client
