import ReelCore
import ReelGraphics

/// Attributed text: runs of their own font and colour, laid out as one text. Lines break at spaces, and a word wider
/// than the bounds at characters; each line is as high as its largest font, lines are centred vertically as a
/// label's are, and a text cut short by `numberOfLines` or the height shows "…" in its last line where the mode puts
/// it (the end, the start or the middle). Widths are laid out from each character's advance in its run's font
/// (measured once), and each line is drawn run by run.
extension ViewTreePainter {
    /// One character of the text, the run it is drawn in and its advance.
    private struct Glyph {
        let character: Character
        let run: Int
        let advance: Double
    }

    /// A laid-out line: its characters, its width and the largest size on it.
    private struct Line {
        var glyphs: [Glyph] = []
        var width: Double { glyphs.reduce(0) { $0 + $1.advance } }
        var size = 0.0
    }

    func drawRuns(of text: DrawnText, in bounds: Rect) {
        guard bounds.width.isFinite, bounds.height.isFinite else { return }
        let runs = text.runs
        guard !runs.isEmpty, runs.allSatisfy({ $0.size >= 0.01 && $0.size <= 10_000 }) else { return }
        let glyphs = self.glyphs(of: text.text, runs: runs)
        let lines = fit(wrap(glyphs, runs: runs, width: bounds.width), runs: runs, text: text, in: bounds)
        let height = lines.reduce(0) { $0 + $1.size * Self.lineHeightPerPoint }
        var top = (bounds.height - height) / 2
        for line in lines {
            draw(line, runs: runs, alignment: text.alignment, width: bounds.width, top: top)
            top += line.size * Self.lineHeightPerPoint
        }
    }

    /// The text's characters with their runs: a run covers `length` characters, the last run any the lengths
    /// leave over.
    private func glyphs(of text: String, runs: [DrawnTextRun]) -> [Glyph] {
        var advances: [Int: [Character: Double]] = [:]
        var glyphs: [Glyph] = []
        var (run, left) = (0, runs[0].length)
        for character in text {
            while left <= 0, run + 1 < runs.count {
                run += 1
                left = runs[run].length
            }
            let advance =
                advances[run]?[character]
                ?? {
                    let width = self.width(String(character), runs[run])
                    advances[run, default: [:]][character] = width
                    return width
                }()
            glyphs.append(Glyph(character: character, run: run, advance: advance))
            left -= 1
        }
        return glyphs
    }

    private func draw(_ line: Line, runs: [DrawnTextRun], alignment: DrawnText.Alignment, width: Double, top: Double) {
        let baseline = top + line.size * Self.ascentPerPoint
        var x: Double =
            switch alignment {
            case .left: 0
            case .center: (width - line.width) / 2
            case .right: width - line.width
            }
        for segment in segments(of: line.glyphs) {
            let style = runs[segment.run]
            context.setColor(style.color)
            context.drawAppText(
                segment.text, x: x, baseline: baseline, size: style.size, weight: style.weight, italic: style.italic)
            let thickness = max(0.5, style.size / 17)
            if style.underline {
                context.addLine(from: (x, baseline + thickness * 2), to: (x + segment.width, baseline + thickness * 2))
                context.stroke(lineWidth: thickness)
            }
            if style.strikethrough {
                let middle = baseline - style.size * 0.3
                context.addLine(from: (x, middle), to: (x + segment.width, middle))
                context.stroke(lineWidth: thickness)
            }
            x += segment.width
        }
    }

    private func width(_ text: String, _ style: DrawnTextRun) -> Double {
        Self.fontMeasure.appWidth(text, size: style.size, weight: style.weight, italic: style.italic)
    }

    /// The line's stretches of one run, in order, with their widths.
    private func segments(of glyphs: [Glyph]) -> [(text: String, run: Int, width: Double)] {
        var segments: [(text: String, run: Int, width: Double)] = []
        for glyph in glyphs {
            if let last = segments.last, last.run == glyph.run {
                segments[segments.count - 1].text.append(glyph.character)
                segments[segments.count - 1].width += glyph.advance
            } else {
                segments.append((String(glyph.character), glyph.run, glyph.advance))
            }
        }
        return segments
    }

    private func line(_ glyphs: [Glyph], runs: [DrawnTextRun]) -> Line {
        Line(glyphs: glyphs, size: glyphs.map { runs[$0.run].size }.max() ?? runs.map(\.size).max() ?? 0)
    }

