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
    // Each: {id, label}.
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    Q_PROPERTY(int min READ min NOTIFY changed)
    Q_PROPERTY(int max READ max NOTIFY changed)
    Q_PROPERTY(bool cancellable READ cancellable NOTIFY changed)

public:
    // How an answer reaches the engine; set by the GameController that owns this.
    using Submit = std::function<bool(const Action&)>;
    explicit DecisionController(Submit submit, QObject* parent = nullptr)
        : QObject(parent), submit_(std::move(submit)) {}

    void sync(const State& s);

    bool active() const { return active_; }
    QString kind() const { return kind_; }
    QString prompt() const { return prompt_; }
    QVariantList options() const { return options_; }
    int min() const { return min_; }
    int max() const { return max_; }
    bool cancellable() const { return cancellable_; }

    // Answers with option indexes; false (and the engine's reason in the game's lastError) when
    // the engine refuses the answer.
    Q_INVOKABLE bool choose(const QVariantList& indexes);
    Q_INVOKABLE bool cancel();

signals:
    void changed();
    // A new question: the engine waits for an answer (or a cancel) before anything else.
    void requested();

private:
    Submit submit_;
    bool active_ = false, cancellable_ = false;
    QString kind_, prompt_;
    QVariantList options_;
    int min_ = 0, max_ = 0;
};

} // namespace parley::client
