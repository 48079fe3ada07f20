#include "tutorial_controller.h"

#include "settings_controller.h"
#include "tutorial_layout.h"

#include <QQuickItem>
#include <array>

namespace parley::client {

namespace {

struct Step {
    const char* title;
    const char* text;
    const char* targets; // alternatives, '|' between them
    const char* preview;
};

// The rules in the order a first conversation meets them, in the screen's own words (SPEAK,
// LISTEN, Comfort, Weight, Patience, Fleeting, Opportunity, MUST PLAY NOW, Table, Log,
// Timeline). No numbers the content may change (the comfort battery's ends, draw counts) are
// written here: the screen shows those.
constexpr std::array<Step, 9> steps{{
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "Your partner"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "This is who you are talking to. The portrait and the line under it show their "
         "emotional state: the better it is, the more cards LISTEN draws and the more "
         "weight you can spend. Win them over, and play your goal card before their "
         "patience runs out."),
     "partnerPortrait+partnerBubble+emotionMeaning", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "Comfort"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "The cards you speak move their comfort up or down. When it reaches the top of "
         "the battery, their emotional state rises one step and comfort starts again "
         "from 0; at the bottom it falls one step, and in their lowest state that ends "
         "the conversation. The labels under the battery say where each end leads."),
     "comfortBattery", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "Weight and patience"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "Speaking a card spends its weight from your pool; LISTEN fills the pool up to "
         "its capacity again. Every SPEAK and every LISTEN costs patience, usually 1. "
         "When patience runs out, the conversation ends after that action."),
     "weightSection+patienceSection", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "Your hand"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "Each card shows its weight (the number in the circle), its chance of success, "
         "and what happens on Success, on Failure, and if it is not played. Watch the "
         "badges: a Fleeting card exhausts when you speak another card, an Opportunity "
         "card exhausts when you LISTEN. Click a card or press 1–9 to select it."),
     "handView", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "Your goal"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "The goal card, framed in orange and marked MUST PLAY NOW, is what you came "
         "for. It is both Fleeting and an Opportunity, so any other action exhausts it, "
         "and that usually ends the conversation. Play it as soon as you hold it; its "
         "Success or Failure decides on what terms you part. While it is still in the "
         "deck, the orange line at the bottom says where it is."),
     "goalCard|goalWhere|handView", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "SPEAK"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "SPEAK (S) plays the selected card. It pays the card's weight and patience, "
         "then a roll against its success chance decides whether its Success or its "
         "Failure happens. After that, every other Fleeting card in your hand exhausts. "
         "Rest the pointer on SPEAK to see all of this before you choose."),
     "speakButton+speakPreviewPanel|speakButton", "speak"},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "LISTEN"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "LISTEN (L) costs patience too. Every Opportunity card in your hand exhausts, "
         "your weight fills up to its capacity, and you draw new cards: as many as their "
         "emotional state allows. Its preview shows which cards would be lost."),
     "listenButton+listenPreviewPanel|listenButton", "listen"},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "The table"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "Permanents stay on the table when you speak them, and their effects last while "
         "they are there. Their abilities are buttons here, each with its cost; a tapped "
         "card is ready again after your next LISTEN."),
     "tablePanel", ""},
    {QT_TRANSLATE_NOOP("parley::client::TutorialController", "The log and the timeline"),
     QT_TRANSLATE_NOOP(
         "parley::client::TutorialController",
         "The log tells the conversation: what you said, how it went, and what your "
         "partner answered. Click a line to see its rule steps. The timeline takes you "
         "back to any earlier moment (Ctrl+Z). Press E to see how every number is made, "
         "and F1 to see this guide again."),
     "logPanel+timelineStrip|logPanel", ""},
}};

} // namespace

TutorialController::TutorialController(QObject* parent) : QObject(parent) {}

int TutorialController::count() {
    return int(steps.size());
}

void TutorialController::setSettings(SettingsController* settings) {
    if (settings_ == settings) return;
    if (settings_) disconnect(settings_, nullptr, this, nullptr);
    settings_ = settings;
    if (settings_)
        connect(settings_, &SettingsController::changed, this, &TutorialController::seenChanged);
    emit settingsChanged();
    emit seenChanged();
}

void TutorialController::setLocale(const QString& locale) {
    if (locale_ == locale) return;
    locale_ = locale;
    emit localeChanged();
    emit stepChanged(); // the texts, in the new language
}

QString TutorialController::title() const {
    return tr(steps[step_].title);
}

QString TutorialController::text() const {
    return tr(steps[step_].text);
}

QString TutorialController::preview() const {
    return QString::fromLatin1(steps[step_].preview);
}

QStringList TutorialController::targetsOf(int step) {
    if (step < 0 || step >= count()) return {};
    return QString::fromLatin1(steps[step].targets).split(u'|');
}

bool TutorialController::seen() const {
    return settings_ ? settings_->howToPlaySeen() : seenHere_;
}

void TutorialController::setOpen(bool open) {
    if (open_ == open) return;
    open_ = open;
    emit openChanged();
}

void TutorialController::setStep(int step) {
    step = std::clamp(step, 0, count() - 1);
    if (step_ == step) return;
    step_ = step;
    emit stepChanged();
}

void TutorialController::markSeen() {
    if (seen()) return;
    if (settings_) {
        settings_->setHowToPlaySeen(true); // its changed() says seenChanged
    } else {
        seenHere_ = true;
        emit seenChanged();
    }
}

void TutorialController::start(int step) {
    setStep(step);
    setOpen(true);
}

bool TutorialController::startIfNew() {
    if (seen()) return false;
    start(0);
    return true;
}

void TutorialController::next() {
    if (!open_) return;
    if (isLast()) {
        markSeen();
        setOpen(false);
        return;
    }
    setStep(step_ + 1);
}

void TutorialController::back() {
    if (open_) setStep(step_ - 1);
}

void TutorialController::skip() {
    markSeen();
    setOpen(false);
}

QVariantList TutorialController::targetItems(QQuickItem* screen) const {
    QVariantList out;
    for (QQuickItem* item : shownTargets(screen, targets()))
        out << QVariant::fromValue(item);
    return out;
}

QVariantList TutorialController::targetRects(QQuickItem* screen, QQuickItem* overlay) const {
    QVariantList out;
    if (!overlay) return out;
    for (QQuickItem* item : shownTargets(screen, targets()))
        out << item->mapRectToItem(overlay, QRectF(0, 0, item->width(), item->height()));
    return out;
}

QVariantList TutorialController::cover(const QRectF& bounds, const QVariantList& holes) const {
    QList<QRectF> rects;
    for (const QVariant& h : holes)
        rects << h.toRectF();
    QVariantList out;
    for (const QRectF& r : coverAround(bounds, rects))
        out << r;
    return out;
}

QVariantMap TutorialController::place(const QRectF& bounds, const QVariantList& holes,
                                      const QSizeF& size, qreal gap, qreal margin) const {
    QList<QRectF> rects;
    for (const QVariant& h : holes)
        rects << h.toRectF();
    const CalloutPlace p = placeCallout(bounds, rects, size, gap, margin);
    return {{"x", p.topLeft.x()},
            {"y", p.topLeft.y()},
            {"side", calloutSideName(p.side)},
            {"aimX", p.aim.x()},
            {"aimY", p.aim.y()}};
}

} // namespace parley::client
