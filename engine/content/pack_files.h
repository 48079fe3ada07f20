#pragma once
// Finding and reading the files a user names: a pack's folder, a content file, a scenario. Paths
// come from the command line and from scenario files, so anything can be there: a locked folder,
// a FIFO, /proc, the root of the disk. Every problem becomes a diagnostic, none an exception,
// and each walk and read is bounded by content/limits.h.
#include "content/diagnostics.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace parley {

// The file itself, or every *.json file below the folder (".json" in any case: "more.JSON" too),
// sorted by path. A folder that cannot
// be read, a link to a folder and a walk past the limits are reported (errors, except links),
// and the walk goes on with the rest, so that nothing is skipped silently.
std::vector<std::filesystem::path> jsonFilesAt(const std::filesystem::path& path, Diagnostics& diags);

// `paths` (packs given on the command line, or in a scenario) with each file or folder once: a
// path that names the same one as an earlier path ("pack/", "./pack", a link to it) or lies
// inside an earlier folder is left out with a warning, so that its cards are not read twice (and
// each reported "defined twice" at its own place).
std::vector<std::filesystem::path> distinctPackPaths(const std::vector<std::filesystem::path>& paths,
                                                     Diagnostics& diags);

// The text of a regular file of at most limits::kMaxFileBytes; nullopt with an error otherwise.
std::optional<std::string> readTextFile(const std::filesystem::path& path, Diagnostics& diags);

} // namespace parley
