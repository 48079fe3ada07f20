#include "scenario_text.h"

#include "card_text.h"
#include "queries/queries.h"

#include <algorithm>
#include <unordered_map>

namespace parley::client {

namespace {
using json = nlohmann::ordered_json;

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString skillName(const Content& c, const std::string& id, const QString& locale) {
    const SkillDef* d = c.findSkill(id);
    return d ? localized(d->name, locale) : qs(id);
}

QString cardList(const Content& c, const std::vector<std::string>& ids, const QString& locale) {
    if (ids.empty()) return ScenarioText::tr("(none)");
    QStringList names;
    for (const auto& id : ids) names << ScenarioText::card(c, id, locale);
    return names.join(QStringLiteral(", "));
}

// Every event name the engine has is here (tst_client_scenarios checks it).
QString eventWord(const std::string& name) {
    static const std::unordered_map<std::string, const char*> words = {
        {"ConversationStarted", QT_TRANSLATE_NOOP("ScenarioText", "the conversation started")},
        {"CardDrawn", QT_TRANSLATE_NOOP("ScenarioText", "a card was drawn")},
        {"DeckEmpty", QT_TRANSLATE_NOOP("ScenarioText", "the deck ran out")},
        {"DeckReshuffled", QT_TRANSLATE_NOOP("ScenarioText", "the discard pile was shuffled into the deck")},
        {"CardSpoken", QT_TRANSLATE_NOOP("ScenarioText", "a card was spoken")},
        {"RollMade", QT_TRANSLATE_NOOP("ScenarioText", "the dice were rolled")},
        {"CardSucceeded", QT_TRANSLATE_NOOP("ScenarioText", "a card succeeded")},
        {"CardFailed", QT_TRANSLATE_NOOP("ScenarioText", "a card failed")},
        {"EffectResolved", QT_TRANSLATE_NOOP("ScenarioText", "an effect happened")},
        {"EffectFizzled", QT_TRANSLATE_NOOP("ScenarioText", "an effect fizzled")},
        {"CardMoved", QT_TRANSLATE_NOOP("ScenarioText", "a card moved")},
        {"CardTapped", QT_TRANSLATE_NOOP("ScenarioText", "a card was tapped")},
        {"CardUntapped", QT_TRANSLATE_NOOP("ScenarioText", "a card was untapped")},
        {"CardRevealed", QT_TRANSLATE_NOOP("ScenarioText", "a card was revealed")},
        {"TokenCreated", QT_TRANSLATE_NOOP("ScenarioText", "a token was made")},
        {"TokenCeased", QT_TRANSLATE_NOOP("ScenarioText", "a token ceased")},
        {"TokensChanged", QT_TRANSLATE_NOOP("ScenarioText", "tokens changed")},
        {"CostPaid", QT_TRANSLATE_NOOP("ScenarioText", "a cost was paid")},
        {"AbilityActivated", QT_TRANSLATE_NOOP("ScenarioText", "an ability was used")},
        {"TriggerFired", QT_TRANSLATE_NOOP("ScenarioText", "a trigger fired")},
        {"TriggerDeclined", QT_TRANSLATE_NOOP("ScenarioText", "a trigger was declined")},
        {"ActionCancelled", QT_TRANSLATE_NOOP("ScenarioText", "an action was cancelled")},
        {"LoopStopped", QT_TRANSLATE_NOOP("ScenarioText", "an endless loop was stopped")},
        {"ComfortChanged", QT_TRANSLATE_NOOP("ScenarioText", "comfort changed")},
        {"StateChanged", QT_TRANSLATE_NOOP("ScenarioText", "the emotional state changed")},
        {"AtmosphereChanged", QT_TRANSLATE_NOOP("ScenarioText", "the atmosphere changed")},
        {"WeightChanged", QT_TRANSLATE_NOOP("ScenarioText", "the weight changed")},
        {"PatienceChanged", QT_TRANSLATE_NOOP("ScenarioText", "patience changed")},
        {"FreeActionGranted", QT_TRANSLATE_NOOP("ScenarioText", "a free action was granted")},
        {"FreeActionUsed", QT_TRANSLATE_NOOP("ScenarioText", "a free action was used")},
        {"Listened", QT_TRANSLATE_NOOP("ScenarioText", "you listened")},
        {"CardExhausted", QT_TRANSLATE_NOOP("ScenarioText", "a card was exhausted")},
        {"CardDiscarded", QT_TRANSLATE_NOOP("ScenarioText", "a card was discarded")},
        {"TurnEnded", QT_TRANSLATE_NOOP("ScenarioText", "the turn ended")},
        {"DecisionRequested", QT_TRANSLATE_NOOP("ScenarioText", "a question was asked")},
        {"ConversationEnded", QT_TRANSLATE_NOOP("ScenarioText", "the conversation ended")},
        {"SkillGained", QT_TRANSLATE_NOOP("ScenarioText", "a skill was gained")},
        {"SkillLost", QT_TRANSLATE_NOOP("ScenarioText", "a skill was lost")},
        {"SkillUsed", QT_TRANSLATE_NOOP("ScenarioText", "a skill was used")},
        {"SkillDeclined", QT_TRANSLATE_NOOP("ScenarioText", "a skill was declined")},
        {"EffectNullified", QT_TRANSLATE_NOOP("ScenarioText", "an effect was nullified")},
        {"EffectCancelled", QT_TRANSLATE_NOOP("ScenarioText", "an effect was cancelled")},
        {"EffectAdjusted", QT_TRANSLATE_NOOP("ScenarioText", "an effect was adjusted")},
        {"RollRerolled", QT_TRANSLATE_NOOP("ScenarioText", "a roll was rerolled")},
        {"RollAdjusted", QT_TRANSLATE_NOOP("ScenarioText", "a roll was adjusted")},
        {"MarkChanged", QT_TRANSLATE_NOOP("ScenarioText", "a mark changed")},
        {"CardViewedAs", QT_TRANSLATE_NOOP("ScenarioText", "a card was played as another")},
        {"RepeatRefused", QT_TRANSLATE_NOOP("ScenarioText", "a repeat was refused")},
        {"CancellationAnswered", QT_TRANSLATE_NOOP("ScenarioText", "a cancellation was answered")},
        {"EffectsRemoved", QT_TRANSLATE_NOOP("ScenarioText", "lasting effects ended")},
        {"EffectActed", QT_TRANSLATE_NOOP("ScenarioText", "a lasting effect acted at a turn's start or end")},
        {"SkillRecorded", QT_TRANSLATE_NOOP("ScenarioText", "a skill noted a card in its record")},
    };
    const auto it = words.find(name);
    return it == words.end() ? qs(name) : ScenarioText::tr(it->second);
}

// A list as the runner prints it ("a, b, c", or "(none)"), split back into its items.
std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    if (text.empty() || text == "(none)") return out;
    std::size_t at = 0;
    for (std::size_t comma; (comma = text.find(", ", at)) != std::string::npos; at = comma + 2)
        out.push_back(text.substr(at, comma - at));
    out.push_back(text.substr(at));
    return out;
}

QString eventList(const std::vector<std::string>& names) {
    if (names.empty()) return ScenarioText::tr("(none)");
    QStringList out;
    for (const auto& n : names) out << eventWord(n);
    return out.join(QStringLiteral("; "));
}


std::vector<std::string> ids(const json& v) {
    std::vector<std::string> out;
    if (v.is_array())
        for (const auto& e : v)
            if (e.is_string()) out.push_back(e.get<std::string>());
    return out;
}

std::vector<std::string> zoneIds(const State& s, Zone z, std::uint8_t flag = 0) {
    std::vector<std::string> out;
    for (const CardInst& ci : s.zone(z))
        if (!flag || ci.has(flag)) out.push_back(s.def(ci.card).id);
    return out;
}

QString yesNo(bool b) { return b ? ScenarioText::tr("yes") : ScenarioText::tr("no"); }

// The outcome words the built-in content uses; an effect's own word stays as written.
QString outcomeWord(const std::string& w) {
    if (w == "success") return ScenarioText::tr("success");
    if (w == "failure") return ScenarioText::tr("failure");
    if (w == "abandoned") return ScenarioText::tr("abandoned");
    return qs(w);
}

QString endReasonWord(const std::string& w) {
    if (w == "EndConversation") return ScenarioText::tr("an effect ended it");
    if (w == "Desperate") return ScenarioText::tr("desperation");
    if (w == "PatienceExhausted") return ScenarioText::tr("patience ran out");
    if (w == "FinalAtmosphere") return ScenarioText::tr("a failure under Final");
    if (w == "None") return ScenarioText::tr("not ended");
    return qs(w);
}

QString decisionWord(const std::string& w) {
    if (w == "optionalTrigger") return ScenarioText::tr("a yes-or-no question");
    if (w == "chooseCards") return ScenarioText::tr("a choice of cards");
    if (w == "chooseAmount") return ScenarioText::tr("a choice of amount");
    if (w == "chooseOption") return ScenarioText::tr("a choice of how to pay");
    if (w == "respond") return ScenarioText::tr("a chance to respond");
    return qs(w);
}

// An option a choice names: a card, yes/no, or (for amounts and cost sets) the word itself.
QString optionWord(const Content& c, const std::string& id, const QString& locale) {
    if (id == "yes") return ScenarioText::tr("yes");
    if (id == "no") return ScenarioText::tr("no");
    if (id == "resolve") return ScenarioText::tr("let it resolve");
    if (id == "standard") return ScenarioText::tr("the standard cost");
    if (id.rfind("alternative ", 0) == 0)
        return ScenarioText::tr("alternative cost %1").arg(std::atoi(id.c_str() + 12) + 1);
    if (c.findCard(id)) return ScenarioText::card(c, id, locale);
    if (c.findSkill(id)) return skillName(c, id, locale);
    return qs(id);
}

QString optionList(const Content& c, const std::vector<std::string>& v, const QString& locale) {
    if (v.empty()) return ScenarioText::tr("(none)");
    QStringList out;
    for (const auto& id : v) out << optionWord(c, id, locale);
    return out.join(QStringLiteral(", "));
}

QString numberLabel(const std::string& key) {
    if (key == "comfort") return ScenarioText::tr("Comfort");
    if (key == "patience") return ScenarioText::tr("Patience");
    if (key == "weight") return ScenarioText::tr("Available weight");
    if (key == "capacity") return ScenarioText::tr("Weight capacity");
    if (key == "listenDraw") return ScenarioText::tr("Cards the next LISTEN draws");
    if (key == "turn") return ScenarioText::tr("The turn");
    if (key == "cardsPerSpeak") return ScenarioText::tr("Cards per SPEAK");
    if (key == "handLimit") return ScenarioText::tr("The hand limit");
    if (key == "reach") return ScenarioText::tr("Reach");
    return {};
}

QString zoneLabel(const std::string& key) {
    if (key == "hand") return ScenarioText::tr("The hand");
    if (key == "deck") return ScenarioText::tr("The deck (top first)");
    if (key == "discard") return ScenarioText::tr("The discard pile");
    if (key == "exhausted") return ScenarioText::tr("The exhausted pile");
    if (key == "table") return ScenarioText::tr("The table");
    if (key == "tapped") return ScenarioText::tr("The tapped table cards");
    if (key == "revealed") return ScenarioText::tr("The revealed hand cards");
    if (key == "theirTable") return ScenarioText::tr("Their table cards");
    return {};
}

QString zoneLine(const State& s, Zone z, const QString& locale) {
    if (s.zone(z).empty()) return ScenarioText::tr("(empty)");
    QStringList names;
    for (const CardInst& ci : s.zone(z)) {
        QString n = cardName(s.def(ci.card), locale);
        if (ci.has(CardFlag::Tapped)) n = ScenarioText::tr("%1 (tapped)").arg(n);
        if (ci.has(CardFlag::NpcControlled)) n = ScenarioText::tr("%1 (theirs)").arg(n);
        if (ci.has(CardFlag::Revealed)) n = ScenarioText::tr("%1 (revealed)").arg(n);
        names << n;
    }
    return names.join(QStringLiteral(", "));
}

QString ordinalCopy(int copy) { return ScenarioText::tr("copy %1 of ").arg(copy + 1); }

// A number as found, or the runner's word for what was missing, in the player's language.
QString foundNumber(const std::string& found) {
    if (found == "not in hand") return ScenarioText::tr("not in the hand");
    if (found == "no such token type") return ScenarioText::tr("no such token type");
    if (found == "no such mark") return ScenarioText::tr("no such mark");
    if (found == "no such skill") return ScenarioText::tr("no such skill");
    if (found == "no such holder") return ScenarioText::tr("no such holder");
    return qs(found);
}
} // namespace

