#include "explanation_model.h"

#include "breakdown_text.h"
#include "card_text.h"
#include "queries/queries.h"

namespace parley::client {

namespace {

struct Explained {
    QString key, subject;
    int value;
    Breakdown why;
};

} // namespace

int ExplanationModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QHash<int, QByteArray> ExplanationModel::roleNames() const {
    return {{KeyRole, "key"},
            {SubjectRole, "subject"},
            {ValueRole, "value"},
            {TextRole, "explanation"},
            {PartsRole, "parts"}};
}

QVariant ExplanationModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& r = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return r.text;
    case KeyRole:
        return r.key;
    case SubjectRole:
        return r.subject;
    case ValueRole:
        return r.value;
    case PartsRole:
        return r.parts;
    default:
        return {};
    }
}

void ExplanationModel::sync(const State& s, const QString& locale) {
    std::vector<Explained> all(6);
    all[0] = {"capacity", {}, 0, {}};
    all[0].value = weightCapacity(s, &all[0].why);
    all[1] = {"listenDraw", {}, 0, {}};
    all[1].value = listenDraw(s, &all[1].why);
    all[2] = {"speakPatience", {}, 0, {}};
    all[2].value = patienceCost(s, ActionKind::Speak, &all[2].why);
    all[3] = {"listenPatience", {}, 0, {}};
    all[3].value = patienceCost(s, ActionKind::Listen, &all[3].why);
    all[4] = {"handLimit", {}, 0, {}};
    all[4].value = handLimit(s, &all[4].why);
    all[5] = {"reach", {}, 0, {}};
    all[5].value = reach(s, &all[5].why);
    for (const CardInst& ci : s.hand()) {
        const QString name = cardName(s.def(ci.card), locale);
        Explained chance{QStringLiteral("chance:%1").arg(ci.uid), name, 0, {}};
        chance.value = successChance(s, ci.card, &chance.why);
        Explained weight{QStringLiteral("weight:%1").arg(ci.uid), name, 0, {}};
        weight.value = speakWeight(s, ci.card, &weight.why);
        all.push_back(std::move(chance));
        all.push_back(std::move(weight));
    }

    const int before = int(rows_.size());
    beginResetModel();
    rows_.clear();
    for (const Explained& e : all)
        rows_.push_back(
            {e.key, e.subject, BreakdownText::text(s, e.why, locale), e.value, BreakdownText::parts(s, e.why, locale)});
    endResetModel();
    if (before != rows_.size()) emit countChanged();
}

void ExplanationModel::clear() {
    if (rows_.isEmpty()) return;
    beginResetModel();
    rows_.clear();
    endResetModel();
    emit countChanged();
}

} // namespace parley::client
