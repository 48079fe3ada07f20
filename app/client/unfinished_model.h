#pragma once
// The player's unfinished conversations as the start screen offers them, newest first: who and
// how far, when, and whether the content in use can take it up again, or else what it needs
// ("It was played on the pack tea: open it to resume it"). Judged again whenever the content
// changes, so opening the pack a conversation was played on makes it resumable.
#include "unfinished_store.h"

#include "content/content.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace parley::client {

class UnfinishedModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The unfinished conversations belong to a ConversationFiles")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    // TextRole: who and how far; NoteRole: what resuming it needs or does (empty when it plays
    // on as saved); SavedRole: when it was last saved, in the player's locale.
    enum Role { TextRole = Qt::UserRole + 1, NoteRole, SavedRole, CanResumeRole };
    Q_ENUM(Role)
    // How a conversation fits the content in use.
    enum class Fit {
        Same,        // the content it was played on: it resumes as saved
        Changed,     // the same packs, edited since: it replays as far as it still means the same
        OtherPacks,  // played on other packs: they must be opened
        PacksBroken, // the packs open now do not load
        Missing,     // the same packs, but its partner or deck is gone from them
    };

    explicit UnfinishedModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setEntries(std::vector<UnfinishedStore::Entry> entries);
    // How each conversation fits `content` (null: none yet); `packsBroken`: packs are open but
    // did not load, so `content` is the built-in pack alone.
    void judge(const Content* content, bool packsBroken);
    void setLocale(const QString& locale);
    void removeAt(int row);

    const UnfinishedStore::Entry* entry(int row) const;
    Fit fit(int row) const;
    bool canResume(int row) const;

signals:
    void countChanged();

private:
    struct Row {
        UnfinishedStore::Entry entry;
        Fit fit = Fit::OtherPacks;
        std::optional<LocalizedText> partner; // the partner's name, when the content has them
    };
    QString text(const Row& r) const;
    QString note(const Row& r) const;

    std::vector<Row> rows_;
    QString locale_ = QStringLiteral("en");
};

} // namespace parley::client
