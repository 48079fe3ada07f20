#pragma once
// Replay files on disk for the window: written whole with QSaveFile (a failed write leaves the
// old file as it was) and read with the engine's reader.
#include "session/replay.h"
#include "wording.h"

#include <QString>
#include <optional>

namespace parley::client {

// A path from QML (a file: URL from a dialog) or from people (a path).
QString localPath(const QString& pathOrUrl);

// Writes `text` to `path` whole, or not at all; false with the path and the reason in words. A
// link is kept and its target written; a device or a pipe is written to, never replaced.
bool writeWhole(const QString& path, const std::string& text, QString& error);

// Reads a replay file; nothing, with every problem as file:line:col and what is wrong.
std::optional<Replay> readReplayFile(const QString& path, QStringList& problems);

} // namespace parley::client
