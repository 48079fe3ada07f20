// State <-> JSON. The text names cards, states and atmospheres by id, so a saved game stays
// readable and survives content changes that keep those ids.
#include "state/state.h"

#include "content/json_dom_builder.h"
#include "content/json_fast_reader.h"
#include "content/json_scan.h"
#include "state/held_skills.h"

#include <set>

namespace parley {

namespace {

using json = nlohmann::ordered_json;

constexpr std::array<std::string_view, 12> kPurposeNames = {
    "none",          "discardToHandLimit", "optionalTrigger", "effectChoice",
    "paymentOption", "paymentX",           "paymentCards",    "optionalSkill",
    "cancelWindow",  "followUpSpeak",      "cancelAnswer",    "viewAsCards"};
// Indexed by TaskKind. The last five names are out of step with the kinds they stand for (a
// skill trigger is saved as "openingHand", a judge as "skillTrigger"): that is how states have
// always been saved, and replays keep hashes of them, so the names stay as they are.
constexpr std::array<std::string_view, 18> kTaskNames = {
    "resolveEffects", "afterOutcome", "exhaust", "finishExhaust", "refillWeight", "draw", "endAction", "nextTurn",
    "roll", "afterSpeak", "untap", "handLimit", "trigger", "openingHand", "firstTurn", "skillTrigger", "pipeline", "judge"};
constexpr std::array<std::string_view, 3> kRollNames = {"random", "success", "failure"};
constexpr std::array<std::string_view, 6> kActionNames = {"speak", "listen", "choose", "activate", "cancel", "useSkill"};

bool taskUsesCard(TaskKind k) {
    return k == TaskKind::ResolveEffects || k == TaskKind::AfterOutcome || k == TaskKind::FinishExhaust ||
           k == TaskKind::Trigger || k == TaskKind::SkillTrigger || k == TaskKind::Pipeline || k == TaskKind::Judge;
}
// Whether a task's or decision's "card" is a skill (a skill's effects, or a skill firing).
bool namesSkill(TaskKind k, EffectList l) { return k == TaskKind::SkillTrigger || l.isSkill(); }

// A task as saved: [name, aux, uid, card, list, index, value, x, amount]. Each kind's payload is
// written into these positions (the layout saved states have always had), and read back from them.
struct TaskWire {
    std::uint8_t aux = 0;
    CardIndex card = 0;
    EffectList list;
    std::uint8_t index = 0;
    std::int16_t value = 0, x = 0, amount = 0;
};
constexpr std::uint8_t kWireRepeat = 0x40, kWireSkip = 0x80, kWireRerolled = 0x80;

TaskWire toWire(const Task& t) {
    TaskWire w;
    switch (t.kind) {
    case TaskKind::ResolveEffects:
    case TaskKind::Pipeline: {
        const EffectWork& e = t.effect;
        w.card = e.card;
        w.list = e.list;
        w.index = e.index;
        w.x = e.x;
        w.amount = e.amount;
        w.aux = static_cast<std::uint8_t>(e.npcOwned | (e.repeat ? kWireRepeat : 0));
        if (t.kind == TaskKind::ResolveEffects) {
            w.value = static_cast<std::int16_t>(e.passes);
        } else {
            w.aux = static_cast<std::uint8_t>(w.aux | (e.npcCancelledFirst << 1) | (e.stage << 2) |
                                              (e.skip ? kWireSkip : 0));
            w.value =
                e.stage == kPipelineAnswer ? static_cast<std::int16_t>(e.cancellations) : e.bonus;
        }
        break;
    }
    case TaskKind::AfterOutcome:
        w.aux = t.outcome.success;
        w.card = t.outcome.card;
        w.value = static_cast<std::int16_t>(t.outcome.atmosphere);
        break;
    case TaskKind::FinishExhaust:
        w.card = t.exhausting.card;
        break;
    case TaskKind::Draw:
        w.value = t.draw.count;
        break;
    case TaskKind::EndAction:
    case TaskKind::NextTurn:
        w.aux = static_cast<std::uint8_t>(t.ending.action);
        break;
    case TaskKind::Roll:
        w.aux = static_cast<std::uint8_t>(t.roll.forced);
        w.x = t.roll.x;
        break;
    case TaskKind::Trigger:
        w.card = t.trigger.card;
        w.list = t.trigger.list;
        break;
    case TaskKind::SkillTrigger:
        w.card = t.skillTrigger.skill;
        w.list = EffectList::skill();
        w.aux = static_cast<std::uint8_t>(t.skillTrigger.owner);
        w.value = t.skillTrigger.eventValue;
        w.amount = t.skillTrigger.eventCard;
        break;
    case TaskKind::Judge:
        w.card = t.judge.card;
        w.aux = static_cast<std::uint8_t>(static_cast<std::uint8_t>(t.judge.forced) |
                                          (t.judge.rerolled ? kWireRerolled : 0));
        w.value = t.judge.roll;
        w.amount = t.judge.chance;
        w.x = t.judge.x;
        break;
    default:
        break;
    }
    return w;
}

// The reverse; numbers out of a field's range are errors.
Task fromWire(TaskKind kind, Uid uid, const TaskWire& w) {
    auto need = [](bool ok, const char* what) {
        if (!ok) throw std::runtime_error(std::string("a task's ") + what + " is out of range");
    };
    Task t = Task::of(kind, uid);
    switch (kind) {
    case TaskKind::ResolveEffects:
    case TaskKind::Pipeline: {
        EffectWork& e = t.effect;
        e.card = w.card;
        e.list = w.list;
        e.index = w.index;
        e.x = w.x;
        e.amount = w.amount;
        e.npcOwned = w.aux & 1;
        e.repeat = (w.aux & kWireRepeat) != 0;
        if (kind == TaskKind::ResolveEffects) {
            need(w.value >= 0 && w.value <= 3, "passes");
            e.passes = static_cast<std::uint16_t>(w.value);
        } else {
            e.npcCancelledFirst = (w.aux >> 1) & 1;
            e.stage = (w.aux >> 2) & 3;
            e.skip = (w.aux & kWireSkip) != 0;
            if (e.stage == kPipelineAnswer) {
                need(w.value >= 0 && w.value <= kMaxCancellations, "cancellation count");
                e.cancellations = static_cast<std::uint16_t>(w.value);
            } else {
                e.bonus = w.value;
            }
        }
        break;
    }
    case TaskKind::AfterOutcome:
        need(w.value >= 0, "atmosphere");
        t.outcome = {w.card, static_cast<std::uint16_t>(w.value), w.aux != 0};
        break;
    case TaskKind::FinishExhaust:
        t.exhausting.card = w.card;
        break;
    case TaskKind::Draw:
        t.draw.count = w.value;
        break;
    case TaskKind::EndAction:
    case TaskKind::NextTurn:
        need(w.aux < kActionNames.size(), "action");
        t.ending.action = static_cast<ActionKind>(w.aux);
        break;
    case TaskKind::Roll:
        need(w.aux < kRollNames.size(), "roll");
        t.roll = {static_cast<Roll>(w.aux), w.x};
        break;
    case TaskKind::Trigger:
        t.trigger = {w.card, w.list};
        break;
    case TaskKind::SkillTrigger:
        need(w.aux <= 1, "side");
        t.skillTrigger = {w.card, static_cast<Side>(w.aux), w.value, w.amount, 0}; // no hint: searched for
        break;
    case TaskKind::Judge:
        need((w.aux & 0x7F) < kRollNames.size(), "roll");
        need(w.value >= 0 && w.value <= 99, "roll");
        t.judge = {w.card,
                   static_cast<Roll>(w.aux & 0x7F),
                   (w.aux & kWireRerolled) != 0,
                   w.value,
                   w.amount,
                   w.x};
        break;
    default:
        break;
    }
    return t;
}

// A saved decision must point at something that exists, or answering it would read nonsense.
void checkDecisionFits(const State& s, const Content& content) {
    const PendingDecisionData& d = s.decision;
    const CardDef& card = d.card < content.cards.size() ? content.cards[d.card] : CardDef{};
    bool ok = true;
    switch (d.purpose) {
    case DecisionPurpose::None: return;
    case DecisionPurpose::DiscardToHandLimit: ok = d.max <= s.hand().size(); break;
    case DecisionPurpose::OptionalTrigger: ok = d.list.isTrigger() && d.list.index() < static_cast<int>(card.triggers.size()); break;
    case DecisionPurpose::EffectChoice:
    case DecisionPurpose::CancelWindow:
    case DecisionPurpose::CancelAnswer: ok = d.index < content.effectList(d.card, d.list).size(); break;
    case DecisionPurpose::OptionalSkill: ok = d.card < content.skills.size() && d.index < 2; break;
    case DecisionPurpose::FollowUpSpeak: ok = s.spokenThisAction > 0; break;
    case DecisionPurpose::ViewAsCards: {
        // The multi-card view-as skill, its first card in hand, and as many cards to pick as it
        // needs.
        const SkillDef* k =
            d.index < s.skills.size() ? &content.skills[s.skills[d.index].skill] : nullptr;
        Zone z;
        std::uint32_t pos;
        ok = k && k->type == SkillType::ViewAs && k->cardCount > 1 && d.min == k->cardCount - 1 &&
             d.max == d.min && s.locate(d.uid, z, pos) && z == Zone::Hand && !s.payment.active;
        break;
    }
    case DecisionPurpose::PaymentOption:
    case DecisionPurpose::PaymentX:
    case DecisionPurpose::PaymentCards: ok = s.payment.active; break;
    }
    if (!ok) throw std::runtime_error("the pending decision does not fit the state");
}

EffectList listFrom(const json& j) {
    const auto l = parseEffectList(j.get<std::string>());
    if (!l) throw std::runtime_error("unknown effect list '" + j.get<std::string>() + "'");
    return *l;
}

struct Reader {
    const Content& content;
    std::string error;

