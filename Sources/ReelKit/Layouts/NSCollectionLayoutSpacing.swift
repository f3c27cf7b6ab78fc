import Foundation

/// Space between items: fixed, or flexible (at least the value, sharing out what is left).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing is at least `spacing` (flexible) or exactly it (fixed).
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> Self { Self(points, flexible: false) }
    /// At least `points`, sharing out the room left.
    public static func flexible(_ points: CGFloat) -> Self { Self(points, flexible: true) }
}