QString ScenarioText::card(const Content& c, const std::string& id, const QString& locale) {
    const CardDef* d = c.findCard(id);
    return d ? cardName(*d, locale) : qs(id);
}

QString ScenarioText::error(const std::string& code) {
    if (code == "ConversationOver") return tr("the conversation is over");
    if (code == "NotInHand") return tr("the card is not in the hand");
    if (code == "NotOnTable") return tr("the card is not on the table");
    if (code == "InsufficientWeight") return tr("not enough weight");
    if (code == "CostUnpayable") return tr("the cost cannot be paid");
    if (code == "Prohibited") return tr("it is not allowed");
    if (code == "DecisionPending") return tr("a decision must be answered first");
    if (code == "NoDecisionPending") return tr("there is no decision to answer");
    if (code == "InvalidChoice") return tr("not a valid choice");
    if (code == "UnknownCard") return tr("no such card");
    if (code == "NoSuchAbility") return tr("no such ability or skill");
    if (code == "PermanentNotFound") return tr("no such card on the table");
    if (code == "PermanentAlreadyTapped") return tr("the card is already tapped");
    if (code == "PermanentNotControlled") return tr("the card is not yours");
    if (code == "InsufficientTokens") return tr("not enough tokens");
    if (code == "LimitReached") return tr("its use limit is reached");
    if (code == "NothingToCancel") return tr("there is nothing to cancel");
    return tr("an error");
}