    bool fail(std::string e) {
        if (error.empty()) error = std::move(e);
        return false;
    }
    std::uint16_t skill(const json& j) {
        const SkillDef* k = content.findSkill(j.get<std::string>());
        if (!k) throw std::runtime_error("unknown skill '" + j.get<std::string>() + "'");
        return k->index;
    }
    CardIndex card(const json& j) {
        const std::string id = j.get<std::string>();
        auto it = content.cardIndex.find(id);
        if (it == content.cardIndex.end()) throw std::runtime_error("unknown card '" + id + "'");
        return it->second;
    }
    template <std::size_t N> int named(const std::array<std::string_view, N>& names, const json& j, const char* what) {
        const std::string v = j.get<std::string>();
        for (std::size_t i = 0; i < N; ++i)
            if (names[i] == v) return static_cast<int>(i);
        throw std::runtime_error(std::string("unknown ") + what + " '" + v + "'");
    }
};

template <typename T> T bounded(const json& j, long lo, long hi, const char* what) {
    // Unsigned values past the signed range must not wrap round into it.
    if (!j.is_number_integer() || (j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)))
        throw std::runtime_error(std::string(what) + " out of range: " + j.dump());
    const long v = j.get<long>();
    if (v < lo || v > hi) throw std::runtime_error(std::string(what) + " out of range: " + std::to_string(v));
    return static_cast<T>(v);
}

} // namespace

