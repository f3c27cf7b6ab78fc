import Foundation
import Testing

/// A gallery screen's file as apps write it — the UIKit beside the collection view included — compiles on ReelKit
/// after `import ReelKit`: a search controller, keyboard notifications, block animations and transitions, the
/// screen's size and traits, a gradient layer, the pre-decode idiom, an `Operation` subclass. (`#selector` and
/// `@objc` need the Objective-C runtime, which Swift on Linux lacks: the observer is the closure form.)
@Suite struct ScreenFileTests {
    static let screen = """
        import ReelKit

        final class SearchablePhotosViewController:
            UICollectionViewController, UISearchResultsUpdating, UISearchBarDelegate
        {
            private let searchController = UISearchController(searchResultsController: nil)
            private let decodeQueue = OperationQueue()
            private var photos: [URL] = []
            private var bottomInset: CGFloat = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                searchController.searchResultsUpdater = self
                searchController.obscuresBackgroundDuringPresentation = false
                searchController.searchBar.placeholder = "Search photos"
                searchController.searchBar.delegate = self
                navigationItem.searchController = searchController
                navigationItem.hidesSearchBarWhenScrolling = false
                definesPresentationContext = true
                NotificationCenter.default.addObserver(
                    forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
                ) { [weak self] notification in
                    MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
                }
                let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 5 : 3
                let side = (UIScreen.main.bounds.width - (columns - 1) * 2) / columns
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: side, height: side)
                collectionView.collectionViewLayout = layout
            }

            private func keyboardWillShow(_ notification: Notification) {
                let key = UIResponder.keyboardFrameEndUserInfoKey
                guard let frame = notification.userInfo?[key] as? CGRect else { return }
                bottomInset = frame.height
            }

            func updateSearchResults(for searchController: UISearchController) {
                let query = searchController.searchBar.text ?? ""
                photos = photos.filter { query.isEmpty || $0.lastPathComponent.contains(query) }
                collectionView.reloadData()
            }

            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
                searchBar.resignFirstResponder()
            }

            func show(_ image: UIImage, in imageView: UIImageView) {
                UIView.transition(with: imageView, duration: 0.25, options: .transitionCrossDissolve) {
                    imageView.image = image
                }
                UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut]) {
                    imageView.alpha = 1
                } completion: { _ in
                    imageView.layer.cornerRadius = 6
                }
            }

            func decorate(_ cell: UICollectionViewCell) {
                let shade = CAGradientLayer()
                shade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
                shade.locations = [0.6, 1]
                shade.frame = cell.contentView.bounds
                cell.contentView.layer.insertSublayer(shade, at: 0)
            }
        }

        nonisolated final class DecodeOperation: Operation, @unchecked Sendable {
            let image: UIImage
            private(set) var decoded: UIImage?

            init(image: UIImage) { self.image = image }

            override func main() {
                guard !isCancelled else { return }
                decoded = UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }
            }
        }
        """

    @Test func aScreenWithTheUIKitBesideItsCollectionViewCompiles() throws {
        let (status, output, _) = try SwiftTypeCheck.run(Self.screen)
        #expect(status == 0, "\(output)")
    }
}
