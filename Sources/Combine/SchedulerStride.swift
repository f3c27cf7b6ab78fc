import OpenCombine

/// A distance between two scheduler times, in nanoseconds: `DispatchQueue`'s and `RunLoop`'s `Stride`. An integer or
/// floating-point literal is seconds, as in Combine (`.debounce(for: 0.3, …)`).
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable
{
    /// The distance in nanoseconds.
    public var magnitude: Int

    public init(_ nanoseconds: Int) { magnitude = nanoseconds }

    /// The distance in seconds.
    public var timeInterval: Double { Double(magnitude) / 1e9 }

    public init(floatLiteral value: Double) { self = .seconds(value) }
    public init(integerLiteral value: Int) { self = .seconds(value) }

    public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = Int(exactly: source) else { return nil }
        self = .seconds(value)
    }

    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &+ rhs.magnitude)
    }
    public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &- rhs.magnitude)
    }
    public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &* rhs.magnitude)
    }
    public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }

    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(value &* 1_000_000_000) }
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(Int((value * 1e9).rounded())) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(value &* 1_000_000) }
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(value &* 1_000) }
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(value) }
}
