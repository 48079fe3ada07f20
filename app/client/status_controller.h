#pragma once
// The conversation's status bar: comfort, emotional state, weight, patience, atmosphere, tokens.
// Every derived number comes with the engine's breakdown of how it was made.
#include "state/state.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class StatusController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The status belongs to a GameController")
    Q_PROPERTY(QString npcName READ npcName NOTIFY changed)
    Q_PROPERTY(QString npcDescription READ npcDescription NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int comfort READ comfort NOTIFY changed)
    Q_PROPERTY(int comfortMin READ comfortMin NOTIFY changed)
    Q_PROPERTY(int comfortMax READ comfortMax NOTIFY changed)
    // Where the ladder goes at the comfort limits: the next state's name, or empty at the top;
    // at the bottom `downEnds` says that the conversation ends instead.
    Q_PROPERTY(QString stateUp READ stateUp NOTIFY changed)
    Q_PROPERTY(QString stateDown READ stateDown NOTIFY changed)
    Q_PROPERTY(bool downEnds READ downEnds NOTIFY changed)
    Q_PROPERTY(QString emotion READ emotion NOTIFY changed)
    Q_PROPERTY(QString emotionMeaning READ emotionMeaning NOTIFY changed)
    // Where the goal waits while it is still in the deck, with the chance the next LISTEN draws
    // it ("Goal: Deliver the Letter is in the deck (6 cards); the next LISTEN draws it 33% of the
    // time."); empty when the goal is in hand (where it shows itself), gone, or there is none.
    Q_PROPERTY(QString goalWhere READ goalWhere NOTIFY changed)
    Q_PROPERTY(int emotionLevel READ emotionLevel NOTIFY changed)
    Q_PROPERTY(int emotionLevels READ emotionLevels NOTIFY changed)
    Q_PROPERTY(int weight READ weight NOTIFY changed)
    Q_PROPERTY(int capacity READ capacity NOTIFY changed)
    Q_PROPERTY(QString capacityWhy READ capacityWhy NOTIFY changed)
    Q_PROPERTY(int listenDraw READ listenDraw NOTIFY changed)
    Q_PROPERTY(QString listenDrawWhy READ listenDrawWhy NOTIFY changed)
    Q_PROPERTY(int patience READ patience NOTIFY changed)
    Q_PROPERTY(int speakPatienceCost READ speakPatienceCost NOTIFY changed)
    Q_PROPERTY(QString speakPatienceWhy READ speakPatienceWhy NOTIFY changed)
    Q_PROPERTY(int listenPatienceCost READ listenPatienceCost NOTIFY changed)
    Q_PROPERTY(QString listenPatienceWhy READ listenPatienceWhy NOTIFY changed)
    Q_PROPERTY(int handLimit READ handLimit NOTIFY changed)
    Q_PROPERTY(QString handLimitWhy READ handLimitWhy NOTIFY changed)
    Q_PROPERTY(int reach READ reach NOTIFY changed)
    Q_PROPERTY(QString reachWhy READ reachWhy NOTIFY changed)
    Q_PROPERTY(QString atmosphere READ atmosphere NOTIFY changed)
    Q_PROPERTY(QString atmosphereText READ atmosphereText NOTIFY changed)
    // Whether the atmosphere is the ruleset's default (shown quietly).
    Q_PROPERTY(bool atmosphereIsDefault READ atmosphereIsDefault NOTIFY changed)
    Q_PROPERTY(bool freeAction READ freeAction NOTIFY changed)
    // Each: {name, count}; connection tokens the player holds.
    Q_PROPERTY(QVariantList tokens READ tokens NOTIFY changed)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)
    Q_PROPERTY(int exhaustedCount READ exhaustedCount NOTIFY changed)

public:
    explicit StatusController(QObject* parent = nullptr) : QObject(parent) {}
    void sync(const State& s, const QString& locale);

    QString npcName() const { return npcName_; }
    QString npcDescription() const { return npcDescription_; }
    int turn() const { return turn_; }
    int comfort() const { return comfort_; }
    int comfortMin() const { return comfortMin_; }
    int comfortMax() const { return comfortMax_; }
    QString stateUp() const { return stateUp_; }
    QString stateDown() const { return stateDown_; }
    bool downEnds() const { return downEnds_; }
    QString emotion() const { return emotion_; }
    QString emotionMeaning() const { return emotionMeaning_; }
    QString goalWhere() const { return goalWhere_; }
    int emotionLevel() const { return emotionLevel_; }
    int emotionLevels() const { return emotionLevels_; }
    int weight() const { return weight_; }
    int capacity() const { return capacity_; }
    QString capacityWhy() const { return capacityWhy_; }
    int listenDraw() const { return listenDraw_; }
    QString listenDrawWhy() const { return listenDrawWhy_; }
    int patience() const { return patience_; }
    int speakPatienceCost() const { return speakCost_; }
    QString speakPatienceWhy() const { return speakCostWhy_; }
    int listenPatienceCost() const { return listenCost_; }
    QString listenPatienceWhy() const { return listenCostWhy_; }
    int handLimit() const { return handLimit_; }
    QString handLimitWhy() const { return handLimitWhy_; }
    int reach() const { return reach_; }
    QString reachWhy() const { return reachWhy_; }
    QString atmosphere() const { return atmosphere_; }
    QString atmosphereText() const { return atmosphereText_; }
    bool atmosphereIsDefault() const { return atmosphereIsDefault_; }
    bool freeAction() const { return freeAction_; }
    QVariantList tokens() const { return tokens_; }
    int deckCount() const { return deckCount_; }
    int discardCount() const { return discardCount_; }
    int exhaustedCount() const { return exhaustedCount_; }

signals:
    void changed();

private:
    QString npcName_, npcDescription_, stateUp_, stateDown_, emotion_, emotionMeaning_,
        capacityWhy_, listenDrawWhy_, speakCostWhy_, listenCostWhy_, handLimitWhy_, reachWhy_,
        atmosphere_, atmosphereText_, goalWhere_;
    int turn_ = 0, comfort_ = 0, comfortMin_ = -3, comfortMax_ = 3, emotionLevel_ = 0,
        emotionLevels_ = 0, weight_ = 0, capacity_ = 0, listenDraw_ = 0, patience_ = 0,
        speakCost_ = 0, listenCost_ = 0, handLimit_ = 0, reach_ = 0, deckCount_ = 0,
        discardCount_ = 0, exhaustedCount_ = 0;
    bool downEnds_ = false, freeAction_ = false, atmosphereIsDefault_ = true;
    QVariantList tokens_;
};

} // namespace parley::client