std::string State::serialize() const {
    const Content& c = content();
    json j;
    j["format"] = "parley-state/1";
    j["npc"] = c.npcs[npc].id;
    const std::uint32_t* w = rng.words();
    j["rng"] = {w[0], w[1], w[2], w[3]};
    j["turn"] = turn;
    j["comfort"] = comfort;
    j["state"] = rules().states[emotion].id;
    j["patience"] = patience;
    j["weight"] = weight;
    j["atmosphere"] = rules().atmospheres[atmosphere].id;
    json t = json::object();
    for (std::size_t i = 0; i < rules().tokens.size(); ++i) t[rules().tokens[i]] = tokens[i];
    j["tokens"] = t;
    j["freeNextAction"] = freeNextAction;
    j["atmosphereSet"] = atmosphereSet;
    j["nextUid"] = nextUid;
    json zones = json::object();
    for (int z = 0; z < kZoneCount; ++z) {
        json list = json::array();
        for (const CardInst& ci : zones_[z]) {
            json e = {def(ci.card).id, ci.uid, ci.flags};
            if (ci.pile) e.push_back(c.skills[ci.pile - 1].id);
            list.push_back(e);
        }
        zones[std::string(kZoneNames[z])] = list;
    }
    j["zones"] = zones;
    if (ended()) {
        j["end"] = {{"reason", std::string(name(end.reason))}, {"outcome", outcome()}};
        if (end.reason == EndReason::Effect) {
            j["end"]["card"] = end.list.isSkill() ? c.skills[end.card].id : def(end.card).id;
            j["end"]["list"] = name(end.list);
            j["end"]["index"] = end.effectIndex;
        }
    } else {
        j["end"] = nullptr;
    }
    if (decision.purpose != DecisionPurpose::None) {
        j["decision"] = {
            {"purpose", std::string(kPurposeNames[static_cast<int>(decision.purpose)])},
            {"kind", std::string(name(decision.kind))},
            {"min", decision.min},
            {"max", decision.max},
            {"uid", decision.uid},
            {"card",
             decision.purpose == DecisionPurpose::ViewAsCards // the forced roll, by name
                 ? json(std::string(
                       kRollNames[std::min<std::size_t>(decision.card, kRollNames.size() - 1)]))
                 : decision.list.isSkill()   ? json(c.skills[decision.card].id)
                   : content_->cards.empty() ? json(nullptr)
                                             : json(def(decision.card).id)},
            {"list", name(decision.list)},
            {"index", decision.index}};
    } else {
        j["decision"] = nullptr;
    }
    if (payment.active) {
        json picks = json::array();
        for (Uid u : payment.picks) picks.push_back(u);
        j["payment"] = {{"action", std::string(kActionNames[static_cast<int>(payment.kind)])},
                        {"uid", payment.uid},
                        {"ability", payment.ability},
                        {"roll", std::string(kRollNames[static_cast<int>(payment.roll)])},
                        {"alternative", payment.alternative},
                        {"x", payment.x},
                        {"nextCost", payment.nextCost},
                        {"viewAs", payment.viewAs},
                        {"viewAsMade", payment.viewAsMade},
                        {"picks", picks}};
    } else {
        j["payment"] = nullptr;
    }
    // Built in place, each list sized once: the registry may hold 4,096 effects of 16 values, and
    // a soak serializes the state after every action.
    json::array_t fx;
    fx.reserve(effects.size());
    for (const ActiveEffect& e : effects.all()) {
        json::array_t& a = fx.emplace_back(json::array()).get_ref<json::array_t&>();
        a.reserve(16);
        a.emplace_back(e.id);
        a.emplace_back(name(e.target));
        a.emplace_back(name(e.op));
        a.emplace_back(e.value);
        a.emplace_back(name(e.source));
        a.emplace_back(name(e.side));
        a.emplace_back(e.sourceUid);
        a.emplace_back(e.sourceCard);
        a.emplace_back(e.sourceIndex);
        a.emplace_back(name(e.scope));
        a.emplace_back(name(e.trigger));
        a.emplace_back(name(e.stacking));
        a.emplace_back(e.stackingKey);
        a.emplace_back(e.expiresTurn);
        a.emplace_back(e.condition);
        a.emplace_back(e.suppressed);
    }
    j["effects"] = {{"nextId", effects.nextId()}, {"entries", std::move(fx)}};
    json uses = json::array();
    for (const AbilityUse& u : abilityUses) uses.push_back({u.uid, u.ability, u.count});
    j["abilityUses"] = uses;
    json held = json::array();
    for (const SkillInst& k : skills)
        held.push_back({c.skills[k.skill].id, std::string(name(k.owner)), k.usesThisTurn, k.usesTotal});
    j["skills"] = held;
    json marksJson = json::array();
    for (const Mark& m : marks) marksJson.push_back({m.holder, c.markNames[m.mark], m.value});
    j["marks"] = marksJson;
    json conv = json::array();
    for (const Converted& v : converted) {
        conv.push_back({v.uid, def(v.original).id});
        if (v.spent)
            conv.back().push_back(true); // a card played along with it (multi-card view-as)
    }
    j["converted"] = conv;
    if (!records.empty()) {
        json rec = json::array();
        for (const SkillRecord& r : records)
            rec.push_back({c.skills[r.skill].id, std::string(name(r.owner())), def(r.card).id});
        j["records"] = rec;
    }
    j["spokenThisAction"] = spokenThisAction;
    auto taskList = [&](const auto& list) {
        json tl = json::array();
        for (const Task& task : list) {
            const TaskWire w = toWire(task);
            const json card = !taskUsesCard(task.kind)        ? json(nullptr)
                              : namesSkill(task.kind, w.list) ? json(c.skills[w.card].id)
                                                              : json(def(w.card).id);
            tl.push_back({std::string(kTaskNames[static_cast<int>(task.kind)]), w.aux, task.uid,
                          card, name(w.list), w.index, w.value, w.x, w.amount});
        }
        return tl;
    };
    j["tasks"] = taskList(tasks);
    j["firedTriggers"] = taskList(firedTriggers);
    return j.dump();
}

