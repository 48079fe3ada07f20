#include "game_controller.h"

#include "action_text.h"
#include "card_text.h"
#include "refusal_text.h"
#include "content/loader.h"
#include "rules/setup.h"
#include "session/rebuild.h"
#include "sim/scenario.h"

#include <QPointer>
#include <QUrl>

namespace parley::client {

GameController::GameController(QObject* parent)
    : QObject(parent), npcs_(new RosterModel(RosterModel::Kind::Npcs, this)),
      decks_(new RosterModel(RosterModel::Kind::Decks, this)), hand_(new HandModel(this)),
      table_(new TableModel(this)), log_(new LogModel(this)), speakPreview_(new PreviewModel(this)),
      listenPreview_(new PreviewModel(this)), status_(new StatusController(this)),
      decision_(new DecisionController([this](const Action& a) { return submit(a); }, this)),
      summary_(new EndSummary(this)), partner_(new PartnerController(this)),
      explanations_(new ExplanationModel(this)), skills_(new SkillsModel(this)),
      skillPreview_(new PreviewModel(this)), timeline_(new TimelineModel(this)) {
    Diagnostics diags;
    builtin_ = builtinContent(&diags);
    if (!builtin_) {
        setError([] { return tr("The built-in content could not be loaded."); });
        return;
    }
    setContent(builtin_);
}

GameController::~GameController() = default;

void GameController::setLocale(const QString& locale) {
    if (locale == locale_) return;
    locale_ = locale;
    if (content_) {
        npcs_->sync(*content_, locale_);
        decks_->sync(*content_, locale_);
    }
    log_->retranslate(locale_);
    reword();
    if (state_) refresh();
    syncTimeline(true);
    emit lastLineChanged(); // worded anew
    emit localeChanged();
}

void GameController::setContent(std::shared_ptr<const Content> content) {
    if (!content) return;
    content_ = std::move(content);
    npcs_->sync(*content_, locale_);
    decks_->sync(*content_, locale_);
    emit contentChanged();
}

bool GameController::start(const QString& npcId, const QString& deckId, qint64 seed) {
    if (!content_) return false;
    const NpcDef* npc =
        npcId.isEmpty() ? content_->defaultNpc() : content_->findNpc(npcId.toStdString());
    if (!npc) {
        setError([npcId] { return tr("Unknown NPC '%1'.").arg(npcId); });
        return false;
    }
    const DeckDef* deck = nullptr;
    if (!deckId.isEmpty()) {
        deck = content_->findDeck(deckId.toStdString());
        if (!deck) {
            setError([deckId] { return tr("Unknown deck '%1'.").arg(deckId); });
            return false;
        }
    }
    EventLog events;
    std::string why;
    std::optional<History> h = History::begin(
        ConversationStart{content_, npc->id, deck ? deck->id : std::string(), static_cast<std::uint64_t>(seed)},
        &events, &why);
    if (!h) {
        setError([] { return tr("The conversation cannot start with this partner and deck."); });
        return false;
    }
    setNotice({});
    adoptHistory(std::move(*h), {std::move(events)});
    return true;
}

void GameController::adoptHistory(History h, std::vector<EventLog> events, bool rebuilt) {
    if (!rebuilt) ++conversation_;
    const ConversationStart& st = h.start();
    const NpcDef& npc = *st.content->findNpc(st.npc);
    npcId_ = QString::fromStdString(npc.id);
    deckId_ = QString::fromStdString(st.deck.empty() ? npc.deckId : st.deck);
    seed_ = static_cast<qint64>(st.seed);
    scenarioName_.clear();
    scenarioPath_.clear();
    history_.emplace(std::move(h));
    events.resize(history_->size() + 1);
    actionEvents_ = std::move(events);
    labels_ = TimelineModel::labelsOf(*history_, locale_);
    state_.emplace(history_->initial());
    selectedUid_ = 0;
    log_->clear();
    log_->append(*state_, actionEvents_.front(), locale_, 0);
    summary_->reset();
    summary_->count(actionEvents_.front());
    setError({});
    showPosition();
}

Wording GameController::reloadContent(std::shared_ptr<const Content> content) {
    if (!content) return {};
    setContent(content);
    // A scenario's set-up has no start to rebuild from: it goes on, on its own content.
    if (!history_ || history_->fromSetUp()) return {};
    std::vector<EventLog> events;
    Rebuilt r = replayRecords(
        ConversationStart{content, history_->start().npc, history_->start().deck, history_->start().seed},
        history_->records(),
        [&](std::size_t, const State&, const EventLog& e) { events.push_back(e); });
    const std::size_t stopAt = r.report.action;
    Wording text;
    if (!r.history) {
        // The old game goes on, on its own content.
        text = [] {
            return tr("The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.");
        };
    } else {
        // The action it stopped at is named as the old game took it: from the old state before it.
        std::optional<ActionRecord> rec;
        std::optional<State> before;
        if (stopAt >= 1 && stopAt <= history_->size()) {
            rec = history_->records()[stopAt - 1];
            History walk = *history_;
            walk.seek(stopAt - 1);
            before.emplace(walk.current());
        }
        // The report may outlive this controller (a PackSession keeps it): the locale is asked
        // through a guarded pointer.
        text = [self = QPointer<GameController>(this), report = r.report, at = r.history->current(), rec, before] {
            const QString locale = self ? self->locale() : QStringLiteral("en");
            const QString label = rec && before ? ActionText::label(*before, *rec, locale) : QString();
            return ActionText::report(report, &at, rec ? &*rec : nullptr, label, locale);
        };
        // Back to the moment shown, where the rebuild got that far.
        const std::size_t position = std::min(history_->position(), r.history->size());
        r.history->seek(position);
        adoptHistory(std::move(*r.history), std::move(events), true);
    }
    setNotice(text);
    return text;
}

bool GameController::loadScenario(const QString& path) {
    // QML hands over URLs (Qt.resolvedUrl); people and the command line hand over paths.
    const QString file = path.startsWith("file:") ? QUrl(path).toLocalFile() : path;
    Diagnostics diags;
    std::optional<Scenario> sc = parley::loadScenario(file.toStdString(), diags);
    if (!sc) {
        QStringList lines;
        for (const auto& d : diags.items())
            lines << QString::fromStdString(d.format());
        setError([lines] { return tr("The scenario could not be loaded:\n%1").arg(lines.join('\n')); });
        return false;
    }
    npcId_ = QString::fromStdString(sc->content->npcs.at(sc->npc).id);
    deckId_.clear();
    seed_ = static_cast<qint64>(sc->seed);
    scenarioName_ = QString::fromStdString(sc->name);
    scenarioPath_ = file;
    begin(sc->initial, {});
    log_->note([name = scenarioName_] { return tr("Set up from the scenario \u201C%1\u201D.").arg(name); });
    return true;
}

void GameController::showState(const State& s, const QString& title, const EventLog& events) {
    npcId_ = QString::fromStdString(s.content().npcs.at(s.npc).id);
    deckId_.clear();
    scenarioName_ = title;
    scenarioPath_.clear();
    begin(s, events);
}

void GameController::begin(State s, const EventLog& events) {
    // A set-up has a timeline too, from the set-up on; it only lacks a start to play again.
    ++conversation_;
    history_.emplace(History::fromState(s));
    actionEvents_.assign(1, events);
    labels_.clear();
    syncTimeline(false);
    setNotice({});
    state_.emplace(std::move(s));
    selectedUid_ = 0;
    log_->clear();
    log_->append(*state_, events, locale_, 0);
    summary_->reset();
    summary_->count(events);
    partner_->replay(*state_, actionEvents_, 1, locale_);
    lastSpokenId_.clear();
    emit lastLineChanged();
    setError({});
    refresh();
    emit selectionChanged();
    setPhase(state_->ended() ? Phase::Ended : Phase::Playing);
}

void GameController::select(int row) {
    const Uid uid = hand_->uidAt(row);
    if (uid == selectedUid_) return;
    selectedUid_ = uid;
    if (state_) {
        refreshSkillPlays();
        refreshPreviews();
    }
    emit selectionChanged();
}

bool GameController::speak() {
    if (selectedIndex() < 0) {
        setError([] { return tr("Choose a card to speak first."); });
        return false;
    }
    return submit(Action::speak(selectedUid_));
}

bool GameController::listen() {
    return submit(Action::listen());
}

bool GameController::activate(int tableRow, int ability) {
    const Uid uid = table_->uidAt(tableRow);
    if (uid == 0 || ability < 0 || ability > 255) {
        setError([] { return tr("There is no such ability on the table."); });
        return false;
    }
    return submit(Action::activate(uid, static_cast<std::uint8_t>(ability)));
}

bool GameController::useSkill(int slot, int uid) {
    if (slot < 0 || slot > 255 || uid < 0) {
        setError([] { return tr("There is no such skill."); });
        return false;
    }
    return submit(Action::useSkill(static_cast<std::uint8_t>(slot), static_cast<Uid>(uid)));
}

bool GameController::speakAs() {
    if (skillPlays_.isEmpty()) {
        const bool none = selectedIndex() < 0;
        setError([none] { return none ? tr("Choose a card to speak first.") : tr("No skill can play this card now."); });
        return false;
    }
    const QVariantMap play = skillPlays_.front().toMap();
    return useSkill(play.value("slot").toInt(), play.value("uid").toInt());
}

void GameController::previewSkill(int slot, int uid) {
    if (slot == previewSlot_ && uid == previewUid_) return;
    previewSlot_ = slot;
    previewUid_ = uid;
    if (state_) refreshPreviews();
}

bool GameController::restart(qint64 seed) {
    if (!scenarioPath_.isEmpty()) return loadScenario(scenarioPath_);
    return start(npcId_, deckId_, seed);
}

void GameController::leave() {
    state_.reset();
    history_.reset();
    actionEvents_.clear();
    labels_.clear();
    syncTimeline(false);
    setNotice({});
    skills_->clear();
    viewAsPlays_.clear();
    skillPlays_.clear();
    freePlays_.clear();
    emit skillPlaysChanged();
    selectedUid_ = 0;
    emit selectionChanged();
    setPhase(Phase::Start);
}

bool GameController::submit(const Action& a) {
    if (!state_) {
        setError([] { return tr("No conversation is running."); });
        return false;
    }
    const int rowBefore = selectedIndex();
    EventLog events;
    const ApplyResult r = history_ ? history_->apply(a, &events) : state_->apply(a, &events);
    if (!r.ok()) {
        // A refused action leaves the state as it was: the reason is read off it (a copy, so
        // that it can be worded again after the game moves on).
        setError([this, before = *state_, a, r] { return RefusalText::why(before, a, r, locale_); });
        return false;
    }
    setError({});
    int action = 0;
    if (history_) {
        // state_ still holds the moment before: the new action is named from it.
        action = int(history_->position());
        labels_.resize(action - 1);
        labels_ << ActionText::label(*state_, history_->records().back(), locale_);
        actionEvents_.resize(std::size_t(action));
        actionEvents_.push_back(events);
        log_->removeAfter(action - 1);
        state_.emplace(history_->current());
        syncTimeline(false);
    }
    log_->append(*state_, events, locale_, action);
    summary_->count(events);
    rememberLine(events);
    partner_->hear(*state_, events, locale_);
    refresh(events);
    if (hand_->rowOf(selectedUid_) < 0) selectedUid_ = 0; // spoken, exhausted or discarded
    if (selectedIndex() != rowBefore) emit selectionChanged();
    QStringList names;
    for (const Event& e : events) {
        const std::string_view n = eventName(e);
        names << QString::fromUtf8(n.data(), qsizetype(n.size()));
    }
    emit acted(names);
    if (state_->ended()) setPhase(Phase::Ended);
    return true;
}

bool GameController::undo() {
    return history_ && history_->position() > 0 && seek(int(history_->position()) - 1);
}

bool GameController::redo() {
    return history_ && seek(int(history_->position()) + 1);
}

bool GameController::seek(int actions) {
    if (!history_ || actions < 0 || std::size_t(actions) > history_->size()) return false;
    if (std::size_t(actions) == history_->position()) return true;
    history_->seek(std::size_t(actions));
    showPosition();
    emit seeked();
    return true;
}

bool GameController::seekToLogRow(int row) {
    const int action = log_->actionAt(row);
    return action >= 0 && seek(action);
}

void GameController::showPosition() {
    const int position = int(history_->position());
    const int rowBefore = state_ ? selectedIndex() : -1;
    state_.emplace(history_->current());
    // The log shows the events up to the moment shown: drop what was undone, add what was redone.
    const int shown = log_->lastAction();
    log_->removeAfter(position);
    for (int n = shown + 1; n <= position; ++n) log_->append(*state_, actionEvents_[std::size_t(n)], locale_, n);
    summary_->reset();
    for (int n = 0; n <= position; ++n) summary_->count(actionEvents_[std::size_t(n)]);
    // The last line spoken up to this moment.
    lastSpokenId_.clear();
    for (int n = position; n >= 0 && lastSpokenId_.empty(); --n) rememberLine(actionEvents_[std::size_t(n)]);
    emit lastLineChanged();
    partner_->replay(*state_, actionEvents_, std::size_t(position) + 1, locale_);
    refresh();
    if (hand_->rowOf(selectedUid_) < 0) selectedUid_ = 0;
    if (selectedIndex() != rowBefore) emit selectionChanged();
    syncTimeline(false);
    setPhase(state_->ended() ? Phase::Ended : Phase::Playing);
}

void GameController::syncTimeline(bool relabel) {
    if (!history_) {
        timeline_->clear();
        return;
    }
    if (relabel) labels_ = TimelineModel::labelsOf(*history_, locale_);
    timeline_->sync(labels_, int(history_->position()));
}

void GameController::setNotice(Wording message) {
    noticeWording_ = std::move(message);
    const QString text = worded(noticeWording_);
    if (text == notice_) return;
    notice_ = text;
    emit noticeChanged();
}

void GameController::reword() {
    if (const QString e = worded(errorWording_); e != lastError_) {
        lastError_ = e;
        emit lastErrorChanged();
    }
    if (const QString n = worded(noticeWording_); n != notice_) {
        notice_ = n;
        emit noticeChanged();
    }
}

void GameController::refresh(const EventLog& events) {
    const State& s = *state_;
    QVector<Uid> exhausted;
    for (const Event& e : events)
        if (const auto* x = std::get_if<ev::CardExhausted>(&e)) exhausted.push_back(x->uid);
    hand_->sync(s, locale_, exhausted);
    table_->sync(s, locale_);
    status_->sync(s, locale_);
    decision_->sync(s, locale_);
    explanations_->sync(s, locale_);
    skills_->sync(s, locale_, status_->npcName());
    partner_->sync(s, locale_);
    if (s.ended()) {
        summary_->sync(s, locale_, history_ ? &*history_ : nullptr);
        // The partner's last words, as the content gives them for this ending.
        summary_->setPartnerLine(partner_->endLine());
    }
    viewAsPlays_.clear();
    if (!s.ended())
        for (const Action& a : s.legalActions())
            if (a.kind == ActionKind::UseSkill) viewAsPlays_.push_back(a);
    refreshSkillPlays();
    refreshPreviews();
}

void GameController::refreshSkillPlays() {
    const State& s = *state_;
    QVariantList forCard, free;
    for (const Action& a : viewAsPlays_) {
        if (a.uid != 0 && a.uid != selectedUid_) continue;
        const SkillDef& d = s.content().skills[s.skills[a.ability].skill];
        const QString skill = localized(d.name, locale_);
        const QString card = cardName(s.def(static_cast<CardIndex>(d.asCard)), locale_);
        QVariantMap play{{"slot", int(a.ability)},
                         {"uid", int(a.uid)},
                         {"skillId", QString::fromStdString(d.id)},
                         {"skill", skill},
                         {"card", card}};
        if (a.uid != 0) {
            // A multi-card view-as asks for the other cards next.
            play["label"] = d.cardCount > 1 ? tr("Speak with %1 more card(s) as one %2 (%3)").arg(d.cardCount - 1).arg(card, skill)
                                            : tr("Speak as %1 (%2)").arg(card, skill);
            forCard << play;
        } else {
            play["label"] = tr("%1: %2").arg(skill, card);
            free << play;
        }
    }
    if (forCard == skillPlays_ && free == freePlays_) return;
    skillPlays_ = forCard;
    freePlays_ = free;
    emit skillPlaysChanged();
}

void GameController::refreshPreviews() {
    const State& s = *state_;
    speakPreview_->show(s, previewSpeak(s, selectedUid_), locale_);
    listenPreview_->show(s, previewListen(s), locale_);
    // The view-as play asked for, while it is still offered; else the first one offered.
    auto offered = [&](int slot, int uid) {
        return std::any_of(viewAsPlays_.begin(), viewAsPlays_.end(), [&](const Action& a) {
            return a.ability == slot && int(a.uid) == uid && (a.uid == 0 || a.uid == selectedUid_);
        });
    };
    int slot = previewSlot_, uid = previewUid_;
    if (!offered(slot, uid)) {
        const QVariantList& first = !skillPlays_.isEmpty() ? skillPlays_ : freePlays_;
        slot = first.isEmpty() ? -1 : first.front().toMap().value("slot").toInt();
        uid = first.isEmpty() ? 0 : first.front().toMap().value("uid").toInt();
    }
    if (slot < 0) skillPreview_->clear();
    else skillPreview_->show(s, previewSkillPlay(s, slot, Uid(uid)), locale_);
}

void GameController::rememberLine(const EventLog& events) {
    for (const Event& e : events) {
        if (const auto* spoken = std::get_if<ev::CardSpoken>(&e)) {
            lastSpokenId_ = state_->def(spoken->card).id;
            emit lastLineChanged();
        }
    }
}

QString GameController::lastCard() const {
    const CardDef* d =
        state_ && !lastSpokenId_.empty() ? state_->content().findCard(lastSpokenId_) : nullptr;
    return d ? cardName(*d, locale_) : QString();
}

QString GameController::lastLine() const {
    const CardDef* d =
        state_ && !lastSpokenId_.empty() ? state_->content().findCard(lastSpokenId_) : nullptr;
    return d ? localized(d->dialogue, locale_) : QString();
}

void GameController::setError(Wording message) {
    errorWording_ = std::move(message);
    const QString text = worded(errorWording_);
    if (text == lastError_) return;
    lastError_ = text;
    emit lastErrorChanged();
}

void GameController::setPhase(Phase p) {
    // Also re-announced when a new conversation replaces one in the same phase.
    phase_ = p;
    emit phaseChanged();
}

} // namespace parley::client
