import ArgumentParser
import Foundation
import Reel
import ReelGraphics

/// `reel self-test`: whether this machine draws the pixels the project's reference machine draws.
struct SelfTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "self-test",
        abstract: "Render a built-in reference scene and compare its pixel hashes with the recorded ones.",
        discussion: """
            Renders a small built-in scene (text and scaled thumbnails of the embedded server's images; no network) \
            and compares every frame's pixel hash with the hashes recorded for it. A match means goldens recorded \
            here match goldens recorded on any machine that also matches. Exit codes: 0 every frame matches, 1 a \
            frame differs (what can make pixels differ is printed; see docs/goldens.md), 2 bad input.
            """
    )

    @Option(help: "Compare with this reference file instead of the one shipped with reel.")
    var reference: String?

    func run() throws {
        let outcome = try SelfTest.run(reference: reference.map { URL(fileURLWithPath: $0) })
        for line in Self.report(outcome) { print(line) }
        if !outcome.passed { throw CommandError.failures }
    }

    /// What `self-test` prints for `outcome`.
    static func report(_ outcome: SelfTest.Outcome) -> [String] {
        let count = outcome.reference.frames.count
        let seconds = String(format: "%.2f", outcome.seconds)
        let here = "this machine: \(outcome.environment.description)"
        let recorded = "recorded with: reel \(outcome.reference.reel), \(outcome.reference.environment.description)"
        guard !outcome.passed else {
            return [
                "self-test: match: all \(count) frames of the reference scene have the recorded pixel hashes "
                    + "(rendered in \(seconds) s)",
                "  " + here,
                "  goldens recorded on this machine match those of any machine where self-test matches",
            ]
        }
        let mismatches = outcome.mismatches
        let frames =
            outcome.frames.count == count
            ? "" : " (rendered \(outcome.frames.count) frames, the reference has \(count))"
        return [
            "self-test: MISMATCH: \(mismatches.count) of \(count) frames differ from the recorded pixel hashes, "
                + "first frame \(mismatches[0])\(frames)",
            "  " + here,
            "  " + recorded,
            "  what can make pixels differ: the cairo version (its rasteriser; 1.17 and later also scale images "
                + "with other filters), the DejaVu Sans and Inter files and FreeType (text), the scaling filter (reel "
                + "runs cairo 1.16's GOOD filter itself only with cairo 1.16), and reel's version",
            "  goldens recorded on this machine will not match goldens recorded where self-test matches: record and "
                + "check goldens on the same image (docs/goldens.md)",
        ]
    }
}
