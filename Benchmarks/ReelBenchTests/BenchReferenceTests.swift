import ArgumentParser
import Foundation
import ReelTestSupport
import Testing

@testable import ReelBench

/// The options table of `reel-bench` in docs/performance.md, `--only`'s figures included, is generated from the
/// command's argument-parser definitions; this fails when the committed text differs, and `REEL_UPDATE=changed`
/// rewrites it instead.
@Suite(.tags(.reference)) struct BenchReferenceTests {
    @Test func thePerformancePageListsTheOptionsAndFiguresOfTheCommand() throws {
        let reference = try OptionReference(json: ReelBenchCommand._dumpHelp())
        let generated = OptionReference.table(reference.root).joined(separator: "\n") + "\n"
        try GeneratedText("reel-bench-options", in: "docs/performance.md", from: "ReelBenchCommand").check(generated)
        for figure in BenchFigure.allCases {
            #expect(generated.contains("| | `\(figure.rawValue)` | |"), "--only \(figure.rawValue)")
        }
    }
}
