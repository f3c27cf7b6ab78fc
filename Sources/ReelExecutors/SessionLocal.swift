import Synchronization

/// A value each executor session has its own of, made the first time code running in that session asks for it, as
/// each app on a device has its own main queue and main-actor state. A `SessionLocal` is a key: declare it once
/// (a `static let`) and read it with `value(in:)`.
package final class SessionLocal<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value

    /// A key whose value `make` makes, once per session.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The session's value, made now if it has none yet.
    package func value(in session: ExecutorSession) -> Value {
        session.locals.value(for: ObjectIdentifier(self), make)
    }
}

/// One session's values of its `SessionLocal` keys.
final class SessionLocals: Sendable {
    private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The value under `key`, made by `make` outside the lock: a value may be made of other session-local values (a
    /// library's shared manager of its shared cache). Should two threads make one at once, the first stored wins.
    func value<Value: Sendable>(for key: ObjectIdentifier, _ make: () -> Value) -> Value {
        if let value = values.withLock({ $0[key] as? Value }) { return value }
        let made = make()
        return values.withLock { values in
            if let value = values[key] as? Value { return value }
            values[key] = made
            return made
        }
    }
}
