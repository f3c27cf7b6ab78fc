import Foundation

/// What a flow layout's pass made: the attributes of each section's items, headers and footers, all of them in
/// layout order, and the content's size.
@preconcurrency @MainActor
struct FlowLayoutCache {
    private(set) var items: [[UICollectionViewLayoutAttributes]] = []
    private(set) var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private(set) var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    /// Every element, top to bottom.
    private(set) var elements: [UICollectionViewLayoutAttributes] = []
    var contentSize = CGSize.zero

    mutating func add(header: UICollectionViewLayoutAttributes, section: Int) {
        headers[section] = header
        elements.append(header)
    }

    mutating func add(items sectionItems: [UICollectionViewLayoutAttributes], section: Int) {
        while items.count <= section { items.append([]) }
        items[section] = sectionItems
        elements.append(contentsOf: sectionItems)
    }

    mutating func add(footer: UICollectionViewLayoutAttributes, section: Int) {
        footers[section] = footer
        elements.append(footer)
    }

    /// The attributes of the item at `indexPath`, if the pass placed one there.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The elements whose frames intersect `rect`.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        elements.filter { $0.frame.intersects(rect) }
    }
}
