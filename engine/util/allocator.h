#pragma once
// Which malloc this program allocates with. The programs that ship, and the benchmarks that
// measure them, link the object library parley_allocator, which brings in mimalloc (see
// engine/CMakeLists.txt: loading a pack is allocation-bound); everything else keeps the C
// library's. The benchmarks print the name beside their figures, so that a figure says what it
// was measured with, and a test checks that the replacement really took place.
#include <string>

namespace parley {

// "mimalloc 2.0.9" when malloc's blocks come from mimalloc, else a sentence saying why not.
std::string allocatorName();

// Whether a block from malloc, and one from operator new, both come from mimalloc.
bool allocatesWithMimalloc();

} // namespace parley
