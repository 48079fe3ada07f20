#pragma once
// The balance lab: designers choose partners, a deck (or each partner's own), policies, games and
// a seed, and run them in the background on every core (lab_run.h), with progress, games per
// second and Cancel. The results go to the models below; the run before stays, and when the two
// are comparable (the same partners, deck and policies) every figure shows its change and whether
// it is more than chance. A run plays on the content the window has at its start (the built-in
// pack, or the open packs as last loaded) and keeps it, so a live reload during a run is safe.
#include "game_controller.h"
#include "lab_cards_model.h"
#include "lab_counts_model.h"
#include "lab_rates_model.h"
#include "lab_series_model.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <functional>
#include <optional>

namespace parley::client {

class BalanceLab : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // Where the content comes from: what the game would start on now (the PackSession hands it
    // every valid reload).
    Q_PROPERTY(parley::client::GameController* game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(Status status READ status NOTIFY statusChanged)
    Q_PROPERTY(bool running READ running NOTIFY statusChanged)
    // In words: running, finished, cancelled, or why a run could not start.
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(qint64 done READ done NOTIFY progressChanged)
    Q_PROPERTY(qint64 total READ total NOTIFY progressChanged)
    Q_PROPERTY(double gamesPerSecond READ gamesPerSecond NOTIFY progressChanged)
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)
    // How many threads a run uses: every core unless set (tests set it).
    Q_PROPERTY(int threads READ threads WRITE setThreads NOTIFY threadsChanged)
    // The policies to choose from: [{id, name, description}].
    Q_PROPERTY(QVariantList policies READ policies NOTIFY localeChanged)

    // The last finished run.
    Q_PROPERTY(bool hasResults READ hasResults NOTIFY resultsChanged)
    Q_PROPERTY(QString resultsText READ resultsText NOTIFY resultsChanged)
    // It is compared with the run before (same partners, deck and policies)...
    Q_PROPERTY(bool compared READ compared NOTIFY resultsChanged)
    // ...and in words, how, or why not.
    Q_PROPERTY(QString comparisonText READ comparisonText NOTIFY resultsChanged)
    // The ruleset's emotional states, worst first, in words (the state curve's scale).
    Q_PROPERTY(QStringList stateNames READ stateNames NOTIFY resultsChanged)
    Q_PROPERTY(parley::client::LabRatesModel* rates READ rates CONSTANT)
    Q_PROPERTY(parley::client::LabCountsModel* outcomes READ outcomes CONSTANT)
    Q_PROPERTY(parley::client::LabCountsModel* endReasons READ endReasons CONSTANT)
    Q_PROPERTY(parley::client::LabSeriesModel* lengths READ lengths CONSTANT)
    Q_PROPERTY(parley::client::LabSeriesModel* turns READ turns CONSTANT)
    Q_PROPERTY(parley::client::LabCardsModel* cards READ cards CONSTANT)
    // What the last export or picture did, in words (empty until one).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    enum class Status { Idle, Running, Finished, Cancelled, Failed };
    Q_ENUM(Status)

    explicit BalanceLab(QObject* parent = nullptr);
    ~BalanceLab() override;

    GameController* game() const { return game_; }
    void setGame(GameController* game);
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    Status status() const { return status_; }
    bool running() const { return status_ == Status::Running; }
    QString statusText() const { return statusWords_ ? statusWords_() : QString(); }
    qint64 done() const { return done_; }
    qint64 total() const { return total_; }
    double gamesPerSecond() const { return gamesPerSecond_; }
    QString progressText() const;
    int threads() const { return threads_; }
    void setThreads(int threads);
    QVariantList policies() const;
    bool hasResults() const { return current_.has_value(); }
    QString resultsText() const;
    bool compared() const;
    QString comparisonText() const;
    QStringList stateNames() const;
    LabRatesModel* rates() const { return rates_; }
    LabCountsModel* outcomes() const { return outcomes_; }
    LabCountsModel* endReasons() const { return endReasons_; }
    LabSeriesModel* lengths() const { return lengths_; }
    LabSeriesModel* turns() const { return turns_; }
    LabCardsModel* cards() const { return cards_; }
    QString message() const { return worded(message_); } // worded on read: it follows the language

    // Starts a run in the background: `games` per partner and policy. False (and statusText
    // says why) when one is running or nothing was chosen.
    Q_INVOKABLE bool run(const QStringList& npcs, const QString& deck, const QStringList& policies,
                         int games, qint64 seed);
    // Stops the run between games; it ends as cancelled, and its partial figures are dropped.
    Q_INVOKABLE void cancel();
    // The last finished run's per-card table (CSV) or every run (JSON), and a chart's picture
    // (an ItemGrabResult's image), written whole or not at all. `file` may be a file URL.
    Q_INVOKABLE bool exportCsv(const QString& file);
    Q_INVOKABLE bool exportJson(const QString& file);
    Q_INVOKABLE bool saveImage(const QVariant& image, const QString& file);
    // The last finished run's figures for one card (for the card gallery): drawn, played,
    // succeeded, exhaustedUnplayed, gamesPlayed, winRatePlayed, winRateNotPlayed (0..1; null when
    // no game had it so) and games (of the run). Empty when there is no run or no such card.
    Q_INVOKABLE QVariantMap cardFigures(const QString& cardId) const;
    // The last finished run's figures for one partner (for the gallery): games, wins and turns
    // (summed over their conversations), and per policy {policy (its name in words), games,
    // wins}, in the run's order. Empty when there is no run or it did not play them.
    Q_INVOKABLE QVariantMap partnerFigures(const QString& npcId) const;

    // For tests and tools.
    const LabResult* current() const { return current_ ? &*current_ : nullptr; }
    const LabResult* previous() const { return previous_ ? &*previous_ : nullptr; }
    // The progress timer's interval (10 Hz unless a test says otherwise).
    void setProgressInterval(int ms) { tick_.setInterval(ms); }

signals:
    void gameChanged();
    void localeChanged();
    void statusChanged();
    void progressChanged();
    void threadsChanged();
    // The last finished run changed (and with it every model, cardFigures() and
    // partnerFigures()).
    void resultsChanged();
    void messageChanged();
    // A run ended: finished, cancelled or failed (see status).
    void ended();

private:
    void onTick();
    void onFinished();
    void rebuildModels();
    // `words` says the status in the language of the moment: called again after a change of
    // language, so that a run's "Finished." follows the window into German.
    void setStatus(Status status, std::function<QString()> words);
    void setMessage(Wording message);
    const LabResult* comparable() const;

    QPointer<GameController> game_;
    QString locale_ = QStringLiteral("en");
    Status status_ = Status::Idle;
    std::function<QString()> statusWords_;
    Wording message_;
    int threads_;
    qint64 done_ = 0, total_ = 0;
    double gamesPerSecond_ = 0;
    std::atomic<long long> progress_{0};
    std::atomic<bool> cancel_{false};
    QElapsedTimer clock_;
    QTimer tick_;
    QFutureWatcher<LabResult> future_;
    std::optional<LabResult> current_, previous_;
    LabRatesModel* rates_;
    LabCountsModel* outcomes_;
    LabCountsModel* endReasons_;
    LabSeriesModel* lengths_;
    LabSeriesModel* turns_;
    LabCardsModel* cards_;
};

} // namespace parley::client
