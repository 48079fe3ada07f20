#include "save_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace parley::cli {

namespace {

namespace fs = std::filesystem;

bool writeAll(int fd, const std::string& text) {
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// Where a chain of links ends (the path itself when it is no link): the file that is written, so
// that the links stay links. Relative targets are read from the link's folder, as the system does.
bool finalTarget(const fs::path& path, fs::path& target, std::string& error) {
    target = path;
    for (int hops = 0;; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(target, ec))) return true;
        if (hops == 40) { // the system's own limit (ELOOP)
            error = std::strerror(ELOOP);
            return false;
        }
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) {
            error = ec.message();
            return false;
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
}

// A device or a pipe (/dev/null, /dev/stdout, a FIFO another program reads): written through,
// as the shell's `>` would; renaming a file over it would destroy it.
bool writeThrough(const fs::path& file, const std::string& text, std::string& reason) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        reason = std::strerror(errno);
        return false;
    }
    bool ok = writeAll(fd, text);
    if (!ok) reason = std::strerror(errno);
    if (::close(fd) != 0 && ok) {
        reason = std::strerror(errno);
        ok = false;
    }
    return ok;
}

// A regular file, new or not: a temporary file beside it, renamed over it once whole.
bool replaceWhole(const fs::path& file, const std::string& text, std::string& reason) {
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    std::string tmp = (dir / ("." + file.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0) {
        reason = std::string("cannot make a file in its folder '") + dir.string() +
                 "': " + std::strerror(errno);
        return false;
    }
    auto fail = [&](int code) {
        reason = std::strerror(code);
        ::close(fd);
        ::unlink(tmp.c_str());
        return false;
    };
    if (!writeAll(fd, text) || ::fsync(fd) != 0) return fail(errno);
    // mkstemp makes the file private; a file replaced keeps its permissions, a new one is an
    // ordinary document.
    struct stat old {};
    mode_t mode = 0;
    if (::stat(file.c_str(), &old) == 0) {
        mode = old.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    (void)::fchmod(fd, mode);
    if (::close(fd) != 0) {
        reason = std::strerror(errno);
        ::unlink(tmp.c_str());
        return false;
    }
    if (std::rename(tmp.c_str(), file.c_str()) != 0) {
        reason = std::strerror(errno);
        ::unlink(tmp.c_str());
        return false;
    }
    return true;
}

} // namespace

bool saveFileAtomically(const std::string& path, const std::string& text, std::string& error) {
    if (path.empty()) {
        error = "cannot write to a file with no name: give one";
        return false;
    }
    if (fs::path(path).filename().empty()) {
        error = "cannot write '" + path + "': it names a folder, not a file";
        return false;
    }
    std::string reason;
    fs::path file;
    if (!finalTarget(path, file, reason)) {
        error = "cannot write '" + path + "': " + reason;
        return false;
    }
    const std::string shown = file == fs::path(path) ? "'" + path + "'"
                                                     : "'" + path + "' (a link to '" + file.string() + "')";
    std::error_code ec;
    const fs::file_status st = fs::status(file, ec);
    if (fs::is_directory(st)) {
        error = "cannot write " + shown + ": it is a folder";
        return false;
    }
    const bool through = fs::exists(st) && !fs::is_regular_file(st);
    if (!(through ? writeThrough(file, text, reason) : replaceWhole(file, text, reason))) {
        error = "cannot write " + shown + ": " + reason;
        return false;
    }
    return true;
}

} // namespace parley::cli
