#pragma once
// A test tool (`parley --reload-shots DIR`): proof from the real window that a live reload
// reached the screen. Once the window shows, and after every reload (or failed one) of the open
// packs, it waits for the window to settle, writes DIR/reload-N.png and prints
// "reload N: <what the window was told>" on stdout.
#include <QObject>
#include <QString>

class QQuickWindow;

namespace parley::client {

class PackSession;

class ReloadShots : public QObject {
    Q_OBJECT
public:
    ReloadShots(QQuickWindow* window, PackSession* packs, QString dir);

private:
    void shoot(const QString& what);

    QQuickWindow* window_;
    QString dir_;
    int count_ = 0;
    bool shown_ = false;
};

} // namespace parley::client
