#pragma once
// Two JSON documents alike to the letter, for the tests and the fuzz target that hold the fast
// reading of content files (content/json_fast_reader.h) to nlohmann's: nlohmann's == takes 1, 1u
// and 1.0 for one number, and 0.0 for -0.0, where these must be the same type and the same bits,
// with the fields in the same order.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstring>

namespace parley::test {

inline bool sameJson(const nlohmann::ordered_json& a, const nlohmann::ordered_json& b) {
    if (a.type() != b.type()) return false;
    if (a.is_number_float()) {
        const double x = a.get<double>(), y = b.get<double>();
        return std::memcmp(&x, &y, sizeof x) == 0; // -0.0 is not 0.0
    }
    if (a.is_object()) {
        if (a.size() != b.size()) return false;
        auto i = a.items().begin();
        auto j = b.items().begin();
        for (; i != a.items().end(); ++i, ++j)
            if (i.key() != j.key() || !sameJson(i.value(), j.value())) return false;
        return true;
    }
    if (a.is_array()) {
        if (a.size() != b.size()) return false;
        for (std::size_t k = 0; k < a.size(); ++k)
            if (!sameJson(a[k], b[k])) return false;
        return true;
    }
    return a == b;
}

} // namespace parley::test
