import Foundation

/// The device the app runs on, as the scenario's canvas makes it: its idiom is the screen's (a phone, or a pad when
/// the canvas is regular in both size classes), it runs iOS 17.0 in portrait, and what UIKit measures of the real
/// device (battery, proximity) is unknown. The same on every run, so code that branches on it gives the same frames.
@preconcurrency @MainActor
open class UIDevice {
    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    /// The running app's device: one object per run, as UIKit's is one per launch.
    open class var current: UIDevice { device.value }

    public init() {}

    /// The idiom of the scenario's screen.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// The generic name iOS 16 and later give apps: the model.
    open var name: String { model }
    /// "iPhone" or "iPad", after the idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model's localized name (the same).
    open var localizedModel: String { model }
    /// "iOS".
    open var systemName: String { "iOS" }
    /// The iOS version reel's devices run.
    open var systemVersion: String { "17.0" }
    /// Always portrait: the canvas is portrait and never turns.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether orientation notifications are asked for (none is ever posted).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// The same identifier on every run (UIKit's differs per vendor and install).
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    open var isMultitaskingSupported: Bool { true }
    /// Kept; the battery stays unknown.
    open var isBatteryMonitoringEnabled = false
    /// Unknown (−1), as UIKit's is while monitoring is off.
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    /// Kept; the proximity sensor never reports.
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Plays the keyboard's click (silent: reel plays no sound).
    open func playInputClick() {}

    /// Posted when the orientation changes (never: it does not change).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (never).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes (never).
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    private static let device = AppObject { UIDevice() }
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
