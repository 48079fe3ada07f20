#include "decision_controller.h"

namespace parley::client {

void DecisionController::sync(const State& s) {
    const std::optional<Decision> d = s.ended() ? std::nullopt : s.pendingDecision();
    const bool wasActive = active_;
    const QString before = prompt_;
    active_ = d.has_value();
    options_.clear();
    if (d) {
        const std::string_view k = name(d->kind);
        kind_ = QString::fromUtf8(k.data(), qsizetype(k.size()));
        prompt_ = QString::fromStdString(d->prompt);
        for (const DecisionOption& o : d->options)
            options_.push_back(QVariantMap{{"id", QString::fromStdString(o.id)},
                                           {"label", QString::fromStdString(o.label)}});
        min_ = d->min;
        max_ = d->max;
        cancellable_ = d->cancellable;
    } else {
        kind_.clear();
        prompt_.clear();
        min_ = max_ = 0;
        cancellable_ = false;
    }
    emit changed();
    if (active_ && (!wasActive || prompt_ != before)) emit requested();
}

bool DecisionController::choose(const QVariantList& indexes) {
    std::vector<std::uint16_t> picks;
    for (const QVariant& v : indexes) {
        bool ok = false;
        const int i = v.toInt(&ok);
        if (!ok || i < 0 || i > 0xffff) return false;
        picks.push_back(static_cast<std::uint16_t>(i));
    }
    return submit_(Action::choose(std::move(picks)));
}

bool DecisionController::cancel() {
    return cancellable_ && submit_(Action::cancel());
}

} // namespace parley::client
