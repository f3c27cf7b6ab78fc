import ReelKit

// Changed beyond the import: none.

/// A photo screen with what shipped screens put beside the grid: a context menu per photo (copy the link, share),
/// haptics on selection, a page control as the title view, a toolbar, a tab, keyboard notifications observed by
/// selector, and a layout invalidated on rotation.
final class SharingPhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var photos: [Photo]
    private var collectionView: UICollectionView!
    private let selectionFeedback = UISelectionFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .rigid)
    private let pages = UIPageControl()

    init(photos: [Photo]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Shared", image: UIImage(systemName: "photo.on.rectangle"), tag: 2)
        hidesBottomBarWhenPushed = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shared"
        edgesForExtendedLayout = [.top, .bottom]
        extendedLayoutIncludesOpaqueBars = true
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .label
        navigationItem.titleView = pages
        setToolbarItems(
            [.flexibleSpace(), UIBarButtonItem(systemItem: .action), .fixedSpace(12)], animated: false)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 150)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        selectionFeedback.prepare()
        NotificationCenter.default.addObserver(
            self, selector: Selector("keyboardWillShow:"), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.collectionView.collectionViewLayout.invalidateLayout() })
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoGridCell)?.configure(with: photos[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionFeedback.selectionChanged()
        impact.impactOccurred(intensity: 0.6)
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let photo = photos[indexPath.item]
        return UIContextMenuConfiguration(identifier: photo.id as NSString, previewProvider: nil) { _ in
            Self.menu(for: photo, presenter: self)
        }
    }

    /// The photo's menu: copy its link, share it, and a destructive hide.
    static func menu(for photo: Photo, presenter: UIViewController) -> UIMenu {
        let copy = UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { _ in
            UIPasteboard.general.url = photo.url
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
            let sheet = UIActivityViewController(activityItems: [photo.url], applicationActivities: nil)
            sheet.excludedActivityTypes = [.assignToContact, .print]
            presenter.present(sheet, animated: true)
        }
        let hide = UIAction(title: "Hide", attributes: .destructive, state: .off) { _ in }
        return UIMenu(title: photo.caption, children: [copy, share, UIMenu(options: .displayInline, children: [hide])])
    }
}
