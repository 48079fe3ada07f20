#include "unfinished_model.h"

#include "card_text.h"

#include <QLocale>

namespace parley::client {

namespace {
// The packs a conversation was played on, as designers named them; the built-in pack goes
// without saying.
QStringList packNames(const Replay& r) {
    QStringList names;
    for (const std::string& p : r.packs)
        if (p != "builtin") names << QString::fromStdString(p);
    return names;
}
} // namespace

int UnfinishedModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant UnfinishedModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) return {};
    const Row& r = rows_[std::size_t(index.row())];
    switch (role) {
    case TextRole:
    case Qt::DisplayRole:
        return text(r);
    case NoteRole:
        return note(r);
    case SavedRole:
        return QLocale(locale_).toString(r.entry.saved, QLocale::ShortFormat);
    case CanResumeRole:
        return r.fit == Fit::Same || r.fit == Fit::Changed;
    default:
        return {};
    }
}

QHash<int, QByteArray> UnfinishedModel::roleNames() const {
    return {
        {TextRole, "text"}, {NoteRole, "note"}, {SavedRole, "saved"}, {CanResumeRole, "canResume"}};
}

void UnfinishedModel::setEntries(std::vector<UnfinishedStore::Entry> entries) {
    const int before = int(rows_.size());
    beginResetModel();
    rows_.clear();
    for (auto& e : entries)
        rows_.push_back({std::move(e), Fit::OtherPacks, std::nullopt});
    endResetModel();
    if (before != int(rows_.size())) emit countChanged();
}

void UnfinishedModel::judge(const Content* content, bool packsBroken) {
    for (Row& row : rows_) {
        const Replay& r = row.entry.replay;
        const NpcDef* npc = content ? content->findNpc(r.npc) : nullptr;
        const bool deckThere = r.deck.empty() || (content && content->findDeck(r.deck));
        row.partner = npc ? std::optional<LocalizedText>(npc->name) : std::nullopt;
        if (!content)
            row.fit = Fit::OtherPacks;
        else if (r.contentHash == content->identity.hash && npc && deckThere)
            row.fit = Fit::Same;
        else if (r.packs == content->identity.packs)
            row.fit = npc && deckThere ? Fit::Changed : Fit::Missing;
        else
            row.fit = packsBroken ? Fit::PacksBroken : Fit::OtherPacks;
    }
    if (!rows_.empty()) emit dataChanged(index(0), index(int(rows_.size()) - 1));
}

void UnfinishedModel::setLocale(const QString& locale) {
    if (locale == locale_) return;
    locale_ = locale;
    if (!rows_.empty()) emit dataChanged(index(0), index(int(rows_.size()) - 1));
}

void UnfinishedModel::removeAt(int row) {
    if (row < 0 || row >= int(rows_.size())) return;
    beginRemoveRows({}, row, row);
    rows_.erase(rows_.begin() + row);
    endRemoveRows();
    emit countChanged();
}

const UnfinishedStore::Entry* UnfinishedModel::entry(int row) const {
    return row >= 0 && row < int(rows_.size()) ? &rows_[std::size_t(row)].entry : nullptr;
}

UnfinishedModel::Fit UnfinishedModel::fit(int row) const {
    return row >= 0 && row < int(rows_.size()) ? rows_[std::size_t(row)].fit : Fit::OtherPacks;
}

bool UnfinishedModel::canResume(int row) const {
    const Fit f = fit(row);
    return entry(row) && (f == Fit::Same || f == Fit::Changed);
}

QString UnfinishedModel::text(const Row& r) const {
    const int actions = int(r.entry.replay.actions.size());
    if (r.partner) {
        const QString name = localized(*r.partner, locale_);
        return actions == 0 ? tr("Your conversation with %1 had just begun.").arg(name)
                            : tr("Your conversation with %1 was not finished (%n action(s) taken).",
                                 nullptr, actions)
                                  .arg(name);
    }
    return actions == 0 ? tr("A conversation of yours had just begun.")
                        : tr("A conversation of yours was not finished (%n action(s) taken).",
                             nullptr, actions);
}

QString UnfinishedModel::note(const Row& r) const {
    const QStringList packs = packNames(r.entry.replay);
    const QString listed = packs.join(QStringLiteral(", "));
    switch (r.fit) {
    case Fit::Same:
        return {};
    case Fit::Changed:
        return tr("Its cards have changed since it was saved: resuming plays its actions again as "
                  "far as they "
                  "still mean the same.");
    case Fit::OtherPacks:
        if (packs.isEmpty())
            return tr(
                "It was played on the built-in cards alone: choose “Built-in only” to resume it.");
        return tr("It was played on %1: open that pack to resume it.", nullptr, int(packs.size()))
            .arg(listed);
    case Fit::PacksBroken:
        return tr("It was played on %1, which does not load now: fix the problems listed to resume "
                  "it.",
                  nullptr, int(packs.size()))
            .arg(listed);
    case Fit::Missing:
        return tr("Its partner or deck is no longer in the cards it was played on, so it cannot be "
                  "resumed; it "
                  "is kept until you discard it.");
    }
    return {};
}

} // namespace parley::client
