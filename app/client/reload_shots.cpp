#include "reload_shots.h"

#include "pack_session.h"

#include <QDir>
#include <QImage>
#include <QQuickWindow>
#include <QSaveFile>
#include <QTimer>
#include <cstdio>

namespace parley::client {

namespace {
// Long enough for the models' changes to be laid out and drawn, short next to a test's patience.
constexpr int kSettleMs = 300;
} // namespace

ReloadShots::ReloadShots(QQuickWindow* window, PackSession* packs, QString dir)
    : QObject(window), window_(window), dir_(std::move(dir)) {
    connect(
        window_, &QQuickWindow::frameSwapped, this,
        [this] {
            if (shown_) return;
            shown_ = true;
            shoot(QStringLiteral("shown"));
        },
        Qt::QueuedConnection);
    if (!packs) return;
    connect(packs, &PackSession::reloaded, this, [this](const QString& report) { shoot(report); });
    connect(packs, &PackSession::failed, this,
            [this, packs] { shoot(QStringLiteral("failed: ") + packs->problem()); });
}

void ReloadShots::shoot(const QString& what) {
    const int n = count_++;
    QTimer::singleShot(kSettleMs, this, [this, n, what] {
        const QString path = QDir(dir_).filePath(QStringLiteral("reload-%1.png").arg(n));
        const QImage image = window_->grabWindow();
        QSaveFile file(path);
        const bool ok = !image.isNull() && file.open(QIODevice::WriteOnly) &&
                        image.save(&file, "PNG") && file.commit();
        std::fprintf(stdout, "reload %d: %s%s\n", n, qPrintable(what),
                     ok ? "" : " (the screenshot could not be written)");
        std::fflush(stdout);
    });
}

} // namespace parley::client
