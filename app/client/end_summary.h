#pragma once
// What the end screen shows: the outcome, the ending's data (obligations, deadlines, payments),
// and the conversation's statistics, counted from the engine's events.
#include "state/state.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class EndSummary : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The end summary belongs to a GameController")
    // The outcome's id ("success", "failure", "abandoned", or one the content defines), and
    // the same in words for the player ("The conversation succeeded.").
    Q_PROPERTY(QString outcome READ outcome NOTIFY changed)
    Q_PROPERTY(QString headline READ headline NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    // Each: {key, value}, flattened from the ending effect's data.
    Q_PROPERTY(QVariantList data READ data NOTIFY changed)
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
    void sync(const State& s);

    QString outcome() const { return outcome_; }
    QString headline() const { return headline_; }
    QString reason() const { return reason_; }
    QVariantList data() const { return data_; }
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
    QString outcome_, headline_, reason_, finalState_;
    QVariantList data_;
    int spoken_ = 0, succeeded_ = 0, failed_ = 0, listened_ = 0, drawn_ = 0, exhausted_ = 0,
        finalComfort_ = 0;
};

} // namespace parley::client
