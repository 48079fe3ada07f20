#include "settings_controller.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWindow>

namespace parley::client {

SettingsController::SettingsController(QObject* parent) : QObject(parent) {}

void SettingsController::put(const QString& key, const QVariant& value) {
    if (settings_.value(key) == value) return;
    settings_.setValue(key, value);
    settings_.sync();
    emit changed();
}

QString SettingsController::language() const {
    return settings_.value("language").toString();
}
void SettingsController::setLanguage(const QString& v) {
    put("language", v);
}
QString SettingsController::lastNpc() const {
    return settings_.value("lastNpc").toString();
}
void SettingsController::setLastNpc(const QString& v) {
    put("lastNpc", v);
}
QString SettingsController::lastDeck() const {
    return settings_.value("lastDeck").toString();
}
void SettingsController::setLastDeck(const QString& v) {
    put("lastDeck", v);
}
double SettingsController::animationSpeed() const {
    return settings_.value("animationSpeed", 1.0).toDouble();
}
void SettingsController::setAnimationSpeed(double v) {
    put("animationSpeed", qBound(0.0, v, 4.0));
}

void SettingsController::restoreGeometry(QWindow* window) const {
    if (!window) return;
    const QRect r = settings_.value("window/geometry").toRect();
    if (!r.isValid()) return;
    // A screen that was unplugged must not leave the window out of reach.
    for (const QScreen* screen : QGuiApplication::screens()) {
        if (screen->availableGeometry().intersects(r)) {
            window->setGeometry(r);
            return;
        }
    }
}

void SettingsController::saveGeometry(QWindow* window) {
    if (window) put("window/geometry", window->geometry());
}

} // namespace parley::client
