// The fast reading of JSON files (content/json_fast_reader.h) against nlohmann's parser: whatever
// the fast reading takes must come out exactly as nlohmann reads it (the same types of number,
// the same decoded strings, fields in the same order), and a file it cannot read right it must
// give up on, for the careful path to report.
#include "content/json_dom_builder.h"
#include "content/json_fast_reader.h"
#include "content/json_scan.h"
#include "content/limits.h"
#include "json_same.h"
#include "test_support.h"

#include <QTest>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace parley;
using json = nlohmann::ordered_json;

namespace {

using test::sameJson;

// nlohmann's reading, through the same builder the loader uses; nullopt when it refuses the text.
std::optional<json> nlohmannReads(const std::string& text) {
    json doc;
    try {
        DomBuilder builder(doc);
        json::sax_parse(text, &builder);
    } catch (const json::exception&) {
        return std::nullopt;
    }
    return doc;
}

std::optional<json> fastReads(const std::string& text) {
    json doc;
    DomBuilder builder(doc);
    if (!readJsonFast(text, builder)) return std::nullopt;
    return doc;
}

// Whatever the fast reading takes, nlohmann reads the same.
void checkAgrees(const std::string& text, const std::string& what) {
    const auto fast = fastReads(text);
    if (!fast) return;
    const auto slow = nlohmannReads(text);
    QVERIFY2(slow, ("read fast but refused by nlohmann: " + what).c_str());
    QVERIFY2(sameJson(*fast, *slow),
             ("read differently: " + what + "\n" + fast->dump() + "\n" + slow->dump()).c_str());
}

std::string nested(int depth) {
    return std::string(std::size_t(depth), '[') + std::string(std::size_t(depth), ']');
}

std::string objectOf(std::size_t fields) {
    std::string s = "{";
    for (std::size_t i = 0; i < fields; ++i)
        s += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
    return s + "}";
}

std::string fileText(const std::filesystem::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

} // namespace

class TestJsonReader : public QObject {
    Q_OBJECT
private slots:
    void readsAsNlohmannDoes_data() {
        QTest::addColumn<QString>("text");
        const char* const texts[] = {"0",
                                     "-0",
                                     "1",
                                     "-1",
                                     "0.0",
                                     "-0.0",
                                     "1.5",
                                     "1e2",
                                     "1E2",
                                     "1e+2",
                                     "1e-2",
                                     "-1.25e-3",
                                     "0.1",
                                     "2.2250738585072014e-308",
                                     "1.7976931348623157e308",
                                     "4.9e-324",
                                     "9223372036854775807",
                                     "9223372036854775808",
                                     "-9223372036854775808",
                                     "-9223372036854775809",
                                     "18446744073709551615",
                                     "18446744073709551616",
                                     "99999999999999999999",
                                     "-99999999999999999999",
                                     "123456789012345678901234567890",
                                     "0.30000000000000004",
                                     "1234567890.0987654321",
                                     "\"\"",
                                     "\"plain\"",
                                     "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"",
                                     "\"\\u0041\\u00e9\\u4e2d\\u0000x\"",
                                     "\"\\uD83D\\uDE00 \\ud83d\\ude00\"",
                                     "\"caf\xC3\xA9 \xE4\xB8\xAD \xF0\x9F\x98\x80\"",
                                     "\"\x7F\"",
                                     "true",
                                     "false",
                                     "null",
                                     "[]",
                                     "{}",
                                     " \t\r\n[ 1 , 2 ]\n ",
                                     "{\"a\":{\"b\":[{\"c\":null},[],{}]},\"\":1,\"a b\":\"x\"}",
                                     "{\"~/\":1,\"\\u0061\":2}",
                                     "[1,-2,3.5,\"s\",true,false,null,{\"k\":[]}]"};
        for (const char* t : texts)
            QTest::newRow(t) << QString::fromUtf8(t);
    }
    void readsAsNlohmannDoes() {
        QFETCH(QString, text);
        const std::string t = text.toStdString();
        QVERIFY2(fastReads(t), "given up");
        checkAgrees(t, t);
    }

