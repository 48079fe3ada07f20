#include "session/history.h"

#include "rules/setup.h"

#include <cassert>

namespace parley {

std::string_view name(RollOutcome o) {
    switch (o) {
    case RollOutcome::None: return "none";
    case RollOutcome::Success: return "success";
    case RollOutcome::Failure: return "failure";
    }
    return "none";
}

namespace {

// The card with `uid` in zone `z`, and its rank among the cards of the same id before it.
const CardInst* findWithRank(const State& s, Zone z, Uid uid, std::uint16_t& rank) {
    const ZoneCards& cards = s.zone(z);
    for (std::uint32_t i = 0; i < cards.size(); ++i) {
        if (cards[i].uid != uid) continue;
        rank = 0;
        for (std::uint32_t j = 0; j < i; ++j)
            if (cards[j].card == cards[i].card) ++rank;
        return &cards[i];
    }
    return nullptr;
}

bool describeCard(const State& s, Zone z, Uid uid, ActionRecord& out, std::string* why) {
    const CardInst* ci = findWithRank(s, z, uid, out.instance);
    if (!ci) {
        if (why) *why = "card " + std::to_string(uid) + (z == Zone::Hand ? " is not in hand" : " is not on the table");
        return false;
    }
    out.card = s.def(ci->card).id;
    return true;
}

} // namespace

bool describeAction(const State& s, const Action& a, ActionRecord& out, std::string* why) {
    out = ActionRecord{};
    out.action = a;
    out.kind = a.kind;
    switch (a.kind) {
    case ActionKind::Listen: out.label = "LISTEN"; return true;
    case ActionKind::Cancel: out.label = "CANCEL"; return true;
    case ActionKind::Speak:
        if (!describeCard(s, Zone::Hand, a.uid, out, why)) return false;
        out.label = "SPEAK " + s.content().findCard(out.card)->name.text;
        return true;
    case ActionKind::Activate: {
        if (!describeCard(s, Zone::Table, a.uid, out, why)) return false;
        const CardDef& d = *s.content().findCard(out.card);
        out.label = "ACTIVATE " + d.name.text;
        if (a.ability < d.abilities.size() && !d.abilities[a.ability].name.text.empty())
            out.label += ": " + d.abilities[a.ability].name.text;
        return true;
    }
    case ActionKind::UseSkill: {
        if (a.ability >= s.skills.size()) {
            if (why) *why = "no held skill " + std::to_string(a.ability);
            return false;
        }
        const SkillDef& k = s.content().skills[s.skills[a.ability].skill];
        out.skill = k.id;
        if (a.uid == 0) {
            out.label = "USE " + k.name.text;
            return true;
        }
        if (!describeCard(s, Zone::Hand, a.uid, out, why)) return false;
        out.label = "SPEAK " + s.content().findCard(out.card)->name.text + " through " + k.name.text;
        return true;
    }
    case ActionKind::Choose: {
        const auto d = s.pendingDecision();
        if (!d) {
            if (why) *why = "there is no decision to answer";
            return false;
        }
        std::string picked;
        for (std::uint16_t i : a.choices) {
            if (i >= d->options.size()) {
                if (why) *why = "there is no option " + std::to_string(i);
                return false;
            }
            std::uint16_t rank = 0;
            for (std::uint16_t j = 0; j < i; ++j)
                if (d->options[j].id == d->options[i].id) ++rank;
            out.options.push_back(d->options[i].id);
            out.optionInstances.push_back(rank);
            picked += (picked.empty() ? "" : ", ") + d->options[i].label;
        }
        out.label = "Choose: " + (picked.empty() ? std::string("(none)") : picked);
        return true;
    }
    }
    return false;
}

RollOutcome rollOutcome(std::span<const Event> events) {
    for (const Event& e : events) {
        if (std::holds_alternative<ev::CardSucceeded>(e)) return RollOutcome::Success;
        if (std::holds_alternative<ev::CardFailed>(e)) return RollOutcome::Failure;
    }
    return RollOutcome::None;
}

History::History(ConversationStart start, State initial, int interval)
    : start_(std::move(start)), interval_(interval < 1 ? 1 : interval), current_(initial) {
    snapshots_.push_back(std::move(initial));
}

std::optional<History> History::begin(ConversationStart start, EventLog* events, std::string* error,
                                      int snapshotInterval) {
    auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    if (!start.content) return fail("there is no content");
    const NpcDef* npc = start.content->findNpc(start.npc);
    if (!npc) return fail("the content has no NPC '" + start.npc + "'");
    const DeckDef* deck = nullptr;
    if (!start.deck.empty() && !(deck = start.content->findDeck(start.deck)))
        return fail("the content has no deck '" + start.deck + "'");
    State s = newConversation(start.content, start.content->npcIndex.at(npc->id), start.seed, events, deck);
    return History(std::move(start), std::move(s), snapshotInterval);
}

History History::fromState(State initial, int snapshotInterval) {
    ConversationStart start{initial.contentPtr(), initial.content().npcs.at(initial.npc).id, {}, 0};
    History h(std::move(start), std::move(initial), snapshotInterval);
    h.fromSetUp_ = true;
    return h;
}

ApplyResult History::apply(const Action& a, EventLog* events) {
    ActionRecord rec;
    std::string why;
    const bool described = describeAction(current_, a, rec, &why);
    EventLog own;
    EventLog* log = events ? events : &own;
    const std::size_t first = log->size();
    ApplyResult r = current_.apply(a, log);
    if (!r.ok()) return r;
    // Every accepted action names things that exist (the engine checked them first).
    assert(described);
    (void)described;
    rec.outcome = rollOutcome(std::span<const Event>(*log).subspan(first));

    truncate();
    records_.push_back(std::move(rec));
    ++position_;
    if (position_ % interval_ == 0) snapshots_.push_back(current_);
    return r;
}

void History::truncate() {
    records_.resize(position_);
    snapshots_.erase(snapshots_.begin() + static_cast<std::ptrdiff_t>(position_ / interval_ + 1), snapshots_.end());
}

bool History::undo() { return position_ > 0 && seek(position_ - 1); }
bool History::redo() { return seek(position_ + 1); }

bool History::seek(std::size_t n) {
    if (n > records_.size()) return false;
    if (n != position_) replayTo(n);
    return true;
}

void History::replayTo(std::size_t n) {
    const std::size_t base = n / interval_ * interval_;
    // Going forward within reach of the current state is cheaper than copying a snapshot.
    if (n < position_ || position_ < base) {
        current_ = snapshots_[base / interval_];
        position_ = base;
    }
    for (; position_ < n; ++position_) {
        [[maybe_unused]] const ApplyResult r = current_.apply(records_[position_].action);
        assert(r.ok()); // the same actions on the same state: the engine is deterministic
    }
}

namespace {
template <typename T, std::uint32_t N> std::size_t spilled(const SmallVec<T, N>& v) {
    return v.size() > N ? v.size() * sizeof(T) : 0; // a copied SmallVec allocates exactly its size
}
std::size_t recordBytes(const ActionRecord& r) {
    std::size_t n = sizeof r + spilled(r.action.choices);
    auto str = [](const std::string& s) { return s.capacity() > 15 ? s.capacity() + 1 : 0; };
    n += str(r.card) + str(r.skill) + str(r.label);
    n += r.options.capacity() * sizeof(std::string) + r.optionInstances.capacity() * sizeof(std::uint16_t);
    for (const std::string& o : r.options) n += str(o);
    return n;
}
} // namespace

std::size_t stateMemoryBytes(const State& s) {
    std::size_t n = sizeof(State);
    for (int z = 0; z < kZoneCount; ++z) n += spilled(s.zone(static_cast<Zone>(z)));
    n += spilled(s.payment.picks) + spilled(s.abilityUses) + spilled(s.tasks) + spilled(s.firedTriggers) +
         spilled(s.effects.all()) + spilled(s.skills) + spilled(s.marks) + spilled(s.converted);
    return n;
}

std::size_t History::memoryBytes() const {
    // The current state is inside the History; snapshots and records are in their vectors.
    std::size_t n = sizeof(History) + stateMemoryBytes(current_) - sizeof(State);
    n += snapshots_.capacity() * sizeof(State);
    for (const State& s : snapshots_) n += stateMemoryBytes(s) - sizeof(State);
    n += (records_.capacity() - records_.size()) * sizeof(ActionRecord);
    for (const ActionRecord& r : records_) n += recordBytes(r);
    return n;
}

double History::memoryPerAction() const {
    return records_.empty() ? 0.0 : static_cast<double>(memoryBytes()) / static_cast<double>(records_.size());
}

} // namespace parley
