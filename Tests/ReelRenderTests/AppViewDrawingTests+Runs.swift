import ReelCore
import ReelGraphics
import ReelRender
import Testing

/// Attributed text drawn run by run: each run in its colour and size, laid out as one text.
extension AppViewDrawingTests {
    /// A label of `runs` over "Red Blue" at the top left of a white canvas.
    func runLabel(
        _ runs: [DrawnTextRun], lines: Int = 1, width: Double? = nil, text: String = "Red Blue",
        lineBreak: DrawnText.LineBreak = .truncateTail
    ) -> DrawnView {
        var label = DrawnView(frame: Rect(x: 0, y: 0, width: width ?? Self.side, height: 40))
        var drawn = DrawnText(
            text: text, size: 17, color: .black, alignment: .left, numberOfLines: lines, lineBreak: lineBreak)
        drawn.runs = runs
        label.content = .text(drawn)
        var root = filled(.white)
        root.subviews = [label]
        return root
    }

    /// The columns (x) where the first 40 rows have ink whose reddest or bluest channel leads.
    func inkColumns(_ bitmap: Bitmap, red: Bool) -> [Int] {
        (0..<bitmap.width).filter { x in
            (0..<40).contains { y in
                let p = pixel(bitmap, x, y)
                return red ? (p.r > 150 && p.b < 100) : (p.b > 150 && p.r < 100)
            }
        }
    }

    @Test func eachRunIsDrawnInItsOwnColourWhereItFalls() throws {
        let bitmap = try render(
            runLabel([
                DrawnTextRun(length: 4, size: 17, color: Self.red), DrawnTextRun(length: 4, size: 17, color: Self.blue),
            ]))
        let red = inkColumns(bitmap, red: true)
        let blue = inkColumns(bitmap, red: false)
        #expect(!red.isEmpty && !blue.isEmpty)
        // "Red " comes first, then "Blue": every red column is left of every blue one.
        #expect((red.max() ?? .max) < (blue.min() ?? 0))
    }

    @Test func aRunsSizeUnderlineAndStrikethroughChangeItsPixels() throws {
        let plain = [
            DrawnTextRun(length: 4, size: 17, color: Self.red), DrawnTextRun(length: 4, size: 17, color: .black),
        ]
        let base = try render(runLabel(plain)).pixels
        var bigger = plain
        bigger[1].size = 24
        #expect(try render(runLabel(bigger)).pixels != base)
        var underlined = plain
        underlined[0].underline = true
        let underline = try render(runLabel(underlined))
        #expect(underline.pixels != base)
        var struck = plain
        struck[1].strikethrough = true
        #expect(try render(runLabel(struck)).pixels != base)
        // The underline is a red line just under the baseline (26 pt: the line is centred in the 40-point label):
        // red pixels there that the plain text has not.
        func redUnderBaseline(_ bitmap: Bitmap) -> [Int] {
            (0..<bitmap.width).filter { x in
                (27...30).contains { y in
                    let p = pixel(bitmap, x, y)
                    return p.r > 200 && Int(p.r) - Int(p.g) > 60 && Int(p.r) - Int(p.b) > 60
                }
            }
        }
        let plainBitmap = try render(runLabel(plain))
        #expect(redUnderBaseline(underline).count > redUnderBaseline(plainBitmap).count + 10)
        // The underline runs under "Red " (its space too, as UIKit's does) and stops before "Blue".
        let blueInk = try render(
            runLabel([
                DrawnTextRun(length: 4, size: 17, color: Self.red), DrawnTextRun(length: 4, size: 17, color: Self.blue),
            ]))
        #expect((redUnderBaseline(underline).max() ?? .max) < (inkColumns(blueInk, red: false).min() ?? 0))
    }

    /// A cut text keeps its start (tail), its end (head) or both (middle): "Red Red Red Red " in red, then blue.
    @Test(arguments: [
        (DrawnText.LineBreak.truncateTail, true, false), (.truncateHead, false, true), (.truncateMiddle, true, true),
    ])
    func eachTruncatingModeKeepsItsPartOfACutText(mode: DrawnText.LineBreak, keepsRed: Bool, keepsBlue: Bool) throws {
        let runs = [
            DrawnTextRun(length: 16, size: 17, color: Self.red), DrawnTextRun(length: 12, size: 17, color: Self.blue),
        ]
        let bitmap = try render(runLabel(runs, width: 90, text: "Red Red Red Red BlueBlueBlue", lineBreak: mode))
        #expect(!inkColumns(bitmap, red: true).isEmpty == keepsRed, "\(mode)")
        #expect(!inkColumns(bitmap, red: false).isEmpty == keepsBlue, "\(mode)")
        // Plain text is cut in every mode too: its ink spans most of the label's width.
        var plain = DrawnView(frame: Rect(x: 0, y: 0, width: 90, height: 40))
        plain.content = .text(
            DrawnText(
                text: "Red Red Red Red Blue", size: 17, color: .black, alignment: .left, numberOfLines: 1,
                lineBreak: mode))
        var root = filled(.white)
        root.subviews = [plain]
        let plainBitmap = try render(root)
        let ink = (0..<90).filter { x in (0..<40).contains { pixel(plainBitmap, x, $0).r < 100 } }
        #expect((ink.max() ?? 0) - (ink.min() ?? 0) > 60, "\(mode)")
    }

    @Test func runsWrapAsOneTextAndACutTextEndsInAnEllipsis() throws {
        let runs = [
            DrawnTextRun(length: 10, size: 17, color: Self.red), DrawnTextRun(length: 30, size: 17, color: Self.blue),
        ]
        let text = "Red words and then the blue words go on"
        let cut = try render(runLabel(runs, lines: 1, width: 80, text: text))
        let whole = try render(runLabel(runs, lines: 0, width: 80, text: text))
        #expect(cut.pixels != whole.pixels)
        // Cut to one line of 80 points, nothing is drawn right of it.
        #expect((inkColumns(cut, red: false) + inkColumns(cut, red: true)).allSatisfy { $0 < 82 })
        // Runs whose lengths do not add up to the text, or are empty, draw and do not trap.
        _ = try render(runLabel([DrawnTextRun(length: 2, size: 17, color: Self.red)], text: "Longer than the run"))
        _ = try render(
            runLabel([
                DrawnTextRun(length: 0, size: 17, color: Self.red), DrawnTextRun(length: 99, size: 9, color: Self.blue),
            ]))
        // A word wider than the label in the middle of the text breaks at characters: nothing is drawn past it.
        let long = try render(
            runLabel(runs, lines: 0, width: 60, text: "Red Supercalifragilisticexpialidocious words and more"))
        #expect((inkColumns(long, red: false) + inkColumns(long, red: true)).allSatisfy { $0 < 62 })
    }
}
