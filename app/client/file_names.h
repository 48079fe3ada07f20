#pragma once
// File names from the command line, kept byte for byte. A name on Linux is any bytes, but Qt reads
// arguments and file names as UTF-8 and turns every other byte into U+FFFD, so a file called
// "caf\xe9.json" (Latin-1) could not be named at all. Here each byte that is not part of UTF-8 is
// kept as U+DC80..U+DCFF (Python's "surrogateescape"), and nativeName gives the bytes back for
// the engine (std::filesystem) and the system calls.
#include <QByteArray>
#include <QString>
#include <string>

namespace parley::client {

// `bytes` as a QString that nativeName turns back into the same bytes.
QString argumentName(const QByteArray& bytes);
// The bytes of a name: UTF-8, with argumentName's escapes turned back into their bytes.
QByteArray nativeName(const QString& name);
inline std::string nativePath(const QString& name) { return nativeName(name).toStdString(); }

// Why `path` cannot be read as a file (empty when it is a regular file): "it is a folder", "it
// is a named pipe", ..., or the system's reason (a name too long, no permission).
QString whyNotAFile(const QString& path);

} // namespace parley::client
