/// A section that scrolls sideways inside the list (a compositional section's `orthogonalScrollingBehavior`): its
/// items, laid side by side at their resting frames, move left by the band's own offset. The band has its own
/// visible items, reuse and prefetch as the offset changes; a script swipes it (`swipe`).
public struct ScrollingBand: Sendable, Hashable, Codable {
    /// How a swipe comes to rest: anywhere, or on a page or group boundary.
    public enum Behavior: String, Sendable, Hashable, Codable {
        case continuous
        case continuousGroupLeadingBoundary
        case paging
        case groupPaging
        case groupPagingCentered
    }

    /// The section, as the app's index paths number it.
    package var section: Int
    /// The band's items, as indices of the list.
    package var items: Range<Int>
    /// The width of the band's content (its groups and insets) and of the viewport it scrolls in.
    package var contentWidth: Double
    package var viewportWidth: Double
    package var behavior: Behavior
    /// The distance from one group to the next, and a group's width (where group paging stops).
    package var groupPitch: Double
    package var groupWidth: Double
    /// The section's leading inset: where the first group starts at offset 0.
    package var leadingInset: Double

    package init(
        section: Int, items: Range<Int>, contentWidth: Double, viewportWidth: Double, behavior: Behavior,
        groupPitch: Double, groupWidth: Double, leadingInset: Double
    ) {
        self.section = section
        self.items = items
        self.contentWidth = contentWidth
        self.viewportWidth = viewportWidth
        self.behavior = behavior
        self.groupPitch = groupPitch
        self.groupWidth = groupWidth
        self.leadingInset = leadingInset
    }

    /// The furthest the band scrolls: its content's trailing edge at the viewport's.
    package var maxOffset: Double { max(0, contentWidth - viewportWidth) }

    /// Where a swipe that would leave the band at `offset` comes to rest: clamped to the content, and on a boundary
    /// of the behavior's (the nearest page, group, centred group or group leading edge).
    package func restingOffset(near offset: Double) -> Double {
        let clamped = min(max(0, offset), maxOffset)
        let boundary: Double
        switch behavior {
        case .continuous:
            return clamped
        case .paging:
            guard viewportWidth > 0 else { return clamped }
            boundary = (clamped / viewportWidth).rounded() * viewportWidth
        case .groupPaging, .continuousGroupLeadingBoundary:
            guard groupPitch > 0 else { return clamped }
            boundary = ((clamped) / groupPitch).rounded() * groupPitch
        case .groupPagingCentered:
            guard groupPitch > 0 else { return clamped }
            let centring = leadingInset - (viewportWidth - groupWidth) / 2
            boundary = ((clamped - centring) / groupPitch).rounded() * groupPitch + centring
        }
        return min(max(0, boundary), maxOffset)
    }
}
