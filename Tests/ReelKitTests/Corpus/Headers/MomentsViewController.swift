import ReelKit

// Changed beyond the import: none.

/// Photos by moment: a flow layout of three photos to a row under each moment's header, a classic data source, and
/// headers configured in full every time they are dequeued.
final class MomentsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var moments: [Moment]
    private var collectionView: UICollectionView!

    init(photos: [Photo]) {
        moments = Moment.group(photos)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moments"
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: view.bounds.width, height: 52)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        collectionView.register(
            MomentHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: MomentHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { moments.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        moments[section].photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
            as! PhotoGridCell
        cell.configure(with: moments[indexPath.section].photos[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: MomentHeaderView.reuseIdentifier, for: indexPath)
            as! MomentHeaderView
        header.configure(with: moments[indexPath.section])
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = floor((collectionView.bounds.width - 4) / 3)
        return CGSize(width: side, height: side)
    }
}
