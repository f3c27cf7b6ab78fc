import ReelCore

extension UIView {
    /// The gesture recognizers added to the view (kept: none ever fires, as reel sends no touches).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { GestureRecognizers.of(self) }
        set {
            for recognizer in GestureRecognizers.of(self) ?? [] { recognizer.view = nil }
            GestureRecognizers.set(newValue, on: self)
            for recognizer in newValue ?? [] { recognizer.view = self }
        }
    }

    /// Adds a gesture recognizer, which never fires (reported once as ignored: reel sends no touches).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        GalleryEngines.ignored(UIGestureRecognizer.ignoredMessage)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = nil
        GestureRecognizers.set(gestureRecognizers?.filter { $0 !== gestureRecognizer }, on: self)
    }
}

/// The recognizers of each view, by the view's identity (the entry is removed with the view's last recognizer; a
/// view's recognizers live as long as the app's code keeps them on it).
@preconcurrency @MainActor
enum GestureRecognizers {
    private static var byView: [ObjectIdentifier: [UIGestureRecognizer]] = [:]

    static func of(_ view: UIView) -> [UIGestureRecognizer]? { byView[ObjectIdentifier(view)] }

    static func set(_ recognizers: [UIGestureRecognizer]?, on view: UIView) {
        byView[ObjectIdentifier(view)] = recognizers?.isEmpty == false ? recognizers : nil
    }
}
