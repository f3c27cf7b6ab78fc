import Foundation

/// A flow layout's values for one section, from its delegate (`UICollectionViewDelegateFlowLayout`) where it
/// answers, else from the layout's properties: insets, spacings, header and footer heights, the items' sizes.
@preconcurrency @MainActor
struct FlowSectionMetrics {
    let inset: UIEdgeInsets
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let headerHeight: CGFloat
    let footerHeight: CGFloat
    let itemSizes: [CGSize]

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView?, section: Int) {
        guard let collectionView else {
            inset = layout.sectionInset
            lineSpacing = layout.minimumLineSpacing
            interitemSpacing = layout.minimumInteritemSpacing
            headerHeight = layout.headerReferenceSize.height
            footerHeight = layout.footerReferenceSize.height
            itemSizes = []
            return
        }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        inset =
            delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        lineSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
        interitemSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        headerHeight = max(
            0,
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section).height
                ?? layout.headerReferenceSize.height)
        footerHeight = max(
            0,
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section).height
                ?? layout.footerReferenceSize.height)
        let count = collectionView.numberOfItems(inSection: section)
        itemSizes = (0..<count).map { item in
            let indexPath = IndexPath(item: item, section: section)
            let size =
                delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
            return CGSize(width: max(0, size.width), height: max(0, size.height))
        }
    }
}
