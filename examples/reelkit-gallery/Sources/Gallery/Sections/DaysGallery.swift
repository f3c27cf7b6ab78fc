import ReelKit

/// Photos grouped by day, three to a row in a compositional layout, each day under a header that stays at the top
/// while its photos show: the day, and the place when the day has one (one day in four has none). The header
/// registration is where the two versions differ:
///
/// - `DaysGallery<ClearingHeader>` sets the place label every time (nil clears it).
/// - `DaysGallery<PlaceKeepingHeader>` sets it only when the day has a place, as many apps do: a reused header of a
///   day without a place keeps the place of the day it showed before.
final class DaysGallery<Header: DayHeaderConfiguration>: ReelGallery {
    static var photosPerDay: Int { 12 }
    private let dataSource: UICollectionViewDiffableDataSource<Int, Item>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        collectionView.collectionViewLayout = Self.layout()
        let cells = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        let headers = UICollectionView.SupplementaryRegistration<DayHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            Header.configure(header, day: indexPath.section)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        let photos = items.map(Item.init)
        for (day, start) in stride(from: 0, to: photos.count, by: Self.photosPerDay).enumerated() {
            snapshot.appendSections([day])
            snapshot.appendItems(Array(photos[start..<min(photos.count, start + Self.photosPerDay)]), toSection: day)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private static func layout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// How a gallery's header registration configures a day's header.
protocol DayHeaderConfiguration {
    @MainActor static func configure(_ header: DayHeaderView, day: Int)
}

extension DayHeaderConfiguration {
    /// The day's title, and its place (one day in four has none).
    static func title(ofDay day: Int) -> String { "Day \(day + 1)" }
    static func place(ofDay day: Int) -> String? {
        day % 4 == 2 ? nil : ["Lisbon", "Porto", "Sintra"][day % 3]
    }
}

/// Sets both labels every time: a day without a place shows none.
enum ClearingHeader: DayHeaderConfiguration {
    static func configure(_ header: DayHeaderView, day: Int) {
        header.dayLabel.text = title(ofDay: day)
        header.placeLabel.text = place(ofDay: day)
    }
}

/// Sets the place only when the day has one: a reused header keeps the place of the day it showed before.
enum PlaceKeepingHeader: DayHeaderConfiguration {
    static func configure(_ header: DayHeaderView, day: Int) {
        header.dayLabel.text = title(ofDay: day)
        if let place = place(ofDay: day) {
            header.placeLabel.text = place
        }
    }
}
