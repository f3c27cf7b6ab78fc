import Testing

@testable import ReelRender

/// Where the ellipsis of a cut line goes: head keeps the end, middle the start and the end.
@Suite struct LineTruncationTests {
    @Test func headKeepsTheEndAndMiddleBothEnds() {
        let text = "The start of the text"
        let eight = { (line: String) in line.count <= 8 }
        #expect(LineTruncation.head.cut(text, fits: eight) == "…he text")
        #expect(LineTruncation.middle.cut(text, fits: eight) == "The…text")
        #expect(LineTruncation.head.cut(text, fits: { $0.count <= 1 }) == "…")
        #expect(LineTruncation.middle.cut("ab", fits: { _ in false }) == "…")
    }

    @Test func theKeptRangesSplitTheCountAroundTheEllipsis() {
        #expect(LineTruncation.head.kept(3, of: 10) == (0..<0, 7..<10))
        #expect(LineTruncation.middle.kept(5, of: 10) == (0..<3, 8..<10))
        #expect(LineTruncation.middle.kept(20, of: 10) == (0..<5, 5..<10))
        #expect(LineTruncation.middle.keptCount(of: 100) { $0.count + $1.count <= 37 } == 37)
    }
}
