#include "util/allocation_counter.h"

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PARLEY_COUNT_ALLOCATIONS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define PARLEY_COUNT_ALLOCATIONS 0
#endif
#endif
#ifndef PARLEY_COUNT_ALLOCATIONS
#define PARLEY_COUNT_ALLOCATIONS 1
#endif

namespace parley {

#if PARLEY_COUNT_ALLOCATIONS

namespace {
std::atomic<long long> allocations{0};

void* allocate(std::size_t size, std::size_t align) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (size == 0) size = 1;
    void* p = align > alignof(std::max_align_t)
                  ? std::aligned_alloc(align, (size + align - 1) / align * align)
                  : std::malloc(size);
    if (!p) throw std::bad_alloc();
    return p;
}
} // namespace

long long allocationCount() {
    return allocations.load(std::memory_order_relaxed);
}

} // namespace parley

// The replaceable allocation functions: every form goes through allocate(), every delete to free().
void* operator new(std::size_t n) {
    return parley::allocate(n, 0);
}
void* operator new[](std::size_t n) {
    return parley::allocate(n, 0);
}
void* operator new(std::size_t n, std::align_val_t a) {
    return parley::allocate(n, static_cast<std::size_t>(a));
}
void* operator new[](std::size_t n, std::align_val_t a) {
    return parley::allocate(n, static_cast<std::size_t>(a));
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
    try {
        return parley::allocate(n, 0);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
    try {
        return parley::allocate(n, 0);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete[](void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}

#else

long long allocationCount() {
    return -1;
}

} // namespace parley

#endif
