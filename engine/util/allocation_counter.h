#pragma once
// Counts heap allocations, for `parley-cli bench` and the tests that hold the engine's hot path
// to zero. The counting replaces the global operator new, so it is its own object library
// (parley_allocation_counter) that only programs which measure link; under a sanitizer, which
// brings its own operator new, nothing is counted.

namespace parley {

// Every operator new so far in this program (all threads), or -1 when allocations are not counted.
long long allocationCount();

} // namespace parley
