#include "settings_controller.h"

#include "language_controller.h"
#include "window_placement.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QScreen>
#include <QWindow>
#include <cmath>

namespace parley::client {

namespace {

constexpr double defaultAnimationSpeed = 1.0;
constexpr double maxAnimationSpeed = 4.0;
constexpr double defaultVolume = 0.8;
// More paths than any pack opened by hand; longer paths than any file system takes.
constexpr int maxPathsPerPack = 16;
constexpr int maxPathLength = 4096;

// A value the game wrote as text; anything else (a list, a serialised object) is not one.
QString text(const QSettings& settings, const QString& key) {
    const QVariant v = settings.value(key);
    return v.typeId() == QMetaType::QString ? v.toString() : QString();
}

// The form of a content id (resources/schema), so that no odd string reaches the roster.
QString contentId(const QSettings& settings, const QString& key) {
    static const QRegularExpression id(QStringLiteral("^[a-z0-9_]{1,128}$"));
    const QString v = text(settings, key);
    return id.match(v).hasMatch() ? v : QString();
}

// A flag as QSettings writes one (it reads back from the file as the text "true" or "false").
bool flag(const QSettings& settings, const QString& key, bool fallback) {
    const QVariant v = settings.value(key);
    if (v.typeId() == QMetaType::Bool) return v.toBool();
    const QString t = text(settings, key);
    return t == u"true" ? true : t == u"false" ? false : fallback;
}

} // namespace

SettingsController::SettingsController(QObject* parent) : QObject(parent) {}

void SettingsController::put(const QString& key, const QVariant& value, bool notify) {
    QSettings& settings = file_.settings();
    if (settings.value(key) == value) return;
    settings.setValue(key, value);
    settings.sync();
    if (notify) emit changed();
}

QString SettingsController::language() const {
    const QString v = text(file_.settings(), "language");
    return LanguageController::codes().contains(v) ? v : QString();
}
void SettingsController::setLanguage(const QString& v) {
    put("language", v);
}
QString SettingsController::lastNpc() const {
    return contentId(file_.settings(), "lastNpc");
}
void SettingsController::setLastNpc(const QString& v) {
    put("lastNpc", v);
}
QString SettingsController::lastDeck() const {
    return contentId(file_.settings(), "lastDeck");
}
void SettingsController::setLastDeck(const QString& v) {
    put("lastDeck", v);
}
double SettingsController::animationSpeed() const {
    const QVariant v = file_.settings().value("animationSpeed");
    bool ok = false;
    const double speed = v.toDouble(&ok);
    if (!ok || !std::isfinite(speed) || speed < 0 || speed > maxAnimationSpeed)
        return defaultAnimationSpeed;
    return speed;
}
void SettingsController::setAnimationSpeed(double v) {
    put("animationSpeed", qBound(0.0, v, maxAnimationSpeed));
}

double SettingsController::volume() const {
    bool ok = false;
    const double v = file_.settings().value("volume").toDouble(&ok);
    return ok && std::isfinite(v) && v >= 0 && v <= 1 ? v : defaultVolume;
}
void SettingsController::setVolume(double v) {
    put("volume", std::isfinite(v) ? qBound(0.0, v, 1.0) : defaultVolume);
}
bool SettingsController::muted() const {
    return flag(file_.settings(), "muted", false);
}
void SettingsController::setMuted(bool v) {
    put("muted", v);
}
bool SettingsController::fullscreen() const {
    return flag(file_.settings(), "window/fullscreen", false);
}
void SettingsController::setFullscreen(bool v) {
    put("window/fullscreen", v);
}
bool SettingsController::howToPlaySeen() const {
    return flag(file_.settings(), "howToPlaySeen", false);
}
void SettingsController::setHowToPlaySeen(bool v) {
    put("howToPlaySeen", v);
}

// Each entry is a list of absolute paths (QSettings reads a list of one back as a string).
QList<QStringList> SettingsController::recentPackLists() const {
    const QVariant v = file_.settings().value("recentPacks");
    if (v.typeId() != QMetaType::QVariantList && v.typeId() != QMetaType::QStringList) return {};
    QList<QStringList> out;
    for (const QVariant& entry : v.toList()) {
        QStringList paths;
        if (entry.typeId() == QMetaType::QString) paths << entry.toString();
        else if (entry.typeId() == QMetaType::QStringList) paths = entry.toStringList();
        const bool sane = !paths.isEmpty() && paths.size() <= maxPathsPerPack &&
                          std::all_of(paths.begin(), paths.end(), [](const QString& p) {
                              return p.size() <= maxPathLength && QDir::isAbsolutePath(p);
                          });
        if (sane && !out.contains(paths)) out << paths;
        if (out.size() == maxRecentPacks) break;
    }
    return out;
}

QVariantList SettingsController::recentPacks() const {
    QVariantList out;
    for (const QStringList& paths : recentPackLists()) {
        QStringList names;
        bool there = true;
        for (const QString& p : paths) {
            there = there && QFileInfo::exists(p);
            names << QFileInfo(p).fileName();
        }
        if (there) out << QVariantMap{{"paths", paths}, {"name", names.join(", ")}};
    }
    return out;
}

void SettingsController::rememberPacks(const QStringList& paths) {
    QStringList clean;
    for (const QString& p : paths)
        if (!p.isEmpty()) clean << QFileInfo(p).absoluteFilePath();
    if (clean.isEmpty() || clean.size() > maxPathsPerPack) return;
    QList<QStringList> lists = recentPackLists();
    lists.removeAll(clean);
    lists.prepend(clean);
    QVariantList stored;
    for (const QStringList& l : lists.mid(0, maxRecentPacks))
        stored << QVariant(l);
    put("recentPacks", stored);
}

void SettingsController::restoreGeometry(QWindow* window) const {
    if (!window) return;
    const QVariant saved = file_.settings().value("window/geometry");
    if (saved.typeId() != QMetaType::QRect) return;
    QList<QRect> screens;
    for (const QScreen* screen : QGuiApplication::screens())
        screens << screen->availableGeometry();
    const QRect r = placeWindow(saved.toRect(), screens, window->minimumSize());
    if (r.isValid()) window->setGeometry(r);
}

void SettingsController::saveGeometry(QWindow* window) {
    if (window) put("window/geometry", window->geometry(), false);
}

} // namespace parley::client
