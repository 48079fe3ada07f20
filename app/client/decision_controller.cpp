#include "decision_controller.h"

#include "card_rules_text.h"
#include "card_text.h"
#include "effect_text.h"
#include "queries/queries.h"
#include "skill_rules.h"
#include "skills_model.h"

namespace parley::client {

namespace {
// The held skill of `owner` with content index `skill`, or null.
const SkillInst* heldSkillOf(const State& s, std::uint16_t skill, Side owner) {
    for (const SkillInst& k : s.skills)
        if (k.skill == skill && k.owner == owner) return &k;
    return nullptr;
}
const SkillInst* playerSkillById(const State& s, const std::string& id) {
    for (const SkillInst& k : s.skills)
        if (k.owner == Side::Player && s.content().skills[k.skill].id == id) return &k;
    return nullptr;
}
// The name of what the pending decision's effect belongs to: a skill's, or a card's.
QString effectSourceName(const State& s, const QString& locale) {
    const PendingDecisionData& dd = s.decision;
    return dd.list.isSkill() && dd.card < s.content().skills.size()
               ? localized(s.content().skills[dd.card].name, locale)
               : cardName(s.def(dd.card), locale);
}
} // namespace

QString DecisionController::localPrompt(const State& s, const QString& locale, const QString& engine) {
    const PendingDecisionData& dd = s.decision;
    const Content& c = s.content();
    switch (dd.purpose) {
    case DecisionPurpose::DiscardToHandLimit:
        return tr("Your hand holds more than %1 cards: discard %2.").arg(handLimit(s)).arg(dd.min);
    case DecisionPurpose::OptionalTrigger: {
        const CardDef& card = s.def(dd.card);
        if (dd.list.index() >= int(card.triggers.size())) return engine;
        const LocalizedText& own = card.triggers[dd.list.index()].optionMessage;
        if (!own.text.empty()) return localized(own, locale); // the content's own question
        return tr("Use %1's ability?").arg(cardName(card, locale));
    }
    case DecisionPurpose::OptionalSkill: {
        if (dd.card >= c.skills.size()) return engine;
        if (!c.skills[dd.card].optionMessage.text.empty()) return localized(c.skills[dd.card].optionMessage, locale);
        return tr("Use %1?").arg(localized(c.skills[dd.card].name, locale));
    }
    case DecisionPurpose::EffectChoice: {
        const EffectDef& e = c.effectList(dd.card, dd.list)[dd.index];
        const QString source = dd.list.isSkill() ? localized(c.skills[dd.card].name, locale) : cardName(s.def(dd.card), locale);
        const bool exact = dd.min == dd.max;
        const int n = exact ? dd.min : dd.max;
        QString text;
        switch (e.type) {
        case EffectType::Sacrifice:
            text = exact ? tr("%1: sacrifice %2 card(s).") : tr("%1: sacrifice up to %2 card(s).");
            break;
        case EffectType::Discard:
            text = exact ? tr("%1: discard %2 card(s).") : tr("%1: discard up to %2 card(s).");
            break;
        case EffectType::Reveal:
            text = exact ? tr("%1: reveal %2 card(s).") : tr("%1: reveal up to %2 card(s).");
            break;
        case EffectType::Tutor:
            text = exact ? tr("%1: take %2 card(s).") : tr("%1: take up to %2 card(s).");
            break;
        default:
            text = exact ? tr("%1: choose %2 card(s).") : tr("%1: choose up to %2 card(s).");
            break;
        }
        return text.arg(source).arg(n);
    }
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards: {
        // The card (or permanent) being paid for, in the player's language.
        Zone z;
        std::uint32_t pos;
        const QString what = s.locate(s.payment.uid, z, pos) ? cardName(s.def(s.zone(z)[pos].card), locale) : tr("this");
        if (dd.purpose == DecisionPurpose::PaymentOption) return tr("How do you pay for %1?").arg(what);
        if (dd.purpose == DecisionPurpose::PaymentX) return tr("Choose X for %1.").arg(what);
        return tr("To pay for %1: choose %2 card(s).").arg(what).arg(dd.min);
    }
    case DecisionPurpose::ViewAsCards: {
        // A multi-card view-as: the other cards to play with the first, as one card.
        Zone z;
        std::uint32_t pos;
        const QString first = s.locate(dd.uid, z, pos) ? cardName(s.def(s.zone(z)[pos].card), locale) : tr("this");
        const QString as = dd.index < s.skills.size()
                               ? cardName(s.def(static_cast<CardIndex>(c.skills[s.skills[dd.index].skill].asCard)), locale)
                               : tr("another card");
        return tr("Choose %1 more card(s) to play with %2 as one %3.").arg(dd.min).arg(first, as);
    }
    default: return engine; // the cancel window and SPEAK's follow-up are told below
    }
}

void DecisionController::sync(const State& s, const QString& locale) {
    const std::optional<Decision> d = s.ended() ? std::nullopt : s.pendingDecision();
    const bool wasActive = active_;
    const QString before = prompt_;
    active_ = d.has_value();
    options_.clear();
    haystacks_.clear();
    cards_ = false;
    if (d) {
        cards_ = !d->options.empty();
        const std::string_view k = name(d->kind);
        kind_ = QString::fromUtf8(k.data(), qsizetype(k.size()));
        prompt_ = QString::fromStdString(d->prompt);
        detail_.clear();
        const PendingDecisionData& dd = s.decision;
        const bool yesNo = dd.purpose == DecisionPurpose::OptionalTrigger ||
                           dd.purpose == DecisionPurpose::OptionalSkill;
        prompt_ = localPrompt(s, locale, prompt_);
        for (const DecisionOption& o : d->options) {
            QString label = QString::fromStdString(o.label), hint;
            QVariantMap card;
            // The engine's fixed answers, in the player's language.
            Zone z;
            std::uint32_t pos;
            if (o.uid != 0 && s.locate(o.uid, z, pos)) {
                // A card: its name from content, in the player's language, and what it does.
                card = CardRulesText::summary(s.content(), s.def(s.zone(z)[pos].card), locale);
                label = card.value(QStringLiteral("name")).toString();
                // In the cancel window, a hand card a view-as skill plays in answer (atResponse).
                if (const SkillDef* k = responseSkillFor(s, o.uid)) {
                    const QString as = cardName(s.def(static_cast<CardIndex>(k->asCard)), locale);
                    label = dd.purpose == DecisionPurpose::CancelWindow
                                ? tr("Cancel it: play %1 as %2 (%3)").arg(label, as, localized(k->name, locale))
                                : tr("Answer it: play %1 as %2 (%3)").arg(label, as, localized(k->name, locale));
                }
            } else if (yesNo && o.id == "yes") label = tr("Yes");
            else if (yesNo && o.id == "no") label = tr("No");
            else if (dd.purpose == DecisionPurpose::PaymentOption && o.label == "nothing") label = tr("nothing");
            else if (dd.purpose == DecisionPurpose::CancelWindow && o.id == "resolve")
                label = tr("Let it resolve");
            else if (dd.purpose == DecisionPurpose::CancelAnswer && o.id == "stand")
                label = tr("Let the cancellation stand");
            else if (dd.purpose == DecisionPurpose::CancelWindow || dd.purpose == DecisionPurpose::CancelAnswer) {
                if (const SkillInst* k = playerSkillById(s, o.id)) {
                    // Which skill answers, and what it says it does.
                    const SkillDef& def = s.content().skills[k->skill];
                    const QString skill = localized(def.name, locale);
                    label = !def.optionMessage.text.empty()
                                ? QStringLiteral("%1: %2").arg(skill, localized(def.optionMessage, locale))
                                : dd.purpose == DecisionPurpose::CancelWindow ? tr("Cancel it with %1").arg(skill)
                                                                              : tr("Answer it with %1").arg(skill);
                    hint = QStringLiteral("%1: %2").arg(skill, SkillsModel::describe(s, *k, locale));
                }
            }
            QVariantMap option{{"id", QString::fromStdString(o.id)}, {"label", label}, {"hint", hint}};
            QString haystack = label;
            if (!card.isEmpty()) {
                option[QStringLiteral("card")] = card;
                for (const char* key : {"success", "failure", "exhaust", "rulesText", "difficulty"})
                    haystack += QLatin1Char('\n') + card.value(QLatin1String(key)).toString();
            }
            if (card.isEmpty()) cards_ = false;
            options_.push_back(option);
            haystacks_ << haystack.toLower();
        }
        // Seed 003's questions, told in the player's language with what is at stake.
        if (dd.purpose == DecisionPurpose::OptionalSkill && dd.card < s.content().skills.size()) {
            const SkillDef& k = s.content().skills[dd.card];
            const Side side = dd.index == 0 ? Side::Player : Side::Npc;
            const SkillInst* held = heldSkillOf(s, dd.card, side);
            detail_ = tr("%1 (your trait): %2")
                          .arg(localized(k.name, locale),
                               held ? SkillsModel::describe(s, *held, locale)
                                    : localized(k.description, locale));
        } else if (dd.purpose == DecisionPurpose::CancelWindow) {
            const QString source = effectSourceName(s, locale);
            const EffectDef* e = cancelWindowEffect(s);
            prompt_ = e ? tr("%1 is about to resolve: %2. Respond?")
                              .arg(source, EffectText::effect(s.content(), *e, locale))
                        : tr("%1 is about to resolve. Respond?").arg(source);
            detail_ = tr("Let it resolve, or cancel it with one of your skills (it costs what the skill says).");
        } else if (dd.purpose == DecisionPurpose::CancelAnswer) {
            const QString source = effectSourceName(s, locale);
            const EffectDef* e = cancelWindowEffect(s);
            prompt_ = e ? tr("%1 was about to resolve (%2), and it was cancelled. Answer?")
                              .arg(source, EffectText::effect(s.content(), *e, locale))
                        : tr("%1 was about to resolve, and it was cancelled. Answer?").arg(source);
            detail_ = tr("Let the cancellation stand, or answer it with one of your skills: then it resolves after all, unless the answer is answered in turn.");
        } else if (dd.purpose == DecisionPurpose::FollowUpSpeak) {
            prompt_ = tr("This SPEAK may play another card (%1 in all): choose one, or None.")
                          .arg(cardsPerSpeak(s));
            detail_ = tr("Another card costs its weight but no patience.");
        }
        min_ = d->min;
        max_ = d->max;
        cancellable_ = d->cancellable;
        groupCopies();
    } else {
        kind_.clear();
        prompt_.clear();
        detail_.clear();
        min_ = max_ = 0;
        cancellable_ = false;
    }
    // A new question starts with an empty search.
    if (!active_ || !wasActive || prompt_ != before) search_.clear();
    filter();
    emit changed();
    emit searchChanged();
    if (active_ && (!wasActive || prompt_ != before)) emit requested();
}

void DecisionController::setSearch(const QString& text) {
    if (text == search_) return;
    search_ = text;
    filter();
    emit searchChanged();
}

// Identical cards are one choice when only one card is picked: the first stands for all and
// says how many there are.
void DecisionController::groupCopies() {
    heads_.assign(std::size_t(options_.size()), true);
    if (!cards_ || max_ != 1) return;
    QHash<QString, int> first;
    for (int i = 0; i < options_.size(); ++i) {
        const QString cardId = options_[i].toMap()[QStringLiteral("card")].toMap()[QStringLiteral("cardId")].toString();
        const auto it = first.constFind(cardId);
        if (it == first.cend()) {
            first.insert(cardId, i);
            continue;
        }
        heads_[std::size_t(i)] = false;
        QVariantMap head = options_[*it].toMap();
        head[QStringLiteral("copies")] = head.value(QStringLiteral("copies"), 1).toInt() + 1;
        options_[*it] = head;
    }
}

void DecisionController::filter() {
    shown_.clear();
    const QString needle = search_.trimmed().toLower();
    for (int i = 0; i < options_.size(); ++i) {
        if (std::size_t(i) < heads_.size() && !heads_[std::size_t(i)]) continue;
        if (!needle.isEmpty() && !haystacks_.value(i).contains(needle)) continue;
        shown_ << i;
    }
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
