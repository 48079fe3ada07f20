#pragma once
// Writing an output file whole or not at all, so that a crash or a full disk never leaves half a
// replay where a good one was, and never replacing anything but the file asked for.
#include <string>

namespace parley::cli {

// Writes `text` to `path`. A regular file (or a new one) is written to a temporary file beside
// it and renamed over it; a link keeps being a link, and its final target is written that way; a
// device or a pipe is written through, never renamed over. False, with `error` naming the path
// and saying why in words, when it cannot be written (nothing is left behind then).
bool saveFileAtomically(const std::string& path, const std::string& text, std::string& error);

} // namespace parley::cli
