#pragma once
// What the end screen shows: the outcome and why in words, what the ending binds the player to
// (its terms as sentences: engine/sim/ending_text.h), a recap (comfort over the actions and the
// key moments: end_recap.h), and the conversation's statistics, counted from the engine's events.
// Nothing here is an id or a key: every text is for the player, in their language.
#include "session/history.h"
#include "state/state.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class EndSummary : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The end summary belongs to a GameController")
    // The outcome's id ("success", "failure", "abandoned", or one the content defines), for the
    // view's colours only, and the same in words for the player ("The conversation succeeded.").
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QString headline READ headline NOTIFY changed)
    // Why it ended, in words: the content's own reason when the ending gives one ("Failed to act
    // on urgent letter"), else what ended it ("Elena's patience ran out.").
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    Q_PROPERTY(QString partnerName READ partnerName NOTIFY changed)
    // The partner's last line, from the content's reactions; empty when they say nothing.
    Q_PROPERTY(QString partnerLine READ partnerLine WRITE setPartnerLine NOTIFY changed)
    // The ending's terms: a title ("Delivery", "Consequences"; empty when there are none), each
    // sentence as {text, tone ("duty", "gain" or "cost")}, and all of them as one paragraph.
    Q_PROPERTY(QString termsTitle READ termsTitle NOTIFY changed)
    Q_PROPERTY(QVariantList terms READ terms NOTIFY changed)
    Q_PROPERTY(QString termsText READ termsText NOTIFY changed)
    // The recap (see Recap in end_recap.h): the chart's points, the states in sight, the levels
    // shown, and the key moments.
    Q_PROPERTY(QVariantList recap READ recap NOTIFY changed)
    Q_PROPERTY(QVariantList recapStates READ recapStates NOTIFY changed)
    Q_PROPERTY(int recapLow READ recapLow NOTIFY changed)
    Q_PROPERTY(int recapHigh READ recapHigh NOTIFY changed)
    Q_PROPERTY(QVariantList moments READ moments NOTIFY changed)
    // Another partner to offer (the next in the roster after this one); empty when there is none.
    Q_PROPERTY(QString otherPartnerId READ otherPartnerId NOTIFY changed)
    Q_PROPERTY(QString otherPartnerName READ otherPartnerName NOTIFY changed)
    Q_PROPERTY(int actions READ actions NOTIFY changed)
    Q_PROPERTY(int spoken READ spoken NOTIFY changed)
    Q_PROPERTY(int succeeded READ succeeded NOTIFY changed)
    Q_PROPERTY(int failed READ failed NOTIFY changed)
    Q_PROPERTY(int listened READ listened NOTIFY changed)
    Q_PROPERTY(int drawn READ drawn NOTIFY changed)
    Q_PROPERTY(int exhausted READ exhausted NOTIFY changed)
    Q_PROPERTY(int finalComfort READ finalComfort NOTIFY changed)
    Q_PROPERTY(QString finalState READ finalState NOTIFY changed)

public:
    explicit EndSummary(QObject* parent = nullptr) : QObject(parent) {}

    void reset();
    void count(const EventLog& events);
    // The ended state `s` in `locale`; `history` (when there is one, at `s`) gives the recap.
    void sync(const State& s, const QString& locale, const History* history = nullptr);

    QString outcome() const { return outcome_; }
    QString headline() const { return headline_; }
    QString reason() const { return reason_; }
    QString partnerName() const { return partnerName_; }
    QString partnerLine() const { return partnerLine_; }
    void setPartnerLine(const QString& line);
    QString termsTitle() const { return termsTitle_; }
    QVariantList terms() const { return terms_; }
    QString termsText() const { return termsText_; }
    QVariantList recap() const { return recap_; }
    QVariantList recapStates() const { return recapStates_; }
    int recapLow() const { return recapLow_; }
    int recapHigh() const { return recapHigh_; }
    QVariantList moments() const { return moments_; }
    QString otherPartnerId() const { return otherPartnerId_; }
    QString otherPartnerName() const { return otherPartnerName_; }
    int actions() const { return spoken_ + listened_; }
    int spoken() const { return spoken_; }
    int succeeded() const { return succeeded_; }
    int failed() const { return failed_; }
    int listened() const { return listened_; }
    int drawn() const { return drawn_; }
    int exhausted() const { return exhausted_; }
    int finalComfort() const { return finalComfort_; }
    QString finalState() const { return finalState_; }

signals:
    void changed();

private:
    QString outcome_, headline_, reason_, partnerName_, partnerLine_, termsTitle_, termsText_,
        finalState_, otherPartnerId_, otherPartnerName_;
    QVariantList terms_, recap_, recapStates_, moments_;
    int recapLow_ = 0, recapHigh_ = 0;
    int spoken_ = 0, succeeded_ = 0, failed_ = 0, listened_ = 0, drawn_ = 0, exhausted_ = 0,
        finalComfort_ = 0;
};

} // namespace parley::client