QString ScenarioText::step(const Content& c, const ScenarioStep& st, const QString& locale) {
    QString out;
    const QString copy = st.copy ? ordinalCopy(st.copy) : QString();
    switch (st.kind) {
    case ScenarioStep::Kind::Speak:
        out = st.as.empty() ? tr("SPEAK %1").arg(copy + card(c, st.card, locale))
                            : tr("SPEAK %1 as %2").arg(copy + card(c, st.card, locale), card(c, st.as, locale));
        break;
    case ScenarioStep::Kind::UseSkill: out = tr("Use the skill %1").arg(skillName(c, st.card, locale)); break;
    case ScenarioStep::Kind::Listen: out = tr("LISTEN"); break;
    case ScenarioStep::Kind::Activate:
        out = tr("Activate %1 (ability %2)").arg(copy + card(c, st.card, locale)).arg(st.ability + 1);
        break;
    case ScenarioStep::Kind::Choose: {
        QStringList picks;
        for (const auto& ch : st.choices)
            picks << (ch.is_string() ? optionWord(c, ch.get<std::string>(), locale)
                                     : tr("option %1").arg(ch.is_number_unsigned() ? ch.get<std::uint64_t>() + 1 : 0));
        out = picks.isEmpty() ? tr("Choose nothing") : tr("Choose %1").arg(picks.join(QStringLiteral(", ")));
        break;
    }
    case ScenarioStep::Kind::Cancel: out = tr("Cancel the action being paid for"); break;
    case ScenarioStep::Kind::Expect: return tr("Check the state");
    }
    if (st.roll == Roll::Success) out = tr("%1 (forced success)").arg(out);
    else if (st.roll == Roll::Failure) out = tr("%1 (forced failure)").arg(out);
    if (!st.expectError.empty()) out = tr("%1, which must be refused: %2").arg(out, error(st.expectError));
    return out;
}

