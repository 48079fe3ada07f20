#pragma once
// One conversation in progress: owns its History (engine/session/history.h), turns the player's
// requests into engine actions through it, and keeps the view's models in step after every action
// and every move on the timeline (undo, redo, seek). The models each own one concern (hand, table,
// log, previews, status, decision, end summary, timeline); this class only drives.
#include "decision_controller.h"
#include "end_summary.h"
#include "explanation_model.h"
#include "hand_model.h"
#include "log_model.h"
#include "partner_controller.h"
#include "preview_model.h"
#include "roster_model.h"
#include "skills_model.h"
#include "status_controller.h"
#include "table_model.h"
#include "timeline_model.h"
#include "wording.h"

#include "session/history.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

namespace parley::client {

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(int selectedIndex READ selectedIndex WRITE select NOTIFY selectionChanged)
    Q_PROPERTY(QString locale READ locale WRITE setLocale NOTIFY localeChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString npcId READ npcId NOTIFY phaseChanged)
    Q_PROPERTY(QString deckId READ deckId NOTIFY phaseChanged)
    Q_PROPERTY(qint64 seed READ seed NOTIFY phaseChanged)
    Q_PROPERTY(QString scenarioName READ scenarioName NOTIFY phaseChanged)
    // What the player last said: the spoken card's name and its dialogue line.
    Q_PROPERTY(QString lastCard READ lastCard NOTIFY lastLineChanged)
    Q_PROPERTY(QString lastLine READ lastLine NOTIFY lastLineChanged)
    Q_PROPERTY(parley::client::RosterModel* npcs READ npcs CONSTANT)
    Q_PROPERTY(parley::client::RosterModel* decks READ decks CONSTANT)
    Q_PROPERTY(parley::client::HandModel* hand READ hand CONSTANT)
    Q_PROPERTY(parley::client::TableModel* table READ table CONSTANT)
    Q_PROPERTY(parley::client::LogModel* log READ log CONSTANT)
    Q_PROPERTY(parley::client::PreviewModel* speakPreview READ speakPreview CONSTANT)
    Q_PROPERTY(parley::client::PreviewModel* listenPreview READ listenPreview CONSTANT)
    Q_PROPERTY(parley::client::StatusController* status READ status CONSTANT)
    Q_PROPERTY(parley::client::DecisionController* decision READ decision CONSTANT)
    Q_PROPERTY(parley::client::EndSummary* summary READ summary CONSTANT)
    // The partner's portrait and what they say (partner.line; partner.endLine at the end).
    Q_PROPERTY(parley::client::PartnerController* partner READ partner CONSTANT)
    Q_PROPERTY(parley::client::ExplanationModel* explanations READ explanations CONSTANT)
    // Seed 003: the skills both sides hold, and the view-as plays the engine allows now. Each
    // play: {slot, uid, skillId, skill, card, label}; `skillPlays` are those of the selected
    // card, `freePlays` those of zero-card skills (a card made from nothing).
    Q_PROPERTY(parley::client::SkillsModel* skills READ skills CONSTANT)
    Q_PROPERTY(QVariantList skillPlays READ skillPlays NOTIFY skillPlaysChanged)
    Q_PROPERTY(QVariantList freePlays READ freePlays NOTIFY skillPlaysChanged)
    // The preview of the view-as play last asked for (previewSkill), else the first one offered.
    Q_PROPERTY(parley::client::PreviewModel* skillPreview READ skillPreview CONSTANT)
    // Every action taken, for the timeline strip; seek, undo and redo move along it.
    Q_PROPERTY(parley::client::TimelineModel* timeline READ timeline CONSTANT)
    // What the window should tell the player that is not an error: how a replay or a reload of
    // the content went ("Replayed 7 of 9 actions; ..."). Empty when there is nothing to say.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    enum class Phase { Start, Playing, Ended };
    Q_ENUM(Phase)

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    Phase phase() const { return phase_; }
    int selectedIndex() const { return hand_->rowOf(selectedUid_); }
    QString locale() const { return locale_; }
    void setLocale(const QString& locale);
    QString lastError() const { return lastError_; }
    QString npcId() const { return npcId_; }
    QString deckId() const { return deckId_; }
    qint64 seed() const { return seed_; }
    QString scenarioName() const { return scenarioName_; }
    // Worded on read, so that they follow a change of language.
    QString lastCard() const;
    QString lastLine() const;
    RosterModel* npcs() const { return npcs_; }
    RosterModel* decks() const { return decks_; }
    HandModel* hand() const { return hand_; }
    TableModel* table() const { return table_; }
    LogModel* log() const { return log_; }
    PreviewModel* speakPreview() const { return speakPreview_; }
    PreviewModel* listenPreview() const { return listenPreview_; }
    StatusController* status() const { return status_; }
    DecisionController* decision() const { return decision_; }
    EndSummary* summary() const { return summary_; }
    PartnerController* partner() const { return partner_; }
    ExplanationModel* explanations() const { return explanations_; }
    SkillsModel* skills() const { return skills_; }
    PreviewModel* skillPreview() const { return skillPreview_; }
    QVariantList skillPlays() const { return skillPlays_; }
    QVariantList freePlays() const { return freePlays_; }
    TimelineModel* timeline() const { return timeline_; }
    QString notice() const { return notice_; }