    // What the careful path must see: it gives up on each of these.
    void givesUpOnWhatItMustNotTake_data() {
        QTest::addColumn<QString>("text");
        const char* const texts[] = {"",
                                     " ",
                                     "[1,]",
                                     "{\"a\":1,}",
                                     "[1 2]",
                                     "{\"a\" 1}",
                                     "{a:1}",
                                     "{\"a\":1",
                                     "[",
                                     "// c\n{}",
                                     "{} x",
                                     "{}{}",
                                     "01",
                                     "-",
                                     "1.",
                                     ".5",
                                     "+1",
                                     "1e",
                                     "1e+",
                                     "-a",
                                     "NaN",
                                     "Infinity",
                                     "tru",
                                     "nul",
                                     "True",
                                     "'s'",
                                     "\"a",
                                     "\"\\x\"",
                                     "\"\\u12\"",
                                     "\"\\uD800\"",
                                     "\"\\uDC00\"",
                                     "\"\\uD800\\u0041\"",
                                     "\"tab\there\"",
                                     "1e400",
                                     "-1e400",
                                     "[1]]",
                                     "{\"a\":1}}",
                                     "{,}",
                                     "[,1]"};
        for (const char* t : texts)
            QTest::newRow(t) << QString::fromUtf8(t);
    }
    void givesUpOnWhatItMustNotTake() {
        QFETCH(QString, text);
        QVERIFY(!fastReads(text.toStdString()));
    }

    // The limits checkStructure holds the text to, at their edges.
    void holdsTheStructureLimits() {
        QVERIFY(fastReads(nested(limits::kMaxJsonDepth)));
        QVERIFY(!fastReads(nested(limits::kMaxJsonDepth + 1)));
        QVERIFY(fastReads(objectOf(limits::kMaxObjectMembers)));
        QVERIFY(!fastReads(objectOf(limits::kMaxObjectMembers + 1)));
    }

    // Duplicate keys and over-long lists are kept, and noted for the layout scan to report.
    void notesLayoutProblems() {
        const auto noted = [](const std::string& text) {
            json doc;
            DomBuilder builder(doc);
            return readJsonFast(text, builder) && builder.sawLayoutProblem();
        };
        QVERIFY(!noted("{\"a\":1,\"b\":{\"a\":2}}"));
        QVERIFY(noted("{\"a\":1,\"b\":2,\"a\":3}"));
        QVERIFY(noted("{\"a\":\"1\",\"\\u0061\":2}"));
        std::string large = objectOf(40);
        large.insert(large.size() - 1, ",\"k7\":0");
        QVERIFY(noted(large));
        QVERIFY(!noted(objectOf(40)));
        std::string list = "[0";
        for (std::size_t i = 1; i < limits::kMaxListItems; ++i)
            list += ",0";
        QVERIFY(!noted(list + "]"));
        QVERIFY(noted(list + ",0]"));
    }

    // Every file the project has: content, fixtures, and the hostile corpus and fuzz seeds.
    void everyFileOfTheProjectAgrees() {
        int files = 0, read = 0;
        for (const char* dir : {"resources/content", "tests/fixtures", "tests/corpus",
                                "tests/fuzz/corpus/content", "tests/scenarios"}) {
            for (const auto& e :
                 std::filesystem::recursive_directory_iterator(test::sourcePath(dir))) {
                if (!e.is_regular_file() || e.path().extension() != ".json") continue;
                std::string text = fileText(e.path());
                if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
                if (checkEncoding(text)) continue; // refused before it is read
                ++files;
                read += fastReads(text) ? 1 : 0;
                checkAgrees(text, e.path().string());
                if (QTest::currentTestFailed()) return;
            }
        }
        QVERIFY(files > 400);
        QVERIFY(read > files / 2);
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_json_reader.moc"