QStringList ScenarioText::setup(const State& s, const QString& locale) {
    const Content& c = s.content();
    const Ruleset& r = s.rules();
    QStringList lines;
    lines << tr("Talking to %1").arg(localized(c.npcs[s.npc].name, locale));
    lines << tr("State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7")
                 .arg(localized(r.states[s.emotion].name, locale))
                 .arg(s.comfort)
                 .arg(s.patience)
                 .arg(availableWeight(s))
                 .arg(weightCapacity(s))
                 .arg(localized(r.atmospheres[s.atmosphere].name, locale))
                 .arg(s.turn);
    QStringList tokens;
    for (std::size_t i = 0; i < r.tokens.size(); ++i)
        if (s.tokens[i] != 0) tokens << QStringLiteral("%1 %2").arg(tokenName(r.tokens[i])).arg(s.tokens[i]);
    lines << tr("Tokens: %1").arg(tokens.isEmpty() ? tr("none") : tokens.join(QStringLiteral(", ")));
    lines << tr("Hand: %1").arg(zoneLine(s, Zone::Hand, locale));
    lines << tr("Deck (top first): %1").arg(zoneLine(s, Zone::Deck, locale));
    if (!s.zone(Zone::Discard).empty()) lines << tr("Discard pile: %1").arg(zoneLine(s, Zone::Discard, locale));
    if (!s.zone(Zone::Exhausted).empty())
        lines << tr("Exhausted pile: %1").arg(zoneLine(s, Zone::Exhausted, locale));
    if (!s.zone(Zone::Table).empty()) lines << tr("Table: %1").arg(zoneLine(s, Zone::Table, locale));
    QStringList mine, theirs;
    for (const SkillInst& k : s.skills)
        (k.owner == Side::Player ? mine : theirs) << localized(c.skills[k.skill].name, locale);
    if (!mine.isEmpty()) lines << tr("Your skills: %1").arg(mine.join(QStringLiteral(", ")));
    if (!theirs.isEmpty()) lines << tr("Their skills: %1").arg(theirs.join(QStringLiteral(", ")));
    if (s.freeNextAction) lines << tr("A free next action is pending");
    if (s.ended()) lines << tr("The conversation is over: %1").arg(outcomeWord(s.outcome()));
    return lines;
}

