import Foundation
import ReelDiff
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

    /// The encoder options compared: reel's zero-run encoder, and libdeflate at several levels and row filters
    /// (libdeflate level 1 with no filter is the encoder reel used before).
    static let configurations: [(name: String, encoder: PNGEncoder)] = [
        ("zero-run Paeth (reel)", PNGEncoder()),
        ("libdeflate L1 none", PNGEncoder(compressionLevel: 1)),
        ("libdeflate L1 sub", PNGEncoder(compressionLevel: 1, filter: .sub)),
        ("libdeflate L1 up", PNGEncoder(compressionLevel: 1, filter: .up)),
        ("libdeflate L1 paeth", PNGEncoder(compressionLevel: 1, filter: .paeth)),
        ("libdeflate L2 none", PNGEncoder(compressionLevel: 2)),
        ("libdeflate L4 none", PNGEncoder(compressionLevel: 4)),
        ("libdeflate L6 none", PNGEncoder(compressionLevel: 6)),
        ("libdeflate L6 paeth", PNGEncoder(compressionLevel: 6, filter: .paeth)),
    ]

    /// Times every configuration and cairo's writer on `surfaces` (one thread, a reused workspace): per frame the
    /// median of `iterations` encodes, summed; the result is the mean per frame.
    static func run(surfaces: [CairoSurface], iterations: Int = 5) -> [Measurement] {
        var results: [Measurement] = []
        let workspace = PNGWorkspace()
        for (name, encoder) in configurations {
            var (median, best, bytes) = (0.0, 0.0, 0)
            for surface in surfaces {
                var size = 0
                let timing = time(iterations) { size = encoder.encode(surface, workspace: workspace).bytes.count }
                median += timing.median
                best += timing.best
                bytes += size
            }
            let count = Double(max(1, surfaces.count))
            results.append(
                Measurement(
                    name: name, milliseconds: median / count, bestMilliseconds: best / count,
                    bytes: bytes / max(1, surfaces.count)))
        }
        var (median, best, bytes) = (0.0, 0.0, 0)
        for surface in surfaces {
            var size = 0
            let timing = time(max(1, iterations / 3)) { size = CairoPNGWriter.encode(surface).count }
            median += timing.median
            best += timing.best
            bytes += size
        }
        let count = Double(max(1, surfaces.count))
        results.append(
            Measurement(
                name: "cairo_write_to_png_stream", milliseconds: median / count, bestMilliseconds: best / count,
                bytes: bytes / max(1, surfaces.count)))
        return results
    }

    /// Up to `count` drawn frames spread over a run folder's manifest, as surfaces.
    static func frames(of folder: URL, count: Int) throws -> [CairoSurface] {
        guard let manifest = try FrameManifest.read(folder: folder, label: folder.path) else { return [] }
        let drawn = manifest.frames.filter { $0.repeatOf == nil }
        let picked = (0..<min(count, drawn.count)).map { drawn[$0 * drawn.count / min(count, drawn.count)] }
        return try picked.map { frame in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(frame.file)))
            return try CairoSurface(bitmap: PNGDecoder.decode(bytes))
        }
    }

    /// Report lines: each option's ms/frame and size against libdeflate L1 (reel's encoder before) and cairo.
    static func report(run folder: URL) throws -> [String] {
        let surfaces = try frames(of: folder, count: 8)
        guard !surfaces.isEmpty else { return ["PNG encoder options: no frames"] }
        let measurements = run(surfaces: surfaces)
        let before = measurements.first { $0.name == "libdeflate L1 none" }!
        let cairo = measurements.last!
        var lines = ["PNG encoder options on \(surfaces.count) frames of the run (one core, mean per frame):"]
        for measurement in measurements {
            let size = Double(measurement.bytes) / Double(before.bytes) * 100
            lines.append(
                "  \(measurement)  size \(String(format: "%.0f", size))% of L1 none, "
                    + "\(String(format: "%.1f", cairo.milliseconds / measurement.milliseconds))× cairo's speed")
        }
        return lines
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
