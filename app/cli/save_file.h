#pragma once
// Writing an output file whole or not at all, so that a crash or a full disk never leaves half a
// replay where a good one was.
#include <string>

namespace parley::cli {

// Writes `text` to a temporary file beside `path`, then renames it over `path`. False, with
// `error` saying why in words, when the folder cannot be written (nothing is left behind then).
bool saveFileAtomically(const std::string& path, const std::string& text, std::string& error);

} // namespace parley::cli
