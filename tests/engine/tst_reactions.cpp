// An NPC's reactions (issue 11): reading them (text, locale maps, silence, fallbacks, closed keys
// with errors that say where and why), its portrait files, and which lines one action makes the
// partner say (reactionsTo), on made-up events and in whole games of the built-in partners.
#include "ai/policy.h"
#include "content/legacy.h"
#include "session/history.h"
#include "state/reactions.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace parley;
using parley::test::contentFrom;

namespace {

const char* kCards = R"({"cards": [
    {"id": "greet", "name": "Greet", "weight": 1, "difficulty": "Easy"},
    {"id": "ask", "name": "Ask", "weight": 1, "difficulty": "Easy", "properties": ["Fleeting", "Opportunity"],
     "successEffect": {"type": "EndConversation", "value": "success"},
     "failureEffect": {"type": "EndConversation", "value": "failure"},
     "exhaustEffect": {"type": "EndConversation", "value": "abandoned"}}]})";

std::string npcDoc(const std::string& extra) {
    return R"({"npcs": [{"id": "mira", "name": "Mira", "deck": ["greet", "ask"])" + extra + "}]}";
}

std::shared_ptr<const Content> load(const std::string& extra, Diagnostics* diags = nullptr) {
    return contentFrom({kCards, npcDoc(extra)}, diags);
}

// Every diagnostic but the built-in ruleset's note that its default NPC is not in the test's
// content.
std::vector<Diagnostic> own(const Diagnostics& d) {
    std::vector<Diagnostic> out;
    for (const auto& x : d.items())
        if (x.pointer.find("/defaultNpc") == std::string::npos) out.push_back(x);
    return out;
}

std::string messages(const Diagnostics& d) {
    std::string out;
    for (const auto& x : d.items())
        out += x.format() + "\n";
    return out;
}

// The diagnostic at `pointer`, or null.
const Diagnostic* at(const Diagnostics& d, const std::string& pointer) {
    for (const auto& x : d.items())
        if (x.pointer == pointer) return &x;
    return nullptr;
}

std::string line(const LocalizedText* t, std::string_view locale = "en") {
    return t ? t->get(locale) : std::string("(none)");
}

int stateIndex(const Content& c, std::string_view id) {
    return c.ruleset.stateIndex(id);
}

std::uint16_t outcomeIndex(const Content& c, const std::string& o) {
    for (std::size_t i = 0; i < c.outcomes.size(); ++i)
        if (c.outcomes[i] == o) return std::uint16_t(i);
    return 0xFFFF;
}

} // namespace

class TestReactions : public QObject {
    Q_OBJECT
private slots:
    // The built-in partners speak at every moment, in English, German and Chinese, each line
    // written for that language (not the English one again).
    void builtinPartnersSpeakInThreeLanguages() {
        auto c = test::builtin();
        QVERIFY(c);
        for (const char* id : {"elena", "marcus", "sera"}) {
            const NpcDef* npc = c->findNpc(id);
            QVERIFY2(npc, id);
            const NpcReactions& r = npc->reactions;
            std::vector<const LocalizedText*> lines;
            for (std::size_t s = 0; s < c->ruleset.states.size(); ++s)
                lines.push_back(r.onState(s));
            lines.push_back(r.onGoal(true));
            lines.push_back(r.onGoal(false));
            for (const char* o : {"success", "failure", "abandoned"})
                lines.push_back(r.onEnd(outcomeIndex(*c, o)));
            // Each state has its own line, not the fallback's.
            for (std::size_t s = 0; s < c->ruleset.states.size(); ++s)
                QVERIFY2(r.states.at(s).has_value(),
                         (std::string(id) + " " + c->ruleset.states[s].id).c_str());
            for (const LocalizedText* t : lines) {
                QVERIFY2(t, id);
                QVERIFY(!t->get("en").empty());
                QVERIFY2(t->get("de") != t->get("en"), t->get("en").c_str());
                QVERIFY2(t->get("zh_CN") != t->get("en"), t->get("en").c_str());
                QVERIFY2(t->get("zh_CN") != t->get("de"), t->get("en").c_str());
            }
        }
        // Marcus also answers his own ending, the bluff that fails.
        const NpcDef* marcus = c->findNpc("marcus");
        QVERIFY(marcus->reactions.onEnd(outcomeIndex(*c, "walked_away")) !=
                marcus->reactions.onEnd(outcomeIndex(*c, "failure")));
    }