    // The content start() plays on and the rosters list; nothing restores the built-in pack. A
    // conversation in progress keeps its own content (see reloadContent).
    void setContent(std::shared_ptr<const Content> content);
    std::shared_ptr<const Content> content() const { return content_; }
    // Live reload: the conversation in progress (same partner, deck and seed) rebuilt on
    // `content` with its actions replayed by their meaning (engine/session/rebuild.h), up to the
    // first one that is no longer legal or no longer means the same. When the new content lacks
    // the partner or the deck, the old game goes on untouched. `content` becomes the content in
    // use either way (setContent). Returns how to word the report in the player's words
    // ("Replayed 7 of 9 actions; action 8 (SPEAK Offer Tea) is no longer legal: ..."), also shown
    // as the notice; empty when no conversation was running.
    Wording reloadContent(std::shared_ptr<const Content> content);

    // Starts a conversation on the built-in content. An empty deck id plays the NPC's own deck.
    Q_INVOKABLE bool start(const QString& npcId, const QString& deckId, qint64 seed);
    // Starts from a scenario file's set-up (spec/scenario-format.md); its steps are not run.
    Q_INVOKABLE bool loadScenario(const QString& path);
    // Plays on from `s` (a scenario's state as the steps panel reached it), titled `title`, with
    // `events` (what happened so far) in the log; actions by hand go on from there.
    void showState(const State& s, const QString& title, const EventLog& events = {});
    // Selects hand card `row` (or none with -1).
    Q_INVOKABLE void select(int row);
    // SPEAK the selected card.
    Q_INVOKABLE bool speak();
    Q_INVOKABLE bool listen();
    Q_INVOKABLE bool activate(int tableRow, int ability);
    // Plays hand card `uid` (0: none, for a zero-card skill) through the view-as skill in `slot`
    // (an index into the held skills, as in skillPlays).
    Q_INVOKABLE bool useSkill(int slot, int uid);
    // The selected card's first view-as play (key A).
    Q_INVOKABLE bool speakAs();
    // Shows that view-as play in skillPreview.
    Q_INVOKABLE void previewSkill(int slot, int uid);
    // The same again: the same scenario set-up, or the same partner and deck with `seed`.
    Q_INVOKABLE bool restart(qint64 seed);
    // Back to the start screen.
    Q_INVOKABLE void leave();
    // One action back or forth on the timeline, decisions included; false at either end.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // To the moment after `actions` actions (0: the start); false when there is no such moment.
    Q_INVOKABLE bool seek(int actions);
    // Seeks to the action that caused log line `row`.
    Q_INVOKABLE bool seekToLogRow(int row);
    Q_INVOKABLE void clearNotice() { setNotice({}); }

