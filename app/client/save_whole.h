#pragma once
// Writing a file the player or the designer named, whole or not at all: the replays, scenarios
// and unfinished conversations, the balance lab's exports and --screenshot's picture. One writer
// for all of them, so that none replaces a device or a link with a plain file.
#include <QByteArray>
#include <QString>
#include <string>

namespace parley::client {

// Writes `bytes` to `path` whole (QSaveFile: a failed write leaves the old file as it was); on
// failure, why in words (without the path), else empty. A link is kept and its final target
// written atomically; a device or a pipe is written to, never replaced; a folder is refused.
QString saveWhole(const QString& path, const QByteArray& bytes);

// The same, with `error` set to "PATH cannot be written: why" on failure.
bool writeWhole(const QString& path, const std::string& text, QString& error);

} // namespace parley::client
