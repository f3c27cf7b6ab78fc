import ReelKit

// Changed beyond the import: none.

// The feed with the index-path lookup bug: the cell registration looks the post up by index path in the
// controller's array, which keeps posts in arrival order while the snapshot puts newer posts first, so after newer
// posts arrive every cell shows the post another row holds.
final class IndexedFeedViewController: UICollectionViewController {
    private var posts: [Post]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(posts: [Post]) {
        self.posts = posts
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<PostCell, String> { [unowned self] cell, indexPath, _ in
            cell.contentView.addSubview(cell.thumbnailView)
            cell.contentView.addSubview(cell.headlineLabel)
            cell.show(posts[indexPath.item])  // ❌ the array's order is not the snapshot's
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(posts.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func prepend(_ newPosts: [Post]) {
        posts.append(contentsOf: newPosts)
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers.first {
            snapshot.insertItems(newPosts.map(\.id), beforeItem: first)
        } else {
            snapshot.appendItems(newPosts.map(\.id))
        }
        dataSource.apply(snapshot)
    }
}
