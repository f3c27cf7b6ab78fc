import OpenCombine
import ReelKit

/// The main run loop as a Combine scheduler, on reel's clock: `receive(on: RunLoop.main)` queues each value as a
/// block of ReelKit's main queue, as `DispatchQueue.main` does (reel's one thread is the main run loop's). Its time is
/// reel's: `now` is `DispatchTime.now()` as a `Date` of that many seconds of uptime, not the wall-clock `Date()`.
// swift-format-ignore: AvoidRetroactiveConformances
// The conformance is the point of this module: Combine's schedulers are Foundation's and Dispatch's own types, and
// neither they nor OpenCombine (whose own is on Dispatch's clock, in a module reel leaves out) can know reel's clock.
extension RunLoop: @retroactive OpenCombine.Scheduler {
    /// A point in time for a run loop: a `Date` on reel's clock (see `now`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride {
            .seconds(other.date.timeIntervalSince(date))
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.timeInterval))
        }

        /// A distance between two times (an integer or floating-point literal is seconds).
        public typealias Stride = SchedulerStride

        /// The dispatch time of this date, for ReelKit's `asyncAfter`.
        var dispatchTime: DispatchTime {
            DispatchTime(uptimeNanoseconds: UInt64(max(0, (date.timeIntervalSinceReferenceDate * 1e9).rounded())))
        }
    }

    /// A run loop takes no options.
    public struct SchedulerOptions: Sendable {}

    /// reel's current time, as seconds of uptime since the reference date.
    public var now: SchedulerTimeType {
        SchedulerTimeType(Date(timeIntervalSinceReferenceDate: Double(DispatchTime.now().uptimeNanoseconds) / 1e9))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        DispatchQueue.main.schedule(options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        DispatchQueue.main.schedule(
            after: DispatchQueue.SchedulerTimeType(date.dispatchTime), tolerance: tolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        DispatchQueue.main.schedule(
            after: DispatchQueue.SchedulerTimeType(date.dispatchTime), interval: interval, tolerance: tolerance,
            options: nil, action)
    }
}
