import ReelExecutors

/// A value each app has its own of: each reel session (a panel, a checked scenario, an explored schedule) makes its
/// own the first time its code asks, so an image library's shared objects (Kingfisher's `KingfisherManager.shared`,
/// SDWebImage's `SDImageCache.shared`, task identifier counters) start fresh in every run, as they do in every launch
/// of an app. Code outside a session shares one.
package final class AppLocal<Value: Sendable>: Sendable {
    private let perSession: SessionLocal<Value>
    private let outside: Value

    package init(_ make: @escaping @Sendable () -> Value) {
        perSession = SessionLocal(make)
        outside = make()
    }

    /// The running app's value.
    package var value: Value { SimulationExecutors.active.map(perSession.value(in:)) ?? outside }
}
