#pragma once
// Progress of long work on standard error, for a person watching: one line that counts up in
// place, only when standard error is a terminal. Piped or redirected (CI, a script), nothing
// extra is printed, so that what a tool reads stays as it was.
#include <chrono>
#include <string>

namespace parley::cli {

class Progress {
public:
    // `what` names the work: "bench --history: seeking".
    explicit Progress(std::string what);
    ~Progress(); // clears the line
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // `done` of `total` steps; cheap to call often (the line changes a few times a second).
    void operator()(long long done, long long total);

private:
    std::string what_;
    bool shown_ = false;
    bool terminal_;
    std::chrono::steady_clock::time_point last_{};
};

} // namespace parley::cli
