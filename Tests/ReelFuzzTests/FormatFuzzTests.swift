import Foundation
import ReelCore
import ReelDiff
import ReelExecutors
import ReelGraphics
import ReelTestSupport
import Testing

@testable import ReelKit

/// The formats reel reads from files a user or a CI cache hands it: Interface Builder XML, schedule ids, gzip logs
/// and golden manifests, mutated from real ones. Each reads, or is refused with one line naming the file, in bounded
/// time; none traps (a trap ends the test process, which `make fuzz` reports as a crash with its case).
@Suite(.tags(.fuzz)) struct FormatFuzzTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `bytes` mutated once: bytes flipped, cut, a span repeated or dropped, markup characters inserted, or nested.
    static func mutate(_ bytes: [UInt8], random: inout SplitMix64, inserts: [String]) -> (bytes: [UInt8], what: String)
    {
        var out = bytes
        guard !out.isEmpty else { return (Array(random.pick(inserts).utf8), "insert into nothing") }
        switch random.int(0...6) {
        case 0:
            for _ in 0..<random.int(1...8) { out[random.int(0..<out.count)] ^= UInt8(1 << random.int(0...7)) }
            return (out, "bits flipped")
        case 1:
            return (Array(out.prefix(random.int(0..<out.count))), "cut")
        case 2:
            let start = random.int(0..<out.count)
            let end = min(out.count, start + random.int(1...200))
            out.insert(contentsOf: out[start..<end], at: random.int(0...out.count))
            return (out, "span repeated")
        case 3:
            let start = random.int(0..<out.count)
            out.removeSubrange(start..<min(out.count, start + random.int(1...200)))
            return (out, "span dropped")
        case 4:
            let insert = random.pick(inserts)
            out.insert(contentsOf: Array(insert.utf8), at: random.int(0...out.count))
            return (out, "inserted \(insert)")
        case 5:
            let depth = random.int(1...100_000)
            let open = Array(String(repeating: "<v>", count: depth).utf8)
            out.insert(contentsOf: open, at: random.int(0...out.count))
            return (out, "\(depth) elements opened")
        default:
            out.append(contentsOf: (0..<random.int(1...64)).map { _ in UInt8(random.int(0...255)) })
            return (out, "noise appended")
        }
    }

    /// Runs `read`: it must finish within 5 s and succeed, or throw one line starting with `file`.
    static func expectReadOrOneLine(
        _ domain: String, _ number: Int, _ what: String, naming file: String, failures: FuzzFailures,
        _ read: () throws -> Void
    ) {
        let started = ContinuousClock.now
        do {
            try read()
        } catch {
            let line = "\(error)"
            if line.contains("\n") || !line.hasPrefix(file) {
                failures.add(domain, number, "[\(what)]: not one line naming the file: \(line.prefix(300))")
            }
        }
        if ContinuousClock.now - started > .seconds(5) { failures.add(domain, number, "[\(what)]: over 5 s") }
    }

    @Test func mutatedInterfaceBuilderFilesParseOrAreRefusedInOneLine() throws {
        let run = FuzzRun.current
        let cell = Self.tests.appendingPathComponent(
            "RealGalleries/maclacerda+iddog/IDDog/IDDog/Modules/Feed/Cell/FeedCollectionViewCell.xib")
        let original = [UInt8](try Data(contentsOf: cell))
        let inserts = [
            "<", ">", "&", "&#x0;", "&#1114112;", "&bogus;", "<!--", "]]>", "<?xml", "\"", "=", "/>", "\u{0}",
        ]
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 300)
        for number in numbers {
            run.starting("nib", number)
            var random = run.generator("nib", number)
            let (bytes, what) = Self.mutate(original, random: &random, inserts: inserts)
            Self.expectReadOrOneLine("nib", number, what, naming: "case.xib", failures: failures) {
                _ = try NibXMLReader.parse(bytes, file: "case.xib").allElements.count
            }
        }
        run.report("nib", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    @Test func scheduleIdsReadBackAsThemselvesOrAreRefused() {
        let run = FuzzRun.current
        let alphabet = Array("s-.0123456789abcdefxyzS_ é.-")
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 2_000)
        for number in numbers {
            run.starting("schedule", number)
            var random = run.generator("schedule", number)
            var text: String
            if random.chance(0.5) {
                // A valid id, then perhaps one character changed, dropped or doubled.
                var point = 0
                text = "s"
                for _ in 0..<random.int(0...6) {
                    point += random.int(1...5_000)
                    text += "-\(String(point, radix: 36)).\(String(random.int(1...40), radix: 36))"
                }
                if random.chance(0.7), !text.isEmpty {
                    var characters = Array(text)
                    let at = random.int(0..<characters.count)
                    switch random.int(0...2) {
                    case 0: characters[at] = random.pick(alphabet)
                    case 1: characters.remove(at: at)
                    default: characters.insert(characters[at], at: at)
                    }
                    text = String(characters)
                }
            } else {
                text = String((0..<random.int(0...40)).map { _ in random.pick(alphabet) })
                if random.chance(0.1) { text = "s-" + String(repeating: "z", count: random.int(10...30)) + ".1" }
            }
            guard let schedule = Schedule(id: text) else { continue }
            if schedule.id != text {
                failures.add("schedule", number, "\(text) reads as \(schedule.id)")
            }
            let points = schedule.deviations.map(\.point)
            if points != points.sorted() || Set(points).count != points.count
                || schedule.deviations.contains(where: { $0.choice < 1 || $0.point < 0 })
            {
                failures.add("schedule", number, "\(text): deviations out of order or empty")
            }
        }
        run.report("schedule", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    @Test func mutatedGzipLogsInflateToTheirTextOrAreRefusedInOneLine() throws {
        let run = FuzzRun.current
        let text = try Data(
            contentsOf: Self.tests.appendingPathComponent("Goldens/quickstart-small/timeline.jsonl"))
        let packed = [UInt8](CompressedLog.deflate(text))
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 400)
        for number in numbers {
            run.starting("gzip", number)
            var random = run.generator("gzip", number)
            var (bytes, what) = Self.mutate(
                packed, random: &random, inserts: ["\u{1F}\u{8B}", "\u{0}\u{0}\u{0}\u{80}"])
            if random.chance(0.2), bytes.count >= 4 {
                // The trailer's size claim set to anything.
                let claim = UInt32(truncatingIfNeeded: random.next())
                for offset in 0..<4 {
                    bytes[bytes.count - 4 + offset] = UInt8(truncatingIfNeeded: claim >> (8 * offset))
                }
                what += ", size claim \(claim)"
            }
            Self.expectReadOrOneLine("gzip", number, what, naming: "case.gz", failures: failures) {
                let inflated = try CompressedLog.inflate(Data(bytes), label: "case.gz")
                if inflated.count > bytes.count * 1032 {
                    failures.add("gzip", number, "[\(what)]: \(inflated.count) bytes from \(bytes.count)")
                }
            }
        }
        run.report("gzip", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    @Test func mutatedGoldenManifestsReadOrAreRefusedAndVerifyWithoutATrap() throws {
        let run = FuzzRun.current
        let source = Self.tests.appendingPathComponent("Goldens/quickstart-small")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fuzz-golden-\(UUID())")
        try FileManager.default.copyItem(at: source, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Both forms of manifest: the PNG golden's, and a compact golden's (one video block, frames without files).
        let pngManifest = try JSONValue.parse(
            Data(contentsOf: source.appendingPathComponent("manifest.json")), file: "manifest.json")
        guard case .object(var compact) = pngManifest, case .array(let frames) = compact["frames"] else {
            Issue.record("the golden's manifest is not an object with frames")
            return
        }
        compact["video"] = .object([
            "file": .string("frames.mkv"), "codec": .string("libx264rgb"), "width": .number(120),
            "height": .number(160),
        ])
        compact["frames"] = .array(
            frames.map { frame in
                guard case .object(var fields) = frame else { return frame }
                fields["file"] = .string("frames.mkv")
                fields["repeat_of"] = nil
                return .object(fields)
            })
        let documents = [FuzzJSON(pngManifest), FuzzJSON(.object(compact))]
        let failures = FuzzFailures()
        let numbers = run.numbers(fast: 200)
        for number in numbers {
            run.starting("golden", number)
            var random = run.generator("golden", number)
            let (bytes, what) = ScenarioMutator.mutate(random.pick(documents), random: &random)
            try Data(bytes).write(to: folder.appendingPathComponent("manifest.json"))
            let started = ContinuousClock.now
            do {
                _ = try FrameManifest.read(folder: folder, label: folder.path)
                // Verifying decodes what the manifest names: a PNG golden's frames here (a compact one's video is
                // absent, which is a problem line, never a trap).
                if number % 10 == 0 {
                    for line in try GoldenVerification.problems(in: folder) where line.contains("\n") {
                        failures.add("golden", number, "[\(what)]: a problem of several lines: \(line.prefix(300))")
                    }
                }
            } catch {
                let line = error.description
                if line.contains("\n") || !line.hasPrefix(folder.path) {
                    failures.add("golden", number, "[\(what)]: not one line naming the golden: \(line.prefix(300))")
                }
            }
            if ContinuousClock.now - started > .seconds(10) { failures.add("golden", number, "[\(what)]: over 10 s") }
        }
        run.report("golden", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}
