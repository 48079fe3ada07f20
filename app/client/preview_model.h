#pragma once
// A SPEAK or LISTEN hover preview (seed 002, Phase 3.3): the rows are the cards that would
// exhaust (goals apart, in `goals`), and the properties say what else the action does.
#include "previews.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class PreviewModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Previews belong to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY changed)
    Q_PROPERTY(bool legal READ legal NOTIFY changed)
    // SPEAK: the selected card and what it costs.
    Q_PROPERTY(bool hasCard READ hasCard NOTIFY changed)
    Q_PROPERTY(QString cardName READ cardName NOTIFY changed)
    Q_PROPERTY(int weight READ weight NOTIFY changed)
    Q_PROPERTY(QString weightWhy READ weightWhy NOTIFY changed)
    Q_PROPERTY(QString reason READ reason NOTIFY changed)
    // A view-as play: the skill that plays the card, and the hand card played as it (empty for
    // a card made from nothing).
    Q_PROPERTY(QString skillName READ skillName NOTIFY changed)
    Q_PROPERTY(QString sourceName READ sourceName NOTIFY changed)
    // Both: the patience the action costs.
    Q_PROPERTY(int patience READ patience NOTIFY changed)
    Q_PROPERTY(QString patienceWhy READ patienceWhy NOTIFY changed)
    // LISTEN: how many cards it draws and the weight it refills to.
    Q_PROPERTY(int draw READ draw NOTIFY changed)
    Q_PROPERTY(QString drawWhy READ drawWhy NOTIFY changed)
    Q_PROPERTY(int capacity READ capacity NOTIFY changed)
    Q_PROPERTY(QString capacityWhy READ capacityWhy NOTIFY changed)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY changed)
    // Both: the action spends the last of the patience, so the conversation ends after it
    // (unless it ends some other way first). A warning, not a refusal: the action is allowed.
    Q_PROPERTY(bool lastAction READ lastAction NOTIFY changed)
    // Goal cards that would exhaust: the critical warning.
    Q_PROPERTY(bool goalWarning READ goalWarning NOTIFY changed)
    Q_PROPERTY(QStringList goals READ goals NOTIFY changed)
    Q_PROPERTY(bool goalEndsConversation READ goalEndsConversation NOTIFY changed)

public:
    enum Role { NameRole = Qt::UserRole + 1, EffectRole, UidRole };
    Q_ENUM(Role)

    explicit PreviewModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void show(const State& s, const SpeakPreview& p, const QString& locale);
    void show(const State& s, const ListenPreview& p, const QString& locale);
    void clear();

    bool legal() const { return legal_; }
    bool hasCard() const { return hasCard_; }
    QString cardName() const { return cardName_; }
    int weight() const { return weight_; }
    QString weightWhy() const { return weightWhy_; }
    QString reason() const { return reason_; }
    QString skillName() const { return skillName_; }
    QString sourceName() const { return sourceName_; }
    int patience() const { return patience_; }
    QString patienceWhy() const { return patienceWhy_; }
    int draw() const { return draw_; }
    QString drawWhy() const { return drawWhy_; }
    int capacity() const { return capacity_; }
    QString capacityWhy() const { return capacityWhy_; }
    int deckCount() const { return deckCount_; }
    bool lastAction() const { return lastAction_; }
    bool goalWarning() const { return !goals_.isEmpty(); }
    QStringList goals() const { return goals_; }
    bool goalEndsConversation() const { return goalEnds_; }

signals:
    void changed();

private:
    struct Row {
        QString name, effect;
        Uid uid = 0;
    };
    void setExhausting(const State& s, const std::vector<ExhaustingCard>& cards,
                       const QString& locale);

    QVector<Row> rows_;
    bool legal_ = false, hasCard_ = false, goalEnds_ = false, lastAction_ = false;
    QString cardName_, skillName_, sourceName_, weightWhy_, reason_, patienceWhy_, drawWhy_, capacityWhy_;
    int weight_ = 0, patience_ = 0, draw_ = 0, capacity_ = 0, deckCount_ = 0;
    QStringList goals_;
};

} // namespace parley::client