    // Takes over `h` at its position as the conversation (a replay played back, a reload),
    // with the events of its start and of each action, for the log. `rebuilt`: it is the
    // conversation shown, rebuilt on new content, not another one.
    void adoptHistory(History h, std::vector<EventLog> events, bool rebuilt = false);
    // Which conversation is shown: a new number for each one begun (started, played back from a
    // file, set up from a scenario), the same across a rebuild on new content. ConversationFiles
    // tells by it whether the moment shown belongs to the conversation it is saving.
    quint64 conversation() const { return conversation_; }
    // What the window shows: an error (empty: none) and a notice (ConversationFiles reports
    // through these too). Each is worded again when the language changes (wording.h).
    void setError(Wording message);
    void setNotice(Wording message);

    // For tests and tools: the engine state being played, if any.
    const State* state() const { return state_ ? &*state_ : nullptr; }
    // The conversation's history (nothing on the start screen). A scenario's set-up has one
    // from the set-up on (History::fromSetUp), which cannot be played again from a start.
    const History* history() const { return history_ ? &*history_ : nullptr; }
    // The conversation has a start to play again from: it can be saved as a replay or a
    // scenario, and rebuilt on new content.
    bool hasStart() const { return history_ && !history_->fromSetUp(); }

signals:
    void phaseChanged();
    // setContent: what start() plays on changed.
    void contentChanged();
    void selectionChanged();
    void localeChanged();
    void lastErrorChanged();
    void lastLineChanged();
    void skillPlaysChanged();
    void noticeChanged();
    // After every move on the timeline (undo, redo, seek) that changed the state.
    void seeked();
    // After every accepted action, with the engine's event type names in order (for animations).
    void acted(const QStringList& events);

private:
    bool submit(const Action& a);
    void begin(State s, const EventLog& events);
    // Every model after the history moved to another moment.
    void showPosition();
    void syncTimeline(bool relabel);
    void refresh(const EventLog& events = {});
    void refreshPreviews();
    void setPhase(Phase p);
    void rememberLine(const EventLog& events);
    void refreshSkillPlays();
    // The error and the notice in the language of now.
    void reword();

    std::shared_ptr<const Content> builtin_;
    std::shared_ptr<const Content> content_; // what start() plays on
    quint64 conversation_ = 0;
    // The conversation's history (from its start, or from a scenario's set-up); state_ is
    // always its current state.
    std::optional<History> history_;
    std::optional<State> state_;
    // What each moment of the history caused: [0] the start, [n] action n. Kept so the log shows
    // exactly the events up to the moment shown.
    std::vector<EventLog> actionEvents_;
    QStringList labels_; // the timeline's labels, one per recorded action
    Phase phase_ = Phase::Start;
    // The selection is kept by card instance, so it follows the card when others come and go.
    Uid selectedUid_ = 0;
    QString locale_ = QStringLiteral("en");
    QString notice_;
    Wording errorWording_, noticeWording_;
    QString lastError_, npcId_, deckId_, scenarioName_, scenarioPath_;
    std::string lastSpokenId_; // the card whose line the partner heard last
    qint64 seed_ = 0;
    // Every legal view-as play (UseSkill) of the current state, and the one being previewed.
    std::vector<Action> viewAsPlays_;
    QVariantList skillPlays_, freePlays_;
    int previewSlot_ = -1, previewUid_ = 0;

    RosterModel* npcs_;
    RosterModel* decks_;
    HandModel* hand_;
    TableModel* table_;
    LogModel* log_;
    PreviewModel* speakPreview_;
    PreviewModel* listenPreview_;
    StatusController* status_;
    DecisionController* decision_;
    EndSummary* summary_;
    PartnerController* partner_;
    ExplanationModel* explanations_;
    SkillsModel* skills_;
    PreviewModel* skillPreview_;
    TimelineModel* timeline_;
};

} // namespace parley::client
