#pragma once
// The conversation partner as the player sees them (issue 11): a portrait that shows how they
// feel, and what they say. The portrait is the pack's SVG file for the state when it gives one,
// else drawn (portrait_svg.h). The lines are the NPC's content reactions (state/reactions.h): the
// partner's answer stays in the speech bubble until the player speaks again, as the player's own
// line does; the line said at the end is kept as `endLine` for the end screen.
#include "state/reactions.h"
#include "state/state.h"

#include <QHash>
#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace parley::client {

class PartnerController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The partner belongs to a GameController")
    // The portrait for the partner's state, as SVG text that QtSvg can draw (SvgImage).
    Q_PROPERTY(QString portrait READ portrait NOTIFY portraitChanged)
    // Whether it is the pack's own picture rather than a drawn one.
    Q_PROPERTY(bool portraitFromContent READ portraitFromContent NOTIFY portraitChanged)
    // The state's name in the player's language, and its place on the ladder (0 the worst).
    Q_PROPERTY(QString stateName READ stateName NOTIFY portraitChanged)
    Q_PROPERTY(int stateLevel READ stateLevel NOTIFY portraitChanged)
    Q_PROPERTY(int stateLevels READ stateLevels NOTIFY portraitChanged)
    // What the partner says now (empty: nothing), in the player's language; `lineSerial` grows
    // by one whenever the partner says something new, even the same words again.
    Q_PROPERTY(QString line READ line NOTIFY lineChanged)
    Q_PROPERTY(int lineSerial READ lineSerial NOTIFY lineChanged)
    // The partner's last word, said as the conversation ended; empty while it goes on, and when
    // the content gives no line for that ending.
    Q_PROPERTY(QString endLine READ endLine NOTIFY lineChanged)

public:
    explicit PartnerController(QObject* parent = nullptr) : QObject(parent) {}

    QString portrait() const { return portrait_; }
    bool portraitFromContent() const { return fromContent_; }
    QString stateName() const { return stateName_; }
    int stateLevel() const { return stateLevel_; }
    int stateLevels() const { return stateLevels_; }
    QString line() const { return line_; }
    int lineSerial() const { return serial_; }
    QString endLine() const { return endLine_; }

    // After an action on `after` caused `events`: the partner answers.
    void hear(const State& after, const EventLog& events, const QString& locale);
    // The lines as they stood at the moment shown: `actions[0]` is what the start caused,
    // `actions[n]` action n; the first `count` of them were played.
    void replay(const State& shown, const std::vector<EventLog>& actions, std::size_t count,
                const QString& locale);
    // The portrait and the state for `s`, and every line again in `locale`.
    void sync(const State& s, const QString& locale);

    // The SVG text of the pack's file at `path`, or empty when it cannot be read or drawn (the
    // portrait is drawn then). Files are read once.
    QString contentPortrait(const std::string& path);

signals:
    void portraitChanged();
    void lineChanged();

private:
    // Takes in one action's events; true when the partner said something in answer.
    bool take(const State& s, const EventLog& events);
    // The lines in `locale`; `announce` signals even when the words are the same.
    void render(const QString& locale, bool announce);

    std::shared_ptr<const Content> content_; // the reactions point into it
    std::vector<Reaction> said_;             // in the bubble now
    const LocalizedText* ending_ = nullptr;  // said at the end
    QString portrait_, stateName_, line_, endLine_;
    bool fromContent_ = false;
    int stateLevel_ = 0, stateLevels_ = 0, serial_ = 0;
    QHash<QString, QString> files_;
};

} // namespace parley::client
