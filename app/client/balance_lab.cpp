#include "balance_lab.h"

#include "background_priority.h"
#include "card_text.h"
#include "lab_export.h"
#include "lab_text.h"
#include "save_whole.h"

#include "ai/policy.h"

#include <QImage>
#include <QLocale>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>
#include <thread>

namespace parley::client {

namespace {

QString partnerNames(const LabResult& r, const QString& locale) {
    QStringList names;
    for (const std::string& id : r.setup.npcs) {
        const NpcDef* npc = r.content ? r.content->findNpc(id) : nullptr;
        names << (npc ? localized(npc->name, locale) : wordsOfId(id));
    }
    return QLocale(locale).createSeparatedList(names);
}

QString deckName(const LabResult& r, const QString& locale) {
    if (r.setup.deck.empty()) return BalanceLab::tr("their own decks");
    const DeckDef* deck = r.content ? r.content->findDeck(r.setup.deck) : nullptr;
    return deck ? localized(deck->name, locale) : wordsOfId(r.setup.deck);
}

// Plays the request on a thread of its own, put in the background (background_priority.h), which
// the simulation's threads inherit. Not on a pool thread, which would keep the lower priority.
LabResult runInBackground(std::shared_ptr<const Content> content, LabRequest req,
                          std::atomic<long long>* progress, const std::atomic<bool>* cancel) {
    LabResult out;
    std::thread worker([&] {
        makeThisThreadBackground();
        out = runLab(std::move(content), req, progress, cancel);
    });
    worker.join();
    return out;
}

} // namespace

BalanceLab::BalanceLab(QObject* parent)
    : QObject(parent), threads_(std::max(1, QThread::idealThreadCount())),
      rates_(new LabRatesModel(this)),
      outcomes_(new LabCountsModel(LabCountsModel::Kind::Outcomes, this)),
      endReasons_(new LabCountsModel(LabCountsModel::Kind::EndReasons, this)),
      lengths_(new LabSeriesModel(LabSeriesModel::Kind::Lengths, this)),
      turns_(new LabSeriesModel(LabSeriesModel::Kind::Turns, this)),
      cards_(new LabCardsModel(this)) {
    // The window reads the counter ten times a second; the workers never call into Qt.
    tick_.setInterval(100);
    connect(&tick_, &QTimer::timeout, this, &BalanceLab::onTick);
    connect(&future_, &QFutureWatcher<LabResult>::finished, this, &BalanceLab::onFinished);
    statusWords_ = [] { return tr("Choose partners and policies, then run."); };
}

BalanceLab::~BalanceLab() {
    // The worker holds pointers to the counters above: it must stop before they go.
    cancel_ = true;
    future_.waitForFinished();
}

void BalanceLab::setGame(GameController* game) {
    if (game_ == game) return;
    game_ = game;
    emit gameChanged();
}

void BalanceLab::setLocale(const QString& locale) {
    if (locale_ == locale) return;
    locale_ = locale;
    emit localeChanged();
    rebuildModels(); // every label is in words
    emit resultsChanged();
    emit progressChanged();
    emit statusChanged(); // its words too
    emit messageChanged();
}

void BalanceLab::setThreads(int threads) {
    threads = std::max(1, threads);
    if (threads_ == threads) return;
    threads_ = threads;
    emit threadsChanged();
}

QVariantList BalanceLab::policies() const {
    QVariantList out;
    for (const std::string_view name : policyNames()) {
        const std::string id(name);
        out << QVariantMap{{"id", QString::fromStdString(id)},
                           {"name", LabText::policy(id)},
                           {"description", LabText::policyDescription(id)}};
    }
    return out;
}

QString BalanceLab::progressText() const {
    if (total_ <= 0) return {};
    const QString games =
        tr("%1 of %2 games").arg(LabText::count(done_, locale_), LabText::count(total_, locale_));
    if (gamesPerSecond_ <= 0) return games;
    return tr("%1, %2 games/s").arg(games, LabText::count(std::llround(gamesPerSecond_), locale_));
}

bool BalanceLab::run(const QStringList& npcs, const QString& deck, const QStringList& policies,
                     int games, qint64 seed) {
    if (running()) return false;
    const auto content = game_ ? game_->content() : nullptr;
    if (!content) {
        setStatus(Status::Failed, [] { return tr("There is no content to play."); });
        return false;
    }
    if (npcs.isEmpty()) {
        setStatus(Status::Failed, [] { return tr("Choose at least one partner."); });
        return false;
    }
    if (policies.isEmpty()) {
        setStatus(Status::Failed, [] { return tr("Choose at least one policy."); });
        return false;
    }
    if (games < 1 || seed < 0) {
        setStatus(Status::Failed, [] { return tr("The number of games must be at least 1."); });
        return false;
    }
    LabRequest req;
    for (const QString& id : npcs)
        req.npcs.push_back(id.toStdString());
    req.deck = deck.toStdString();
    for (const QString& p : policies)
        req.policies.push_back(p.toStdString());
    req.games = games;
    req.seed = static_cast<std::uint64_t>(seed);
    req.threads = threads_;
    progress_ = 0;
    cancel_ = false;
    done_ = 0;
    total_ = labGames(req);
    gamesPerSecond_ = 0;
    clock_.start();
    // The content goes with the run by value (a shared pointer): a reload meanwhile replaces the
    // game's, never this one.
    future_.setFuture(QtConcurrent::run(
        [this, content, req] { return runInBackground(content, req, &progress_, &cancel_); }));
    tick_.start();
    setStatus(Status::Running, [threads = threads_] {
        return threads == 1 ? tr("Running on 1 thread\u2026")
                            : tr("Running on %1 threads\u2026").arg(threads);
    });
    emit progressChanged();
    return true;
}

void BalanceLab::cancel() {
    if (!running() || cancel_) return;
    cancel_ = true;
    setStatus(Status::Running, [] { return tr("Cancelling\u2026"); });
}

void BalanceLab::onTick() {
    const long long done = progress_.load(std::memory_order_relaxed);
    const double seconds = clock_.nsecsElapsed() / 1e9;
    const double rate = seconds > 0 ? done / seconds : 0;
    if (done == done_ && rate == gamesPerSecond_) return;
    done_ = done;
    gamesPerSecond_ = rate;
    emit progressChanged();
}

void BalanceLab::onFinished() {
    tick_.stop();
    onTick();
    LabResult result = future_.result();
    if (!result.error.empty()) {
        setStatus(Status::Failed, [why = QString::fromStdString(result.error)] {
            return tr("The run could not start: %1.").arg(why);
        });
        emit ended();
        return;
    }
    if (result.cancelled) {
        // Partial figures would read as a finished run's: they are dropped, and what is shown
        // stays the last finished run.
        setStatus(Status::Cancelled, [this, games = result.games, total = total_] {
            return tr("Cancelled after %1 of %2 games; nothing of it is shown.")
                .arg(LabText::count(games, locale_), LabText::count(total, locale_));
        });
        emit ended();
        return;
    }
    done_ = result.games;
    gamesPerSecond_ = result.seconds > 0 ? result.games / result.seconds : 0;
    emit progressChanged();
    if (current_) previous_ = std::move(current_);
    current_ = std::move(result);
    rebuildModels();
    setStatus(Status::Finished, [] { return tr("Finished."); });
    emit resultsChanged();
    emit ended();
}

const LabResult* BalanceLab::comparable() const {
    return current_ && previous_ && mismatch(previous_->setup, current_->setup) == LabMismatch::None
               ? &*previous_
               : nullptr;
}

bool BalanceLab::compared() const {
    return comparable() != nullptr;
}

QString BalanceLab::comparisonText() const {
    if (!current_) return {};
    if (!previous_) return tr("Run again after a change to see what it did.");
    switch (mismatch(previous_->setup, current_->setup)) {
    case LabMismatch::Partners:
        return tr("Not compared with the run before: it had other partners.");
    case LabMismatch::Deck:
        return tr("Not compared with the run before: it had another deck.");
    case LabMismatch::Policies:
        return tr("Not compared with the run before: it had other policies.");
    case LabMismatch::None:
        break;
    }
    return previous_->all.contentHash == current_->all.contentHash
               ? tr("Compared with the run before (the same content). A change is significant "
                    "when chance explains it less than 5% of the time.")
               : tr("Compared with the run before the content changed. A change is significant "
                    "when chance explains it less than 5% of the time.");
}

QString BalanceLab::resultsText() const {
    if (!current_) return {};
    const LabResult& r = *current_;
    return tr("%1 games with %2, %3, seed %4, in %5 s (%6 games/s)")
        .arg(LabText::count(r.games, locale_), partnerNames(r, locale_), deckName(r, locale_))
        .arg(r.all.seed)
        .arg(QLocale(locale_).toString(r.seconds, 'f', 2))
        .arg(LabText::count(r.seconds > 0 ? std::llround(r.games / r.seconds) : 0, locale_));
}

QStringList BalanceLab::stateNames() const {
    QStringList out;
    if (!current_ || !current_->content) return out;
    for (const StateDef& s : current_->content->ruleset.states)
        out << localized(s.name, locale_);
    return out;
}

void BalanceLab::rebuildModels() {
    const LabResult* now = current();
    const LabResult* before = comparable();
    rates_->set(now, before, locale_);
    outcomes_->set(now, before, locale_);
    endReasons_->set(now, before, locale_);
    lengths_->set(now, before, locale_);
    turns_->set(now, before, locale_);
    cards_->set(now, before, locale_);
}

void BalanceLab::setStatus(Status status, std::function<QString()> words) {
    status_ = status;
    statusWords_ = std::move(words);
    emit statusChanged();
}

void BalanceLab::setMessage(Wording message) {
    message_ = std::move(message);
    emit messageChanged();
}

bool BalanceLab::exportCsv(const QString& file) {
    if (!current_) return false;
    const QString path = labFilePath(file);
    const QString why = saveWhole(path, labCsv(*current_));
    setMessage([path, why] {
        return why.isEmpty() ? tr("Saved the card table to %1.").arg(path) : tr("Could not save %1: %2").arg(path, why);
    });
    return why.isEmpty();
}

bool BalanceLab::exportJson(const QString& file) {
    if (!current_) return false;
    const QString path = labFilePath(file);
    const QString why = saveWhole(path, labJson(*current_));
    setMessage([path, why] {
        return why.isEmpty() ? tr("Saved the results to %1.").arg(path) : tr("Could not save %1: %2").arg(path, why);
    });
    return why.isEmpty();
}

bool BalanceLab::saveImage(const QVariant& image, const QString& file) {
    const QString path = labFilePath(file);
    const QString why = savePng(image.value<QImage>(), path);
    setMessage([path, why] {
        return why.isEmpty() ? tr("Saved the chart to %1.").arg(path) : tr("Could not save %1: %2").arg(path, why);
    });
    return why.isEmpty();
}

QVariantMap BalanceLab::cardFigures(const QString& cardId) const {
    if (!current_) return {};
    const SimulationStats& st = current_->all;
    const std::string id = cardId.toStdString();
    for (const CardStats& c : st.cards) {
        if (c.id != id) continue;
        const long long gamesNot = st.games - c.gamesPlayed, winsNot = st.wins - c.winsPlayed;
        return {
            {"drawn", c.drawn},
            {"played", c.played},
            {"succeeded", c.succeeded},
            {"exhaustedUnplayed", c.exhaustedUnplayed},
            {"gamesPlayed", c.gamesPlayed},
            {"winRatePlayed",
             c.gamesPlayed > 0 ? QVariant(double(c.winsPlayed) / c.gamesPlayed) : QVariant()},
            {"winRateNotPlayed", gamesNot > 0 ? QVariant(double(winsNot) / gamesNot) : QVariant()},
            {"games", st.games}};
    }
    return {};
}

QVariantMap BalanceLab::partnerFigures(const QString& npcId) const {
    if (!current_) return {};
    const std::string id = npcId.toStdString();
    long long games = 0, wins = 0, turns = 0;
    QVariantList policies;
    for (const SimulationStats& st : current_->runs) { // one per partner and policy
        if (st.npc != id) continue;
        games += st.games;
        wins += st.wins;
        turns += st.turns;
        policies << QVariantMap{{"policy", LabText::policy(st.policy)},
                                {"games", st.games},
                                {"wins", st.wins}};
    }
    if (games == 0) return {};
    return {{"games", games}, {"wins", wins}, {"turns", turns}, {"policies", policies}};
}

} // namespace parley::client
