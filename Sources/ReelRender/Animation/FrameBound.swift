import Foundation

/// A position in a run's frames, given as a frame number (`120`) or a time (`1.5s`, `800ms`).
package enum FrameBound: Sendable, Equatable, CustomStringConvertible {
    /// A frame number, from 0.
    case frame(Int)
    /// Seconds of the run's virtual time.
    case seconds(Double)

    /// Parses `120`, `1.5s` or `800ms`; nil for anything else (negative values included).
    package init?(parsing text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasSuffix("ms"), let ms = Double(value.dropLast(2)), ms.isFinite, ms >= 0 {
            self = .seconds(ms / 1000)
        } else if value.hasSuffix("s"), let seconds = Double(value.dropLast()), seconds.isFinite, seconds >= 0 {
            self = .seconds(seconds)
        } else if let frame = Int(value), frame >= 0 {
            self = .frame(frame)
        } else {
            return nil
        }
    }

    /// The largest frame index a time gives: far past any run (`Int32.max` frames are over a year at 60 fps), so a
    /// time such as `1e300s` is a frame past the last, never an overflowing conversion.
    package static let maxFrameIndex = Int(Int32.max)

    /// The frame index at `fps` frames per second of virtual time (times round to the nearest frame; at most
    /// `maxFrameIndex`).
    package func frameIndex(fps: Double) -> Int {
        switch self {
        case .frame(let index): return index
        case .seconds(let seconds):
            let frames = (seconds * fps).rounded()
            return frames < Double(Self.maxFrameIndex) ? Int(frames) : Self.maxFrameIndex
        }
    }

    package var description: String {
        switch self {
        case .frame(let index): "frame \(index)"
        // Beyond a million seconds the exponent form: `1e+300 s`, not three hundred digits.
        case .seconds(let seconds): (seconds < 1e6 ? JSONNumber.format(seconds) : "\(seconds)") + " s"
        }
    }
}
