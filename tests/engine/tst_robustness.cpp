// Bad input never crashes: thousands of seeded mutations of real content, scenario and saved-state
// texts go through the loaders, which must report (or accept) without throwing.
#include "ai/policy.h"
#include "content/loader.h"
#include "rules/setup.h"
#include "sim/scenario.h"
#include "test_support.h"
#include "util/rng.h"

#include <QFile>
#include <QTest>

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
};

QTEST_APPLESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
