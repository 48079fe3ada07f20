#include "end_recap.h"

#include "card_text.h"

#include <algorithm>
#include <cmath>

namespace parley::client {

namespace {

// One action as the recap needs it: the state after it and what happened in it.
struct Step {
    int action = 0;
    int comfort = 0;
    int state = 0;
    int level = 0;
    int swing = 0; // comfort the action's changes moved, resets left out
    // The card spoken (a CardIndex), or -1; when the action only finished one spoken before (a
    // choice that rolled again), the card its roll was for.
    int played = -1;
    RollOutcome roll = RollOutcome::None;
    int firstSuccess = -1;  // the card of the action's first success, or -1
    int goalExhausted = -1; // a goal card that exhausted in it, or -1
    std::vector<ev::StateChanged> states;
    ActionKind kind = ActionKind::Listen;
    int activated = -1; // Activate: the card whose ability was used
    int skill = -1;     // UseSkill: the skill used (index into Content::skills)
};

// Comfort on the state ladder: with comfort from -span to +span, a full charge that moves the
// state up lands on the same level (Neutral +3 = Open 0).
int spanOf(const Ruleset& r) {
    return std::max(1, (r.comfortMax - r.comfortMin) / 2);
}
int levelOf(const State& s) {
    return int(s.emotion) * spanOf(s.rules()) + s.comfort;
}

Step stepOf(const State& after, const EventLog& events, int action, const ActionRecord* record) {
    Step st;
    st.action = action;
    st.comfort = after.comfort;
    st.state = after.emotion;
    st.level = levelOf(after);
    if (record) st.kind = record->kind;
    Uid spokenUid = 0;
    const auto rolled = [&](Uid uid, CardIndex card, RollOutcome outcome) {
        if (st.roll != RollOutcome::None) return;
        if (st.played < 0)
            st.played = card;
        else if (uid != spokenUid)
            return;
        st.roll = outcome;
    };
    for (const Event& e : events) {
        if (const auto* c = std::get_if<ev::ComfortChanged>(&e)) {
            if (c->requested != 0) st.swing += c->applied;
        } else if (const auto* sp = std::get_if<ev::CardSpoken>(&e)) {
            if (st.played < 0) {
                st.played = sp->card;
                spokenUid = sp->uid;
            }
        } else if (const auto* ok = std::get_if<ev::CardSucceeded>(&e)) {
            if (st.firstSuccess < 0) st.firstSuccess = ok->card;
            rolled(ok->uid, ok->card, RollOutcome::Success);
        } else if (const auto* no = std::get_if<ev::CardFailed>(&e)) {
            rolled(no->uid, no->card, RollOutcome::Failure);
        } else if (const auto* x = std::get_if<ev::CardExhausted>(&e)) {
            if (st.goalExhausted < 0 && after.def(x->card).isGoal()) st.goalExhausted = x->card;
        } else if (const auto* sc = std::get_if<ev::StateChanged>(&e)) {
            st.states.push_back(*sc);
        } else if (const auto* a = std::get_if<ev::AbilityActivated>(&e)) {
            if (st.activated < 0) st.activated = a->card;
        } else if (const auto* k = std::get_if<ev::SkillUsed>(&e)) {
            if (st.skill < 0 && k->side == 0) st.skill = k->skill;
        }
    }
    return st;
}

QVariantMap point(const State& s, const Step& st, const QString& locale) {
    return {{"action", st.action},
            {"comfort", st.comfort},
            {"state", localized(s.rules().states[std::size_t(st.state)].name, locale)},
            {"level", st.level}};
}

void frame(Recap& r, const State& s, const std::vector<Step>& steps, const QString& locale) {
    const int span = spanOf(s.rules());
    int lo = steps.front().level, hi = lo;
    for (const Step& st : steps) {
        lo = std::min(lo, st.level);
        hi = std::max(hi, st.level);
    }
    // To the rungs around what was visited, so the line always sits between two named states.
    const auto floorDiv = [](int a, int b) { return int(std::floor(double(a) / b)); };
    const auto ceilDiv = [](int a, int b) { return int(std::ceil(double(a) / b)); };
    const auto& states = s.rules().states;
    // Not past the ladder's ends: below the bottom rung only as far as comfort went, above the top
    // one (where comfort can still rise) a little headroom.
    const int top = int(states.size() - 1) * span;
    r.low = std::max(span * floorDiv(lo - 1, span), std::min(lo - 1, 0));
    r.high = std::min(span * ceilDiv(hi + 1, span), std::max(hi + 1, top));
    for (std::size_t i = 0; i < states.size(); ++i) {
        const int level = int(i) * span;
        if (level >= r.low && level <= r.high)
            r.states << QVariantMap{{"name", localized(states[i].name, locale)}, {"level", level}};
    }
}

} // namespace

Recap EndRecap::single(const State& s, const QString& locale) {
    Recap r;
    const Step st = stepOf(s, {}, 0, nullptr);
    r.points << point(s, st, locale);
    frame(r, s, {st}, locale);
    return r;
}

Recap EndRecap::build(const History& h, const QString& locale) {
    State s = h.initial();
    std::vector<Step> steps{stepOf(s, {}, 0, nullptr)};
    for (std::size_t i = 0; i < h.position() && i < h.records().size(); ++i) {
        EventLog events;
        if (!s.apply(h.records()[i].action, &events).ok())
            break; // cannot happen: it was applied before
        steps.push_back(stepOf(s, events, int(i) + 1, &h.records()[i]));
    }
    Recap r;
    for (const Step& st : steps)
        r.points << point(s, st, locale);
    frame(r, s, steps, locale);

    const Content& c = s.content();
    const QString partner = localized(c.npcs[s.npc].name, locale);
    auto card = [&](int index) { return cardName(c.cards[std::size_t(index)], locale); };
    struct Moment {
        int action;
        int order; // within an action: the order the sentences read in
        QString text, tone;
    };
    std::vector<Moment> moments;

    // The first success.
    for (const Step& st : steps)
        if (st.firstSuccess >= 0) {
            moments.push_back({st.action, 0,
                               tr("First success: \u201C%1\u201D.").arg(card(st.firstSuccess)),
                               "up"});
            break;
        }
    // The biggest swing, when it is worth telling (two or more).
    const Step* swing = nullptr;
    for (const Step& st : steps)
        if (std::abs(st.swing) >= 2 && (!swing || std::abs(st.swing) > std::abs(swing->swing)))
            swing = &st;
    if (swing) {
        const QString by = QString::number(std::abs(swing->swing));
        const bool up = swing->swing > 0;
        QString text;
        if (swing->played >= 0)
            text = up ? tr("Biggest swing: comfort rose by %1 after \u201C%2\u201D.")
                            .arg(by, card(swing->played))
                      : tr("Biggest swing: comfort fell by %1 after \u201C%2\u201D.")
                            .arg(by, card(swing->played));
        else if (swing->kind == ActionKind::Listen)
            text = up ? tr("Biggest swing: comfort rose by %1 as you listened.").arg(by)
                      : tr("Biggest swing: comfort fell by %1 as you listened.").arg(by);
        else
            text = up ? tr("Biggest swing: comfort rose by %1.").arg(by)
                      : tr("Biggest swing: comfort fell by %1.").arg(by);
        moments.push_back({swing->action, 1, text, up ? "up" : "down"});
    }
    // The state changes: all of them when there are few, else the first two and the last two.
    std::vector<std::pair<int, ev::StateChanged>> changes;
    for (const Step& st : steps)
        for (const ev::StateChanged& sc : st.states)
            changes.emplace_back(st.action, sc);
    if (changes.size() > 4) changes.erase(changes.begin() + 2, changes.end() - 2);
    for (const auto& [action, sc] : changes) {
        const QString now = localized(c.ruleset.states[sc.to].name, locale);
        moments.push_back({action, 2,
                           sc.to > sc.from ? tr("%1 warmed to you: now %2.").arg(partner, now)
                                           : tr("%1 grew colder: now %2.").arg(partner, now),
                           sc.to > sc.from ? "up" : "down"});
    }
    // The goal: played, or lost unplayed.
    int goalAction = -1;
    for (const Step& st : steps) {
        if (st.played >= 0 && c.cards[std::size_t(st.played)].isGoal()) {
            goalAction = st.action;
            moments.push_back({st.action, 3,
                               st.roll == RollOutcome::Failure
                                   ? tr("You played your goal, \u201C%1\u201D, and it failed.")
                                         .arg(card(st.played))
                                   : tr("You played your goal, \u201C%1\u201D, and it succeeded.")
                                         .arg(card(st.played)),
                               "goal"});
        } else if (st.goalExhausted >= 0) {
            goalAction = st.action;
            moments.push_back({st.action, 3,
                               tr("Your goal, \u201C%1\u201D, slipped away unplayed.")
                                   .arg(card(st.goalExhausted)),
                               "goal"});
        }
    }
    // The last action, unless the goal already told it.
    if (steps.size() > 1 && steps.back().action != goalAction) {
        const Step& st = steps.back();
        QString text;
        if (st.played >= 0)
            text =
                st.roll == RollOutcome::Success
                    ? tr("Last, you spoke \u201C%1\u201D, and it succeeded.").arg(card(st.played))
                : st.roll == RollOutcome::Failure
                    ? tr("Last, you spoke \u201C%1\u201D, and it failed.").arg(card(st.played))
                    : tr("Last, you spoke \u201C%1\u201D.").arg(card(st.played));
        else if (st.kind == ActionKind::Listen)
            text = tr("Last, you listened.");
        else if (st.activated >= 0)
            text = tr("Last, you used \u201C%1\u201D.").arg(card(st.activated));
        else if (st.skill >= 0)
            text = tr("Last, you used %1.")
                       .arg(localized(c.skills[std::size_t(st.skill)].name, locale));
        else
            text = tr("Last, you made a choice.");
        moments.push_back({st.action, 4, text, "plain"});
    }
    std::stable_sort(moments.begin(), moments.end(), [](const Moment& a, const Moment& b) {
        return std::pair(a.action, a.order) < std::pair(b.action, b.order);
    });
    for (const Moment& m : moments)
        r.moments << QVariantMap{{"action", m.action},
                                 {"text", m.text},
                                 {"tone", m.tone},
                                 {"level", steps[std::size_t(m.action)].level}};
    return r;
}

} // namespace parley::client
