import OpenCombine
import ReelKit
import Synchronization

/// Dispatch queues as Combine schedulers, on reel's clock: `receive(on: DispatchQueue.main)` queues each value as a
/// block of ReelKit's main queue (a job of reel's executor, in FIFO order), and a scheduled time is a `DispatchTime`
/// that ReelKit's `asyncAfter` reads on the virtual clock (`.milliseconds(300)` after `now` is 300 ms of virtual
/// time). Outside a simulation the blocks go to Dispatch's queues, as ReelKit's `DispatchQueue` members do.
// swift-format-ignore: AvoidRetroactiveConformances
// The conformance is the point of this module: Combine's schedulers are Foundation's and Dispatch's own types, and
// neither they nor OpenCombine (whose own is on Dispatch's clock, in a module reel leaves out) can know reel's clock.
extension DispatchQueue: @retroactive OpenCombine.Scheduler {
    /// A point in time for a queue: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            let nanoseconds =
                Int64(clamping: Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds))) + Int64(stride.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, nanoseconds))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// A distance between two times, in nanoseconds (an integer or floating-point literal is seconds).
        public typealias Stride = SchedulerStride
    }

    /// The options a queue takes: the group a block enters (quality of service and flags are recorded, not used).
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The current time (ReelKit's `DispatchTime.now()`, which marks the virtual time).
    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(run: action)
        async(group: options?.group) { action.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime) { action.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let repeating = RepeatingAction(action: ScheduledAction(run: action))
        repeating.fire(on: self, at: date, every: max(interval, .nanoseconds(1)))
        return AnyCancellable { repeating.cancel() }
    }
}

/// An action Combine gives a scheduler, carried into a block of a queue.
// @unchecked Sendable: a scheduler runs each action it is given once, on the queue it was scheduled on, as Dispatch
// runs Combine's actions on Apple's systems; the operators that schedule (receive(on:), debounce, delay…) guard their
// own state with their locks, so the action may run on the queue's thread.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
}

/// An action run at a time and then every interval until cancelled.
final class RepeatingAction: Sendable {
    private let action: ScheduledAction
    private let cancelled = Mutex(false)

    init(action: ScheduledAction) { self.action = action }

    func fire(on queue: DispatchQueue, at date: DispatchQueue.SchedulerTimeType, every interval: SchedulerStride) {
        queue.asyncAfter(deadline: date.dispatchTime) { [self] in
            guard !cancelled.withLock({ $0 }) else { return }
            action.run()
            fire(on: queue, at: date.advanced(by: interval), every: interval)
        }
    }

    func cancel() { cancelled.withLock { $0 = true } }
}
