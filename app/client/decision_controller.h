#pragma once
// The engine's pending decision, whatever its kind, as data the view renders generically: a
// prompt, options, how many to pick, and whether it may be cancelled.
#include "state/state.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>

namespace parley::client {

class DecisionController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Decisions belong to a GameController")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // The engine's name of the kind: optionalTrigger, chooseCards, chooseAmount, chooseOption,
    // respond.
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    // More about the question, when there is more to say: the skill behind an optional skill,
    // what a cancel window's responses do.
    Q_PROPERTY(QString detail READ detail NOTIFY changed)
    // Each: {id, label, hint}; `hint` (may be empty) is for a tooltip, such as a skill's
    // description. A card option also has `card`: what a small card view shows (name, weight,
    // difficulty, success, failure, exhaust, rules, goal, permanent, dialogue), and `copies`.
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    // Whether every option is a card: the view shows them as cards in a grid.
    Q_PROPERTY(bool cards READ cards NOTIFY changed)
    // Text the player types to narrow a long choice of cards (name, effects, rules).
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY searchChanged)
    // The option indexes to show, in order: those matching `search`, and one of identical cards
    // when only one is picked (its `copies` says how many there are).
    Q_PROPERTY(QVariantList shown READ shown NOTIFY searchChanged)
    // The question may be answered with no pick at all ("None": min 0).
    Q_PROPERTY(bool noneAllowed READ noneAllowed NOTIFY changed)
    Q_PROPERTY(int min READ min NOTIFY changed)
    Q_PROPERTY(int max READ max NOTIFY changed)
    Q_PROPERTY(bool cancellable READ cancellable NOTIFY changed)

public:
    // How an answer reaches the engine; set by the GameController that owns this.
    using Submit = std::function<bool(const Action&)>;
    explicit DecisionController(Submit submit, QObject* parent = nullptr)
        : QObject(parent), submit_(std::move(submit)) {}

    // `locale` is for content text (skill and card names).
    void sync(const State& s, const QString& locale = QStringLiteral("en"));

    bool active() const { return active_; }
    QString kind() const { return kind_; }
    QString prompt() const { return prompt_; }
    QString detail() const { return detail_; }
    bool noneAllowed() const { return active_ && min_ == 0; }
    QVariantList options() const { return options_; }
    int min() const { return min_; }
    int max() const { return max_; }
    bool cancellable() const { return cancellable_; }
    bool cards() const { return cards_; }
    QString search() const { return search_; }
    void setSearch(const QString& text);
    QVariantList shown() const { return shown_; }

    // Answers with option indexes; false (and the engine's reason in the game's lastError) when
    // the engine refuses the answer.
    Q_INVOKABLE bool choose(const QVariantList& indexes);
    Q_INVOKABLE bool cancel();

signals:
    void changed();
    void searchChanged();
    // A new question: the engine waits for an answer (or a cancel) before anything else.
    void requested();

private:
    // The prompt in the player's language for the purposes the client words itself; `engine`
    // (the engine's English) for the others.
    static QString localPrompt(const State& s, const QString& locale, const QString& engine);

    void groupCopies();
    void filter();

    Submit submit_;
    bool active_ = false, cancellable_ = false, cards_ = false;
    QString search_;
    QVariantList shown_;
    QStringList haystacks_; // per option: the words the search looks in, lower case
    std::vector<bool> heads_; // per option: shown (false for a second copy of the same card)
    QString kind_, prompt_, detail_;
    QVariantList options_;
    int min_ = 0, max_ = 0;
};

} // namespace parley::client
