// Bad input never crashes: thousands of seeded mutations of real content, scenario and saved-state
// texts go through the loaders, which must report (or accept) without throwing.
#include "ai/policy.h"
#include "changes/zones.h"
#include "content/loader.h"
#include "rules/setup.h"
#include "sim/invariants.h"
#include "sim/scenario.h"
#include "skills/skills.h"
#include "test_support.h"
#include "util/rng.h"

#include <QFile>
#include <QTest>
#include <chrono>
#include <future>
#include <thread>

using namespace parley;

namespace {

// Deletes, duplicates, or replaces a few characters, or swaps in JSON-significant tokens.
std::string mutate(const std::string& text, Rng& rng) {
    static const char* tokens[] = {"{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "1e999",
                                   "\"x\"", "{}", "[]", "99999999999999999999", "\\u0000", "0"};
    std::string t = text;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int i = 0; i < edits && !t.empty(); ++i) {
        const std::uint32_t at = rng.below(static_cast<std::uint32_t>(t.size()));
        switch (rng.below(4)) {
        case 0: t.erase(at, 1 + rng.below(8)); break;
        case 1: t.insert(at, t.substr(at, 1 + rng.below(16))); break;
        case 2: t.insert(at, tokens[rng.below(std::size(tokens))]); break;
        default: t[at] = static_cast<char>(32 + rng.below(95)); break;
        }
    }
    return t;
}

// Runs `work` on its own thread and fails the whole test run if it has not finished in time: an
// endless loop must not hang the suite (the thread cannot be stopped, so the process ends).
template <typename F> void finishesWithin(std::chrono::seconds limit, const char* what, F work) {
    auto done = std::make_shared<std::promise<void>>();
    std::future<void> finished = done->get_future();
    std::thread([work = std::move(work), done]() mutable {
        work();
        done->set_value();
    }).detach();
    if (finished.wait_for(limit) != std::future_status::ready)
        qFatal("%s did not finish within %lld s: an endless loop", what, static_cast<long long>(limit.count()));
}

// Hostile content that holds a skill: effects then run as pipeline tasks (an "effect" skill that
// never reacts keeps the pipeline on), and skill triggers and the judge join the task kinds. Each
// loop's effect list starts with `pad` effects that do nothing, so that the step budget runs out
// at a different point of the loop (which task kinds are pending then depends on it); the card
// that starts the token loop has `lead` of them before it, for the same reason.
std::string loopContent(int pad, int lead) {
    auto noops = [](int n) {
        std::string out;
        for (int i = 0; i < n; ++i) out += R"({"type": "AddComfort", "value": 0}, )";
        return out;
    };
    const std::string noop = noops(pad);
    return R"({"cards": [
    {"id": "boomerang", "weight": 1, "difficulty": "Easy", "triggeredEffects": [
        {"trigger": "enteredZone", "zone": "hand", "effects": [)" + noop + R"({"effect": "sendToZone", "zone": "deck"}]},
        {"trigger": "enteredZone", "zone": "deck", "effects": [{"effect": "draw", "amount": 1}]}]},
    {"id": "spawn", "name": "Spawn", "weight": 0, "difficulty": "Easy", "tokenType": "spawn", "triggeredEffects": [
        {"trigger": "enteredZone", "zone": "table", "effects": [)" + noop + R"({"effect": "createToken", "tokenType": "spawn"}]}]},
    {"id": "seeder", "weight": 1, "difficulty": "Easy", "successEffect": [)" + noops(lead) + R"({"effect": "createToken", "card": "spawn"}]},
    {"id": "relapse", "weight": 1, "difficulty": "Easy",
     "triggeredEffects": [{"trigger": "beforeSpeak", "self": true, "effects": [{"effect": "createToken", "card": "spawn"}]}],
     "successEffect": [)" + noops(lead) + R"({"effect": "createToken", "card": "spawn"}]},
    {"id": "listener", "weight": 9, "difficulty": "Easy",
     "triggeredEffects": [{"trigger": "listen", "zone": "hand", "effects": [{"effect": "createToken", "card": "spawn"}]}]},
    {"id": "filler", "weight": 1, "difficulty": "Easy"}],
  "skills": [
    {"id": "watcher", "type": "trigger", "event": "effect", "condition": "value > 1000", "marks": ["seen"],
     "effects": [{"type": "AddMark", "mark": "seen"}]},
    {"id": "judge", "type": "trigger", "event": "roll", "condition": "value > 1000", "effects": [{"type": "AdjustRoll", "value": 1}]},
    {"id": "bouncer", "type": "trigger", "event": "enteredZone",
     "effects": [)" + noop + R"({"effect": "sendToZone", "zone": "deck"}]},
    {"id": "bouncer_after", "type": "trigger", "event": "enteredZone", "timing": "after",
     "effects": [)" + noop + R"({"effect": "sendToZone", "zone": "deck"}]},
    {"id": "as_relapse", "type": "viewAs", "as": "relapse", "match": {"card": "filler"}}],
  "npcs": [
    {"id": "watched", "deck": ["filler"], "skills": ["watcher", "judge"]},
    {"id": "bounced", "deck": ["filler"], "skills": ["bouncer"]},
    {"id": "bounced_after", "deck": ["filler"], "skills": ["bouncer_after", "watcher"]}]})";
}

