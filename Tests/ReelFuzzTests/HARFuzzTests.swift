import Foundation
import Reel
import ReelCore
import ReelHAR
import ReelTestSupport
import Testing

/// HAR files and `network.map` patterns, both untrusted (a HAR from anywhere, a pattern from a scenario): a mutated
/// HAR loads or is refused in one line naming the file; a mutated pattern compiles or is refused in one line, and
/// matching it over long URLs takes bounded time; a generated pattern captures what Swift's backtracking `Regex`
/// captures, on URLs short enough for it.
@Suite(.tags(.fuzz)) struct HARFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static func patterns() throws -> [String] {
        try String(contentsOf: corpus.appendingPathComponent("map-patterns.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test func mutatedHARFilesLoadOrAreRefusedInOneLine() throws {
        let run = FuzzRun.current
        let har = FuzzJSON(
            try JSONValue.parse(Data(contentsOf: Self.corpus.appendingPathComponent("gallery.har")), file: "har"))
        let patterns = try Self.patterns()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fuzz-har-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 150, share: 4)
        for number in numbers {
            run.starting("har", number)
            var random = run.generator("har", number)
            let (bytes, what) = ScenarioMutator.mutate(har, random: &random)
            try Data(bytes).write(to: folder.appendingPathComponent("case.har"))
            let map = random.chance(0.5) ? "order" : random.pick(patterns)
            let scenario = folder.appendingPathComponent("case.json")
            let text =
                #"{"name": "h", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
                + #""items": {"count": 30}, "#
                + #""network": {"har": "case.har", "map": "# + JSONLine.quote(map)
                + #"}, "script": [{"wait": {"ms": 100}}]}"#
            try Data(text.utf8).write(to: scenario)
            let clock = ContinuousClock()
            let started = clock.now
            do {
                _ = try LoadedScenario.load(path: scenario.path)
            } catch {
                let line = error.description
                if line.contains("\n") || !line.hasPrefix(scenario.path) && !line.hasPrefix(folder.path) {
                    failures.add("har", number, "[\(what)]: not one line naming the file: \(line.prefix(300))")
                }
            }
            if clock.now - started > .seconds(5) { failures.add("har", number, "[\(what)] map \(map): took over 5 s") }
        }
        run.report("har", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    /// Characters a pattern edit inserts: metacharacters most of all.
    static let edits = Array(#"()[]{}|*+?.^$\-:<>=!,0123456789adwsDWS/aé"#).map(String.init)

    @Test func mutatedPatternsCompileOrAreRefusedAndMatchInBoundedTime() throws {
        let run = FuzzRun.current
        let corpus = try Self.patterns()
        let failures = FuzzFailures()
        var compiled = 0
        let numbers = run.numbers(fast: 300)
        for number in numbers {
            run.starting("pattern", number)
            var random = run.generator("pattern", number)
            var scalars = Array(random.pick(corpus))
            for _ in 0..<random.int(1...4) {
                let at = random.int(0...scalars.count)
                switch random.int(0..<3) {
                case 0: scalars.insert(contentsOf: Array(random.pick(Self.edits)), at: at)
                case 1: if at < scalars.count { scalars.remove(at: at) }
                default:
                    let end = min(scalars.count, at + random.int(1...6))
                    scalars.insert(contentsOf: scalars[at..<end], at: at)
                }
            }
            let text = String(scalars)
            let pattern: HARPattern
            do {
                pattern = try HARPattern(text)
                compiled += 1
            } catch {
                if error.description.contains("\n") || error.description.isEmpty {
                    failures.add("pattern", number, "\(text): not one line: \(error.description)")
                }
                continue
            }
            let url =
                "https://x.test/" + String((0..<random.int(0...2000)).map { _ in random.pick(Array("aab1/.-!x")) })
            let clock = ContinuousClock()
            let time = clock.measure { _ = pattern.capture(named: "index", in: url) }
            if time > .seconds(2) { failures.add("pattern", number, "\(text) over \(url.count) characters: \(time)") }
        }
        run.report("pattern", cases: numbers.count, failures: failures.all)
        print("fuzz pattern: \(compiled) of \(numbers.count) mutated patterns compiled")
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    @Test func generatedPatternsCaptureWhatSwiftRegexCaptures() throws {
        let run = FuzzRun.current
        let failures = FuzzFailures()
        // Few cases: Swift's Regex itself is slow on nested repeats (the point of the linear matcher).
        let numbers = run.numbers(fast: 60, share: 10)
        for number in numbers {
            run.starting("regex", number)
            var random = run.generator("regex", number)
            let text =
                (random.chance(0.2) ? "^" : "") + PatternGenerator.sequence(&random, depth: 0)
                + "(?<index>" + PatternGenerator.sequence(&random, depth: 0) + ")"
                + PatternGenerator.sequence(&random, depth: 1) + (random.chance(0.3) ? "$" : "")
            guard let pattern = try? HARPattern(text), let regex = try? Regex(text) else {
                failures.add("regex", number, "\(text): a generated pattern did not compile")
                continue
            }
            for _ in 0..<8 {
                let url = String((0..<random.int(0...7)).map { _ in random.pick(Array("ab1/.")) })
                let expected = (try? regex.firstMatch(in: url))??.output["index"]?.substring.map(String.init)
                let actual = pattern.capture(named: "index", in: url).map(String.init)
                if actual != expected {
                    failures.add(
                        "regex", number, "\(text) on \"\(url)\": \(actual ?? "nil"), Regex: \(expected ?? "nil")")
                }
            }
        }
        run.report("regex", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}

/// Random patterns in the language `HARPattern` and Swift's `Regex` share. A repeat is only put on what cannot match
/// the empty string: where a loop's body can match empty, a backtracking engine and a Pike VM may pick different
/// (equally leftmost) matches, as RE2 documents; docs/har.md says so.
enum PatternGenerator {
    static func sequence(_ random: inout SplitMix64, depth: Int) -> String {
        sequenceWithNullability(&random, depth: depth).text
    }

    static func sequenceWithNullability(_ random: inout SplitMix64, depth: Int) -> (text: String, nullable: Bool) {
        let parts = (0..<random.int(0...3)).map { _ in quantified(&random, depth: depth) }
        return (parts.map(\.text).joined(), parts.allSatisfy(\.nullable))
    }

    static func quantified(_ random: inout SplitMix64, depth: Int) -> (text: String, nullable: Bool) {
        let (text, nullable) = atom(&random, depth: depth)
        if nullable { return (text, true) }
        let quantifier = random.pick(["", "", "", "*", "+", "?", "*?", "+?", "??", "{2}", "{0,2}", "{1,3}", "{1,}"])
        let optional = ["*", "?", "*?", "??", "{0,2}"].contains(quantifier)
        return (text + quantifier, optional)
    }

    static func atom(_ random: inout SplitMix64, depth: Int) -> (text: String, nullable: Bool) {
        let leaves = ["a", "b", "1", "/", #"\."#, ".", "[ab]", "[^/]", #"\d"#, "[a-b1]", #"\w"#]
        guard depth < 2, random.chance(0.3) else { return (random.pick(leaves), false) }
        var (inner, nullable) = sequenceWithNullability(&random, depth: depth + 1)
        if random.chance(0.3) {
            let other = sequenceWithNullability(&random, depth: depth + 1)
            inner += "|" + other.text
            nullable = nullable || other.nullable
        }
        return ((random.chance(0.5) ? "(?:" : "(") + inner + ")", nullable)
    }
}
