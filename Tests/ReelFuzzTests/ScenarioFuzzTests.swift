import Foundation
import Reel
import ReelCore
import ReelTestSupport
import Testing

/// Mutated scenario files through the in-process validation (`LoadedScenario.load`, what `reel validate` and every
/// run do first) and the frame estimate: each must load or be refused with one line naming the file. A trap would
/// end the test process (`make fuzz` then names the case from its progress file).
@Suite(.tags(.fuzz)) struct ScenarioFuzzTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The examples, parsed: the corpus every mutation starts from.
    static func corpus() throws -> [FuzzSeed] {
        let folder = repository.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try names.sorted().map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return FuzzSeed(name: name, json: FuzzJSON(try JSONValue.parse(data, file: name)))
        }
    }

    @Test func mutatedScenariosLoadOrAreRefusedInOneLine() throws {
        let run = FuzzRun.current
        let corpus = try Self.corpus()
        #expect(!corpus.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failures = FuzzFailures()
        var loaded = 0
        let numbers = run.numbers(fast: 600)
        for number in numbers {
            run.starting("scenario", number)
            var random = run.generator("scenario", number)
            let source = random.pick(corpus)
            let (bytes, what) = ScenarioMutator.mutate(source.json, random: &random)
            let file = folder.appendingPathComponent("case-\(number).json")
            try Data(bytes).write(to: file)
            do {
                let scenario = try LoadedScenario.load(path: file.path)
                _ = FrameEstimate.frames(for: scenario.scenario)
                loaded += 1
            } catch {
                let line = error.description
                // The line names the scenario, or a file it names (a HAR or trace file whose own content is wrong).
                let named = line.components(separatedBy: ": ").first ?? ""
                let namesAFile =
                    line.hasPrefix(file.path) || named != file.path && FileManager.default.fileExists(atPath: named)
                if line.contains("\n") || !namesAFile || line.count > 1_000 {
                    let message = "\(source.name) [\(what)]: not one clear line: \(line.prefix(300))"
                    failures.add("scenario", number, message)
                }
            }
            try? FileManager.default.removeItem(at: file)
        }
        run.report("scenario", cases: numbers.count, failures: failures.all)
        print("fuzz scenario: \(loaded) of \(numbers.count) mutated scenarios still valid")
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}

/// A scenario the mutations start from.
struct FuzzSeed {
    var name: String
    var json: FuzzJSON
}
