import ReelCore
import ReelGraphics

/// Attributed text: runs of their own font and colour, laid out as one text. Lines break at spaces (a word wider
/// than the bounds at characters); each line is as high as its largest font, lines are centred vertically as a
/// label's are, and a text cut short by `numberOfLines` or the height ends its last line in "…" (every truncating
/// mode truncates the tail: a run's text has no middle to cut in UIKit's way).
extension ViewTreePainter {
    /// One character of the text with the run it is drawn in.
    private struct Glyph {
        let character: Character
        let run: Int
    }

    /// A laid-out line: its characters, its width and the largest size on it.
    private struct Line {
        var glyphs: [Glyph] = []
        var width = 0.0
        var size = 0.0
    }

    func drawRuns(of text: DrawnText, in bounds: Rect) {
        guard bounds.width.isFinite, bounds.height.isFinite else { return }
        let runs = text.runs.filter { $0.size >= 0.01 && $0.size <= 10_000 }
        guard runs.count == text.runs.count else { return }
        var glyphs: [Glyph] = []
        var run = 0
        var left = runs.first?.length ?? 0
        for character in text.text {
            while left == 0, run + 1 < runs.count {
                run += 1
                left = runs[run].length
            }
            glyphs.append(Glyph(character: character, run: run))
            left -= 1
        }
        var lines = wrap(glyphs, runs: runs, width: bounds.width)
        lines = fit(lines, runs: runs, text: text, in: bounds)
        let height = lines.reduce(0) { $0 + $1.size * Self.lineHeightPerPoint }
        var top = (bounds.height - height) / 2
        for line in lines {
            let baseline = top + line.size * Self.ascentPerPoint
            var x: Double =
                switch text.alignment {
                case .left: 0
                case .center: (bounds.width - line.width) / 2
                case .right: bounds.width - line.width
                }
            for segment in segments(of: line.glyphs) {
                let style = runs[segment.run]
                let width = self.width(segment.text, style)
                context.setColor(style.color)
                context.drawAppText(
                    segment.text, x: x, baseline: baseline, size: style.size, weight: style.weight,
                    italic: style.italic)
                let thickness = max(0.5, style.size / 17)
                if style.underline {
                    context.addLine(from: (x, baseline + thickness * 2), to: (x + width, baseline + thickness * 2))
                    context.stroke(lineWidth: thickness)
                }
                if style.strikethrough {
                    let middle = baseline - style.size * 0.3
                    context.addLine(from: (x, middle), to: (x + width, middle))
                    context.stroke(lineWidth: thickness)
                }
                x += width
            }
            top += line.size * Self.lineHeightPerPoint
        }
    }

    private func width(_ text: String, _ style: DrawnTextRun) -> Double {
        Self.fontMeasure.appWidth(text, size: style.size, weight: style.weight, italic: style.italic)
    }

    /// The line's stretches of one run, in order.
    private func segments(of glyphs: [Glyph]) -> [(text: String, run: Int)] {
        var segments: [(text: String, run: Int)] = []
        for glyph in glyphs {
            if let last = segments.last, last.run == glyph.run {
                segments[segments.count - 1].text.append(glyph.character)
            } else {
                segments.append((String(glyph.character), glyph.run))
            }
        }
        return segments
    }

    private func measured(_ glyphs: [Glyph], runs: [DrawnTextRun]) -> Line {
        var line = Line(glyphs: glyphs)
        for segment in segments(of: glyphs) { line.width += width(segment.text, runs[segment.run]) }
        line.size = glyphs.map { runs[$0.run].size }.max() ?? runs.first?.size ?? 0
        return line
    }

    /// The text's paragraphs broken into lines no wider than `width`.
    private func wrap(_ glyphs: [Glyph], runs: [DrawnTextRun], width: Double) -> [Line] {
        var lines: [Line] = []
        for paragraph in glyphs.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
            var current: [Glyph] = []
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
                let candidate = current + word
                if measured(candidate, runs: runs).width <= width || current.isEmpty {
                    current = candidate
                    continue
                }
                lines.append(measured(current, runs: runs))
                current = Array(word.drop { $0.character == " " })
            }
            // A line still wider than the bounds (one long word) breaks at characters.
            while current.count > 1, measured(current, runs: runs).width > width {
                var cut = current.count - 1
                while cut > 1, measured(Array(current.prefix(cut)), runs: runs).width > width { cut -= 1 }
                lines.append(measured(Array(current.prefix(cut)), runs: runs))
                current = Array(current.dropFirst(cut))
            }
            var last = measured(current, runs: runs)
            // An empty paragraph is a line of the size of the text around it.
            if current.isEmpty { last.size = runs.map(\.size).max() ?? 0 }
            lines.append(last)
        }
        return lines
    }

    /// The lines that fit `numberOfLines` and the height (one at least); a cut text's last line ends in "…" unless
    /// the mode wraps or clips.
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
        switch text.lineBreak {
        case .wordWrap, .charWrap, .clip: return kept
        case .truncateHead, .truncateMiddle, .truncateTail: break
        }
        var glyphs = last.glyphs + [Glyph(character: " ", run: last.glyphs.last?.run ?? 0)]
        let runOfEllipsis = last.glyphs.last?.run ?? 0
        repeat {
            glyphs.removeLast()
            while glyphs.last?.character == " " { glyphs.removeLast() }
        } while !glyphs.isEmpty
            && measured(glyphs + [Glyph(character: "…", run: runOfEllipsis)], runs: runs).width > bounds.width
        kept[kept.count - 1] = measured(glyphs + [Glyph(character: "…", run: runOfEllipsis)], runs: runs)
        return kept
    }
}
