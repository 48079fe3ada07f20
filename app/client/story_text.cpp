#include "story_text.h"

#include "card_text.h"
#include "event_text.h"
#include "state/reactions.h"

#include <algorithm>

namespace parley::client {

namespace {

template <typename E> const E* first(const EventLog& events) {
    for (const Event& e : events)
        if (const auto* x = std::get_if<E>(&e)) return x;
    return nullptr;
}

bool isHeadline(const Event& e) {
    return std::holds_alternative<ev::ConversationStarted>(e) ||
           std::holds_alternative<ev::CardSpoken>(e) || std::holds_alternative<ev::Listened>(e) ||
           std::holds_alternative<ev::AbilityActivated>(e);
}

QString names(const QStringList& list) {
    return list.join(StoryText::tr(", "));
}

// How a card landed: its success or failure in these events, if it rolled.
int landing(const EventLog& events, CardIndex card, bool anyCard) {
    for (const Event& e : events) {
        if (const auto* s = std::get_if<ev::CardSucceeded>(&e); s && (anyCard || s->card == card))
            return 1;
        if (const auto* f = std::get_if<ev::CardFailed>(&e); f && (anyCard || f->card == card))
            return 0;
    }
    return -1;
}

} // namespace

QString StoryText::sentences(const QStringList& parts, const QString& locale) {
    QStringList kept;
    for (const QString& p : parts)
        if (!p.isEmpty()) kept << p;
    const bool cjk =
        locale.startsWith(QLatin1String("zh")) || locale.startsWith(QLatin1String("ja"));
    return kept.join(cjk ? QString() : QStringLiteral(" "));
}

std::vector<StoryRow> StoryText::rows(const Content& c, std::uint16_t npc, const EventLog& events,
                                      const QString& locale) {
    const auto card = [&](CardIndex i) { return cardName(c.cards[i], locale); };
    const QString npcName = npc < c.npcs.size() ? localized(c.npcs[npc].name, locale) : QString();
    const auto endAt = std::find_if(events.begin(), events.end(), [](const Event& e) {
        return std::holds_alternative<ev::ConversationEnded>(e);
    });
    const EventLog action(events.begin(), endAt);
    const auto said = reactionsTo(c, npc, events);
    const auto speech = [&](const Reaction& r) {
        return tr("%1: \u201C%2\u201D").arg(npcName, localized(*r.line, locale));
    };

    StoryRow row;
    QStringList text;
    QStringList drawn;
    for (const Event& e : action)
        if (const auto* d = std::get_if<ev::CardDrawn>(&e)) drawn << card(d->card);
    int landed = -1;
    QString landedCard;
    if (const auto* start = first<ev::ConversationStarted>(action)) {
        row.kind = QStringLiteral("Start");
        text << tr("The conversation with %1 begins.")
                    .arg(localized(c.npcs[start->npc].name, locale));
        if (!drawn.isEmpty()) text << tr("You draw %1.").arg(names(drawn));
    } else if (const auto* spoken = first<ev::CardSpoken>(action)) {
        row.kind = QStringLiteral("Speak");
        const QString dialogue = localized(c.cards[spoken->card].dialogue, locale);
        text << (dialogue.isEmpty() ? tr("You play %1.").arg(card(spoken->card))
                                    : tr("You: \u201C%1\u201D").arg(dialogue));
        landed = landing(action, spoken->card, false);
        landedCard = card(spoken->card);
    } else if (first<ev::Listened>(action)) {
        row.kind = QStringLiteral("Listen");
        text << tr("You listen.");
        if (!drawn.isEmpty()) text << tr("You draw %1.").arg(names(drawn));
    } else if (const auto* used = first<ev::AbilityActivated>(action)) {
        row.kind = QStringLiteral("Activate");
        const QString ability =
            localized(c.cards[used->card].abilities[used->ability].name, locale);
        text << (ability.isEmpty() ? tr("You use %1.").arg(card(used->card))
                                   : tr("You use %1: %2.").arg(card(used->card), ability));
    } else {
        // An answer to a question: what it settled.
        row.kind = QStringLiteral("Answer");
        landed = landing(action, 0, true);
        if (landed >= 0) {
            const auto* s = first<ev::CardSucceeded>(action);
            const auto* f = first<ev::CardFailed>(action);
            landedCard = card(s ? s->card : f->card);
        } else if (const auto* t = first<ev::TriggerFired>(action)) {
            text << tr("%1 takes effect.").arg(card(t->card));
        } else if (const auto* d = first<ev::TriggerDeclined>(action)) {
            text << tr("You let %1 pass.").arg(card(d->card));
        } else if (const auto* x = first<ev::CardDiscarded>(action)) {
            text << tr("You discard %1.").arg(card(x->card));
        } else if (!drawn.isEmpty()) {
            text << tr("You draw %1.").arg(names(drawn));
        }
    }
    if (landed >= 0) {
        text << (landed == 1 ? tr("%1 lands.").arg(landedCard)
                             : tr("%1 falls flat.").arg(landedCard));
        row.tone = landed == 1 ? QStringLiteral("success") : QStringLiteral("failure");
    }
    // A goal lost unplayed is part of the story, not only a rule step: told with the ending when
    // it ends the conversation.
    QStringList lost;
    for (const Event& e : events)
        if (const auto* x = std::get_if<ev::CardExhausted>(&e); x && c.cards[x->card].isGoal())
            lost << tr("%1 slips away.").arg(card(x->card));
    if (endAt == events.end()) text << lost;
    for (const Event& e : action) {
        if (isHeadline(e)) continue;
        const QString step = EventText::step(c, npc, e, locale);
        if (!step.isEmpty()) row.steps << step;
    }
    // How the partner feels now: the action's first state against its last.
    int from = -1, to = -1;
    for (const Event& e : action)
        if (const auto* s = std::get_if<ev::StateChanged>(&e)) {
            if (from < 0) from = s->from;
            to = s->to;
        }
    if (to >= 0 && to != from) {
        const QString state = EventText::stateName(c, std::size_t(to), locale);
        row.mood = to > from ? tr("%1 warms to you: now %2.").arg(npcName, state)
                             : tr("%1 draws back: now %2.").arg(npcName, state);
    }
    QStringList replies;
    for (const Reaction& r : said)
        if (r.moment != ReactionMoment::End) replies << speech(r);
    row.reply = sentences(replies, locale);
    if (text.isEmpty() && !row.steps.isEmpty()) text << tr("You decide.");
    row.text = sentences(text, locale);

    std::vector<StoryRow> out;
    if (!row.text.isEmpty()) out.push_back(std::move(row));
    if (endAt == events.end()) return out;

    // The ending: its outcome in words, why, and the partner's last word.
    const auto& ended = std::get<ev::ConversationEnded>(*endAt);
    const std::string& outcome = c.outcomes.at(ended.outcome);
    StoryRow end;
    end.kind = QStringLiteral("End");
    end.tone = outcome == "success" ? QStringLiteral("success") : QStringLiteral("failure");
    QStringList words = lost;
    if (outcome == "success")
        words << tr("The conversation succeeds.");
    else if (outcome == "failure")
        words << tr("The conversation fails.");
    else if (outcome == "abandoned")
        words << tr("The conversation is abandoned.");
    else
        words << tr("The conversation ends: %1.").arg(outcomeName(outcome));
    switch (ended.reason) {
    case EndReason::PatienceExhausted:
        words << tr("%1 has run out of patience.").arg(npcName);
        break;
    case EndReason::Desperate:
        words << tr("%1 can take no more.").arg(npcName);
        break;
    case EndReason::FinalAtmosphere:
        words << tr("Under this atmosphere, a failure ends it.");
        break;
    case EndReason::None:
    case EndReason::Effect:
        break;
    }
    end.text = sentences(words, locale);
    for (const Reaction& r : said)
        if (r.moment == ReactionMoment::End) end.reply = speech(r);
    for (auto it = endAt + 1; it != events.end(); ++it) {
        const QString step = EventText::step(c, npc, *it, locale);
        if (!step.isEmpty()) end.steps << step;
    }
    out.push_back(std::move(end));
    return out;
}

} // namespace parley::client
