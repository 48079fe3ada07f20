#pragma once
// The conversation's log, told as a story (issue 11): one row per action (StoryText) saying what
// you said and how it landed, what the partner answered and how they feel now, and a row for the
// ending. Each row folds out into its rule steps (toggle). The events themselves are kept, so a
// change of language tells every row again. Each row knows the action that caused it (its number
// in the conversation's history, 0 for the start), so it can seek the timeline there, and an undo
// can drop the rows of undone actions.
#include "state/state.h"
#include "story_text.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>

namespace parley::client {

class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        TextRole = Qt::UserRole + 1, // "line": the story line
        KindRole,                    // Start, Speak, Listen, Activate, Answer, End or Note
        ActionRole,
        ReplyRole, // the partner's answer, with their name
        MoodRole,  // how the partner feels now, when that changed
        ToneRole,  // success, failure or empty
        StepsRole, // the rule steps (a list of sentences)
        StepCountRole,
        ExpandedRole, // whether the steps are folded out
    };
    Q_ENUM(Role)

    explicit LogModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    QHash<int, QByteArray> roleNames() const override;

    // `locale` is for content text; the lines are translated with the installed translator.
    // `action` is the number of the action the events belong to (0: the start).
    void append(const State& s, const EventLog& events,
                const QString& locale = QStringLiteral("en"), int action = 0);
    // A line of the client's own, such as where the conversation came from; `text` is called
    // again when the language changes.
    void note(std::function<QString()> text);
    void note(const QString& text);
    // Tells every row again (after a change of language or locale).
    void retranslate(const QString& locale);
    void clear();
    // Drops the rows of every action after `action` (an undo or a seek back).
    void removeAfter(int action);
    // The number of the last action with a row, 0 when there is none.
    int lastAction() const { return lines_.isEmpty() ? 0 : lines_.back().action; }
    // Folds row `row`'s steps out or in; false for a row without steps.
    Q_INVOKABLE bool toggle(int row);
    Q_INVOKABLE bool setExpanded(int row, bool expanded);
    Q_INVOKABLE QString textAt(int row) const;
    Q_INVOKABLE QString replyAt(int row) const;
    Q_INVOKABLE QStringList stepsAt(int row) const;
    Q_INVOKABLE int actionAt(int row) const;

signals:
    void countChanged();

private:
    struct Line {
        StoryRow story;
        int action = 0;
        bool expanded = false;
        std::shared_ptr<const EventLog> events; // the action's, shared by its rows
        int part = 0;                           // which of the action's rows this is
        std::function<QString()> note;          // else a note's text
    };
    void render(Line& l, const QString& locale) const;
    QVector<Line> lines_;
    // The conversation the events are about: its content and partner.
    std::shared_ptr<const Content> content_;
    std::uint16_t npc_ = 0;
    int action_ = 0; // the action a note belongs to: the last one appended
};

} // namespace parley::client
