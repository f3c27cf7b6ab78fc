import ReelKit

// Changed beyond the import: none.

struct Post: Hashable, Identifiable {
    let id: String
    let headline: String
    let imageURL: URL
}

final class PostCell: UICollectionViewCell {
    let thumbnailView = UIImageView()
    let headlineLabel = UILabel()
    private var loadTask: Task<Void, Never>?
    private(set) var postID: String?

    func show(_ post: Post) {
        postID = post.id
        headlineLabel.text = post.headline
        loadTask = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: post.imageURL) else { return }
            guard let self, self.postID == post.id else { return }
            self.thumbnailView.image = UIImage(data: data)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        thumbnailView.image = nil
        postID = nil
    }
}

final class FeedViewController: UICollectionViewController {
    enum Section { case main }

    private var posts: [Post]
    private var dataSource: UICollectionViewDiffableDataSource<Section, Post.ID>!

    init(posts: [Post]) {
        self.posts = posts
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        collectionView.refreshControl = UIRefreshControl()

        let registration = UICollectionView.CellRegistration<PostCell, Post.ID> { [weak self] cell, _, id in
            guard let post = self?.posts.first(where: { $0.id == id }) else { return }
            cell.contentView.addSubview(cell.thumbnailView)
            cell.contentView.addSubview(cell.headlineLabel)
            cell.show(post)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Post.ID>(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        applySnapshot(animatingDifferences: false)
    }

    private func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(posts.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Newer posts go first.
    func prepend(_ newPosts: [Post]) {
        posts.insert(contentsOf: newPosts, at: 0)
        applySnapshot()
        collectionView.refreshControl?.endRefreshing()
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = UIViewController()
        detail.title = id
        navigationController?.pushViewController(detail, animated: true)
    }
}
