#pragma once
// "How to play": a short guided tour of the conversation screen, one rule a step. Each step has
// a title, a text, and the screen items it points at (by objectName; qml/HowToPlay.qml dims the
// rest and keeps its callout off them). Finishing or skipping the tour is kept in the settings,
// so that it opens by itself only in a new player's first conversation; F1 opens it again.
#include "settings_controller.h"

#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QSizeF>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class QQuickItem;

namespace parley::client {

class TutorialController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where "seen" is kept; none: only for this controller's life (tests).
    Q_PROPERTY(parley::client::SettingsController* settings READ settings WRITE setSettings NOTIFY
                   settingsChanged)
    // The interface language: the texts are read again when it changes.
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(bool open READ isOpen NOTIFY openChanged)
    Q_PROPERTY(int step READ step NOTIFY stepChanged)
    Q_PROPERTY(int count READ count CONSTANT)
    Q_PROPERTY(bool first READ isFirst NOTIFY stepChanged)
    Q_PROPERTY(bool last READ isLast NOTIFY stepChanged)
    Q_PROPERTY(QString title READ title NOTIFY stepChanged)
    Q_PROPERTY(QString text READ text NOTIFY stepChanged)
    // What the step points at: alternatives in order, the first with an item on screen wins; an
    // alternative is an objectName or several joined by '+'.
    Q_PROPERTY(QStringList targets READ targets NOTIFY stepChanged)
    // The action preview the step opens ("speak", "listen"), as if the pointer rested on it.
    Q_PROPERTY(QString preview READ preview NOTIFY stepChanged)
    Q_PROPERTY(bool seen READ seen NOTIFY seenChanged)

public:
    explicit TutorialController(QObject* parent = nullptr);

    SettingsController* settings() const { return settings_; }
    void setSettings(SettingsController* settings);
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    bool isOpen() const { return open_; }
    int step() const { return step_; }
    static int count();
    bool isFirst() const { return step_ == 0; }
    bool isLast() const { return step_ == count() - 1; }
    QString title() const;
    QString text() const;
    QStringList targets() const { return targetsOf(step_); }
    QString preview() const;
    bool seen() const;

    static QStringList targetsOf(int step);

    // Opens at `step` (clamped to the steps there are).
    Q_INVOKABLE void start(int step = 0);
    // Opens at the first step unless the player has seen it; says whether it opened.
    Q_INVOKABLE bool startIfNew();
    // From the first step again (F1, the menu).
    Q_INVOKABLE void restart() { start(0); }
    // The next step; after the last one it closes, seen.
    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    // Closes, seen: a skipped tour does not come back by itself.
    Q_INVOKABLE void skip();

    // The items the step points at on `screen` (see tutorial_layout.h), and their rectangles in
    // `overlay`'s coordinates.
    Q_INVOKABLE QVariantList targetItems(QQuickItem* screen) const;
    Q_INVOKABLE QVariantList targetRects(QQuickItem* screen, QQuickItem* overlay) const;
    // The dimming: rectangles covering `bounds` less `holes` (coverAround).
    Q_INVOKABLE QVariantList cover(const QRectF& bounds, const QVariantList& holes) const;
    // Where a callout of `size` goes: {x, y, side, aimX, aimY} (placeCallout).
    Q_INVOKABLE QVariantMap place(const QRectF& bounds, const QVariantList& holes,
                                  const QSizeF& size, qreal gap, qreal margin) const;

signals:
    void settingsChanged();
    void localeChanged();
    void openChanged();
    void stepChanged();
    void seenChanged();

private:
    void setOpen(bool open);
    void setStep(int step);
    void markSeen();

    QPointer<SettingsController> settings_;
    QString locale_;
    bool open_ = false;
    int step_ = 0;
    bool seenHere_ = false; // without settings
};

} // namespace parley::client
