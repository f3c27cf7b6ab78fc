import Dispatch

/// Runs `count` iterations of `body` on worker threads (`DispatchQueue.concurrentPerform`) and collects one result
/// per iteration, in order.
enum ParallelSlots {
    static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        defer { slots.deallocate() }
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.store(body(index), at: index) }
        return slots.collect()
    }

    /// Storage for one value per iteration.
    // @unchecked Sendable is safe: iteration i is the only writer of slot i, each slot is written once, and
    // `collect()` reads only after `concurrentPerform` has returned (all writes happen-before its return).
    private final class Slots<T>: @unchecked Sendable {
        private let base: UnsafeMutablePointer<T?>
        private let count: Int

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: nil, count: count)
        }

        func store(_ value: T, at index: Int) { base[index] = value }

        func collect() -> [T] { (0..<count).map { base[$0]! } }

        func deallocate() {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}
