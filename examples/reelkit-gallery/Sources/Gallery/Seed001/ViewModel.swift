// Ported from seeds/001_c59883c089bf181d.txt, lines 4-21 and 28-37: imports only, plus the lines marked `// ported:`.
import ReelKit

struct ViewModel {
    // other view model code here
    var items: [Item] = []  // ported: the view model's data (part of the excerpt's "other view model code")
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
