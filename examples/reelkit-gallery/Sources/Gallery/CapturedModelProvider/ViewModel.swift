// The captured-model provider (it keeps the view model it was made with): UIKit code run with `import ReelKit`.
import ReelKit

struct ViewModel {
    // other view model code here
    var items: [Item] = []  // the view model's data: each cell's configuration comes from it
    func dequeueAndConfigureCellFor(collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        // create, configure, and return a cell
        let cellConfig = self.cellConfiguration(at: indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellConfig.cellId, for: indexPath)
        cell.configure(with: cellConfig)
        return cell
    }
}
typealias DiffableDataSource = UICollectionViewDiffableDataSource<String, String>
extension DiffableDataSource {
    convenience init(collectionView: UICollectionView, viewModel: ViewModel) {
        self.init(collectionView: collectionView) { collectionView, indexPath, itemIdentifier in
            return viewModel.dequeueAndConfigureCellFor(collectionView: collectionView, at: indexPath)
        }
    }
}
class ViewController: UICollectionViewController {
    var viewModel = ViewModel()
    lazy var dataSource: DiffableDataSource = {
        DiffableDataSource(collectionView: self.collectionView, viewModel: self.viewModel)
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView.dataSource = self.dataSource
    }
}
