// Replays and re-resolving on new content: a saved replay plays back faithfully and ends in a
// byte-identical state; on edited content it stops at the right action with the right report;
// malformed files get positioned messages.
#include "ai/policy.h"
#include "session/replay.h"
#include "test_support.h"

#include <QTest>

using namespace parley;

namespace {

std::optional<History> randomGame(const std::shared_ptr<const Content>& content, const std::string& npc,
                                  std::uint64_t seed, std::vector<EventLog>* logs = nullptr) {
    auto h = History::begin({content, npc, "", seed});
    if (!h) return h;
    RandomPolicy policy(seed * 7 + 3);
    while (!h->current().ended() && h->size() < 2000) {
        EventLog events;
        if (!h->apply(policy.choose(h->current()), &events).ok()) return std::nullopt;
        if (logs) logs->push_back(std::move(events));
    }
    return h;
}

// The built-in pack loaded from its texts, each passed through `edit` first.
std::shared_ptr<const Content> editedBuiltin(const std::function<void(std::string& name, std::string& text)>& edit) {
    ContentLoader loader;
    for (const EmbeddedFile& f : builtinContentFiles()) {
        std::string name = f.name, text = f.text;
        edit(name, text);
        loader.addSource(name, text);
    }
    Diagnostics diags;
    auto c = loader.load(diags);
    for (const auto& d : diags.items())
        if (d.severity == Diagnostic::Severity::Error) qWarning("%s", d.format().c_str());
    return c;
}

// Sets the weight of card `id` in its file's text; false when the card is not in it.
bool setWeight(std::string& text, const std::string& id, int weight) {
    const auto at = text.find("\"id\": \"" + id + "\"");
    if (at == std::string::npos) return false;
    const auto w = text.find("\"weight\":", at);
    const auto end = text.find_first_of(",}", w);
    text.replace(w, end - w, "\"weight\": " + std::to_string(weight));
    return true;
}

// The first action of `h` that speaks `card` (1-based), or 0.
std::size_t firstSpeakOf(const History& h, const std::string& card) {
    for (std::size_t i = 0; i < h.records().size(); ++i)
        if (h.records()[i].kind == ActionKind::Speak && h.records()[i].card == card) return i + 1;
    return 0;
}

std::vector<std::string> errorLines(const std::string& text) {
    Diagnostics diags;
    std::vector<std::string> out;
    if (readReplay("bad.json", text, diags)) return out;
    for (const auto& d : diags.items())
        if (d.severity == Diagnostic::Severity::Error) out.push_back(d.format());
    return out;
}

const char* kGood = R"({
  "format": "parley-replay/1",
  "seed": 4,
  "npc": "elena",
  "deck": null,
  "content": {"packs": ["builtin"], "hash": "0"},
  "actions": [
    {"kind": "listen", "label": "LISTEN"}
  ]
})";

} // namespace

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    // Save, load and play back many random games of every NPC: each plays as recorded and ends
    // in a byte-identical state.
    void roundTripIsFaithful() {
        auto content = test::builtin();
        int games = 0;
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 25; ++seed) {
                auto h = randomGame(content, npc.id, seed);
                QVERIFY(h);
                const std::string text = writeReplay(*h);
                Diagnostics diags;
                const auto replay = readReplay("game.json", text, diags);
                QVERIFY2(replay, text.c_str());
                QCOMPARE(diags.items().size(), std::size_t(0));
                QCOMPARE(replay->actions.size(), h->size());
                QCOMPARE(replay->npc, npc.id);
                QCOMPARE(replay->seed, seed);
                const Playback pb = playReplay(*replay, content);
                QVERIFY2(pb.faithful(), pb.text().c_str());
                QVERIFY(pb.contentMatches);
                QCOMPARE(pb.end, Playback::End::Same);
                QCOMPARE(pb.result.report.replayed, h->size());
                QCOMPARE(pb.result.history->current().serialize(), h->current().serialize());
                // Writing the played-back history gives the same file.
                QCOMPARE(writeReplay(*pb.result.history), text);
                ++games;
            }
        QVERIFY(games >= 75);
    }

    void replayHoldsMeaningsAndIdentity() {
        auto content = test::builtin();
        auto h = randomGame(content, "marcus", 11);
        QVERIFY(h);
        const std::string text = writeReplay(*h);
        QVERIFY(text.rfind("{\n  \"format\": \"parley-replay/1\"", 0) == 0);
        QVERIFY(text.find("\"hash\": \"" + content->identity.hash + "\"") != std::string::npos ||
                text.find("\"hash\":\"" + content->identity.hash + "\"") != std::string::npos);
        const std::size_t speak = [&] {
            for (std::size_t i = 0; i < h->size(); ++i)
                if (h->records()[i].kind == ActionKind::Speak) return i;
            return h->size();
        }();
        QVERIFY(speak < h->size());
        const ActionRecord& r = h->records()[speak];
        QVERIFY(text.find("\"card\":\"" + r.card + "\"") != std::string::npos);
        QVERIFY(text.find("\"label\":\"" + r.label + "\"") != std::string::npos);
        QVERIFY(text.find("\"outcome\":\"" + std::string(name(r.outcome)) + "\"") != std::string::npos);
    }

    // Only the position counts: undone actions are not saved.
    void writesUpToThePosition() {
        auto content = test::builtin();
        auto h = randomGame(content, "sera", 3);
        QVERIFY(h && h->size() > 4);
        h->seek(4);
        Diagnostics diags;
        const auto replay = readReplay("r.json", writeReplay(*h), diags);
        QVERIFY(replay);
        QCOMPARE(replay->actions.size(), std::size_t(4));
        const Playback pb = playReplay(*replay, content);
        QVERIFY(pb.faithful());
        QCOMPARE(pb.result.history->current().serialize(), h->current().serialize());
    }

    // Every card fails on this content: the replay diverges at the first roll that succeeded.
    void changedContentDivergesAtTheRightAction() {
        auto content = test::builtin();
        auto failing = editedBuiltin([](std::string&, std::string& text) {
            const auto at = text.find("\"successClamp\": { \"min\": 5, \"max\": 95 }");
            if (at != std::string::npos) text.replace(at, 39, "\"successClamp\": { \"min\": 0, \"max\": 0 }");
        });
        QVERIFY(failing);
        QVERIFY(failing->identity.hash != content->identity.hash);
        int checked = 0;
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                std::vector<EventLog> logs;
                auto h = randomGame(content, npc.id, seed, &logs);
                QVERIFY(h);
                // Where it must stop: the first roll that succeeded by the dice (not a sure thing).
                std::size_t expected = 0;
                for (std::size_t i = 0; i < logs.size() && !expected; ++i)
                    for (const Event& e : logs[i])
                        if (const auto* roll = std::get_if<ev::RollMade>(&e); roll && roll->success && roll->chance < 100) {
                            expected = i + 1;
                            break;
                        }
                if (!expected) continue;
                Diagnostics diags;
                const auto replay = readReplay("r.json", writeReplay(*h), diags);
                QVERIFY(replay);
                const Playback pb = playReplay(*replay, failing);
                QVERIFY(!pb.contentMatches);
                QVERIFY(!pb.faithful());
                const ReplayReport& r = pb.result.report;
                QCOMPARE(r.action, expected);
                QCOMPARE(r.stop, ReplayReport::Stop::OutcomeDiffers);
                QCOMPARE(r.replayed, expected - 1);
                QCOMPARE(r.label, h->records()[expected - 1].label);
                // Failed now, or (a judge skill may re-roll a failure) asks first.
                QVERIFY2(r.reason.rfind("it succeeded when it was recorded", 0) == 0, r.reason.c_str());
                QCOMPARE(pb.result.history->size(), expected - 1);
                ++checked;
            }
        QVERIFY(checked >= 6);
    }

    // Content whose only change is a description plays the same: faithful, though not the same content.
    void harmlessEditStaysFaithful() {
        auto content = test::builtin();
        auto edited = editedBuiltin([](std::string& name, std::string& text) {
            if (name.find("cards-core") == std::string::npos) return;
            const auto at = text.find("Wait, let me say something...");
            QVERIFY(at != std::string::npos);
            text.replace(at, 5, "Hold on");
        });
        QVERIFY(edited && edited->identity.hash != content->identity.hash);
        auto h = randomGame(content, "elena", 8);
        Diagnostics diags;
        const auto replay = readReplay("r.json", writeReplay(*h), diags);
        const Playback pb = playReplay(*replay, edited);
        QVERIFY2(pb.faithful(), pb.text().c_str());
        QVERIFY(!pb.contentMatches);
        QCOMPARE(pb.end, Playback::End::Unchecked);
        QVERIFY(pb.text().find("the content has changed") != std::string::npos);
    }

    // A card made too heavy to speak: rebuild stops at its first SPEAK with a report in words.
    void rebuildAfterACardEditStopsWithTheRightReport() {
        auto content = test::builtin();
        int checked = 0;
        for (const NpcDef& npc : content->npcs)
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                auto h = randomGame(content, npc.id, seed);
                QVERIFY(h);
                // The card spoken last in the game, made heavier than any capacity.
                std::string card;
                for (const ActionRecord& r : h->records())
                    if (r.kind == ActionKind::Speak) card = r.card;
                if (card.empty()) continue;
                const std::size_t at = firstSpeakOf(*h, card);
                auto heavy = editedBuiltin([&](std::string&, std::string& text) { setWeight(text, card, 60); });
                QVERIFY(heavy);
                const std::size_t position = h->size();
                const Rebuilt rb = rebuild(*h, heavy);
                const ReplayReport& r = rb.report;
                QCOMPARE(r.total, h->size());
                QCOMPARE(r.action, at);
                QCOMPARE(r.replayed, at - 1);
                QCOMPARE(r.stop, ReplayReport::Stop::NotLegal);
                const std::string name = content->findCard(card)->name.text;
                QCOMPARE(r.label, "SPEAK " + name);
                const std::string expected = "replayed " + std::to_string(at - 1) + " of " + std::to_string(h->size()) +
                                             " actions; action " + std::to_string(at) + " (SPEAK " + name +
                                             ") is no longer legal: ";
                QVERIFY2(r.text().rfind(expected, 0) == 0, r.text().c_str());
                QVERIFY(rb.history);
                QCOMPARE(rb.history->size(), at - 1);
                QCOMPARE(rb.history->position(), std::min(position, at - 1));
                // The actions before it are the same ones, on the new content.
                for (std::size_t i = 0; i + 1 < at; ++i) QCOMPARE(rb.history->records()[i].label, h->records()[i].label);
                ++checked;
            }
        QVERIFY(checked >= 6);
    }

    void rebuildOnTheSameContentKeepsEverything() {
        auto content = test::builtin();
        std::optional<History> h;
        for (std::uint64_t seed = 21; !h || h->size() <= 6; ++seed) h = randomGame(content, "marcus", seed);
        h->seek(h->size() - 3); // the redo tail is rebuilt too
        const Rebuilt rb = rebuild(*h, content);
        QVERIFY2(rb.report.faithful(), rb.report.text().c_str());
        QCOMPARE(rb.report.replayed, h->size());
        QCOMPARE(rb.history->position(), h->position());
        QCOMPARE(rb.history->current().serialize(), h->current().serialize());
        QCOMPARE(rb.report.text(), "replayed " + std::to_string(h->size()) + " of " + std::to_string(h->size()) + " actions");
    }

    // A card gone from the hand: "... is no longer legal: Offer Tea is not in your hand".
    void missingCardIsNamed() {
        auto content = test::builtin();
        auto h = randomGame(content, "elena", 2);
        std::size_t at = 0;
        for (std::size_t i = 0; i < h->size() && !at; ++i)
            if (h->records()[i].kind == ActionKind::Speak) at = i + 1;
        QVERIFY(at);
        std::vector<ActionRecord> records(h->records().begin(), h->records().begin() + static_cast<std::ptrdiff_t>(at));
        records.back().instance = 40; // no hand holds 41 of one card
        const Rebuilt rb = replayRecords(h->start(), records);
        QCOMPARE(rb.report.stop, ReplayReport::Stop::NotLegal);
        QCOMPARE(rb.report.action, at);
        const std::string name = content->findCard(records.back().card)->name.text;
        QCOMPARE(rb.report.reason, "there are not 41 of " + name + " in your hand");
        records.back().instance = 0;
        records.back().card = "no_such_card";
        QCOMPARE(replayRecords(h->start(), records).report.reason, std::string("the content has no card 'no_such_card'"));
    }

    void missingNpcOrDeckStopsAtTheStart() {
        auto content = test::builtin();
        auto h = randomGame(content, "elena", 2);
        auto noElena = test::contentFrom({R"({"cards": [{"id": "c", "weight": 1, "difficulty": "Easy"}],
                                              "npcs": [{"id": "other", "deck": ["c"]}]})"});
        QVERIFY(noElena);
        const Rebuilt rb = rebuild(*h, noElena);
        QVERIFY(!rb.history);
        QCOMPARE(rb.report.stop, ReplayReport::Stop::Start);
        QCOMPARE(rb.report.action, std::size_t(0));
        QCOMPARE(rb.report.replayed, std::size_t(0));
        QCOMPARE(rb.report.text(), "replayed 0 of " + std::to_string(h->size()) +
                                       " actions; the conversation cannot start: the content has no NPC 'elena'");
        ConversationStart start = h->start();
        start.deck = "gone";
        QCOMPARE(replayRecords(start, h->records()).report.reason, std::string("the content has no deck 'gone'"));
    }

    void goodMinimalFileReads() {
        Diagnostics diags;
        const auto r = readReplay("ok.json", kGood, diags);
        QVERIFY(r);
        QCOMPARE(r->actions.size(), std::size_t(1));
        QCOMPARE(r->actions[0].kind, ActionKind::Listen);
        QCOMPARE(r->seed, std::uint64_t(4));
    }

    void malformedFilesArePositioned_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, std::string text, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(expected);
        };
        auto with = [](const std::string& from, const std::string& to) {
            std::string t = kGood;
            t.replace(t.find(from), from.size(), to);
            return t;
        };
        row("not json", "{\"format\": \"parley-replay/1\",\n  \"seed\": 4,,}", "bad.json:2:13: error: ");
        row("not an object", "[1, 2]", "bad.json:1:1: error: a replay must be a JSON object");
        row("no format", "{\"seed\": 1}", "bad.json:1:1: error: missing field 'format'");
        row("newer format", with("parley-replay/1", "parley-replay/2"),
            "bad.json:2:13: error: /format: this replay is in format 'parley-replay/2', which this version of Parley "
            "cannot read (it reads parley-replay/1); open it with a newer Parley");
        row("scenario file", with("parley-replay/1", "parley-scenario/1"), "bad.json:2:13: error: /format: 'format' is 'parley-scenario/1'");
        row("negative seed", with("\"seed\": 4", "\"seed\": -4"),
            "bad.json:3:11: error: /seed: 'seed' must be a whole number from 0 to 18446744073709551615, not -4");
        row("missing npc", with("\"npc\": \"elena\",", ""), "bad.json:1:1: error: missing required field 'npc'");
        row("content not an object", with("{\"packs\": [\"builtin\"], \"hash\": \"0\"}", "7"),
            "bad.json:6:14: error: /content: 'content' must be an object with 'packs' and 'hash', not an integer");
        row("unknown kind", with("\"listen\"", "\"shout\""),
            "bad.json:8:14: error: /actions/0/kind: unknown action kind 'shout' (known: speak, listen, choose, activate, cancel, useSkill)");
        row("speak without card", with("\"kind\": \"listen\"", "\"kind\": \"speak\""),
            "bad.json:8:5: error: /actions/0: missing required field 'card'");
        row("instance out of range", with("\"kind\": \"listen\"", "\"kind\": \"speak\", \"card\": \"x\", \"instance\": 70000"),
            "bad.json:8:48: error: /actions/0/instance: 'instance' is 70000; it must be between 0 and 65535");
        row("options not a list", with("\"kind\": \"listen\"", "\"kind\": \"choose\", \"options\": \"yes\""),
            "bad.json:8:35: error: /actions/0/options: 'options' must be a list of ids, not a string");
        row("instances too short", with("\"kind\": \"listen\"", "\"kind\": \"choose\", \"options\": [\"a\", \"b\"], \"instances\": [0]"),
            "bad.json:8:60: error: /actions/0/instances: 'instances' has 1 entries; it needs one per option (2)");
        row("bad outcome", with("\"label\"", "\"outcome\": \"maybe\", \"label\""),
            "bad.json:8:35: error: /actions/0/outcome: unknown outcome 'maybe' (known: none, success, failure)");
        row("action not an object", with("{\"kind\": \"listen\", \"label\": \"LISTEN\"}", "\"listen\""),
            "bad.json:8:5: error: /actions/0: an action must be an object");
        row("final count", with("  ]\n}", "  ],\n  \"final\": {\"actions\": 3}\n}"),
            "bad.json:10:24: error: /final/actions: 'actions' says 3 but the list holds 1; the file is incomplete or was edited");
    }
    void malformedFilesArePositioned() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto lines = errorLines(text.toStdString());
        QVERIFY2(!lines.empty(), "the file was accepted");
        QVERIFY2(lines.front().rfind(expected.toStdString(), 0) == 0, lines.front().c_str());
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"