    void readsTextsLocaleMapsSilenceAndFallbacks() {
        Diagnostics d;
        auto c = load(R"(, "reactions": {
            "state": {"Open": "Go on.", "Tense": {"en": "Careful.", "de": "Vorsicht.", "zh_CN": "小心。"},
                      "Neutral": "", "Connected": null, "default": "Hm."},
            "goal": {"success": {"de": "Abgemacht.", "en": "Done."}},
            "end": {"abandoned": "", "success": "Thank you.", "default": {"en": "Bye.", "zh_CN": "再见。"}}})",
                      &d);
        QVERIFY2(c, messages(d).c_str());
        QVERIFY2(own(d).empty(), messages(d).c_str());
        const NpcReactions& r = c->findNpc("mira")->reactions;
        QCOMPARE(line(r.onState(stateIndex(*c, "Open"))), std::string("Go on."));
        QCOMPARE(line(r.onState(stateIndex(*c, "Tense")), "de"), std::string("Vorsicht."));
        QCOMPARE(line(r.onState(stateIndex(*c, "Tense")), "zh_CN"), std::string("小心。"));
        QCOMPARE(line(r.onState(stateIndex(*c, "Tense")), "fr"), std::string("Careful."));
        // "" is silence, and keeps the fallback quiet; null is no line, so the fallback speaks.
        QVERIFY(!r.onState(stateIndex(*c, "Neutral")));
        QCOMPARE(line(r.onState(stateIndex(*c, "Connected"))), std::string("Hm."));
        QCOMPARE(line(r.onState(stateIndex(*c, "Desperate"))), std::string("Hm."));
        // The English text is the default even when another locale is listed first.
        QCOMPARE(line(r.onGoal(true)), std::string("Done."));
        QCOMPARE(line(r.onGoal(true), "de"), std::string("Abgemacht."));
        QVERIFY(!r.onGoal(false));
        QCOMPARE(line(r.onEnd(outcomeIndex(*c, "success"))), std::string("Thank you."));
        QVERIFY(!r.onEnd(outcomeIndex(*c, "abandoned")));
        QCOMPARE(line(r.onEnd(outcomeIndex(*c, "failure")), "zh_CN"), std::string("再见。"));
    }

    void withoutReactionsThePartnerIsSilent() {
        Diagnostics d;
        auto c = load("", &d);
        QVERIFY2(c, messages(d).c_str());
        const NpcDef& npc = *c->findNpc("mira");
        for (std::size_t s = 0; s < c->ruleset.states.size(); ++s)
            QVERIFY(!npc.reactions.onState(s));
        QVERIFY(!npc.reactions.onGoal(true) && !npc.reactions.onGoal(false));
        for (std::size_t o = 0; o < c->outcomes.size(); ++o)
            QVERIFY(!npc.reactions.onEnd(std::uint16_t(o)));
        QVERIFY(npc.portrait.empty());
        QVERIFY(npc.portraitFor(0).empty());
        // An empty reactions object is fine too.
        QVERIFY(load(R"(, "reactions": {}, "portrait": null)"));
    }

    // Every key is checked: an unknown one is an error that names its pointer and the keys known.
    void malformedReactionsAreErrorsThatSayWhereAndWhy() {
        struct Case {
            const char* extra;
            const char* pointer;
            const char* says;
        };
        const Case cases[] = {
            {R"(, "reactions": [])", "/npcs/0/reactions", "'reactions' must be an object"},
            {R"(, "reactions": {"greeting": "Hi."})", "/npcs/0/reactions/greeting",
             "unknown reaction 'greeting' (known: state, goal, end)"},
            {R"(, "reactions": {"state": {"Furious": "Out!"}})", "/npcs/0/reactions/state/Furious",
             "unknown state 'Furious' (known: Desperate, Tense, Neutral, Open, Connected, "
             "default)"},
            {R"(, "reactions": {"state": "Hi"})", "/npcs/0/reactions/state",
             "'state' must be a map from emotional state"},
            {R"(, "reactions": {"state": {"Open": 3}})", "/npcs/0/reactions/state/Open",
             "'Open' must be a string or a map from locale to text, not an integer"},
            {R"(, "reactions": {"goal": {"win": "Yes."}})", "/npcs/0/reactions/goal/win",
             "unknown goal reaction 'win' (known: success, failure)"},
            {R"(, "reactions": {"goal": {"success": {"en": "Done.", "de": false}}})",
             "/npcs/0/reactions/goal/success/de", "the 'de' text must be a string, not a boolean"},
            {R"(, "reactions": {"end": {"sucess": "Bye."}})", "/npcs/0/reactions/end/sucess",
             "unknown outcome 'sucess' (known: "},
            {R"(, "reactions": {"end": {"success": {}}})", "/npcs/0/reactions/end/success",
             "'success' must be a string or a map from locale to text, not an object"},
            {R"(, "portrait": 3)", "/npcs/0/portrait",
             "'portrait' must be an SVG file's path, or a map"},
            {R"(, "portrait": "mira.png")", "/npcs/0/portrait",
             "a portrait must be an SVG file (ending in .svg)"},
            {R"(, "portrait": "/etc/mira.svg")", "/npcs/0/portrait",
             "must be relative to the content file"},
            {R"(, "portrait": "")", "/npcs/0/portrait", "not an empty text"},
            {R"(, "portrait": {"Calm": "calm.svg"})", "/npcs/0/portrait/Calm",
             "unknown state 'Calm'"},
        };
        for (const Case& k : cases) {
            Diagnostics d;
            QVERIFY2(!load(k.extra, &d), k.extra);
            const Diagnostic* x = at(d, k.pointer);
            QVERIFY2(x, (std::string(k.extra) + "\n" + messages(d)).c_str());
            QVERIFY2(x->severity == Diagnostic::Severity::Error, x->format().c_str());
            QVERIFY2(x->message.find(k.says) != std::string::npos, x->format().c_str());
            QVERIFY2(x->file == "doc1.json" && x->line > 0 && x->column > 0, x->format().c_str());
        }
        // An outcome is known once a card ends with it: the list names them all.
        Diagnostics d;
        QVERIFY(!load(R"(, "reactions": {"end": {"won": "Yes."}})", &d));
        const Diagnostic* x = at(d, "/npcs/0/reactions/end/won");
        QVERIFY(x);
        for (const char* o : {"success", "failure", "abandoned", "default"})
            QVERIFY2(x->message.find(o) != std::string::npos, x->message.c_str());
    }

    // Portrait files are found next to the content file; a missing one is only a warning (the
    // game draws the portrait instead), and a state without its own file uses "default".
    void portraitsAreFilesNextToTheContent() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath("faces"));
        for (const char* f : {"faces/mira.svg", "faces/mira-desperate.svg"}) {
            QFile svg(dir.filePath(f));
            QVERIFY(svg.open(QIODevice::WriteOnly));
            svg.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'/>");
        }
        const std::string pack = dir.filePath("npcs.json").toStdString();
        {
            QFile f(QString::fromStdString(pack));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                npcDoc(
                    R"(, "portrait": {"default": "faces/mira.svg", "Desperate": "faces/mira-desperate.svg",
                                              "Open": "faces/missing.svg"})")
                    .c_str());
        }
        ContentLoader loader;
        loader.addSource("cards.json", kCards);
        Diagnostics d;
        QVERIFY(loader.addPath(pack, d));
        loader.addBuiltinRulesetIfMissing();
        auto c = loader.load(d);
        QVERIFY2(c, messages(d).c_str());
        QCOMPARE(own(d).size(), std::size_t(1));
        const Diagnostic w = own(d).front();
        QVERIFY(w.severity == Diagnostic::Severity::Warning);
        QCOMPARE(w.pointer, std::string("/npcs/0/portrait/Open"));
        QVERIFY2(w.message.find("'faces/missing.svg'") != std::string::npos, w.message.c_str());
        const NpcDef& npc = *c->findNpc("mira");
        const std::string base = dir.path().toStdString();
        QCOMPARE(npc.portraitFor(stateIndex(*c, "Neutral")), base + "/faces/mira.svg");
        QCOMPARE(npc.portraitFor(stateIndex(*c, "Desperate")), base + "/faces/mira-desperate.svg");
        QCOMPARE(npc.portraitFor(stateIndex(*c, "Open")), base + "/faces/missing.svg");
    }

    // `parley-cli migrate` leaves reactions and portraits as they are: they are current format.
    void migrateKeepsReactionsAndPortraits() {
        QFile f(QString::fromStdString(test::sourcePath("resources/content/npcs.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto original = nlohmann::ordered_json::parse(f.readAll().toStdString());
        QVERIFY(original.dump().find("\"reactions\"") != std::string::npos);
        auto migrated = original;
        QVERIFY(migrateDocument(migrated).empty());
        QVERIFY(migrated == original);
        auto pack = nlohmann::ordered_json::parse(npcDoc(
            R"(, "portrait": {"default": "a.svg"}, "reactions": {"end": {"default": "Bye."}})"));
        const auto before = pack;
        QVERIFY(migrateDocument(pack).empty());
        QVERIFY(pack == before);
    }

    // Which lines one action's events make the partner say, and in which order.
    void reactionsFollowTheEvents() {
        Diagnostics d;
        auto c = load(R"(, "reactions": {
            "state": {"Open": "Open now.", "Tense": "Tense now.", "default": "Changed."},
            "goal": {"success": "Yes!", "failure": "No!"},
            "end": {"success": "Farewell, friend.", "default": "Go."}})",
                      &d);
        QVERIFY2(c, messages(d).c_str());
        const auto npc = c->npcIndex.at("mira");
        const CardIndex greet = c->cardIndex.at("greet"), ask = c->cardIndex.at("ask");
        const auto open = std::uint8_t(stateIndex(*c, "Open")),
                   neutral = std::uint8_t(stateIndex(*c, "Neutral")),
                   tense = std::uint8_t(stateIndex(*c, "Tense")),
                   connected = std::uint8_t(stateIndex(*c, "Connected"));
        auto said = [&](const EventLog& events) {
            std::vector<std::string> out;
            for (const Reaction& r : reactionsTo(*c, npc, events))
                out.push_back(r.line->get("en"));
            return out;
        };
        using V = std::vector<std::string>;
        // Nothing happens to the partner: nothing said.
        QCOMPARE(said({ev::CardSpoken{1, greet, 1}, ev::CardSucceeded{1, greet},
                       ev::ComfortChanged{0, 1, 1, 1}}),
                 V{});
        // A state reached: its own line, else the fallback.
        QCOMPARE(said({ev::CardSucceeded{1, greet}, ev::StateChanged{neutral, open}}),
                 V{"Open now."});
        QCOMPARE(said({ev::StateChanged{open, connected}}), V{"Changed."});
        // Two changes in one action: the state it ends in speaks; there and back again: nothing.
        QCOMPARE(said({ev::StateChanged{neutral, open}, ev::StateChanged{open, neutral},
                       ev::StateChanged{neutral, tense}}),
                 V{"Tense now."});
        QCOMPARE(said({ev::StateChanged{neutral, open}, ev::StateChanged{open, neutral}}), V{});
        // A goal played: its success or failure, then the ending's line (the state's is left to
        // it).
        const auto success = outcomeIndex(*c, "success"), failure = outcomeIndex(*c, "failure");
        QCOMPARE(said({ev::CardSpoken{2, ask, 1}, ev::CardSucceeded{2, ask},
                       ev::StateChanged{neutral, open},
                       ev::ConversationEnded{EndReason::Effect, success}}),
                 (V{"Yes!", "Farewell, friend."}));
        QCOMPARE(said({ev::CardFailed{2, ask}, ev::ConversationEnded{EndReason::Effect, failure}}),
                 (V{"No!", "Go."}));
        // A goal that only exhausts is not played: the ending alone speaks.
        QCOMPARE(said({ev::CardExhausted{2, ask},
                       ev::ConversationEnded{EndReason::Effect, outcomeIndex(*c, "abandoned")}}),
                 V{"Go."});
        // An ordinary card's failure is no goal's.
        QCOMPARE(said({ev::CardFailed{1, greet}}), V{});
        // What each line is about.
        const auto r = reactionsTo(
            *c, npc,
            {ev::CardSucceeded{2, ask}, ev::ConversationEnded{EndReason::Effect, success}});
        QCOMPARE(r.size(), std::size_t(2));
        QVERIFY(r[0].moment == ReactionMoment::GoalSuccess);
        QVERIFY(r[1].moment == ReactionMoment::End);
        QCOMPARE(r[1].key, int(success));
        const auto s = reactionsTo(*c, npc, {ev::StateChanged{neutral, tense}});
        QVERIFY(s.size() == 1 && s[0].moment == ReactionMoment::State && s[0].key == tense);
        // No such partner: nothing.
        QVERIFY(reactionsTo(*c, 99, {ev::StateChanged{neutral, tense}}).empty());
    }

    // Whole games of the built-in partners: every ending gets its line, in the last action only,
    // and a state line comes exactly with an action that left the partner in another state.
    void builtinPartnersAnswerWholeGames() {
        auto c = test::builtin();
        QVERIFY(c);
        int stateLines = 0, endings = 0;
        for (const char* id : {"elena", "marcus", "sera"}) {
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                EventLog start;
                auto h = History::begin(ConversationStart{c, id, "", seed}, &start);
                QVERIFY(h);
                GreedyPolicy policy(seed);
                const std::uint16_t npc = h->current().npc;
                for (int n = 0; n < 200 && !h->current().ended(); ++n) {
                    const int before = h->current().emotion;
                    EventLog events;
                    QVERIFY(h->apply(policy.choose(h->current()), &events).ok());
                    const State& after = h->current();
                    const auto said = reactionsTo(*c, npc, events);
                    const bool ended = after.ended();
                    int ends = 0, states = 0;
                    for (const Reaction& r : said) {
                        QVERIFY(r.line && !r.line->get("en").empty());
                        if (r.moment == ReactionMoment::End) {
                            ++ends;
                            QCOMPARE(r.key, int(after.end.outcome));
                        }
                        if (r.moment == ReactionMoment::State) {
                            ++states;
                            QCOMPARE(r.key, int(after.emotion));
                        }
                    }
                    QCOMPARE(ends, ended ? 1 : 0);
                    QCOMPARE(states, !ended && after.emotion != before ? 1 : 0);
                    stateLines += states;
                    endings += ends;
                }
                QVERIFY(h->current().ended());
            }
        }
        QCOMPARE(endings, 36);
        QVERIFY2(stateLines > 0, "no game changed a state");
    }
};

QTEST_APPLESS_MAIN(TestReactions)
#include "tst_reactions.moc"
