import ReelGraphics

/// Measures PNG encoding of a realistic frame (timing only; never asserted in tests).
enum PNGEncoderBenchmark {
    /// One measured configuration.
    struct Measurement: Sendable, CustomStringConvertible {
        /// What was measured, e.g. "libdeflate L1 up".
        let name: String
        /// Median wall time per encode in milliseconds.
        let milliseconds: Double
        /// Fastest single encode in milliseconds (least disturbed by other load).
        let bestMilliseconds: Double
        /// Encoded size in bytes.
        let bytes: Int

        /// One aligned report line.
        var description: String {
            let padded = name + String(repeating: " ", count: max(0, 26 - name.count))
            let median = (milliseconds * 100).rounded() / 100
            let best = (bestMilliseconds * 100).rounded() / 100
            return "\(padded) median \(median) ms  best \(best) ms  \(bytes) bytes"
        }
    }

    /// Draws a 780×1688 frame: dark background, 24 cells filled with SyntheticImage bitmaps, titles and a header.
    static func sampleFrame(width: Int = 780, height: Int = 1688) throws(GraphicsError) -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height, format: .rgb24)
        let context = try CairoContext(surface: surface)
        context.setColor(r: 0.07, g: 0.07, b: 0.09)
        context.paint()
        context.setColor(r: 0.95, g: 0.95, b: 0.97)
        context.drawText("Gallery — scrolling frame 42", x: 24, baseline: 70, size: 34, bold: true)
        let columns = 3
        let rows = 8
        let spacing = 12.0
        let top = 100.0
        let cellWidth = (Double(width) - spacing * Double(columns + 1)) / Double(columns)
        let cellHeight = (Double(height) - top - spacing * Double(rows)) / Double(rows)
        let imageHeight = (cellHeight - 40).rounded(.down)
        for index in 0..<(columns * rows) {
            let x = spacing + Double(index % columns) * (cellWidth + spacing)
            let y = top + Double(index / columns) * (cellHeight + spacing)
            let image = SyntheticImage.bitmap(index: index + 100, width: Int(cellWidth), height: Int(imageHeight))
            context.save()
            context.addRoundedRect(x: x, y: y, width: cellWidth, height: imageHeight, radius: 14)
            context.clip()
            context.drawBitmap(image, x: x, y: y, width: Double(image.width), height: Double(image.height))
            context.restore()
            context.setColor(r: 0.9, g: 0.9, b: 0.92)
            context.drawText(
                "Item \(index + 100) — a long title that gets cut", x: x + 4, baseline: y + imageHeight + 26,
                size: 17, maxWidth: cellWidth - 8)
        }
        return surface
    }

    /// Times each libdeflate level × row filter and cairo's writer on `surface`; median of `iterations` runs.
    static func run(
        surface: CairoSurface, levels: ClosedRange<Int> = 1...4, iterations: Int = 9
    ) -> [Measurement] {
        var results: [Measurement] = []
        for filter in PNGEncoder.RowFilter.allCases {
            for level in levels {
                let encoder = PNGEncoder(compressionLevel: level, filter: filter)
                var size = 0
                let (ms, best) = time(iterations) { size = encoder.encode(surface).bytes.count }
                results.append(
                    Measurement(
                        name: "libdeflate L\(level) \(filter)", milliseconds: ms, bestMilliseconds: best, bytes: size))
            }
        }
        var size = 0
        let (ms, best) = time(max(1, iterations / 3)) { size = CairoPNGWriter.encode(surface).count }
        results.append(
            Measurement(name: "cairo_write_to_png_stream", milliseconds: ms, bestMilliseconds: best, bytes: size))
        return results
    }

    /// Median and minimum wall time of `body` in milliseconds, after one warm-up run.
    private static func time(_ iterations: Int, _ body: () -> Void) -> (median: Double, best: Double) {
        body()
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, iterations) {
            let elapsed = clock.measure(body)
            let (seconds, attoseconds) = elapsed.components
            samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        let sorted = samples.sorted()
        return (sorted[sorted.count / 2], sorted[0])
    }
}
