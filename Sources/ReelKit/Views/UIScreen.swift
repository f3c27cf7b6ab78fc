/// The screen, as the scenario's canvas gives it: `UIScreen.main.bounds` is the canvas in points and `scale` its
/// pixels per point, so code that sizes cells from the screen (`UIScreen.main.bounds.width / 3`) lays them out for
/// the scenario's device. Outside a run, reel's default canvas (390 × 844 points at scale 2).
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen's bounds, in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The device's screen: one object per run, as UIKit's is one per launch.
    public static var main: UIScreen { screen.value }

    /// The native scale (the same as `scale`: reel renders at the canvas's scale).
    public var nativeScale: CGFloat { scale }

    /// The bounds in pixels, portrait up.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's traits: the scenario's scale, the appearance and text size now (the scenario's, then the
    /// script's), and the size classes of its canvas.
    public var traitCollection: UITraitCollection {
        var traits = UITraitCollection(canvas: bounds.size, scale: scale)
        let current = UITraitCollection.current
        traits.userInterfaceStyle = current.userInterfaceStyle
        traits.preferredContentSizeCategory = current.preferredContentSizeCategory
        return traits
    }

    /// The coordinate space of the screen (its bounds).
    public var coordinateSpace: UIScreen { self }

    /// The frames per second the screen shows (the scenario's canvas is drawn at its `fps`; reported as 60).
    public var maximumFramesPerSecond: Int { 60 }

    /// The running app's screen: its host's canvas, made the first time its code asks.
    private static let screen = AppObject {
        let host = GalleryHost.forCurrentThread()
        let size = host?.canvasSize ?? CGSize(width: 390, height: 844)
        return UIScreen(bounds: CGRect(origin: .zero, size: size), scale: host?.canvasScale ?? 2)
    }
}
