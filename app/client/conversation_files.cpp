#include "conversation_files.h"

#include "action_text.h"
#include "card_text.h"
#include "file_names.h"
#include "replay_io.h"
#include "unfinished_store.h"
#include "sim/scenario_export.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <filesystem>

namespace parley::client {

ConversationFiles::ConversationFiles(QObject* parent) : QObject(parent), unfinished_(new UnfinishedModel(this)) {}

void ConversationFiles::setGame(GameController* game) {
    if (game == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) {
        // phaseChanged comes with every new conversation and every move on the timeline; acted
        // with every action, which makes a replay played on the player's own.
        connect(game_, &GameController::phaseChanged, this, &ConversationFiles::follow);
        connect(game_, &GameController::acted, this, [this] {
            owned_ = true;
            follow();
        });
        connect(game_, &GameController::localeChanged, this, [this] {
            unfinished_->setLocale(game_->locale());
            emit autosaveChanged();
        });
        // The packs load after the window is made, and can be opened from the start screen:
        // each time, the unfinished conversations are judged again (the one played on the pack
        // just opened becomes resumable).
        connect(game_, &GameController::contentChanged, this, &ConversationFiles::judge);
        unfinished_->setLocale(game_->locale());
    }
    emit gameChanged();
    follow();
}

void ConversationFiles::setContentPaths(const QStringList& paths) {
    if (paths == contentPaths_) return;
    contentPaths_ = paths;
    emit contentPathsChanged();
    judge();
}

void ConversationFiles::follow() {
    if (canSave() != couldSave_) {
        couldSave_ = canSave();
        emit canSaveChanged();
    }
    if (!game_) return;
    if (game_->phase() == GameController::Phase::Start) {
        checkAutosave();
        return;
    }
    if (game_->conversation() != following_) {
        // Another conversation: it goes to a file of its own, beside those of the others.
        following_ = game_->conversation();
        file_ = nextFile_.value_or(QString());
        owned_ = nextOwned_;
        nextFile_.reset();
        nextOwned_ = true;
        if (unfinished_->rowCount() > 0) unfinished_->setEntries({});
    }
    autosave();
}

void ConversationFiles::setAutosaveEnabled(bool on) {
    if (on == autosaveEnabled_) return;
    autosaveEnabled_ = on;
    // A conversation already running (--npc) is saved from now on.
    if (on) follow();
    else emit autosaveChanged();
}

void ConversationFiles::checkAutosave() {
    Wording problem;
    std::vector<UnfinishedStore::Entry> entries;
    if (autosaveEnabled_ && game_ && !game_->history()) entries = UnfinishedStore::list(problem);
    autosaveMessage_ = std::move(problem);
    unfinished_->setEntries(std::move(entries));
    judge();
    emit autosaveChanged();
}

void ConversationFiles::judge() {
    const std::shared_ptr<const Content> content = game_ ? game_->content() : nullptr;
    // Packs are open but none of them is in the content: they did not load.
    const bool packsBroken = !contentPaths_.isEmpty() && content && content->identity.packs.size() <= 1;
    unfinished_->judge(content.get(), packsBroken);
}

void ConversationFiles::autosave() {
    const History* h = game_ && game_->hasStart() ? game_->history() : nullptr;
    if (!autosaveEnabled_ || !h || !owned_) return;
    if (h->current().ended()) {
        // Finished: nothing is left to resume. (Undone on the end screen, it is saved again.)
        if (!file_.isEmpty()) UnfinishedStore::remove(file_);
        return;
    }
    if (file_.isEmpty()) file_ = UnfinishedStore::newPath();
    QString why;
    Wording message;
    if (!UnfinishedStore::save(file_, *h, why))
        message = [why] { return tr("The conversation cannot be saved automatically: %1").arg(why); };
    if (worded(message) != worded(autosaveMessage_)) {
        autosaveMessage_ = std::move(message);
        emit autosaveChanged();
    }
}

bool ConversationFiles::resume(int row) {
    const UnfinishedStore::Entry* e = unfinished_->entry(row);
    if (!e || !game_) return false;
    if (!unfinished_->canResume(row)) {
        game_->setError([] { return tr("This conversation cannot be resumed with the cards in use now."); });
        return false;
    }
    const Replay r = e->replay;
    // It goes on in its own file, and is the player's.
    nextFile_ = e->path;
    nextOwned_ = true;
    const std::optional<Wording> text = playBack(r, -1);
    if (!text) {
        nextFile_.reset();
        game_->setError([] { return tr("The saved conversation cannot be resumed."); });
        emit autosaveChanged();
        return false;
    }
    // A faithful resume needs no word; a diverging one says where it stopped.
    game_->setNotice(r.actions.size() == game_->history()->size() ? Wording() : *text);
    emit autosaveChanged();
    return true;
}

bool ConversationFiles::discard(int row) {
    const UnfinishedStore::Entry* e = unfinished_->entry(row);
    if (!e) return false;
    if (!UnfinishedStore::remove(e->path)) {
        if (game_)
            game_->setError([path = QDir::toNativeSeparators(e->path)] {
                return tr("%1 could not be removed, so the conversation is still offered.").arg(path);
            });
        return false;
    }
    unfinished_->removeAt(row);
    emit autosaveChanged();
    return true;
}

std::optional<Wording> ConversationFiles::playBack(const Replay& r, int step) {
    std::vector<EventLog> events;
    Playback pb = playReplay(r, game_->content(),
                             [&](std::size_t, const State&, const EventLog& e) { events.push_back(e); });
    if (!pb.result.history) return std::nullopt;
    History& h = *pb.result.history;
    const ReplayReport& rep = pb.result.report;
    // The action it stopped at was tried on the state it reached: name it from there (a copy,
    // worded again in the player's language of the moment; the game keeps the wording).
    std::optional<ActionRecord> rec;
    if (rep.action >= 1 && rep.action <= r.actions.size()) rec = r.actions[rep.action - 1];
    const bool otherContent = !pb.contentMatches, endsOtherwise = pb.end == Playback::End::Differs;
    Wording text = [game = game_, rep, at = h.current(), rec, otherContent, endsOtherwise] {
        const QString locale = game ? game->locale() : QStringLiteral("en");
        const QString label = rec ? ActionText::label(at, *rec, locale) : QString();
        QString t = ActionText::report(rep, &at, rec ? &*rec : nullptr, label, locale);
        if (otherContent) t += QLatin1Char(' ') + tr("The content has changed since the replay was saved.");
        if (endsOtherwise)
            t += QLatin1Char(' ') +
                 tr("The conversation ends differently from when it was saved: the rules have changed since.");
        return t;
    };
    if (step >= 0) h.seek(std::min(std::size_t(step), h.size()));
    game_->adoptHistory(std::move(h), std::move(events));
    return text;
}

bool ConversationFiles::openReplay(const QString& file, int step) {
    if (!game_) return false;
    const QString path = localPath(file);
    QStringList problems;
    const std::optional<Replay> r = readReplayFile(path, problems);
    if (!r) {
        game_->setError([problems] { return tr("The replay could not be opened:\n%1").arg(problems.join(QLatin1Char('\n'))); });
        return false;
    }
    // Opening a replay saves nothing: it becomes the player's (a file of its own, beside their
    // unfinished conversations) with their first action in it.
    nextOwned_ = false;
    const std::optional<Wording> text = playBack(*r, step);
    if (!text) {
        nextOwned_ = true;
        // Made on packs that are not open: name them, since opening them is what plays it.
        QStringList packs;
        for (const std::string& p : packsNotLoaded(*r, game_->content().get())) packs << QString::fromStdString(p);
        game_->setError([packs] {
            return packs.isEmpty()
                       ? tr("The replay cannot be played here: its partner or deck is not in the content in use.")
                       : tr("The replay was made on %1, which is not open: open that pack, then the replay again.",
                            nullptr, int(packs.size()))
                             .arg(packs.join(QStringLiteral(", ")));
        });
        return false;
    }
    game_->setNotice(*text);
    return true;
}

bool ConversationFiles::refuseOpenPack(const QString& path) {
    // Compared as files, not names: a link or another spelling of the same path is caught too.
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::path(nativePath(path)), ec);
    for (const QString& p : contentPaths_) {
        const fs::path pack = fs::weakly_canonical(fs::path(nativePath(localPath(p))), ec);
        if (pack.empty()) continue;
        const bool inside = fs::is_directory(pack, ec) &&
                            std::mismatch(pack.begin(), pack.end(), target.begin(), target.end()).first == pack.end();
        if (!inside && !fs::equivalent(pack, target, ec)) continue;
        // A file written there would replace the designer's cards, or join the pack as content.
        game_->setError([pack = QDir::toNativeSeparators(localPath(p)), file = QDir::toNativeSeparators(path)] {
            return tr("%1 is part of the open pack %2, so nothing is saved there. Choose a place outside the pack.")
                .arg(file, pack);
        });
        return true;
    }
    return false;
}

