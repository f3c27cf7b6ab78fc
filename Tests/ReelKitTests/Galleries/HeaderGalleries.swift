import Foundation
import ReelKit

/// A section header with one title label, as apps write it.
@MainActor
final class TitleHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }
}

/// The photo cell's gallery in sections of 30 photos on a flow layout, each under a 40-point header naming it; every
/// third section has no title. `keepsOldTitle`: the provider sets the label only when the section has a title, so a
/// reused header keeps another section's title (the bug); otherwise it sets it every time (nil clears it).
@MainActor
class HeaderGallery: ReelGallery {
    class var keepsOldTitle: Bool { false }
    class var pinsHeaders: Bool { false }
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    static let sectionSize = 30

    static func title(ofSection section: Int) -> String? { section % 3 == 1 ? nil : "Section \(section)" }

    required init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = Self.pinsHeaders
        collectionView.collectionViewLayout = layout
        var lookup: [String: Item] = [:]
        for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        let registration = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: lookup[id]!)
        }
        let keepsOldTitle = Self.keepsOldTitle
        let headers = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            let title = HeaderGallery.title(ofSection: indexPath.section)
            if keepsOldTitle {
                if let title { header.titleLabel.text = title }
            } else {
                header.titleLabel.text = title
            }
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (section, start) in stride(from: 0, to: items.count, by: Self.sectionSize).enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(
                items[start..<min(items.count, start + Self.sectionSize)].map(\.id), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// `HeaderGallery` with the bug: an untitled section's reused header keeps the title it showed before.
@MainActor
final class StaleHeaderGallery: HeaderGallery {
    override class var keepsOldTitle: Bool { true }
}

/// `HeaderGallery` whose headers stay at the top while their section shows.
@MainActor
final class PinnedHeaderGallery: HeaderGallery {
    override class var pinsHeaders: Bool { true }
}

/// A classic data source of sections of 30 photos whose headers come from a registered class and
/// `viewForSupplementaryElementOfKind`, and whose footers count the section's photos; the delegate hears the
/// supplementary views come and go.
@MainActor
final class ClassicHeaderGallery: NSObject, ReelGallery, UICollectionViewDataSource, UICollectionViewDelegate {
    let items: [Item]
    private(set) var displayedHeaders: [Int] = []
    private(set) var endedHeaders: [Int] = []

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        self.items = items.map { Item(id: $0.id, thumbURL: $0.imageURL) }
        super.init()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        collectionView.collectionViewLayout = layout
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(
            TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.register(
            TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { (items.count + 29) / 30 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        min(30, items.count - section * 30)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.configure(with: items[indexPath.section * 30 + indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let view =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: isHeader ? "header" : "footer", for: indexPath) as! TitleHeaderView
        view.titleLabel.text = isHeader ? "Photos \(indexPath.section + 1)" : "30 photos"
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        if elementKind == UICollectionView.elementKindSectionHeader { displayedHeaders.append(indexPath.section) }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        if elementKind == UICollectionView.elementKindSectionHeader { endedHeaders.append(indexPath.section) }
    }
}

/// A compositional layout of sections of 30 photos, each under a pinned 44-point header and on a background
/// decoration view.
@MainActor
final class CompositionalHeaderGallery: ReelGallery {
    static let backgroundKind = "section-background"
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalWidth(1 / 3)))
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
        section.decorationItems = [.background(elementKind: Self.backgroundKind)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.backgroundKind)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items, sectionSize: 30)
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Day \(indexPath.section + 1)"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }
}

/// A section header from a xib: a `<collectionReusableView>` whose label is an outlet.
@MainActor
final class NibHeaderView: UICollectionReusableView {
    @Outlet var titleLabel: UILabel!
}

/// `HeaderGallery`'s sections with headers from a xib, through `SupplementaryRegistration(supplementaryNib:…)`.
@MainActor
final class NibHeaderGallery: ReelGallery {
    nonisolated static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <collectionReusableView id="h-1" customClass="NibHeaderView" customModule="ReelKitTests">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="40"/>
                    <subviews><label id="l-1"/></subviews>
                    <connections><outlet property="titleLabel" destination="l-1" id="o-1"/></connections>
                </collectionReusableView>
            </objects>
        </document>
        """
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items, sectionSize: 30)
        let headers = UICollectionView.SupplementaryRegistration<NibHeaderView>(
            supplementaryNib: UINib(data: Data(Self.xib.utf8), bundle: nil),
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.titleLabel.text = "From the xib \(indexPath.section)"
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }
}

/// Sections of 30 photos under headers naming each section's identifier; the action `reverse` applies the sections
/// in reverse order (each keeps its photos).
@MainActor
final class ReversingSectionsGallery: ReelGallery {
    static var actions: [String: (ReversingSectionsGallery) throws -> Void] { ["reverse": { $0.reverse() }] }
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items, sectionSize: 30)
        let headers = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            let id = self?.dataSource.snapshot().sectionIdentifiers[indexPath.section]
            header.titleLabel.text = id.map { "Section \($0)" }
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }

    private func reverse() {
        let current = dataSource.snapshot()
        var reversed = NSDiffableDataSourceSnapshot<Int, String>()
        for section in current.sectionIdentifiers.reversed() {
            reversed.appendSections([section])
            reversed.appendItems(current.itemIdentifiers(inSection: section), toSection: section)
        }
        dataSource.apply(reversed, animatingDifferences: false)
    }
}

/// A plain list of sections of 30 photos whose headers are list cells (`headerMode = .supplementary`).
@MainActor
final class ListHeaderGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items, sectionSize: 30)
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Album \(indexPath.section + 1)"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }
}
