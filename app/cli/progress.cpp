#include "progress.h"

#include <cstdio>
#include <unistd.h>

namespace parley::cli {

Progress::Progress(std::string what) : what_(std::move(what)), terminal_(::isatty(::fileno(stderr)) == 1) {}

Progress::~Progress() {
    if (shown_) std::fputs("\r\033[K", stderr); // the results follow on a clean line
}

void Progress::operator()(long long done, long long total) {
    if (!terminal_ || total <= 0) return;
    const auto now = std::chrono::steady_clock::now();
    if (shown_ && done < total && now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    shown_ = true;
    std::fprintf(stderr, "\r\033[K%s: %lld of %lld (%lld%%)", what_.c_str(), done, total, done * 100 / total);
    std::fflush(stderr);
}

} // namespace parley::cli