namespace {
// The document of a saved state, read by the content loader's fast reader: nlohmann's parser took
// most of a soak's time once a state held thousands of active effects (each state is read back
// after every action). What the fast reader leaves (text that is not UTF-8 or not well-formed,
// a duplicate key, where nlohmann keeps the last) nlohmann reads, and reports.
json parseState(const std::string& text) {
    json j;
    if (!checkEncoding(text)) {
        DomBuilder builder(j);
        if (readJsonFast(text, builder) && !builder.sawLayoutProblem()) return j;
    }
    return json::parse(text);
}
} // namespace

std::optional<State> State::deserialize(std::shared_ptr<const Content> content, const std::string& text,
                                        std::string& error) {
    State s(content);
    Reader r{*content, {}};
    const Ruleset& rules = content->ruleset;
    try {
        if (const auto bad = checkStructure(text)) throw std::runtime_error(bad->message);
        const json j = parseState(text);
        if (j.value("format", "") != "parley-state/1") throw std::runtime_error("not a parley-state/1 document");
        const std::string npcId = j.at("npc").get<std::string>();
        const NpcDef* npc = content->findNpc(npcId);
        if (!npc) throw std::runtime_error("unknown NPC '" + npcId + "'");
        s.npc = content->npcIndex.at(npcId);
        const auto& w = j.at("rng");
        // Checked like every number: a float or a value past 32 bits is refused, not cast.
        const std::uint32_t words[4] = {bounded<std::uint32_t>(w.at(0), 0, 0xFFFFFFFFL, "rng word"),
                                        bounded<std::uint32_t>(w.at(1), 0, 0xFFFFFFFFL, "rng word"),
                                        bounded<std::uint32_t>(w.at(2), 0, 0xFFFFFFFFL, "rng word"),
                                        bounded<std::uint32_t>(w.at(3), 0, 0xFFFFFFFFL, "rng word")};
        s.rng.setWords(words);
        s.turn = bounded<std::int16_t>(j.at("turn"), 1, 30000, "turn");
        s.comfort = bounded<std::int16_t>(j.at("comfort"), rules.comfortMin, rules.comfortMax, "comfort");
        const int st = rules.stateIndex(j.at("state").get<std::string>());
        if (st < 0) throw std::runtime_error("unknown state '" + j.at("state").get<std::string>() + "'");
        s.emotion = static_cast<std::uint8_t>(st);
        s.patience = bounded<std::int16_t>(j.at("patience"), 0, 30000, "patience");
        s.weight = bounded<std::int16_t>(j.at("weight"), 0, 30000, "weight");
        const int at = rules.atmosphereIndex(j.at("atmosphere").get<std::string>());
        if (at < 0) throw std::runtime_error("unknown atmosphere '" + j.at("atmosphere").get<std::string>() + "'");
        s.atmosphere = static_cast<std::uint16_t>(at);
        for (const auto& [name, count] : j.at("tokens").items()) {
            const int ti = rules.tokenIndex(name);
            if (ti < 0) throw std::runtime_error("unknown token type '" + name + "'");
            s.tokens[ti] = bounded<std::int16_t>(count, 0, 999, "token count");
        }
        s.freeNextAction = j.at("freeNextAction").get<bool>();
        s.atmosphereSet = j.at("atmosphereSet").get<bool>();
        s.nextUid = bounded<Uid>(j.at("nextUid"), 1, 65535, "nextUid");
        std::set<Uid> seen;
        for (int z = 0; z < kZoneCount; ++z) {
            const auto& zj = j.at("zones");
            if (!zj.contains(std::string(kZoneNames[z]))) continue; // saved before the zone existed
            for (const auto& e : zj.at(std::string(kZoneNames[z]))) {
                CardInst ci{r.card(e.at(0)), bounded<Uid>(e.at(1), 1, 65535, "uid"),
                            bounded<std::uint8_t>(e.at(2), 0, 255, "flags"), 0};
                if (e.size() > 3) ci.pile = static_cast<std::uint8_t>(r.skill(e.at(3)) + 1);
                if ((static_cast<Zone>(z) == Zone::Pile) != (ci.pile != 0))
                    throw std::runtime_error("card instance #" + std::to_string(ci.uid) + " and its pile do not match");
                if (ci.uid >= s.nextUid || !seen.insert(ci.uid).second)
                    throw std::runtime_error("card instance #" + std::to_string(ci.uid) + " is duplicated or unallocated");
                s.zones_[z].push_back(ci);
            }
        }
        s.refreshCardCaches();
        if (!j.at("end").is_null()) {
            const auto& e = j.at("end");
            s.end.reason = static_cast<EndReason>(r.named(kEndReasonNames, e.at("reason"), "end reason"));
            if (s.end.reason == EndReason::None) throw std::runtime_error("an end needs a reason");
            const std::string out = e.at("outcome").get<std::string>();
            bool found = false;
            for (std::size_t i = 0; i < content->outcomes.size(); ++i)
                if (content->outcomes[i] == out) {
                    s.end.outcome = static_cast<std::uint16_t>(i);
                    found = true;
                }
            if (!found) throw std::runtime_error("unknown outcome '" + out + "'");
            if (s.end.reason == EndReason::Effect) {
                s.end.list = listFrom(e.at("list"));
                s.end.card = s.end.list.isSkill() ? r.skill(e.at("card")) : r.card(e.at("card"));
                s.end.effectIndex = bounded<std::uint8_t>(e.at("index"), 0, 255, "effect index");
                if (s.end.effectIndex >= content->effectList(s.end.card, s.end.list).size())
                    throw std::runtime_error("the ending effect does not exist");
            }
        }
        if (!j.at("decision").is_null()) {
            const auto& d = j.at("decision");
            s.decision.purpose = static_cast<DecisionPurpose>(r.named(kPurposeNames, d.at("purpose"), "decision purpose"));
            s.decision.kind = static_cast<DecisionKind>(r.named(kDecisionKindNames, d.at("kind"), "decision kind"));
            s.decision.min = bounded<std::uint8_t>(d.at("min"), 0, 255, "min");
            s.decision.max = bounded<std::uint8_t>(d.at("max"), 0, 255, "max");
            s.decision.uid = bounded<Uid>(d.at("uid"), 0, 65535, "decision uid");
            s.decision.list = listFrom(d.at("list"));
            if (s.decision.purpose == DecisionPurpose::ViewAsCards)
                s.decision.card = static_cast<CardIndex>(r.named(kRollNames, d.at("card"), "roll"));
            else if (!d.at("card").is_null())
                s.decision.card =
                    s.decision.list.isSkill() ? r.skill(d.at("card")) : r.card(d.at("card"));
            s.decision.index = bounded<std::uint8_t>(d.at("index"), 0, 255, "decision index");
            if (s.decision.purpose == DecisionPurpose::None || s.decision.min > s.decision.max)
                throw std::runtime_error("the pending decision is malformed");
        }
        if (!j.at("payment").is_null()) {
            const auto& p = j.at("payment");
            s.payment.active = true;
            s.payment.kind = static_cast<ActionKind>(r.named(kActionNames, p.at("action"), "action"));
            s.payment.uid = bounded<Uid>(p.at("uid"), 1, 65535, "payment uid");
            s.payment.ability = bounded<std::uint8_t>(p.at("ability"), 0, 255, "ability");
            s.payment.roll = static_cast<Roll>(r.named(kRollNames, p.at("roll"), "roll"));
            s.payment.alternative = bounded<std::int8_t>(p.at("alternative"), -2, 127, "alternative");
            s.payment.x = bounded<std::int16_t>(p.at("x"), -1, 1000, "x");
            s.payment.nextCost = bounded<std::uint8_t>(p.at("nextCost"), 0, 255, "nextCost");
            s.payment.viewAs = bounded<std::int16_t>(p.value("viewAs", json(-1)), -1, 255, "viewAs");
            s.payment.viewAsMade = p.value("viewAsMade", false);
            for (const auto& u : p.at("picks")) s.payment.picks.push_back(bounded<Uid>(u, 1, 65535, "pick"));
            Zone z;
            std::uint32_t pos;
            if (!s.locate(s.payment.uid, z, pos)) throw std::runtime_error("the pending payment's card is gone");
        }
        {
            const auto& fx = j.at("effects");
            std::vector<ActiveEffect> entries;
            for (const auto& e : fx.at("entries")) {
                ActiveEffect a;
                a.id = bounded<std::uint16_t>(e.at(0), 1, 65535, "effect id");
                a.target = static_cast<ModTarget>(r.named(kModTargetNames, e.at(1), "modifier target"));
                a.op = static_cast<ModOp>(r.named(kModOpNames, e.at(2), "operation"));
                a.value = bounded<std::int16_t>(e.at(3), -32768, 32767, "effect value");
                a.source = static_cast<EffectSource>(r.named(kEffectSourceNames, e.at(4), "effect source"));
                a.side = static_cast<Side>(r.named(kSideNames, e.at(5), "side"));
                a.sourceUid = bounded<std::uint16_t>(e.at(6), 0, 65535, "source uid");
                a.sourceCard = bounded<std::uint16_t>(e.at(7), 0, 65535, "source card");
                a.sourceIndex = bounded<std::uint8_t>(e.at(8), 0, 255, "source index");
                a.scope = static_cast<EffectScope>(r.named(kEffectScopeNames, e.at(9), "scope"));
                a.trigger = static_cast<EffectTrigger>(r.named(kEffectTriggerNames, e.at(10), "trigger"));
                a.stacking = static_cast<Stacking>(r.named(kStackingNames, e.at(11), "stacking"));
                a.stackingKey = bounded<std::uint16_t>(e.at(12), 0, 65535, "stacking key");
                a.expiresTurn = bounded<std::int16_t>(e.at(13), 0, 32767, "expiry turn");
                a.condition = bounded<std::uint16_t>(e.at(14), 0, static_cast<long>(content->conditions.size()), "condition");
                a.suppressed = e.at(15).get<bool>();
                // Labels index the atmosphere list or the cards: both must exist.
                const std::size_t limit = a.source == EffectSource::Atmosphere ? rules.atmospheres.size()
                                          : a.source == EffectSource::Skill    ? content->skills.size()
                                                                               : content->cards.size();
                if (a.sourceCard >= limit) throw std::runtime_error("an active effect names an unknown source");
                entries.push_back(a);
            }
            if (!s.effects.restore(entries, bounded<std::uint16_t>(fx.at("nextId"), 0, 65535, "nextId")))
                throw std::runtime_error("the active effects are inconsistent");
        }
        for (const auto& u : j.at("abilityUses"))
            s.abilityUses.push_back({bounded<Uid>(u.at(0), 1, 65535, "uid"), bounded<std::uint8_t>(u.at(1), 0, 255, "ability"),
                                     bounded<std::uint8_t>(u.at(2), 0, 255, "uses")});
        for (const auto& k : j.value("skills", json::array())) {
            SkillInst inst{r.skill(k.at(0)), static_cast<Side>(r.named(kSideNames, k.at(1), "side")),
                           bounded<std::uint8_t>(k.at(2), 0, 255, "uses"), bounded<std::uint8_t>(k.at(3), 0, 255, "uses"), 0};
            inst.hears = skillHears(s.content().skills[inst.skill]);
            s.skills.push_back(inst);
        }
        refreshSkillMasks(s);
        for (const auto& m : j.value("marks", json::array())) {
            const int idx = content->markIndex(m.at(1).get<std::string>());
            if (idx < 0) throw std::runtime_error("unknown mark '" + m.at(1).get<std::string>() + "'");
            s.marks.push_back({bounded<Uid>(m.at(0), 1, 65535, "mark holder"), static_cast<std::uint8_t>(idx), 0,
                               bounded<std::int16_t>(m.at(2), 1, 999, "mark value")});
        }
        for (const auto& v : j.value("converted", json::array()))
            s.converted.push_back({bounded<Uid>(v.at(0), 1, 65535, "uid"), r.card(v.at(1)),
                                   v.size() > 2 && v.at(2).is_boolean() && v.at(2).get<bool>()});
        for (const auto& v : j.value("records", json::array())) {
            if (s.records.size() >= 255) throw std::runtime_error("too many recorded cards");
            s.records.push_back(SkillRecord::of(
                r.skill(v.at(0)), static_cast<Side>(r.named(kSideNames, v.at(1), "side")),
                r.card(v.at(2))));
        }
        s.spokenThisAction = bounded<std::uint8_t>(j.value("spokenThisAction", json(0)), 0, 255, "spokenThisAction");
        auto readTask = [&](const json& t) {
            const auto kind = static_cast<TaskKind>(r.named(kTaskNames, t.at(0), "task"));
            TaskWire w;
            w.aux = bounded<std::uint8_t>(t.at(1), 0, 255, "task aux");
            const Uid uid = bounded<Uid>(t.at(2), 0, 65535, "task uid");
            w.list = kind == TaskKind::SkillTrigger ? EffectList::skill() : listFrom(t.at(4));
            if (taskUsesCard(kind))
                w.card = namesSkill(kind, w.list) ? r.skill(t.at(3)) : r.card(t.at(3));
            w.index = bounded<std::uint8_t>(t.at(5), 0, 255, "task index");
            w.value = bounded<std::int16_t>(t.at(6), -32768, 32767, "task value");
            w.x = bounded<std::int16_t>(t.at(7), -32768, 32767, "task x");
            w.amount = bounded<std::int16_t>(t.at(8), -32768, 32767, "task amount");
            const Task task = fromWire(kind, uid, w);
            if (kind == TaskKind::Trigger &&
                w.list.index() >= static_cast<int>(content->cards[w.card].triggers.size()))
                throw std::runtime_error("a task names an unknown trigger");
            if (kind == TaskKind::AfterOutcome &&
                w.value >= static_cast<int>(rules.atmospheres.size()))
                throw std::runtime_error("a task names an unknown atmosphere");
            return task;
        };
        for (const auto& t : j.at("tasks")) s.tasks.push_back(readTask(t));
        for (const auto& t : j.at("firedTriggers")) {
            const Task task = readTask(t);
            if (task.kind != TaskKind::Trigger && task.kind != TaskKind::SkillTrigger)
                throw std::runtime_error("only triggers can be waiting to fire");
            s.firedTriggers.push_back(task);
        }
        checkDecisionFits(s, *content);
    } catch (const std::exception& e) {
        error = std::string("cannot read the saved state: ") + e.what();
        return std::nullopt;
    }
    return s;
}

} // namespace parley
