#pragma once
// The conversation's event log, one readable line per engine event, in the player's language.
// The events themselves are kept, so a change of language re-renders every line. Each line knows
// the action that caused it (its number in the conversation's history, 0 for the start), so a
// click on it can seek the timeline there, and an undo can drop the lines of undone actions.
#include "state/state.h"

#include <QAbstractListModel>
#include <functional>
#include <memory>
#include <optional>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log belongs to a GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, KindRole, IndentRole, ActionRole };
    Q_ENUM(Role)

    explicit LogModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `locale` is for content text; the lines are translated with the installed translator.
    // `action` is the number of the action the events belong to (0: the start).
    void append(const State& s, const EventLog& events, const QString& locale = QStringLiteral("en"),
                int action = 0);
    // A line of the client's own, such as where the conversation came from; `text` is called
    // again when the language changes.
    void note(std::function<QString()> text);
    void note(const QString& text);
    // Renders every line again (after a change of language or locale).
    void retranslate(const QString& locale);
    void clear();
    // Drops the lines of every action after `action` (an undo or a seek back).
    void removeAfter(int action);
    // The number of the last action with a line, 0 when there is none.
    int lastAction() const { return lines_.isEmpty() ? 0 : lines_.back().action; }
    Q_INVOKABLE QString textAt(int row) const;
    Q_INVOKABLE int actionAt(int row) const;

signals:
    void countChanged();

private:
    struct Line {
        QString text;
        QString kind; // the event's type name, for the view's colour
        int indent = 0;
        int action = 0;
        std::optional<Event> event;   // an engine event's line
        std::function<QString()> note; // else a note's
    };
    void render(Line& l, const QString& locale) const;
    QVector<Line> lines_;
    // The conversation the events are about: its content and partner.
    std::shared_ptr<const Content> content_;
    std::uint16_t npc_ = 0;
    int action_ = 0; // the action a note belongs to: the last one appended
};

} // namespace parley::client
