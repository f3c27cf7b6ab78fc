import Foundation
import Testing

@testable import ReelKit

/// The idioms of app code around nibs and Xcode's literals: `Bundle.main.loadNibNamed(_:owner:options:)`,
/// `#colorLiteral` and `#imageLiteral`.
@MainActor @Suite struct BundleNibTests {
    /// The common helper of apps: a view of type `T` from the nib named after it.
    func fromNib<T: UIView>() -> T? {
        Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)?.first as? T
    }

    @Test func loadNibNamedMakesTheNibsObjectsAsUINibDoes() {
        NibClasses.register(PhotoFeedCell.self)
        let cell: PhotoFeedCell? = fromNib()
        #expect(cell?.photoView != nil && cell?.titleLabel != nil)
    }

    @Test func colourAndImageLiteralsMakeWhatUIKitsOverlayMakes() {
        // swift-format-ignore: NoPlaygroundLiterals
        let colour = #colorLiteral(red: 0.1, green: 0.5, blue: 1, alpha: 1)
        #expect(colour == UIColor(red: CGFloat(Float(0.1)), green: 0.5, blue: 1, alpha: 1))
        // swift-format-ignore: NoPlaygroundLiterals
        let image = #imageLiteral(resourceName: "github")
        #expect(image.size == CGSize(width: 24, height: 24))
    }
}