QString ScenarioText::event(const std::string& typeName) {
    return eventWord(typeName);
}

CheckLine ScenarioText::check(const State& s, const json& expect, const CheckResult& r, const QString& locale) {
    const Content& c = s.content();
    // "tokens.Trust" and "marks.player.trust": the key, then what it is about.
    const auto dot = r.key.find('.');
    const std::string key = r.key.substr(0, dot);
    const std::string sub = dot == std::string::npos ? std::string() : r.key.substr(dot + 1);
    // What the file asked for, by id: names are looked up in the player's language.
    const json none;
    const json& whole = expect.is_object() && expect.contains(key) ? expect[key] : none;
    const json& want = whole.is_object() && whole.contains(sub) ? whole[sub] : whole;
    CheckLine l;
    l.passed = r.passed;
    l.expected = qs(r.expected);
    l.found = foundNumber(r.found);
    if (key == "ended") {
        const bool want = r.expected == "yes";
        l.text = want ? tr("The conversation has ended") : tr("The conversation is still going");
        l.expected = yesNo(want);
        l.found = yesNo(s.ended());
    } else if (key == "outcome") {
        l.text = tr("The outcome");
        l.expected = outcomeWord(r.expected);
        l.found = s.ended() ? outcomeWord(s.outcome()) : tr("still going");
    } else if (key == "endReason") {
        l.text = tr("How it ended");
        l.expected = endReasonWord(r.expected);
        l.found = s.ended() ? endReasonWord(r.found) : tr("still going");
    } else if (key == "state") {
        l.text = tr("The emotional state");
    } else if (key == "atmosphere") {
        l.text = tr("The atmosphere");
    } else if (const QString label = numberLabel(key); !label.isEmpty()) {
        l.text = label;
    } else if (key == "freeNextAction") {
        l.text = tr("A free next action is pending");
        l.expected = yesNo(r.expected == "yes");
        l.found = yesNo(s.freeNextAction);
    } else if (key == "tokens") {
        l.text = tr("%1 tokens").arg(qs(sub));
    } else if (const QString zone = zoneLabel(key); !zone.isEmpty()) {
        l.text = zone;
        // Expected: the ids as the file lists them; found: the zone now, both by name.
        Zone z = key == "revealed" ? Zone::Hand : Zone::Table;
        std::uint8_t flag = 0;
        if (key == "tapped") flag = CardFlag::Tapped;
        else if (key == "revealed") flag = CardFlag::Revealed;
        else if (key == "theirTable") flag = CardFlag::NpcControlled;
        else
            for (std::size_t i = 0; i < kZoneNames.size(); ++i)
                if (kZoneNames[i] == key) z = static_cast<Zone>(i);
        l.expected = cardList(c, ids(want), locale);
        l.found = cardList(c, zoneIds(s, z, flag), locale);
    } else if (key == "handContains" || key == "handLacks") {
        const auto hand = zoneIds(s, Zone::Hand);
        const bool in = std::find(hand.begin(), hand.end(), sub) != hand.end();
        l.text = key == "handContains" ? tr("%1 is in the hand").arg(card(c, sub, locale))
                                       : tr("%1 is not in the hand").arg(card(c, sub, locale));
        l.expected = key == "handContains" ? tr("in the hand") : tr("not in the hand");
        l.found = (in ? tr("in the hand (%1)") : tr("not in the hand (%1)")).arg(cardList(c, hand, locale));
    } else if (key == "pending") {
        const auto d = s.pendingDecision();
        l.text = tr("The decision waiting for an answer");
        l.expected = r.expected == "none" ? tr("none") : decisionWord(r.expected);
        l.found = d ? decisionWord(std::string(name(d->kind))) : tr("none");
    } else if (key == "pendingOptions") {
        const auto d = s.pendingDecision();
        l.text = tr("The decision's options");
        std::vector<std::string> found;
        if (d)
            for (const auto& o : d->options) found.push_back(o.id);
        l.found = d ? optionList(c, found, locale) : tr("no decision");
        l.expected = optionList(c, ids(want), locale);
    } else if (key == "successChance") {
        l.text = tr("The success chance of %1").arg(card(c, sub, locale));
        l.expected = tr("%1%").arg(l.expected);
        if (r.found != "not in hand") l.found = tr("%1%").arg(l.found);
    } else if (key == "events") {
        l.text = tr("These events happened, in this order");
        l.expected = eventList(ids(want));
        l.found = eventList(splitList(r.found));
    } else if (key == "skills") {
        l.text = sub == "player" ? tr("Your skills") : sub == "npc" ? tr("Their skills") : tr("Skills of %1").arg(qs(sub));
        QStringList names;
        for (const auto& id : ids(want)) names << skillName(c, id, locale);
        l.expected = names.isEmpty() ? tr("(none)") : names.join(QStringLiteral(", "));
    } else if (key == "marks") {
        const auto d2 = sub.find('.');
        const std::string who = sub.substr(0, d2);
        const QString holder = who == "player" ? tr("you") : who == "npc" ? localized(c.npcs[s.npc].name, locale) : card(c, who, locale);
        l.text = tr("%1 marks on %2").arg(d2 == std::string::npos ? QString() : wordsOfId(sub.substr(d2 + 1)).toLower(), holder);
    } else if (key == "pile") {
        l.text = tr("The pile of %1").arg(skillName(c, sub, locale));
        l.expected = cardList(c, ids(want), locale);
        if (r.found != "no such skill") l.found = cardList(c, splitList(r.found), locale);
    } else if (key == "skillText") {
        l.text = tr("How %1 reads").arg(skillName(c, sub, locale));
    } else if (key == "endData") {
        l.text = tr("What the ending records");
    } else {
        l.text = tr("Another check");
    }
    if (r.found == "none" && l.found == QLatin1String("none")) l.found = tr("none");
    if (l.expected == QLatin1String("none")) l.expected = tr("none");
    return l;
}

