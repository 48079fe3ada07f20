#include "end_summary.h"

#include "card_text.h"

namespace parley::client {

namespace {
// "obligation.deadline" = "sunset": nested objects read as dotted keys, one line each.
void flatten(const nlohmann::ordered_json& j, const std::string& prefix, QVariantList& out) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), out);
        return;
    }
    const std::string value = j.is_string() ? j.get<std::string>() : j.dump();
    out.push_back(QVariantMap{{"key", QString::fromStdString(prefix)},
                              {"value", QString::fromStdString(value)}});
}
} // namespace

void EndSummary::reset() {
    spoken_ = succeeded_ = failed_ = listened_ = drawn_ = exhausted_ = finalComfort_ = 0;
    outcome_.clear();
    headline_.clear();
    reason_.clear();
    finalState_.clear();
    data_.clear();
    emit changed();
}

void EndSummary::count(const EventLog& events) {
    for (const Event& e : events) {
        if (std::holds_alternative<ev::CardSpoken>(e))
            ++spoken_;
        else if (std::holds_alternative<ev::CardSucceeded>(e))
            ++succeeded_;
        else if (std::holds_alternative<ev::CardFailed>(e))
            ++failed_;
        else if (std::holds_alternative<ev::Listened>(e))
            ++listened_;
        else if (std::holds_alternative<ev::CardDrawn>(e))
            ++drawn_;
        else if (std::holds_alternative<ev::CardExhausted>(e))
            ++exhausted_;
    }
}

void EndSummary::sync(const State& s) {
    outcome_ = QString::fromStdString(s.outcome());
    const std::string& o = s.outcome();
    headline_ = o == "success"     ? tr("The conversation succeeded.")
                : o == "failure"   ? tr("The conversation failed.")
                : o == "abandoned" ? tr("The conversation was abandoned.")
                                   : tr("The conversation ended: %1.").arg(wordsOfId(o));
    const std::string_view r = s.ended() ? name(s.end.reason) : std::string_view();
    reason_ = QString::fromUtf8(r.data(), qsizetype(r.size()));
    data_.clear();
    if (const nlohmann::ordered_json* d = s.endData()) flatten(*d, {}, data_);
    finalComfort_ = s.comfort;
    finalState_ = QString::fromStdString(s.rules().states.at(s.emotion).id);
    emit changed();
}

} // namespace parley::client
