/// `#imageLiteral(resourceName:)`, as UIKit's overlay makes an image of it: `UIImage(named:)` of the name (drawn as
/// the placeholder, as every bundled image is).
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) {
        self.init(tag: nil, size: CGSize(width: 24, height: 24))
    }
}

/// The type an `#imageLiteral` without a contextual type makes, as in UIKit.
public typealias _ImageLiteralType = UIImage
