#pragma once
// The conversation's event log, one readable line per engine event, in the player's language.
// The events themselves are kept, so a change of language re-renders every line.
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
    enum Role { TextRole = Qt::UserRole + 1, KindRole, IndentRole };
    Q_ENUM(Role)

    explicit LogModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `locale` is for content text; the lines are translated with the installed translator.
    void append(const State& s, const EventLog& events, const QString& locale = QStringLiteral("en"));
    // A line of the client's own, such as where the conversation came from; `text` is called
    // again when the language changes.
    void note(std::function<QString()> text);
    void note(const QString& text);
    // Renders every line again (after a change of language or locale).
    void retranslate(const QString& locale);
    void clear();
    Q_INVOKABLE QString textAt(int row) const;

signals:
    void countChanged();

private:
    struct Line {
        QString text;
        QString kind; // the event's type name, for the view's colour
        int indent = 0;
        std::optional<Event> event;   // an engine event's line
        std::function<QString()> note; // else a note's
    };
    void render(Line& l, const QString& locale) const;
    QVector<Line> lines_;
    // The conversation the events are about: its content and partner.
    std::shared_ptr<const Content> content_;
    std::uint16_t npc_ = 0;
};

} // namespace parley::client
