// The JSON reader and writer behind the Botzone bot.
#include <QtTest>

#include "common/json.h"
#include "decimal_comma_locale.h"


class TestBotzoneJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsEveryKind() {
        const common::json::Value v = common::json::parse(
            " {\"a\": [1, -2.5, 3e2, 0.125E-1], \"b\": {\"c\": true, \"d\": false, \"e\": null}, \"s\": \"x\\\"y\"} ");
        QVERIFY(v.is_object());
        const common::json::Value* a = v.find("a");
        QVERIFY(a && a->is_array());
        QCOMPARE(int(a->items().size()), 4);
        QCOMPARE(a->items()[0].as_number(), 1.0);
        QCOMPARE(a->items()[1].as_number(), -2.5);
        QCOMPARE(a->items()[2].as_number(), 300.0);
        QCOMPARE(a->items()[3].as_number(), 0.0125);
        const common::json::Value* b = v.find("b");
        QVERIFY(b->find("c")->as_bool());
        QCOMPARE(b->find("d")->type(), common::json::Value::Type::Bool);
        QVERIFY(!b->find("d")->as_bool());
        QCOMPARE(b->find("e")->type(), common::json::Value::Type::Null);
        QCOMPARE(v.find("s")->as_string(), std::string("x\"y"));
        QVERIFY(v.find("missing") == nullptr);
        QVERIFY(a->find("a") == nullptr);  // not an object
    }

    void stringEscapes() {
        QCOMPARE(common::json::parse("\"\\n\\t\\/\\\\\\u00e9\\u4e2d\\ud83d\\ude00\"").as_string(),
                 std::string("\n\t/\\\xC3\xA9\xE4\xB8\xAD\xF0\x9F\x98\x80"));
    }

    void writesWhatItReads() {
        const std::string texts[] = {
            // (no raw string here: moc misreads a backslash before a quote inside one)
            "{\"response\":{\"x\":3,\"y\":2},\"debug\":\"depth 12, \\\"q\\\"\\n\"}",
            R"([1,-2.5,true,false,null,[],{}])",
            R"({"nested":[{"a":[0.1]}]})",
        };
        for (const std::string& text : texts) QCOMPARE(common::json::write(common::json::parse(text)), text);
        common::json::Value built = common::json::Value::object();
        built.add("x", common::json::Value::number(-1)).add("s", common::json::Value::string(std::string("tab\there\x01")));
        QCOMPARE(common::json::write(built), std::string(R"({"x":-1,"s":"tab\there\u0001"})"));
        // UTF-8 is read and written as it is; bytes that are not UTF-8 (an excerpt cut
        // inside a character) are written as U+FFFD, so the output stays JSON.
        const std::string chinese = "\"\xE4\xB8\xAD\xF0\x9F\x98\x80\"";
        QCOMPARE(common::json::write(common::json::parse(chinese)), chinese);
        QCOMPARE(common::json::write(common::json::Value::string("a\xE4\xB8" "b\xFF")),
                 std::string("\"a\\ufffd\\ufffdb\\ufffd\""));
    }

    void numbersIgnoreTheProcessLocale() {
        // Under a decimal-comma locale, numbers still read and write with a point.
        const DecimalCommaLocale comma;
        QVERIFY2(comma.active(), DecimalCommaLocale::missing());
        const common::json::Value v = common::json::parse("[0.5,-2.25e1,1e-7,1234.5678,3]");
        QCOMPARE(v.items()[0].as_number(), 0.5);
        QCOMPARE(v.items()[1].as_number(), -22.5);
        QCOMPARE(v.items()[2].as_number(), 1e-7);
        QCOMPARE(v.items()[3].as_number(), 1234.5678);
        QCOMPARE(common::json::write(v), std::string("[0.5,-22.5,0.0000001,1234.5678,3]"));
        QCOMPARE(common::json::write(common::json::Value::number(1.5e300)), std::string("1.5e+300"));
        QCOMPARE(common::json::parse(common::json::write(common::json::Value::number(0.1 + 0.2))).as_number(), 0.1 + 0.2);
        // A lone zero starts a number (leading zeros are refused: errorsSayWhereAndWhy).
        QCOMPARE(common::json::write(common::json::parse("[0,-0.25,0e3,10]")), std::string("[0,-0.25,0,10]"));
    }

    void errorsSayWhereAndWhy() {
        const char* const kHighAlone = "unpaired surrogate in \\u escape: a high surrogate (\\uD800-\\uDBFF) must be "
                                       "followed by a low one (\\uDC00-\\uDFFF)";
        const char* const kLowAlone = "unpaired surrogate in \\u escape: a low surrogate (\\uDC00-\\uDFFF) must "
                                      "follow a high one (\\uD800-\\uDBFF)";
        const struct {
            const char* text;
            int column;
            const char* why;
        } cases[] = {
            {"", 1, "expected a value, found end of input"},
            {"{\"x\":1,}", 8, "expected a key in quotes, found '}'"},
            {"[1 2]", 4, "expected ']' or ',' in an array, found '2'"},
            {"{\"x\" 1}", 6, "expected ':' after a key, found '1'"},
            {"\"abc", 5, "unterminated string"},
            {"\"a\\qb\"", 4, "unknown escape \\q"},
            {"\"\\u12g4\"", 6, "expected 4 hex digits after \\u, found 'g'"},
            {"\"\\u12", 6, "expected 4 hex digits after \\u, found end of input"},
            {"-", 2, "expected a digit, found end of input"},
            {"1.", 3, "expected a digit after '.', found end of input"},
            {"1 2", 3, "unexpected '2' after the value"},
            {"tru", 1, "expected a value, found 't'"},
            {"\"a\tb\"", 3, "control character byte 0x09 inside a string"},
            // A surrogate alone is no character (it would be written out as invalid
            // UTF-8): refused at the backslash of its escape. A pair: stringEscapes.
            {"\"a\\uD800\"", 3, kHighAlone},
            {"\"a\\uDBFFb\"", 3, kHighAlone},
            {"\"a\\uD800\\u0041\"", 3, kHighAlone},
            {"\"a\\uDC00\\uD800\"", 3, kLowAlone},
            {"[1e999]", 2, "number out of range"},
            {"[007]", 2, "a number may not start with 0 before another digit"},
            {"-01", 2, "a number may not start with 0 before another digit"},
            // JSON is UTF-8: a stray byte, an overlong form, a surrogate, a cut sequence.
            {"\"ab\xFF\"", 4, "byte 0xFF inside a string is not UTF-8"},
            {"\"\xC0\xAF\"", 2, "byte 0xC0 inside a string is not UTF-8"},
            {"\"\xED\xA0\x80\"", 2, "byte 0xED inside a string is not UTF-8"},
            {"\"\xE4\xB8\"", 2, "byte 0xE4 inside a string is not UTF-8"},
            // A key given twice, at any depth, is refused at its second place.
            {"{\"x\":1,\"y\":2,\"x\":5}", 14, "the key \"x\" is given twice"},
            {"{\"a\":{\"b\":1,\"b\":1}}", 13, "the key \"b\" is given twice"},
            // A key's line break stays escaped: the message is one line (the fuzzer found it raw).
            {"{\"r\\nx\":1,\"r\\nx\":2}", 11, "the key \"r\\nx\" is given twice"},
        };
        for (const auto& c : cases) {
            try {
                common::json::parse(c.text);
                QFAIL(c.text);
            } catch (const common::json::SyntaxError& e) {
                QVERIFY2(int(e.column()) == c.column && e.why() == c.why, qPrintable(QString(c.text) + " -> " + e.what()));
            }
        }
        // Deep nesting is refused, not a stack overflow.
        QVERIFY_THROWS_EXCEPTION(common::json::SyntaxError, common::json::parse(std::string(100000, '[')));
    }
};

QTEST_GUILESS_MAIN(TestBotzoneJson)
#include "test_botzone_json.moc"
