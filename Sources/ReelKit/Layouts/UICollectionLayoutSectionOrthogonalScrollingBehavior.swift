import Foundation

/// How a section scrolls across the collection view's scrolling axis; reel shows any band but `.none` at rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
