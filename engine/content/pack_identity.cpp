#include "content/pack_identity.h"

#include <cstdio>

namespace parley {

void ContentHasher::feed(std::string_view bytes) {
    for (const char c : bytes) {
        h_ ^= static_cast<unsigned char>(c);
        h_ *= 1099511628211ull;
    }
}

void ContentHasher::add(char kind, std::string_view bytes) {
    char head[32];
    const int n = std::snprintf(head, sizeof head, "%c%zu:", kind, bytes.size());
    feed(std::string_view(head, static_cast<std::size_t>(n)));
    feed(bytes);
}

std::string ContentHasher::hex() const {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h_));
    return buf;
}

std::string packNameOf(const std::filesystem::path& path) {
    std::error_code ec;
    std::filesystem::path p = std::filesystem::absolute(path, ec);
    if (ec) p = path;
    p = p.lexically_normal();
    if (p.filename().empty()) p = p.parent_path(); // "tea/" normalizes to "tea/" with no file name
    std::string name = p.filename().string();
    return name.empty() ? p.string() : name;
}

} // namespace parley
