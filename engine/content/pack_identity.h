#pragma once
// The identity of loaded content (ContentIdentity in content.h): a pack's id and a digest of the
// texts. The digest must not depend on where the files are, so it never sees a name or a path.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace parley {

// 64-bit FNV-1a. Each piece is fed with its kind and length first, so that moving bytes from one
// piece to the next (or a card list to a whole file) changes the digest.
class ContentHasher {
public:
    void add(char kind, std::string_view bytes);
    std::string hex() const; // 16 lower-case hex digits

private:
    void feed(std::string_view bytes);
    std::uint64_t h_ = 14695981039346656037ull;
};

// The name a pack loaded from `path` is known by when it has no packageId: the last part of the
// path, whatever slashes or dots it is written with ("packs/tea/" and "packs/tea/." are "tea").
std::string packNameOf(const std::filesystem::path& path);

} // namespace parley
