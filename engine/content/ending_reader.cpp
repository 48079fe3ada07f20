// Reads an EndConversation effect's data into EndingTerms (content/ending.h).
#include "content/ending.h"
#include "content/object_reader.h"
#include "content/suggest.h"

#include <algorithm>
#include <cctype>

namespace parley {

const std::vector<std::string>& endingDataKeys() {
    static const std::vector<std::string> keys = {"createsObligation",
                                                  "obligationType",
                                                  "recipientId",
                                                  "item",
                                                  "deadline",
                                                  "payment",
                                                  "tokenReward",
                                                  "penalty",
                                                  "penaltyCard",
                                                  "relationshipPenalty",
                                                  "reason",
                                                  "grantsAccess"};
    return keys;
}

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// Every message ends the same way: the pack still loads, without that part on the end screen.
constexpr const char* kLeftOut = "; the end screen leaves it out";

class EndingReader {
public:
    EndingReader(ObjectReader& data, const Content& content) : d_(data), content_(content) {}

    std::optional<bool> boolean(const char* key) {
        const nlohmann::ordered_json* j = d_.get(key);
        if (!j || j->is_null()) return std::nullopt;
        if (!j->is_boolean()) return wrong(key, *j, "true or false");
        return j->get<bool>();
    }

    std::optional<std::string> string(const char* key) {
        const nlohmann::ordered_json* j = d_.get(key);
        if (!j || j->is_null()) return std::nullopt;
        if (!j->is_string()) return wrong(key, *j, "a string");
        if (j->get_ref<const std::string&>().empty()) return std::nullopt;
        return j->get<std::string>();
    }

    std::optional<int> integer(const char* key, int min, int max, const char* unit) {
        const nlohmann::ordered_json* j = d_.get(key);
        if (!j || j->is_null()) return std::nullopt;
        long long v = 0;
        if (!integerIn(*j, min, max, &v)) {
            d_.warning(key, "'" + std::string(key) + "' must be a whole number of " + unit +
                                " from " + std::to_string(min) + " to " + std::to_string(max) +
                                ", not " + (j->is_number() ? j->dump() : jsonTypeName(*j)) +
                                kLeftOut);
            return std::nullopt;
        }
        return static_cast<int>(v);
    }

    // A string or a map from locale to string, read by the loader's own helper.
    std::optional<LocalizedText> text(const char* key) {
        const nlohmann::ordered_json* j = d_.get(key);
        if (!j || j->is_null()) return std::nullopt;
        const bool map =
            j->is_object() && !j->empty() &&
            std::all_of(j->begin(), j->end(), [](const auto& v) { return v.is_string(); });
        if (!j->is_string() && !map)
            return wrong(key, *j,
                         "a string or a map from locale to text ({\"en\": ..., \"de\": ...})");
        return d_.text(key, false);
    }

    std::vector<std::pair<std::uint8_t, int>> tokens(const char* key) {
        std::vector<std::pair<std::uint8_t, int>> out;
        const nlohmann::ordered_json* j = d_.get(key);
        if (!j || j->is_null()) return out;
        if (!j->is_object()) {
            wrong(key, *j, "a map from token type to a count, such as {\"Trust\": 2}");
            return out;
        }
        const Ruleset& rules = content_.ruleset;
        for (const auto& [type, count] : j->items()) {
            const std::string ptr = d_.at(key) + "/" + pointerToken(type);
            const int t = rules.tokenIndex(type);
            long long n = 0;
            if (t < 0)
                d_.source().warning(d_.diags(), ptr,
                                    "unknown token type '" + type +
                                        "' (known: " + joinNames(rules.tokens) + ")" + kLeftOut +
                                        didYouMean(type, rules.tokens));
            else if (!integerIn(count, -99, 99, &n))
                d_.source().warning(d_.diags(), ptr,
                                    "a token reward must be a whole number from -99 to 99" +
                                        std::string(kLeftOut));
            else if (n != 0)
                out.emplace_back(static_cast<std::uint8_t>(t), static_cast<int>(n));
        }
        return out;
    }

    void warning(const char* key, const std::string& message) { d_.warning(key, message); }

private:
    std::nullopt_t wrong(const char* key, const nlohmann::ordered_json& j, const char* want) {
        d_.warning(key, "'" + std::string(key) + "' must be " + want + ", not " + jsonTypeName(j) +
                            kLeftOut);
        return std::nullopt;
    }

    ObjectReader& d_;
    const Content& content_;
};

std::string someKnown(const std::vector<NamedDef>& named) {
    std::vector<std::string> ids;
    for (const NamedDef& n : named) {
        if (ids.size() == 8) {
            ids.push_back("...");
            break;
        }
        ids.push_back(n.id);
    }
    return ids.empty() ? std::string("none") : joinNames(ids);
}

} // namespace

void readEnding(ObjectReader& r, Content& content, EffectDef& out) {
    const nlohmann::ordered_json* data = r.get("data");
    if (!data || data->is_null()) return;
    if (!data->is_object()) {
        r.warning(
            "data",
            "an ending's 'data' should be an object of terms, such as {\"reason\": \"...\"}, not " +
                jsonTypeName(*data) + kLeftOut);
        return;
    }
    ObjectReader d(r.source(), *data, r.at("data"), r.diags());
    EndingReader e(d, content);
    EndingTerms t;
    const std::optional<bool> creates = e.boolean("createsObligation");
    t.obligationType = e.string("obligationType").value_or("");
    t.obligation = creates.value_or(!t.obligationType.empty());
    if (auto who = e.string("recipientId")) {
        t.recipient = *who;
        if (!content.personIndex.count(*who))
            e.warning("recipientId",
                      "recipient '" + *who + "' is not among the people or the NPCs (people: " +
                          someKnown(content.people) + "); add {\"id\": \"" + *who +
                          "\", \"name\": ...} to a \"people\" section to name them, until then the "
                          "end screen makes words of the id" +
                          idHint(*who, content.personIndex));
    }
    t.item = e.text("item");
    t.deadline = e.integer("deadline", 1, 1000000, "hours");
    t.payment = e.integer("payment", -1000000, 1000000, "coins");
    t.tokens = e.tokens("tokenReward");
    t.penalty = e.string("penalty").value_or("");
    if (auto card = e.string("penaltyCard")) {
        const auto it = content.cardIndex.find(*card);
        if (it == content.cardIndex.end())
            e.warning("penaltyCard",
                      "unknown card '" + *card + "'" + kLeftOut + idHint(*card, content.cardIndex));
        else
            t.penaltyCard = it->second;
    }
    t.relationship = e.integer("relationshipPenalty", -100, 100, "steps");
    t.reason = e.text("reason");
    if (auto place = e.string("grantsAccess")) {
        t.access = *place;
        if (!content.placeIndex.count(*place))
            e.warning("grantsAccess",
                      "place '" + *place + "' is not in a \"places\" section (places: " +
                          someKnown(content.places) + "); add {\"id\": \"" + *place +
                          "\", \"name\": ...} to name it, until then the end screen makes words of "
                          "the id" +
                          idHint(*place, content.placeIndex));
    }
    // The rest of the data is the pack's own; only a near miss of a key read here is worth a word.
    for (const auto& [key, value] : data->items()) {
        const auto& keys = endingDataKeys();
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
        for (const std::string& k : keys)
            if (lower(k) == lower(key))
                d.warning(key, "'" + key + "' is not a term the end screen reads; did you mean '" +
                                   k + "'?");
    }
    out.ending = std::make_shared<const EndingTerms>(std::move(t));
}

} // namespace parley
