import Foundation
import Testing

@testable import ReelFormats

/// The strict JSON reader every input file goes through: the values it gives, and the path and line of what it
/// refuses (duplicate keys, numbers a Double cannot hold, syntax errors, deep nesting, invalid UTF-8).
@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(InputError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8), file: "f.json")
    }

    static func error(_ bytes: [UInt8]) -> InputError? {
        do {
            _ = try JSONValue.parse(Data(bytes), file: "f.json")
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String) -> InputError? { error(Array(text.utf8)) }

    @Test func parsesEveryKindOfValue() throws {
        let value = try Self.parse(
            #" {"a": [1, -2.5, 3e2, 0, -0.125E-1], "b": {"c": null, "d": true, "e": false}, "#
                + #""s": "x\"\\\/\n\t\u00e9\ud83d\ude00"} "#)
        let expected: JSONValue = .object([
            "a": .array([.number(1), .number(-2.5), .number(300), .number(0), .number(-0.0125)]),
            "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
            "s": .string("x\"\\/\n\té😀"),
        ])
        #expect(value == expected)
    }

    @Test func aDuplicateKeyIsRefusedAtItsPath() {
        let error = Self.error("{\n  \"canvas\": {\"width\": 100,\n  \"width\": 200}, \"name\": \"a\"}")
        #expect(error?.path == "$.canvas.width")
        #expect(error?.message == "duplicate key \"width\" (a key may appear once in an object) (line 3, column 10)")
    }

    @Test func aDuplicateKeyInsideAnArrayNamesTheIndex() {
        let error = Self.error(#"{"script": [{"wait": {"ms": 1}}, {"wait": {"ms": 1, "ms": 2}}]}"#)
        #expect(error?.path == "$.script[1].wait.ms")
    }

    @Test(arguments: ["1e999", "-1e999", "1E400"])
    func aNumberADoubleCannotHoldIsRefusedAtItsPath(number: String) {
        let error = Self.error(#"{"items": {"count": \#(number)}}"#)
        #expect(error?.path == "$.items.count")
        #expect(error?.message.hasPrefix("expected a number a Double can hold") == true, "\(String(describing: error))")
        #expect(error?.message.contains("got \(number)") == true)
    }

    @Test(arguments: [
        ("", "$", "expected a value, got the end of the document"),
        ("{\"a\": 1,}", "$", "expected a key string, got '}'"),
        ("{\"a\": 01}", "$", "expected ',' or '}', got '1'"),
        ("[1 2]", "$", "expected ',' or ']', got '2'"),
        ("{\"a\": tru}", "$.a", "expected a value, got 't'"),
        ("{\"a\": NaN}", "$.a", "expected a value, got 'N'"),
        ("{\"a\": \"x\ny\"}", "$.a", "a control character (0xa) must be escaped in a string"),
        ("{\"a\": \"\\q\"}", "$.a", "unknown escape '\\q'"),
        ("{\"a\": \"\\ud800\"}", "$.a", "a high surrogate \\ud800 without its low surrogate"),
        ("{\"a\": 1} x", "$", "unexpected 'x' after the end of the document"),
        ("{\"a\": -}", "$.a", "expected a digit, got '}'"),
        ("{\"a\": 1.}", "$.a", "expected a digit after '.', got '}'"),
    ])
    func aSyntaxErrorSaysWhereAndWhat(text: String, path: String, message: String) {
        let error = Self.error(text)
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("malformed JSON (line ") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix(message) == true, "\(String(describing: error))")
    }

    @Test func invalidUTF8InAStringIsRefused() {
        let error = Self.error(Array(#"{"name": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
        #expect(error?.path == "$.name")
        #expect(error?.message.hasSuffix("a string is not valid UTF-8") == true)
    }

    @Test func nestingDeeperThanTheLimitIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.error(deep)?.message.hasSuffix("nested deeper than \(JSONParser.maxDepth) levels") == true)
        let depth = JSONParser.maxDepth
        let allowed = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(Self.error(allowed) == nil)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), file: "f") == .array([.number(1)]))
    }
}