int loopsStopped(const EventLog& events) {
    int n = 0;
    for (const Event& e : events) n += std::holds_alternative<ev::LoopStopped>(e);
    return n;
}

#define VERIFY_HOLDS(expr)                                                                                             \
    do {                                                                                                               \
        const std::string violation_ = (expr);                                                                         \
        QVERIFY2(violation_.empty(), violation_.c_str());                                                              \
    } while (false)

// Plays up to `actions` random actions, each within a deadline, checking every invariant.
void playOnChecked(State& s, std::size_t cards, int actions) {
    RandomPolicy policy(3);
    InvariantChecker checker(s);
    QCOMPARE(checker.expectedCards(), cards);
    for (int i = 0; i < actions && !s.ended(); ++i) {
        std::string violation;
        finishesWithin(std::chrono::seconds(20), "an action after the loop", [&] {
            violation = checker.check(s);
            if (violation.empty()) violation = checker.step(s, policy.choose(s));
        });
        VERIFY_HOLDS(violation);
    }
}

std::string readSource(const char* rel) {
    QFile f(QString::fromStdString(test::sourcePath(rel)));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

} // namespace

class TestRobustness : public QObject {
    Q_OBJECT
private slots:
    void mutatedContentNeverThrows() {
        Rng rng(2024);
        int rejected = 0;
        for (const auto& file : builtinContentFiles()) {
            for (int i = 0; i < 300; ++i) {
                ContentLoader loader;
                for (const auto& other : builtinContentFiles())
                    loader.addSource(other.name, &other == &file ? mutate(file.text, rng) : std::string(other.text));
                Diagnostics d;
                try {
                    if (!loader.load(d)) ++rejected;
                    for (const auto& x : d.items()) QVERIFY(!x.file.empty() && !x.message.empty());
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(QString("loader threw on a mutation of %1: %2").arg(file.name, e.what())));
                }
            }
        }
        QVERIFY(rejected > 100); // the mutations do break things; the loader says so
    }

    void mutatedSkillsStillPlay() {
        // Skills that load, however odd their numbers, must play without a crash or a stuck state.
        Rng rng(4242);
        int played = 0;
        for (int i = 0; i < 200; ++i) {
            ContentLoader loader;
            for (const auto& f : builtinContentFiles())
                loader.addSource(f.name, std::string(f.name) == "skills.json" ? mutate(f.text, rng) : std::string(f.text));
            Diagnostics d;
            const auto content = loader.load(d);
            if (!content) continue;
            for (std::uint16_t npc = 0; npc < content->npcs.size(); ++npc) {
                State s = newConversation(content, npc, rng.next());
                RandomPolicy policy(rng.next());
                for (int step = 0; step < 400 && !s.ended(); ++step) QVERIFY(s.apply(policy.choose(s)).ok());
                QVERIFY(s.ended());
                ++played;
            }
        }
        QVERIFY(played > 30);
    }

    void mutatedScenariosNeverThrow() {
        Rng rng(77);
        const char* files[] = {"tests/scenarios/goal_exhausts_on_listen.json",
                               "tests/scenarios/edge/hand_limit_discard_by_id.json",
                               "tests/scenarios/errors/invalid_choice.json",
                               "tests/scenarios/costs/decision_order_option_x_cards.json",
                               "tests/scenarios/seed000/reconfigure_golem_two_stones_prompt.json",
                               "tests/scenarios/seed000/ghastly_reveal_discard_any_draw_that_many.json",
                               "tests/scenarios/skills/pipeline_cancel_window_cancelled.json",
                               "tests/scenarios/skills/viewas_zero_card.json",
                               "tests/scenarios/skills/skill_loss_pile_to_discard.json",
                               "tests/scenarios/skills/judge_reroll_only_once.json"};
        for (const char* rel : files) {
            const std::string text = readSource(rel);
            QVERIFY2(!text.empty(), rel);
            for (int i = 0; i < 300; ++i) {
                Diagnostics d;
                try {
                    if (auto sc = loadScenarioText("m.json", mutate(text, rng), test::sourcePath("tests/scenarios"), d))
                        runScenario(*sc);
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(QString("scenario threw on a mutation of %1: %2").arg(rel, e.what())));
                }
            }
        }
    }

    // A card that draws itself back forever: the action still ends, and says why it stopped.
    void endlessEffectLoopsAreStopped() {
        Diagnostics d;
        auto content = test::contentFrom({R"({"cards": [
            {"id": "boomerang", "weight": 1, "difficulty": "Easy", "triggeredEffects": [
                {"trigger": "enteredZone", "zone": "hand", "effects": [{"effect": "sendToZone", "zone": "deck"}]},
                {"trigger": "enteredZone", "zone": "deck", "effects": [{"effect": "draw", "amount": 1}]}]},
            {"id": "filler", "weight": 1, "difficulty": "Easy"}],
            "npcs": [{"id": "n", "deck": ["filler"]}]})"},
                                         &d);
        QVERIFY(content);
        State s = blankConversation(content, 0, 1);
        s.deck().clear();
        addCard(s, Zone::Deck, content->cardIndex.at("boomerang"));
        EventLog events;
        QVERIFY(s.apply(Action::listen(), &events).ok());
        bool stopped = false;
        for (const Event& e : events) stopped = stopped || std::holds_alternative<ev::LoopStopped>(e);
        QVERIFY(stopped);
        QCOMPARE(int(s.turn), 2); // the LISTEN still finished its turn
        QVERIFY(s.tasks.empty());
        QVERIFY(!s.legalActions().empty());
    }

    // The same with skills held, where effects run through the pipeline: a card that draws itself
    // back, a token that creates itself, and a card sent round and round by a skill trigger.
    void endlessLoopsWithSkillsAreStopped_data() {
        QTest::addColumn<QString>("npc");
        QTest::addColumn<QString>("card");
        QTest::addColumn<bool>("speak");
        QTest::addColumn<int>("pad");
        QTest::addColumn<int>("lead");
        for (int pad = 0; pad < 3; ++pad) {
            const QByteArray p = " (pad " + QByteArray::number(pad) + ")";
            QTest::newRow("card draws itself back" + p) << "watched" << "boomerang" << false << pad << 0;
            for (int lead = 0; lead < 3; ++lead)
                QTest::newRow("token creates itself" + p + " (lead " + QByteArray::number(lead) + ")")
                    << "watched" << "seeder" << true << pad << lead;
            QTest::newRow("skill trigger sends a card round" + p) << "bounced" << "filler" << false << pad << 0;
            QTest::newRow("after-skill sends a card round" + p) << "bounced_after" << "filler" << false << pad << 0;
        }
    }
    void endlessLoopsWithSkillsAreStopped() {
        QFETCH(QString, npc);
        QFETCH(QString, card);
        QFETCH(bool, speak);
        QFETCH(int, pad);
        QFETCH(int, lead);
        Diagnostics d;
        auto content = test::contentFrom({loopContent(pad, lead)}, &d);
        for (const auto& x : d.items())
            if (x.severity == Diagnostic::Severity::Error) qWarning("%s", x.format().c_str());
        QVERIFY(content);
        State s = blankConversation(content, content->npcIndex.at(npc.toStdString()), 1);
        QVERIFY(!s.skills.empty());
        s.deck().clear();
        const Uid uid = addCard(s, speak ? Zone::Hand : Zone::Deck, content->cardIndex.at(card.toStdString()));
        const std::size_t cards = countCards(s);
        EventLog events;
        bool ok = false;
        finishesWithin(std::chrono::seconds(10), "the first action", [&] {
            ok = s.apply(speak ? Action::speak(uid, Roll::Success) : Action::listen(), &events).ok();
        });
        QVERIFY(ok);
        QVERIFY(loopsStopped(events) >= 1 && loopsStopped(events) <= 2);
        // The step budget stopped it, not the uids running out (kUidLimit, which ends a token
        // loop too, only much later).
        QVERIFY2(s.nextUid < 20000, qPrintable(QString("next uid %1").arg(s.nextUid)));
        QCOMPARE(int(s.turn), 2); // the action still ended its turn
        VERIFY_HOLDS(checkStateInvariants(s, cards));
        // Whatever the AI does next is bounded too, and keeps every invariant.
        playOnChecked(s, cards, 12);
    }

    // The action's own frame sets the loop off again after the first stop (the card's success
    // effect, after a loop in its beforeSpeak trigger): the second time the budget runs out,
    // nothing more runs, and the action still ends whole, its view-as card turned back.
    void aLoopThatStartsAgainEndsTheAction() {
        Diagnostics d;
        auto content = test::contentFrom({loopContent(0, 0)}, &d);
        QVERIFY(content);
        State s = blankConversation(content, content->npcIndex.at("watched"), 1);
        s.deck().clear();
        const Uid filler = addCard(s, Zone::Hand, content->cardIndex.at("filler"));
        Ctx quiet{s, nullptr};
        grantSkill(quiet, static_cast<std::uint16_t>(content->skills.size() - 1), Side::Player); // as_relapse
        const std::size_t cards = countCards(s);
        const auto slot = static_cast<std::uint8_t>(s.skills.size() - 1);
        const Action play = Action::useSkill(slot, filler, Roll::Success);
        QVERIFY(s.isLegal(play));
        EventLog events;
        bool ok = false;
        finishesWithin(std::chrono::seconds(10), "the SPEAK", [&] { ok = s.apply(play, &events).ok(); });
        QVERIFY(ok);
        QCOMPARE(loopsStopped(events), 2);
        QCOMPARE(int(s.turn), 2);
        QVERIFY(s.converted.empty());
        QCOMPARE(s.zone(Zone::Discard).size(), 1u);
        QCOMPARE(s.def(s.zone(Zone::Discard)[0].card).id, std::string("filler")); // turned back
        VERIFY_HOLDS(checkStateInvariants(s, cards));
        playOnChecked(s, cards, 6);
    }

    // Every LISTEN sets the token loop off again, so tokens pile up action after action: instances
    // must stay unique (uids never wrap around) and every action stays within its budget.
    void tokensPilingUpOverManyActions() {
        auto content = test::contentFrom({loopContent(0, 0)});
        QVERIFY(content);
        State s = blankConversation(content, content->npcIndex.at("watched"), 1);
        s.deck().clear();
        addCard(s, Zone::Hand, content->cardIndex.at("listener"));
        s.patience = 40;
        const std::size_t cards = countCards(s);
        int listens = 0;
        while (!s.ended() && listens < 40) {
            bool ok = false;
            finishesWithin(std::chrono::seconds(20), "a LISTEN", [&] { ok = s.apply(Action::listen()).ok(); });
            QVERIFY(ok);
            ++listens;
            if (s.pendingDecision()) break; // the hand limit
            VERIFY_HOLDS(checkStateInvariants(s, cards));
        }
        QVERIFY(s.nextUid <= kUidLimit);
        qInfo("%d LISTENs, %u tokens on the table, next uid %u", listens, s.zone(Zone::Table).size(), unsigned(s.nextUid));
    }

    void mutatedSavedStatesNeverThrowOrLoadBroken() {
        auto content = test::builtin();
        Rng rng(5);
        State s = newConversation(content, 0, 9);
        s.apply(Action::listen());
        const std::string text = s.serialize();
        int accepted = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string err;
            try {
                auto restored = State::deserialize(content, mutate(text, rng), err);
                if (!restored) {
                    QVERIFY(!err.empty());
                    continue;
                }
                ++accepted;
                // Whatever loads must be playable: legal actions apply cleanly to the end.
                int guard = 0;
                while (!restored->ended() && guard++ < 200) {
                    auto legal = restored->legalActions();
                    if (legal.empty()) break;
                    QVERIFY(restored->apply(legal.front()).ok());
                }
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QString("deserialize threw: %1").arg(e.what())));
            }
        }
        qInfo("%d of 3000 mutated saves were still valid", accepted);
    }

    // Found by UBSan (packaging/dev.sh check): the generator's words were cast from any number, so
    // a float past 32 bits was undefined behaviour. Each word must be an integer in 0..2^32-1.
    void savedRngWordsMustBe32BitIntegers() {
        auto content = test::builtin();
        const State s = newConversation(content, 0, 9);
        const std::string text = s.serialize();
        const auto at = text.find("\"rng\":[");
        QVERIFY(at != std::string::npos);
        const auto first = at + 7, end = text.find(',', first);
        for (const char* word : {"3.7190379e19", "1.5", "4294967296", "-1", "\"7\""}) {
            std::string bad = text;
            bad.replace(first, end - first, word);
            std::string err;
            QVERIFY2(!State::deserialize(content, bad, err), word);
            QVERIFY(!err.empty());
        }
        std::string ok = text;
        ok.replace(first, end - first, "4294967295");
        std::string err;
        QVERIFY2(State::deserialize(content, ok, err).has_value(), err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
