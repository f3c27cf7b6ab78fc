import Foundation
import ReelGraphics

/// Measures JPEG thumbnailing: DCT-scaled decode + aspect-fill versus full-size decode + aspect-fill (timing only).
enum DecodeBenchmark {
    /// Why the benchmark could not run (sample drawing, encoding or decoding failed).
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        let message: String

        /// The message.
        var description: String { "decode benchmark failed: \(message)" }
    }

    /// Rates measured in one run, both paths on the same JPEG.
    struct Measurement: Sendable, CustomStringConvertible {
        /// Source JPEG width in pixels.
        let width: Int
        /// Source JPEG height in pixels.
        let height: Int
        /// Source JPEG size in bytes.
        let jpegBytes: Int
        /// The square thumbnail side in pixels.
        let thumbnailSize: Int
        /// Size the DCT-scaled path decoded at before aspect-fill.
        let scaledWidth: Int
        /// Height the DCT-scaled path decoded at before aspect-fill.
        let scaledHeight: Int
        /// Timed iterations per path.
        let iterations: Int
        /// Thumbnails per second with DCT-scaled decode + aspect-fill.
        let scaledPerSecond: Double
        /// Thumbnails per second with full-size decode + aspect-fill.
        let fullPerSecond: Double

        /// How many times faster the DCT-scaled path is.
        var ratio: Double { fullPerSecond > 0 ? scaledPerSecond / fullPerSecond : 0 }

        /// A short report, e.g. "JPEG 4000x3000 (…) → 256x256: DCT-scaled 500x375 … img/s, full … img/s,
        /// 12.3x".
        var description: String {
            "JPEG \(width)x\(height) (\(jpegBytes) bytes) → \(thumbnailSize)x\(thumbnailSize), "
                + "\(iterations) iterations each: "
                + "DCT-scaled decode (\(scaledWidth)x\(scaledHeight)) + aspectFill \(rounded(scaledPerSecond)) img/s; "
                + "full decode + aspectFill \(rounded(fullPerSecond)) img/s; ratio \(rounded(ratio))x"
        }

        /// Two decimals.
        private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    /// Builds the 4000×3000 sample (with the given grain) and times both paths on it.
    static func run(iterations: Int = 10, thumbnailSize: Int = 256, grain: Int = 7) throws(Failure) -> Measurement {
        try run(jpeg: samplePhoto(grain: grain), iterations: iterations, thumbnailSize: thumbnailSize)
    }

    /// Times (a) DCT-scaled decode + aspectFill and (b) full decode + aspectFill to thumbnailSize², alternating, after
    /// one warm-up each.
    static func run(jpeg: [UInt8], iterations: Int = 10, thumbnailSize: Int = 256) throws(Failure) -> Measurement {
        let side = max(1, thumbnailSize)
        let count = max(1, iterations)
        let planned: (width: Int, height: Int)
        let full: (width: Int, height: Int)
        do {
            planned = try JPEGDecoder.plannedSize(jpeg, targetWidth: side, targetHeight: side)
            full = try JPEGDecoder.plannedSize(jpeg)
        } catch {
            throw Failure(message: error.description)
        }
        let scaledPath = { () throws(ImageDecodeError) -> Bitmap in
            let bitmap = try JPEGDecoder.decode(jpeg, targetWidth: side, targetHeight: side)
            return Thumbnailer.aspectFill(bitmap, width: side, height: side)
        }
        let fullPath = { () throws(ImageDecodeError) -> Bitmap in
            Thumbnailer.aspectFill(try JPEGDecoder.decode(jpeg), width: side, height: side)
        }
        var scaledSeconds = 0.0
        var fullSeconds = 0.0
        do {
            _ = try scaledPath()
            _ = try fullPath()
            for _ in 0..<count {
                scaledSeconds += try seconds(scaledPath)
                fullSeconds += try seconds(fullPath)
            }
        } catch {
            throw Failure(message: error.description)
        }
        return Measurement(
            width: full.width, height: full.height, jpegBytes: jpeg.count, thumbnailSize: side,
            scaledWidth: planned.width, scaledHeight: planned.height, iterations: count,
            scaledPerSecond: scaledSeconds > 0 ? Double(count) / scaledSeconds : 0,
            fullPerSecond: fullSeconds > 0 ? Double(count) / fullSeconds : 0)
    }

    /// Wall time of one call in seconds; the thumbnail is checked so the work cannot be skipped.
    private static func seconds(_ body: () throws(ImageDecodeError) -> Bitmap) throws(ImageDecodeError) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let bitmap = try body()
        let elapsed = start.duration(to: clock.now)
        guard bitmap.width > 0 else { throw .corrupt("empty thumbnail") }
        let (whole, attoseconds) = elapsed.components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// The 4000×3000 synthetic photo as a JPEG, or the benchmark's failure.
    static func samplePhoto(grain: Int) throws(Failure) -> [UInt8] {
        do {
            return try SyntheticPhoto.jpeg(width: 4000, height: 3000, grain: grain)
        } catch {
            throw Failure(message: error.description)
        }
    }
}
