import Testing

@testable import ReelFormats

@Suite struct JSONLineTests {
    @Test func numbersPrintTheSameEverywhere() {
        #expect(JSONLine.number(16.666666) == "16.667")
        #expect(JSONLine.number(50) == "50")
        #expect(JSONLine.number(-0.5) == "-0.5")
        #expect(JSONLine.number(0.0004) == "0")
        #expect(JSONLine.number(1234567.0001) == "1234567")
    }

    @Test func stringsAreEscaped() {
        var line = JSONLine()
        line.add("a", "q\"\\\n\u{1}")
        line.add("b", 2)
        #expect(line.string == #"{"a":"q\"\\\n\u0001","b":2}"#)
    }
}
