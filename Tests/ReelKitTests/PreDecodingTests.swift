import ReelCore
import Testing

@testable import ReelKit

/// The pre-decode idioms galleries use (an image renderer, or the older image context, off the main thread) keep
/// the drawn image's ground truth, so the cell that shows the result is judged by it; and the layer and responder
/// API beside them compiles and records what it is given.
@Suite struct PreDecodingTests {
    let image = UIImage(
        tag: ImageTag(
            itemID: "9", key: ImageKey(url: "https://example.test/9.jpg", size: PixelSize(width: 80, height: 60))),
        size: CGSize(width: 80, height: 60))

    @Test func aRenderersImageCarriesTheImageItDrewLast() {
        let size = CGSize(width: 40, height: 30)
        let drawn = UIGraphicsImageRenderer(size: size).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
        #expect(drawn.tag == image.tag)
        #expect(drawn.size == size)
        let covered = UIGraphicsImageRenderer(size: size).image { context in
            image.draw(at: .zero)
            context.fill(CGRect(origin: .zero, size: size))
        }
        #expect(covered.tag == nil, "a fill over the whole context covers the image")
        let blank = UIGraphicsImageRenderer(size: size, format: .preferred()).image { _ in }
        #expect(blank.tag == nil)
        #expect(
            UIImage(data: UIGraphicsImageRenderer(size: size).pngData { _ in image.draw(at: .zero) })?.tag == image.tag)
    }

    @Test func theImageContextIdiomCarriesTheImageToo() {
        UIGraphicsBeginImageContextWithOptions(image.size, true, 0)
        image.draw(at: .zero)
        let decoded = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(decoded?.tag == image.tag)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "the context is closed")
        image.draw(at: .zero)  // no context open: nothing happens
        #expect(UIImage(data: image.jpegData(compressionQuality: 0.8) ?? Data())?.tag == image.tag)
    }

    @Test func aCellThatPreDecodesOffTheMainThreadShowsItsItemsImages() throws {
        let result = try runGallery(ItemCellGallery<PreDecodingCell>.self)
        #expect(result.metrics.count(.correct) > 0)
        #expect(result.metrics.count(.stale) == 0)
        #expect(result.metrics.gallery.outcomes["error", default: 0] == 0, "\(result.metrics.gallery.messages)")
    }

    @MainActor
    @Test func layersKeepTheirSublayersInOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shade = CAGradientLayer()
        shade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        shade.locations = [0.5, 1]
        shade.frame = view.bounds
        let badge = CALayer()
        view.layer.addSublayer(badge)
        view.layer.insertSublayer(shade, at: 0)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [shade, badge].map { ObjectIdentifier($0) })
        #expect(shade.superlayer === view.layer)
        #expect(shade.bounds.size == CGSize(width: 100, height: 100))
        #expect(shade.locations?.map(\.doubleValue) == [0.5, 1])
        shade.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1)
        #expect(shade.superlayer == nil)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}

/// A cell that decodes its image on a global queue with an image renderer, then shows it on the main queue if the
/// cell still shows that item.
final class PreDecodingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var itemID: String?

    func configure(with item: Item) {
        itemID = item.id
        imageView.image = nil
        URLSession.shared.dataTask(with: item.thumbURL) { [weak self] data, _, _ in
            guard let image = data.flatMap({ UIImage(data: $0) }) else { return }
            let decoded = UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, self.itemID == item.id else { return }
                    self.imageView.image = decoded
                }
            }
        }.resume()
    }
}
