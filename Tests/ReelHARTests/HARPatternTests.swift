import Foundation
import ReelHAR
import Testing

/// `network.map` patterns (`HARPattern`): the captures Swift's backtracking `Regex` finds, in time linear in the URL,
/// and a message saying where for what the linear matcher does not run.
@Suite struct HARPatternTests {
    static let patterns = [
        "/photos/(?<index>[0-9]+)/", #"photos/(?<id>\d+)/"#, "/photos/(?<index>1[0-9])/", #"(?<index>\d+)\.jpg$"#,
        #"^https?://[^/]+/(?<id>[a-z]+)"#, "(?<index>[0-9]*?)x", "(?<index>[0-9]{2,3})", "(?:img|pic)-(?<id>\\w+)",
        "(?<index>a|ab)(c|bcd)", "(?<index>(a+)+)$", "(?<id>[^.]+)\\.(png|jpe?g)", "x(?<index>[0-9]{1,})?y",
        "(?<id>.*)/", "(?<id>.*?)/", "(?<index>\\d)\\d*$", "[\\d-](?<id>[a-c-]+)", "(?<index>)$", "b(?<id>)",
    ]
    static let urls = [
        "https://cdn.test/photos/17/large.jpg", "https://cdn.test/photos/5/", "http://a.b/pic-abc_1", "abcd",
        "aaaaaaaaaa!", "https://x/y/z.png", "https://x/img-42.jpeg", "x12y", "xy", "0x", "123456", "https://q/1-abc",
        "", "/", "é/ü.png",
    ]

    @Test func capturesWhatSwiftRegexCaptures() throws {
        for text in Self.patterns {
            let pattern = try HARPattern(text)
            let regex = try Regex(text)
            let group = pattern.hasGroup(named: "index") ? "index" : "id"
            for url in Self.urls {
                let expected = try regex.firstMatch(in: url)?.output[group]?.substring.map(String.init)
                #expect(pattern.capture(named: group, in: url).map(String.init) == expected, "\(text) on \(url)")
            }
        }
    }

    /// `(?<index>(a+)+)$` over a run of `a`s and a `!`: exponential for a backtracking engine, linear here.
    @Test func nestedRepeatsTakeLinearTime() throws {
        let pattern = try HARPattern("(?<index>(a+)+)$")
        let clock = ContinuousClock()
        for count in [20, 22, 30, 20_000] {
            let url = "https://x.test/" + String(repeating: "a", count: count) + "!"
            let time = clock.measure { #expect(pattern.capture(named: "index", in: url) == nil) }
            #expect(time < .seconds(2), "\(count) a's took \(time)")
        }
        let matching = "https://x.test/" + String(repeating: "a", count: 20_000)
        #expect(pattern.capture(named: "index", in: matching)?.count == 20_000)
    }

    @Test(arguments: [
        ("(a", "at character 1: missing ')'"), ("a)", "at character 2: unmatched ')'"),
        ("[a-", "at character 1: missing ']'"), (#"(a)\1"#, #"at character 4: the escape '\1' is not supported"#),
        ("(?=a)", "at character 1: look-around, flags and other (?…) groups are not supported"),
        ("(?i)a", "at character 1: look-around, flags and other (?…) groups are not supported"),
        ("*a", "at character 1: nothing to repeat"), ("a**", "at character 3: nothing to repeat"),
        ("a{2000}", "at character 2: a repeat count above 1000"),
        ("a{3,2}", "at character 2: {3,2}: the range is backwards"),
        ("(?<x>a)(?<x>b)", "at character 8: the group name 'x' is used twice"),
        ("((((a{1000}){5}){5}){5})", "compiles to more than 5000 steps: use smaller {n,m} counts"),
        ("a++", "at character 3: possessive quantifiers are not supported"),
    ])
    func whatTheLinearMatcherCannotRunIsNamed(pattern: String, message: String) {
        #expect(throws: HARPatternError.self) { try HARPattern(pattern) }
        do {
            _ = try HARPattern(pattern)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aLongPatternIsRefused() {
        #expect(throws: HARPatternError.self) { try HARPattern(String(repeating: "a", count: 1001)) }
        #expect(throws: Never.self) { try HARPattern(String(repeating: "a", count: 1000)) }
    }

    @Test func theMappingSaysWhichLanguageItSpeaks() throws {
        #expect(throws: HARMapping.Refusal.self) { try HARMapping(parsing: "(?<index>a)(?=b)") }
        #expect(try HARMapping(parsing: "(?<index>(a+)+)$") != .order)
    }
}
