#include "file_names.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace parley::client {

namespace {

// The length of the well-formed UTF-8 sequence at `s` (at most `n` bytes), or 0 when there is
// none: a stray byte, a cut-off sequence, an overlong form, a surrogate or a value past U+10FFFF.
int utf8Length(const unsigned char* s, qsizetype n) {
    const unsigned char c = s[0];
    if (c < 0x80) return 1;
    int len = 0;
    unsigned lowest = 0;
    if (c >= 0xC2 && c <= 0xDF) len = 2, lowest = 0x80;
    else if (c >= 0xE0 && c <= 0xEF) len = 3, lowest = 0x800;
    else if (c >= 0xF0 && c <= 0xF4) len = 4, lowest = 0x10000;
    else return 0;
    if (n < len) return 0;
    unsigned value = c & (0x7F >> len);
    for (int i = 1; i < len; ++i) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        value = (value << 6) | (s[i] & 0x3F);
    }
    if (value < lowest || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
    return len;
}

} // namespace

QString argumentName(const QByteArray& bytes) {
    QString name;
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.constData());
    for (qsizetype i = 0; i < bytes.size();) {
        if (const int len = utf8Length(s + i, bytes.size() - i)) {
            name += QString::fromUtf8(bytes.constData() + i, len);
            i += len;
        } else {
            name += QChar(char16_t(0xDC00 + s[i]));
            ++i;
        }
    }
    return name;
}

QByteArray nativeName(const QString& name) {
    QByteArray bytes;
    qsizetype run = 0; // the start of the text not yet converted
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t u = name.at(i).unicode();
        const bool escaped = u >= 0xDC80 && u <= 0xDCFF && (i == 0 || !name.at(i - 1).isHighSurrogate());
        if (!escaped) continue;
        bytes += name.mid(run, i - run).toUtf8();
        bytes += char(u - 0xDC00);
        run = i + 1;
    }
    bytes += name.mid(run).toUtf8();
    return bytes;
}

QString whyNotAFile(const QString& path) {
    struct stat st {};
    if (::stat(nativeName(path).constData(), &st) != 0)
        return errno == ENOENT ? QStringLiteral("no such file") : QString::fromLocal8Bit(std::strerror(errno));
    if (S_ISREG(st.st_mode)) return {};
    if (S_ISDIR(st.st_mode)) return QStringLiteral("it is a folder, not a file");
    if (S_ISFIFO(st.st_mode)) return QStringLiteral("it is a named pipe, not a file");
    if (S_ISSOCK(st.st_mode)) return QStringLiteral("it is a socket, not a file");
    return QStringLiteral("it is a device, not a file");
}

} // namespace parley::client
