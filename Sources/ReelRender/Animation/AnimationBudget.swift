import Foundation
import ReelFiles
import ReelGraphics

/// Fits an animation into a byte budget. Candidates are tried from the least to the most degraded — at each scale
/// first fewer colours (GIF) or a lower quality (WebP, MP4, WebM), then a lower frame rate, then the next smaller
/// scale — skipping those a size model (calibrated by every encoding) says are still too large. The first encoding
/// that fits is kept; when the smallest candidate does not fit, nothing is written and the error says what was tried.
struct AnimationBudget {
    let format: AnimationFormat
    let options: AnimationOptions
    let loader: FrameLoader

    /// The narrowest animation tried, in pixels.
    static let minimumWidth = 120
    /// Encodings tried at most.
    static let maximumAttempts = 8

    /// One setting of the knobs.
    struct Candidate: Equatable {
        var width: Int
        var fps: Double?
        var colors: Int
        var quality: Int?
    }

    /// Every candidate, least degraded first.
    func candidates() -> [Candidate] {
        let sourceSize = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        var widths: [Int] = []
        for factor in [1, 0.85, 0.72, 0.6, 0.5, 0.42, 0.35, 0.3, 0.25, 0.2, 0.15, 0.1] {
            let width = Int((Double(sourceSize.width) * factor).rounded())
            if width >= Self.minimumWidth || widths.isEmpty, !widths.contains(width) { widths.append(width) }
        }
        let topRate = options.outputFPS ?? min(options.playbackRate, format == .gif ? 50 : options.playbackRate)
        var rates: [Double?] = [options.outputFPS]
        rates += [30.0, 24, 20, 15, 12, 10, 8, 6, 5].filter { $0 < topRate - 1e-9 }.map { $0 }
        var levels: [(colors: Int, quality: Int?)]
        switch format {
        case .gif: levels = [options.gifColors, 128, 64, 32].filter { $0 <= options.gifColors }.map { ($0, nil) }
        case .webp: levels = [options.quality, 80, 65, 50].map { (options.gifColors, $0) }
        case .mp4, .webm:
            let base = options.quality ?? FFmpegWriter.defaultQuality(format)
            levels = [base, base - 10, base - 20, base - 30].filter { $0 >= 0 }.map { (options.gifColors, $0) }
        case .apng: levels = [(options.gifColors, nil)]
        }
        var seen: [Candidate] = []
        for width in widths {
            for rate in rates {
                for level in levels {
                    let candidate = Candidate(width: width, fps: rate, colors: level.colors, quality: level.quality)
                    if !seen.contains(candidate) { seen.append(candidate) }
                }
            }
        }
        return seen
    }

    /// The size model: relative to the first candidate, area × frame rate × a factor per colour or quality level.
    func relativeSize(_ candidate: Candidate, to first: Candidate) -> Double {
        let topRate = first.fps ?? min(options.playbackRate, format == .gif ? 50 : options.playbackRate)
        let area = pow(Double(candidate.width) / Double(first.width), 2)
        let rate = (candidate.fps ?? topRate) / topRate
        var level = 1.0
        switch format {
        case .gif: level = log2(Double(candidate.colors)) / log2(Double(max(first.colors, 2)))
        case .webp:
            let lossy = { (quality: Int?) in quality.map { 0.05 + 0.25 * Double($0) / 100 } ?? 1 }
            level = lossy(candidate.quality) / lossy(first.quality)
        case .mp4, .webm:
            // Six CRF steps halve an H.264 stream; VP9's CRF scale is 63/51 as wide.
            let crf = { (quality: Int?) in Double(FFmpegWriter.crf(format, quality: quality ?? 0)) }
            let step = format == .webm ? 6 * 63.0 / 51 : 6
            level = pow(2, -(crf(candidate.quality) - crf(first.quality)) / step)
        case .apng: level = 1
        }
        return area * rate * level
    }

    /// Encodes candidates until one fits `maxBytes`, moves it to `url` and says what it chose.
    func fit(
        _ sequence: FrameSequence, maxBytes: Int, to url: URL, progress: (Int) -> Void
    ) throws -> Animation.Written {
        let all = candidates()
        guard let first = all.first else { throw AnimationError(path: url.path, message: "no frames") }
        let attemptURL = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).attempt")
        // Registered: an interrupted budget leaves no attempt behind.
        TemporaryFiles.shared.register(file: attemptURL)
        defer {
            try? FileManager.default.removeItem(at: attemptURL)
            TemporaryFiles.shared.forget(attemptURL)
        }
        var calibration: Double?  // bytes of the first candidate, as the last encoding implies
        var next = 0
        var attempts = 0
        var smallest: (Candidate, Animation.Written)?
        while next < all.count, attempts < Self.maximumAttempts {
            if let calibration {
                // Skip candidates the model says are too large (aiming a little under the budget).
                while next < all.count - 1, calibration * relativeSize(all[next], to: first) > Double(maxBytes) * 0.96 {
                    next += 1
                }
            }
            let candidate = all[next]
            var attempt = options
            attempt.width = candidate.width
            attempt.scale = nil
            attempt.outputFPS = candidate.fps
            attempt.gifColors = candidate.colors
            attempt.quality = candidate.quality
            var written = try Animation.encode(
                sequence, format: format, to: attemptURL, options: attempt, loader: loader, progress: progress)
            attempts += 1
            written.attempts = attempts
            if written.bytes <= maxBytes {
                try AtomicFile.move(attemptURL, to: url)
                return written
            }
            smallest = (candidate, written)
            calibration = Double(written.bytes) / max(relativeSize(candidate, to: first), 1e-9)
            next += 1
        }
        let tried = smallest.map { "; the smallest tried, \($0.1.description), is too large" } ?? ""
        throw AnimationError(
            path: url.path,
            message: "cannot fit --max-size \(ByteCount.describe(maxBytes)) in \(attempts) attempts\(tried) "
                + "(raise --max-size, or lower --width, --fps or --to)")
    }
}
