/// A scene of the app (iOS 13): reel runs the gallery in none, so the app has no connected scene.
@preconcurrency @MainActor
open class UIScene: Hashable {
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene with windows: none in a run (`UIApplication.connectedScenes` is empty).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var screen: UIScreen { .main }
}

extension UIApplication {
    /// The app's windows: none, as reel puts the gallery in no window.
    public var windows: [UIWindow] { [] }
    /// The app's connected scenes: none.
    public var connectedScenes: Set<UIScene> { [] }
}
