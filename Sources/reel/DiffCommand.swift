import ArgumentParser
import Foundation
import ReelDiff

/// `reel diff A B`: compares two PNGs or two folders of frames with pixelmatch semantics.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs or two frame folders pixel by pixel (pixelmatch semantics).",
        discussion: """
            A and B are PNG files, reel run or golden folders (read through manifest.json: equal pixel hashes skip \
            decoding), folders with a frames/ subfolder, or folders of PNGs. With --out, writes diff/frame-NNNNN.png per \
            failing frame (faded grey base, red differences, yellow anti-aliasing), results.json and junit.xml.
            Exit codes: 0 match, 1 differences, 2 bad input.
            """
    )

    @Argument(help: "The expected PNG or folder.") var expected: String
    @Argument(help: "The actual PNG or folder.") var actual: String
    @Option(help: "pixelmatch threshold 0…1: a pixel differs when its YIQ delta > 35215·t² (0 = exact).") var threshold = 0.0
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.") var includeAA = false
    @Option(name: .customLong("max-diff-pixels"), help: "A frame passes with at most N different pixels.") var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-ratio"), help: "A frame passes with at most this fraction (0…1) of pixels different.") var maxDiffRatio: Double?
    @Option(name: .customLong("mask"), help: "Ignore a rectangle: x,y,w,h in pixels, optionally @first-last frames (repeatable).") var masks: [DiffMask] = []
    @Option(name: .shortAndLong, help: "Write diff images, results.json and junit.xml into this folder.") var out: String?
    @Flag(name: .shortAndLong, help: "Print nothing; only the exit code tells.") var quiet = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be within 0…1, got \(threshold)") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be ≥ 0") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw ValidationError("--max-diff-ratio must be within 0…1") }
    }

    func run() throws {
        let options = DiffOptions(threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, masks: masks)
        let folder = out.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let report: DiffReport
        do {
            if let folder { try DiffOutput.prepare(folder) }
            let comparer = FrameComparer(options: options, artifacts: folder.map { FrameArtifacts(directory: $0) })
            let (a, b) = (try FrameSet.open(expected), try FrameSet.open(actual))
            report = DiffReport(expected: expected, actual: actual, options: options, frames: try comparer.compare(expected: a, actual: b))
            if let folder { try DiffOutput.write(report, to: folder) }
        } catch let error as DiffInputError {
            FileHandle.standardError.write(Data("reel: error: \(error.description)\n".utf8))
            throw ExitCode(2)
        } catch {
            throw fail(error)
        }
        if !quiet { report.summaryLines().forEach { print($0) } }
        if !report.passed { throw ExitCode(1) }
    }
}

extension DiffMask: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
