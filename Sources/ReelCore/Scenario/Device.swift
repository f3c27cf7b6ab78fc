/// A device whose screen a scenario takes (`device`): its size in points, its scale and its safe-area insets, in
/// portrait. `custom`, the default, leaves `canvas` and `safe_area` as given.
///
/// The figures are Apple's published screen sizes and the safe-area insets UIKit reports on each device in portrait
/// with the status bar shown.
public enum Device: String, Sendable, Hashable, CaseIterable {
    case custom
    case iPhoneSE = "iphone-se"
    case iPhone13Mini = "iphone-13-mini"
    case iPhone14 = "iphone-14"
    case iPhone15 = "iphone-15"
    case iPhone15ProMax = "iphone-15-pro-max"
    case iPad = "ipad"
    case iPadPro = "ipad-pro"

    /// The device's screen, nil for `custom`.
    package var screen: (canvas: Canvas, safeArea: EdgeInsets)? {
        switch self {
        case .custom: nil
        case .iPhoneSE: (Canvas(width: 375, height: 667, scale: 2), EdgeInsets(top: 20))
        case .iPhone13Mini: (Canvas(width: 375, height: 812, scale: 3), EdgeInsets(top: 50, bottom: 34))
        case .iPhone14: (Canvas(width: 390, height: 844, scale: 3), EdgeInsets(top: 47, bottom: 34))
        case .iPhone15: (Canvas(width: 393, height: 852, scale: 3), EdgeInsets(top: 59, bottom: 34))
        case .iPhone15ProMax: (Canvas(width: 430, height: 932, scale: 3), EdgeInsets(top: 59, bottom: 34))
        case .iPad: (Canvas(width: 820, height: 1_180, scale: 2), EdgeInsets(top: 24, bottom: 20))
        case .iPadPro: (Canvas(width: 1_024, height: 1_366, scale: 2), EdgeInsets(top: 24, bottom: 20))
        }
    }
}

extension Scenario {
    /// The device whose screen the scenario takes (`device`). Setting one sets `canvas`'s size and scale (its frame
    /// rate stays) and `safeArea` to the device's; settings read after it (a file's `canvas` object) override them.
    package var device: Device {
        get { chosenDevice }
        set {
            chosenDevice = newValue
            guard let screen = newValue.screen else { return }
            canvas.width = screen.canvas.width
            canvas.height = screen.canvas.height
            canvas.scale = screen.canvas.scale
            safeArea = screen.safeArea
        }
    }
}
