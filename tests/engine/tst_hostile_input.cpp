// Content and scenarios that designers are still writing, or that someone crafted: each input
// here once crashed, hung or misread Parley (issue 9). Each must now get a clear diagnostic, with
// file, line, column and JSON pointer, and never crash.
#include "content/json_scan.h"
#include "content/limits.h"
#include "content/loader.h"
#include "content/pack_files.h"
#include "sim/scenario.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace parley;
using parley::test::cardsDoc;
using parley::test::contentFrom;

namespace {

const Diagnostic* findDiag(const Diagnostics& d, const std::string& needle) {
    for (const auto& x : d.items())
        if (x.message.find(needle) != std::string::npos) return &x;
    return nullptr;
}

std::string all(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d.items()) s += x.format() + "\n";
    return s;
}

// Checks the source alone, as the loader does first.
Diagnostics parseOnly(std::string text) {
    Diagnostics d;
    JsonSource src("input.json", std::move(text));
    src.parse(d);
    return d;
}

std::optional<Scenario> scenarioFrom(const std::string& text, Diagnostics& d, const std::string& dir = ".") {
    return loadScenarioText("s.json", text, dir, d);
}

std::string card(const std::string& id, const std::string& extra = "") {
    return R"({"id": ")" + id + R"(", "name": "N", "weight": 0, "difficulty": "Easy")" + extra + "}";
}

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT
private slots:
    // Issue 9, crash 1: adding the bare token cards moved the card list under the effects being
    // walked, so later createToken effects kept no card (then played as card 65535).
    void everyBareTokenGetsItsCard() {
        Diagnostics d;
        const auto c = contentFrom({cardsDoc({card("maker", R"(, "successEffect": [
            {"type": "createToken", "tokenType": "ghost_a"}, {"type": "createToken", "tokenType": "ghost_b"},
            {"type": "createToken", "tokenType": "ghost_c"}, {"type": "createToken", "tokenType": "ghost_d"},
            {"type": "createToken", "tokenType": "ghost_e"}])")})},
                                   &d);
        QVERIFY2(c, all(d).c_str());
        const CardDef& maker = *c->findCard("maker");
        QCOMPARE(maker.effects[0].size(), std::size_t(5));
        for (const EffectDef& e : maker.effects[0]) {
            QVERIFY(e.tokenCard >= 0 && e.tokenCard < static_cast<int>(c->cards.size()));
            QVERIFY(c->cards[e.tokenCard].synthetic);
        }
    }

    // Crash 3: 30,000 and 200,000 levels of nesting overflowed the stack (parse, copy, scan).
    void deepNestingIsRefusedWithWhere() {
        for (int levels : {limits::kMaxJsonDepth + 1, 30000, 200000}) {
            const std::string text = "{\"cards\": " + std::string(levels, '[') + std::string(levels, ']') + "}";
            const Diagnostics d = parseOnly(text);
            QCOMPARE(d.errorCount(), 1);
            QVERIFY(d.items()[0].message.find("nest more than 64 levels") != std::string::npos);
            QCOMPARE(d.items()[0].line, 1);
            QCOMPARE(d.items()[0].column, 74); // the 64th bracket is the 65th level, after `{"cards": `
            QVERIFY(d.items()[0].pointer.rfind("/cards/0/0", 0) == 0);
        }
        // Exactly at the limit is fine (brackets in strings do not count).
        const std::string ok = std::string(limits::kMaxJsonDepth, '[') + "\"[[[[{{{{\"" +
                               std::string(limits::kMaxJsonDepth, ']');
        QCOMPARE(parseOnly(ok).errorCount(), 0);
    }

    // Crash 4 and the UTF-16 message: other encodings are named, with what to do.
    void otherEncodingsAreNamed_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::addColumn<int>("column");
        QTest::newRow("latin-1") << QByteArray("{\"cards\": [{\"id\": \"caf\xE9\"}]}") << "byte 0xE9 here is not valid UTF-8" << 23;
        QTest::newRow("utf-16 le bom") << QByteArray("\xFF\xFE{\0}\0", 6) << "UTF-16 (little-endian)" << 1;
        QTest::newRow("utf-16 be bom") << QByteArray("\xFE\xFF\0{\0}", 6) << "UTF-16 (big-endian)" << 1;
        QTest::newRow("utf-16 no bom") << QByteArray("{\0}\0", 4) << "looks like UTF-16" << 1;
        QTest::newRow("utf-32") << QByteArray("\xFF\xFE\0\0{\0\0\0", 8) << "UTF-32" << 1;
        QTest::newRow("overlong") << QByteArray("[\"\xC0\xAF\"]") << "byte 0xC0" << 3;
        QTest::newRow("surrogate") << QByteArray("[\"\xED\xA0\x80\"]") << "byte 0xED" << 3;
        QTest::newRow("zero byte") << QByteArray("[1,\0 2]", 6) << "zero byte" << 4;
    }
    void otherEncodingsAreNamed() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QFETCH(int, column);
        const Diagnostics d = parseOnly(bytes.toStdString());
        QCOMPARE(d.errorCount(), 1);
        QVERIFY2(d.items()[0].message.find(says.toStdString()) != std::string::npos, d.items()[0].message.c_str());
        QVERIFY(d.items()[0].message.find("save it as UTF-8") != std::string::npos);
        QCOMPARE(d.items()[0].column, column);
        // The message itself is UTF-8, so JSON output of it cannot fail.
        QVERIFY(!checkEncoding(d.items()[0].message));
    }

    void utf8ByteOrderMarkIsAccepted() {
        const std::string doc = cardsDoc({card("c1", R"(, "depth": "x")")});
        Diagnostics plain, marked;
        QVERIFY(!contentFrom({doc}, &plain));
        QVERIFY(!contentFrom({"\xEF\xBB\xBF" + doc}, &marked));
        QCOMPARE(marked.errorCount(), 1);
        QVERIFY(findDiag(marked, "'depth' must be an integer"));
        QCOMPARE(marked.items()[0].column, plain.items()[0].column); // as an editor shows it
    }

    void duplicateKeysAreErrors() {
        const Diagnostics d = parseOnly("{\"cards\": [{\"id\": \"a\",\n  \"id\": \"b\"}], \"x\\u0041\": 1, \"xA\": 2}");
        QCOMPARE(d.errorCount(), 2);
        QCOMPARE(d.items()[0].pointer, std::string("/cards/0/id"));
        QCOMPARE(d.items()[0].line, 2);
        QCOMPARE(d.items()[0].column, 3);
        QVERIFY(d.items()[0].message.find("first at line 1, column 13") != std::string::npos);
        QCOMPARE(d.items()[1].pointer, std::string("/xA")); // escapes are decoded before comparing
    }

    void overlongListsAreErrors() {
        std::string text = "{\"decks\": [";
        for (std::size_t i = 0; i <= limits::kMaxListItems; ++i) text += i ? ",0" : "0";
        text += "]}";
        const Diagnostics d = parseOnly(text);
        QCOMPARE(d.errorCount(), 1);
        QCOMPARE(d.items()[0].pointer, std::string("/decks"));
        QVERIFY(d.items()[0].message.find("at most 20000") != std::string::npos);
    }

    // The parser's objects are quadratic in their number of fields: 60,000 took 6 s.
    void objectsWithTooManyFieldsAreErrors() {
        std::string text = "{\"cards\": [{\"id\": \"a\"";
        for (std::size_t i = 1; i <= limits::kMaxObjectMembers; ++i) text += ", \"k" + std::to_string(i) + "\": 0";
        text += "}]}";
        const Diagnostics d = parseOnly(text);
        QCOMPARE(d.errorCount(), 1);
        QVERIFY(d.items()[0].message.find("more than 1000 fields") != std::string::npos);
        QCOMPARE(d.items()[0].pointer, std::string("/cards/0")); // the object, not its last field
    }

    void tooLargeFilesAreRefused() {
        const Diagnostics d = parseOnly(std::string(limits::kMaxFileBytes + 1, ' '));
        QCOMPARE(d.errorCount(), 1);
        QVERIFY(d.items()[0].message.find("files over 8 MiB are refused") != std::string::npos);
    }

    // Syntax errors name the value they are in.
    void syntaxErrorsNameTheirPlace() {
        const Diagnostics d = parseOnly("{\"cards\": [{\"id\": \"a\"}, {\"id\": \"b\", \"name\": \"x\\q\"}]}");
        QCOMPARE(d.errorCount(), 1);
        QCOMPARE(d.items()[0].pointer, std::string("/cards/1/name"));
    }

    // Issue 9, item 6: every diagnostic rescanned the file. Positions now come from one pass; here
    // they must still be exact for thousands of errors on many lines.
    void manyErrorsKeepExactPositions() {
        std::string text = "{\"cards\": [\n";
        for (int i = 0; i < 3000; ++i) text += std::string(i ? ",\n" : "") + "  " + card("c" + std::to_string(i), R"(, "weight": "x")");
        text += "\n]}";
        Diagnostics d;
        QVERIFY(!contentFrom({text}, &d));
        QCOMPARE(d.errorCount(), 3000);
        for (int i = 0; i < 3000; ++i) {
            QCOMPARE(d.items()[i].line, i + 2);
            QCOMPARE(d.items()[i].pointer, "/cards/" + std::to_string(i) + "/weight");
        }
    }

    // Numbers are checked against their range, never wrapped.
    void numbersOutOfRangeAreNamed_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("says");
        QTest::newRow("2^64-1") << R"(, "depth": 18446744073709551615)" << "'depth' is 18446744073709551615; it must be between 0";
        QTest::newRow("past 64 bits") << R"(, "depth": 99999999999999999999)" << "'depth' is 1e+20; it must be between 0";
        QTest::newRow("draw 2^64-1") << R"(, "successEffect": {"type": "DrawCards", "value": 18446744073709551615})"
                                     << "the number 18446744073709551615 is too large (at most 1000000000) at column 1";
        QTest::newRow("negative draw") << R"(, "successEffect": {"type": "DrawCards", "value": -2})"
                                       << "DrawCards needs a number of cards of 0 or more, not -2";
        QTest::newRow("negative discard") << R"(, "successEffect": {"type": "discard", "amount": -1})"
                                          << "needs a count of 0 or more, not -1";
        QTest::newRow("token count 2^64-1") << R"(, "successEffect": {"type": "addTokens", "tokens": {"Trust": 18446744073709551615}})"
                                            << "a token change must be an integer from -99 to 99";
        // (No raw string here: moc misreads one that ends in a quote.)
        QTest::newRow("formula too long") << ", \"successEffect\": {\"type\": \"AddComfort\", \"value\": \"" + QString(1001, '1') + "\"}"
                                          << "bad formula: it is 1001 characters long; at most 1000";
    }
    void numbersOutOfRangeAreNamed() {
        QFETCH(QString, extra);
        QFETCH(QString, says);
        Diagnostics d;
        QVERIFY(!contentFrom({cardsDoc({card("c1", extra.toStdString())})}, &d));
        QVERIFY2(findDiag(d, says.toStdString()), all(d).c_str());
    }

    void scenarioNumbersOutOfRange() {
        Diagnostics d;
        QVERIFY(!scenarioFrom(R"({"format": "parley-scenario/1", "name": "n", "seed": 18446744073709551615})", d));
        QVERIFY2(findDiag(d, "'seed' is 18446744073709551615; it must be between 0 and 2000000000"), all(d).c_str());
        Diagnostics m;
        QVERIFY(!scenarioFrom(R"({"format": "parley-scenario/1", "name": "n", "npc": "elena",
            "skills": [{"id": "s", "name": "S", "type": "trigger", "event": "listen", "marks": ["m"], "effects": [{"type": "AddMark", "mark": "m", "on": "player"}]}],
            "setup": {"marks": {"player": {"m": 4294967297}}}})",
                              m));
        QVERIFY2(findDiag(m, "a mark count must be an integer from 0 to 999"), all(m).c_str());
    }

    // A token that makes itself on arriving loops; the loader says so.
    void selfMakingTokensAreWarned() {
        Diagnostics d;
        const auto c = contentFrom({cardsDoc({card("echo", R"(, "tokenType": "echo", "triggeredEffects": [
            {"trigger": "enteredZone", "zone": "table", "self": true, "effects": [{"type": "createToken", "tokenType": "echo"}]}])"),
                                              card("press", R"(, "permanent": true, "triggeredEffects": [
            {"trigger": "enteredZone", "zone": "table", "effects": [{"type": "createToken", "tokenType": "leaf"}]}])")})},
                                   &d);
        QVERIFY2(c, all(d).c_str());
        const Diagnostic* w = findDiag(d, "without end");
        QVERIFY2(w, all(d).c_str());
        QCOMPARE(w->severity, Diagnostic::Severity::Warning);
        QCOMPARE(w->pointer, std::string("/0"));
        const Diagnostic* any = findDiag(d, "whenever a card arrives on the table");
        QVERIFY2(any, all(d).c_str());
        QCOMPARE(any->pointer, std::string("/1"));
    }

    // Crash 5: filesystem errors were exceptions, and the folder walk stopped silently.
    void foldersThatCannotBeReadAreReported() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string root = dir.path().toStdString();
        for (const char* f : {"a.json", "sub/b.json", "sub/deeper/c.json"}) {
            const auto p = std::filesystem::path(root) / f;
            std::filesystem::create_directories(p.parent_path());
            FILE* out = std::fopen(p.c_str(), "w");
            QVERIFY(out);
            std::fputs(cardsDoc({card(p.stem().string())}).c_str(), out);
            std::fclose(out);
        }
        // A pipe named like content would block a read forever.
        QCOMPARE(::mkfifo((root + "/sub/pipe.json").c_str(), 0600), 0);
        std::filesystem::create_directory_symlink(root, root + "/sub/loop");
        ContentLoader loader;
        Diagnostics d;
        QVERIFY(!loader.addPath(root, d));
        QVERIFY2(findDiag(d, "is not a regular file"), all(d).c_str());
        QVERIFY2(findDiag(d, "a link to a folder is not followed"), all(d).c_str());
        loader.addBuiltinRulesetIfMissing();
        Diagnostics loaded;
        const auto c = loader.load(loaded);
        QVERIFY(c); // the readable files are all read
        QCOMPARE(c->cards.size(), std::size_t(3));
    }

    void specialPathsAreErrorsNotExceptions() {
        for (const char* path : {"/proc/1", "/dev/null", "/nonexistent/x.json"}) {
            ContentLoader loader;
            Diagnostics d;
            QVERIFY2(!loader.addPath(path, d), path);
            QVERIFY2(d.errorCount() > 0, path);
        }
        // A scenario whose content is the root of the disk: bounded walk, an error, no abort.
        Diagnostics d;
        QVERIFY(!scenarioFrom(R"({"format": "parley-scenario/1", "name": "n", "content": "/"})", d));
        QVERIFY(d.errorCount() > 0);
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostile_input.moc"
