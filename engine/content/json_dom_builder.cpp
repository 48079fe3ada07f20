#include "content/json_dom_builder.h"

#include "content/limits.h"

#include <algorithm>
#include <string_view>

namespace parley {

bool DomBuilder::hasDuplicateKey(std::size_t first) const {
    const std::size_t n = pending_.size() - first;
    // Content objects have a few fields, for which comparing each pair is quickest; a large one
    // (a hostile file's thousand fields) is sorted instead, so no file costs quadratic time.
    if (n <= 32) {
        for (std::size_t i = first; i < pending_.size(); ++i)
            for (std::size_t j = i + 1; j < pending_.size(); ++j)
                if (pending_[i].first == pending_[j].first) return true;
        return false;
    }
    std::vector<std::string_view> keys;
    keys.reserve(n);
    for (std::size_t i = first; i < pending_.size(); ++i)
        keys.emplace_back(pending_[i].first);
    std::sort(keys.begin(), keys.end());
    return std::adjacent_find(keys.begin(), keys.end()) != keys.end();
}

bool DomBuilder::end_object() {
    const std::size_t first = open_.back().first;
    if (!layoutProblem_ && hasDuplicateKey(first)) layoutProblem_ = true;
    json object(json::value_t::object);
    auto& fields = static_cast<json::object_t::Container&>(object.get_ref<json::object_t&>());
    fields.reserve(pending_.size() - first);
    for (std::size_t i = first; i < pending_.size(); ++i)
        fields.emplace_back(std::move(pending_[i].first), std::move(pending_[i].second));
    return close(std::move(object));
}

bool DomBuilder::end_array() {
    const std::size_t first = open_.back().first;
    if (pending_.size() - first > limits::kMaxListItems) layoutProblem_ = true;
    json list(json::value_t::array);
    auto& items = list.get_ref<json::array_t&>();
    items.reserve(pending_.size() - first);
    for (std::size_t i = first; i < pending_.size(); ++i)
        items.push_back(std::move(pending_[i].second));
    return close(std::move(list));
}

bool DomBuilder::close(json&& container) {
    pending_.resize(open_.back().first);
    key_ = std::move(open_.back().key);
    open_.pop_back();
    return put(std::move(container));
}

} // namespace parley
