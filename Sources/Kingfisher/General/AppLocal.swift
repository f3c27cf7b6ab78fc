import ReelExecutors

/// A value each app has its own of: each reel session (a panel, a checked scenario, an explored schedule) makes its
/// own the first time its code asks, so a library's shared objects (`KingfisherManager.shared`, `ImageCache.default`,
/// the task identifier counter) start fresh in every run, as they do in every launch of an app. Code outside a
/// session shares one.
final class AppLocal<Value: Sendable>: Sendable {
    private let perSession: SessionLocal<Value>
    private let outside: Value

    init(_ make: @escaping @Sendable () -> Value) {
        perSession = SessionLocal(make)
        outside = make()
    }

    /// The running app's value.
    var value: Value { SimulationExecutors.active.map(perSession.value(in:)) ?? outside }
}
