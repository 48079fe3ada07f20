#pragma once
// A vector that keeps up to N elements inline and spills to the heap beyond that.
// The engine's zones and work queues live in a State that is copied for every AI rollout,
// so the common case (small zones) must copy without touching the allocator.
//
// `data_` always points at the elements, inline or on the heap, so reading an element is one load
// with no branch (the engine reads these far more often than it grows them); a copy or a move
// points its own `data_` at its own buffer. `capacity_` is N while inline, so that a push_back
// tests one number.
#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <new>
#include <type_traits>

namespace parley {

template <typename T, std::uint32_t N> class SmallVec {
    static_assert(std::is_trivially_copyable_v<T>, "SmallVec holds trivially copyable values");

public:
    SmallVec() = default;
    SmallVec(std::initializer_list<T> init) {
        for (const T& v : init) push_back(v);
    }
    SmallVec(const SmallVec& o) { copyFrom(o); }
    SmallVec(SmallVec&& o) noexcept { moveFrom(o); }
    SmallVec& operator=(const SmallVec& o) {
        if (this != &o) {
            size_ = 0;
            copyFrom(o);
        }
        return *this;
    }
    SmallVec& operator=(SmallVec&& o) noexcept {
        if (this != &o) {
            release();
            moveFrom(o);
        }
        return *this;
    }
    ~SmallVec() { release(); }

    T* data() { return data_; }
    const T* data() const { return data_; }
    std::uint32_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    T& operator[](std::uint32_t i) { return data()[i]; }
    const T& operator[](std::uint32_t i) const { return data()[i]; }
    T& back() { return data()[size_ - 1]; }
    const T& back() const { return data()[size_ - 1]; }
    T& front() { return data()[0]; }
    const T& front() const { return data()[0]; }

    void clear() { size_ = 0; }
    void push_back(const T& v) {
        if (size_ == capacity()) [[unlikely]]
            grow(capacity() * 2);
        data()[size_++] = v;
    }
    void pop_back() { --size_; }
    void insert(std::uint32_t at, const T& v) {
        if (size_ == capacity()) grow(capacity() * 2);
        T* d = data();
        std::memmove(d + at + 1, d + at, (size_ - at) * sizeof(T));
        d[at] = v;
        ++size_;
    }
    void erase(std::uint32_t at) {
        T* d = data();
        std::memmove(d + at, d + at + 1, (size_ - at - 1) * sizeof(T));
        --size_;
    }
    // resize without writing the elements it adds, for a caller that writes them next (what they
    // hold until then is unspecified).
    void resizeForOverwrite(std::uint32_t n) {
        if (n > capacity()) grow(std::max(n, capacity() * 2));
        size_ = n;
    }
    void resize(std::uint32_t n, const T& fill = T{}) {
        if (n > capacity()) grow(std::max(n, capacity() * 2));
        for (std::uint32_t i = size_; i < n; ++i) data()[i] = fill;
        size_ = n;
    }

    friend bool operator==(const SmallVec& a, const SmallVec& b) {
        return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
    }

private:
    T* local() { return reinterpret_cast<T*>(inline_); }
    const T* local() const { return reinterpret_cast<const T*>(inline_); }
    bool onHeap() const { return data_ != local(); }
    std::uint32_t capacity() const { return capacity_; }
    // Through operator new, so that the allocation counter (util/allocation_counter.h) sees a spill.
    // Out of line and cold: steady play never grows (the inline room is sized for real packs),
    // and a push_back with the growth inlined was too large to inline itself (3% of an action).
    [[gnu::noinline, gnu::cold]] void grow(std::uint32_t cap) {
        T* fresh = static_cast<T*>(::operator new(sizeof(T) * cap));
        std::memcpy(fresh, data_, size_ * sizeof(T));
        if (onHeap()) ::operator delete(data_);
        data_ = fresh;
        capacity_ = cap;
    }
    void copyFrom(const SmallVec& o) {
        if (!o.onHeap() && !onHeap() && sizeof(inline_) <= kWholeCopy) {
            // Inline to inline: the whole buffer at once. A copy of fixed size compiles to a few
            // vector moves, where one sized at run time is a call; a State copy is many of these.
            copyFixed<sizeof(inline_)>(inline_, o.inline_);
        } else {
            if (o.size_ > capacity()) grow(o.size_);
            std::memcpy(data(), o.data(), o.size_ * sizeof(T));
        }
        size_ = o.size_;
    }
    static constexpr std::size_t kWholeCopy = 256;
    // K bytes, inline. GCC inlines a memcpy of fixed size up to kWholeCopy as vector moves; clang
    // calls memcpy past 128 bytes (its __builtin_memcpy_inline crashes clang 14 here, or becomes
    // `rep movs`), so it is given the 16-byte moves itself.
    template <std::size_t K> static void copyFixed(unsigned char* to, const unsigned char* from) {
#if defined(__clang__)
        typedef unsigned char Chunk __attribute__((vector_size(16), aligned(1), may_alias));
        std::size_t i = 0;
#pragma clang loop unroll(full)
        for (; i + 16 <= K; i += 16)
            *reinterpret_cast<Chunk*>(to + i) = *reinterpret_cast<const Chunk*>(from + i);
        if constexpr (K % 16 != 0) std::memcpy(to + i, from + i, K % 16);
#else
        std::memcpy(to, from, K);
#endif
    }
    void moveFrom(SmallVec& o) {
        if (o.onHeap()) {
            data_ = o.data_;
            capacity_ = o.capacity_;
            o.data_ = o.local();
            o.capacity_ = N;
        } else if constexpr (sizeof(inline_) <= kWholeCopy) {
            copyFixed<sizeof(inline_)>(inline_, o.inline_); // as in copyFrom: no call
        } else {
            std::memcpy(inline_, o.inline_, o.size_ * sizeof(T));
        }
        size_ = o.size_;
        o.size_ = 0;
    }
    void release() {
        if (onHeap()) ::operator delete(data_);
        data_ = local();
        capacity_ = N;
        size_ = 0;
    }

    T* data_ = local();
    std::uint32_t size_ = 0;
    std::uint32_t capacity_ = N; // of the buffer data_ points at
    alignas(T) unsigned char inline_[sizeof(T) * N];
};

} // namespace parley
