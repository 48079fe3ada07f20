#include "conversation_files.h"

#include "action_text.h"
#include "card_text.h"
#include "replay_io.h"
#include "sim/scenario_export.h"

#include <QDir>
#include <QFileInfo>

namespace parley::client {

ConversationFiles::ConversationFiles(QObject* parent) : QObject(parent) {}

void ConversationFiles::setGame(GameController* game) {
    if (game == game_) return;
    if (game_) disconnect(game_, nullptr, this, nullptr);
    game_ = game;
    if (game_) {
        // phaseChanged comes with every new conversation and every move on the timeline; acted
        // with every action.
        connect(game_, &GameController::phaseChanged, this, &ConversationFiles::follow);
        connect(game_, &GameController::acted, this, &ConversationFiles::follow);
        connect(game_, &GameController::localeChanged, this, &ConversationFiles::autosaveChanged);
    }
    emit gameChanged();
    follow();
}

void ConversationFiles::setContentPaths(const QStringList& paths) {
    if (paths == contentPaths_) return;
    contentPaths_ = paths;
    emit contentPathsChanged();
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
    // A new conversation takes the autosave's place.
    if (resume_) {
        resume_.reset();
        emit autosaveChanged();
    }
    autosave();
}

void ConversationFiles::setAutosaveEnabled(bool on) {
    if (on == autosaveEnabled_) return;
    autosaveEnabled_ = on;
    if (on) checkAutosave();
    else emit autosaveChanged();
}

void ConversationFiles::checkAutosave() {
    resume_.reset();
    autosaveMessage_ = {};
    otherContent_ = false;
    const std::shared_ptr<const Content> content = game_ ? game_->content() : nullptr;
    if (autosaveEnabled_ && content && !game_->history()) {
        std::optional<Replay> r = Autosave::load(autosaveMessage_);
        // Only a conversation of the content in use is offered: another's would not replay.
        if (r && (r->contentHash != content->identity.hash || !content->findNpc(r->npc))) {
            autosaveMessage_ = {};
            otherContent_ = true;
            Autosave::remove();
            r.reset();
        }
        if (r) resume_ = std::move(r);
    }
    emit autosaveChanged();
}

QString ConversationFiles::resumeText() const {
    const std::shared_ptr<const Content> content = game_ ? game_->content() : nullptr;
    const NpcDef* npc = resume_ && content ? content->findNpc(resume_->npc) : nullptr;
    if (!npc) return {};
    const QString name = localized(npc->name, game_->locale());
    return resume_->actions.empty()
               ? tr("Your conversation with %1 had just begun.").arg(name)
               : tr("Your conversation with %1 was not finished (%2 actions taken).")
                     .arg(name)
                     .arg(resume_->actions.size());
}

QString ConversationFiles::autosaveMessage() const {
    if (otherContent_)
        return tr("The conversation saved last time was played on other content, so it is not "
                  "offered.");
    return worded(autosaveMessage_);
}

void ConversationFiles::autosave() {
    const History* h = game_ && game_->hasStart() ? game_->history() : nullptr;
    if (!autosaveEnabled_ || !h) return;
    if (h->current().ended()) {
        Autosave::remove();
        return;
    }
    QString why;
    const bool ok = Autosave::save(*h, why);
    Wording message;
    if (!ok) message = [why] { return tr("The conversation cannot be saved automatically: %1").arg(why); };
    if (worded(message) != worded(autosaveMessage_) || otherContent_) {
        autosaveMessage_ = std::move(message);
        otherContent_ = false;
        emit autosaveChanged();
    }
}

bool ConversationFiles::resume() {
    if (!resume_ || !game_) return false;
    const Replay r = std::move(*resume_);
    resume_.reset();
    const std::optional<Wording> text = playBack(r, -1);
    if (!text) {
        game_->setError([] { return tr("The saved conversation cannot be resumed."); });
        emit autosaveChanged();
        return false;
    }
    // A faithful resume needs no word; a diverging one says where it stopped.
    game_->setNotice(r.actions.size() == game_->history()->size() ? Wording() : *text);
    emit autosaveChanged();
    return true;
}

void ConversationFiles::discardAutosave() {
    Autosave::remove();
    resume_.reset();
    emit autosaveChanged();
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
    const std::optional<Wording> text = playBack(*r, step);
    if (!text) {
        game_->setError([] { return tr("The replay cannot be played here: its partner or deck is not in the content in use."); });
        return false;
    }
    game_->setNotice(*text);
    return true;
}

bool ConversationFiles::saveReplay(const QString& file) {
    if (!canSave()) {
        if (game_) game_->setError([] { return tr("Only a conversation started from the start screen or a replay can be saved as a replay."); });
        return false;
    }
    QString why;
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
    // The conversation up to the moment shown: the actions undone are not part of it.
    GameRecord game;
    for (const QString& p : contentPaths_) game.start.contentPaths.push_back(QFile::encodeName(localPath(p)).toStdString());
    game.start.addOn = !contentPaths_.isEmpty();
    game.start.npc = h.start().npc;
    game.start.deck = h.start().deck;
    game.start.seed = h.start().seed;
    // The exporter replays the actions and reads each roll's outcome off that replay.
    for (std::size_t i = 0; i < h.position(); ++i) game.actions.push_back(h.records()[i].action);
    game.initial = h.initial();
    game.final = h.current();
    ScenarioExportOptions options;
    options.baseDir = QFile::encodeName(QFileInfo(path).absolutePath()).toStdString();
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
