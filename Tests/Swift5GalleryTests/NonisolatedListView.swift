import ReelKit

// A view helper as Swift 5 apps write one: a plain NSObject (no actor) that makes, configures and feeds the
// collection view. Against UIKit it compiles without a diagnostic in Swift 5 mode, because Swift imports UIKit's main
// actor as `@preconcurrency`; ReelKit's types are declared so, so it compiles here too.

final class NonisolatedListView: NSObject, UICollectionViewDataSource {
    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.alwaysBounceVertical = true
        collection.indicatorStyle = .white
        collection.translatesAutoresizingMaskIntoConstraints = false
        collection.register(Swift5PhotoCell.self, forCellWithReuseIdentifier: "photo")
        return collection
    }()

    var titles = ["a", "b", "c"]

    override init() {
        super.init()
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? Swift5PhotoCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }
}
