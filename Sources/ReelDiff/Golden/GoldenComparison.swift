import Foundation
import ReelFiles
import ReelFormats
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares a run folder with its golden folder.
public enum GoldenComparison {
    /// What to compare.
    public struct Aspects: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Frame pixels (by hash, then pixel by pixel).
        public static let frames = Aspects(rawValue: 1)
        /// `cells.csv` and `timeline.jsonl`.
        public static let timeline = Aspects(rawValue: 2)
        /// Both.
        public static let all: Aspects = [.frames, .timeline]
    }

    /// Compares `run` with `golden`; when `artifacts` is given, expected/actual/diff images of at most
    /// `artifactFrames` failing frames go under it (`FrameArtifacts.choose`: the worst frame always among them).
    /// `drawRun`, when given, draws the run's frames whose hashes differ from the golden's (a run that wrote no PNG
    /// for them, kept as a recording).
    package static func compare(
        run: URL, golden: URL, options: DiffOptions, failOn: Set<TimelineRule> = [], aspects: Aspects = .all,
        artifacts: URL? = nil, artifactFrames: Int = FrameArtifacts.defaultLimit,
        drawRun: (@Sendable (Int) throws -> PixelImage)? = nil
    ) throws -> GoldenVerdict {
        var verdict = GoldenVerdict(frames: [], problems: [], timeline: nil, timelineViolations: [], notes: [])
        let expected: FrameSet
        var actual: FrameSet
        do {
            expected = try FrameSet.open(golden.path)
            actual = try FrameSet.open(run.path)
            actual.draw = drawRun
        } catch {
            verdict.problems.append("cannot read the golden: \(error.description)")
            return verdict
        }
        if let before = expected.manifest?.scenarioHash, let after = actual.manifest?.scenarioHash, before != after {
            verdict.notes.append("the scenario file changed since the golden was recorded")
        }
        if let before = expected.manifest, let after = actual.manifest, before.drawing != after.drawing {
            func name(_ drawing: String?) -> String { drawing == "app" ? "the app's views" : "the template" }
            verdict.notes.append(
                "the golden's cells were drawn by \(name(before.drawing)), this run's by \(name(after.drawing)) "
                    + "(the scenario's `drawing`)")
        }
        // A frame file the manifest names but the golden lacks fails the check, even when every run frame's hash
        // matches the manifest's and no golden frame would be opened; a FIFO or a folder is not waited on.
        let absent = absentFrames(expected)
        verdict.problems += absent
        if aspects.contains(.frames), absent.isEmpty {
            // A missing ffmpeg is thrown (exit 2): the golden is not at fault.
            try compareFrames(
                expected, actual, options: options, artifacts: artifacts, limit: artifactFrames, into: &verdict)
        }
        if aspects.contains(.timeline) {
            do {
                verdict.timeline = try TimelineDiff.compare(golden: golden, run: run)
                verdict.timelineViolations = verdict.timeline?.violations(failOn) ?? []
            } catch {
                verdict.problems.append("cannot compare the timeline: \(error.description)")
            }
        }
        return verdict
    }

    /// One line per frame file of the golden's manifest that is missing or not a regular file (at most five, then
    /// how many more).
    static func absentFrames(_ golden: FrameSet) -> [String] {
        var seen = Set<String>()
        var lines: [String] = []
        for frame in golden.frames where seen.insert(frame.file.path).inserted {
            var status = stat()
            if stat(frame.file.path, &status) != 0 {
                lines.append(
                    "\(frame.file.path): missing from the golden (its manifest names it for frame \(frame.index))")
            } else if status.st_mode & S_IFMT != S_IFREG {
                lines.append("\(frame.file.path): not a regular file (frame \(frame.index) of the golden's manifest)")
            }
        }
        guard lines.count > 5 else { return lines }
        return Array(lines.prefix(5)) + ["\(lines.count - 5) more frame files of the golden are missing"]
    }

    private static func compareFrames(
        _ expected: FrameSet, _ actual: FrameSet, options: DiffOptions, artifacts: URL?, limit: Int,
        into verdict: inout GoldenVerdict
    ) throws(DiffInputError) {
        var (golden, run) = (expected, actual)
        if golden.frames.count != run.frames.count {
            verdict.problems.append("frame count changed: golden \(golden.frames.count), run \(run.frames.count)")
            let common = min(golden.frames.count, run.frames.count)
            golden.frames = Array(golden.frames.prefix(common))
            run.frames = Array(run.frames.prefix(common))
        }
        do {
            let compared = try FrameComparer(options: options).compare(
                expected: golden, actual: run, keeping: artifacts == nil ? nil : limit)
            verdict.frames = compared.results
            if let artifacts {
                try writeImages(
                    golden, run, options: options, to: artifacts, limit: limit, kept: compared.kept, verdict: &verdict)
            }
            let tolerated = verdict.frames.filter { $0.status == .match }.count
            if tolerated > 0 { verdict.notes.append("\(tolerated) frames differ within the allowed limits") }
        } catch let error as DiffInputError where error.isToolFailure {
            throw error
        } catch let error as DiffInputError {
            verdict.problems.append(
                error.message.contains("frames must be the same size")
                    ? "frame size changed: \(error.description)" : error.description)
            if let artifacts, let first = golden.frames.first, let latest = run.frames.first {
                try? keepFirstFrames(first.file, latest.file, in: artifacts)
            }
        } catch {
            verdict.problems.append("cannot write the diff images: \(OutputError.cause(error))")
        }
    }

    /// Compares again, writing images, the failing frames `FrameArtifacts.choose` picks: from the images the first
    /// comparison kept of them (`kept`, the frames from videos), else decoding only those frames.
    private static func writeImages(
        _ golden: FrameSet, _ run: FrameSet, options: DiffOptions, to artifacts: URL, limit: Int,
        kept: [Int: ArtifactCandidates.Images], verdict: inout GoldenVerdict
    ) throws {
        let chosen = FrameArtifacts.choose(verdict.failingFrames, limit: limit)
        guard !chosen.isEmpty else { return }
        var (expected, actual) = (golden, run)
        expected.frames = expected.frames.filter { chosen.contains($0.index) }
        actual.frames = actual.frames.filter { chosen.contains($0.index) }
        let imaging = FrameComparer(
            options: options, artifacts: FrameArtifacts(directory: artifacts, keepExpectedAndActual: true))
        let results: [FrameResult]
        if !kept.isEmpty, expected.frames.allSatisfy({ kept[$0.index] != nil }) {
            let pairs = zip(expected.frames, actual.frames).map { ($0, $1) }
            let (drawA, drawB) = (golden.draw, run.draw)
            results = try ParallelSlots.map(pairs.count) { slot -> Result<FrameResult, any Error> in
                let (a, b) = pairs[slot]
                var cache = DecodeCache()
                return Result {
                    let images = kept[a.index]
                    let imageA = try images?.expected ?? drawA.map { try $0(a.index) }
                    let imageB = try images?.actual ?? drawB.map { try $0(b.index) }
                    return try imaging.compare(a, b, cache: &cache, decoded: (imageA, imageB))
                }
            }.map { try $0.get() }
        } else {
            results = try imaging.compare(expected: expected, actual: actual)
        }
        let images = Dictionary(
            results.map { ($0.index, $0.diffImage) }, uniquingKeysWith: { first, _ in first })
        for slot in verdict.frames.indices {
            if let image = images[verdict.frames[slot].index] { verdict.frames[slot].diffImage = image }
        }
    }

    /// When frames cannot be compared (sizes differ), keeps the first expected and actual frame to look at.
    private static func keepFirstFrames(_ expected: URL, _ actual: URL, in artifacts: URL) throws {
        let name = RunFolder.frameName(0)
        try FrameArtifacts.write(
            Data(try RegularFile.contents(expected.path, limit: RegularFile.Limit.image)),
            to: RunFolder(artifacts).expected(name))
        try FrameArtifacts.write(
            Data(try RegularFile.contents(actual.path, limit: RegularFile.Limit.image)),
            to: RunFolder(artifacts).actual(name))
    }
}
