import Foundation

/// A view showing a blur or vibrancy effect, with its content in `contentView` (a caption bar over a photo). Frames
/// draw a blur as its material's colour over the view's (rounded) shape, then the content view.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view the app adds its content to; it fills the effect view.
    public let contentView = UIView()
    /// The effect (nil: none, the content alone).
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension UIBlurEffect.Style {
    /// The material's colour as frames draw it (an approximation of the blur's tint over average content), in
    /// `appearance` for the adaptive materials.
    func tint(dark: Bool) -> UIColor {
        let (thickness, darkMaterial) = material(dark: dark)
        let alpha: CGFloat = [0.35, 0.55, 0.72, 0.85, 0.78][thickness]
        return darkMaterial
            ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha)
            : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: alpha)
    }

    /// The material's thickness (0 ultra thin … 3 thick, 4 chrome) and whether it is dark.
    private func material(dark: Bool) -> (Int, Bool) {
        switch self {
        case .extraLight: (3, false)
        case .light: (1, false)
        case .dark: (2, true)
        case .regular: (2, dark)
        case .prominent: (3, dark)
        case .systemUltraThinMaterial: (0, dark)
        case .systemThinMaterial: (1, dark)
        case .systemMaterial: (2, dark)
        case .systemThickMaterial: (3, dark)
        case .systemChromeMaterial: (4, dark)
        case .systemUltraThinMaterialLight: (0, false)
        case .systemThinMaterialLight: (1, false)
        case .systemMaterialLight: (2, false)
        case .systemThickMaterialLight: (3, false)
        case .systemChromeMaterialLight: (4, false)
        case .systemUltraThinMaterialDark: (0, true)
        case .systemThinMaterialDark: (1, true)
        case .systemMaterialDark: (2, true)
        case .systemThickMaterialDark: (3, true)
        case .systemChromeMaterialDark: (4, true)
        }
    }
}
