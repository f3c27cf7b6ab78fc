import Foundation

/// How a section scrolls across the collection view's scrolling axis; reel lays out `.none` only.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