bool ConversationFiles::saveReplay(const QString& file) {
    if (!canSave()) {
        if (game_) game_->setError([] { return tr("Only a conversation started from the start screen or a replay can be saved as a replay."); });
        return false;
    }
    QString why;
    if (refuseOpenPack(localPath(file))) return false;
    if (!writeWhole(localPath(file), writeReplay(*game_->history()), why)) {
        game_->setError([why] { return tr("The replay was not saved. %1. The conversation goes on; choose another place.").arg(why); });
        return false;
    }
    game_->setError({});
    game_->setNotice([] { return tr("Saved the conversation as a replay."); });
    return true;
}

bool ConversationFiles::saveScenario(const QString& file, bool fromCurrentMoment) {
    if (!canSave()) {
        if (game_) game_->setError([] { return tr("Only a conversation started from the start screen or a replay can be saved as a scenario."); });
        return false;
    }
    const History& h = *game_->history();
    if (fromCurrentMoment && h.current().ended()) {
        game_->setError([] {
            return tr("The conversation is over at this moment, so there is nothing left to play from it. Go "
                      "back on the timeline to an earlier moment, or save the whole conversation.");
        });
        return false;
    }
    const QString path = localPath(file);
    if (refuseOpenPack(path)) return false;
    // The conversation up to the moment shown: the actions undone are not part of it.
    GameRecord game;
    for (const QString& p : contentPaths_) game.start.contentPaths.push_back(nativePath(localPath(p)));
    game.start.addOn = !contentPaths_.isEmpty();
    game.start.npc = h.start().npc;
    game.start.deck = h.start().deck;
    game.start.seed = h.start().seed;
    // The exporter replays the actions and reads each roll's outcome off that replay.
    for (std::size_t i = 0; i < h.position(); ++i) game.actions.push_back(h.records()[i].action);
    game.initial = h.initial();
    game.final = h.current();
    ScenarioExportOptions options;
    options.baseDir = nativePath(QFileInfo(path).absolutePath());
    options.fromAction = fromCurrentMoment ? int(h.position()) : -1;
    ScenarioExport e = exportScenario(game, options);
    // Not every moment can be written as a set-up (a decision half answered, abilities already
    // used this turn, ...): then the set-up is the latest moment before it that can, and the
    // actions since are steps, so the file still ends at the moment shown.
    while (!e.ok && options.fromAction > 0) {
        --options.fromAction;
        e = exportScenario(game, options);
    }
    if (!e.ok && fromCurrentMoment) {
        options.fromAction = -1;
        e = exportScenario(game, options);
    }
    if (!e.ok) {
        // Never expected: the export replays the game it was given, which the history just did.
        game_->setError([error = QString::fromStdString(e.error)] {
            return tr("The conversation could not be saved as a scenario: %1").arg(error);
        });
        return false;
    }
    QString why;
    if (!writeWhole(path, e.text(), why)) {
        game_->setError([why] { return tr("The scenario was not saved. %1. The conversation goes on; choose another place.").arg(why); });
        return false;
    }
    game_->setError({});
    const int earlier = fromCurrentMoment ? int(h.position()) - std::max(options.fromAction, 0) : 0;
    game_->setNotice([earlier] {
        return earlier == 0   ? tr("Saved the conversation as a scenario.")
               : earlier == 1 ? tr("Saved as a scenario. This moment cannot be a set-up (it is in the middle of a "
                                   "turn's bookkeeping), so the scenario starts 1 action earlier and plays up to it.")
                              : tr("Saved as a scenario. This moment cannot be a set-up (it is in the middle of a "
                                   "turn's bookkeeping), so the scenario starts %1 actions earlier and plays up to it.")
                                    .arg(earlier);
    });
    return true;
}

} // namespace parley::client
