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
            decoding), folders with a frames/ subfolder, or folders of PNGs. With --out, \
            writes diff/frame-NNNNN.png per \
            failing frame (faded grey base, red differences, yellow anti-aliasing), results.json and junit.xml.
            Exit codes: 0 match, 1 differences, 2 bad input.
            """
    )

    @Argument(help: "The expected PNG or folder.") var expected: String
    @Argument(help: "The actual PNG or folder.") var actual: String
    @OptionGroup var diff: DiffCommandOptions
    @Option(name: .shortAndLong, help: "Write diff images, results.json and junit.xml into this folder.") var out:
        String?
    @Flag(name: .shortAndLong, help: "Print nothing; only the exit code tells.") var quiet = false

    func run() throws {
        let (a, b) = (try FrameSet.open(expected), try FrameSet.open(actual))
        let folder = out.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let folder { try DiffOutput.prepare(folder) }
        let comparer = FrameComparer(options: diff.options, artifacts: folder.map { FrameArtifacts(directory: $0) })
        let frames = try comparer.compare(expected: a, actual: b)
        let report = DiffReport(expected: expected, actual: actual, options: diff.options, frames: frames)
        if let folder { try DiffOutput.write(report, to: folder) }
        if !quiet { for line in report.summaryLines() { print(line) } }
        if !report.passed { throw CommandError.failures }
    }
}
