#include "session/rebuild.h"

namespace parley {

std::string_view name(ReplayReport::Stop s) {
    switch (s) {
    case ReplayReport::Stop::None: return "none";
    case ReplayReport::Stop::Start: return "start";
    case ReplayReport::Stop::NotLegal: return "notLegal";
    case ReplayReport::Stop::MeaningChanged: return "meaningChanged";
    case ReplayReport::Stop::OutcomeDiffers: return "outcomeDiffers";
    }
    return "none";
}

std::string ReplayReport::text() const {
    std::string t = "replayed " + std::to_string(replayed) + " of " + std::to_string(total) + " actions";
    switch (stop) {
    case Stop::None: return t;
    case Stop::Start: return t + "; the conversation cannot start: " + reason;
    case Stop::NotLegal: t += "; action " + std::to_string(action) + " (" + label + ") is no longer legal"; break;
    case Stop::MeaningChanged:
        t += "; action " + std::to_string(action) + " (" + label + ") no longer means the same";
        break;
    case Stop::OutcomeDiffers:
        t += "; action " + std::to_string(action) + " (" + label + ") has a different outcome";
        break;
    }
    return t + ": " + reason;
}

namespace {

// A card's name on `c` when it has a card of that id, else the id quoted.
std::string cardName(const Content& c, const std::string& id) {
    const CardDef* d = c.findCard(id);
    return d ? d->name.text : "'" + id + "'";
}

// The uid of the `instance`-th card of id `card` in zone `z`, or 0.
Uid findInstance(const State& s, Zone z, const std::string& card, std::uint16_t instance) {
    const CardDef* d = s.content().findCard(card);
    if (!d) return 0;
    std::uint16_t seen = 0;
    for (const CardInst& ci : s.zone(z))
        if (ci.card == d->index && seen++ == instance) return ci.uid;
    return 0;
}

bool findCard(const State& s, Zone z, const ActionRecord& rec, Uid& uid, std::string& reason) {
    if (!s.content().findCard(rec.card)) {
        reason = "the content has no card '" + rec.card + "'";
        return false;
    }
    uid = findInstance(s, z, rec.card, rec.instance);
    if (uid) return true;
    const std::string where = z == Zone::Hand ? "in your hand" : "on the table";
    const std::string nameText = cardName(s.content(), rec.card);
    reason = rec.instance == 0 ? nameText + " is not " + where
                               : "there are not " + std::to_string(rec.instance + 1) + " of " + nameText + " " + where;
    return false;
}

std::string outcomeWords(RollOutcome o) {
    switch (o) {
    case RollOutcome::Success: return "succeeded";
    case RollOutcome::Failure: return "failed";
    case RollOutcome::None: break;
    }
    return "made no roll";
}

} // namespace

bool resolveRecord(const State& s, const ActionRecord& rec, Action& out, ReplayReport::Stop& stop, std::string& reason) {
    using Stop = ReplayReport::Stop;
    stop = Stop::NotLegal;
    out = rec.action;
    switch (rec.kind) {
    case ActionKind::Listen:
    case ActionKind::Cancel: return true;
    case ActionKind::Speak: return findCard(s, Zone::Hand, rec, out.uid, reason);
    case ActionKind::Activate: return findCard(s, Zone::Table, rec, out.uid, reason);
    case ActionKind::UseSkill: {
        const SkillDef* k = s.content().findSkill(rec.skill);
        bool held = false;
        for (std::uint32_t i = 0; k && i < s.skills.size() && !held; ++i)
            if (s.skills[i].skill == k->index && s.skills[i].owner == Side::Player) {
                out.ability = static_cast<std::uint8_t>(i);
                held = true;
            }
        if (!held) {
            reason = k ? "you no longer hold " + k->name.text : "the content has no skill '" + rec.skill + "'";
            return false;
        }
        if (rec.card.empty()) {
            out.uid = 0;
            return true;
        }
        return findCard(s, Zone::Hand, rec, out.uid, reason);
    }
    case ActionKind::Choose: {
        const auto d = s.pendingDecision();
        if (!d) {
            reason = "there is no decision to answer";
            return false;
        }
        out.choices.clear();
        for (std::size_t p = 0; p < rec.options.size(); ++p) {
            const std::uint16_t want = p < rec.optionInstances.size() ? rec.optionInstances[p] : 0;
            std::uint16_t seen = 0;
            int found = -1;
            for (std::size_t i = 0; i < d->options.size() && found < 0; ++i)
                if (d->options[i].id == rec.options[p] && seen++ == want) found = static_cast<int>(i);
            if (found < 0) {
                stop = Stop::MeaningChanged;
                reason = "\"" + d->prompt + "\" has no option " + cardName(s.content(), rec.options[p]) +
                         (want ? " (" + std::to_string(want + 1) + ")" : std::string());
                return false;
            }
            out.choices.push_back(static_cast<std::uint16_t>(found));
        }
        return true;
    }
    }
    return false;
}

Rebuilt replayRecords(ConversationStart start, const std::vector<ActionRecord>& records, const ReplayObserver& observer) {
    Rebuilt r;
    r.report.total = records.size();
    EventLog events;
    std::string error;
    r.history = History::begin(std::move(start), &events, &error);
    if (!r.history) {
        r.report.stop = ReplayReport::Stop::Start;
        r.report.reason = error;
        return r;
    }
    if (observer) observer(0, r.history->current(), events);
    History& h = *r.history;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const ActionRecord& rec = records[i];
        auto stopHere = [&](ReplayReport::Stop kind, std::string why) {
            r.report.stop = kind;
            r.report.action = i + 1;
            r.report.label = rec.label;
            r.report.reason = std::move(why);
        };
        Action a;
        ReplayReport::Stop kind;
        std::string why;
        if (!resolveRecord(h.current(), rec, a, kind, why)) {
            stopHere(kind, std::move(why));
            break;
        }
        events.clear();
        const ApplyResult res = h.apply(a, &events);
        if (!res.ok()) {
            stopHere(ReplayReport::Stop::NotLegal, res.message);
            break;
        }
        const RollOutcome now = h.records().back().outcome;
        if (now != rec.outcome) {
            // A judge skill may now ask before the roll is settled: say so rather than "no roll".
            const auto asks = now == RollOutcome::None ? h.current().pendingDecision() : std::nullopt;
            std::string why = "it " + outcomeWords(rec.outcome) + " when it was recorded and " +
                              (asks ? "now asks first: " + asks->prompt : outcomeWords(now) + " now");
            h.undo();
            h.truncate();
            stopHere(ReplayReport::Stop::OutcomeDiffers, std::move(why));
            break;
        }
        ++r.report.replayed;
        if (observer) observer(i + 1, h.current(), events);
    }
    return r;
}

Rebuilt rebuild(const History& h, std::shared_ptr<const Content> newContent) {
    ConversationStart start = h.start();
    start.content = std::move(newContent);
    Rebuilt r = replayRecords(std::move(start), h.records());
    if (r.history) r.history->seek(std::min(h.position(), r.history->size()));
    return r;
}

} // namespace parley
