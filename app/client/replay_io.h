#pragma once
// Replay files on disk for the window: written whole with QSaveFile (a failed write leaves the
// old file as it was), read with the engine's reader, and the autosave of the conversation in
// progress (a replay under QStandardPaths::AppDataLocation, rewritten after every action).
#include "session/replay.h"
#include "wording.h"

#include <QString>
#include <optional>

namespace parley::client {

// A path from QML (a file: URL from a dialog) or from people (a path).
QString localPath(const QString& pathOrUrl);

// Writes `text` to `path` whole, or not at all; false with the reason in words.
bool writeWhole(const QString& path, const std::string& text, QString& error);

// Reads a replay file; nothing, with every problem as file:line:col and what is wrong.
std::optional<Replay> readReplayFile(const QString& path, QStringList& problems);

class Autosave {
public:
    // Where the conversation in progress is kept.
    static QString path();
    static bool save(const History& h, QString& error);
    // The saved conversation, or nothing: no file (problem empty), or one that cannot be read
    // (problem says so, in the language of whenever it is read; the file is set aside so that it
    // is not offered again).
    static std::optional<Replay> load(Wording& problem);
    static void remove();
};

} // namespace parley::client
