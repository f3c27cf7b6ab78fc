/// `#colorLiteral(red:green:blue:alpha:)`, as UIKit's overlay makes a colour of it (Xcode's colour picker writes
/// these): the components in sRGB.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type a `#colorLiteral` without a contextual type makes, as in UIKit.
public typealias _ColorLiteralType = UIColor
