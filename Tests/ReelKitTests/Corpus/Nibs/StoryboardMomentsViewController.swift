import ReelKit

// Changed beyond the import: 1 line(s): @IBOutlet weak var -> @Outlet var.

/// The header prototype of Moments.storyboard's collection view.
final class StoryboardMomentHeader: UICollectionReusableView {
    @Outlet var titleLabel: UILabel!
}

/// Moments.storyboard's collection view controller: photos in moments of 15 under the storyboard's header
/// prototype, a classic data source.
final class StoryboardMomentsViewController: UICollectionViewController {
    var photos: [FeedPhoto] = []
    static let perMoment = 15

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        (photos.count + Self.perMoment - 1) / Self.perMoment
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        min(Self.perMoment, photos.count - section * Self.perMoment)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PrototypePhotoCell
        cell.show(photos[indexPath.section * Self.perMoment + indexPath.item])
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "MomentHeader", for: indexPath) as! StoryboardMomentHeader
        header.titleLabel.text = "Moment \(indexPath.section + 1)"
        return header
    }
}
