import Foundation

/// One dimension of a compositional layout's size: a fraction of the container's width or height, points, or an
/// estimate the cell's own size replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(.fractionalHeight, fraction) }
    /// Points.
    public static func absolute(_ points: CGFloat) -> Self { Self(.absolute, points) }
    /// An estimate the cell's measured size replaces.
    public static func estimated(_ points: CGFloat) -> Self { Self(.estimated, points) }

    /// Which kind of dimension it is.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// Points in a container of `width` × `height`; nil for an estimate (the cell sizes itself).
    func points(inWidth width: Double, height: Double) -> Double? {
        switch kind {
        case .fractionalWidth: dimension * width
        case .fractionalHeight: dimension * height
        case .absolute: dimension
        case .estimated: nil
        }
    }

    var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(GridPlacement.format(dimension)))"
        case .fractionalHeight: ".fractionalHeight(\(GridPlacement.format(dimension)))"
        case .absolute: ".absolute(\(GridPlacement.format(dimension)))"
        case .estimated: ".estimated(\(GridPlacement.format(dimension)))"
        }
    }

    func same(as other: NSCollectionLayoutDimension) -> Bool { kind == other.kind && dimension == other.dimension }
}