const nlohmann::ordered_json* ScenarioText::expectOf(const Scenario& sc, int index) {
    if (index >= 0 && index < int(sc.steps.size())) return sc.steps[std::size_t(index)].expect;
    return index == int(sc.steps.size()) ? sc.expect : nullptr;
}

QString ScenarioText::actionDetail(const ScenarioStep& st, const StepResult& r) {
    if (st.kind == ScenarioStep::Kind::Expect) return {};
    if (st.expectError.empty())
        return r.error.empty() ? QString() : tr("Refused: %1.").arg(error(r.error));
    if (r.error.empty()) return tr("Accepted, but it should have been refused: %1.").arg(error(st.expectError));
    if (r.error != st.expectError)
        return tr("Refused for another reason: %1, not %2.").arg(error(r.error), error(st.expectError));
    return r.passed ? tr("Refused as expected: %1.").arg(error(r.error))
                    : tr("Refused as expected, but the state changed.");
}

QString ScenarioText::failure(const Scenario& sc, int index, const State& at, const StepResult& r,
                              const QString& locale) {
    if (r.passed) return {};
    QStringList parts;
    if (index < int(sc.steps.size())) {
        const QString d = actionDetail(sc.steps[std::size_t(index)], r);
        if (!d.isEmpty()) parts << d;
    }
    const nlohmann::ordered_json* expect = expectOf(sc, index);
    for (const CheckResult& cr : r.checks) {
        if (cr.passed) continue;
        const CheckLine l = check(at, expect ? *expect : nlohmann::ordered_json(), cr, locale);
        parts << tr("%1: expected %2, found %3.").arg(l.text, l.expected, l.found);
    }
    if (parts.isEmpty()) parts << tr("The step failed.");
    const QString where = index == int(sc.steps.size()) ? tr("Final checks") : tr("Step %1").arg(index + 1);
    return tr("%1: %2").arg(where, parts.join(QLatin1Char(' ')));
}

QString ScenarioText::endReason(const std::string& name) {
    return endReasonWord(name);
}

} // namespace parley::client
