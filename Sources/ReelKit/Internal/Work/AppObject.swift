import Synchronization

/// A main-actor object each app has one of (`UIScreen.main`, `UIApplication.shared`): made the first time the
/// running app's code asks, then the same object for the rest of the run, as UIKit's is for a launch.
final class AppObject<Object: AnyObject & Sendable>: Sendable {
    private let made: AppLocal<Slot>
    private let make: @MainActor @Sendable () -> Object

    init(_ make: @escaping @MainActor @Sendable () -> Object) {
        self.make = make
        made = AppLocal { Slot() }
    }

    /// The running app's object.
    @MainActor
    var value: Object {
        made.value.object.withLock { object in
            if let object { return object }
            let new = make()
            object = new
            return new
        }
    }

    /// One app's object, once made.
    final class Slot: Sendable {
        let object = Mutex<Object?>(nil)
    }
}
