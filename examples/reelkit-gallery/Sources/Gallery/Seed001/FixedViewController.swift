// Ported from seeds/001_c59883c089bf181d.txt, lines 55-69: imports only; renamed `ViewController` to
// `FixedViewController` (both versions live in one module).
import ReelKit

class FixedViewController: UICollectionViewController {
    var viewModel = ViewModel()
    lazy var dataSource: DiffableDataSource = {
        DiffableDataSource(collectionView: self.collectionView) { [unowned self] view, indexPath, itemId in
            self.dequeueAndConfigureCellFor(collectionView: view, at: indexPath)
        }
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView.dataSource = dataSource
    }
    func dequeueAndConfigureCellFor(collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        self.viewModel.dequeueAndConfigureCellFor(collectionView: collectionView, at: indexPath)
    }
}
