#include "background_priority.h"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#endif

namespace parley::client {

void makeThisThreadBackground() {
#if defined(__linux__)
    // A nice value of 10 was not enough: the scheduler let a woken window thread wait up to 4 ms
    // behind a simulation thread before its frame.
    sched_param none{}; // SCHED_IDLE has the one priority, 0
    if (pthread_setschedparam(pthread_self(), SCHED_IDLE, &none) != 0)
        setpriority(PRIO_PROCESS, 0, 19); // 0: this thread, on Linux
#endif
}

} // namespace parley::client
