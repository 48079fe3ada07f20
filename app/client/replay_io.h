#pragma once
// Replay files on disk for the window: read with the engine's reader (written with save_whole.h).
#include "session/replay.h"
#include "save_whole.h"
#include "wording.h"

#include <QString>
#include <optional>

namespace parley::client {

// A path from QML (a file: URL from a dialog) or from people (a path).
QString localPath(const QString& pathOrUrl);

// Reads a replay file; nothing, with every problem as file:line:col and what is wrong.
std::optional<Replay> readReplayFile(const QString& path, QStringList& problems);

} // namespace parley::client
