#pragma once
// Builds a document from parse events (nlohmann's SAX interface, which json_fast_reader.h also
// speaks) as nlohmann's own builder does, but gives each object and list its size at once: that
// builder grows each one field by field (several allocations and moves apiece, and a search for the
// key before each insert), which was a quarter of the time a large pack took to load. The values of
// the containers still open wait in one list that the whole parse reuses.
//
// Duplicate keys are kept, as are lists of any length; the builder only notes that it saw one,
// so that JsonLayout::scan, which reports them with their positions, runs only for such a file
// instead of re-reading every file.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parley {

// Keys few files hold, which the loader would otherwise look for in every object of every file: a
// file the builder never saw one in is skipped (a bit each, set while the keys go by).
enum RareKey : std::uint8_t { kKeyTokenType = 1, kKeyOverride = 2, kAllRareKeys = 3 };

class DomBuilder {
public:
    using json = nlohmann::ordered_json;
    explicit DomBuilder(json& root) : root_(root) {}

    // Whether some object has a key twice or some list is longer than limits::kMaxListItems.
    bool sawLayoutProblem() const { return layoutProblem_; }
    // The rare keys some object of the document has (RareKey bits).
    std::uint8_t rareKeys() const { return rareKeys_; }

    bool null() { return put(json(nullptr)); }
    bool boolean(bool v) { return put(json(v)); }
    bool number_integer(json::number_integer_t v) { return put(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return put(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t&) { return put(json(v)); }
    bool string(json::string_t& v) { return put(json(v)); }
    bool string(std::string_view v) { return put(json(json::string_t(v))); }
    bool binary(json::binary_t& v) { return put(json::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(); }
    bool key(json::string_t& k) {
        noteKey(k);
        key_ = k;
        return true;
    }
    bool key(std::string_view k) {
        noteKey(k);
        key_.assign(k);
        return true;
    }
    bool end_object();
    bool start_array(std::size_t) { return open(); }
    bool end_array();
    template <class Exception>
    bool parse_error(std::size_t, const std::string&, const Exception& e) {
        throw e;
    }

private:
    void noteKey(std::string_view k) {
        // Lengths first: nearly every key differs from both in its length.
        if (k.size() == 9 && k == "tokenType")
            rareKeys_ |= kKeyTokenType;
        else if (k.size() == 8 && k == "override")
            rareKeys_ |= kKeyOverride;
    }
    struct Open {
        std::size_t first; // where its values start in pending_
        std::string key;   // its own key in the object around it
    };
    bool put(json&& v) {
        if (open_.empty())
            root_ = std::move(v);
        else
            pending_.emplace_back(std::move(key_), std::move(v));
        return true;
    }
    bool open() {
        open_.push_back({pending_.size(), std::move(key_)});
        return true;
    }
    bool close(json&& container);
    bool hasDuplicateKey(std::size_t first) const;

    json& root_;
    std::vector<std::pair<std::string, json>> pending_;
    std::vector<Open> open_;
    std::string key_;
    bool layoutProblem_ = false;
    std::uint8_t rareKeys_ = 0;
};

} // namespace parley
