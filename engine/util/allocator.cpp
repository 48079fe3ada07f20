#include "util/allocator.h"

#include <cstdlib>
#include <memory>

#if defined(PARLEY_WITH_MIMALLOC)
#include <mimalloc.h>
#endif

namespace parley {

bool allocatesWithMimalloc() {
#if defined(PARLEY_WITH_MIMALLOC)
    // Asked of real blocks rather than assumed from the link: a library loaded ahead of mimalloc
    // with a malloc of its own would win the lookup without any error.
    void* block = std::malloc(48);
    const auto object = std::make_unique<long long>(0);
    const bool both = mi_is_in_heap_region(block) && mi_is_in_heap_region(object.get());
    std::free(block);
    return both;
#else
    return false;
#endif
}

std::string allocatorName() {
#if defined(PARLEY_WITH_MIMALLOC)
    const int v = mi_version(); // 209 is 2.0.9
    const std::string version =
        std::to_string(v / 100) + "." + std::to_string(v / 10 % 10) + "." + std::to_string(v % 10);
    if (allocatesWithMimalloc()) return "mimalloc " + version;
    return "the C library's malloc (mimalloc " + version + " is linked but not in use)";
#else
    return "the C library's malloc";
#endif
}

} // namespace parley
