import Foundation

extension UserDefaults {
    /// Stores `value` under `key`: what key-value coding's `setValue(_:forKey:)` does on a `UserDefaults` on Apple's
    /// systems. Swift on Linux has no key-value coding, so the app's call is `set(_:forKey:)` here.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
