#pragma once
// The balance lab's simulation runs on every core, and the window's thread must still get one the
// moment it has a frame to draw.

namespace parley::client {

// Puts the calling thread, and the threads it starts from now on (Linux keeps the scheduling
// policy per thread and passes it on), behind every ordinary thread: Linux's SCHED_IDLE, which any
// waking ordinary thread preempts at once; where that is refused, the lowest nice value. Not for
// a pool thread: a thread's priority cannot be raised back without privileges.
void makeThisThreadBackground();

} // namespace parley::client
