import Foundation

/// The coder a view from a nib or storyboard is made with (UIKit's `UINibDecoder`): the view's `init?(coder:)`
/// runs, as in UIKit, and takes its frame from it; a collection view cell also takes the content view the file
/// declares. The loader sets the element's other attributes once the view is made.
final class NibCoder: NSCoder {
    let frame: CGRect
    let contentView: UIView?

    init(frame: CGRect, contentView: UIView? = nil) {
        self.frame = frame
        self.contentView = contentView
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
}
