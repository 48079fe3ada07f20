#pragma once
// The player's unfinished conversations on disk: one replay file each (parley-replay/1) in
// QStandardPaths::AppDataLocation/unfinished/, rewritten whole after every action. A file goes
// only when its conversation ends or the player discards it: starting another conversation,
// opening a replay or a scenario, or a change of packs puts a new file beside it, never over it.
// A file that cannot be read is set aside under its own name (only a file set aside before under
// that name is ever replaced), and the player is told where.
#include "session/replay.h"
#include "wording.h"

#include <QDateTime>
#include <QString>
#include <optional>
#include <vector>

namespace parley::client {

class UnfinishedStore {
public:
    struct Entry {
        QString path;
        QDateTime saved; // the file's last change
        Replay replay;
    };

    // The folder the conversations go to.
    static QString folder();
    // Where the versions before this one kept their single autosave; still read, so that an
    // update loses nothing.
    static QString earlierAutosavePath();
    // Where a file that cannot be read is set aside.
    static QString setAsideFolder();

    // Every unfinished conversation, newest first (at most kListed of them). The files that
    // cannot be read are set aside, and `problem` says so and where (empty when none was).
    static std::vector<Entry> list(Wording& problem);
    // A name for a new conversation's file that no file has yet.
    static QString newPath();
    // Writes the conversation as it stands to `path`, whole or not at all.
    static bool save(const QString& path, const History& h, QString& error);
    // Removes the file of a conversation that ended or was discarded; false when it could not
    // be removed (it stays, and is offered again).
    static bool remove(const QString& path);

    // More than this many are not read (the oldest wait until newer ones are finished or
    // discarded): the start screen reads them all each time it comes back.
    static constexpr int kListed = 50;
};

} // namespace parley::client