    /// The text's paragraphs broken into lines no wider than `width` (a line of one character may be wider).
    private func wrap(_ glyphs: [Glyph], runs: [DrawnTextRun], width: Double) -> [Line] {
        var lines: [Line] = []
        for paragraph in glyphs.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
            var current: [Glyph] = []
            var currentWidth = 0.0
            // Ends the current line; one still wider than the bounds (a long word) breaks at characters.
            func endLine() {
                var rest = current[...]
                while rest.count > 1 {
                    var (cut, used) = (rest.startIndex, 0.0)
                    while cut < rest.endIndex, used + rest[cut].advance <= width || cut == rest.startIndex {
                        used += rest[cut].advance
                        cut += 1
                    }
                    guard cut < rest.endIndex else { break }
                    lines.append(line(Array(rest[..<cut]), runs: runs))
                    rest = rest[cut...]
                }
                lines.append(line(Array(rest), runs: runs))
            }
            // Words with the spaces before them, so a line keeps its inner spaces and drops the one it breaks at.
            var words: [[Glyph]] = []
            for glyph in paragraph {
                if glyph.character == " " || words.isEmpty {
                    words.append([glyph])
                } else {
                    words[words.count - 1].append(glyph)
                }
            }
            for word in words {
                let wordWidth = word.reduce(0) { $0 + $1.advance }
                if current.isEmpty || currentWidth + wordWidth <= width {
                    current += word
                    currentWidth += wordWidth
                    continue
                }
                endLine()
                current = Array(word.drop { $0.character == " " })
                currentWidth = current.reduce(0) { $0 + $1.advance }
            }
            endLine()
        }
        return lines
    }

    /// The lines that fit `numberOfLines` and the height (one at least). A cut text's last line takes the rest of
    /// the text and ends in "…" where it fits, unless the mode wraps or clips.
    private func fit(_ lines: [Line], runs: [DrawnTextRun], text: DrawnText, in bounds: Rect) -> [Line] {
        var kept: [Line] = []
        var height = 0.0
        for line in lines {
            let next = height + line.size * Self.lineHeightPerPoint
            let overLimit = text.numberOfLines > 0 && kept.count >= text.numberOfLines
            if !kept.isEmpty, overLimit || next > bounds.height + 0.5 { break }
            kept.append(line)
            height = next
        }
        guard kept.count < lines.count, let last = kept.last else { return kept }
        let truncation: LineTruncation?
        switch text.lineBreak {
        case .wordWrap, .charWrap, .clip: return kept
        case .truncateHead: truncation = .head
        case .truncateMiddle: truncation = .middle
        case .truncateTail: truncation = nil
        }
        // The last line and every line after it, joined by spaces, cut to the width with the ellipsis.
        var glyphs = last.glyphs
        for following in lines[kept.count...] {
            let run = following.glyphs.first?.run ?? glyphs.last?.run ?? 0
            glyphs.append(Glyph(character: " ", run: run, advance: width(" ", runs[run])))
            glyphs += following.glyphs
        }
        if let truncation {
            kept[kept.count - 1] = line(cut(glyphs, truncation, runs: runs, width: bounds.width), runs: runs)
            return kept
        }
        let ellipsisRun = last.glyphs.last?.run ?? 0
        let ellipsis = Glyph(character: "…", run: ellipsisRun, advance: width("…", runs[ellipsisRun]))
        var used = glyphs.reduce(0) { $0 + $1.advance }
        while !glyphs.isEmpty, used + ellipsis.advance > bounds.width || glyphs.last?.character == " " {
            used -= glyphs.removeLast().advance
        }
        kept[kept.count - 1] = line(glyphs + [ellipsis], runs: runs)
        return kept
    }

    /// `glyphs` cut to `width` with the ellipsis at the head or in the middle, in the run of the character it
    /// stands next to; spaces next to it are dropped.
    private func cut(_ glyphs: [Glyph], _ truncation: LineTruncation, runs: [DrawnTextRun], width: Double) -> [Glyph] {
        let ellipsis = { (run: Int) in Glyph(character: "…", run: run, advance: self.width("…", runs[run])) }
        let joined = { (prefix: Range<Int>, suffix: Range<Int>) -> [Glyph] in
            var front = Array(glyphs[prefix])
            while front.last?.character == " " { front.removeLast() }
            let back = Array(glyphs[suffix].drop { $0.character == " " })
            let run = front.last?.run ?? back.first?.run ?? glyphs.first?.run ?? 0
            return front + [ellipsis(run)] + back
        }
        let count = truncation.keptCount(of: glyphs.count) { prefix, suffix in
            joined(prefix, suffix).reduce(0) { $0 + $1.advance } <= width
        }
        let (prefix, suffix) = truncation.kept(count, of: glyphs.count)
        return joined(prefix, suffix)
    }
}
