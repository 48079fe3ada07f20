#include "content/pack_files.h"

#include "content/limits.h"

#include <algorithm>
#include <deque>
#include <fstream>

namespace parley {

namespace fs = std::filesystem;

namespace {

void report(Diagnostics& diags, const fs::path& p, const std::string& message,
            Diagnostic::Severity severity = Diagnostic::Severity::Error) {
    diags.add({severity, p.string(), 0, 0, "", message});
}

// "cards.json", "more.JSON", "Notes.Json": a pack written on a system that does not care about
// case (or by someone who does not) is read the same everywhere.
bool isJsonName(const fs::path& p) {
    const std::string ext = p.extension().string();
    if (ext.size() != 5) return false;
    std::string lower;
    for (char c : ext) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return lower == ".json";
}

// The path as the system resolves it (links, "." and ".."), to compare two paths as files.
fs::path resolved(const fs::path& p) {
    std::error_code ec;
    fs::path r = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? p.lexically_normal() : r;
}

bool inside(const fs::path& folder, const fs::path& p) {
    return std::mismatch(folder.begin(), folder.end(), p.begin(), p.end()).first == folder.end();
}

} // namespace

std::vector<fs::path> distinctPackPaths(const std::vector<fs::path>& paths, Diagnostics& diags) {
    std::vector<fs::path> kept, keptResolved;
    for (const fs::path& p : paths) {
        const fs::path r = resolved(p);
        std::size_t earlier = 0;
        while (earlier < kept.size() && r != keptResolved[earlier] &&
               !(fs::is_directory(keptResolved[earlier]) && inside(keptResolved[earlier], r)))
            ++earlier;
        if (earlier == kept.size()) {
            kept.push_back(p);
            keptResolved.push_back(r);
            continue;
        }
        report(diags, p,
               r == keptResolved[earlier]
                   ? "is the same as '" + kept[earlier].string() + "', given before; it is read once"
                   : "is inside '" + kept[earlier].string() + "', given before; it is read once, as part of that folder",
               Diagnostic::Severity::Warning);
    }
    return kept;
}

std::vector<fs::path> jsonFilesAt(const fs::path& path, Diagnostics& diags) {
    const int errorsBefore = diags.errorCount();
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (st.type() == fs::file_type::not_found) {
        report(diags, path, "no such file or folder");
        return {};
    }
    if (ec) {
        report(diags, path, "cannot be read: " + ec.message());
        return {};
    }
    if (!fs::is_directory(st)) return {path};

    std::vector<fs::path> files;
    std::size_t entries = 0;
    std::deque<std::pair<fs::path, int>> folders{{path, 0}}; // breadth first, so a limit cuts deep parts
    bool stopped = false;
    while (!folders.empty() && !stopped) {
        const auto [folder, depth] = folders.front();
        folders.pop_front();
        fs::directory_iterator it(folder, ec);
        if (ec) {
            report(diags, folder, "cannot read the folder: " + ec.message() + "; its files were not checked");
            continue;
        }
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (++entries > limits::kMaxFolderEntries) {
                report(diags, path, "the folder holds more than " + std::to_string(limits::kMaxFolderEntries) +
                                        " files and folders; give the pack's own folder");
                stopped = true;
                break;
            }
            const fs::path p = it->path();
            std::error_code sec;
            const fs::file_status own = it->symlink_status(sec);
            if (sec) {
                report(diags, p, "cannot be read: " + sec.message());
                continue;
            }
            if (fs::is_symlink(own)) {
                // Links to folders are not followed: they can loop, or lead anywhere on the disk.
                if (fs::is_directory(fs::status(p, sec))) {
                    report(diags, p, "a link to a folder is not followed; give that folder itself",
                           Diagnostic::Severity::Warning);
                    continue;
                }
            } else if (fs::is_directory(own)) {
                if (depth + 1 > limits::kMaxFolderDepth)
                    report(diags, p, "folders nest more than " + std::to_string(limits::kMaxFolderDepth) +
                                         " levels deep here; this one was not read");
                else
                    folders.emplace_back(p, depth + 1);
                continue;
            }
            if (!isJsonName(p)) continue;
            if (files.size() >= limits::kMaxPackFiles) {
                report(diags, path, "the folder holds more than " + std::to_string(limits::kMaxPackFiles) +
                                        " .json files; split the pack");
                stopped = true;
                break;
            }
            files.push_back(p);
        }
        if (ec && !stopped) report(diags, folder, "the folder could not be read to the end: " + ec.message());
    }
    std::sort(files.begin(), files.end());
    if (files.empty() && diags.errorCount() == errorsBefore) report(diags, path, "the folder holds no .json files");
    return files;
}

std::optional<std::string> readTextFile(const fs::path& path, Diagnostics& diags) {
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (st.type() == fs::file_type::not_found) {
        report(diags, path, "no such file");
        return std::nullopt;
    }
    if (ec) {
        report(diags, path, "cannot be read: " + ec.message());
        return std::nullopt;
    }
    if (fs::is_directory(st)) {
        report(diags, path, "is a folder, not a file");
        return std::nullopt;
    }
    // A FIFO or a device would block the read, or never end.
    if (!fs::is_regular_file(st)) {
        report(diags, path, "is not a regular file (a pipe, socket or device cannot be read as content)");
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        report(diags, path, "cannot read the file (no permission, or it is locked)");
        return std::nullopt;
    }
    // Read at most one byte past the limit: sizes in /proc say 0, so the size is not trusted.
    std::string text;
    // The size is a hint only (it saves growing the text step by step), never a limit.
    if (const auto size = fs::file_size(path, ec); !ec)
        text.reserve(std::min<std::uintmax_t>(size, limits::kMaxFileBytes) + 1);
    char buf[65536];
    while (in && text.size() <= limits::kMaxFileBytes) {
        in.read(buf, sizeof buf);
        text.append(buf, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        report(diags, path, "reading the file failed");
        return std::nullopt;
    }
    if (text.size() > limits::kMaxFileBytes) {
        report(diags, path, "the file is larger than " + std::to_string(limits::kMaxFileBytes >> 20) +
                                " MiB; files that large are refused, so split it into several");
        return std::nullopt;
    }
    return text;
}

} // namespace parley
