import Foundation

/// A position in a run's frames, given as a frame number (`120`) or a time (`1.5s`, `800ms`).
public enum FrameBound: Sendable, Equatable, CustomStringConvertible {
    /// A frame number, from 0.
    case frame(Int)
    /// Seconds of the run's virtual time.
    case seconds(Double)

    /// Parses `120`, `1.5s` or `800ms`; nil for anything else (negative values included).
    public init?(parsing text: String) {
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

    /// The frame index at `fps` frames per second of virtual time (times round to the nearest frame).
    public func frameIndex(fps: Double) -> Int {
        switch self {
        case .frame(let index): index
        case .seconds(let seconds): Int((seconds * fps).rounded())
        }
    }

    public var description: String {
        switch self {
        case .frame(let index): "frame \(index)"
        case .seconds(let seconds): JSONNumber.format(seconds) + " s"
        }
    }
}
